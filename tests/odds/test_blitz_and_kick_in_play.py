"""Two figures read as a coach reads them, played out on copies of their position with dice of
their own: the blitz from range, whose way there and block share one team re-roll (R11.1), and the
kick aimed before the kickoff chart may roll a Gust of Wind (R13). Each shown figure is within four
standard errors of how often play gives it (the seeds are fixed: the same answer every time)."""

from __future__ import annotations

from fractions import Fraction
from math import sqrt

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.events import EventKind
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.blitz import Blitz, blitz_from_range
from samurai_bowl.engine.odds.kick_reach import gust_chance, kick_reach
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.ui.match.controls.move_paths import paths_for
from tests.odds.playout import answer
from tests.rules.match_builder import crane_v_lion, position, sq
from tests.ui.test_pitch_marks import kick_pending

BOUND = 4.0  # standard errors


def z_score(hits: int, runs: int, shown: float) -> float:
    return (hits / runs - shown) / sqrt(shown * (1 - shown) / runs)


def test_a_blitz_from_range_counts_the_team_reroll_once(data: GameData) -> None:
    """A Crane lineman two dodges from the Lion he blitzes, one team re-roll in hand: the way there
    is counted with it (1/6 alone, 13/36 with it); the block's re-rolled knock-down (one die, 1/2
    alone, 3/4 re-rolled) may use it only when the dodges did not: 6 arrivals in 13 keep it, so
    6/13 × 3/4 + 7/13 × 1/2 = 8/13, not 3/4."""
    lions = {11: (10, 8), 12: (13, 7), 14: (12, 5), 15: (12, 9), 16: (11, 4), 17: (11, 10)}
    m, _ = position(data, *crane_v_lion(), [], {0: (10, 7), **lions}, rerolls=(1, 1))
    blitz = blitz_from_range(m, 0, sq(13, 7), paths_for(m, 0), team_reroll=True)
    assert blitz is not None and blitz.path.dodges == 2 and blitz.odds.knockdown == Fraction(1, 2)
    assert float(blitz.odds.knockdown_with_reroll) == float(Fraction(8, 13))
    played_out(m, blitz, runs=1500, least=450)


def test_a_two_dice_blitz_from_range_counts_the_team_reroll_once(data: GameData) -> None:
    """One dodge away (1/2 alone, 3/4 with the team re-roll), then two dice, he chooses, with a
    team-mate's assist: two arrivals in three keep the re-roll for the block, so its re-rolled
    knock-down is the mix of the two (79%), not the 87% of a re-roll sure to be in hand."""
    m, _ = position(
        data, *crane_v_lion(), [], {0: (10, 7), 1: (14, 7), 11: (10, 8), 12: (13, 7)}, rerolls=(1, 1)
    )
    blitz = blitz_from_range(m, 0, sq(13, 7), paths_for(m, 0), team_reroll=True)
    assert blitz is not None and blitz.path.dodges == 1 and blitz.odds.dice == 2
    assert blitz.odds.attacker_chooses and blitz.path.chance == Fraction(1, 2)
    played_out(m, blitz, runs=1500, least=1000)


def played_out(m: Match, blitz: Blitz, runs: int, least: int) -> None:
    """The blitz played out with seeded dice, the team re-roll used whenever it is offered: the
    blocks thrown on arrival knock the Lion down as often as its re-rolled figure says."""
    shown = float(blitz.odds.knockdown_with_reroll)
    victim = m.board_view.at(blitz.block.square)  # type: ignore[arg-type]
    assert victim is not None
    arrived = fell = 0
    for seed in range(runs):
        copy = m.clone(dice=SeededDice(seed))
        copy.apply(Action(Act.ACTIVATE, piece=0))
        for square in blitz.path.steps:
            copy.apply(Action(Act.MOVE, piece=0, square=square))
            while copy.pending is not None and copy.pending.kind.value == "reroll":
                copy.apply(answer(copy))  # the team re-roll, whenever it is offered
            if copy.pending is None or copy.pending.kind.value != "activation":
                break  # down on the way: a turnover
        else:
            arrived += 1
            copy.apply(blitz.block)
            while copy.pending is not None and copy.pending.kind.value not in ("turn", "activation"):
                copy.apply(answer(copy))  # re-rolled when the kept face downs nobody, re-roll in hand
            fell += copy.pieces[victim.index].status is not Status.STANDING
    assert arrived > least
    z = z_score(fell, arrived, shown)
    assert abs(z) < BOUND, f"shown {shown:.3f}, played {fell / arrived:.3f} of {arrived} (z {z:+.1f})"


def kicked_into_their_half(kicked: Match, seen: int) -> bool:
    """Play the kick-off on from event ``seen`` (a Sneak Attack's turn ended at once, a set-up
    kept) until the ball comes down: whether it stayed in the receiving half (no touchback)."""
    for _ in range(200):
        new = kicked.events[seen:]
        if any(event.kind is EventKind.TOUCHBACK for event in new):
            return False
        if any(event.text.startswith("Kickoff bounce") for event in new):
            return True  # down on the pitch, in their half (a touchback is said with the bounce)
        seen = len(kicked.events)
        prompt = kicked.pending
        assert prompt is not None
        kind = prompt.kind.value
        if kind == "turn":
            kicked.apply(Action(Act.END_TURN))
        elif kind == "setup":
            kicked.apply(Action(Act.END_SETUP))
        elif kind == "activation":
            kicked.apply(Action(Act.END_ACTIVATION))
        else:
            kicked.apply(answer(kicked))
    raise AssertionError("the kick never came down")


def test_the_kicks_figure_counts_the_charts_gust_of_wind(data: GameData) -> None:
    """Aimed at (18, 7), the kick stays in their half 88% of the time on a d6 scatter, 34% on a Gust
    of Wind's 2d6; the chart rolls a Gust 5 times in 36 after the coach has aimed."""
    m = kick_pending(data)
    aim = sq(18, 7)
    assert gust_chance(m) == Fraction(5, 36)
    shown = float(kick_reach(m, aim, receiver=1).receiving)
    runs = 1000
    hits = 0
    for seed in range(runs):
        copy = m.clone(dice=SeededDice(seed))
        seen = len(copy.events)
        copy.apply(Action(Act.KICK, square=aim))
        hits += kicked_into_their_half(copy, seen)
    z = z_score(hits, runs, shown)
    assert abs(z) < BOUND, f"shown {shown:.3f}, played {hits / runs:.3f} of {runs} (z {z:+.1f})"
