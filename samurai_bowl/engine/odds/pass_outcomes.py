"""Where a pass ends (R10, R6.2-R6.6, R14): who holds the ball when it is over.

A pass is the throw (R10.1, the Pass skill's re-roll), then the ball comes down: on the target
when accurate, else after three scatters from him (R10.2) — and after three scatters however
accurate in Stifling Wind (R14). Where it comes down a standing model may catch it (R6.2, Catch
re-rolls, a team re-roll for the active team's catches); a failed catch or a fallen model bounces
it on (R6.4), a ball off the pitch is thrown in (R6.6). The board does not change meanwhile, so
each arrival is worked out once; where scatters take the ball depends on the pitch alone, and is
kept from call to call. While Augury (R16) is ready it answers the first failed throw, or
failed catch of the accurate pass by a team-mate, that is left after any other re-roll (R11.4).
A dropped hand-off (R10.3) bounces the same way from the receiver's square.

The chances are floats (the pass is asked about while the AI thinks): a bounce chain can go round
between models, so they are sums of series, followed :data:`MAX_BOUNCES` bounces deep; throw-ins
leaving the pitch again more than :data:`MAX_THROW_INS` times count as the ball left loose. What
that leaves out is under a millionth.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from samurai_bowl.data.dice import Dice
from samurai_bowl.engine.dice.chances import d6_success
from samurai_bowl.engine.rules.ball_flight import _facing_pitch, travel
from samurai_bowl.engine.state.pieces import Piece, Skill
from samurai_bowl.engine.state.pitch import Pitch

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

MAX_BOUNCES = 12
MAX_THROW_INS = 4
Ends = tuple[float, float]  # (the target holds the ball, a team-mate of his holds it) once it rests
_NOBODY: Ends = (0.0, 0.0)
# where the ball comes down: nobody there, a fallen model, or (caught, re-roll left, the target's
# share, his team's share) of a standing one's catch
_Catch = tuple[float, bool, float, float]
_EMPTY: _Catch = (0.0, False, 0.0, 0.0)
_DOWN: _Catch = (-1.0, False, 0.0, 0.0)  # told apart by identity: never a chance


@dataclass(frozen=True)
class PassEnd:
    """Who holds the ball once a pass is over, without and with a team re-roll to spend, and with
    Augury cast on the first failure it answers (None while Augury is not ready)."""

    completed: float  # accurate and caught by the target (the turn goes on)
    completed_with_team_reroll: float
    kept: float  # a team-mate (the target or another) holds the ball, turnover or not
    kept_with_team_reroll: float
    completed_with_augury: float | None = None  # the team re-roll counted too, while one is left
    kept_with_augury: float | None = None


def pass_end(
    m: Match, thrower: Piece, target: Piece, modifier: int, team_reroll: bool, augury: bool = False
) -> PassEnd:
    """The chances of a pass from ``thrower`` to ``target`` with the throw's ``modifier`` (range
    and weather); ``team_reroll``: the thrower's team may still spend a re-roll this turn;
    ``augury``: its shugenja may still answer a failure with Augury."""
    flight = _Flight(m, thrower.side, target.index)
    completed, kept = flight.outcome(thrower, target, modifier, False)
    completed_r, kept_r = (completed, kept)
    if team_reroll:
        completed_r, kept_r = flight.outcome(thrower, target, modifier, True)
    if not augury:
        return PassEnd(completed, completed_r, kept, kept_r)
    completed_a, kept_a = flight.outcome(thrower, target, modifier, team_reroll, True)
    return PassEnd(completed, completed_r, kept, kept_r, completed_a, kept_a)


def dropped_kept(m: Match, side: int, square: int) -> float:
    """R10.3 [I], R6.4: the chance a model of ``side`` ends up holding a ball dropped at
    ``square`` (a failed hand-off, bouncing from the receiver's square). The drop is a turnover
    already, so no team re-roll or Augury answers the catches that follow (R4.4)."""
    return _Flight(m, side, -1).bounce(square, False, 0)[1]


def _with_reroll(chance: float) -> float:
    return 1.0 - (1.0 - chance) ** 2


class _Flight:
    """The ball's travels on one board, each arrival worked out once."""

    def __init__(self, m: Match, side: int, target: int) -> None:
        self.m, self.side, self.target = m, side, target
        self.ground = _Ground(
            m.pitch, tuple(m.data.scatter.step(face) for face in range(1, 9)), m.rules.ball.throw_in_distance
        )
        self.occupant = m.board.occupant
        self.scatters = _one_scatter(self.ground)  # square -> where one scatter from it comes down
        self._arrivals: dict[tuple[int, int, bool, int, bool], Ends] = {}
        self._bounces: dict[tuple[int, bool, int], Ends] = {}
        self._catches: dict[tuple[int, int, bool, bool], _Catch] = {}
        self._taken: dict[int, list[tuple[int, float]]] = {}  # square -> a bounce's landings on a model

    def outcome(
        self, thrower: Piece, target: Piece, modifier: int, reroll: bool, augury: bool = False
    ) -> Ends:
        """(completed, kept) for one pass, with or without the team re-roll and Augury in hand."""
        m = self.m
        assert target.square is not None
        throw = float(d6_success(m.data.agility.target(thrower.ag), modifier))
        wind = _wind_scatters(m)
        completed = kept = 0.0
        branches = _throws(throw, thrower.has(Skill.PASS), reroll, augury)
        for chance, left, omen in branches:
            if wind:
                held, mates = self._after_scatters(target.square, wind, 0, left, omen)
            else:
                held, mates = self.arrive(target.square, 0, left, 0, omen)
            completed += chance * held
            kept += chance * mates
        inaccurate = 1.0 - sum(c for c, _, _ in branches)
        if inaccurate > 0.0:  # a turnover whoever catches it: no team re-roll from here (R4.4)
            scatters = wind or m.rules.ball.inaccurate_pass_scatters
            catch_modifier = m.rules.ball.inaccurate_catch_modifier
            kept += inaccurate * self._after_scatters(target.square, scatters, catch_modifier, False)[1]
        return completed, kept

    def _after_scatters(
        self, start: int, times: int, catch_modifier: int, reroll: bool, augury: bool = False
    ) -> Ends:
        """R10.2: ``times`` scatters from ``start``, then the ball comes down."""
        held = mates = 0.0
        occupant = self.occupant
        for square, chance in _landings(self.ground, start, times):
            if occupant[square] < 0:
                continue  # nobody there: it rests (adding 0.0 to either sum changes nothing)
            h, t = self.arrive(square, catch_modifier, reroll, 0, augury)
            held += chance * h
            mates += chance * t
        return held, mates

    def arrive(
        self, square: int, catch_modifier: int, reroll: bool, depth: int, augury: bool = False
    ) -> Ends:
        """The ball comes down on ``square``: who holds it when it comes to rest. ``augury``: the
        pass itself comes down here (no bounce yet), and Augury may answer a team-mate's failed
        catch (R16)."""
        key = square, catch_modifier, reroll, depth, augury
        known = self._arrivals.get(key)
        if known is not None:
            return known
        catch = self._catches.get((square, catch_modifier, reroll, augury))
        if catch is None:
            catch = self._catch(square, catch_modifier, reroll, augury)
        if catch is _EMPTY:
            result = _NOBODY
        elif catch is _DOWN:
            result = self.bounce(square, reroll, depth)
        else:
            caught, left, held, mine = catch
            h, t = self.bounce(square, left, depth) if caught < 1.0 else _NOBODY
            result = (held + (1.0 - caught) * h, mine + (1.0 - caught) * t)
        self._arrivals[key] = result
        return result

    def _catch(self, square: int, catch_modifier: int, reroll: bool, augury: bool) -> _Catch:
        """What happens where the ball comes down on ``square``, whatever the bounces before: no
        model there, a fallen one, or a standing one's catch (chance caught, team re-roll still
        in hand after it, and what a catch gives the target and his team)."""
        m = self.m
        occupant = m.board.at(square)
        catch: _Catch
        if occupant is None:
            catch = _EMPTY
        elif not occupant.standing:
            catch = _DOWN
        else:
            chance = float(d6_success(m.data.agility.target(occupant.ag), catch_modifier))
            mine = occupant.side == self.side
            if occupant.has(Skill.CATCH):
                caught, left = _with_reroll(chance), reroll
            elif reroll and occupant.side == m.active:  # a team re-roll on the failed catch, none after it
                caught, left = _with_reroll(chance), False
            else:
                caught, left = chance, reroll
            if augury and mine:  # R16, R11.4: the bonus re-roll after any other
                caught += (1.0 - caught) * chance
            catch = caught, left, caught if occupant.index == self.target else 0.0, caught if mine else 0.0
        self._catches[square, catch_modifier, reroll, augury] = catch
        return catch

    def bounce(self, square: int, reroll: bool, depth: int) -> Ends:
        """R6.4: one square in a d8 direction (thrown in if it leaves), then it comes down again."""
        if depth >= MAX_BOUNCES:
            return _NOBODY
        key = square, reroll, depth
        known = self._bounces.get(key)
        if known is None:
            held = mates = 0.0
            landings = self._taken.get(square)
            if landings is None:  # nobody where it rests: adding 0.0 to either sum changes nothing
                landings = self._taken[square] = [
                    (end, chance) for end, chance in self.scatters[square] if self.occupant[end] >= 0
                ]
            for end, chance in landings:
                h, t = self.arrive(end, 0, reroll, depth + 1)
                held += chance * h
                mates += chance * t
            known = self._bounces[key] = held, mates
        return known


def _throws(throw: float, pass_skill: bool, reroll: bool, augury: bool) -> list[tuple[float, bool, bool]]:
    """The accurate throws: (chance, team re-roll still in hand, Augury still in hand) — first
    time, after the Pass skill's re-roll or the team's (R10.1, R11.1), after Augury (R16)."""
    if pass_skill:
        branches = [(_with_reroll(throw), reroll, augury)]
    elif reroll:
        branches = [(throw, True, augury), ((1.0 - throw) * throw, False, augury)]
    else:
        branches = [(throw, False, augury)]
    if augury:
        branches.append(((1.0 - sum(c for c, _, _ in branches)) * throw, branches[-1][1], False))
    return branches


class _Ground(NamedTuple):
    """What the ball's flight depends on: the pitch, the d8's steps and the throw-in's distance."""

    pitch: Pitch
    steps: tuple[tuple[int, int], ...]
    throw_in: Dice


class _OneScatter:
    """:func:`_landings` of one scatter from each square, for one ground, looked up by square
    (asking the shared cache hashes the whole ground each time)."""

    __slots__ = ("_ground", "_known")

    def __init__(self, ground: _Ground) -> None:
        self._ground = ground
        self._known: list[tuple[tuple[int, float], ...] | None] = [None] * ground.pitch.size

    def __getitem__(self, square: int) -> tuple[tuple[int, float], ...]:
        known = self._known[square]
        if known is None:
            known = self._known[square] = _landings(self._ground, square, 1)
        return known


@lru_cache(maxsize=16)
def _one_scatter(ground: _Ground) -> _OneScatter:
    return _OneScatter(ground)


@lru_cache(maxsize=2048)
def _landings(ground: _Ground, start: int, times: int) -> tuple[tuple[int, float], ...]:
    """Where the ball comes down after ``times`` one-square scatters from ``start``, and how
    likely each square is: a ball leaving the pitch is thrown in (R6.6), and that ends the
    scattering (R10.2)."""
    flying = {start: 1.0}  # still scattering
    down: dict[int, float] = {}  # thrown in: scattering no more
    for _ in range(times):
        nxt: dict[int, float] = {}
        for square, chance in flying.items():
            share = chance / 8
            for step in ground.steps:
                end = ground.pitch.step(square, *step)
                if end is not None:
                    nxt[end] = nxt.get(end, 0.0) + share
                    continue
                for landing, c in _thrown_in(ground, square, step, 0):
                    down[landing] = down.get(landing, 0.0) + share * c
        flying = nxt
    for square, chance in flying.items():
        down[square] = down.get(square, 0.0) + chance
    return tuple(down.items())


@lru_cache(maxsize=1024)
def _thrown_in(
    ground: _Ground, last: int, exit_step: tuple[int, int], depth: int
) -> tuple[tuple[int, float], ...]:
    """R6.6: where the crowd's throw-in from ``last`` comes down (again when it leaves again)."""
    if depth > MAX_THROW_INS:
        return ()
    ends: dict[int, float] = {}
    for step in _facing_pitch(ground.pitch, last, exit_step):
        for squares, c in _totals(ground.throw_in):
            end, at = travel(ground.pitch, last, step, squares)
            if end is not None:
                ends[end] = ends.get(end, 0.0) + c / 3
            else:
                for far, c2 in _thrown_in(ground, at, step, depth + 1):
                    ends[far] = ends.get(far, 0.0) + c / 3 * c2
    return tuple(ends.items())


def _wind_scatters(m: Match) -> int:
    from samurai_bowl.engine.rules.weather import current

    return current(m).pass_scatters


@lru_cache(maxsize=16)
def _totals(dice: Dice) -> tuple[tuple[int, float], ...]:
    """The chance of each total of ``dice``."""
    totals = {0: 1.0}
    for _ in range(dice.count):
        nxt: dict[int, float] = {}
        for total, chance in totals.items():
            for face in range(1, dice.sides + 1):
                nxt[total + face] = nxt.get(total + face, 0.0) + chance / dice.sides
        totals = nxt
    return tuple(totals.items())
