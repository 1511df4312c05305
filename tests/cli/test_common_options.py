"""The common options (--data-dir, --rosters, --charts, and --league-db for the league commands)
are taken anywhere on the command line: before the command, between its words, or at the end."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.cli import main
from samurai_bowl.cli.numbers import stored_int
from samurai_bowl.cli.parser import build_parser, parse_args
from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore


def leaf_commands(parser: argparse.ArgumentParser, words: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command a user can run, as its words (``("league", "table")``)."""
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        return [words]
    return [leaf for name, sub in subs[0].choices.items() for leaf in leaf_commands(sub, (*words, name))]


def command_parser(words: tuple[str, ...]) -> argparse.ArgumentParser:
    parser = build_parser()
    for word in words:
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        parser = sub.choices[word]
    return parser


def first_choice(action: argparse.Action) -> str:
    return str(next(iter(action.choices or ["X"])))


def required_rest(parser: argparse.ArgumentParser) -> list[str]:
    """Values for a command's positionals and one option of each required choice."""
    rest = []
    for action in parser._actions:
        if action.option_strings:
            continue
        rest.append("1" if action.type in (int, stored_int) else first_choice(action))
    for group in parser._mutually_exclusive_groups:
        if group.required:
            first = group._group_actions[0]
            rest += [first.option_strings[0], first_choice(first)]
    return rest


def placings(words: tuple[str, ...], rest: list[str], option: list[str]) -> list[list[str]]:
    """The option before the first word, after each word, and at the very end."""
    spots = [[*words[:i], *option, *words[i:], *rest] for i in range(len(words) + 1)]
    return [*spots, [*words, *rest, *option]]


LEAVES = leaf_commands(build_parser())


def test_the_walk_finds_every_command() -> None:
    assert ("league", "table") in LEAVES and ("league", "correct") in LEAVES and ("team", "list") in LEAVES
    assert len(LEAVES) > 25


@pytest.mark.parametrize("words", LEAVES, ids=" ".join)
@pytest.mark.parametrize("option", ["--data-dir", "--rosters", "--charts"])
def test_common_options_anywhere(words: tuple[str, ...], option: str) -> None:
    rest = required_rest(command_parser(words))
    for argv in placings(words, rest, [option, "somewhere"]):
        args = parse_args(build_parser(), argv)
        assert getattr(args, option[2:].replace("-", "_")) == Path("somewhere"), argv


@pytest.mark.parametrize("words", [w for w in LEAVES if w[0] == "league"], ids=" ".join)
def test_league_db_anywhere_in_a_league_command(words: tuple[str, ...]) -> None:
    rest = required_rest(command_parser(words))
    for argv in placings(words, rest, ["--league-db", "mine.sqlite3"]):
        assert parse_args(build_parser(), argv).league_db == Path("mine.sqlite3"), argv
    assert parse_args(build_parser(), [*words, *rest]).league_db is None


@pytest.mark.parametrize(
    "argv",
    [
        ["--league-db", "x.sqlite3", "team", "list"],
        ["--league-db", "x.sqlite3", "check"],
        ["--league-db", "x.sqlite3"],
    ],
)
def test_league_db_elsewhere_is_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert (
        capsys.readouterr().err == "--league-db: only the league commands use it (samurai-bowl league ...)\n"
    )


def test_a_league_kept_in_another_file_from_every_position(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path / "data"))
    TeamStore(tmp_path / "data").save(draft_team(data, "crab", random.Random(1), name="Iron Crabs"), data)
    db = str(tmp_path / "other.sqlite3")
    assert main(["league", "new", "Winter Court", "--league-db", db]) == 0
    assert main(["--league-db", db, "league", "add-team", "Winter Court", "Iron Crabs", "--ai", "easy"]) == 0
    assert main(["league", "--league-db", db, "team", "Winter Court", "Iron Crabs"]) == 0
    assert main(["league", "table", "--league-db", db, "Winter Court"]) == 0
    capsys.readouterr()
    assert main(["league", "list", "--league-db", db]) == 0
    assert capsys.readouterr().out.splitlines()[1].startswith("  Iron Crabs (crab)")
    assert not (tmp_path / "data" / "league.sqlite3").exists()
