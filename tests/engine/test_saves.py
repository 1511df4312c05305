"""Saving and loading a match at any decision: exact, atomic, and safe with damaged files."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.saves.files import load_match, save_match
from samurai_bowl.errors import DataError


def a_match(data: GameData, steps: int) -> tuple[Match, RandomCoach]:
    rng = random.Random(3)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "unicorn", rng), 11)
    coach = RandomCoach(11)
    for _ in range(steps):
        m.apply(coach.choose(m))
    return m, coach


def test_a_saved_match_resumes_exactly(data: GameData, tmp_path: Path) -> None:
    m, coach = a_match(data, 60)
    path = tmp_path / "match.json"
    save_match(m, path)
    resumed = load_match(data, path)
    assert resumed.to_json() == m.to_json()
    # both go on identically: same dice, same decisions
    coach_b = RandomCoach(0)
    coach_b.rng.setstate(coach.rng.getstate())
    while m.pending is not None:
        m.apply(coach.choose(m))
        resumed.apply(coach_b.choose(resumed))
    assert resumed.to_json() == m.to_json()


def test_a_replay_from_seed_and_actions_matches(data: GameData) -> None:
    m, _ = a_match(data, 120)
    again = Match.replay(data, *m.team_files, m.seed, m.history)
    assert again.to_json() == m.to_json()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "line 1 column 1: not valid JSON"),
        ("[1, 2]", "must hold a mapping of fields at the top"),
        (
            '{"format": 99}',
            "format: is not a Samurai Bowl match save this version reads (format 99; it reads 1 and 2)",
        ),
        ('{"format": 1, "seed": 3}', "home: is required but missing"),
        ('{"format": 2, "home": 3}', "home: must be a mapping of fields (got 3)"),
    ],
)
def test_damaged_saves_are_one_clear_line(data: GameData, tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "match.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_match(data, path)
    assert message in str(info.value) and "\n" not in str(info.value)
    assert path.read_text(encoding="utf-8") == content  # never overwritten


def test_a_truncated_save_is_refused(data: GameData, tmp_path: Path) -> None:
    m, _ = a_match(data, 30)
    path = tmp_path / "match.json"
    save_match(m, path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    del saved["state"]["pieces"][3]
    path.write_text(json.dumps(saved), encoding="utf-8")
    with pytest.raises(DataError, match=r"state\.pieces: holds 22 models, but the teams have 23 players"):
        load_match(data, path)
