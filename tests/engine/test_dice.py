"""Injected dice: seeded and repeatable in play, scripted and strict in tests."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.sources import DiceScriptError, DieKind, ScriptedDice, SeededDice


def test_seeded_dice_repeat_for_a_seed_and_cover_every_face() -> None:
    a, b = SeededDice(7), SeededDice(7)
    rolls = [a.roll(DieKind.D6, "test") for _ in range(600)]
    assert rolls == [b.roll(DieKind.D6, "test") for _ in range(600)]
    assert set(rolls) == {1, 2, 3, 4, 5, 6}
    d8, d3 = SeededDice(1), SeededDice(2)
    assert {d8.roll(DieKind.D8, "t") for _ in range(200)} == set(range(1, 9))
    assert {d3.roll(DieKind.D3, "t") for _ in range(100)} == {1, 2, 3}
    seven, eight = SeededDice(7), SeededDice(8)
    assert [seven.roll(DieKind.D6, "t") for _ in range(20)] != [
        eight.roll(DieKind.D6, "t") for _ in range(20)
    ]


def test_seeded_dice_state_saves_as_json_and_continues() -> None:
    dice = SeededDice(42)
    for _ in range(13):
        dice.roll(DieKind.D6, "warm-up")
    saved = json.loads(json.dumps(dice.state))
    later = [dice.roll(DieKind.D8, "after") for _ in range(50)]
    resumed = SeededDice(state=saved)
    assert [resumed.roll(DieKind.D8, "after") for _ in range(50)] == later


def test_seeded_dice_are_fair_enough() -> None:
    dice = SeededDice(3)
    counts = Counter(dice.roll(DieKind.D6, "t") for _ in range(6000))
    assert all(900 < n < 1100 for n in counts.values())


def test_scripted_dice_in_order_with_block_faces_by_name(data: GameData) -> None:
    dice = ScriptedDice(
        [("d6", 3), ("block", "pushed"), ("block", "attacker_down"), ("d8", 2)], data.block_dice
    )
    assert dice.roll(DieKind.D6, "dodge") == 3
    assert data.block_dice.lookup(dice.roll(DieKind.BLOCK, "block")).id.value == "pushed"
    assert data.block_dice.lookup(dice.roll(DieKind.BLOCK, "block")).id.value == "attacker_down"
    assert dice.roll(DieKind.D8, "scatter") == 2
    dice.finish()
    assert [purpose for *_, purpose in dice.used] == ["dodge", "block", "block", "scatter"]


def test_scripted_dice_fail_when_they_run_out() -> None:
    dice = ScriptedDice([("d6", 4)])
    dice.roll(DieKind.D6, "dodge")
    with pytest.raises(DiceScriptError, match="the dice ran out: wanted a d6 for armour"):
        dice.roll(DieKind.D6, "armour")


def test_scripted_dice_fail_on_the_wrong_kind() -> None:
    dice = ScriptedDice([("d6", 4)])
    with pytest.raises(DiceScriptError, match="wanted a d8 for scatter, but the next scripted die is d6: 4"):
        dice.roll(DieKind.D8, "scatter")
    assert dice.remaining == ["d6: 4"]


def test_scripted_dice_fail_when_left_unused(data: GameData) -> None:
    dice = ScriptedDice([("d6", 4), ("block", "pushed")], data.block_dice)
    dice.roll(DieKind.D6, "dodge")
    with pytest.raises(DiceScriptError, match="1 scripted die was not used: block: pushed"):
        dice.finish()


@pytest.mark.parametrize(
    ("script", "message"),
    [
        ([("d7", 1)], "dice[0]: unknown die 'd7'"),
        ([("d6", 7)], "dice[0]: a d6 shows 1-6 (got 7)"),
        ([("d6", 1), ("d8", 0)], "dice[1]: a d8 shows 1-8 (got 0)"),
        ([("block", "fumble")], "dice[0]: unknown block face 'fumble'"),
        ([("d3", True)], "dice[0]: a d3 shows 1-3 (got True)"),
    ],
)
def test_bad_scripts_are_refused_up_front(
    data: GameData, script: list[tuple[str, object]], message: str
) -> None:
    with pytest.raises(DiceScriptError, match=re.escape(message)):
        ScriptedDice(script, data.block_dice)  # type: ignore[arg-type]
