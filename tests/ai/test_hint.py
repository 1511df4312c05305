"""The coaching hint names a legal action, says why in words, and gives the chance it works."""

from __future__ import annotations

import random

from ai.drafting import draft_team
from ai.heuristic import HeuristicCoach
from ai.hint import coaching_hint
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
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (20, 5)}, ball_carrier=0)
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
