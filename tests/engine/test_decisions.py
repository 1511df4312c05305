"""The catalogue of decisions covers every Ask, and holds prompts to their entries: a prompt missing a
key, a key of the wrong type, or an answer of an unlisted kind is named."""

from __future__ import annotations

from typing import is_typeddict

from samurai_bowl.engine import Act, Ask
from samurai_bowl.engine.decisions import CATALOGUE, catalogue_problems


def test_every_kind_of_decision_is_in_the_catalogue() -> None:
    assert set(CATALOGUE) == set(Ask)
    for ask, decision in CATALOGUE.items():
        assert decision.acts, ask
        assert is_typeddict(decision.data), ask
        assert decision.says and decision.says[0].islower(), ask
    assert not any(Act.CONCEDE in d.acts or Act.UNDO in d.acts for d in CATALOGUE.values())


def test_a_prompt_that_keeps_to_its_entry_has_no_problem() -> None:
    data = {"piece": 3, "ma_left": 2, "surges_left": 2}
    assert catalogue_problems(Ask.ACTIVATION, data, frozenset({Act.MOVE, Act.BLOCK})) == []
    block = {"faces": ("pushed", "both_down"), "attacker": 1, "defender": 14, "attacker_chooses": True}
    assert catalogue_problems(Ask.AUGURY, {**block, "face": "both_down"}, frozenset({Act.AUGURY})) == []
    assert catalogue_problems(Ask.AUGURY, {"purpose": "Dodge", "piece": 2}, frozenset({Act.AUGURY})) == []


def test_a_prompt_that_breaks_its_entry_is_named() -> None:
    problems = catalogue_problems(
        Ask.PUSH, {"piece": True, "squares": (1, 2), "extra": 1}, frozenset({Act.PUSH, Act.MOVE})
    )
    assert problems == [
        "push: 'extra' is not in its catalogue entry",
        "push: 'piece' is True, not int",
        "push: move is not a listed answer",
    ]
    assert catalogue_problems(Ask.REROLL, {"purpose": "Dodge", "piece": 1}, frozenset()) == [
        "reroll: no 'chance' in its data"
    ]
