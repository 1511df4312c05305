"""The Resume screen: many unfinished matches, newest first, fit a 1280×720 window a page at a
time; the keys and the mouse choose, resume and delete one; an unreadable file is one row."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.sessions.autosaves import autosave_folder, autosave_path
from samurai_bowl.sessions.session import save_session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.main_menu import MainMenuView
from samurai_bowl.ui.menus.resume_screen import ResumeView
from tests.shots import shots
from tests.test_autosaves import session
from tests.ui.autosaved import clear_autosaves
from tests.ui.conftest import render
from tests.ui.test_match_view import click, press

MANY = 14


@pytest.fixture
def saved(app: App, data: GameData) -> Iterator[list[Path]]:
    """MANY unfinished matches, the last made saved last; and one unreadable file, oldest."""
    clear_autosaves(app)
    broken = autosave_folder(app.folder) / "broken.json"
    broken.parent.mkdir(parents=True, exist_ok=True)
    broken.write_text("[]", encoding="utf-8")
    os.utime(broken, (500, 500))
    paths = []
    for number in range(MANY):
        played = session(data, 100 + number, ("human", "normal") if number % 2 else ("human", "human"))
        path = autosave_path(app.folder, played)
        save_session(played, path)
        os.utime(path, (1_000 + number * 60, 1_000 + number * 60))
        paths.append(path)
    yield [*reversed(paths), broken]  # as listed: newest first
    clear_autosaves(app)
    app.notice = None


def shot(app: App, name: str) -> None:
    arcade.get_image().convert("RGB").save(shots("saves") / name)


def test_the_menu_lists_every_unfinished_match_newest_first(app: App, saved: list[Path]) -> None:
    app.show(MainMenuView(app))
    press(app, arcade.key.R)
    view = app.window.current_view
    assert isinstance(view, ResumeView)
    assert [save.path for save in view.saves] == saved
    assert view.subtitle.text.startswith(f"{MANY + 1} matches left unfinished")
    render(app.window)
    shot(app, "resume-1280.png")
    assert 0 < len(view.rects) < MANY  # a page of them, each whole inside the window
    for left, bottom, width, height in view.rects:
        assert (
            left >= 0
            and left + width <= 1280
            and bottom > view.footer.y
            and bottom + height < view.subtitle.y
        )
    assert view.more_below.text == f"▼ {MANY + 1 - len(view.rects)} more below" and view.more_above.text == ""
    assert (
        " 0 – 0 " in view.heads[0].text
        and "you v the AI (normal)" in view.lines[0].text
        and "hot-seat" in view.lines[1].text
    )
    press(app, arcade.key.END)  # the last row, scrolled into sight: the unreadable one
    assert view.lit == MANY and view.first + len(view.rects) == MANY + 1
    assert view.heads[MANY].text.startswith("Unreadable: broken.json: ")
    press(app, arcade.key.HOME)
    assert view.lit == 0 and view.first == 0


def test_a_click_resumes_the_match_clicked(app: App, saved: list[Path]) -> None:
    view = ResumeView(app)
    app.show(view)
    left, bottom, _, height = view.rects[2]
    click(app, left + 40, bottom + height / 2)
    resumed = app.window.current_view
    assert isinstance(resumed, MatchView) and resumed.session.id == saved[2].stem


def test_delete_asks_once_then_removes_that_file_only(app: App, saved: list[Path]) -> None:
    view = ResumeView(app)
    app.show(view)
    press(app, arcade.key.DOWN)
    press(app, arcade.key.DELETE)
    assert saved[1].exists() and view.subtitle.text.startswith("Delete ")
    press(app, arcade.key.LEFT)  # any other key keeps it
    assert saved[1].exists() and view.armed is None
    press(app, arcade.key.DELETE)
    press(app, arcade.key.DELETE)
    assert not saved[1].exists() and all(path.exists() for path in saved if path != saved[1])
    assert [save.path for save in view.saves] == [path for path in saved if path != saved[1]]
    rect = view.delete_rect(view.rects[0])  # the row's Delete button, clicked twice
    click(app, rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
    assert saved[0].exists()
    click(app, rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
    assert not saved[0].exists() and isinstance(app.window.current_view, ResumeView)


def test_an_unreadable_file_can_be_deleted(app: App, saved: list[Path]) -> None:
    view = ResumeView(app)
    app.show(view)
    press(app, arcade.key.END)
    press(app, arcade.key.ENTER)
    assert app.window.current_view is view and saved[-1].exists()
    press(app, arcade.key.DELETE)
    press(app, arcade.key.DELETE)
    assert not saved[-1].exists() and len(view.saves) == MANY


def test_it_fits_a_1920_by_1080_window(app: App, saved: list[Path]) -> None:
    app.window.set_size(1920, 1080)
    try:
        view = ResumeView(app)
        app.show(view)
        render(app.window)
        for left, _, width, _ in view.rects:
            assert left >= 0 and left + width <= 1920
        assert all(view.heads[i].content_width < view.rects[0][2] for i in range(len(view.rects)))
    finally:
        app.window.set_size(1280, 720)


def test_a_match_conceded_removes_its_own_autosave_only(app: App, saved: list[Path]) -> None:
    view = ResumeView(app)
    app.show(view)
    press(app, arcade.key.DOWN)  # a hot-seat match: a person decides whichever side is asked
    press(app, arcade.key.ENTER)
    match_screen = app.window.current_view
    assert isinstance(match_screen, MatchView) and match_screen.session.id == saved[1].stem
    try:
        press(app, arcade.key.ESCAPE)
        press(app, arcade.key.C)
        press(app, arcade.key.Y)
        assert match_screen.match.over and match_screen.match.conceded is not None
        assert not saved[1].exists() and all(path.exists() for path in saved if path != saved[1])
    finally:
        for path in app.saves.glob("match-*.json"):
            path.unlink()
