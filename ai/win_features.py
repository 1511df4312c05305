"""What the win-probability model reads of a position: a fixed list of numbers, from the bench of
the side whose turn it is (the *mover*), so one set of weights serves both sides.

The numbers follow how a match is won. The final margin is today's lead plus what the turns left
add; what they add drifts with the stronger side and spreads with the time left. So the lead and
the ball count most when little time is left (they are divided by the square root of the turns
left), and strength (clans, fit players, re-rolls, a spell or staff still to use) counts most when
much is left (multiplied by it). The draw's share rests on the lead's size and the time left, on
the weather, which slows scoring, and on the clans in the match, whose styles score more or less.

:func:`features` is one position's row; :func:`names` the row's labels, which the model's file
keeps so a file made for another list is refused.
"""

from __future__ import annotations

import math

import numpy as np

from samurai_bowl.ai.plan import to_goal
from samurai_bowl.engine import Act, Match, Status, movement_allowance, spell_ready, surge_squares

FULL = 32.0  # team turns of a standard match: the scale of "much time left"
FIT = (Status.STANDING, Status.PRONE, Status.STUNNED, Status.RESERVES)  # may play this drive or the next


def names(clans: list[str], weathers: list[str]) -> list[str]:
    """The labels of :func:`features`' row, in order."""
    fixed = [
        "bias",
        "lead",
        "lead/sqrt(t)",
        "|lead|",
        "|lead|/sqrt(t)",
        "level",
        "level/sqrt(t)",
        "1/sqrt(t)",
        "t",
        "ball ours/sqrt(t)",
        "ball theirs/sqrt(t)",
        "ball loose/sqrt(t)",
        "our progress/sqrt(t)",
        "their progress/sqrt(t)",
        "we can score now/sqrt(t)",
        "they can score next/sqrt(t)",
        "our carrier marked/sqrt(t)",
        "their carrier marked/sqrt(t)",
        "turn edge/sqrt(t)",
        "last turn, we cannot score",
        "standing/sqrt(t)",
        "fit*sqrt(t)",
        "knocked out*sqrt(t)",
        "rerolls*sqrt(t)",
        "spell*sqrt(t)",
        "staff*sqrt(t)",
        "we receive next half/sqrt(t)",
        "one action per model",
    ]
    return (
        fixed
        + [f"clan {c}*sqrt(t)" for c in clans]
        + [f"weather {w}" for w in weathers]
        + [f"clans {c} on the pitch*sqrt(t)" for c in clans]
        + [f"{a} against {b}*sqrt(t)" for a, b in matchups(clans)]
    )


def matchups(clans: list[str]) -> list[tuple[str, str]]:
    """Every pair of different clans, once: how one fares against the other beyond their
    strengths against all."""
    return [(a, b) for n, a in enumerate(clans) for b in clans[n + 1 :]]


def turns_left(m: Match, side: int) -> int:
    """The side's team turns still to play in the match, counting the one under way if it is his."""
    rules = m.rules.match
    per_half = rules.turns_per_half
    team = m.team(side)
    shown = team.turn
    if m.active != side:
        this_half = per_half - shown
    else:
        if m.pending is not None and Act.MOVE_COUNTER in m.legal_kinds():
            shown += 1  # a manual counter not yet moved for the turn that has begun (R4.1)
        this_half = per_half - shown + 1
    this_half = max(0, this_half)
    later = max(0, rules.halves - max(m.half, 1)) * per_half
    return this_half + later


Ball = tuple[float, float, float, float, float, float, float, float, float]


def _ball(m: Match, mover: int) -> Ball:
    """(ours, theirs, loose, our progress, their progress, we can score now, they can score next,
    opponents beside our carrier, opponents beside theirs)."""
    carrier = m.ball.carrier
    length = float(m.pitch.length - 1)
    if carrier is None:
        return (0.0, 0.0, 1.0 if m.ball.square is not None else 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    piece = m.pieces[carrier]
    side = int(piece.side)
    assert piece.square is not None
    left = to_goal(m, side, piece.square)
    progress = 1.0 - left / length
    can = float(left <= movement_allowance(m, piece) + surge_squares(m, piece))
    marked = float(
        sum(
            1
            for p in m.side_pieces(1 - side)
            if p.standing and p.square is not None and m.pitch.distance(p.square, piece.square) == 1
        )
    )
    if side == mover:
        return (1.0, 0.0, 0.0, progress, 0.0, can, 0.0, marked, 0.0)
    return (0.0, 1.0, 0.0, 0.0, progress, 0.0, can, 0.0, marked)


def _count(m: Match, side: int, statuses: tuple[Status, ...]) -> int:
    return sum(1 for p in m.side_pieces(side) if p.status in statuses and p.index not in m.absent)


def features(m: Match, mover: int, clans: list[str], weathers: list[str]) -> np.ndarray:
    """The row of ``m`` from ``mover``'s bench (see :func:`names` for the labels)."""
    other = 1 - mover
    ours, theirs = m.team(mover), m.team(other)
    lead = float(ours.score - theirs.score)
    ours_left, theirs_left = turns_left(m, mover), turns_left(m, other)
    t = float(ours_left + theirs_left)
    root = math.sqrt(t + 1.0)
    grow = math.sqrt(t / FULL)
    ball = _ball(m, mover)
    last_try = float(t <= 1 and lead <= 0 and ball[5] == 0.0)
    standing = _count(m, mover, (Status.STANDING,)) - _count(m, other, (Status.STANDING,))
    fit = _count(m, mover, FIT) - _count(m, other, FIT)
    knocked_out = _count(m, mover, (Status.KO,)) - _count(m, other, (Status.KO,))
    rerolls = ours.rerolls - theirs.rerolls
    spells = int(spell_ready(m, mover)) - int(spell_ready(m, other))
    staff = _staff(m, mover) - _staff(m, other)
    receive = 0.0
    if m.half < m.rules.match.halves and m.first_kicker is not None:
        receive = 1.0 if m.first_kicker == mover else -1.0  # the first half's kicker receives next
    row = [
        1.0,
        lead,
        lead / root,
        abs(lead),
        abs(lead) / root,
        float(lead == 0),
        float(lead == 0) / root,
        1.0 / root,
        t / FULL,
        ball[0] / root,
        ball[1] / root,
        ball[2] / root,
        ball[3] / root,
        ball[4] / root,
        ball[5] / root,
        ball[6] / root,
        ball[7] / root,
        ball[8] / root,
        (ours_left - theirs_left) / root,
        last_try,
        standing / root,
        fit * grow,
        knocked_out * grow,
        rerolls * grow,
        spells * grow,
        staff * grow,
        receive / root,
        float(m.rules.match.action_limit == "model"),
    ]
    clan_row = [(float(ours.clan == c) - float(theirs.clan == c)) * grow for c in clans]
    weather_row = [float(m.weather == w) for w in weathers]
    # how often each clan is in the match (0, 1 or 2): its style, such as slow scoring, draws
    style_row = [(float(ours.clan == c) + float(theirs.clan == c)) * grow for c in clans]
    pair_row = [
        (float(ours.clan == a and theirs.clan == b) - float(ours.clan == b and theirs.clan == a)) * grow
        for a, b in matchups(clans)
    ]
    return np.array(row + clan_row + weather_row + style_row + pair_row, dtype=np.float64)


def _staff(m: Match, side: int) -> int:
    return int(m.team_files[side].special_staff and not m.staff_used[side])


# -- who coaches ---------------------------------------------------------------------------------
# The coaches' ratings enter as two numbers, both in the ratings' SCALE (samurai_bowl.ratings): the
# gap (the mover's coach less the other's) and the pair's mean against the normal AI's 25. A gap
# tells most while much time is left; it saturates (a random coach loses to anyone); a mismatch
# leaves fewer draws; two weak coaches score little (more draws, a lead that lasts); and a better
# coach keeps a lead better. How much each clan, matchup and weather counts also depends on who
# coaches: the clans' and weathers' columns again, once for a match with a coach as weak as the
# easy AI or weaker in it, once for one with a coach as weak as the random AI (who makes any clan
# lose). The model is read at the AI's levels only (win_model.WinModel.level_mix), so the tiers'
# edges lie between the levels: easy's and normal's ratings, random's and easy's.
EASY_TIER = -1.0  # the weaker coach's rating, less the normal AI's, in SCALE: below it, easy's tier
RANDOM_TIER = -4.2  # below it, random's
COACHING = [
    "coach gap*sqrt(t)",
    "coach gap within 2*sqrt(t)",
    "|coach gap|*sqrt(t)",
    "coaches' mean*sqrt(t)",
    "coach gap/sqrt(t)",
    "coach gap*lead/sqrt(t)",
    "coaches' mean*|lead|/sqrt(t)",
]


FIXED = 28  # the columns of features() before the clans' and weathers'


def coaching_names(clans: list[str], weathers: list[str]) -> list[str]:
    """The labels of :func:`coaching_rows`' columns, in order."""
    tiers = ("an easy coach or weaker", "a random coach")
    return COACHING + [f"with {tier}: {name}" for tier in tiers for name in names(clans, weathers)[FIXED:]]


def coaching_rows(base: np.ndarray, gap: np.ndarray, mean: np.ndarray) -> np.ndarray:
    """The :func:`coaching_names` columns for rows ``base`` (of :func:`features`), each with its
    coaches' ``gap`` and ``mean``."""
    grow = np.sqrt(np.maximum(base[:, 8], 0.0))  # sqrt(t / FULL)
    late = base[:, 7]  # 1/sqrt(t + 1)
    lead, size = base[:, 1], base[:, 3]
    weakest = mean - np.abs(gap) / 2  # the weaker coach's rating, less the normal AI's
    return np.column_stack(
        [
            gap * grow,
            np.clip(gap, -2.0, 2.0) * grow,
            np.abs(gap) * grow,
            mean * grow,
            gap * late,
            gap * lead * late,
            mean * size * late,
            *((weakest < EASY_TIER)[:, None] * base[:, FIXED:]).T,
            *((weakest < RANDOM_TIER)[:, None] * base[:, FIXED:]).T,
        ]
    )
