"""The random coach: an action kind uniformly, then one of its instances uniformly. It plays on to
the end: it never concedes. It asks the match for the kinds first and lists only the chosen one's
actions (a set-up decision's 1,800 placements are never made)."""

from __future__ import annotations

import random

from samurai_bowl.engine import Action, Match


class RandomCoach:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, match: Match) -> Action:
        kind = self.rng.choice(sorted(match.legal_kinds()))
        return self.rng.choice(match.legal_actions_of(kind))
