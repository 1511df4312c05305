"""Dice no one can work out: every match a host serves rolls from a fresh seed of 128 bits of the
operating system's randomness, and from nothing a coach could know. A friendly's seed is never
one a search of 2^31 seeds finds; a league fixture hosted is given fresh dice, so the draw's old
seed (worked out from the league's name and season) foretells none of its rolls, and two hostings
of copies of one league file roll differently. ``--seed`` says it is for reproducible tests and
benchmarks; a fixture number beyond the league database is one line, not a traceback."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.engine import EventKind, IllegalAction, Match, new_seed, seed_label, thaw
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.net.hosting import friendly_maker
from samurai_bowl.sessions.session import load_saved_match
from tests.league.fixtures.make_schema5_league import team
from tests.net.games import finish, host, join, read_team, team_files
from tests.subprocesses import cli, python_env, run

LEAGUE = "Spring Cup"
TEAMS = (("Hida Wall", "crab", "Hida"), ("Doji Fans", "crane", "Doji"), ("Matsu Pride", "lion", "Matsu"))


def rolls(match: Match) -> list[tuple[int, ...]]:
    """Every roll of a match, in order, as the dice showed it (what a joiner's events tell)."""
    return [tuple(event.data["values"]) for event in match.events if event.kind is EventKind.ROLL]


def test_fresh_seeds_have_128_bits_and_short_distinct_names() -> None:
    seeds = [new_seed() for _ in range(1000)]
    assert len(set(seeds)) == 1000 and max(seeds) < 2**128
    assert max(seed.bit_length() for seed in seeds) == 128  # (every one below 2^127: a chance of 2^-1000)
    labels = {seed_label(seed) for seed in seeds}
    assert len(labels) == 1000 and {len(label) for label in labels} == {16}
    assert [seed_label(seed) for seed in (0, 7, 2**32 - 1)] == ["0", "7", "4294967295"]  # older saves' names


def test_a_friendly_is_given_fresh_dice_of_128_bits(data: GameData, tmp_path: Path) -> None:
    crab, lion = team_files(data, tmp_path)
    away = read_team(lion).model_dump(mode="json")
    matches = [
        friendly_maker(data, read_team(crab), "ABCDEFGHJK")(away).match for _ in range(16)
    ]  # sixteen hostings of one friendly, each its own dice
    seeds = [match.seed for match in matches]
    assert len(set(seeds)) == 16
    assert min(seeds) >= 2**31  # no search of 2^31 seeds finds one (each misses by 2^-97)
    assert max(seed.bit_length() for seed in seeds) > 120
    assert len({tuple(rolls(match)) for match in matches}) > 1
    # --seed, for a reproducible test, is kept
    assert friendly_maker(data, read_team(crab), "ABCDEFGHJK", seed=7)(away).match.seed == 7


@pytest.mark.parametrize(
    "argv",
    [["host"], ["league", "schedule"], ["simulate"], ["team", "new"], ["team", "random"]],
    ids=["host", "league schedule", "simulate", "team new", "team random"],
)
def test_every_seed_option_says_it_is_for_reproducible_tests(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main([*argv, "--help"])
    words = " ".join(capsys.readouterr().out.split())
    said = words[words.rindex("--seed SEED") :].split(" --", 1)[0]  # the option's help, after the usage
    assert "for reproducible tests" in said, said
    if argv[0] != "team":  # the team commands' seeds draft names and players, never a match's dice
        assert "benchmarks" in said and "predict" in said, said


def league_of_persons(folder: Path, data: GameData) -> Path:
    """League "Spring Cup" in ``folder``: three teams coached by persons, the schedule drawn."""
    store = LeagueStore(open_db(folder / "league.sqlite3"), data)
    try:
        league = store.create(LEAGUE)
        for name, clan, family in TEAMS:
            store.add_team(league, team(name, clan, family), f"Coach of {name}", "human")
        store.draw_schedule(league)
    finally:
        store.db.close()
    return folder / "league.sqlite3"


def test_a_fixture_number_beyond_the_database_is_one_line(data: GameData, tmp_path: Path) -> None:
    folder = tmp_path / "host"
    league_of_persons(folder, data)
    argv = ["host", "--league", LEAGUE, "--fixture", str(2**63), "--listen", "127.0.0.1", "--ai", "easy"]
    done = run(cli(*argv), env=python_env(SAMURAI_BOWL_DATA_DIR=str(folder)))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        "samurai-bowl host: --fixture: must be a whole number below 2^63 (got 9223372036854775808)\n"
    )


@pytest.mark.parametrize(
    ("options", "told"),
    [
        (
            ["--team", "X", "--seed", "-1"],
            "samurai-bowl host: --seed: must be from 0 to 2^128 - 1 (got -1)\n",
        ),
        (
            ["--team", "X", "--seed", str(2**128)],
            "samurai-bowl host: --seed: must be from 0 to 2^128 - 1 (got a",
        ),
        (
            ["--league", LEAGUE, "--fixture", "1", "--seed", "5"],
            "--seed: is a friendly's (a league fixture is",
        ),
    ],
    ids=["negative", "beyond 128 bits", "for a fixture"],
)
def test_a_seed_the_dice_cannot_take_is_one_line(
    options: list[str], told: str, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A negative seed once reached numpy when the joiner came, and ended the host in a traceback;
    a fixture's seed is never the host's to choose."""
    assert main(["host", *options, "--ai", "easy", "--listen", "127.0.0.1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(told) or told in err, err
    assert err.count("\n") == 1


def public_seed(name: str, season: int, teams: int, number: int) -> int:
    """The seed a schedule drawn without one once gave fixture ``number``, worked out from public
    facts (the league's name and season, its teams, the fixture's number), as a joiner did."""
    rng = random.Random(f"{name}:{season}")
    order = list(range(1, teams + 1))
    rng.shuffle(order)
    return [rng.randrange(2**31) for _ in range(number)][-1]


def foretold(data: GameData, hosted: Match, seed: int) -> Match:
    """The hosted match as a joiner who took ``seed`` for its seed would foresee it: the same teams,
    rules and actions, for as long as his dice allow them."""
    guess = Match(data, *hosted.team_files, seed, thaw(hosted.options))
    for action in hosted.history:
        try:
            guess.apply(action)
        except IllegalAction:
            break
    return guess


@pytest.mark.slow
def test_a_hosted_fixture_s_dice_cannot_be_foretold(data: GameData, tmp_path: Path) -> None:
    """The old attack: fixture #1's seed from "Spring Cup:1" and its number; it foretold all the
    dice of the match. Now its rolls are not the hosted match's, and two hostings of two copies of
    one league file roll differently. Each played fixture keeps the seed it was played with."""
    original = league_of_persons(tmp_path / "one" / "host", data)
    (tmp_path / "two" / "host").mkdir(parents=True)
    shutil.copyfile(original, tmp_path / "two" / "host" / "league.sqlite3")
    games: list[Any] = []
    for copy in ("one", "two"):
        proc, address, code = host(
            tmp_path / copy / "host", "--league", LEAGUE, "--fixture", "1", "--port", "0"
        )
        games.append((copy, proc, join(tmp_path / copy / "join", address, code)))
    hosted: list[Match] = []
    for copy, proc, joiner in games:
        finish(joiner)
        finish(proc)
        (replay,) = (tmp_path / copy / "join" / "saves").glob("match-*.json")  # the joiner's copy
        match = load_saved_match(data, replay, tmp_path / copy / "join").match
        assert replay.name == f"match-{seed_label(match.seed)}.json" and match.over
        hosted.append(match)
        store = LeagueStore(open_db(tmp_path / copy / "host" / "league.sqlite3"), data)
        try:
            assert store.numbered(store.league(LEAGUE), 1).seed == match.seed  # kept with the result
        finally:
            store.db.close()
    one, two = hosted
    assert one.team_files == two.team_files and one.seed != two.seed
    assert rolls(one) != rolls(two)
    guessed = public_seed(LEAGUE, 1, 3, 1)
    for match in hosted:
        assert match.seed != guessed
        assert rolls(foretold(data, match, guessed)) != rolls(match)
