"""Whole matches play exactly as they did when set-up decisions were answered from the full list
of their answers: the coaches now ask ``legal_kinds()``, ``legal_actions_of(kind)`` and
``allows(action)`` instead, and never list a set-up's placements."""

from __future__ import annotations

import hashlib
import random

import pytest

from samurai_bowl.ai.coach import Coach
from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.rules.setup import Setup

# (coaches, home clan, away clan, seed, actions, first 16 hex digits of the sha256 of the actions
# one per line), recorded with the set-up answered from the full list; the AI levels' rows are
# recorded again whenever the coach's play changes on purpose
RECORDED = [
    ("random", "phoenix", "crab", 3, 159, "bbaf287a38cd462f"),
    ("random", "scorpion", "unicorn", 11, 140, "5bba9a2623ad10ef"),
    ("random", "dragon", "lion", 27, 150, "b10cfdfae37359f0"),
    ("random", "crane", "phoenix", 40, 134, "8a9822788f21d128"),
    ("normal", "phoenix", "lion", 5, 867, "8c5d57ce5356ca4a"),
    ("easy", "crab", "crane", 8, 612, "08acff5ee42220c0"),
]


def coaches(level: str, seed: int) -> tuple[Coach, Coach]:
    if level == "random":
        coach = RandomCoach(seed)  # one coach for both sides, as recorded
        return coach, coach
    return HeuristicCoach(seed, level), HeuristicCoach(seed + 1, level)


def match(data: GameData, home: str, away: str, seed: int) -> Match:
    rng = random.Random(seed)
    return Match(data, draft_team(data, home, rng), draft_team(data, away, rng), seed)


@pytest.mark.parametrize(("level", "home", "away", "seed", "length", "digest"), RECORDED)
def test_matches_play_as_recorded(
    data: GameData, level: str, home: str, away: str, seed: int, length: int, digest: str
) -> None:
    m, pair = match(data, home, away, seed), coaches(level, seed)
    while m.pending is not None:
        m.apply(pair[m.pending.side].choose(m))
    played = "\n".join(str(action) for action in m.history)
    assert (len(m.history), hashlib.sha256(played.encode()).hexdigest()[:16]) == (length, digest)


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_coaches_set_up_without_listing(data: GameData, level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both teams' first set-ups are made without a set-up's answers being listed."""
    real = Match.legal_actions

    def listed(m: Match) -> list[Action]:
        assert m.pending is None or m.pending.kind != "setup", "a set-up's answers were listed"
        return real(m)

    def refuse(*args: object) -> list[Action]:
        raise AssertionError("a set-up's answers were listed")

    monkeypatch.setattr(Match, "legal_actions", listed)
    monkeypatch.setattr(Setup, "legal", refuse)
    m, pair = match(data, "phoenix", "crab", 12), coaches(level, 12)
    setups = 0
    while m.pending is not None and m.pending.kind != "kick":  # both teams' set-ups, to the kickoff
        setups += m.pending.kind == "setup"
        m.apply(pair[m.pending.side].choose(m))
    assert setups >= 2 and all(
        len([p for p in m.side_pieces(side) if p.square is not None]) == 11 for side in (0, 1)
    )
