"""The rules' answer for a coach whose turn clock ran out: every decision has one, it ends the
team turn without moving a model or spending anything, and a match played on it alone ends."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Ask, Match, clock_period, default_action, period_owner
from samurai_bowl.engine.timeouts import DEFAULTS

SPENDS = {Act.USE_REROLL, Act.USE_FAVOR, Act.ARGUE_CALL, Act.INNER_FIRE, Act.FIRES_FROM_WITHIN}
MOVES = {Act.ACTIVATE, Act.MOVE, Act.BLOCK, Act.FOUL, Act.PASS, Act.HAND_OFF, Act.MOVE_COUNTER}


def _match(data: GameData, home: str, away: str, seed: int) -> Match:
    rng = random.Random(seed)
    return Match(data, draft_team(data, home, rng), draft_team(data, away, rng), seed)


def test_every_decision_has_a_default() -> None:
    assert set(DEFAULTS) == set(Ask)


@pytest.mark.parametrize(("home", "away", "seed"), [("crab", "lion", 1), ("phoenix", "scorpion", 2)])
def test_a_match_answered_by_the_defaults_alone_ends(data: GameData, home: str, away: str, seed: int) -> None:
    m = _match(data, home, away, seed)
    for _ in range(20_000):
        if m.pending is None:
            break
        m.apply(default_action(m))
    assert m.pending is None and m.result is not None
    assert not any(a.act in MOVES | SPENDS for a in m.history)  # nobody ever stepped onto the pitch to play


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_a_timed_out_side_ends_its_turns_and_spends_nothing(data: GameData, seed: int) -> None:
    """Home plays at random (its set-ups by the defaults too: placing at random never ends);
    away is answered by the defaults alone: none of away's answers moves
    a model or spends a re-roll, a spell or the Favor, and each of away's team turns ends at its
    first decision."""
    m = _match(data, "dragon", "unicorn", seed)
    rng = random.Random(seed)
    answered: list[tuple[Ask, Action]] = []
    for _ in range(40_000):
        prompt = m.pending
        if prompt is None:
            break
        if prompt.side == 0 and prompt.kind is Ask.SETUP:
            action = default_action(m)
        elif prompt.side == 1:
            action = default_action(m)
            answered.append((prompt.kind, action))
            if prompt.kind is Ask.TURN:
                assert action.act is Act.END_TURN
        else:
            options = [a for a in m.legal_actions() if a.act not in (Act.CONCEDE, Act.UNDO)]
            action = rng.choice(options)
        m.apply(action)
    assert m.pending is None
    assert answered and not any(a.act in MOVES | SPENDS for _, a in answered)
    kinds = {kind for kind, _ in answered}
    assert Ask.TURN in kinds and Ask.SETUP in kinds


def test_the_clock_period_is_the_team_turn_and_its_owner_the_team_on_it(data: GameData) -> None:
    m = _match(data, "crab", "lion", 6)
    periods = []
    while m.pending is not None and m.active is None:
        periods.append((clock_period(m), period_owner(m), m.pending.side))
        m.apply(default_action(m))
    assert all(owner == side for _, owner, side in periods)  # outside the turns: whoever decides
    setups = [p for p, _, _ in periods if p is not None and p[3] == "setup"]
    assert setups and len(set(setups)) <= 2  # one stretch for each team's set-up, not one per placement
    assert m.pending is not None and m.active is not None
    turn = clock_period(m)
    assert turn == ("turn", m.half, m.active, m.teams[m.active].turn)
    assert period_owner(m) == m.active
    m.apply(Action(Act.END_TURN))
    assert clock_period(m) != turn


def test_there_is_no_default_once_the_match_is_over(data: GameData) -> None:
    m = _match(data, "crab", "lion", 7)
    m.apply(Action(Act.CONCEDE))
    assert m.pending is None and clock_period(m) is None and period_owner(m) is None
    with pytest.raises(ValueError, match="the match is over"):
        default_action(m)
