"""A touchback (R12.4) is answered on the pitch: the receiving coach clicks the player who gets the
ball, the eligible lit and the rest dimmed; the prompt's buttons are a compact fallback, shirt
numbers with position marks, that always fits in the window."""

from __future__ import annotations

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.match.panel.prompt import per_row_for
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.pitch.tokens import piece_marks
from tests.rules.test_r12_kickoff import kick_to
from tests.ui.conftest import render
from tests.ui.gestures import click_at
from tests.ui.offscreen import shot_at


def touchback(data: GameData, app: App) -> tuple[MatchView, Match]:
    m, _ = kick_to(data, (13, 6), [("d8", 4), ("d6", 2), ("d8", 4)])
    assert m.pending is not None and m.pending.kind == "touchback"
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    view.moments.waiting.clear()  # the decision under test, not the weather's banner
    render(app.window)
    return view, m


def click(app: App, view: MatchView, x: float, y: float) -> None:
    click_at(x, y)(app, view)
    render(app.window)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_fallback_button_fits_in_the_window(data: GameData, app: App, size: tuple[int, int]) -> None:
    view, m = touchback(data, app)
    view.layout(*size)
    eligible = [a for a in m.legal_actions() if a.act is Act.TOUCHBACK]
    assert len(eligible) == 11
    assert len(view.prompt.buttons) == 11
    width, height = size
    box_left, box_bottom, box_w, box_h = view.prompt.rect
    for button in view.prompt.buttons:
        left, bottom, w, h = button.rect
        assert left >= 0 and bottom >= 0 and left + w <= width and bottom + h <= height, button.words
        assert box_left <= left and left + w <= box_left + box_w, button.words
        assert box_bottom <= bottom and bottom + h <= box_bottom + box_h, button.words
    shot_at(app.window, view, size, "touchback")
    rows = len({button.rect[1] for button in view.prompt.buttons})
    assert rows == 1, f"{rows} rows"  # one row


def test_a_click_on_an_eligible_player_answers_the_touchback(data: GameData, app: App) -> None:
    view, m = touchback(data, app)
    eligible = [a.piece for a in m.legal_actions() if a.act is Act.TOUCHBACK]
    chosen = m.pieces[eligible[3]]
    assert chosen.square is not None
    x, y = view.geo.centre(chosen.square)
    click(app, view, x, y)
    assert m.ball.carrier == chosen.index
    assert m.pending is not None and m.pending.kind == "turn"


def test_a_click_on_a_player_who_may_not_have_the_ball_does_nothing(data: GameData, app: App) -> None:
    view, m = touchback(data, app)
    eligible = {a.piece for a in m.legal_actions() if a.act is Act.TOUCHBACK}
    kicker = next(p for p in m.pieces if p.square is not None and p.index not in eligible)
    assert kicker.square is not None
    before = len(m.events)
    click(app, view, *view.geo.centre(kicker.square))
    assert m.pending is not None and m.pending.kind == "touchback" and len(m.events) == before
    assert m.ball.carrier is None


def test_the_eligible_are_lit_and_the_others_dimmed(data: GameData, app: App) -> None:
    view, m = touchback(data, app)
    eligible = {a.piece for a in m.legal_actions() if a.act is Act.TOUCHBACK}
    shown = [p for p in m.pieces if p.square is not None]
    receiving = int(m.pieces[next(iter(eligible))].side)  # type: ignore[index]
    assert all(
        view.tokens.looks[p.index][0].dimmed == (p.index not in eligible and int(p.side) == receiving)
        for p in shown
    )
    kickers = [p for p in shown if int(p.side) != receiving]
    assert kickers and not any(view.tokens.looks[p.index][0].dimmed for p in kickers)  # no turn had yet
    for size in ((1280, 720), (1920, 1080)):
        shot_at(app.window, view, size, "touchback-dimmed")
    lit = view.input.tints()
    assert all(lit.get(p.square) is not None for p in shown if p.index in eligible)  # type: ignore[arg-type]


def test_the_buttons_name_each_by_number_and_the_mark_on_his_token(data: GameData, app: App) -> None:
    view, m = touchback(data, app)
    marks = piece_marks(m)
    eligible = [a.piece for a in m.legal_actions() if a.act is Act.TOUCHBACK]
    assert [b.words for b in view.prompt.buttons] == [
        f"#{m.pieces[p].number} {marks[p]}" for p in eligible if p is not None
    ]
    assert [t.text for t in view.tokens.marks] == marks
    view.prompt.buttons[-1].press()
    assert m.ball.carrier == eligible[-1]


def test_twelve_long_answers_stay_inside_the_prompt(data: GameData, app: App) -> None:
    """Any decision with many buttons (Inner Fire on every prone model, a squad to poison): the
    rows shrink to stay in the prompt's box rather than run off the window's bottom."""
    view, _ = touchback(data, app)
    view.prompt.buttons = [
        Button(f"Inner Fire: stand up Kakita Hiroshi {i}", lambda: None) for i in range(12)
    ]
    view.prompt.layout(view.prompt.rect, view.prompt.scale)
    box_left, box_bottom, box_w, box_h = view.prompt.rect
    for button in view.prompt.buttons:
        left, bottom, w, h = button.rect
        assert box_left <= left and left + w <= box_left + box_w
        assert box_bottom <= bottom and bottom + h <= box_bottom + box_h
        assert h >= 18  # still a button a mouse can hit


def test_a_row_takes_as_many_short_buttons_as_fit() -> None:
    assert per_row_for([60.0] * 11, 900, 8) == 11
    assert per_row_for([200.0] * 11, 900, 8) == 6
    assert per_row_for([60.0] * 3, 900, 8) == 3


def test_hovering_a_number_button_says_who_he_is(data: GameData, app: App) -> None:
    view, m = touchback(data, app)
    button = view.prompt.buttons[2]
    left, bottom, width, height = button.rect
    app.window.dispatch_event("on_mouse_motion", int(left + width / 2), int(bottom + height / 2), 0, 0)
    app.window.dispatch_events()
    eligible = [a.piece for a in m.legal_actions() if a.act is Act.TOUCHBACK]
    piece = m.pieces[eligible[2]]  # type: ignore[index]
    assert view.status.text.startswith(f"#{piece.number} {piece.name} (")
    app.window.dispatch_event("on_mouse_motion", 5, 5, 0, 0)
    app.window.dispatch_events()
    assert view.status.text == ""


def test_every_button_shows_a_key_and_the_eleventh_answers_to_it(data: GameData, app: App) -> None:
    """The number row goes on past 9: the tenth player is 0, the eleventh - (as the buttons show)."""
    view, m = touchback(data, app)
    eligible = [a.piece for a in m.legal_actions() if a.act is Act.TOUCHBACK]
    assert [b.hint.text for b in view.prompt.buttons] == [*"1234567890", "-"]
    for size in ((1280, 720), (1920, 1080)):
        shot_at(app.window, view, size, "touchback-keys")
    app.window.dispatch_event("on_key_press", arcade.key.MINUS, 0)
    app.window.dispatch_events()
    assert m.ball.carrier == eligible[10]
