"""R11.1, R11.2: a block's words give its figures re-rolled only while a team re-roll may still be
spent this turn — none left, or the turn's one already spent, and only the figures as rolled."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.ui.match.words.hover_words import target_words
from tests.rules.match_builder import crane_v_lion, position, sq

THROWER, LION = 7, 11  # a Crane thrower (ST3, Dodge) and a Lion lineman (ST3)
BLOCK = Action(Act.BLOCK, piece=LION, square=sq(7, 5))
AS_ROLLED = "Block: Player 1 on Player 8 · 1 die · knock-down 33% · you fall 33%"


def lion_on_thrower(data: GameData, rerolls: int) -> Match:
    m, _ = position(
        data, *crane_v_lion(), [], {THROWER: (7, 5), LION: (6, 5)}, active=1, rerolls=(0, rerolls)
    )
    return m


def test_r11_1_no_rerolled_figures_without_a_team_reroll(data: GameData) -> None:
    words = target_words(lion_on_thrower(data, 0), BLOCK)
    assert "re-rolled" not in words
    assert words == AS_ROLLED


def test_r11_1_no_rerolled_figures_once_the_turns_reroll_is_spent(data: GameData) -> None:
    m = lion_on_thrower(data, 2)
    m.teams[1].reroll_used = True  # one team re-roll a turn, and it has been spent
    words = target_words(m, BLOCK)
    assert "re-rolled" not in words
    assert words == AS_ROLLED


def test_r11_2_both_figures_rerolled_while_the_reroll_may_be_spent(data: GameData) -> None:
    # re-rolled on a Skull, a Push or a Stumble (a push against Dodge): knock-down 2/6 + 4/6 * 2/6,
    # he falls on a kept Both Down or, re-rolling, a Skull or Both Down: 1/6 + 4/6 * 2/6
    assert target_words(lion_on_thrower(data, 1), BLOCK) == (
        "Block: Player 1 on Player 8 · 1 die · knock-down 33% (56% with a re-roll) · you fall 33% (39% with a re-roll)"
    )
