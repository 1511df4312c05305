"""A fixture's dice are its secret until it is played. A schedule drawn without a seed keeps none:
the same league drawn twice rolls different dice, and nothing worked out from the league's name,
season and fixture number (what the draw was once seeded with) foretells them. A fixture is given
fresh dice of 128 bits when it is played, and keeps them with its result, through the league file
and its export. A schedule drawn with ``--seed`` stays reproducible, for tests and benchmarks.

Older files (schema 5, export format 4: tests/league/fixtures/make_schema5_league.py wrote them)
keep their played fixtures' seeds and give up their unplayed ones', which anyone could work out.
Numbers an export gives for the database's integers are bounded where they are read."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.engine import MAX_SEED, EventKind, Match
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.errors import DataError
from samurai_bowl.league.db import open_db
from samurai_bowl.league.play import fixture_match, simulate
from samurai_bowl.league.schema import MOST_SEED
from samurai_bowl.league.store import League, LeagueStore
from samurai_bowl.league.transfer import export_league, import_league, read_export
from tests.league.fixtures.make_schema5_league import team
from tests.subprocesses import cli, run

LEAGUE = "Spring Cup"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
OLD_FILE = FIXTURES / "schema5_league.sqlite3"
OLD_EXPORT = FIXTURES / "export4_league.json"
TEAMS = (("Hida Wall", "crab", "Hida"), ("Doji Fans", "crane", "Doji"), ("Matsu Pride", "lion", "Matsu"))


def old_seeds(name: str, season: int, teams: int, fixtures: int) -> list[int]:
    """Every fixture's seed as a schedule drawn without a seed once set it, worked out from public
    facts alone: the league's name and season, its number of teams and of fixtures."""
    rng = random.Random(f"{name}:{season}")
    order = list(range(1, teams + 1))  # the teams' ids, in the order they joined
    rng.shuffle(order)
    return [rng.randrange(2**31) for _ in range(fixtures)]


def dice_of(match: Match, ahead: int = 40) -> list[int]:
    """A match's dice: every die rolled so far, and the next ``ahead`` it would roll."""
    rolled = [
        value for event in match.events if event.kind is EventKind.ROLL for value in event.data["values"]
    ]
    dice = match.replica().state.dice
    return rolled + [dice.roll(DieKind.D6, "the next die") for _ in range(ahead)]


def spring_cup(path: Path, data: GameData, kind: str = "human") -> tuple[LeagueStore, League]:
    store = LeagueStore(open_db(path), data)
    league = store.create(LEAGUE)
    for name, clan, family in TEAMS:
        store.add_team(league, team(name, clan, family), f"Coach of {name}", kind)
    return store, league


def test_the_same_league_drawn_twice_rolls_different_dice(tmp_path: Path, data: GameData) -> None:
    matches = []
    for copy in ("one", "two"):
        path = tmp_path / copy / "league.sqlite3"
        store, league = spring_cup(path, data)
        fixtures = store.draw_schedule(league)
        assert [f.seed for f in fixtures] == [None, None, None]  # no dice before the fixture is played
        matches.append(fixture_match(store, league, fixtures[0]))
        store.db.close()
        with sqlite3.connect(path) as con:  # nor anything in the file to work them out from
            assert con.execute("SELECT seed FROM fixture").fetchall() == [(None,)] * 3
    one, two = matches
    assert one.team_files == two.team_files and one.seed != two.seed
    assert dice_of(one) != dice_of(two)
    # the draw's old seed, from the league's name and season, foretells neither
    guessed = Match(data, *one.team_files, old_seeds(LEAGUE, 1, 3, 3)[0])
    assert guessed.seed not in (one.seed, two.seed)
    assert dice_of(guessed) not in (dice_of(one), dice_of(two))
    assert min(one.seed, two.seed) >= 2**31  # drawn from 128 bits, not 31


def test_a_schedule_drawn_with_a_seed_is_reproducible(tmp_path: Path, data: GameData) -> None:
    drawn = []
    for copy in ("one", "two"):
        path = tmp_path / copy / "league.sqlite3"
        store, _ = spring_cup(path, data)
        store.db.close()
        assert main(["league", "--league-db", str(path), "schedule", LEAGUE, "--seed", "11"]) == 0
        store = LeagueStore(open_db(path), data)
        league = store.league(LEAGUE)
        fixtures = store.fixtures(league)
        drawn.append(
            (
                [(f.home.name, f.away.name, f.seed) for f in fixtures],
                fixture_match(store, league, fixtures[0]),
            )
        )
        store.db.close()
    (schedule, match), (again, twin) = drawn
    assert schedule == again and all(seed is not None for _, _, seed in schedule)
    assert match.seed == schedule[0][2] and dice_of(match) == dice_of(twin)


def test_a_played_fixture_keeps_the_dice_it_was_played_with(tmp_path: Path, data: GameData) -> None:
    store, league = spring_cup(tmp_path / "league.sqlite3", data, kind="easy")
    first, second, _ = store.draw_schedule(league)
    simulate(store, league, first)  # `league play`: an AI fixture, given fresh dice
    played = store.fixture(league, first.id).seed
    assert played is not None and played >= 2**31
    # the most a seed may be is kept to the last digit, in the file and through its export
    assert store.record(second, {"score": [0, 0], "winnings": [30, 30], "players": []}, MAX_SEED)
    assert store.fixture(league, second.id).seed == MAX_SEED == MOST_SEED
    saved = json.loads(json.dumps(export_league(store, league)))
    assert [f["seed"] for f in saved["fixtures"]] == [played, MAX_SEED, None]
    copy = import_league(store, saved, "Spring Copy")
    assert [f.seed for f in store.fixtures(copy)] == [played, MAX_SEED, None]


def test_a_seed_beyond_128_bits_is_refused_in_one_line(tmp_path: Path, data: GameData) -> None:
    store, league = spring_cup(tmp_path / "league.sqlite3", data)
    fixture = store.draw_schedule(league)[0]
    with pytest.raises(
        DataError, match=r"^seed: must be from 0 to 2\^128 - 1 \(got a number of 39 digits\)$"
    ):
        store.record(fixture, {"score": [0, 0], "winnings": [30, 30], "players": []}, MAX_SEED + 1)
    assert not store.fixture(league, fixture.id).played


def test_an_older_file_keeps_its_played_seeds_and_gives_up_the_others(tmp_path: Path, data: GameData) -> None:
    path = Path(shutil.copyfile(OLD_FILE, tmp_path / "league.sqlite3"))
    public = old_seeds(LEAGUE, 1, 3, 3)
    with sqlite3.connect(path) as con:  # as schema 5 drew them: every seed from the name and season
        assert [seed for (seed,) in con.execute("SELECT seed FROM fixture ORDER BY number")] == public
    store = LeagueStore(open_db(path), data)
    assert store.db.version == 6
    league = store.league(LEAGUE)
    first, second, third = store.fixtures(league)
    assert (first.played, first.seed) == (True, public[0])  # its replay's seed, kept with its result
    assert (second.seed, third.seed) == (None, None)
    assert fixture_match(store, league, second).seed not in public
    assert [line.points for line in store.standings(league)] == [3, 0, 0]
    # the table made again still holds every reference, and a deleted league takes its fixtures along
    assert store.con.execute("PRAGMA foreign_key_check").fetchall() == []
    with store.db.transaction() as con:
        con.execute("DELETE FROM league")
    assert store.con.execute("SELECT COUNT(*) FROM ledger WHERE fixture_id IS NOT NULL").fetchone()[0] == 0
    store.db.close()


def test_an_older_export_gives_up_its_unplayed_seeds(tmp_path: Path, data: GameData) -> None:
    store = LeagueStore(open_db(tmp_path / "league.sqlite3"), data)
    league = import_league(store, read_export(OLD_EXPORT))
    public = old_seeds(LEAGUE, 1, 3, 3)
    assert [(f.played, f.seed) for f in store.fixtures(league)] == [
        (True, public[0]),
        (False, None),
        (False, None),
    ]
    store.db.close()


def edit(saved: dict[str, Any], where: str, value: int) -> None:
    table, index, key = where.split(".")
    saved[table][int(index)][key] = value


@pytest.mark.parametrize(
    ("where", "value", "message"),
    [
        ("fixtures.1.round", 2**63, "fixtures[1].round: must be ≤ 9223372036854775807"),
        ("fixtures.2.number", 2**63, "fixtures[2].number: must be ≤ 9223372036854775807"),
        ("seasons.0.number", 2**63, "seasons[0].number: must be ≤ 9223372036854775807"),
        ("fixtures.0.seed", 2**128, "fixtures[0].seed: must be ≤ 340282366920938463463374607431768211455"),
    ],
)
def test_numbers_an_export_gives_beyond_the_database_are_one_line(
    tmp_path: Path, where: str, value: int, message: str
) -> None:
    saved = json.loads(OLD_EXPORT.read_text(encoding="utf-8"))
    edit(saved, where, value)
    path = tmp_path / "spring.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    done = run(cli("league", "--league-db", str(tmp_path / "league.sqlite3"), "import", str(path)))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1 and message in done.stderr, done.stderr
    assert not (tmp_path / "league.sqlite3").exists()  # a refused import leaves no file


def test_a_fixture_number_or_id_beyond_the_database_names_no_fixture(tmp_path: Path, data: GameData) -> None:
    """A saved match names its fixture by id, read from its file: one no SQLite integer holds is
    no fixture of the league (a line for the host or the window to tell), not an OverflowError."""
    store, league = spring_cup(tmp_path / "league.sqlite3", data)
    store.draw_schedule(league)
    record = {"score": [0, 0], "winnings": [30, 30], "players": []}
    for big in (2**63, -(2**63) - 1, 10**30):
        with pytest.raises(DataError, match=r"is not in this league file"):
            store.record_id(big, record)
        with pytest.raises(
            DataError, match=r"is not in season 1 of league 'Spring Cup' \(fixtures #1 to #3\)"
        ):
            store.numbered(league, big)
    assert [f.played for f in store.fixtures(league)] == [False, False, False]
