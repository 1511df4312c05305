"""`league correct` takes only a record a match could have given (R19): checked by the model the
store writes results with, against the teams as they stood and every row after it. A bad record
is one line naming the file and the field, and nothing is written."""

from __future__ import annotations

import copy
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import Entry, Fixture, League, LeagueStore
from tests.league.records_setup import LEAGUE, build_league, copy_league, league_cli, one_line, rows
from tests.league.test_store import record
from tests.teams.helpers import make_team

Edit = Callable[[dict[str, Any]], None]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory, data: GameData) -> Path:
    return build_league(tmp_path_factory.mktemp("built") / "league.sqlite3", data)


@pytest.fixture
def league_file(built: Path, tmp_path: Path) -> Path:
    return copy_league(built, tmp_path / "league")


def stored(path: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> dict[str, Any]:
    out = tmp_path / "result.json"
    assert league_cli(path, capsys, "result", LEAGUE, "1", "--out", str(out))[0] == 0
    return dict(json.loads(out.read_text(encoding="utf-8")))


def first_line(side: int) -> Edit:
    def edit(r: dict[str, Any]) -> None:
        next(line for line in r["players"] if line["side"] == side)["spp"] = 10**9

    return edit


def ghost(r: dict[str, Any]) -> None:
    r["players"].append({"side": 0, "number": 77, "name": "Nobody", "spp": 10**9})


def mvps(r: dict[str, Any]) -> None:
    for line in r["players"]:
        line["mvp"] = line["side"] == 0


def twice(r: dict[str, Any]) -> None:
    r["players"].append(dict(r["players"][0]))


def score_off(r: dict[str, Any]) -> None:
    """One touchdown more for the side that did not win (a draw stays a draw): no player scored it."""
    home, away = r["score"]
    r["score"] = [home, away + 1] if home > away else [home + 1, away]
    r.pop("winner", None)
    r.pop("conceded", None)


def winner_wrong(r: dict[str, Any]) -> None:
    r.update(score=[3, 0], winner=1)
    r.pop("conceded", None)


BAD: list[tuple[str, Edit, str, str]] = [
    (
        "a word",
        lambda r: r.update(score="abc"),
        "score",
        'two whole numbers 0 or more, home then away (got "abc")',
    ),
    ("one number", lambda r: r.update(score=[1]), "score", "(got [1])"),
    ("a fraction", lambda r: r.update(score=[7.5, 5]), "score", "(got [7.5, 5])"),
    ("negative", lambda r: r.update(score=[-1, 2]), "score", "two whole numbers 0 or more"),
    ("true", lambda r: r.update(score=[True, 2]), "score", "(got [true, 2])"),
    ("no score", lambda r: r.pop("score"), "score", "is required but missing"),
    ("too many touchdowns", lambda r: r.update(score=[40, 0], winner=0), "score", "at most 32"),
    (
        "negative winnings",
        lambda r: r.update(winnings=[-1000000, 60]),
        "winnings",
        "two whole numbers 0 or more",
    ),
    ("winnings as text", lambda r: r.update(winnings=["60", 60]), "winnings", 'got ["60", 60]'),
    ("a fortune", lambda r: r.update(winnings=[10**9, 60]), "winnings[0]", "at most 450, R19.1"),
    ("absurd SPP", first_line(0), "spp", "at most 149"),
    ("a player who never was", ghost, "players[", "has had no player #77"),
    ("two MVPs", mvps, ".mvp", "R19.2"),
    ("a line twice", twice, ".number", "is listed twice"),
    ("the loser wins", winner_wrong, "winner", "makes the home side (0) the winner"),
    ("a score the touchdowns do not make", score_off, "score", "is not the players' touchdowns"),
    (
        "casualties nobody caused",
        lambda r: r.update(casualties_caused=[r["casualties_caused"][0] + 2, r["casualties_caused"][1]]),
        "casualties_caused[0]",
        "is not the casualties its players caused",
    ),
    ("an unknown field", lambda r: r.update(referee="Bayushi"), "referee", "is not a known field"),
    ("players not a list", lambda r: r.update(players="all"), "players", "must be a list"),
    ("an unknown injury", lambda r: r["players"][0].update(injury="maimed"), "injury", "must be one of"),
    ("a third side", lambda r: r["players"][0].update(side=2), "side", "must be ≤ 1"),
]


@pytest.mark.parametrize(
    ("edit", "field", "message"), [case[1:] for case in BAD], ids=[case[0] for case in BAD]
)
def test_a_bad_correction_is_one_line_and_nothing_is_written(
    league_file: Path,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    edit: Edit,
    field: str,
    message: str,
) -> None:
    corrected = stored(league_file, capsys, tmp_path)
    edit(corrected)
    path = tmp_path / "corrected.json"
    path.write_text(json.dumps(corrected), encoding="utf-8")
    before = rows(league_file)
    code, _, err = league_cli(league_file, capsys, "correct", LEAGUE, "1", str(path))
    assert code == 2 and one_line(err), err
    assert err.startswith(f"{path}: ") and field in err and message in err, err
    assert rows(league_file) == before
    for read in (["table", LEAGUE], ["history", LEAGUE], ["list"]):
        assert league_cli(league_file, capsys, *read)[0] == 0


def test_the_record_written_out_goes_back_as_it_is(
    league_file: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    corrected = stored(league_file, capsys, tmp_path)
    path = tmp_path / "same.json"
    path.write_text(json.dumps(corrected), encoding="utf-8")
    before = [row for row in rows(league_file) if row[0] != "ledger"]
    code, out, err = league_cli(league_file, capsys, "correct", LEAGUE, "1", str(path))
    assert code == 0, err
    assert out.startswith("Fixture #1 of season 1 corrected:")
    assert [row for row in rows(league_file) if row[0] != "ledger"] == before
    assert stored(league_file, capsys, tmp_path) == corrected


@pytest.fixture
def store(tmp_path: Path, data: GameData) -> LeagueStore:
    return LeagueStore(open_db(tmp_path / "league.sqlite3"), data)


def two_teams(store: LeagueStore) -> tuple[League, Entry, Entry, Fixture]:
    league = store.create(LEAGUE)
    # 11 linemen and 5 re-rolls: 960 koku spent, 40 left, less than a lineman
    home = store.add_team(
        league, make_team("crab", {"lineman": 11}, name="Iron Crabs", rerolls=5), "Ann", "human"
    )
    away = store.add_team(league, make_team("crab", {"lineman": 11}, name="Stone Crabs"), "Ben", "human")
    return league, home, away, store.draw_schedule(league)[0]


def test_winnings_already_spent_cannot_be_taken_back(store: LeagueStore) -> None:
    """R19.1's winnings paid for a hire; a correction that takes them away would leave the treasury
    below nothing after that hire, so it is refused and the result stays as it was."""
    league, home, _away, fixture = two_teams(store)
    assert store.team(home).treasury == 40
    store.record(fixture, record((1, 0), winnings=(50, 30)))
    store.hire(home, "lineman")  # 40 + 50 koku: the winnings pay for it
    payer = 0 if fixture.home == home else 1
    winnings = [50, 30]
    winnings[payer] = 0
    taken = record((1, 0), winnings=(winnings[0], winnings[1]))
    before = store.fixtures(league)[0].record
    with pytest.raises(
        DataError,
        match=rf"winnings\[{payer}\]: 0 koku would leave the treasury of Iron Crabs "
        "at -20 koku at a later hire it paid for",
    ):
        store.correct(league, 1, taken)
    assert store.fixtures(league)[0].record == before
    winnings[payer] = 20
    store.correct(league, 1, record((1, 0), winnings=(winnings[0], winnings[1])))
    assert store.team(home).treasury == 0


def test_a_dead_player_whose_number_went_to_a_hire_stays_dead(store: LeagueStore) -> None:
    """R8.6: the dead leave the roster and a new hire may wear the number; a correction that
    brings the dead man back would put two players in one number, so it is refused."""
    league, _home, away, fixture = two_teams(store)
    side = 1 if fixture.away == away else 0
    dead = {"side": side, "number": 5, "name": "Player 5", "injury": "dead"}
    store.record(fixture, record((0, 0), players=[dead], winnings=(60, 60)))
    store.hire(away, "lineman", number=5)
    alive = {key: value for key, value in dead.items() if key != "injury"}
    with pytest.raises(DataError, match=r"players\[0\]\.injury: #5 of Stone Crabs would be alive"):
        store.correct(league, 1, record((0, 0), players=[alive], winnings=(60, 60)))
    assert [p.number for p in store.team(away).players].count(5) == 1


def test_a_record_stored_damaged_is_put_right_by_a_correction(
    league_file: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    good = stored(league_file, capsys, tmp_path)
    con = sqlite3.connect(league_file)
    fixture_id = con.execute("SELECT MIN(fixture_id) FROM ledger").fetchone()[0]
    con.execute(
        'UPDATE ledger SET data = \'{"record": {"score": "abc"}}\' WHERE fixture_id = ?', (fixture_id,)
    )
    con.commit()
    con.close()
    code, _, err = league_cli(league_file, capsys, "table", LEAGUE)
    assert code == 2 and one_line(err) and "fixture #1's result: score" in err
    path = tmp_path / "good.json"
    path.write_text(json.dumps(copy.deepcopy(good)), encoding="utf-8")
    assert league_cli(league_file, capsys, "correct", LEAGUE, "1", str(path))[0] == 0
    assert league_cli(league_file, capsys, "table", LEAGUE)[0] == 0
