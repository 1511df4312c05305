"""R4.1 the manual turn counter and Illegal Procedure (a rule option, off by default)."""

from __future__ import annotations

from typing import Any

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from tests.rules.match_builder import crane_v_lion, position

MANUAL = {"match": {"manual_turn_counter": True}}


def manual(data: GameData, dice: list[tuple[str, Any]] | None = None) -> tuple[Match, Any]:
    return position(data, *crane_v_lion(), dice or [], {0: (5, 5), 11: (15, 5)}, turns=(3, 2), options=MANUAL)


def test_r4_1_off_by_default_the_counter_moves_by_itself(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (15, 5)}, turns=(3, 2))
    assert m.teams[0].turn == 3 and Action(Act.MOVE_COUNTER) not in m.legal_actions()


def test_r4_1_moving_the_counter_first_is_safe(data: GameData) -> None:
    m, _ = manual(data)
    assert m.teams[0].turn == 2 and Action(Act.MOVE_COUNTER) in m.legal_actions()
    m.apply(Action(Act.MOVE_COUNTER))
    assert m.teams[0].turn == 3 and Action(Act.MOVE_COUNTER) not in m.legal_actions()
    m.apply(Action(Act.ACTIVATE, piece=0))
    assert m.pending.kind == "activation"  # type: ignore[union-attr]  # no call possible


def test_r4_1_acting_first_lets_the_opponent_call_illegal_procedure(data: GameData) -> None:
    m, _ = manual(data)
    m.apply(Action(Act.ACTIVATE, piece=0))
    assert m.pending.kind == "illegal_procedure" and m.pending.side == 1  # type: ignore[union-attr]
    m.apply(Action(Act.CALL_ILLEGAL_PROCEDURE, choice=1))
    assert m.pending.kind == "penalty" and m.pending.side == 0  # type: ignore[union-attr]
    texts = [e.text for e in m.apply(Action(Act.ACCEPT_PENALTY))]
    assert "Turnover: Cranes' turn ends" in texts
    assert m.teams[0].turn == 3  # the turn was played, so it counts
    assert m.pending.kind == "turn" and m.pending.side == 1  # type: ignore[union-attr]


def test_r4_1_a_call_not_made_lets_the_action_go_on(data: GameData) -> None:
    m, _ = manual(data)
    m.apply(Action(Act.ACTIVATE, piece=0))
    m.apply(Action(Act.CALL_ILLEGAL_PROCEDURE, choice=0))
    assert m.pending.kind == "activation" and m.pending.data["piece"] == 0  # type: ignore[union-attr]


def test_r4_1_r9_7_an_argued_call_is_cancelled(data: GameData) -> None:
    m, dice = manual(data, [("d6", 6)])
    m.apply(Action(Act.ACTIVATE, piece=0))
    m.apply(Action(Act.CALL_ILLEGAL_PROCEDURE, choice=1))
    texts = [e.text for e in m.apply(Action(Act.ARGUE_CALL))]
    assert "Penalty (Illegal Procedure): cancelled" in texts
    assert m.pending.kind == "activation"  # type: ignore[union-attr]
    dice.finish()
