"""What the learned value (:mod:`samurai_bowl.ai.value_model`) reads of a position: the win-chance
model's row (:mod:`samurai_bowl.ai.win_features`) and what the play around the ball needs, all from
one side's bench, whoever is to move.

The hard coach's search judges positions where its play-outs stop: after its own turn and up to a
few activations of the opponent's reply, often in the middle of the opponent's turn, or at the
kick-off after a touchdown. So beside the lead, the time and the clans, the row says whose turn it
is and how much of it is left (models still to act, the turn's block or pass still to take), who is
marked and who is free, who is down, who can reach the carrier or the loose ball next turn and how
many escort him, and how crowded the ball's squares are.
"""

from __future__ import annotations

import numpy as np

from samurai_bowl.ai.planners.base import threat_ranges
from samurai_bowl.ai.win_features import features as win_row
from samurai_bowl.ai.win_features import names as win_names
from samurai_bowl.engine import Ask, Match, Piece, Status, action_open

EXTRA = [
    "our turn",
    "their turn",
    "kick-off",
    "our models still to act",
    "their models still to act",
    "our block or pass still to take",
    "their block or pass still to take",
    "our standing free",
    "our standing marked",
    "their standing free",
    "their standing marked",
    "ours down",
    "theirs down",
    "our carrier: threats",
    "our carrier: escorts",
    "our carrier: markers",
    "our carrier: down",
    "their carrier: threats",
    "their carrier: escorts",
    "their carrier: markers",
    "loose ball: our nearest",
    "loose ball: their nearest",
    "loose ball: ours within 3",
    "loose ball: theirs within 3",
    "loose ball: our markers on it",
    "loose ball: their markers on it",
    "ours who can reach their carrier",
]
SCALE = 11.0  # models: counts are divided by a team's eleven
FAR = 12.0  # squares: the distance a nearest model counts up to


def names(clans: list[str], weathers: list[str]) -> list[str]:
    """The labels of :func:`features`' row, in order."""
    return win_names(clans, weathers) + EXTRA


def features(m: Match, side: int, clans: list[str], weathers: list[str]) -> np.ndarray:
    """The row of ``m`` from ``side``'s bench (see :func:`names`)."""
    return np.concatenate([win_row(m, side, clans, weathers), np.array(extra(m, side))])


def extra(m: Match, side: int) -> list[float]:
    other = 1 - side
    pending = m.pending
    kind = pending.kind if pending is not None else None
    kick_off = kind in (Ask.SETUP, Ask.KICK)
    in_turn = m.active is not None and kind is not None and not kick_off
    ours_now = in_turn and m.active == side
    theirs_now = in_turn and m.active == other
    still = _still_to_act(m) / SCALE
    acting = float(action_open(m))
    our_free, our_marked, our_down = _stances(m, side)
    their_free, their_marked, their_down = _stances(m, other)
    row = [
        float(ours_now),
        float(theirs_now),
        float(kick_off),
        still if ours_now else 0.0,
        still if theirs_now else 0.0,
        acting if ours_now else 0.0,
        acting if theirs_now else 0.0,
        our_free / SCALE,
        our_marked / SCALE,
        their_free / SCALE,
        their_marked / SCALE,
        our_down / SCALE,
        their_down / SCALE,
    ]
    row += _carrier(m, side) + _carrier(m, other)[:3]
    row += _loose(m, side)
    row.append(_reach_carrier(m, side))
    return row


def _still_to_act(m: Match) -> int:
    """Models of the side whose turn it is who may still be activated this turn."""
    if m.active is None:
        return 0
    return sum(
        1
        for p in m.side_pieces(m.active)
        if p.square is not None and p.index not in m.acted and p.status in (Status.STANDING, Status.PRONE)
    )


def _stances(m: Match, side: int) -> tuple[float, float, float]:
    """(standing and free, standing and marked, down on the pitch) of ``side``."""
    free = marked = down = 0
    for p in m.side_pieces(side):
        if p.square is None:
            continue
        if not p.standing:
            down += 1
        elif any(q.standing for q in m.board_view.adjacent(p.square, p.side.other)):
            marked += 1
        else:
            free += 1
    return float(free), float(marked), float(down)


def _carrier(m: Match, side: int) -> list[float]:
    """``side``'s carrier: opponents who could reach him next turn (up to 4), team-mates beside
    him, standing opponents marking him (each over 4), and whether he is down (all 0 without him)."""
    carrier = m.ball.carrier
    piece = m.pieces[carrier] if carrier is not None else None
    if piece is None or int(piece.side) != side or piece.square is None:
        return [0.0, 0.0, 0.0, 0.0]
    x, y = m.pitch.xy(piece.square)
    threats = sum(1 for ex, ey, r in threat_ranges(m, side) if max(abs(x - ex), abs(y - ey)) <= r)
    escorts = sum(1 for q in m.board_view.adjacent(piece.square, piece.side) if q.standing)
    markers = sum(1 for q in m.board_view.adjacent(piece.square, piece.side.other) if q.standing)
    return [min(threats, 4) / 4, min(escorts, 4) / 4, min(markers, 4) / 4, float(not piece.standing)]


def _loose(m: Match, side: int) -> list[float]:
    """A loose ball on the pitch: each side's nearest standing model (as a share of :data:`FAR`),
    its standing models within 3 squares, and the standing models of each side beside it."""
    square = m.ball.square if m.ball.carrier is None else None
    if square is None:
        return [0.0] * 6
    out: list[float] = []
    near: list[float] = []
    beside: list[float] = []
    for s in (side, 1 - side):
        standing = [p for p in m.side_pieces(s) if p.square is not None and p.standing]
        distances = [m.pitch.distance(p.square, square) for p in standing if p.square is not None]
        out.append(min(min(distances, default=FAR), FAR) / FAR)
        near.append(sum(1 for d in distances if d <= 3) / SCALE)
        beside.append(sum(1 for d in distances if d == 1) / 4)
    return out + near + beside


def _reach_carrier(m: Match, side: int) -> float:
    """How many of ``side``'s models could get next to the opposing carrier next turn (up to 4)."""
    carrier = m.ball.carrier
    piece: Piece | None = m.pieces[carrier] if carrier is not None else None
    if piece is None or int(piece.side) == side or piece.square is None:
        return 0.0
    x, y = m.pitch.xy(piece.square)
    ranges = threat_ranges(m, 1 - side)  # the opponents of the carrier's side: ours
    return min(sum(1 for ex, ey, r in ranges if max(abs(x - ex), abs(y - ey)) <= r), 4) / 4
