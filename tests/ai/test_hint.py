"""The coaching hint names a legal action, says why in words, and gives the chance it works."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.hint import Coaching, Hint, coaching_hint, good_block
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from tests.rules.match_builder import activate, crane_v_lion, position, sq


def test_recommends_the_touchdown_with_its_chance(data: GameData) -> None:
    # one square out, but a dodge away from the Lion marking him: 4+ (50%)
    m, _ = position(data, *crane_v_lion(), [], {0: (21, 5), 11: (21, 6)}, ball_carrier=0)
    hint = coaching_hint(m)
    assert hint is not None
    assert hint.action == Action(Act.ACTIVATE, piece=0)
    assert hint.plan[-1].act is Act.MOVE and m.pitch.scores_for(hint.plan[-1].square, m.pieces[0].side)  # type: ignore[arg-type]
    assert "score" in hint.reason
    assert hint.chance == 0.5
    assert str(hint).endswith("(50%)")


def test_inside_an_activation_it_names_the_next_step(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 1: (5, 9), 11: (20, 5)}, ball_square=sq(8, 5))
    activate(m, 0)
    hint = coaching_hint(m)
    assert hint is not None and hint.action in m.legal_actions()
    assert hint.action.act is Act.MOVE and "picks up the ball" in hint.reason
    assert hint.plan[-1] == Action(Act.MOVE, piece=0, square=sq(8, 5))


def test_a_safe_move_has_no_chance_to_show(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (7, 5), 11: (20, 5)}, ball_carrier=0)
    hint = coaching_hint(m)
    assert hint is not None and hint.chance is None and "without a roll" in hint.reason


def test_every_decision_of_a_match_gets_a_legal_hint_in_words(data: GameData) -> None:
    rng = random.Random(5)
    m = Match(data, draft_team(data, "lion", rng), draft_team(data, "scorpion", rng), 5)
    coaches = (HeuristicCoach(5), HeuristicCoach(5, "easy"))
    kinds = set()
    while m.pending is not None:
        hint = coaching_hint(m, "normal")
        assert hint is not None and hint.action in m.legal_actions()
        assert hint.reason and not hint.reason.startswith(hint.action.act.value)
        kinds.add(m.pending.kind)
        m.apply(coaches[m.pending.side].choose(m))
    assert coaching_hint(m) is None
    assert {"coin_toss", "setup", "kick", "turn", "activation", "block_die"} <= kinds


# --- one plan per activation ---------------------------------------------------------------------
def test_the_activation_follows_the_plan_it_was_recommended_for(data: GameData) -> None:
    """A dodge away from his marker and three more steps to score: each hint is the next step."""
    m, dice = position(
        data, *crane_v_lion(), [("d6", 4)], {0: (18, 5), 11: (18, 6), 12: (10, 10)}, ball_carrier=0
    )
    coaching = Coaching("normal")
    first = coaching.hint(m)
    assert first is not None and first.action == Action(Act.ACTIVATE, piece=0) and len(first.plan) == 4
    m.apply(first.action)
    for step, promised in enumerate(first.plan):
        hint = coaching.hint(m)
        assert hint is not None and hint.action == promised and hint.plan == first.plan[step:]
        assert hint.reason == first.reason
        m.apply(hint.action)
    assert m.teams[0].score == 1 and not dice.remaining


def test_once_the_plan_is_done_a_good_block_comes_before_ending(data: GameData) -> None:
    """He closes on their carrier as planned, where a block on him has one die (the team-mate
    beside the carrier stands in another Lion's tackle zone, so gives no assist); there a
    team-mate's assist makes two dice on the Lion beside him: block."""
    m, _ = position(
        data,
        *crane_v_lion(),
        [],
        {0: (8, 5), 1: (9, 2), 2: (13, 5), 11: (12, 5), 13: (10, 3), 14: (14, 5)},
        ball_carrier=11,
    )
    coaching = Coaching("normal")
    first = coaching.hint(m)
    assert first is not None and "closes on the ball carrier" in first.reason
    m.apply(first.action)
    for promised in first.plan:
        hint = coaching.hint(m)
        assert hint is not None and hint.action == promised
        m.apply(hint.action)
    hint = coaching.hint(m)
    assert hint is not None and hint.action == Action(Act.BLOCK, piece=0, square=sq(10, 3))
    assert "2 dice" in hint.reason and "now that he is there" in hint.reason


def test_ending_beside_a_poor_block_says_why(data: GameData) -> None:
    m, _ = position(
        data, *crane_v_lion(), [], {0: (9, 5), 11: (10, 5), 12: (10, 12), 2: (3, 3)}, ball_carrier=2
    )
    activate(m, 0)
    hint = Coaching("normal").hint(m)
    assert hint is not None and hint.action == Action(Act.END_ACTIVATION, piece=0)
    assert "nothing useful" not in hint.reason and "would be poor (1 die" in hint.reason


def test_the_player_going_another_way_drops_the_plan(data: GameData) -> None:
    m, _ = position(
        data, *crane_v_lion(), [], {0: (8, 5), 1: (13, 5), 11: (12, 5), 12: (20, 12)}, ball_carrier=11
    )
    coaching = Coaching("normal")
    first = coaching.hint(m)
    assert first is not None
    m.apply(first.action)
    off_plan = next(a for a in m.legal_actions() if a.act is Act.MOVE and a not in first.plan)
    m.apply(off_plan)
    hint = coaching.hint(m)
    assert hint is not None and hint.action in m.legal_actions()
    assert coaching.promise is None or coaching.promise.steps == hint.plan


def contradictions(m: Match, hint: Hint, promised: list[Action], coach: HeuristicCoach) -> list[str]:
    """What a hint inside an activation says against the plan the hints gave for it."""
    legal = m.legal_actions()
    found = []
    step = promised[0] if promised else None
    if step is not None and step in legal and hint.action != step:
        found.append(f"{hint.action} instead of the promised {step}")
    ending = hint.action.act is Act.END_ACTIVATION and m.pending is not None
    if ending and good_block(m, coach, m.pending.data["piece"]) is not None:  # type: ignore[union-attr]
        found.append("ends the action with a good block legal")
    if "nothing useful" in hint.reason and any(a.act is Act.BLOCK for a in legal):
        found.append("says nothing is left to do with a block legal")
    return found


def play_by_coaching(m: Match, level: str = "normal") -> tuple[list[str], int]:
    """Home follows one Coaching's hints, away is the AI; every contradiction, and the activations."""
    coaching, ai = Coaching(level), HeuristicCoach(m.seed + 1)
    judge = HeuristicCoach(m.seed, level)
    found: list[str] = []
    promised: list[Action] = []
    activations = 0
    while m.pending is not None:
        if m.pending.side == 1:
            m.apply(ai.choose(m))
            continue
        hint = coaching.hint(m)
        assert hint is not None and hint.action in m.legal_actions()
        if m.pending.kind == "turn":
            promised = list(hint.plan) if hint.action.act is Act.ACTIVATE else []
            activations += hint.action.act is Act.ACTIVATE
        elif m.pending.kind == "activation":
            found += contradictions(m, hint, promised, judge)
            if not promised or promised[0] not in m.legal_actions():
                promised = list(hint.plan)  # planned again: a roll changed things, or it ran out
        m.apply(hint.action)
        if promised and hint.action == promised[0]:
            promised.pop(0)
    return found, activations


@pytest.mark.parametrize("seed", [3, 11])
def test_a_whole_match_by_the_hints_has_no_contradiction(data: GameData, seed: int) -> None:
    rng = random.Random(seed)
    m = Match(data, draft_team(data, "crane", rng), draft_team(data, "crab", rng), seed)
    found, activations = play_by_coaching(m)
    assert activations > 20 and found == []


@pytest.mark.parametrize(("seed", "home", "away"), [(9, "phoenix", "crane")])
def test_the_hint_after_activating_agrees_with_the_hint_at_the_turn(
    data: GameData, seed: int, home: str, away: str
) -> None:
    """Over whole matches: whenever the hint at a turn recommends activating a model, the hint
    asked afresh (nothing remembered) once he is activated recommends the same plan, and the
    coach itself plays that plan."""
    rng = random.Random(seed)
    m = Match(data, draft_team(data, home, rng), draft_team(data, away, rng), seed)
    coaches = (HeuristicCoach(seed), HeuristicCoach(seed + 1))
    checked = 0
    while m.pending is not None:
        if m.pending.kind == "turn":
            hint = coaching_hint(m, "normal")
            assert hint is not None
            coach = HeuristicCoach(m.seed, "normal")
            assert coach.choose(m) == hint.action and coach.last is not None
            assert coach.last.actions == hint.plan
            if hint.action.act is Act.ACTIVATE:
                activated = m.replica()
                activated.apply(hint.action)
                after = coaching_hint(activated, "normal")
                assert after is not None and after.plan == hint.plan and after.reason == hint.reason
                checked += 1
        m.apply(coaches[m.pending.side].choose(m))
    assert checked > 60
