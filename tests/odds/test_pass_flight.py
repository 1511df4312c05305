"""The ball's flight worked out with its shortcuts (squares nobody stands on left out of the sums,
each model's catch worked out once) gives, to the last bit, what the plain recursion gives: every
arrival asked, empty squares included, and every catch worked out where the ball comes down.
Crowded positions, some models down, every pass to a team-mate of the thrower with and without
the team re-roll and Augury, and every dropped hand-off."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.chances import d6_success
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.pass_outcomes import (
    _NOBODY,
    MAX_BOUNCES,
    Ends,
    PassEnd,
    _Flight,
    _landings,
    _with_reroll,
    dropped_kept,
    pass_end,
)
from samurai_bowl.engine.state.pieces import Piece, Skill, Status
from tests.rules.match_builder import crane_v_lion, position


class _PlainFlight(_Flight):
    """The flight as the rules read: each landing asked, each catch worked out where it falls."""

    def _after_scatters(
        self, start: int, times: int, catch_modifier: int, reroll: bool, augury: bool = False
    ) -> Ends:
        held = mates = 0.0
        for square, chance in _landings(self.ground, start, times):
            h, t = self.arrive(square, catch_modifier, reroll, 0, augury)
            held += chance * h
            mates += chance * t
        return held, mates

    def arrive(
        self, square: int, catch_modifier: int, reroll: bool, depth: int, augury: bool = False
    ) -> Ends:
        m = self.m
        occupant = m.board.at(square)
        if occupant is None:
            return _NOBODY
        if not occupant.standing:
            return self.bounce(square, reroll, depth)
        catch = float(d6_success(m.data.agility.target(occupant.ag), catch_modifier))
        mine = occupant.side == self.side
        if occupant.has(Skill.CATCH):
            caught, left = _with_reroll(catch), reroll
        elif reroll and occupant.side == m.active:
            caught, left = _with_reroll(catch), False
        else:
            caught, left = catch, reroll
        if augury and mine:
            caught += (1.0 - caught) * catch
        h, t = self.bounce(square, left, depth) if caught < 1.0 else _NOBODY
        return (
            (caught if occupant.index == self.target else 0.0) + (1.0 - caught) * h,
            (caught if mine else 0.0) + (1.0 - caught) * t,
        )

    def bounce(self, square: int, reroll: bool, depth: int) -> Ends:
        if depth >= MAX_BOUNCES:
            return _NOBODY
        key = square, reroll, depth
        known = self._bounces.get(key)
        if known is None:
            held = mates = 0.0
            for end, chance in _landings(self.ground, square, 1):
                h, t = self.arrive(end, 0, reroll, depth + 1)
                held += chance * h
                mates += chance * t
            known = self._bounces[key] = held, mates
        return known


def plain_pass_end(
    m: Match, thrower: Piece, target: Piece, modifier: int, team_reroll: bool, augury: bool
) -> PassEnd:
    flight = _PlainFlight(m, thrower.side, target.index)
    completed, kept = flight.outcome(thrower, target, modifier, False)
    completed_r, kept_r = (
        flight.outcome(thrower, target, modifier, True) if team_reroll else (completed, kept)
    )
    if not augury:
        return PassEnd(completed, completed_r, kept, kept_r)
    completed_a, kept_a = flight.outcome(thrower, target, modifier, team_reroll, True)
    return PassEnd(completed, completed_r, kept, kept_r, completed_a, kept_a)


def crowd(data: GameData, seed: int) -> Match:
    """All 22 models in a 9 x 7 block of the pitch, one in four of them down, a Crane thrower
    holding the ball (a ball coming down there bounces from model to model)."""
    rng = random.Random(seed)
    spots = rng.sample([(x, y) for x in range(6, 15) for y in range(4, 11)], 22)
    at: dict[int, tuple[int, int] | tuple[int, int, Status]] = {
        i: (x, y) if i == 7 or rng.random() < 0.75 else (x, y, Status.PRONE) for i, (x, y) in enumerate(spots)
    }
    m, _ = position(data, *crane_v_lion(), [], at, ball_carrier=7, rerolls=(1, 1))
    return m


@pytest.mark.parametrize("seed", range(6))
def test_a_pass_ends_as_the_plain_recursion_says(data: GameData, seed: int) -> None:
    m = crowd(data, seed)
    thrower = m.pieces[7]
    for target in m.side_pieces(thrower.side):
        if target is thrower or target.square is None:
            continue
        for modifier in (0, -1):
            for team_reroll in (False, True):
                for augury in (False, True):
                    got = pass_end(m, thrower, target, modifier, team_reroll, augury)
                    assert got == plain_pass_end(m, thrower, target, modifier, team_reroll, augury)


@pytest.mark.parametrize("seed", range(6))
def test_a_dropped_hand_off_bounces_as_the_plain_recursion_says(data: GameData, seed: int) -> None:
    m = crowd(data, seed)
    for piece in m.pieces:
        if piece.square is not None:
            for side in (0, 1):
                assert (
                    dropped_kept(m, side, piece.square)
                    == _PlainFlight(m, side, -1).bounce(piece.square, False, 0)[1]
                )
