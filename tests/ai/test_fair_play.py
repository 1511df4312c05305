"""Fair play: nothing decides on a die before it is rolled. The coaches, the hint and the window's
previews choose on a match whose dice refuse to roll (``SealedDice``), at every decision of seeded
matches, and choose what they choose on the match itself; a prone model's plan, hint and target
brackets are the same whatever his stand-up roll will show."""

from __future__ import annotations

import copy
import random

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.hint import Coaching
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import SealedDice, SeededDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.previews import once_activated
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Status
from tests.rules.match_builder import sq
from tests.teams.helpers import make_team

SHORT = {"match": {"turns_per_half": 3}}


def sealed(m: Match) -> Match:
    """The match exactly, but for dice that raise when rolled."""
    twin = m.replica()
    twin.state.dice = SealedDice()
    return twin


def previews(m: Match) -> list[object]:
    """What the window works out at a turn's decision for each model it could select."""
    found: list[object] = []
    if m.pending is not None and m.pending.kind == "turn":
        for action in m.legal_actions_of(Act.ACTIVATE):
            assert action.piece is not None
            activated = once_activated(m, action.piece)
            found.append(
                None
                if activated is None
                else sorted(
                    str(a)
                    for a in activated.match.legal_actions()
                    if a.act in (Act.BLOCK, Act.PASS, Act.FOUL)
                )
            )
            found.append(sorted(m.reachable(action.piece)))
    return found


@pytest.mark.parametrize(
    ("seed", "levels"),
    [(11, ("normal", "easy")), pytest.param(12, ("hard", "normal"), marks=pytest.mark.slow)],
)
def test_coaches_hints_and_previews_decide_without_the_dice(
    data: GameData, seed: int, levels: tuple[str, str]
) -> None:
    rng = random.Random(seed)
    clans = sorted(data.rosters)
    m = Match(
        data, draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng), seed, SHORT
    )
    coaches = [HeuristicCoach(seed + side, level) for side, level in enumerate(levels)]
    hints = Coaching("normal")
    asked = 0
    while m.pending is not None:
        side = m.pending.side
        blind = sealed(m)
        thought = copy.deepcopy(coaches[side]).choose(blind)
        if m.pending.kind in ("turn", "activation"):
            hint = hints.hint(blind)
            assert hint is not None and blind.allows(hint.action)
            assert previews(blind) == previews(m)
            asked += 1
        action = coaches[side].choose(m)
        assert action == thought, f"decision {len(m.history)}: the coach chose otherwise with the dice sealed"
        m.apply(action)
    assert m.over and asked > 50


def prone_beside_an_opponent(data: GameData, seed: int) -> Match:
    """A prone Crab lineman beside a standing Scorpion in Winter Warfare: his MA 4 is halved to 2,
    so he needs 4+ to stand up (R14, R4.6), and whether he stands depends on the match's next d6,
    which nothing may know."""
    crabs = make_team("crab", {"lineman": 11}, name="Crabs")
    scorpions = make_team("scorpion", {"lineman": 11}, name="Scorpions")
    placed = [
        Placement(0, sq(9, 6), Status.PRONE),
        Placement(1, sq(5, 9)),
        Placement(11, sq(10, 6)),
        Placement(12, sq(18, 2)),
    ]
    return match_at_turn(data, crabs, scorpions, SeededDice(seed), placed, weather="winter_warfare")


def test_a_prone_models_plan_hint_and_brackets_do_not_depend_on_his_stand_up_roll(data: GameData) -> None:
    stands = set()
    seen = set()
    for seed in range(60):
        m = prone_beside_an_opponent(data, seed)
        stands.add(m.replica().apply(Action(Act.ACTIVATE, piece=0))[-1].text.endswith("success"))
        activated = once_activated(m, 0)
        assert activated is not None and activated.stand_up_target == 4
        brackets = tuple(str(a) for a in activated.match.legal_actions() if a.act is Act.BLOCK)
        coach = HeuristicCoach(1, "normal")
        choice = coach.choose(m)
        plan = coach.last.actions if coach.last is not None else ()
        hint = Coaching("normal").hint(m)
        assert hint is not None
        seen.add((brackets, choice, plan, hint.action, hint.plan, hint.reason))
    assert stands == {True, False}  # the die goes both ways over these seeds...
    assert len(seen) == 1  # ...and nothing shown or chosen follows it
    [(brackets, *_)] = seen
    assert brackets == (str(Action(Act.BLOCK, piece=0, square=sq(10, 6))),)
