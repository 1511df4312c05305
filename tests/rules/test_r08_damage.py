"""R8 armour and injury, R7.9 knock-down modifiers; Sigudu's Subchart takes no modifier, ever."""

from __future__ import annotations

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.rules.damage import Modifiers, armour, block_knockdown_modifiers, injury
from samurai_bowl.engine.state.pieces import Piece
from samurai_bowl.engine.state.pitch import Side


def model(skills: tuple[str, ...] = (), av: int = 8) -> Piece:
    return Piece(0, Side.HOME, "Matsu Test", 7, "lineman", 6, 3, 3, av, 3, frozenset(skills))


def test_r8_1_armour_breaks_only_when_higher_than_av() -> None:
    assert not armour(ScriptedDice([("d6", 4), ("d6", 4)]), model(av=8), 0).broken
    assert armour(ScriptedDice([("d6", 4), ("d6", 5)]), model(av=8), 0).broken
    assert armour(ScriptedDice([("d6", 4), ("d6", 3)]), model(av=8), 2).broken
    assert armour(ScriptedDice([("d6", 3), ("d6", 3)]), model(av=8), 0).doubles


@pytest.mark.parametrize(
    ("a", "b", "mod", "result"),
    [
        (3, 4, 0, "stunned"),
        (4, 4, 0, "knocked_out"),
        (5, 4, 0, "knocked_out"),
        (3, 4, 1, "knocked_out"),
        (5, 5, 0, "critical"),
        (4, 4, 2, "critical"),
    ],
)
def test_r8_2_injury_chart_reads_seven_as_stunned(
    data: GameData, a: int, b: int, mod: int, result: str
) -> None:
    script = [("d6", a), ("d6", b)] + ([("d6", 1)] if result == "critical" else [])
    outcome = injury(ScriptedDice(script), model(), mod, data.injury, data.sigudu)
    assert outcome.result.value == result


@pytest.mark.parametrize(
    ("sigudu", "casualty"),
    [(1, "badly_hurt"), (3, "badly_hurt"), (4, "seriously_injured"), (5, "seriously_injured"), (6, "dead")],
)
def test_r8_3_sigudu_subchart(data: GameData, sigudu: int, casualty: str) -> None:
    dice = ScriptedDice([("d6", 6), ("d6", 6), ("d6", sigudu)])
    outcome = injury(dice, model(), 4, data.injury, data.sigudu)  # +4 must not reach Sigudu's roll
    assert outcome.casualty is not None and outcome.casualty.value == casualty
    assert [r.purpose for r in outcome.rolls][-1] == "Sigudu's Subchart for Matsu Test"
    dice.finish()


def test_injury_beyond_twelve_is_still_critical(data: GameData) -> None:
    outcome = injury(ScriptedDice([("d6", 6), ("d6", 6), ("d6", 2)]), model(), 5, data.injury, data.sigudu)
    assert outcome.result.value == "critical" and outcome.casualty.value == "badly_hurt"  # type: ignore[union-attr]


def test_r7_9_knockdown_modifiers(data: GameData) -> None:
    rules = data.rules.damage
    lion = model(("Charge", "Katana"))
    assert block_knockdown_modifiers(lion, moved_first=True, rules=rules) == Modifiers(1, 2)
    assert block_knockdown_modifiers(lion, moved_first=False, rules=rules) == Modifiers(0, 2)
    fire_adept = model(("Mighty Blow",))
    assert block_knockdown_modifiers(fire_adept, moved_first=False, rules=rules) == Modifiers(1, 1)
    assert block_knockdown_modifiers(model(), moved_first=True, rules=rules) == Modifiers(0, 0)
