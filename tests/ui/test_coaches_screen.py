"""The Coaches screen: every person in the book, the surest strongest first, with his rating,
matches and last match, beside the AI levels' fixed ratings; reached from the main menu with K,
scrolled with the keys and the mouse, left with Esc or Back; a damaged book is its one line."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import arcade
import numpy as np
import pytest

from samurai_bowl.ratings.book import BOOK_FILE, Book
from samurai_bowl.ratings.coach import Coach
from samurai_bowl.ratings.rating import level_ratings
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import BACKGROUND, BUTTON_HOVER
from samurai_bowl.ui.menus.coaches_screen import ABOUT, CoachesView
from samurai_bowl.ui.menus.main_menu import MainMenuView
from tests.shots import shots
from tests.ui.conftest import render
from tests.ui.test_match_view import press

K = arcade.key
WHEN = datetime(2026, 12, 1, 20, 30).timestamp()


@pytest.fixture
def folder(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setattr(app, "folder", tmp_path)
    yield tmp_path
    app.main_menu()


def a_book(folder: Path) -> Book:
    """Kenji beat the hard AI twice, Aiko drew with Kenji, Hiro lost to the easy AI."""
    book = Book.load(folder)
    for n in range(2):
        book.count(f"k{n}", Coach.person("Kenji"), Coach.ai("hard"), 0, when=WHEN)
    book.count("ak", book.coach("Aiko"), book.coach("Kenji"), None, when=WHEN)
    book.count("h", Coach.person("Hiro"), Coach.ai("easy"), 1, when=WHEN)
    book.save()
    return book


def opened(app: App) -> CoachesView:
    app.show(MainMenuView(app))
    press(app, K.K)
    view = app.window.current_view
    assert isinstance(view, CoachesView)
    render(app.window)
    return view


def test_the_coaches_screen_draws_the_book_and_the_ai_levels(app: App, folder: Path) -> None:
    book = a_book(folder)
    view = opened(app)
    ranked = book.ranked()
    assert [row[1].text for row in view.rows] == [record.name for record in ranked]
    kenji = book.record("Kenji")
    first = [cell.text for cell in view.rows[[r.name for r in ranked].index("Kenji")]]
    assert first[1:] == ["Kenji", kenji.rating.shown(), "3", "2", "1", "0", "2026-12-01"]
    assert view.status.text == "3 coaches rated" and view.about.text == ABOUT
    levels = level_ratings()
    shown = {name.text: rating.text for name, rating in view.levels}
    assert shown == {f"the {level} AI": rating.shown() for level, rating in levels.items()}
    image = arcade.get_image().convert("RGB")
    image.save(shots() / "coaches_screen.png")
    pixels = np.asarray(image)
    lit_row = view.rects[0]  # the first row is lit: drawn in the lit colour
    y = pixels.shape[0] - int(lit_row[1] + lit_row[3] / 2)
    assert np.all(pixels[y, int(lit_row[0]) + 4] == (BUTTON_HOVER.r, BUTTON_HOVER.g, BUTTON_HOVER.b))
    words = pixels[y, int(lit_row[0]) : int(lit_row[0] + lit_row[2])]
    assert (
        np.abs(words.astype(int) - (BUTTON_HOVER.r, BUTTON_HOVER.g, BUTTON_HOVER.b)).sum(-1) > 200
    ).sum() > 20


def test_keys_and_the_mouse_move_through_the_coaches_and_esc_goes_back(app: App, folder: Path) -> None:
    a_book(folder)
    view = opened(app)
    press(app, K.DOWN)
    assert view.lit == 1
    press(app, K.END)
    assert view.lit == len(view.rows) - 1
    press(app, K.HOME)
    assert view.lit == 0
    left, bottom, width, height = view.rects[2]
    app.window.dispatch_event("on_mouse_motion", int(left + width / 2), int(bottom + height / 2), 0, 0)
    app.window.dispatch_events()
    assert view.lit == 2
    app.window.dispatch_event("on_mouse_scroll", int(left), int(bottom), 0, -1)
    app.window.dispatch_events()
    assert view.lit == 2  # the last row: the wheel goes no further
    (back,) = view.menu.buttons
    left, bottom, width, height = back.rect
    app.window.dispatch_event("on_mouse_press", int(left + width / 2), int(bottom + height / 2), 1, 0)
    app.window.dispatch_events()
    assert isinstance(app.window.current_view, MainMenuView)
    opened(app)
    press(app, K.ESCAPE)
    assert isinstance(app.window.current_view, MainMenuView)


def test_an_empty_book_says_how_to_be_rated(app: App, folder: Path) -> None:
    view = opened(app)
    assert view.rows == [] and view.status.text.startswith("No coach is rated yet")
    assert len(view.levels) == len(level_ratings())


def test_a_damaged_book_is_its_one_line_and_left_as_it_was(app: App, folder: Path) -> None:
    (folder / BOOK_FILE).write_text("{not json")
    view = opened(app)
    assert view.rows == []
    assert view.status.text.startswith("coaches.json: not JSON (")
    assert view.status.text.endswith("— the book cannot be shown until it is mended or removed")
    assert (folder / BOOK_FILE).read_text() == "{not json"
    pixels = np.asarray(arcade.get_image().convert("RGB"))
    assert not np.all(pixels == (BACKGROUND.r, BACKGROUND.g, BACKGROUND.b))
