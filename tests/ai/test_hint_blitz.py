"""The hint never passes over a knock-down chance on their ball carrier that costs no roll: a walk
with no dodge or surge to a square beside him and a block there with two dice, the attacker
choosing, is what it recommends while the team's block is still to be thrown this turn."""

from __future__ import annotations

import re

import pytest

from samurai_bowl.ai.hint import Coaching
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Ask
from tests.rules.match_builder import crane_v_lion, position, sq

COORDINATES = re.compile(r"\(\d+, \d+\)")
CARRIER = 11


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("others", [{}, {2: (2, 12)}], ids=["alone", "a screen to fill"])
def test_the_hint_walks_up_to_their_carrier_and_blocks_him_with_two_dice(
    data: GameData, others: dict[int, tuple[int, int]], level: str
) -> None:
    """The Crane at (8, 5) walks to any of three squares beside the Lion carrier at (12, 5) without
    a roll. From (11, 5) his team-mate at (13, 5) assists him: 2 dice, he chooses. From (11, 4) the
    Lion at (10, 3) assists the carrier instead: 1 die. A team-mate far off could take his place in
    the screen first (when there is one). The hint is the blitz, by way of (11, 5), and nothing on the way is rolled."""
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "defender_down"), ("block", "pushed")],
        {0: (8, 5), 1: (13, 5), CARRIER: (12, 5), 12: (10, 3), **others},
        ball_carrier=CARRIER,
    )
    block = Action(Act.BLOCK, piece=0, square=sq(12, 5))
    coaching = Coaching(level)
    first = coaching.hint(m)
    assert first is not None and first.action == Action(Act.ACTIVATE, piece=0), str(first)
    assert first.plan[-1] == block and first.plan[-2] == Action(Act.MOVE, piece=0, square=sq(11, 5))
    assert "2 dice" in first.reason and "ball carrier" in first.reason, first.reason
    assert not COORDINATES.search(str(first)), str(first)
    m.apply(first.action)
    for promised in first.plan:
        hint = coaching.hint(m)
        assert hint is not None and hint.action == promised
        if promised == block:
            odds = m.odds(block)
            assert odds is not None and odds.dice == 2 and odds.attacker_chooses
        m.apply(hint.action)  # a roll on the way would find no die scripted for it
    assert m.pending is not None and m.pending.kind == Ask.BLOCK_DIE and m.pending.side == 0
    assert len(m.pending.data["faces"]) == 2 and not dice.remaining


def test_a_man_beside_their_carrier_blocks_him_before_anyone_walks(data: GameData) -> None:
    """He marks the carrier already, with a team-mate's assist: 2 dice, he chooses. The men who
    could walk into the screen wait until the block has been thrown."""
    m, _ = position(
        data,
        *crane_v_lion(),
        [],
        {0: (11, 5), 1: (13, 5), 2: (2, 12), 3: (3, 1), CARRIER: (12, 5), 12: (20, 12)},
        ball_carrier=CARRIER,
    )
    hint = Coaching("normal").hint(m)
    assert hint is not None and hint.plan[-1].act is Act.BLOCK and hint.plan[-1].square == sq(12, 5)
    assert hint.action.piece in (0, 1) and len(hint.plan) == 1
    assert not COORDINATES.search(str(hint)), str(hint)


def test_no_blitz_is_offered_once_the_teams_block_is_spent(data: GameData) -> None:
    """R4.2: one block a turn. Thrown elsewhere already, the walk up to the carrier is a mark."""
    m, _ = position(
        data,
        *crane_v_lion(),
        [("block", "pushed")],
        {0: (8, 5), 1: (13, 5), 4: (3, 3), 13: (4, 3), CARRIER: (12, 5), 12: (20, 12)},
        ball_carrier=CARRIER,
    )
    m.apply(Action(Act.ACTIVATE, piece=4))
    m.apply(Action(Act.BLOCK, piece=4, square=sq(4, 3)))
    while m.pending is not None and m.pending.kind.value not in ("turn", "activation"):
        hint = Coaching("normal").hint(m)
        assert hint is not None
        m.apply(hint.action)
    hint = Coaching("normal").hint(m)
    assert hint is not None and all(a.act is not Act.BLOCK for a in hint.plan), str(hint)
