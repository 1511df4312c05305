"""Every button shows its key, and F1 lists that key for the screen: the menus, the match menu,
the settings, the new match, the teams, the League screen, and the match's own answers (a
formation at the set-up, Follow up / Stay after a push), whose keys are their numbers."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.builder.teams import TeamsView
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.kit.widgets import Button, key_name
from samurai_bowl.ui.league.view import LeagueView
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.match.setup import MatchSetupView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.help import SHORTCUTS
from samurai_bowl.ui.menus.main_menu import MainMenuView
from samurai_bowl.ui.menus.settings_screen import SettingsView
from tests.rules.match_builder import crane_v_lion, position
from tests.ui.conftest import render
from tests.ui.offscreen import shot_at

DIGIT = re.compile(r"^\d$")


def listed(screens: tuple[str, ...]) -> set[str]:
    """The keys F1 names for the screens: "L / N / T" is L, N and T; "1 - 9" every digit."""
    keys: set[str] = set()
    for screen, words, _ in SHORTCUTS:
        if screen not in (*screens, "Everywhere"):
            continue
        if "1 - 9" in words:
            keys.update(str(n) for n in range(1, 10))
        for part in re.split(r"\s*(?:/|,|\bor\b|\bthen\b)\s*", words):
            keys.add(part.strip())
    return keys


def keyed(buttons: list[Button], screens: tuple[str, ...]) -> None:
    known = listed(screens)
    for button in buttons:
        shown = button.hint.text
        assert shown and shown == key_name(button.key), f"{button.words!r} shows no key"
        assert shown in known, f"F1 does not list {shown} for {button.words!r} ({screens})"


@pytest.fixture
def screens(app: App, tmp_path: Path) -> Iterator[App]:
    yield app
    app.window.set_size(1280, 720)
    app.main_menu()


def test_every_menu_button_shows_its_key_and_f1_lists_it(
    screens: App, data: GameData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = screens
    monkeypatch.setattr(app, "folder", tmp_path)
    main = MainMenuView(app)
    app.show(main)
    render(app.window)
    keyed(main.menu.buttons, ("Main menu",))
    settings = SettingsView(app)
    keyed(settings.menu.buttons, ("Settings",))
    setup = MatchSetupView(app, against_ai=True, seed=1)
    keyed(setup.menu.buttons, ("New match",))
    teams = TeamsView(app)
    keyed([*teams.buttons, *teams.confirm], ("Teams",))
    builder = TeamBuilderView(app, seed=3)
    keyed([*builder.buttons, *builder.confirm, *builder.players.buttons], ("Team builder",))
    league = LeagueView(app, tmp_path / "league.sqlite3")
    keyed(league.menu.buttons, ("League",))
    league.close()


def follow_up(data: GameData) -> Match:
    """A Crane lineman has pushed a Lion back: Follow up or Stay."""
    m, _ = position(data, *crane_v_lion(), [("block", "pushed")], {0: (10, 7), 11: (11, 7)})
    m.apply(Action(Act.ACTIVATE, piece=0))
    m.apply(Action(Act.BLOCK, piece=0, square=m.pieces[11].square))
    while m.pending is not None and m.pending.kind in ("block_die", "push"):
        m.apply(m.legal_actions()[0])
    assert m.pending is not None and m.pending.kind == "follow_up"
    return m


def set_up(data: GameData) -> Match:
    m = Match(data, *crane_v_lion(), seed=4)
    while m.pending is not None and m.pending.kind != "setup":
        m.apply(m.legal_actions()[0])
    return m


@pytest.mark.parametrize("at", [follow_up, set_up])
def test_every_answer_button_of_the_match_shows_its_key(screens: App, data: GameData, at: object) -> None:
    app = screens
    m = at(data)  # type: ignore[operator]
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    view.moments.waiting.clear()
    render(app.window)
    buttons = view.prompt.buttons
    assert len(buttons) >= 2
    keyed(buttons, ("Match",))
    first = buttons[0]
    assert first.key is not None and DIGIT.match(first.hint.text)
    for size in ((1280, 720), (1920, 1080)):
        shot_at(app.window, view, size, f"keyed-{at.__name__}")  # type: ignore[attr-defined]
    before = len(m.history)
    app.window.dispatch_event("on_key_press", first.key, 0)
    app.window.dispatch_events()
    assert len(m.history) == before + 1  # its key answers
    pause = PauseView(app, view)
    keyed(pause.menu.buttons, ("Match menu",))
