"""Squares in words the screen can stand by: the pitch draws no grid coordinates, so a square is
named by who stands on it, a push by the way it goes, and never as "(x, y)"."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.ui.match.words.hover_words import target_words
from samurai_bowl.ui.pitch.square_words import heading, square_words
from tests.rules.match_builder import crane_v_lion, sq


def test_a_square_is_named_by_who_stands_there_or_said_to_be_empty(data: GameData) -> None:
    m = match_at_turn(data, *crane_v_lion(), SeededDice(1), [Placement(0, sq(5, 5)), Placement(11, sq(6, 5))])
    crane = m.pieces[0]
    assert square_words(m, sq(5, 5)) == f"#{crane.number} {crane.name}'s square"
    assert square_words(m, sq(9, 9)) == "an empty square"
    assert heading(m, sq(5, 5), sq(4, 4)) == "up-left"  # y grows downwards on screen
    assert heading(m, sq(5, 5), sq(6, 5)) == "right"


def test_a_push_is_told_by_the_way_it_goes(data: GameData) -> None:
    m = match_at_turn(data, *crane_v_lion(), SeededDice(1), [Placement(0, sq(5, 5)), Placement(11, sq(6, 5))])
    words = target_words(m, Action(Act.PUSH, piece=11, square=sq(7, 6)))
    assert words == f"Push: {m.pieces[11].name} a square down-right"
    assert "(" not in words
