"""The AI's reasons say squares in the game's words, by the models near them, never as "(x, y)":
the pitch shows no coordinates."""

from __future__ import annotations

import re

from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.telling.square_words import place_words
from tests.ai.test_defence import receiver_marked
from tests.rules.match_builder import crane_v_lion, sq

COORDINATES = re.compile(r"\(\d+, \d+\)")


def test_the_marking_reason_names_the_square_by_the_receiver(data: GameData) -> None:
    m, coach = receiver_marked(data)
    assert coach.last is not None
    reason = coach.last.reason
    receiver = m.pieces[21]
    assert "could take a pass and score" in reason
    assert not COORDINATES.search(reason), reason
    assert f"of #{receiver.number} {receiver.name}" in reason, reason


def test_a_square_is_told_by_who_stands_there_or_the_nearest_model(data: GameData) -> None:
    m = match_at_turn(data, *crane_v_lion(), SeededDice(1), [Placement(0, sq(5, 5)), Placement(11, sq(6, 5))])
    crane, lion = m.pieces[0], m.pieces[11]
    assert place_words(m, sq(5, 5)) == f"#{crane.number} {crane.name}'s square"
    assert place_words(m, sq(4, 4)) == f"the square up-left of #{crane.number} {crane.name}"
    assert place_words(m, sq(9, 5)) == f"3 squares right of #{lion.number} {lion.name}"
    assert place_words(m, sq(5, 5), mover=0) == f"the square left of #{lion.number} {lion.name}"
