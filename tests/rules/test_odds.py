"""R5.6 basic agility rolls, R11 re-rolls and R7.3-R7.4 block dice, as exact chances."""

from __future__ import annotations

from fractions import Fraction as F
from itertools import product

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.chances import Roll, block_outcomes, d6_success, sequence, with_reroll


@pytest.mark.parametrize(
    ("ag", "chance"), [(1, F(1, 6)), (2, F(2, 6)), (3, F(3, 6)), (4, F(4, 6)), (5, F(5, 6)), (6, F(5, 6))]
)
def test_r5_6_basic_agility_roll(data: GameData, ag: int, chance: F) -> None:
    assert d6_success(data.agility.target(ag)) == chance


def test_r5_6_natural_one_fails_and_natural_six_succeeds() -> None:
    assert d6_success(2, modifier=+3) == F(5, 6)  # a 1 still fails
    assert d6_success(6, modifier=-4) == F(1, 6)  # a 6 still succeeds
    assert d6_success(4, modifier=-1) == F(2, 6)  # dodge into one tackle zone at AG3
    assert d6_success(5, modifier=+1) == F(3, 6)  # pick-up at AG2


def test_r11_1_a_reroll_gives_a_second_chance() -> None:
    assert with_reroll(F(1, 2)) == F(3, 4)
    assert with_reroll(F(1, 6)) == F(11, 36)


def test_r11_1_one_team_reroll_covers_the_first_failure_only() -> None:
    half = Roll(F(1, 2))
    assert sequence([half, half]) == F(1, 4)
    # fail-then-reroll on either roll, but only once: 1/4 + 1/4*1/2 (first fails) + 1/4*1/2 (second fails)
    assert sequence([half, half], team_reroll=True) == F(1, 2)


def test_r11_1_a_skill_reroll_rules_out_the_team_reroll_on_that_roll() -> None:
    assert sequence([Roll(F(1, 2), skill_reroll=True)], team_reroll=True) == F(3, 4)
    # the dodge (skill) cannot take the team re-roll, the following surge can
    both = sequence([Roll(F(1, 2), skill_reroll=True), Roll(F(5, 6))], team_reroll=True)
    assert both == F(3, 4) * (F(5, 6) + F(1, 6) * F(5, 6))


def brute_force_block(faces: dict[str, int], dice: int, attacker: bool, rank: dict[str, int]) -> dict[str, F]:
    die = [face for face, count in faces.items() for _ in range(count)]
    result = dict.fromkeys(faces, F(0))
    for roll in product(die, repeat=dice):
        chosen = (max if attacker else min)(roll, key=lambda f: rank[f])
        result[chosen] += F(1, len(die) ** dice)
    return result


@pytest.mark.parametrize(("dice", "attacker"), [(1, True), (2, True), (2, False), (3, True), (3, False)])
def test_r7_4_block_outcome_chances_match_every_roll(data: GameData, dice: int, attacker: bool) -> None:
    faces: dict[str, int] = {}
    for entry in data.block_dice.results:
        faces[entry.id.value] = entry.roll[1] - entry.roll[0] + 1
    rank = {"attacker_down": 0, "both_down": 1, "pushed": 2, "defender_stumbles": 3, "defender_down": 4}
    got = block_outcomes(faces, dice, attacker, rank)
    assert got == brute_force_block(faces, dice, attacker, rank)
    assert sum(got.values()) == 1
    if dice == 2 and attacker:
        assert got["defender_down"] == F(11, 36) and got["attacker_down"] == F(1, 36)
