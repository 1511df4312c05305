"""Numbers on the command line at the edges: a negative seed is one line (numpy seeds from 0 up),
a huge one plays; a fixture or shirt number too big for the league database is refused as any
malformed number is, not a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from samurai_bowl.cli import main


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize(
    "extra", [["--home", "crab", "--away", "lion"], ["--round-robin"]], ids=["pair", "round robin"]
)
@pytest.mark.parametrize("seed", ["-7", "-1", str(-(2**80))])
def test_a_negative_seed_is_one_line(extra: list[str], seed: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", *extra, "--games", "1", "--seed", seed]) == 2
    assert capsys.readouterr().err == f"--seed: must be ≥ 0 (got {seed})\n"


def test_a_huge_seed_plays(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--home", "crab", "--away", "lion", "--games", "2", "--seed", str(2**80)]) == 0
    assert f"2 games from seed {2**80}" in capsys.readouterr().out


BIG = str(10**30)


@pytest.mark.parametrize(
    "argv",
    [
        ["league", "result", "Winter Court", BIG],
        ["league", "correct", "Winter Court", f"-{BIG}", "fix.json"],
        ["league", "team", "Winter Court", "Iron Crabs", "--fire", BIG],
    ],
    ids=["result", "correct", "fire"],
)
def test_numbers_beyond_the_database_are_refused_by_the_parser(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    number = next(word for word in argv if word.lstrip("-") == BIG)
    option = "--fire" if "--fire" in argv else "fixture"
    assert (
        err == f"samurai-bowl league {argv[1]}: {option}: must be a whole number below 2^63 (got {number})\n"
    )
