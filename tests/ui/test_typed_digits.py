"""The window's number fields take only the digits 0-9: a "²" typed into a shirt number, the team
builder's number or a figure of a corrected result is not taken, and nothing breaks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.league.forms import RenameForm
from samurai_bowl.ui.league.panels import Chooser
from samurai_bowl.ui.league.result_form import ResultForm
from tests.ui.test_builder import click, press, type_text
from tests.ui.test_league_tasks import recorded_2_1
from tests.ui.test_league_view import player as player  # the fixture, by its name
from tests.ui.test_league_view import shown, type_in

K = arcade.key
SUPERSCRIPTS = "²³¹⁴"


@pytest.fixture
def builder(app: App, store: TeamStore) -> Iterator[TeamBuilderView]:
    view = TeamBuilderView(app, seed=3)
    app.show(view)
    yield view
    app.window.set_size(1280, 720)


def test_the_builders_number_field_takes_no_superscript(
    window: arcade.Window, builder: TeamBuilderView
) -> None:
    press(window, K.PLUS, K.PLUS)
    click(window, builder.players.lines[1].rect)
    click(window, builder.players.number_field.rect)
    press(window, K.BACKSPACE, K.BACKSPACE)
    type_text(window, f"{SUPERSCRIPTS}7")
    assert builder.players.number_field.value == "7"
    press(window, K.ENTER)
    assert builder.state.team.players[1].number == 7


def test_the_builder_refuses_a_number_it_cannot_read(builder: TeamBuilderView) -> None:
    builder.state.hire(builder.state.roster.positions[0].id)
    before = builder.state.team.players[0].number
    for typed in ("²", "٣", "1_0", "9" * 5000, "0", "100"):
        assert builder.state.renumber(0, typed) == "a number runs from 1 to 99"
    assert builder.state.team.players[0].number == before


def test_a_shirt_number_field_takes_no_superscript(window: arcade.Window) -> None:
    """(The form's texts are made in the session's window, opened first whatever ran before.)"""
    form = RenameForm(5, "Hida Kenji", lambda: None, lambda: None)
    form.shirt.value = ""
    form.shirt.focus()
    form.shirt.type(f"1{SUPERSCRIPTS}2")
    assert (form.shirt.value, form.new_number) == ("12", 12)
    form.shirt.value = "²"  # set from elsewhere: still not a number
    assert form.new_number is None


def test_a_figure_of_a_corrected_result_takes_no_superscript(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    recorded_2_1(data, path)
    view = shown(app, path)
    app.window.dispatch_event("on_key_press", K.C, 0)
    app.window.dispatch_events()
    assert isinstance(view.form, Chooser)
    app.window.dispatch_event("on_key_press", K.ENTER, 0)
    app.window.dispatch_events()
    form = view.form
    assert isinstance(form, ResultForm) and form.team.values[0] == ("Score (touchdowns)", "2", "1")
    type_in(app, SUPERSCRIPTS)
    assert form.team.values[0] == ("Score (touchdowns)", "2", "1")
    type_in(app, "³3")
    assert form.team.values[0] == ("Score (touchdowns)", "3", "1")
    view.close()
