"""R4.2 (revised): one action — a pass, a block or a foul — per team turn under the default
``action_limit: team``; one per model under the rule option ``model``."""

from __future__ import annotations

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action, IllegalAction
from tests.rules.match_builder import activate, crane_v_lion, position, sq

# h0 beside a11, h1 beside a12: two blocks on offer at the start of the turn
PLACES = {0: (10, 5), 1: (10, 8), 11: (11, 5), 12: (11, 8)}


def test_r4_2_the_default_is_one_action_for_the_team(data: GameData) -> None:
    assert data.rules.match.action_limit == "team"
    m, dice = position(data, *crane_v_lion(), [("block", "pushed")], PLACES)
    activate(m, 0)
    m.apply(Action(Act.BLOCK, piece=0, square=sq(11, 5)))
    m.apply(Action(Act.FOLLOW_UP, choice=0))
    assert m.action_used and m.pending.kind == "turn"  # type: ignore[union-attr]
    activate(m, 1)
    assert not any(a.act in (Act.BLOCK, Act.PASS, Act.FOUL) for a in m.legal_actions())
    with pytest.raises(IllegalAction, match="must answer 'activation' with one of: end_activation, move"):
        m.apply(Action(Act.BLOCK, piece=1, square=sq(11, 8)))
    dice.finish()


def test_r4_2_the_team_action_is_free_again_next_turn(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [("block", "pushed")], PLACES)
    activate(m, 0)
    m.apply(Action(Act.BLOCK, piece=0, square=sq(11, 5)))
    m.apply(Action(Act.FOLLOW_UP, choice=0))
    m.apply(Action(Act.END_TURN))
    assert m.active == 1 and not m.action_used
    dice.finish()


def test_r4_2_option_model_lets_every_model_act(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "pushed"), ("block", "pushed")],
        PLACES,
        options={"match": {"action_limit": "model"}},
    )
    for piece, target in ((0, (11, 5)), (1, (11, 8))):
        activate(m, piece)
        m.apply(Action(Act.BLOCK, piece=piece, square=sq(*target)))
        m.apply(Action(Act.FOLLOW_UP, choice=0))
    assert m.pending.kind == "turn"  # type: ignore[union-attr]
    dice.finish()
