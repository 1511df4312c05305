"""The hard coach's look-ahead sees the opponent's reply: a carrier who would be blitzed off the
ball is kept back, though the position right after our turn looks better with him farther up."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.plan import Plan, moves
from samurai_bowl.ai.search import Lookahead
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.match import Match
from tests.rules.match_builder import crane_v_lion, position, sq

Chooser = Callable[[Match], Action]


def far_or_near(data: GameData) -> tuple[Match, Plan, Plan]:
    """A Crane lineman with the ball at (9, 7); three Lions at (20, 6), (20, 7) and (20, 8). Far, at
    (14, 7), all can walk up without a roll, two to mark him and one to blitz with their assists;
    near, at (11, 7), they would need two Surges of Speed each. Both squares are within the rough
    reach the position's value counts, so right after our turn the far square looks better."""
    m, _ = position(
        data, *crane_v_lion(), [], {0: (9, 7), 11: (20, 6), 12: (20, 7), 13: (20, 8)}, ball_carrier=0
    )
    carrier = m.pieces[0]
    stop = Action(Act.END_ACTIVATION, piece=0)
    far = Plan(
        1.0, (*moves(carrier, (sq(10, 7), sq(11, 7), sq(12, 7), sq(13, 7), sq(14, 7))), stop), "far", 1.0
    )
    near = Plan(1.0, (*moves(carrier, (sq(10, 7), sq(11, 7))), stop), "near", 1.0)
    return m, far, near


def choosers(seed: int) -> tuple[Callable[[Plan], Chooser], Callable[[], Chooser]]:
    def ours(plan: Plan) -> Chooser:
        coach = HeuristicCoach(seed, "normal")
        coach.plan = list(plan.actions)
        return coach.choose

    return ours, lambda: HeuristicCoach(seed, "normal").choose


def test_the_reply_aware_search_keeps_the_carrier_out_of_the_blitz(data: GameData) -> None:
    m, far, near = far_or_near(data)
    ours, theirs = choosers(1)
    one_ply = Lookahead(1, reply=0).best(m, 0, [far, near], ours, theirs)
    assert one_ply is far  # judged right after our turn, the far square looks better
    assert Lookahead(1).best(m, 0, [far, near], ours, theirs) is near


def test_the_far_square_loses_the_ball_to_the_reply(data: GameData) -> None:
    """What the search saw: played out with the reply, the far carrier is blitzed off the ball in
    most samples, the near one keeps it in every one."""
    m, far, near = far_or_near(data)
    ours, theirs = choosers(1)
    kept = {"far": 0, "near": 0}
    for seed in range(6):
        for plan in (far, near):
            copy = m.clone(dice=SeededDice(seed))
            Lookahead(1).play_out(copy, 0, plan, ours(plan), theirs())
            kept[plan.reason] += copy.ball.carrier == 0
    assert kept["near"] == 6 and kept["far"] <= 4
    assert m.ball.carrier == 0 and m.pieces[0].square == sq(9, 7)  # the real match is untouched


class Counted(Lookahead):
    """A look-ahead whose play-outs only mark the copy with the plan played, judged by a table."""

    def __init__(self, worth: dict[str, float]) -> None:
        super().__init__(1, judge=self.judged)
        self.worth = worth
        self.played: dict[str, int] = {}
        self.plans: dict[int, str] = {}

    def play_out(self, m: Match, side: int, plan: Plan, ours: Chooser, theirs: Chooser) -> None:
        self.played[plan.reason] = self.played.get(plan.reason, 0) + 1
        self.plans[id(m)] = plan.reason

    def judged(self, m: Match, side: int) -> float:
        return self.worth[self.plans[id(m)]]


@pytest.mark.parametrize(
    ("chance", "worth", "taken", "played"),
    [
        # rolling dice, three seeds: each once, the better two on to the other two seeds
        (0.9, {"a": 0.1, "b": 0.5, "c": 0.2, "d": 0.4}, "b", {"a": 1, "b": 3, "c": 1, "d": 3}),
        # no candidate rolls a die: two seeds, all once, the better half once more
        (1.0, {"a": 0.3, "b": 0.1, "c": 0.2, "d": 0.0}, "a", {"a": 2, "b": 1, "c": 2, "d": 1}),
    ],
    ids=["rolling dice", "safe"],
)
def test_successive_halving_spends_the_play_outs_on_the_close_candidates(
    data: GameData, chance: float, worth: dict[str, float], taken: str, played: dict[str, int]
) -> None:
    """Four candidates: a plain loser is played out once; the best of the rest is taken."""
    m, far, _ = far_or_near(data)
    plans = [Plan(1.0, far.actions, name, chance) for name in worth]
    search = Counted(worth)
    ours, theirs = choosers(1)
    assert search.best(m, 0, plans, ours, theirs).reason == taken
    assert search.played == played
