"""The shortcut list: every key of SHORTCUTS on screen, grouped, readable, and Esc/F1 go back."""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import ACCENT, BACKGROUND, WARN
from samurai_bowl.ui.menus.help import SHORTCUTS, HelpView, grouped, pack
from samurai_bowl.ui.menus.main_menu import MainMenuView
from tests.shots import shots
from tests.ui.conftest import render


def press(window: arcade.Window, symbol: int) -> None:
    window.dispatch_event("on_key_press", symbol, 0)
    window.dispatch_events()


def box(text: arcade.Text) -> tuple[float, float, float, float]:
    return (text.left, text.bottom, text.left + text.content_width, text.bottom + text.content_height)


@pytest.fixture
def view(app: App) -> HelpView:
    app.main_menu()
    menu = app.window.current_view
    assert menu is not None
    help_view = HelpView(app, back=menu)
    app.show(help_view)
    render(app.window)
    return help_view


def test_every_shortcut_is_listed_under_its_screen(view: HelpView) -> None:
    shown = {
        group[0].key.text: [(line.key.text, line.does.text) for line in group[1:]] for group in view.groups
    }
    for screen, key, does in SHORTCUTS:
        assert (key, does) in shown[screen]
    assert list(shown) == [screen for screen, _ in grouped(SHORTCUTS)]
    for screen in ("Main menu", "Match", "Replays", "Replay", "Settings"):
        assert screen in shown
    match_keys = {key for key, _ in shown["Match"]}
    assert {"H", "T", "E", "Ctrl+S", "Esc", "Space", "Click"} <= match_keys


@pytest.mark.parametrize("page", [0, 1, 2])
def test_the_list_is_readable_and_fits(app: App, view: HelpView, page: int) -> None:
    view.page = page
    view.layout(1280, 720)
    render(app.window)
    lines = [line for group in view.shown for line in group]
    assert min(line.does.font_size for line in lines if not line.heading) >= 10
    boxes = [box(line.key) for line in lines] + [box(line.does) for line in lines if not line.heading]
    if page == 0:
        boxes += [box(words) for words in view.legend.words]
    for left, bottom, right, top in boxes:
        assert left >= 0 and right <= 1280 and bottom >= 0 and top <= 720
    for index, a in enumerate(boxes):  # no two texts overlap
        for b in boxes[index + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    image = arcade.get_image()
    image.save(shots() / f"help-{page + 1}.png")
    grid = np.asarray(image.convert("RGB"))
    keys, headings = sum(not line.heading for line in lines), sum(line.heading for line in lines)
    for ink, least in ((WARN, 20 * keys), (ACCENT, 60 * headings)):  # keys and headings drawn in their inks
        assert int(np.all(grid == (ink.r, ink.g, ink.b), axis=-1).sum()) > least
    assert tuple(grid[5, 5]) == (BACKGROUND.r, BACKGROUND.g, BACKGROUND.b)


def test_escape_and_f1_return_to_the_screen_it_came_from(app: App, view: HelpView) -> None:
    back = view.back
    assert isinstance(back, MainMenuView)
    press(app.window, arcade.key.A)
    assert app.window.current_view is view
    press(app.window, arcade.key.ESCAPE)
    assert app.window.current_view is back
    press(app.window, arcade.key.F1)  # the menu opens the list again ...
    again = app.window.current_view
    assert isinstance(again, HelpView) and again.back is back
    press(app.window, arcade.key.F1)  # ... and F1 closes it
    assert app.window.current_view is back


def test_groups_are_packed_into_columns_in_order() -> None:
    assert pack([3, 3, 3], 3) == (3, [0, 1, 2])
    assert pack([5, 2, 2, 4], 2) == (7, [0, 0, 1, 1])
    rows, where = pack([12, 3, 8, 2, 5, 9], 3)
    assert where == sorted(where) and max(where) < 3
    assert all(
        sum(s for s, c in zip([12, 3, 8, 2, 5, 9], where, strict=True) if c == col) <= rows
        for col in range(3)
    )


def test_the_legend_draws_its_tokens_with_the_pitchs_own_art(view: HelpView) -> None:
    """Home, away, prone, stunned, greyed and ringed: the same textures as the models on the pitch."""
    from samurai_bowl.ui.art.token_art import PRONE, STANDING, STUNNED, Look, token_texture

    view.page = 0  # the match's page, with the legend
    view.on_resize(view.window.width, view.window.height)
    render(view.window)
    sprites = list(view.legend.tokens)
    assert len(sprites) == 6
    cell = int(sprites[0].width)
    home, away = ((95, 160, 215), "crab", "shield"), ((200, 60, 50), "lion", "blade")
    shown = [
        (home, STANDING, False),
        (away, STANDING, False),
        (home, PRONE, False),
        (home, STUNNED, False),
        (home, STANDING, True),
        (home, STANDING, False),
    ]
    looks = [
        Look(cell, team is away, team[0], (20, 24, 36), team[1], team[2], state, dimmed)
        for team, state, dimmed in shown
    ]
    assert [s.texture for s in sprites] == [token_texture(look) for look in looks]


def test_f1_again_shows_the_help_made_before_at_the_page_of_the_screen_it_came_from(app: App) -> None:
    from tests.ui.test_match_view import positioned

    app.main_menu()
    menu = app.window.current_view
    press(app.window, arcade.key.F1)
    first = app.window.current_view
    assert isinstance(first, HelpView) and first.back is menu
    menu_page = first.page
    press(app.window, arcade.key.ESCAPE)
    assert app.window.current_view is menu
    press(app.window, arcade.key.F1)
    assert app.window.current_view is first  # not laid out again
    press(app.window, arcade.key.ESCAPE)
    match_screen = positioned(app.data, app)
    press(app.window, arcade.key.F1)
    shown = app.window.current_view
    assert isinstance(shown, HelpView) and shown.back is match_screen
    assert shown.page != menu_page  # the match's page (the pitch's legend), not the menu's
    press(app.window, arcade.key.ESCAPE)
    assert app.window.current_view is match_screen
    app.main_menu()
