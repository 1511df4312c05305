"""The window's words for a pass: the chance the target catches it, and how often the team keeps
the ball where that differs (R6.4, R10, R14), on hover and in the pass question."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.ui.match.parts.prompt_choices import Choices, throw_words
from samurai_bowl.ui.match.words.hover_words import target_words
from tests.rules.match_builder import crane_v_lion, position, sq

PASS = Action(Act.PASS, piece=0, square=sq(8, 5))


def question(m: Match, throw: Action) -> str:
    choices = Choices()
    assert throw.square is not None
    choices.offer_throws(m, throw.square, [throw], lambda _: None, None)
    return choices.question


def test_r6_4_a_team_mate_beside_the_target_keeps_dropped_passes(data: GameData) -> None:
    # caught 2/3 * 128/255 (33%); a team-mate ends with it 37% (see test_pass_odds)
    m, _ = position(data, *crane_v_lion(), [], {0: (4, 5), 1: (8, 5), 2: (9, 5), 11: (20, 5)}, ball_carrier=0)
    assert target_words(m, PASS) == "Pass: Player 1 to Player 2 · Quick pass: caught 33%, team keeps it 37%"
    assert throw_words(m, PASS) == "Quick pass: caught 33%"
    assert question(m, PASS) == "Pass to Player 2? · team keeps it 37%"


def test_r10_one_figure_where_the_team_keeps_it_no_more_often(data: GameData) -> None:
    # a thrower with Pass (8/9) to a lone catcher with Catch (3/4): 66.7%; an inaccurate pass coming
    # down on him and caught at -1 adds 1/9 * 24/512 * 5/9, 67.0%
    m, _ = position(data, *crane_v_lion(), [], {7: (4, 5), 9: (8, 5), 11: (20, 5)}, ball_carrier=7)
    throw = Action(Act.PASS, piece=7, square=sq(8, 5))
    assert target_words(m, throw) == "Pass: Player 8 to Player 10 · Quick pass: caught 67%"
    assert throw_words(m, throw) == "Quick pass: caught 67%"
    assert question(m, throw) == "Pass to Player 10?"


def test_r14_stifling_wind_is_named_and_in_the_figures(data: GameData) -> None:
    m, _ = position(
        data,
        *crane_v_lion(),
        [],
        {0: (4, 5), 1: (8, 5), 2: (9, 5), 11: (20, 5)},
        ball_carrier=0,
        weather="stifling_wind",
    )
    assert target_words(m, PASS) == (
        "Pass: Player 1 to Player 2 · Quick pass, Stifling Wind scatters it 3×: caught 2%, team keeps it 5%"
    )
    assert throw_words(m, PASS) == "Quick pass: caught 2%"
