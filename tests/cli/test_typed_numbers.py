"""Numbers typed on the command line and at the prompts of ``team new``: only the digits 0-9
make a number. A character Python calls a digit but will not turn into one ("²"), a number too
long to read or out of its range is one line naming the option and what is wrong, exit status 2."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from samurai_bowl.cli import main
from samurai_bowl.cli.team_prompts import Prompter
from samurai_bowl.errors import DataError

LEAGUE, TEAM = "Winter Court", "Iron Crabs"


pytestmark = pytest.mark.usefixtures(
    "data_dir"
)  # a data folder of its own, and its folder as the working one


@pytest.fixture
def league(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    assert main(["team", "random", "--clan", "crab", "--name", TEAM, "--seed", "1", "--save"]) == 0
    assert main(["league", "new", LEAGUE]) == 0
    assert main(["league", "add-team", LEAGUE, TEAM, "--ai", "easy"]) == 0
    capsys.readouterr()
    return data_dir / "league.sqlite3"


def team_option(option: str, value: str) -> list[str]:
    return ["league", "team", LEAGUE, TEAM, option, value]


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (team_option("--buy", "rerolls:²"), "--buy: count: must be a whole number (got '²')"),
        (team_option("--renumber", "1:²"), "--renumber: new number: must be a whole number (got '²')"),
        (team_option("--renumber", "²:1"), "--renumber: number: must be a whole number (got '²')"),
        (team_option("--rename", "²:Bob"), "--rename: number: must be a whole number (got '²')"),
        (team_option("--buy", "rerolls:٣"), "--buy: count: must be a whole number (got '٣')"),
        (team_option("--buy", "rerolls:1_0"), "--buy: count: must be a whole number (got '1_0')"),
        (
            team_option("--renumber", "1:" + "9" * 5000),
            "--renumber: new number: is too long a number (5000 digits)",
        ),
    ],
    ids=["buy", "renumber to", "renumber from", "rename", "arabic-indic digit", "underscore", "too long"],
)
def test_league_team_options_take_only_plain_digits(
    league: Path, argv: list[str], line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before = league.read_bytes()
    assert main(argv) == 2
    assert capsys.readouterr() == ("", line + "\n")
    assert league.read_bytes() == before


NEW = ["team", "new", "--name", TEAM, "--clan", "crab"]


@pytest.mark.parametrize(
    ("extra", "line"),
    [
        (["--add", "lineman=²"], "--add lineman=²: count: must be a whole number (got '²')"),
        (["--player", "lineman:Bob:²"], "--player lineman:Bob:²: number: must be a whole number (got '²')"),
        (
            ["--player", "lineman:Bob:" + "1" * 4400],
            f"--player lineman:Bob:{'1' * 4400}: number: is too long a number (4400 digits)",
        ),
    ],
    ids=["add", "player", "player too long"],
)
def test_team_new_counts_and_numbers_take_only_plain_digits(
    extra: list[str], line: str, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*NEW, *extra]) == 2
    assert capsys.readouterr() == ("", line + "\n")
    assert not (data_dir / "teams").exists()


@pytest.mark.parametrize(
    "argv",
    [
        [*NEW, "--add", "lineman=11", "--rerolls", "²"],
        ["team", "random", "--seed", "²"],
        ["league", "schedule", LEAGUE, "--seed", "²"],
        ["league", "table", LEAGUE, "--season", "²"],
        ["league", "result", LEAGUE, "²"],
    ],
    ids=["rerolls", "random seed", "schedule seed", "season", "fixture"],
)
def test_numeric_options_refuse_a_superscript_in_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(argv)
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.endswith("must be a whole number (got '²')\n"), err


def answers(*typed: str) -> tuple[Prompter, io.StringIO]:
    out = io.StringIO()
    given = iter(typed)

    def read(_: str) -> str:
        try:
            return next(given)
        except StopIteration:
            raise EOFError from None

    return Prompter(read, out), out


def test_a_prompt_for_a_count_asks_again_after_a_superscript() -> None:
    ask, out = answers("²", "٣", "9", "3")
    assert ask.ask_count("Geisha", 0, 4) == 3
    assert out.getvalue().splitlines() == ["  enter a whole number from 0 to 4"] * 3


def test_a_prompt_for_a_clan_asks_again_after_a_superscript(data_dir: Path) -> None:
    from samurai_bowl.cli.team_prompts import _ask_clan
    from samurai_bowl.data import load_game_data

    ask, out = answers("²", "1")
    assert _ask_clan(ask, load_game_data()) == "crab"
    assert "  enter 1-7 or a clan name" in out.getvalue().splitlines()


def test_a_prompt_ended_early_is_still_one_line() -> None:
    ask, _ = answers("²")
    with pytest.raises(DataError, match="input ended before the team was finished"):
        ask.ask_count("Geisha", 0, 4)
