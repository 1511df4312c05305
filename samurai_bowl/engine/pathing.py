"""Where a model can move this activation, and the safest way to get there (R5.1–R5.4, R6.1).

Pure functions over plain arrays indexed by square. :func:`reachable` is a layered label
search over (square, steps used): a label survives only when it is strictly safer than every
label with fewer steps at its square, so the step budget (MA + Surge of Speed) is respected
exactly. The hot loop works on floats and ints; exact :class:`Fraction` chances come from the
path's :class:`Roll` list (the same list :func:`path_rolls` gives) and :func:`odds.sequence`,
memoised by the path's roll codes, which recur from call to call.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from samurai_bowl.engine.odds import Roll, d6_success, sequence
from samurai_bowl.engine.pitch import Pitch

SURGE_CHANCE = Fraction(5, 6)  # R5.4: a Surge of Speed fails only on a 1
_EPS = 1e-12  # relative tolerance: float chances this close are the same exact chance
_BALL = 9  # code offset for the ball square; a square is in at most 8 tackle zones
_CACHE_LIMIT = 16384  # memo entries per kind of mover (a few MB at most)

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
    pickup_chance: Fraction | None = None  # per pick-up attempt incl. Sure Hands; None = cannot


@dataclass(frozen=True, slots=True)
class Path:
    """The safest way to one square."""

    square: int
    steps: tuple[int, ...]  # squares entered, in order, ending at ``square``
    chance: Fraction  # every roll succeeds (skill re-rolls included, no team re-roll)
    chance_with_team_reroll: Fraction  # one team re-roll on the first failed roll without a skill one
    dodges: int
    surges: int
    picks_up: bool


# --- rolls of a given path ---------------------------------------------------------------------

def _step_code(prev: int, square: int, index: int, ma: int, has_dodge: bool, enemy_tz: Sequence[int],
               enemy_tackle_tz: Sequence[int], picks_up: bool) -> int:
    """The roll code for entering ``square`` from ``prev`` as step ``index`` (1-based)."""
    code = _SURGE if index > ma else 0
    if picks_up:
        code |= _PICKUP
    if enemy_tz[prev]:  # R5.3: leaving a tackle zone
        code |= _REROLL if has_dodge and not enemy_tackle_tz[prev] else _PLAIN
        code |= enemy_tz[square] << 4
    return code


@lru_cache(maxsize=_CACHE_LIMIT)
def _rolls_for(codes: tuple[int, ...], dodge_target: int, pickup_chance: Fraction | None) -> tuple[Roll, ...]:
    """The rolls, in order, for a path's step codes: surge, then dodge, then pick-up per step."""
    rolls: list[Roll] = []
    for code in codes:
        if code & _SURGE:
            rolls.append(Roll(SURGE_CHANCE))
        if code & (_PLAIN | _REROLL):
            rolls.append(Roll(d6_success(dodge_target, -(code >> 4)), bool(code & _REROLL)))
        if code & _PICKUP:
            assert pickup_chance is not None
            rolls.append(Roll(pickup_chance))
    return tuple(rolls)


_Summary = tuple[Fraction, Fraction, int, int, bool]
# (dodge target, pick-up chance) -> step codes -> summary; one Fraction hash per reachable() call.
_SUMMARIES: dict[tuple[int, Fraction | None], dict[tuple[int, ...], _Summary]] = {}


def _summary(codes: tuple[int, ...], dodge_target: int, pickup_chance: Fraction | None) -> _Summary:
    """(chance, chance with team re-roll, dodges, surges, picks up) for a path's step codes."""
    rolls = _rolls_for(codes, dodge_target, pickup_chance)
    return (sequence(rolls), sequence(rolls, team_reroll=True),
            sum(1 for c in codes if c & (_PLAIN | _REROLL)), sum(c & _SURGE for c in codes),
            any(c & _PICKUP for c in codes))


def _summaries(dodge_target: int, pickup_chance: Fraction | None) -> dict[tuple[int, ...], _Summary]:
    """The memo of summaries for one kind of mover, emptied when it grows past the limit."""
    memo = _SUMMARIES.setdefault((dodge_target, pickup_chance), {})
    if len(memo) > _CACHE_LIMIT:
        memo.clear()
    return memo


def _path_codes(pitch: Pitch, start: int, steps: Sequence[int], ability: MoveAbility,
                enemy_tz: Sequence[int], enemy_tackle_tz: Sequence[int], ball: int | None) -> tuple[int, ...]:
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
        codes.append(_step_code(prev, square, index, ability.ma_left, ability.has_dodge,
                                enemy_tz, enemy_tackle_tz, picks_up))
        prev = square
    return tuple(codes)


def path_rolls(pitch: Pitch, start: int, steps: Sequence[int], ability: MoveAbility, enemy_tz: Sequence[int],
               enemy_tackle_tz: Sequence[int], ball: int | None = None) -> list[Roll]:
    """The rolls moving along ``steps`` from ``start`` needs, in order.

    Raises ValueError when a step is not next to the one before or the path is over budget;
    whether the squares are free is the caller's check.
    """
    codes = _path_codes(pitch, start, steps, ability, enemy_tz, enemy_tackle_tz, ball)
    return list(_rolls_for(codes, ability.dodge_target, ability.pickup_chance))


def path_chance(pitch: Pitch, start: int, steps: Sequence[int], ability: MoveAbility,
                enemy_tz: Sequence[int], enemy_tackle_tz: Sequence[int], ball: int | None = None,
                team_reroll: bool = False) -> Fraction:
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


def reachable(
    pitch: Pitch, start: int, ability: MoveAbility, occupied: Sequence[bool], enemy_tz: Sequence[int],
    enemy_tackle_tz: Sequence[int], ball: int | None = None,
) -> dict[int, Path]:
    """Every square the model can reach this activation, with the safest path to each.

    Safest = highest chance that every roll succeeds; ties go to fewer steps, then fewer rolls,
    then the first found (deterministic). The start square and chance-0 squares are left out.
    """
    ma = max(ability.ma_left, 0)
    budget = ma + max(ability.surges, 0)
    pick = ability.pickup_chance
    ball_on = ball is not None and pick is not None
    none_t, plain_t, reroll_t = _tables(ability.dodge_target, float(pick) if pick is not None else 1.0)
    rolls_none, rolls_dodge = _ROLLS
    code = list(enemy_tz)  # per square: tackle zones, +_BALL on the loose ball
    if ball_on:
        code[ball] += _BALL  # type: ignore[index]
    # thr[sq]: a new label there must be safer than this; occupied squares can never be entered.
    inf = float("inf")
    thr = [inf if o else 0.0 for o in occupied]
    thr[start] = inf
    nbrs = pitch.neighbours
    has_dodge = ability.has_dodge
    eps1 = 1.0 + _EPS
    surge_f = 5.0 / 6.0
    # A label: (square, chance, rolls, steps, step codes). Labels of one layer share a step count.
    frontier: list[tuple[int, float, int, tuple[int, ...], tuple[int, ...]]] = [(start, 1.0, 0, (), ())]
    best: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}  # square -> (steps, codes)
    for k in range(1, budget + 1):
        surge = k > ma
        nxt: dict[int, list] = {}  # square -> [chance, rolls, parent steps, parent codes, step bits]
        for s, cs, rs, s_steps, s_codes in frontier:
            bits = _SURGE if surge else 0
            if enemy_tz[s]:  # R5.3: leaving a tackle zone needs a dodge
                if has_dodge and not enemy_tackle_tz[s]:
                    tab, bits = reroll_t, bits | _REROLL
                else:
                    tab, bits = plain_t, bits | _PLAIN
                rtab = rolls_dodge
            else:
                tab, rtab = none_t, rolls_none
            if surge:
                cs *= surge_f
                rs += 1
            for t in nbrs[s]:
                c = code[t]
                f = cs * tab[c]
                if f > thr[t]:
                    r = rs + rtab[c]
                    cur = nxt.get(t)
                    if cur is None:
                        nxt[t] = [f, r, s_steps, s_codes, bits]
                    elif f > cur[0] * eps1 or (r < cur[1] and f * eps1 >= cur[0]):
                        cur[:] = f, r, s_steps, s_codes, bits
        if not nxt:
            break
        frontier = []
        for t, (f, r, s_steps, s_codes, bits) in nxt.items():
            c = code[t]
            if bits & (_PLAIN | _REROLL):
                bits |= enemy_tz[t] << 4
            if c >= _BALL:
                bits |= _PICKUP
            steps, codes = (*s_steps, t), (*s_codes, bits)
            thr[t] = f * eps1
            best[t] = steps, codes
            frontier.append((t, f, r, steps, codes))
    target = ability.dodge_target
    memo = _summaries(target, pick)
    out: dict[int, Path] = {}
    for t, (steps, codes) in best.items():
        summary = memo.get(codes)
        if summary is None:
            summary = memo[codes] = _summary(codes, target, pick)
        out[t] = Path(t, steps, *summary)
    return out
