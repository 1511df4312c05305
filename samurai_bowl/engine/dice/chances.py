"""Exact chances for d6 rolls and block dice: what the UI shows and the AI plans with.

Pure functions over small numbers; no state. The d6 rules are R5.6 (target, modifiers add to
the die, a natural 1 fails and a natural 6 succeeds); re-rolls are R11. A sequence of rolls is
worked out in integers (:func:`sequence_ratio`), which gives the path search its floats too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from functools import lru_cache
from math import lcm
from typing import NamedTuple

SIDES = 6


@lru_cache(maxsize=256)
def d6_success(
    target: int, modifier: int = 0, natural_one_fails: bool = True, natural_six_succeeds: bool = True
) -> Fraction:
    """Chance that ``d6 + modifier >= target``, with the natural-1 and natural-6 rules."""
    hits = 0
    for face in range(1, SIDES + 1):
        if face == 1 and natural_one_fails:
            continue
        if face == SIDES and natural_six_succeeds:
            hits += 1
            continue
        if face + modifier >= target:
            hits += 1
    return Fraction(hits, SIDES)


def with_reroll(chance: Fraction) -> Fraction:
    """Chance of success when one failure may be rolled again (a skill or team re-roll)."""
    return 1 - (1 - chance) ** 2


class Roll(NamedTuple):
    """One roll in a sequence: its chance on one die, and whether a skill may re-roll it."""

    chance: Fraction
    skill_reroll: bool = False

    @property
    def success(self) -> Fraction:
        return with_reroll(self.chance) if self.skill_reroll else self.chance


def sequence(rolls: Iterable[Roll], team_reroll: bool = False) -> Fraction:
    """Chance that every roll in order succeeds; with ``team_reroll`` the first failure is re-rolled.

    R11.1: one re-roll per roll, and a skill re-roll comes first and rules out the team re-roll
    on that roll, so only rolls without a skill re-roll can take the team one.
    """
    rolls = tuple(rolls)
    q = lcm(*(c.denominator for r in rolls for c in (r.success, r.chance)))
    alone, rerolled, den = sequence_ratio(q, [integer_chances(r, q) for r in rolls])
    return Fraction(rerolled if team_reroll else alone, den)


def integer_chances(roll: Roll, q: int) -> tuple[int, int]:
    """(success, team re-roll) of one roll as numerators over ``q``: its chance of succeeding,
    skill re-roll included, and the chance a team re-roll of it succeeds (0 when a skill
    re-roll rules that out). ``q`` must be a multiple of both denominators."""
    success, retry = roll.success, (roll.chance if not roll.skill_reroll else _ZERO)
    if q % success.denominator or q % retry.denominator:
        raise ValueError(f"{success} and {retry} are not whole numbers of 1/{q}")
    return success.numerator * (q // success.denominator), retry.numerator * (q // retry.denominator)


def sequence_ratio(q: int, rolls: Iterable[tuple[int, int]]) -> tuple[int, int, int]:
    """:func:`sequence` in integers: rolls given by :func:`integer_chances` over ``q``; returns
    (without a team re-roll, with one, denominator), both chances as numerators over the one
    denominator. ``float`` of a Fraction divides its integers too, and that division rounds
    correctly, so ``without / denominator == float(sequence(rolls))`` exactly.

    After ``i`` rolls, ``ok / q**i`` is "all succeeded, re-roll unused" and ``used / q**(i+1)``
    "all succeeded, re-roll spent" (the re-roll is one roll more, hence one more ``q``).
    """
    ok, used, n = 1, 0, 0
    for success, retry in rolls:
        used = used * success + ok * (q - success) * retry
        ok *= success
        n += 1
    return ok * q, ok * q + used, q ** (n + 1)


_ZERO = Fraction(0)


def sequence_with_augury(rolls: Iterable[Roll], team_reroll: bool = False) -> Fraction:
    """Chance that every roll in order succeeds when Augury (R16) answers the first failure left
    after any other re-roll (R11.4: even after one), the team re-roll (if ``team_reroll``) taken
    first on a roll without a skill re-roll, as in :func:`sequence`. Every roll here is one whose
    failure would be a turnover, so Augury may answer any of them."""
    # (team re-roll still in hand, Augury still in hand) -> chance all rolls so far succeeded
    states: dict[tuple[bool, bool], Fraction] = {(team_reroll, True): Fraction(1)}
    for roll in rolls:
        after: dict[tuple[bool, bool], Fraction] = {}
        for (team, augury), chance in states.items():
            _add(after, (team, augury), chance * roll.success)
            failed = chance * (1 - roll.success)
            if team and not roll.skill_reroll:  # R11.1: the team re-roll, spent whatever it shows
                _add(after, (False, augury), failed * roll.chance)
                failed, team = failed * (1 - roll.chance), False
            if augury:  # R16: the bonus re-roll, once
                _add(after, (team, False), failed * roll.chance)
        states = after
    return sum(states.values(), _ZERO)


def _add(states: dict[tuple[bool, bool], Fraction], key: tuple[bool, bool], chance: Fraction) -> None:
    states[key] = states.get(key, _ZERO) + chance


# --- block dice (R7.3, R7.4) ---------------------------------------------------------------


def block_dice(attacker_st: int, defender_st: int) -> tuple[int, bool]:
    """(dice, attacker chooses): higher ST rolls 2 and picks, equal 1, lower 2 and the defender picks."""
    if attacker_st > defender_st:
        return 2, True
    if attacker_st == defender_st:
        return 1, True
    return 2, False


def block_outcomes(
    faces: Mapping[str, int], dice: int, attacker_chooses: bool, rank: Mapping[str, float]
) -> dict[str, Fraction]:
    """Chance of each face being the one chosen.

    ``faces`` counts each face on the die (it sums to the die's sides); ``rank`` orders them by
    how good they are for the attacker (higher is better). The attacker takes the best face
    rolled, the defender the worst.
    """
    sides = sum(faces.values())
    # From the face the chooser wants least to the one he wants most.
    ordered = sorted(faces, key=lambda f: rank[f], reverse=not attacker_chooses)
    result: dict[str, Fraction] = {}
    below = Fraction(0)  # chance one die shows a face the chooser wants less than this one
    for face in ordered:
        up_to = below + Fraction(faces[face], sides)
        # the chosen face is this one when every die is at most this good, and not all are worse
        result[face] = up_to**dice - below**dice
        below = up_to
    return result
