"""Damaged saves in the window: Resume and Replays give their one line, and the file stays."""

from __future__ import annotations

import json
from collections.abc import Iterator

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.sessions.session import SESSION_FORMAT
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.main_menu import MainMenuView
from samurai_bowl.ui.menus.resume_screen import ResumeView
from samurai_bowl.ui.replay.viewer import ReplaysView, ReplayView
from tests.engine.damage import DAMAGES, SAVED, Damage, mid_game
from tests.ui.autosaved import clear_autosaves
from tests.ui.conftest import render

SHOWN = DAMAGES[:7] + [
    d
    for d in DAMAGES
    if d.name
    in ("two models on one square", "an unknown procedure", "a prompt about a model who is not there")
]


def session(match: dict) -> str:  # type: ignore[type-arg]
    return json.dumps({"format": SESSION_FORMAT, "coaches": ["human", "normal"], "match": match})


def press(app: App, symbol: int) -> None:
    app.window.dispatch_event("on_key_press", symbol, 0)
    app.window.dispatch_events()


@pytest.fixture
def folder(app: App) -> Iterator[App]:
    app.saves.mkdir(parents=True, exist_ok=True)
    yield app
    app.notice = None
    clear_autosaves(app)
    for path in app.saves.glob("damaged-*.json"):
        path.unlink()


@pytest.mark.parametrize("damage", SHOWN, ids=lambda d: d.name)
def test_resume_reports_a_damaged_autosave_in_one_line(data: GameData, folder: App, damage: Damage) -> None:
    app = folder
    text = session(damage.applied(mid_game(data)))
    app.autosave.write_text(text, encoding="utf-8")  # an older version's: moved in with the others
    app.show(MainMenuView(app))
    press(app, arcade.key.R)
    render(app.window)
    listed = app.window.current_view
    assert isinstance(listed, ResumeView) and len(listed.saves) == 1
    line = listed.saves[0].problem
    assert line.startswith(f"autosave.json: match.{damage.field}: ") and damage.message in line
    assert "\n" not in line and listed.heads[0].text.startswith("Unreadable: autosave.json")
    press(app, arcade.key.ENTER)
    assert app.window.current_view is listed
    assert listed.saves[0].path.read_text(encoding="utf-8") == text  # kept as it was


def test_replays_list_each_damaged_save_in_a_line_and_open_none(data: GameData, folder: App) -> None:
    app = folder
    base = mid_game(data)
    for number, damage in enumerate(SHOWN):
        (app.saves / f"damaged-{number}.json").write_text(session(damage.applied(base)), encoding="utf-8")
    view = ReplaysView(app)
    app.show(view)
    render(app.window)
    listed = {entry.path.name: entry for entry in view.saves}
    for number, damage in enumerate(SHOWN):
        entry = listed[f"damaged-{number}.json"]
        assert entry.damaged and entry.summary.startswith(f"damaged-{number}.json: match.{damage.field}: ")
        assert damage.message in entry.summary
        view.lit = view.saves.index(entry)
        press(app, arcade.key.ENTER)
        assert app.window.current_view is view  # nothing to watch


def test_a_format_1_autosave_resumes_and_plays_on(data: GameData, folder: App) -> None:
    app = folder
    app.autosave.write_text(session(json.loads(SAVED.read_text(encoding="utf-8"))), encoding="utf-8")
    app.show(MainMenuView(app))
    press(app, arcade.key.R)
    listed = app.window.current_view
    assert isinstance(listed, ResumeView) and not app.autosave.exists()  # moved in with the others
    migrated = listed.saves[0].path
    press(app, arcade.key.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView) and app.notice is None and view.session.id == "autosave"
    assert view.match.half == 2 and view.match.grudges == [(7, 18)] and view.match.argued == [1, 0]
    render(app.window)
    replay = ReplayView(app, migrated)  # played before the rules' revision: it says where it stops
    assert replay.timeline.problem.startswith("the replay stops after action ")
