"""R7.4, R11.2: against a Dodge defender, Defender Stumbles is only a push, and the team re-roll
is offered whatever the dice show, so the knock-down "re-rolled" figure is what play gives."""

from __future__ import annotations

from fractions import Fraction as F

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.odds.before_acting import BlockOdds
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.ui.match.words.hover_words import target_words
from tests.rules.match_builder import activate, crane_v_lion, position, sq

THROWER, CATCHER, LION = 7, 9, 11  # Crane thrower ST3 and catcher ST2, both with Dodge; a Lion ST3


def test_r11_2_one_die_against_dodge_rerolled_when_no_knockdown(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {THROWER: (7, 5), LION: (6, 5)}, active=1, rerolls=(0, 1))
    odds = m.odds(Action(Act.BLOCK, piece=LION, square=sq(7, 5)))
    assert isinstance(odds, BlockOdds) and (odds.dice, odds.attacker_chooses) == (1, True)
    # Defender Down or Both Down (he has no Block); Defender Stumbles only pushes a Dodge model
    assert odds.knockdown == F(2, 6)
    assert odds.knockdown_with_reroll == F(2, 6) + F(4, 6) * F(2, 6)


def test_r11_2_two_dice_against_dodge_rerolled_when_no_knockdown(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {CATCHER: (7, 5), LION: (6, 5)}, active=1, rerolls=(0, 1))
    odds = m.odds(Action(Act.BLOCK, piece=LION, square=sq(7, 5)))
    assert isinstance(odds, BlockOdds) and (odds.dice, odds.attacker_chooses) == (2, True)
    # a Defender Down on either die (11/36); Both Down floors the Lion too, so he keeps it only
    # beside another Both Down or a Skull (3/36)
    once = F(11, 36) + F(3, 36)
    assert odds.knockdown == once and odds.knockdown_with_reroll == once + (1 - once) * once
    m.teams[1].rerolls = 0
    assert m.odds(Action(Act.BLOCK, piece=LION, square=sq(7, 5))).knockdown_with_reroll == once  # type: ignore[union-attr]


def test_r11_2_the_engine_offers_the_reroll_on_defender_stumbles_against_dodge(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "defender_stumbles"), ("block", "defender_down"), ("d6", 1), ("d6", 1)],
        {THROWER: (7, 5), LION: (6, 5)},
        active=1,
        rerolls=(0, 1),
    )
    activate(m, LION)
    m.apply(Action(Act.BLOCK, piece=LION, square=sq(7, 5)))
    assert m.pending is not None and m.pending.kind == "block_reroll"
    m.apply(Action(Act.USE_REROLL))
    m.apply(Action(Act.FOLLOW_UP, choice=0))
    assert m.pieces[THROWER].status is Status.PRONE and m.pieces[THROWER].square == sq(8, 5)
    assert m.teams[1].rerolls == 0
    dice.finish()


def test_r11_2_the_attackers_fall_with_the_reroll_taken(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {THROWER: (7, 5), LION: (6, 5)}, active=1, rerolls=(0, 1))
    block = Action(Act.BLOCK, piece=LION, square=sq(7, 5))
    odds = m.odds(block)
    assert isinstance(odds, BlockOdds)
    # he falls on a Skull or a Both Down (no Block); he re-rolls a Skull, a Push or a Stumble (4/6)
    assert odds.attacker_down == F(2, 6)
    assert odds.attacker_down_with_reroll == F(4, 6) * F(1, 6) + (F(1, 6) + F(4, 6) * F(1, 6))
    assert target_words(m, block) == (
        "Block: Player 1 on Player 8 · 1 die · knock-down 33% (56% with a re-roll) · you fall 33% (39% with a re-roll)"
    )
    m.teams[1].rerolls = 0
    assert target_words(m, block).endswith("knock-down 33% · you fall 33%")  # R11.1: none left
