"""The take-back rule option for a league: `league new --no-undo`, said by `league list`, and
every fixture's match played under it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action, IllegalAction
from samurai_bowl.league.db import open_db
from samurai_bowl.league.play import fixture_match
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.teams.store import TeamStore


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: GameData) -> Path:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    store = TeamStore(tmp_path)
    rng = random.Random(3)
    for clan in ("crab", "lion"):
        store.save(draft_team(data, clan, rng).model_copy(update={"name": f"{clan.title()} Eleven"}), data)
    return tmp_path


def test_a_league_without_take_backs(
    capsys: pytest.CaptureFixture[str], data_dir: Path, data: GameData
) -> None:
    assert main(["league", "new", "Stern Court", "--no-undo"]) == 0
    assert main(["league", "new", "Kind Court"]) == 0
    for name in ("Stern Court", "Kind Court"):
        for team in ("Crab Eleven", "Lion Eleven"):
            assert main(["league", "add-team", name, team, "--coach", "Ann"]) == 0
        assert main(["league", "schedule", name]) == 0
    capsys.readouterr()
    assert main(["league", "list"]) == 0
    out = capsys.readouterr().out
    assert "Stern Court: season 1, 2 teams, 0 played; one action per team turn, no take-backs" in out
    assert "Kind Court: season 1, 2 teams, 0 played; one action per team turn\n" in out
    db = open_db(data_dir / "league.sqlite3", create=False, readonly=True)
    try:
        store = LeagueStore(db, data)
        matches = {}
        for title in ("Stern Court", "Kind Court"):
            league = store.league(title)
            assert league.options == ({"match": {"undo": False}} if title == "Stern Court" else {})
            matches[title] = fixture_match(store, league, store.fixtures(league)[0])
    finally:
        db.close()
    for name, undo in (("Stern Court", False), ("Kind Court", True)):
        m = matches[name]
        assert m.rules.match.undo is undo
        m.apply(m.legal_actions_of(Act.CHOOSE_KICK)[0])
        m.apply(m.legal_actions_of(Act.PLACE)[0])
        assert m.allows(Action(Act.UNDO)) is undo
        if not undo:
            with pytest.raises(IllegalAction, match=r"rule option match\.undo"):
                m.apply(Action(Act.UNDO))
