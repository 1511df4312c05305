"""What a spell offered in answer to a roll would do, on the case at hand (R16): the Biting Steel
on a knock-down about to be rolled for, the Augury on a failed roll, on a block's face that downs
the attacker, or on a foul's doubles. Read-only, and from what is already known: the dice the spell
rolls are never asked what they will show; the figures are their chances."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from samurai_bowl.data.charts import InjuryChart, InjuryResult
from samurai_bowl.engine.dice.chances import d6_success
from samurai_bowl.engine.odds.before_acting import block_odds
from samurai_bowl.engine.odds.fouls import DOUBLES, foul_odds
from samurai_bowl.engine.procedure import Ask
from samurai_bowl.engine.rules.blocking import Block
from samurai_bowl.engine.rules.damage import block_knockdown_modifiers
from samurai_bowl.engine.rules.honour import Foul
from samurai_bowl.engine.rules.rerolls import SuccessRoll
from samurai_bowl.engine.rules.staff import fury_bonus

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

TWO_D6 = tuple((a, b) for a in range(1, 7) for b in range(1, 7))


@dataclass(frozen=True)
class SteelOffer:
    """The Biting Steel on a knock-down (R16): its armour and injury bonus, and the armour broken
    and the victim knocked out or worse, without the spell and with it."""

    victim: int
    bonus: int
    armour_break: Fraction
    armour_break_with: Fraction
    out: Fraction  # armour broken and the injury roll a knock-out or a critical
    out_with: Fraction


@dataclass(frozen=True)
class RollAgain:
    """Augury on a failed roll: the roll made again (a d6 against its target)."""

    purpose: str
    piece: int
    target: int
    chance: Fraction


@dataclass(frozen=True)
class BlockAgain:
    """Augury on a block's face that downs the attacker: every die again, a face kept anew."""

    attacker: int
    defender: int
    dice: int
    attacker_chooses: bool
    knockdown: Fraction
    attacker_down: Fraction


@dataclass(frozen=True)
class ArmourAgain:
    """Augury on a foul's doubles: the armour dice again; doubles again still send him off."""

    fouler: int
    victim: int
    armour_break: Fraction
    doubles: Fraction


def spell_offer(m: Match) -> SteelOffer | RollAgain | BlockAgain | ArmourAgain | None:
    """The spell the pending decision offers, worked out on the case at hand; None when the
    decision offers no spell."""
    prompt = m.pending
    if prompt is None or prompt.kind not in (Ask.BITING_STEEL, Ask.AUGURY) or not m.stack:
        return None
    asking = m.stack[-1]
    if isinstance(asking, Block):
        return _steel(m, asking) if prompt.kind == Ask.BITING_STEEL else _block_again(m, asking)
    if isinstance(asking, SuccessRoll):
        chance = d6_success(asking.target, asking.modifier)
        needs = min(6, max(2, asking.target - asking.modifier))  # R5.6: a 1 always fails, a 6 succeeds
        return RollAgain(asking.purpose, asking.piece, needs, chance)
    if isinstance(asking, Foul):
        fouler, victim = m.pieces[asking.fouler], m.pieces[asking.victim]
        return ArmourAgain(fouler.index, victim.index, foul_odds(m, fouler, victim).armour_break, DOUBLES)
    return None


def _steel(m: Match, block: Block) -> SteelOffer:
    attacker, defender = m.pieces[block.attacker], m.pieces[block.defender]
    damage = m.rules.damage
    mods = block_knockdown_modifiers(attacker, block.moved_first, damage)
    armour = mods.armour + fury_bonus(m, int(attacker.side))
    bonus = damage.biting_steel_bonus
    plain = _hurt(m.data.injury, defender.av, armour, mods.injury)
    steel = _hurt(m.data.injury, defender.av, armour + bonus, mods.injury + bonus)
    return SteelOffer(defender.index, bonus, plain[0], steel[0], plain[1], steel[1])


def _hurt(chart: InjuryChart, av: int, armour: int, injury: int) -> tuple[Fraction, Fraction]:
    """R8.1-R8.2: (the armour broken, the armour broken and the injury a knock-out or worse)."""
    broken = Fraction(sum(1 for a, b in TWO_D6 if a + b + armour > av), 36)
    low, high = chart.dice.lowest, chart.dice.highest
    out = sum(
        1
        for a, b in TWO_D6
        if chart.lookup(min(high, max(low, a + b + injury))).id is not InjuryResult.STUNNED
    )
    return broken, broken * Fraction(out, 36)


def _block_again(m: Match, block: Block) -> BlockAgain:
    odds = block_odds(m, m.pieces[block.attacker], m.pieces[block.defender])
    return BlockAgain(
        block.attacker,
        block.defender,
        len(block.faces),
        block.attacker_chooses,
        odds.knockdown,
        odds.attacker_down,
    )
