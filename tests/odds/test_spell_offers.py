"""R16: what a spell offered in answer to a roll would do on the case at hand, worked out without
a die: the Biting Steel's armour and injury on the knock-down about to be rolled for, the Augury's
roll again on a failed dodge, its block dice again on a face that downs the attacker, and its
armour dice again on a foul's doubles."""

from __future__ import annotations

from fractions import Fraction as F

from samurai_bowl.data import GameData
from samurai_bowl.engine import ArmourAgain, BlockAgain, RollAgain, SteelOffer, spell_offer
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.state.pieces import Status
from tests.rules.match_builder import activate, crane_v_lion, move, position, sq
from tests.rules.test_r16_spells import with_shugenja
from tests.teams.helpers import make_team


def test_r16_biting_steel_adds_two_to_the_armour_and_the_injury_of_the_knock_down(data: GameData) -> None:
    m, dice = position(
        data,
        *with_shugenja(),
        [("block", "defender_down"), ("d6", 3), ("d6", 4), ("d6", 2), ("d6", 2)],
        {0: (5, 5), 11: (6, 5)},
    )
    assert spell_offer(m) is None  # a turn offers no spell in answer to a roll
    activate(m, 0)
    m.apply(Action(Act.BLOCK, piece=0, square=sq(6, 5)))
    m.apply(Action(Act.FOLLOW_UP, choice=0))
    offer = spell_offer(m)
    # AV 8: 2d6 above 8 is 10 of 36, above 6 is 21; injury 8+ (knocked out or worse) 15 of 36, 6+ 26
    assert offer == SteelOffer(11, 2, F(10, 36), F(21, 36), F(10, 36) * F(15, 36), F(21, 36) * F(26, 36))
    texts = [e.text for e in m.apply(Action(Act.BITING_STEEL, choice=1))]
    assert "Armour (Player 1, AV 8): rolled 3+4+2 — broken" in texts  # no die was spent on the offer
    dice.finish()


def test_r16_augury_on_a_failed_dodge_rolls_it_again(data: GameData) -> None:
    m, _ = position(
        data, *with_shugenja(), [("d6", 1), ("d6", 2), ("d6", 5)], {0: (5, 5), 11: (6, 6)}, rerolls=(1, 0)
    )
    activate(m, 0)
    move(m, 0, 4, 4)
    m.apply(Action(Act.USE_REROLL))
    assert m.pending is not None and m.pending.kind == "augury"
    assert spell_offer(m) == RollAgain("Dodge", 0, 4, F(1, 2))


def test_r16_augury_on_a_skull_rolls_the_block_dice_again(data: GameData) -> None:
    m, _ = position(data, *with_shugenja(), [("block", "attacker_down")], {0: (5, 5), 11: (6, 5)})
    activate(m, 0)
    m.apply(Action(Act.BLOCK, piece=0, square=sq(6, 5)))
    assert m.pending is not None and m.pending.kind == "augury"
    offer = spell_offer(m)
    odds = m.odds(Action(Act.BLOCK, piece=0, square=sq(6, 5)))
    assert isinstance(offer, BlockAgain) and offer.dice == 1 and offer.attacker_chooses
    # one die: a Defender Down or a Stumble knocks him down, a Both Down the two of them (no Block)
    assert offer.knockdown == F(3, 6) and offer.attacker_down == F(2, 6)
    assert odds is not None and offer.knockdown == odds.knockdown  # type: ignore[union-attr]


def test_r16_augury_on_a_fouls_doubles_rolls_the_armour_again(data: GameData) -> None:
    scorpions = make_team("scorpion", {"lineman": 11}, name="Scorpions", team_shugenja=True)
    m, _ = position(
        data, scorpions, crane_v_lion()[0], [("d6", 3), ("d6", 3)], {0: (5, 5), 11: (6, 5, Status.PRONE)}
    )
    activate(m, 0)
    m.apply(Action(Act.FOUL, piece=0, square=sq(6, 5)))
    assert m.pending is not None and m.pending.kind == "augury"
    # a Scorpion lineman's foul (Dirty Player) on a Crane, AV 7: 2d6 + 3 above 7 is 30 of 36; doubles 6
    assert spell_offer(m) == ArmourAgain(0, 11, F(30, 36), F(6, 36))
