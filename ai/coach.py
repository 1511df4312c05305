"""What every coach offers: a choice of action for the decision the match is waiting on."""

from __future__ import annotations

from typing import Protocol

from samurai_bowl.engine import Action, Match


class Coach(Protocol):
    def choose(self, match: Match) -> Action:
        """One of ``match.legal_actions()`` for ``match.pending``."""
        ...
