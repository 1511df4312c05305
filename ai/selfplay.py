"""Self-play with every invariant checked at every step: for the test suite and benchmarks."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from samurai_bowl.ai.coach import Coach
from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data.loader import GameData
from samurai_bowl.engine import InvariantBroken, Match, check_invariants, check_reentrant


def play_checked(
    data: GameData,
    seed: int,
    coach_factory: Callable[[int], Coach],
    round_trip_every: int = 25,
    options: dict[str, Any] | None = None,
    copied: set[str] | None = None,
) -> tuple[Match, Counter[str]]:
    """Play a random match to the end with drafted teams, checking every step (and every
    ``round_trip_every`` steps that a clone and a save and load through JSON text give the same
    match); returns the match and how often each kind of decision came up.

    ``copied``, shared by the matches of a run, holds the kinds of decision copied so far: the
    first of each kind is copied too, wherever it falls, so a rare one is not missed between two
    regular copies (and its kind is added)."""
    rng = random.Random(seed)
    clans = sorted(data.rosters)
    m = Match(
        data,
        draft_team(data, rng.choice(clans), rng),
        draft_team(data, rng.choice(clans), rng),
        seed,
        options,
    )
    coach = coach_factory(seed)
    sides = Counter(p.side for p in m.pieces)
    kinds: Counter[str] = Counter()
    step = 0
    while m.pending is not None:
        check_invariants(m)
        kind = m.pending.kind
        kinds[kind] += 1
        first = copied is not None and kind not in copied
        if first or (round_trip_every and step % round_trip_every == 0):
            if copied is not None:
                copied.add(kind)
            saved = m.to_json()
            if Match.from_json(data, json.loads(json.dumps(saved))).to_json() != saved:
                raise InvariantBroken(f"seed {seed}: save and load changed the match at step {step}")
            if m.replica().to_json() != saved:
                raise InvariantBroken(f"seed {seed}: a clone differs from the match at step {step}")
            check_reentrant(m)
        m.apply(coach.choose(m))
        step += 1
    check_invariants(m)
    if Counter(p.side for p in m.pieces) != sides or not m.over:
        raise InvariantBroken(f"seed {seed}: players lost or the match did not end")
    return m, kinds
