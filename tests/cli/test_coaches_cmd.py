"""``samurai-bowl coaches``: the coaches' book strongest first with the AI levels' fixed ratings, as
tables or JSON; a damaged book or an unknown league in one line; a league's own coaches' ratings;
and ``league table``'s "Coach rating" column."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.league.db import league_path, open_db
from samurai_bowl.league.ratings import coach_key, league_ratings
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.ratings.book import Book
from samurai_bowl.ratings.coach import Coach
from samurai_bowl.ratings.rating import PRIOR, level_ratings
from tests.league.test_league_ratings import LEAGUE, between, coached_league, won_by

DAY = 1_700_000_000.0  # 14 November 2023, give or take the time zone


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def filled_book(folder: Path) -> Book:
    """Kenji beat the normal AI twice, Aiko drew with the easy AI and lost to Taro."""
    book = Book.load(folder)
    book.count("m1", book.coach("Kenji"), Coach.ai("normal"), 0, when=DAY)
    book.count("m2", book.coach("Kenji"), Coach.ai("normal"), 0, when=DAY + 3600)
    book.count("m3", book.coach("Aiko"), Coach.ai("easy"), None, when=DAY + 86400)
    book.count("m4", book.coach("Taro"), book.coach("Aiko"), 0, when=DAY + 2 * 86400)
    book.save()
    return book


def table_rows(out: str, names: list[str]) -> list[str]:
    return [line for line in out.splitlines() if line.split(" ")[0] in names]


def test_the_books_coaches_strongest_first_then_the_ai_levels(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = filled_book(data_dir)
    code, out, err = run(capsys, "coaches")
    assert code == 0 and err == ""
    rows = table_rows(out, ["Kenji", "Aiko", "Taro"])
    assert [row.split()[0] for row in rows] == [r.name for r in book.ranked()] == ["Kenji", "Taro", "Aiko"]
    kenji = rows[0].split()
    assert kenji[1:4] == book.record("Kenji").rating.shown().split()
    assert kenji[4:] == ["2", "2", "0", "0", datetime.fromtimestamp(DAY + 3600).date().isoformat()]
    assert rows[2].split()[4:8] == ["2", "0", "1", "1"]  # Aiko: a draw and a loss
    levels = [
        line.split()
        for line in out.splitlines()
        if line.endswith(tuple(r.shown() for r in level_ratings().values()))
    ]
    assert [row[0] for row in levels] == ["hard", "normal", "easy", "random"]
    normal = next(row for row in levels if row[0] == "normal")
    assert " ".join(normal[2:]) == level_ratings()["normal"].shown()
    assert out.index("Kenji") < out.index("normal AI")
    assert f"starts at {PRIOR.shown()}, the normal AI's level" in out and "fixed" in out


def test_json_is_one_object_a_program_reads(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = filled_book(data_dir)
    code, out, _ = run(capsys, "coaches", "--json")
    doc = json.loads(out)
    assert code == 0
    assert [c["name"] for c in doc["coaches"]] == ["Kenji", "Taro", "Aiko"]
    kenji = doc["coaches"][0]
    assert (kenji["mu"], kenji["sigma"]) == pytest.approx(
        (book.record("Kenji").rating.mu, book.record("Kenji").rating.sigma), abs=1e-6
    )
    assert (kenji["matches"], kenji["won"], kenji["lost"]) == (2, 2, 0)
    assert kenji["last_played"] == datetime.fromtimestamp(DAY + 3600).date().isoformat()
    assert [level["level"] for level in doc["ai_levels"]] == ["hard", "normal", "easy", "random"]
    assert doc["prior"]["shown"] == PRIOR.shown()


def test_an_empty_book_says_so_and_still_shows_the_ai_levels(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "coaches")
    assert code == 0 and err == ""
    assert out.startswith("No coaches yet: a person's rating shows here once he has finished a match")
    assert "normal AI" in out and level_ratings()["easy"].shown() in out
    assert not (data_dir / "coaches.json").exists()  # reading writes nothing
    code, out, _ = run(capsys, "coaches", "--json")
    assert code == 0 and json.loads(out)["coaches"] == []


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("{not json", "coaches.json: not JSON"),
        (
            '{"format": "samurai-bowl-coaches-1", "coaches": [{"name": "Kenji", "mu": "high", "sigma": 3}]}',
            "coaches.json: coaches[0].mu: must be a finite number",
        ),
        (
            '{"format": "something else", "coaches": []}',
            "coaches.json: format: not a samurai-bowl-coaches-1 file",
        ),
    ],
)
def test_a_damaged_book_is_one_line_naming_the_file_and_field(
    data_dir: Path, capsys: pytest.CaptureFixture[str], text: str, said: str
) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "coaches.json").write_text(text, encoding="utf-8")
    for argv in (["coaches"], ["coaches", "--json"]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == ""
        assert err.startswith(str(data_dir / "coaches.json")) and said.removeprefix("coaches.json") in err
        assert err.count("\n") == 1 and "Traceback" not in err
    assert (data_dir / "coaches.json").read_text(encoding="utf-8") == text  # never overwritten


def league_in(folder: Path, data: GameData) -> LeagueStore:
    """The data folder's league: Ann beat the normal AI twice, Bo lost to it twice."""
    store = LeagueStore(open_db(league_path(folder)), data)
    league = coached_league(store)
    for fixture in between(store, league, "Ann", "AI (normal)"):
        won_by(store, fixture, "Ann")
    for fixture in between(store, league, "Bo", "AI (normal)"):
        won_by(store, fixture, "AI (normal)")
    return store


def test_a_leagues_coaches_from_its_own_results(
    data_dir: Path, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    store = league_in(data_dir, data)
    league = store.league(LEAGUE)
    ratings = league_ratings(store, league)
    ann = next(c for c in ratings.values() if c.name == "Ann")
    store.db.close()
    filled_book(data_dir)  # the book is not what --league reads
    code, out, err = run(capsys, "coaches", "--league", LEAGUE)
    assert code == 0 and err == "" and out.startswith(f"{LEAGUE}, season 1")
    rows = table_rows(out, ["Ann", "Bo", "normal", "easy"])
    assert [row.split()[0] for row in rows] == ["Ann", "Bo", "normal", "easy"]
    assert rows[0].split()[1:] == [*ann.rating.shown().split(), "2", "2", "0", "0"]
    assert "Kenji" not in out
    code, out, _ = run(capsys, "coaches", "--league", LEAGUE, "--json")
    doc = json.loads(out)
    assert code == 0 and doc["league"] == LEAGUE
    assert [(c["name"], c["kind"]) for c in doc["coaches"]] == [
        ("Ann", "human"),
        ("Bo", "human"),
        ("normal", "normal"),
        ("easy", "easy"),
    ]
    assert doc["coaches"][0]["shown"] == ann.rating.shown() and doc["coaches"][0]["won"] == 2


def test_an_unknown_league_is_one_line(
    data_dir: Path, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    league_in(data_dir, data).db.close()
    code, out, err = run(capsys, "coaches", "--league", "Nowhere")
    assert code == 2 and out == ""
    assert err == "league 'Nowhere': no such league (leagues: Winter Court)\n"


def test_the_league_table_shows_each_teams_coach_and_rating(
    data_dir: Path, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    store = league_in(data_dir, data)
    league = store.league(LEAGUE)
    ratings = league_ratings(store, league)
    coaches = {e.name: ratings[coach_key(e)] for e in store.entries(league)}
    store.db.close()
    code, out, err = run(capsys, "league", "table", LEAGUE)
    assert code == 0 and err == ""
    head = out.splitlines()[1]
    assert "Coach rating" in head and head.index("team") < head.index("Coach rating") < head.index(" P ")
    rows = [line for line in out.splitlines() if line[:2].strip().isdigit()]
    assert len(rows) == 4
    ends = set()
    for row in rows:
        team = next(name for name in coaches if row[3:].startswith(name))
        coach = coaches[team]
        assert row[head.index("Coach rating") :].split("  ")[0] == coach.who
        ends.add(row.index(coach.rating.shown()) + len(coach.rating.shown()))
    assert len(ends) == 1  # the ratings line up on the right of the column
    ann = coaches[next(name for name, c in coaches.items() if c.name == "Ann")]
    assert ann.rating.mu > PRIOR.mu
    assert (
        coaches[next(name for name, c in coaches.items() if c.kind == "normal")].rating
        == level_ratings()["normal"]
    )


def test_the_book_and_league_named_by_the_common_options(
    tmp_path: Path, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    elsewhere = tmp_path / "elsewhere"
    filled_book(elsewhere)
    code, out, _ = run(capsys, "coaches", "--data-dir", str(elsewhere))
    assert code == 0 and [row.split()[0] for row in table_rows(out, ["Kenji", "Aiko", "Taro"])] == [
        "Kenji",
        "Taro",
        "Aiko",
    ]
    store = league_in(tmp_path / "club", data)
    store.db.close()
    club = str(league_path(tmp_path / "club"))
    code, out, err = run(
        capsys, "--league-db", club, "coaches", "--league", LEAGUE, "--data-dir", str(elsewhere)
    )
    assert code == 0 and err == "" and "Ann" in out and "Kenji" not in out
    code, out, err = run(capsys, "coaches", "--league-db", club)
    assert (
        code == 2 and out == "" and err == "--league-db: names the file of a league: give --league NAME too\n"
    )
