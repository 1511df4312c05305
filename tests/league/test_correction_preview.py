"""What a correction would do, found without writing it: the same refusals as `league correct`,
the table of the fixture's own season, and nothing kept; and a record corrected figure by figure
the way a coach means it (R19.2 SPP, one MVP a side, the winner by the score unless conceded)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.league.db import open_db
from samurai_bowl.league.preview import preview_correction
from samurai_bowl.league.record_edit import Cell, RecordEdit
from samurai_bowl.league.store import LeagueStore
from tests.league.records_setup import LEAGUE, build_league, rescored, rows


@pytest.fixture
def store(tmp_path: Path, data: GameData) -> Iterator[LeagueStore]:
    store = LeagueStore(open_db(build_league(tmp_path / "league.sqlite3", data)), data)
    yield store
    store.db.close()


def test_a_preview_shows_the_new_table_and_treasuries_and_keeps_nothing(store: LeagueStore) -> None:
    league = store.league(LEAGUE)
    fixture = store.numbered(league, 1)
    assert fixture.record is not None
    before = rows(store.db.path)
    record = copy.deepcopy(fixture.record)
    rescored(record, 5, 0)
    record["winnings"] = [record["winnings"][0] + 20, record["winnings"][1]]
    preview = preview_correction(store, league, 1, record)
    assert rows(store.db.path) == before  # nothing written
    home = next(now for _, now in preview.table_changes() if now.name == fixture.home.name)
    assert (home.won, home.scored, home.points) == (1, 5, 3)
    treasury = store.team(fixture.home).treasury or 0
    assert (fixture.home.name, treasury, treasury + 20) in preview.treasury_changes()
    store.correct(league, 1, record)  # and the correction itself agrees
    assert store.team(fixture.home).treasury == treasury + 20


def test_a_preview_refuses_what_league_correct_refuses_in_the_same_words(store: LeagueStore) -> None:
    league = store.league(LEAGUE)
    fixture = store.numbered(league, 1)
    assert fixture.record is not None
    record: dict[str, Any] = copy.deepcopy(fixture.record)
    record["score"], record["winner"] = [30, 10], 0
    with pytest.raises(DataError) as previewed:
        preview_correction(store, league, 1, record, "fixture #1")
    with pytest.raises(DataError) as corrected:
        store.correct(league, 1, record, "fixture #1")
    assert str(previewed.value) == str(corrected.value) and "more touchdowns than a match allows" in str(
        corrected.value
    )


def test_a_record_edit_moves_spp_mvp_and_the_winner_as_a_coach_means(data: GameData) -> None:
    spp = data.rules.post_game.spp
    record = {
        "score": [1, 0],
        "winner": 0,
        "winnings": [50, 30],
        "players": [
            {"side": 0, "number": 1, "touchdowns": 1, "spp": 3 + 5, "mvp": True},
            {"side": 0, "number": 2},
            {"side": 1, "number": 7, "casualties": 0},
        ],
    }
    edit = RecordEdit(record, spp)
    edit.set(Cell("mvp", line=1), True)  # the MVP moves: one a side
    assert edit.lines[0]["mvp"] is False and edit.lines[0]["spp"] == 3 and edit.lines[1]["spp"] == 5
    edit.step(Cell("touchdowns", line=2), 1)  # an away touchdown: 1–1, a draw
    assert edit.record["score"] == [1, 1] and edit.record["winner"] is None and edit.lines[2]["spp"] == 3
    edit.step(Cell("casualties", line=2), 2)
    assert edit.record["casualties_caused"] == [0, 2] and edit.lines[2]["spp"] == 3 + 2 * 2
    edit.step(Cell("injury", line=1), 1)
    edit.step(Cell("injury", line=1), -1)
    assert "injury" not in edit.lines[1] and record["score"] == [1, 0]  # the original is untouched
    conceded = RecordEdit({**record, "winner": 1, "conceded": 0}, spp)
    conceded.set(Cell("score", 0), 3)  # R3.8: the conceding side loses whatever the score
    assert conceded.record["winner"] == 1
