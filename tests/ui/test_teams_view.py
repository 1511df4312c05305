"""The saved-teams screen in the real window: listing, broken files, editing and deleting."""

from __future__ import annotations

from pathlib import Path

import arcade
import numpy as np
import pytest
from arcade.types import Color

from samurai_bowl.data import GameData
from samurai_bowl.teams.model import Team
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.builder.state import BuilderState
from samurai_bowl.ui.builder.teams import TeamsView
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.kit.theme import BAD, Rect
from samurai_bowl.ui.menus.main_menu import MainMenuView
from tests.ui.conftest import render

K = arcade.key


def legal_team(data: GameData, name: str, clan: str, players: int) -> Team:
    state = BuilderState(data, seed=1)
    state.set_clan(clan)
    for _ in range(players):
        state.hire(state.roster.positions[0].id)
    team = state.named(name)
    assert not isinstance(team, str)
    return team


@pytest.fixture
def saved(store: TeamStore, data: GameData) -> list[Path]:
    """A Lion team, and a file that is not a team."""
    lion = store.save(legal_team(data, "Matsu Manes", "lion", 12), data)
    broken = store.folder / "broken.yaml"
    broken.write_text("name: Broken\nclan: crab\nplayers: 3\n", encoding="utf-8")
    return [broken, lion]


def show(app: App) -> TeamsView:
    view = TeamsView(app)
    app.show(view)
    render(app.window)
    return view


def press(window: arcade.Window, *symbols: int) -> None:
    for symbol in symbols:
        window.dispatch_event("on_key_press", symbol, 0)
        window.dispatch_events()


def click(window: arcade.Window, rect: Rect) -> None:
    left, bottom, width, height = rect
    window.dispatch_event("on_mouse_press", int(left + width / 2), int(bottom + height / 2), 1, 0)
    window.dispatch_events()


def count(rect: Rect, colour: Color) -> int:
    grid = np.asarray(arcade.get_image().convert("RGB"))[::-1]
    left, bottom, width, height = (int(v) for v in rect)
    box = grid[bottom : bottom + height, left : left + width]
    return int(np.all(box == (colour.r, colour.g, colour.b), axis=-1).sum())


def test_saved_teams_are_listed_with_clan_value_and_players_and_a_broken_file_with_its_error(
    app: App, saved: list[Path], data: GameData
) -> None:
    view = show(app)
    broken, lion = view.entries
    assert [t.text for t in lion.texts] == ["Matsu Manes", "Lion Clan", "840 koku", "12", "matsu-manes.yaml"]
    assert [t.text for t in broken.texts] == ["broken.yaml", "players: must be a list (got 3)"]
    assert view.count.text == "2 saved, 1 cannot be read"
    assert count(broken.rect, BAD) > 200  # the error is drawn, in red
    lion_colour = Color.from_hex_string(data.roster("lion").colours.primary)
    assert count(lion.rect, lion_colour) > 50  # the clan's swatch


def test_delete_asks_first_then_removes_the_file(app: App, saved: list[Path]) -> None:
    view = show(app)
    click(app.window, view.entry_rect(1))
    assert view.chosen is not None and view.chosen.path == saved[1]
    press(app.window, K.D)
    assert saved[1].exists() and "for good?" in view.message.text
    press(app.window, K.N)
    assert saved[1].exists()
    click(app.window, view.buttons[1].rect)  # Delete
    click(app.window, view.confirm[0].rect)  # Delete it
    assert not saved[1].exists() and saved[0].exists()
    assert [e.stored.path for e in view.entries] == [saved[0]]
    render(app.window)


def test_arrows_choose_and_enter_edits_in_the_builder(app: App, saved: list[Path]) -> None:
    view = show(app)
    assert view.lit == 0
    press(app.window, K.DOWN, K.DOWN, K.ENTER)  # stays on the last row
    builder = app.window.current_view
    assert isinstance(builder, TeamBuilderView)
    assert builder.name_field.value == "Matsu Manes" and len(builder.state.team.players) == 12
    render(app.window)
    press(app.window, K.ESCAPE)  # nothing changed: straight back to the list
    assert isinstance(app.window.current_view, TeamsView)
    press(app.window, K.ENTER)  # the broken file cannot be edited
    assert isinstance(app.window.current_view, TeamsView)
    assert "Only a team that loads" in app.window.current_view.message.text
    press(app.window, K.ESCAPE)
    assert isinstance(app.window.current_view, MainMenuView)


def test_an_edited_team_is_saved_over_its_own_file_without_asking(
    app: App, saved: list[Path], data: GameData
) -> None:
    show(app)
    press(app.window, K.DOWN, K.ENTER)
    builder = app.window.current_view
    assert isinstance(builder, TeamBuilderView)
    press(app.window, K.MINUS, K.S)
    assert builder.message.text == "Saved 'Matsu Manes' among your teams."
    view = show(app)
    assert [t.text for t in view.entries[1].texts][2:4] == ["770 koku", "11"]


def test_an_empty_folder_says_so(app: App, store: TeamStore) -> None:
    view = show(app)
    assert view.entries == [] and not view.buttons[0].enabled
    press(app.window, K.D, K.E)
    assert isinstance(app.window.current_view, TeamsView) and view.deleting is None
