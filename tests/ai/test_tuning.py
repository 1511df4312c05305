"""Tuning the normal coach's nerve by play: the cross-entropy method finds what its objective
rewards, the settings keep their types and ranges, and the command writes what it found."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from samurai_bowl.ai.heuristic import NORMAL
from samurai_bowl.ai.tuning import SETTINGS, _start, cross_entropy, main, nerve_of, paired_margin, settings_of


def test_the_search_finds_the_settings_its_objective_rewards() -> None:
    """Scored by the distance to a target inside every range, the mean ends near the target
    (the start being the normal coach's nerve, farther off)."""
    target = {s.name: s.low + 0.3 * (s.high - s.low) for s in SETTINGS}

    def distance(settings: dict[str, float]) -> float:
        return float(sum(((settings[s.name] - target[s.name]) / (s.high - s.low)) ** 2 for s in SETTINGS))

    def objective(candidates: list[dict[str, float]], generation: int) -> list[float]:
        return [-distance(c) for c in candidates]

    start = settings_of(NORMAL)
    tuned, history = cross_entropy(objective, start, generations=25, population=16, seed=3)
    assert distance(tuned) < 0.25 * distance(start)
    assert len(history) == 25 and history[-1]["elite"] > history[0]["elite"]


def test_every_candidate_stays_in_its_range_with_whole_counts() -> None:
    seen: list[dict[str, float]] = []

    def objective(candidates: list[dict[str, float]], generation: int) -> list[float]:
        seen.extend(candidates)
        return list(np.random.default_rng(generation).random(len(candidates)))

    cross_entropy(objective, settings_of(NORMAL), generations=3, population=20, seed=1)
    for settings in seen:
        for s in SETTINGS:
            assert s.low <= settings[s.name] <= s.high
            assert not s.whole or settings[s.name] == int(settings[s.name])
    nerve = nerve_of(NORMAL, seen[-1])
    assert isinstance(nerve.kick_depth, int) and isinstance(nerve.score, float)
    assert nerve.guard_carrier == NORMAL.guard_carrier  # what is not tuned is the normal coach's


def test_the_command_writes_the_tuned_nerve_and_how_it_was_made(tmp_path: Path) -> None:
    out = tmp_path / "nerve.json"
    argv = ["--generations", "1", "--population", "2", "--pairs", "1", "--seed", "5", "--workers", "1"]
    assert main([*argv, "--out", str(out)]) == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    assert set(result["nerve"]) == {s.name for s in SETTINGS}
    assert result["command"] == (
        "python -m samurai_bowl.ai.tuning --generations 1 --population 2 --pairs 1 --seed 5"
    )
    low, mean, high = (result["checked"]["margin"][i] for i in (1, 0, 2))
    assert result["checked"]["pairs"] == 2 and low <= mean <= high
    nerve_of(NORMAL, result["nerve"])  # a nerve the coach can play by


def test_a_pair_puts_the_nerve_on_each_bench_of_one_fixture() -> None:
    """The same fixture and dice twice, the nerve at home and then away: a nerve that is the
    normal coach's own scores exactly 0 in every pair, whatever the teams drawn."""
    _start(NORMAL)
    margins = [paired_margin((settings_of(NORMAL), seed, None)) for seed in range(4)]
    assert margins == [0.0] * 4


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--clan", "Mantis"], "--clan: no roster named 'Mantis'"),
        (["--pairs", "0"], "--pairs: too few (0)"),
    ],
)
def test_bad_options_stop_with_one_line(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code != 0
    err = capsys.readouterr().err
    assert words in err


def test_a_nerve_that_cannot_be_written_stops_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "missing" / "nerve.json"
    with pytest.raises(SystemExit) as stop:  # before any match is played
        main(["--out", str(out)])
    assert stop.value.code == 1
    lines = capsys.readouterr().err.strip().splitlines()
    assert str(out.parent) in lines[-1] and "Traceback" not in lines[-1]
