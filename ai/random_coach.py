"""The random coach: an action kind uniformly, then one of its instances uniformly. It plays on to
the end: it never concedes."""

from __future__ import annotations

import random
from collections import defaultdict

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match


class RandomCoach:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, match: Match) -> Action:
        by_kind: dict[Act, list[Action]] = defaultdict(list)
        for action in match.legal_actions():
            by_kind[action.act].append(action)
        kind = self.rng.choice(sorted(by_kind))
        return self.rng.choice(by_kind[kind])
