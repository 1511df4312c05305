"""One way of writing a roll: the dice bare against the score they needed with the modifiers folded
in, the same "3+" the pitch shows before a pick-up with +1 as the log and the dice tray after it."""

from __future__ import annotations

from samurai_bowl.engine import Event
from samurai_bowl.engine.dice.chances import d6_success
from samurai_bowl.engine.dice.rolled import DieRoll
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import roll_event
from samurai_bowl.telling.event_words import Roll, plain, roll_sentence
from samurai_bowl.text.words import needs, score_needed
from samurai_bowl.ui.match.panel.dice_tray import _detail
from samurai_bowl.ui.pitch.shading import d6_target, roll_label


def pick_up(face: int, target: int, modifier: int) -> Roll:
    event: Event = roll_event(
        (DieRoll(DieKind.D6, "Pick-up", face),),
        "Pick-up",
        target=target,
        modifier=modifier,
        success=face != 1 and (face == 6 or face + modifier >= target),
        piece=0,
        side=0,
    )
    return Roll(event, "Pick-up", "Kaiu Isamu", "")


def test_the_score_needed_folds_the_modifier_into_the_target_within_a_d6() -> None:
    assert score_needed(4, 1) == 3
    assert score_needed(4, -1) == 5
    assert score_needed(2, 2) == 2  # a natural 1 always fails
    assert score_needed(6, -3) == 6  # a natural 6 always succeeds
    assert score_needed(9, 1, one_die=False) == 8  # armour on 2d6 has no such limits


def test_a_pick_up_with_plus_one_reads_the_same_target_before_and_after_the_roll() -> None:
    before = roll_label([("pick-up", d6_target(d6_success(4, 1)))], float(d6_success(4, 1)))
    assert before == "3+"
    roll = pick_up(2, 4, 1)
    line, tray = roll_sentence(roll), _detail(roll)
    for words in (line, tray):
        assert f"rolled 2, needs {before}" in words
        assert "4+" not in words and "2+1" not in words and "= 3" not in words
    assert needs(roll.needed or 0) == before


def test_a_failed_pick_up_says_the_bare_die_and_the_folded_target() -> None:
    roll = pick_up(1, 3, -1)
    assert roll.success is False
    assert "fails (rolled 1, needs 4+)" in roll_sentence(roll)


def test_a_set_up_is_told_by_how_many_took_the_field_not_their_shirt_numbers() -> None:
    numbers = ", ".join(f"#{n}" for n in range(1, 12))
    assert plain(f"Cranes set up: {numbers}") == "Cranes set up 11 players"
    assert plain("Crane Clan set up: #4") == "Crane Clan set up 1 player"
