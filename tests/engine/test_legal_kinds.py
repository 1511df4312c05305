"""The parts of the legal actions a coach may ask for alone — ``legal_kinds()``,
``legal_actions_of(*kinds)``, ``allows(action)`` — agree with ``legal_actions()`` at every decision
of whole matches, set-ups (answered without listing) and all."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.ai.coach import Coach
from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.anytime import CONCEDE
from samurai_bowl.engine.match import Match
from samurai_bowl.teams.model import Team

OFF_THE_PITCH = frozenset(
    {
        Act.END_SETUP,
        Act.FORMATION,
        Act.END_TURN,
        Act.USE_REROLL,
        Act.DECLINE_REROLL,
        Act.END_ACTIVATION,
        Act.VOID_STRIKE,
    }
)


def near_misses(m: Match, legal: list[Action], rng: random.Random) -> list[Action]:
    """Actions a coach might send that are just off the list: other models, squares and choices."""
    size, pieces = m.pitch.size, len(m.pieces)
    found = [
        Action(Act.END_SETUP),
        Action(Act.END_SETUP, choice=0),
        Action(Act.END_TURN),
        Action(Act.FORMATION, choice=-1),
        Action(Act.FORMATION, choice=len(m.data.formations.formations)),
    ]
    for _ in range(12):
        piece, square = rng.randrange(pieces), rng.randrange(size)
        found += [
            Action(Act.PLACE, piece=piece, square=square),
            Action(Act.BENCH, piece=piece),
            Action(Act.PLACE, piece=piece, square=square, choice=1),
            Action(Act.MOVE, piece=piece, square=square),
        ]
    found += [
        Action(Act.PLACE, piece=0, square=-1),
        Action(Act.PLACE, piece=0, square=size),
        Action(Act.PLACE, piece=pieces, square=0),
        Action(Act.BENCH, piece=0, square=0),
    ]
    for action in rng.sample(legal, min(len(legal), 8)):
        found += [
            action._replace(choice=(action.choice or 0) + 1),
            action._replace(square=None),
            action._replace(piece=None),
        ]
    return found


def check_decision(m: Match, rng: random.Random) -> None:
    """Ask the parts first (nothing listed yet), then the list, and compare."""
    kinds = m.legal_kinds()
    by_kind = {kind: list(m.legal_actions_of(kind)) for kind in Act}
    off_pitch = list(m.legal_actions_of(*(kinds & OFF_THE_PITCH)))
    legal = m.legal_actions()
    grouped: dict[Act, list[Action]] = {}
    for action in legal:
        grouped.setdefault(action.act, []).append(action)
    assert kinds == set(grouped)
    for kind in Act:
        assert by_kind[kind] == grouped.get(kind, []), kind
    assert off_pitch == [a for a in legal if a.act in OFF_THE_PITCH]
    listed = set(legal)
    for action in rng.sample(legal, min(len(legal), 40)):
        assert m.allows(action), action
    for action in near_misses(m, legal, rng):
        assert m.allows(action) == (action in listed), action
    assert m.allows(CONCEDE)


def drafted(data: GameData, clan: str, rng: random.Random) -> Team:
    """A drafted team; a Phoenix one with a Team Shugenja, so the Void Strike is open (R16)."""
    team = draft_team(data, clan, rng)
    return team.model_copy(update={"team_shugenja": True}) if clan == "phoenix" else team


@pytest.mark.parametrize(
    ("home", "away", "seed", "level"),
    [
        ("phoenix", "crab", 3, "random"),
        ("scorpion", "phoenix", 21, "random"),
        ("phoenix", "lion", 5, "normal"),  # touchdowns: set-ups after a score, with men knocked out
    ],
)
def test_every_decision_of_whole_matches(data: GameData, home: str, away: str, seed: int, level: str) -> None:
    rng = random.Random(seed)
    m = Match(data, drafted(data, home, rng), drafted(data, away, rng), seed)
    coaches: tuple[Coach, Coach] = (
        (RandomCoach(seed), RandomCoach(seed + 1))
        if level == "random"
        else (HeuristicCoach(seed, level), HeuristicCoach(seed + 1, level))
    )
    decisions, setups, strikes = 0, 0, 0
    while m.pending is not None:
        check_decision(m, rng)
        decisions += 1
        setups += m.pending.kind == "setup"
        strikes += Act.VOID_STRIKE in m.legal_kinds()
        m.apply(coaches[m.pending.side].choose(m))
    assert setups > 10 and decisions > setups + 50 and strikes > 0
    assert not m.allows(Action(Act.END_SETUP)) and m.legal_kinds() == frozenset()
    assert list(m.legal_actions_of(Act.PLACE)) == []


def test_a_void_strike_is_offered_among_the_set_up_answers(data: GameData) -> None:
    """R16: the Phoenix coach may strike at any decision of his, the set-up too."""
    rng = random.Random(2)
    m = Match(data, drafted(data, "crab", rng), drafted(data, "phoenix", rng), 2)
    coach = RandomCoach(2)
    while m.pending is not None and not (
        m.pending.kind == "setup"
        and m.pending.side == 1
        and any(p.square is not None for p in m.side_pieces(0))
    ):
        m.apply(coach.choose(m))
    assert m.pending is not None
    strikes = m.legal_actions_of(Act.VOID_STRIKE)
    assert Act.VOID_STRIKE in m.legal_kinds() and strikes
    assert all(m.allows(strike) for strike in strikes)
    assert list(m.legal_actions_of(Act.END_SETUP, Act.VOID_STRIKE)) == [
        a for a in m.legal_actions() if a.act in (Act.END_SETUP, Act.VOID_STRIKE)
    ]
