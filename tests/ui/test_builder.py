"""The team builder in the real window: clicks and keys build, check and save a team."""

from __future__ import annotations

from collections.abc import Iterator

import arcade
import numpy as np
import pytest
from arcade.types import Color
from PIL import Image

from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore, load_team
from samurai_bowl.ui.app import App
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.kit.theme import BAD, GOOD, TITLE_INK, Rect
from samurai_bowl.ui.menus.main_menu import MainMenuView
from tests.ui.conftest import render

K = arcade.key


@pytest.fixture
def view(app: App, store: TeamStore) -> Iterator[TeamBuilderView]:
    view = TeamBuilderView(app, seed=3)
    app.show(view)
    yield view
    app.window.set_size(1280, 720)


def send(window: arcade.Window, event: str, *args: object) -> None:
    window.dispatch_event(event, *args)
    window.dispatch_events()


def press(window: arcade.Window, *symbols: int) -> None:
    for symbol in symbols:
        send(window, "on_key_press", symbol, 0)


def click(window: arcade.Window, rect: Rect) -> None:
    left, bottom, width, height = rect
    send(
        window, "on_mouse_press", int(left + width / 2), int(bottom + height / 2), arcade.MOUSE_BUTTON_LEFT, 0
    )


def type_text(window: arcade.Window, words: str) -> None:
    for ch in words:
        send(window, "on_text", ch)


def frame(window: arcade.Window) -> Image.Image:
    render(window)
    return arcade.get_image()


def inked(image: Image.Image, text: arcade.Text, colour: Color) -> int:
    """How many pixels of ``colour`` lie in the box of ``text`` (window coordinates)."""
    grid = np.asarray(image.convert("RGB"))[::-1]
    box = grid[int(text.bottom) : int(text.top) + 1, int(text.left) : int(text.right) + 1]
    return int(np.all(box == (colour.r, colour.g, colour.b), axis=-1).sum())


def test_a_legal_team_is_built_by_clicks_and_keys_and_saved(
    window: arcade.Window, view: TeamBuilderView, store: TeamStore, data: GameData
) -> None:
    press(window, K.KEY_2)
    assert view.state.team.clan == "crane"
    image = frame(window)
    left, bottom, width, _ = view.clans.rect_of("crane")
    outline = image.convert("RGB").getpixel((int(left + width / 2), int(window.height - bottom + 2)))
    assert outline == (TITLE_INK.r, TITLE_INK.g, TITLE_INK.b)  # the picked clan is ringed
    for _ in range(11):
        click(window, view.table.plus_rect("lineman"))
    assert [p.position for p in view.state.team.players] == ["lineman"] * 11
    assert sorted(p.number for p in view.state.team.players) == list(range(1, 12))
    click(window, view.name_field.rect)
    type_text(window, "Kakita Eleven")
    click(window, view.buttons[0].rect)  # Save
    path = store.find("Kakita Eleven")
    assert path is not None and path.exists()
    saved = load_team(path, data)
    assert saved.clan == "crane"
    assert saved.players == view.state.team.players
    assert saved.treasury == 1000 - 11 * data.roster("crane").position("lineman").cost  # type: ignore[union-attr]
    assert inked(frame(window), view.message, GOOD) > 30  # "Saved ..." in green


def test_the_koku_counter_follows_plus_and_minus(window: arcade.Window, view: TeamBuilderView) -> None:
    frame(window)
    assert view.koku.text == "Spent 0 of 1000 koku · 1000 left"
    press(window, K.PLUS, K.EQUAL)  # the lit row is the Crab lineman, 60 koku
    image = frame(window)
    assert view.koku.text == "Spent 120 of 1000 koku · 880 left"
    assert inked(image, view.koku, GOOD) > 50
    click(window, view.table.minus_rect("lineman"))
    press(window, K.DOWN, K.DOWN, K.DOWN, K.DOWN, K.PLUS)  # a team re-roll
    assert view.koku.text == "Spent 120 of 1000 koku · 880 left"
    assert view.state.team.rerolls == 1 and len(view.state.team.players) == 1


def test_an_over_budget_team_shows_r2_2_and_is_not_saved(
    window: arcade.Window, view: TeamBuilderView, store: TeamStore
) -> None:
    press(window, *[K.PLUS] * 16, K.DOWN, K.DOWN, K.DOWN, K.DOWN, K.PLUS, K.PLUS)
    assert view.koku.text == "Spent 1080 of 1000 koku · 80 OVER"
    image = frame(window)
    assert inked(image, view.koku, BAD) > 50 and inked(image, view.koku, GOOD) == 0
    shown = [line.text for line in view.problems.lines[: len(view.problems.shown)]]
    assert shown == ["R2.2  16 players and 2 re-rolls cost 1080 koku, 80 over the 1000 available"]
    assert inked(image, view.problems.lines[0], BAD) > 50
    click(window, view.name_field.rect)
    type_text(window, "Too Rich")
    press(window, K.ENTER)  # Enter in the name field saves
    assert not store.folder.exists() or not any(store.folder.iterdir())
    assert view.message.text.startswith("Not saved: the team breaks 1 rule")
    assert inked(frame(window), view.message, BAD) > 50


def test_every_broken_rule_is_listed_live_with_its_rule_id(
    window: arcade.Window, view: TeamBuilderView
) -> None:
    assert [line.text for line in view.problems.lines[:1]] == [
        "R2.2  a team needs at least 11 players; this one has 0 (11 short)"
    ]
    press(window, *[K.PLUS] * 11)
    assert view.problems.shown == ["Every rule is kept: the team may be saved."]
    click(window, view.players.lines[1].rect)  # the second player ...
    click(window, view.players.number_field.rect)
    press(window, K.BACKSPACE, K.BACKSPACE)
    type_text(window, "1")
    press(window, K.ENTER)  # ... now wears number 1 too
    assert view.problems.shown[0].startswith("R2.5  number 1 is worn by both")


def test_typing_goes_to_the_focused_field_only(window: arcade.Window, view: TeamBuilderView) -> None:
    type_text(window, "ignored")
    assert view.name_field.value == ""
    click(window, view.name_field.rect)
    type_text(window, "Crab 3")
    press(window, K.KEY_3, K.PLUS)  # keys reach the field, not the clan bar or the table
    assert view.state.team.clan == "crab" and not view.state.team.players
    press(window, K.BACKSPACE)
    assert view.name_field.value == "Crab "
    type_text(window, "x" * 60)
    assert len(view.name_field.value) == 40
    press(window, K.ESCAPE)  # leaves the field, stays on the screen
    assert window.current_view is view and view.focused is None


def test_a_player_is_renamed_by_typing(window: arcade.Window, view: TeamBuilderView) -> None:
    press(window, K.PLUS, K.PLUS)
    click(window, view.players.lines[0].rect)
    click(window, view.players.name_field.rect)
    press(window, *[K.BACKSPACE] * 40)
    type_text(window, "Hida Kisada")
    press(window, K.ENTER)
    assert view.state.team.players[0].name == "Hida Kisada"
    assert view.players.lines[0].name.text == "Hida Kisada"


def test_an_existing_name_is_replaced_only_after_confirmation(
    window: arcade.Window, view: TeamBuilderView, store: TeamStore, data: GameData
) -> None:
    press(window, *[K.PLUS] * 11)
    first = view.state.named("Same Name")
    assert not isinstance(first, str)
    path = store.save(first, data)
    press(window, K.PLUS)  # a twelfth player, then save under the same name
    click(window, view.name_field.rect)
    type_text(window, "same name")
    press(window, K.ENTER)
    assert len(load_team(path, data).players) == 11
    assert "already among your teams" in view.message.text and ".yaml" not in view.message.text
    press(window, K.N)
    assert len(load_team(path, data).players) == 11
    press(window, K.S, K.Y)
    assert len(load_team(path, data).players) == 12
    assert [p.name for p in store.folder.iterdir()] == ["same-name.yaml"]


def test_escape_goes_back_to_the_main_menu_after_a_warning_about_changes(
    window: arcade.Window, view: TeamBuilderView
) -> None:
    press(window, K.PLUS, K.ESCAPE)
    assert window.current_view is view and "not saved" in view.message.text
    press(window, K.ESCAPE)
    assert isinstance(window.current_view, MainMenuView)


def test_switching_clan_with_players_asks_for_a_second_press(
    window: arcade.Window, view: TeamBuilderView
) -> None:
    press(window, K.PLUS, K.KEY_4)
    assert view.state.team.clan == "crab" and len(view.state.team.players) == 1
    click(window, view.clans.rect_of("lion"))
    assert view.state.team.clan == "lion" and not view.state.team.players
    assert [r.cells[0].text for r in view.table.rows][:2] == ["Lineman", "Matsu Lion's Pride"]


def test_the_layout_fits_a_900_by_600_window(window: arcade.Window, view: TeamBuilderView) -> None:
    view.on_resize(900, 600)
    parts = [view.table.rect, view.players.rect, view.name_field.rect, *(b.rect for b in view.buttons)]
    for left, bottom, width, height in [*parts, *(b.rect for b in view.clans.buttons)]:
        assert left >= 0 and left + width <= 900 and bottom >= 0 and bottom + height <= 600
    table, players = view.table.rect, view.players.rect
    assert table[0] + table[2] < players[0]  # side by side
    assert view.name_field.rect[1] + view.name_field.rect[3] < view.problems.rect[1]
    assert all(line.font_size >= 8 for line in view.problems.lines)
    view.on_resize(1280, 720)


def test_each_clan_button_carries_its_crest(app: App) -> None:
    view = TeamBuilderView(app)
    app.show(view)
    render(app.window)
    bar = view.clans
    assert len(bar.crests) == len(bar.buttons) == 7
    for button, crest in zip(bar.buttons, bar.crests, strict=True):
        left, bottom, width, height = button.rect
        x, y = crest.position
        assert left + width / 2 < x < left + width and bottom < y < bottom + height  # at the right end
        assert crest.height <= height and button.name.right < x - crest.width / 2  # clear of the name
