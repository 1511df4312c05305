"""The League screen's league tasks beyond playing, driven by keys and clicks in the real window and
checked in the league file afterwards: a new league with every rule option, correcting a recorded
result (with what it does to the table and treasuries shown first), buying several things at
once, a team removed before the draw, a league deleted (its export offered first), and an import
refused without leaving a league file behind."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.league_parts.panels import Chooser
from tests.ui.test_league_view import first_game_recorded, press, shown
from tests.ui.test_league_view import player as player  # the fixture, by its name

K = arcade.key
SHOTS = Path("/tmp/shots")


def shot(name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    arcade.get_image().convert("RGB").save(SHOTS / f"{name}.png")


def test_a_refused_import_leaves_no_league_file_where_there_was_none(
    player: App, tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = player
    monkeypatch.setattr(app, "folder", tmp_path)
    built = tmp_path / "built.sqlite3"
    first_game_recorded(data, built)
    store = LeagueStore(open_db(built), data)
    from samurai_bowl.league.transfer import export_league

    saved: dict[str, Any] = export_league(store, store.league("Winter Court"))
    store.db.close()
    result = next(r for r in saved["ledger"] if r["kind"] == "result")
    record = json.loads(result["data"])
    record["record"]["score"] = [40, 0]  # reads as an export; no match gives that
    result["data"] = json.dumps(record)
    (tmp_path / "exports").mkdir()
    (tmp_path / "exports" / "winter.json").write_text(json.dumps(saved), encoding="utf-8")
    path = tmp_path / "league.sqlite3"
    view = shown(app, path)
    press(app, K.I)
    assert isinstance(view.form, Chooser)
    press(app, K.ENTER)
    assert "score" in view.form.problem.text and "\n" not in view.form.problem.text
    assert not path.exists() and list(tmp_path.glob("league.sqlite3*")) == [] and view.store is None
    press(app, K.ESCAPE)
    press(app, K.N)  # the screen goes on: a league made afterwards makes the file
    for letter in "Autumn":
        app.window.dispatch_event("on_text", letter)
    press(app, K.ENTER)
    assert path.exists() and [lg.name for lg in view.leagues] == ["Autumn"]
    with sqlite3.connect(path) as con:
        assert con.execute("SELECT name FROM league").fetchall() == [("Autumn",)]
    view.close()
