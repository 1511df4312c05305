"""Where a model can move this activation, and the safest way to get there (R5.1–R5.4, R6.1).

Pure functions over plain arrays indexed by square. :func:`reachable` is a layered label
search over (square, steps used): a label survives only when it is strictly safer than every
label with fewer steps at its square, so the step budget (MA + Surge of Speed) is respected
exactly. The search and the paths it returns work in floats, for the AI and the pitch's
shading; each path's chance is ``float`` of its exact chance, worked out once per sequence of
step codes (which recur from call to call) and kept in a bounded LRU cache. The exact
:class:`Fraction`, for a person to read, comes from :func:`path_rolls` and :func:`odds.sequence`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import lcm
from typing import NamedTuple

from samurai_bowl.engine.dice.chances import (
    Roll,
    d6_success,
    integer_chances,
    sequence,
    sequence_ratio,
    with_reroll,
)
from samurai_bowl.engine.odds.lru import LruCache
from samurai_bowl.engine.state.pitch import Pitch

SURGE_CHANCE = Fraction(5, 6)  # R5.4: a Surge of Speed fails only on a 1
_EPS = 1e-12  # relative tolerance: float chances this close are the same exact chance
_BALL = 9  # code offset for the ball square; a square is in at most 8 tackle zones
# Path summaries kept, over every kind of mover, in a least-recently-used cache. An entry is
# about 370 bytes as the cache churns (key, summary and the table's share), so a full cache
# holds under CACHE_BYTES (tests/engine/test_path_cache.py measures it).
CACHE_ENTRIES = 16384
CACHE_BYTES = 7_000_000

# A step's roll code: bit 0 surge, bit 1 pick-up, bits 2-3 dodge (0 none, 1 plain, 2 Dodge
# re-roll), bits 4+ the enemy tackle zones on the square entered (the dodge modifier).
_SURGE, _PICKUP, _PLAIN, _REROLL = 1, 2, 4, 8


@dataclass(frozen=True, slots=True)
class MoveAbility:
    """What the moving model can still do this activation."""

    ma_left: int  # normal squares left this activation
    surges: int  # Surge of Speed squares allowed (0 when not allowed)
    dodge_target: int  # d6 target for this model's dodges before modifiers (2..6)
    has_dodge: bool  # Dodge skill
    pickup_chance: Fraction | None = None  # one pick-up die; None = cannot pick up
    sure_hands: bool = False  # Sure Hands re-rolls the pick-up, and rules out the team re-roll (R11.1)

    @property
    def pickup_success(self) -> Fraction | None:
        """The chance of picking up, Sure Hands included (no team re-roll)."""
        pick = self.pickup_chance
        return with_reroll(pick) if pick is not None and self.sure_hands else pick


class Path(NamedTuple):
    """The safest way to one square. The chances are floats, each exactly ``float`` of the
    exact chance of the path's rolls (:func:`path_rolls` and :func:`odds.sequence` give it)."""

    square: int
    steps: tuple[int, ...]  # squares entered, in order, ending at ``square``
    chance: float  # every roll succeeds (skill re-rolls included, no team re-roll)
    chance_with_team_reroll: float  # one team re-roll on the first failed roll without a skill one
    dodges: int
    surges: int
    picks_up: bool


# --- rolls of a given path ---------------------------------------------------------------------


def _step_code(
    prev: int,
    square: int,
    index: int,
    ma: int,
    has_dodge: bool,
    enemy_tz: Sequence[int],
    enemy_tackle_tz: Sequence[int],
    picks_up: bool,
) -> int:
    """The roll code for entering ``square`` from ``prev`` as step ``index`` (1-based)."""
    code = _SURGE if index > ma else 0
    if picks_up:
        code |= _PICKUP
    if enemy_tz[prev]:  # R5.3: leaving a tackle zone
        code |= _REROLL if has_dodge and not enemy_tackle_tz[prev] else _PLAIN
        code |= enemy_tz[square] << 4
    return code


def _rolls_for(
    codes: tuple[int, ...], dodge_target: int, pickup_chance: Fraction | None, sure_hands: bool = False
) -> tuple[Roll, ...]:
    """The rolls, in order, for a path's step codes: surge, then dodge, then pick-up per step.
    A pick-up with Sure Hands is a roll with a skill re-roll: no team re-roll may follow it."""
    rolls: list[Roll] = []
    for code in codes:
        if code & _SURGE:
            rolls.append(Roll(SURGE_CHANCE))
        if code & (_PLAIN | _REROLL):
            rolls.append(Roll(d6_success(dodge_target, -(code >> 4)), bool(code & _REROLL)))
        if code & _PICKUP:
            assert pickup_chance is not None
            rolls.append(Roll(pickup_chance, sure_hands))
    return tuple(rolls)


_Summary = tuple[float, float, int, int, bool]  # chance, with a team re-roll, dodges, surges, picks up
_Kind = tuple[int, int, int, bool]  # dodge target, pick-up chance as numerator and denominator (0, 0:
# none), Sure Hands
# (kind of mover, step codes packed as in reachable) -> summary, for every kind of mover together.
_SUMMARIES: LruCache[tuple[_Kind, int], _Summary] = LruCache(CACHE_ENTRIES)
_StepRolls = dict[int, tuple[tuple[int, int], ...]]  # step code -> its rolls as integer chances


@lru_cache(maxsize=64)
def _mover(
    dodge_target: int, pickup_chance: Fraction | None, sure_hands: bool
) -> tuple[_Kind, int, _StepRolls]:
    """One kind of mover: its part of a cache key (one tuple, shared by its entries), ``q``, and
    the rolls of each step code met so far as :func:`odds.integer_chances` over ``q`` (every
    chance of a step is a whole number of 1/q)."""
    if pickup_chance is None:
        return (dodge_target, 0, 0, False), 36, {}
    num, den = pickup_chance.numerator, pickup_chance.denominator
    return (dodge_target, num, den, sure_hands), lcm(36, den, with_reroll(pickup_chance).denominator), {}


def _summary(packed: int, dodge_target: int, pickup_chance: Fraction | None, sure_hands: bool) -> _Summary:
    """(chance, chance with team re-roll, dodges, surges, picks up) for a path's packed step codes:
    the chances are ``float`` of :func:`odds.sequence` of its rolls, worked out in integers."""
    _, q, known = _mover(dodge_target, pickup_chance, sure_hands)
    rolls: list[tuple[int, int]] = []
    codes = _unpack(packed)
    for code in codes:
        step = known.get(code)
        if step is None:
            step = known[code] = tuple(
                integer_chances(r, q) for r in _rolls_for((code,), dodge_target, pickup_chance, sure_hands)
            )
        rolls += step
    alone, rerolled, den = sequence_ratio(q, rolls)
    return (
        alone / den,
        rerolled / den,
        sum(1 for c in codes if c & (_PLAIN | _REROLL)),
        sum(c & _SURGE for c in codes),
        any(c & _PICKUP for c in codes),
    )


def _path_codes(
    pitch: Pitch,
    start: int,
    steps: Sequence[int],
    ability: MoveAbility,
    enemy_tz: Sequence[int],
    enemy_tackle_tz: Sequence[int],
    ball: int | None,
) -> tuple[int, ...]:
    if len(steps) > max(ability.ma_left, 0) + max(ability.surges, 0):
        raise ValueError(f"R5.4: {len(steps)} squares is more than MA {ability.ma_left} + {ability.surges}")
    codes = []
    prev = start
    loose = ball if ability.pickup_chance is not None else None
    for index, square in enumerate(steps, 1):
        if square not in pitch.neighbours[prev]:
            raise ValueError(f"R5.1: square {square} is not next to square {prev}")
        picks_up = square == loose
        if picks_up:
            loose = None  # R6.1: the ball is carried from here on
        codes.append(
            _step_code(
                prev, square, index, ability.ma_left, ability.has_dodge, enemy_tz, enemy_tackle_tz, picks_up
            )
        )
        prev = square
    return tuple(codes)


def path_rolls(
    pitch: Pitch,
    start: int,
    steps: Sequence[int],
    ability: MoveAbility,
    enemy_tz: Sequence[int],
    enemy_tackle_tz: Sequence[int],
    ball: int | None = None,
) -> list[Roll]:
    """The rolls moving along ``steps`` from ``start`` needs, in order.

    Raises ValueError when a step is not next to the one before or the path is over budget;
    whether the squares are free is the caller's check.
    """
    codes = _path_codes(pitch, start, steps, ability, enemy_tz, enemy_tackle_tz, ball)
    return list(_rolls_for(codes, ability.dodge_target, ability.pickup_chance, ability.sure_hands))


def path_chance(
    pitch: Pitch,
    start: int,
    steps: Sequence[int],
    ability: MoveAbility,
    enemy_tz: Sequence[int],
    enemy_tackle_tz: Sequence[int],
    ball: int | None = None,
    team_reroll: bool = False,
) -> Fraction:
    """Chance that every roll along ``steps`` succeeds (optionally with one team re-roll)."""
    return sequence(path_rolls(pitch, start, steps, ability, enemy_tz, enemy_tackle_tz, ball), team_reroll)


# --- the search ----------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _tables(dodge_target: int, pickup: float) -> tuple[tuple[float, ...], ...]:
    """Chance factors indexed by an entered square's code (tackle zones, +_BALL on the ball).

    Returns (no dodge, plain dodge, Dodge re-roll) tables.
    """
    plain = [float(d6_success(dodge_target, -n)) for n in range(_BALL)]
    reroll = [1 - (1 - p) ** 2 for p in plain]
    return tuple(tuple(t + [x * pickup for x in t]) for t in ([1.0] * _BALL, plain, reroll))


_ROLLS = tuple(tuple([extra] * _BALL + [extra + 1] * _BALL) for extra in (0, 1))  # rolls per entry
# The step bits of entering a square, by its code, after no dodge and after one: the pick-up, and
# the tackle zones entered (a dodge's modifier).
_STEP_BITS = (
    tuple([0] * _BALL + [_PICKUP] * _BALL),
    tuple([n << 4 for n in range(_BALL)] + [n << 4 | _PICKUP for n in range(_BALL)]),
)
_BLOCKED = {False: 0.0, True: float("inf")}  # the first threshold of a free and an occupied square
_Label = tuple[int, float, int, tuple[int, ...], int]  # square, chance, rolls, steps, packed codes


def reachable(
    pitch: Pitch,
    start: int,
    ability: MoveAbility,
    occupied: Sequence[bool],
    enemy_tz: Sequence[int],
    enemy_tackle_tz: Sequence[int],
    ball: int | None = None,
    only: Collection[int] | None = None,
) -> dict[int, Path]:
    """Every square the model can reach this activation, with the safest path to each.

    Safest = highest chance that every roll succeeds; ties go to fewer steps, then fewer rolls,
    then the first found (deterministic). The start square and chance-0 squares are left out.
    A path's step codes travel packed in one int, a byte a step after a leading 1.

    With ``only``, just those squares are answered (each with the very path the whole search
    gives it), and the search leaves out every way that could not reach one of them.
    """
    closed = list(map(_BLOCKED.__getitem__, occupied))
    return reachable_from(pitch, start, ability, closed, enemy_tz, enemy_tackle_tz, ball, only)


def _distances_to(pitch: Pitch, squares: Collection[int]) -> Sequence[int]:
    """Per square, the king-move distance to the nearest of ``squares`` (none: farther than any)."""
    rows = [pitch.distances_from(s) for s in squares]
    if len(rows) == 1:
        return rows[0]
    if not rows:
        return [pitch.size] * pitch.size
    return list(map(min, *rows))


def reachable_from(
    pitch: Pitch,
    start: int,
    ability: MoveAbility,
    closed: list[float],
    enemy_tz: Sequence[int],
    enemy_tackle_tz: Sequence[int],
    ball: int | None = None,
    only: Collection[int] | None = None,
) -> dict[int, Path]:
    """:func:`reachable`, the taken squares given as ``closed`` (``inf`` where a model stands,
    else 0.0, as the board keeps them): the search writes in ``closed``, so pass a copy.

    With ``only``, a label goes on from its square only while one of those squares is still
    within the steps left. Every way to one of them passes only squares that near, and it meets
    the same labels there in the same order, so each of them gets the path the whole search
    gives it."""
    ma = max(ability.ma_left, 0)
    budget = ma + max(ability.surges, 0)
    pick = ability.pickup_success
    loose = ball if ball is not None and pick is not None else -1  # the ball square, if picked up here
    none_t, plain_t, reroll_t = _tables(ability.dodge_target, float(pick) if pick is not None else 1.0)
    rolls_none, rolls_dodge = _ROLLS
    bits_none, bits_dodge = _STEP_BITS
    code = list(enemy_tz)  # per square: tackle zones, +_BALL on the loose ball
    nbrs = pitch.neighbours
    near_ball: frozenset[int] = frozenset()
    if loose >= 0:
        code[loose] += _BALL
        near_ball = frozenset(nbrs[loose])
    # thr[sq]: a new label there must be safer than this; occupied squares can never be entered.
    thr = closed
    inf = thr[start] = _BLOCKED[True]
    has_dodge = ability.has_dodge
    eps1 = 1.0 + _EPS
    surge_f = 5.0 / 6.0
    summaries = _Summaries(ability)
    known, new = summaries.local.get, tuple.__new__
    best: dict[int, _Label] = {}  # square -> its safest label
    frontier: list[_Label] = [(start, 1.0, 0, (), 1)]  # the labels of one layer share a step count
    near = _distances_to(pitch, only) if only is not None else None
    for k in range(1, budget + 1):
        surge = k > ma
        bits0 = _SURGE if surge else 0
        fewest = k - ma if surge else 0  # the fewest rolls a path of k steps can take
        nxt: dict[int, tuple[float, int, tuple[int, ...], int, int]] = {}  # square -> its best arrival
        get = nxt.get
        for s, cs, rs, s_steps, s_key in frontier:
            if surge:
                cs *= surge_f
                rs += 1
            if not enemy_tz[s] and s not in near_ball:
                # no roll to enter any neighbour: the chance and the rolls carry over unchanged
                if rs == fewest:  # no roll but the surges: nothing can beat the first arrival in this layer
                    for t in nbrs[s]:
                        if cs > thr[t]:
                            nxt[t] = cs, rs, s_steps, s_key, bits0
                            thr[t] = inf  # until the layer ends
                    continue
                for t in nbrs[s]:
                    if cs > thr[t]:
                        cur = get(t)
                        if cur is None or cs > cur[0] * eps1 or (rs < cur[1] and cs * eps1 >= cur[0]):
                            nxt[t] = cs, rs, s_steps, s_key, bits0
                continue
            if enemy_tz[s]:  # R5.3: leaving a tackle zone needs a dodge
                if has_dodge and not enemy_tackle_tz[s]:
                    tab, bits = reroll_t, bits0 | _REROLL
                else:
                    tab, bits = plain_t, bits0 | _PLAIN
                rtab, btab = rolls_dodge, bits_dodge
            else:
                tab, bits, rtab, btab = none_t, bits0, rolls_none, bits_none
            for t in nbrs[s]:
                c = code[t]
                f = cs * tab[c]
                if f > thr[t]:
                    r = rs + rtab[c]
                    cur = get(t)
                    if cur is None or f > cur[0] * eps1 or (r < cur[1] and f * eps1 >= cur[0]):
                        nxt[t] = f, r, s_steps, s_key, bits | btab[c]
                        if r == fewest:
                            thr[t] = inf  # unbeatable too (beside the ball, not onto it)
        if not nxt:
            break
        frontier = []
        left = budget - k  # the steps after this layer
        for t, (f, r, s_steps, s_key, bits) in nxt.items():
            label = t, f, r, s_steps + (t,), s_key << 8 | bits  # noqa: RUF005 (the faster)
            best[t] = label  # until a later layer finds a safer way
            if near is not None and near[t] > left:
                thr[t] = inf  # no square asked for is near enough to go on to, now or later
                continue
            thr[t] = f * eps1
            frontier.append(label)
    if only is not None:
        wanted = only if isinstance(only, (set, frozenset)) else set(only)
        best = {t: label for t, label in best.items() if t in wanted}
    return {
        t: new(Path, (t, steps) + (known(key) or summaries.find(key)))
        for t, (_, _, _, steps, key) in best.items()
    }


def _unpack(key: int) -> tuple[int, ...]:
    """The step codes packed in ``key`` by :func:`reachable`, first step first."""
    codes = []
    while key > 1:
        codes.append(key & 0xFF)
        key >>= 8
    return tuple(reversed(codes))


class _Summaries:
    """The summaries one :func:`reachable` call needs, from the shared cache: each sequence of
    step codes uses the cache once a call (``local``), however many squares it leads to."""

    __slots__ = ("_kind", "_pick", "_sure", "_target", "local")

    def __init__(self, ability: MoveAbility) -> None:
        self._target, self._pick = ability.dodge_target, ability.pickup_chance
        self._sure = ability.sure_hands and self._pick is not None
        self._kind = _mover(self._target, self._pick, self._sure)[0]
        self.local: dict[int, _Summary] = {}

    def find(self, packed: int) -> _Summary:
        """The summary of a sequence this call has not met yet."""
        key = self._kind, packed
        summary = _SUMMARIES.get(key)
        if summary is None:
            summary = _summary(packed, self._target, self._pick, self._sure)
            _SUMMARIES.put(key, summary)
        self.local[packed] = summary
        return summary
