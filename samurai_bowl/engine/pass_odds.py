"""Where a pass ends (R10, R6.2-R6.6, R14): who holds the ball when it is over, as exact chances.

A pass is the throw (R10.1, the Pass skill's re-roll), then the ball comes down: on the target
when accurate, else after three scatters from him (R10.2) — and after three scatters however
accurate in Stifling Wind (R14). Where it comes down a standing model may catch it (R6.2, Catch
re-rolls, a team re-roll for the active team's catches); a failed catch or a fallen model bounces
it on (R6.4), a ball off the pitch is thrown in (R6.6). The board does not change meanwhile, so
each arrival is worked out once; where scatters take the ball depends on the pitch alone, and is
kept from call to call. Bounce chains longer than :data:`MAX_BOUNCES` and throw-ins
leaving the pitch again more than :data:`MAX_THROW_INS` times count as the ball left loose: that
leaves out less than a hundredth of a percent.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from samurai_bowl.data.dice import Dice
from samurai_bowl.engine.ball import _facing_pitch, travel
from samurai_bowl.engine.odds import d6_success, with_reroll
from samurai_bowl.engine.pieces import Piece, Skill
from samurai_bowl.engine.pitch import Pitch

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

MAX_BOUNCES = 8
MAX_THROW_INS = 3
_ONE, _ZERO = Fraction(1), Fraction(0)
Holders = dict[int, Fraction]  # piece index -> chance he holds the ball when it comes to rest


@dataclass(frozen=True)
class PassEnd:
    """Who holds the ball once a pass is over, without and with a team re-roll to spend."""

    completed: Fraction  # accurate and caught by the target (the turn goes on)
    completed_with_team_reroll: Fraction
    kept: Fraction  # a team-mate (the target or another) holds the ball, turnover or not
    kept_with_team_reroll: Fraction


def pass_end(m: Match, thrower: Piece, target: Piece, modifier: int, team_reroll: bool) -> PassEnd:
    """The chances of a pass from ``thrower`` to ``target`` with the throw's ``modifier`` (range
    and weather); ``team_reroll``: the thrower's team may still spend a re-roll this turn."""
    flight = _Flight(m, thrower.side)
    completed, kept = flight.outcome(thrower, target, modifier, False)
    if not team_reroll:
        return PassEnd(completed, completed, kept, kept)
    completed_r, kept_r = flight.outcome(thrower, target, modifier, True)
    return PassEnd(completed, completed_r, kept, kept_r)


class _Flight:
    """The ball's travels on one board, each arrival worked out once."""

    def __init__(self, m: Match, side: int) -> None:
        self.m, self.side = m, side
        self.ground = _Ground(m.pitch, tuple(m.data.scatter.step(face) for face in range(1, 9)),
                              m.rules.ball.throw_in_distance)
        self._arrivals: dict[tuple[int, int, bool, int], Holders] = {}
        self._bounces: dict[tuple[int, bool, int], Holders] = {}

    def outcome(self, thrower: Piece, target: Piece, modifier: int,
                reroll: bool) -> tuple[Fraction, Fraction]:
        """(completed, kept) for one pass, with or without the team re-roll in hand."""
        m = self.m
        assert target.square is not None
        throw = d6_success(m.data.agility.target(thrower.ag), modifier)
        wind = _wind_scatters(m)
        # the throw: accurate with the re-roll still in hand, or after spending it, or inaccurate
        if thrower.has(Skill.PASS):
            branches = [(with_reroll(throw), reroll)]
        elif reroll:
            branches = [(throw, True), ((1 - throw) * throw, False)]
        else:
            branches = [(throw, False)]
        completed, kept = _ZERO, _ZERO
        for chance, left in branches:
            if wind:
                holders = self._after_scatters(target.square, wind, 0, left)
            else:
                holders = self.arrive(target.square, 0, left, 0)
            completed += chance * holders.get(target.index, _ZERO)
            kept += chance * self._mates(holders)
        inaccurate = 1 - sum((c for c, _ in branches), _ZERO)
        if inaccurate:  # a turnover whoever catches it: no team re-roll from here (R4.4)
            scatters = wind or m.rules.ball.inaccurate_pass_scatters
            catch_modifier = m.rules.ball.inaccurate_catch_modifier
            holders = self._after_scatters(target.square, scatters, catch_modifier, False)
            kept += inaccurate * self._mates(holders)
        return completed, kept

    def _mates(self, holders: Mapping[int, Fraction]) -> Fraction:
        pieces = self.m.pieces
        return sum((c for i, c in holders.items() if pieces[i].side == self.side), _ZERO)

    def _after_scatters(self, start: int, times: int, catch_modifier: int, reroll: bool) -> Holders:
        """R10.2: ``times`` scatters from ``start``, then the ball comes down."""
        result: Holders = {}
        for square, chance in _landings(self.ground, start, times).items():
            _add(result, self.arrive(square, catch_modifier, reroll, 0), chance)
        return result

    def arrive(self, square: int, catch_modifier: int, reroll: bool, depth: int) -> Holders:
        """The ball comes down on ``square``: who holds it when it comes to rest."""
        key = square, catch_modifier, reroll, depth
        known = self._arrivals.get(key)
        if known is not None:
            return known
        m = self.m
        occupant = m.board.at(square)
        result: Holders = {}
        if occupant is not None and not occupant.standing:
            result = self._bounce(square, reroll, depth)
        elif occupant is not None:
            catch = d6_success(m.data.agility.target(occupant.ag), catch_modifier)
            mine = reroll and occupant.side == m.active
            if occupant.has(Skill.CATCH):
                caught, fails = with_reroll(catch), [(1 - with_reroll(catch), reroll)]
            elif mine:  # a team re-roll on the failed catch, and none left after it
                caught, fails = with_reroll(catch), [((1 - catch) ** 2, False)]
            else:
                caught, fails = catch, [(1 - catch, reroll)]
            result[occupant.index] = caught
            for chance, left in fails:
                if chance:
                    _add(result, self._bounce(square, left, depth), chance)
        self._arrivals[key] = result
        return result

    def _bounce(self, square: int, reroll: bool, depth: int) -> Holders:
        """R6.4: one square in a d8 direction (thrown in if it leaves), then it comes down again."""
        if depth >= MAX_BOUNCES:
            return {}
        key = square, reroll, depth
        known = self._bounces.get(key)
        if known is not None:
            return known
        result: Holders = {}
        for end, chance in _landings(self.ground, square, 1).items():
            _add(result, self.arrive(end, 0, reroll, depth + 1), chance)
        self._bounces[key] = result
        return result


class _Ground(NamedTuple):
    """What the ball's flight depends on: the pitch, the d8's steps and the throw-in's distance."""

    pitch: Pitch
    steps: tuple[tuple[int, int], ...]
    throw_in: Dice


@lru_cache(maxsize=2048)
def _landings(ground: _Ground, start: int, times: int) -> dict[int, Fraction]:
    """Where the ball comes down after ``times`` one-square scatters from ``start``: a ball leaving
    the pitch is thrown in (R6.6), and that ends the scattering (R10.2)."""
    flying = {start: _ONE}  # still scattering
    down: dict[int, Fraction] = {}  # thrown in: scattering no more
    eighth = Fraction(1, 8)
    for _ in range(times):
        nxt: dict[int, Fraction] = {}
        for square, chance in flying.items():
            share = chance * eighth
            for step in ground.steps:
                end = ground.pitch.step(square, *step)
                if end is not None:
                    nxt[end] = nxt.get(end, _ZERO) + share
                    continue
                for landing, c in _thrown_in(ground, square, step, 0).items():
                    down[landing] = down.get(landing, _ZERO) + share * c
        flying = nxt
    for square, chance in flying.items():
        down[square] = down.get(square, _ZERO) + chance
    return down


@lru_cache(maxsize=1024)
def _thrown_in(ground: _Ground, last: int, exit_step: tuple[int, int], depth: int) -> dict[int, Fraction]:
    """R6.6: where the crowd's throw-in from ``last`` comes down (again when it leaves again)."""
    if depth > MAX_THROW_INS:
        return {}
    third = Fraction(1, 3)
    ends: dict[int, Fraction] = {}
    for step in _facing_pitch(ground.pitch, last, exit_step):
        for squares, c in _totals(ground.throw_in).items():
            end, at = travel(ground.pitch, last, step, squares)
            if end is not None:
                ends[end] = ends.get(end, _ZERO) + third * c
            else:
                for far, c2 in _thrown_in(ground, at, step, depth + 1).items():
                    ends[far] = ends.get(far, _ZERO) + third * c * c2
    return ends


def _wind_scatters(m: Match) -> int:
    from samurai_bowl.engine.weather import current

    return current(m).pass_scatters


def _add(into: Holders, holders: Mapping[int, Fraction], chance: Fraction) -> None:
    for piece, c in holders.items():
        into[piece] = into.get(piece, _ZERO) + chance * c


@lru_cache(maxsize=16)
def _totals(dice: Dice) -> dict[int, Fraction]:
    """The chance of each total of ``dice``."""
    totals = {0: _ONE}
    for _ in range(dice.count):
        nxt: dict[int, Fraction] = {}
        for total, chance in totals.items():
            for face in range(1, dice.sides + 1):
                nxt[total + face] = nxt.get(total + face, _ZERO) + chance / dice.sides
        totals = nxt
    return totals
