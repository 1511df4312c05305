"""A match conceded before the kick-off (R3.8): the results say who conceded and when, each
team's table says in words that no one took the field instead of showing bare headings, and one
Enter leaves the results."""

from __future__ import annotations

import arcade

from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.end_table import EMPTY
from samurai_bowl.ui.match.setup import MatchSetupView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.main_menu import MainMenuView
from tests.ui.conftest import render
from tests.ui.offscreen import shot_at
from tests.ui.test_match_view import answer_until, instant, press

__all__ = ["instant"]  # the fixture
K = arcade.key


def conceded_at_set_up(app: App) -> EndView:
    app.show(MatchSetupView(app, against_ai=True, seed=8))
    press(app, K.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView)
    answer_until(app, view, {"setup"})
    assert view.match.pending is not None and view.match.pending.kind == "setup"
    for symbol in (K.ESCAPE, K.C, K.Y):
        press(app, symbol)
        app.window.dispatch_event("on_key_release", symbol, 0)
    render(app.window)
    end = app.window.current_view
    assert isinstance(end, EndView)
    return end


def test_the_results_of_a_match_conceded_before_the_kick_off_say_so(instant: App) -> None:
    app = instant
    end = conceded_at_set_up(app)
    home, away = end.session.match.teams
    assert end.heading.text == f"{home.name} conceded before the kick-off: {away.name} win"
    for size in ((1280, 720), (1920, 1080)):
        end.on_resize(*size)
        for table in end.tables:
            assert table.rows == [] and table.empty.text == EMPTY
            left, bottom, width, _ = table.band
            assert left < table.empty.left and table.empty.right < left + width  # whole, inside
            assert table.empty.top < bottom  # under the team's band
        shot_at(app.window, end, size, "end_before_kick_off", keep=True)
    end.on_resize(*app.window.get_size())


def test_one_enter_leaves_the_results_of_a_match_conceded_before_the_kick_off(instant: App) -> None:
    app = instant
    conceded_at_set_up(app)
    press(app, K.ENTER)
    app.window.dispatch_event("on_key_release", K.ENTER, 0)
    render(app.window)
    assert isinstance(app.window.current_view, MainMenuView)
