"""Motions beyond a model's glide (animation.py): a model toppling when he goes down, and the ball
flying in an arc — a pass, a kick, a scatter, a bounce — through the squares it touched on its
way. Drawing only: the match already has the model on the ground and the ball where it ended.
Timings are at the normal animation speed; ``pace`` multiplies them."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from samurai_bowl.engine import Event, EventKind, Match
from samurai_bowl.ui.pitch.draw import Geometry

TOPPLE_SECONDS = 0.28
TOPPLE_DEGREES = 90.0
FLIGHT_BASE = 0.14  # seconds of a flight's leg, plus this per square of its length
FLIGHT_PER_SQUARE = 0.035
HEIGHT_PER_SQUARE = 0.22  # the top of the arc, in squares, per square flown
HIGHEST = 2.6  # squares
BALL_EVENTS = (EventKind.KICK, EventKind.BALL)  # events whose square the ball touched on its way
Step = Callable[[int], tuple[int, int]]


@dataclass
class Fall:
    """A model toppling: ``share`` of the way from upright to the ground."""

    share: float = 0.0

    def advance(self, seconds: float, pace: float) -> None:
        self.share = min(1.0, self.share + seconds / (TOPPLE_SECONDS * pace))

    @property
    def degrees(self) -> float:
        eased = self.share * self.share  # slow as he tips, fast as he lands
        return TOPPLE_DEGREES * eased

    @property
    def over(self) -> bool:
        return self.share >= 1.0


def leg_seconds(squares: float) -> float:
    return FLIGHT_BASE + FLIGHT_PER_SQUARE * squares


@dataclass
class Flight:
    """The ball on its way through ``route`` (squares); ``leg`` is the leg it is on and ``share``
    how far along that leg."""

    route: list[int]
    leg: int = 0
    share: float = 0.0

    def _length(self, geo: Geometry, leg: int) -> float:
        (x0, y0), (x1, y1) = geo.centre(self.route[leg]), geo.centre(self.route[leg + 1])
        return math.hypot(x1 - x0, y1 - y0) / geo.cell

    def advance(self, seconds: float, pace: float, geo: Geometry) -> None:
        while seconds > 0 and not self.over:
            per = leg_seconds(self._length(geo, self.leg)) * pace
            step = min(seconds / per, 1.0 - self.share)
            self.share += step
            seconds -= step * per
            if self.share >= 1.0 - 1e-9:
                self.leg, self.share = self.leg + 1, 0.0

    @property
    def over(self) -> bool:
        return self.leg >= len(self.route) - 1

    def point(self, geo: Geometry) -> tuple[float, float, float]:
        """(x, y) over the turf and the height above it, in pixels."""
        leg = min(self.leg, len(self.route) - 2)
        share = 1.0 if self.over else self.share
        (x0, y0), (x1, y1) = geo.centre(self.route[leg]), geo.centre(self.route[leg + 1])
        top = min(HIGHEST, HEIGHT_PER_SQUARE * self._length(geo, leg) + 0.25) * geo.cell
        return x0 + (x1 - x0) * share, y0 + (y1 - y0) * share, 4 * top * share * (1 - share)


def _scattered(event: Event, at: int, step: Step, length: int, width: int) -> int:
    """Where a scatter or bounce roll takes the ball from ``at``: its d8 the direction, its other
    dice the distance (one square without them), stopping at the pitch's edge."""
    values = [int(v) for v in event.data.get("values", ())]
    if not values:
        return at
    dx, dy = step(values[0])
    x, y = at % length, at // length
    for _ in range(sum(values[1:]) or 1):
        if not (0 <= x + dx < length and 0 <= y + dy < width):
            break
        x, y = x + dx, y + dy
    return y * length + x


def ball_route(
    before: int | None,
    carried_by: int | None,
    after: int | None,
    after_carrier: int | None,
    events: Sequence[Event],
    step: Step | None = None,
    size: tuple[int, int] = (24, 14),
) -> list[int]:
    """The squares the ball flew through in one action, or [] when it did not fly (it stayed put,
    was carried along, left the pitch or was not yet in play): where it was, the squares its
    events name (a kick's target, where it came to rest), the squares its scatter and bounce
    rolls took it to (``step``: a d8 to its (dx, dy)), and where it is now. A kick sets out from
    the middle of the kicking team's half, level with its target."""
    length, width = size
    kick = next((e for e in events if e.kind is EventKind.KICK and e.square is not None), None)
    if before is None and kick is not None and kick.square is not None:
        row = kick.square // length
        before = row * length + (length // 4 if kick.side == 0 else length - 1 - length // 4)
    carried_along = carried_by is not None and carried_by == after_carrier
    if after is None or before is None or ((before == after or carried_along) and not _flew(events)):
        return []
    route = [before]
    for event in events:
        square = event.square if event.kind in BALL_EVENTS else None
        purpose = str(event.data.get("purpose", "")).lower() if event.kind is EventKind.ROLL else ""
        if square is None and step is not None and ("scatter" in purpose or "bounce" in purpose):
            square = _scattered(event, route[-1], step, length, width)
        if square is not None and square != route[-1]:
            route.append(square)
    if after != route[-1]:
        route.append(after)
    return route if len(route) > 1 else []


def _flew(events: Sequence[Event]) -> bool:
    return any(e.kind in BALL_EVENTS and e.square is not None for e in events)


@dataclass(frozen=True)
class Motion:
    """What one action moved: model -> (from, to) squares, the models who went down, the ball's route."""

    moved: dict[int, tuple[int, int]]
    fell: list[int]
    ball: list[int]


@dataclass(frozen=True)
class Before:
    """The match as it was before an action, as much as its motion needs."""

    squares: list[int | None]
    standing: list[bool]
    ball: int | None
    carrier: int | None

    @classmethod
    def of(cls, m: Match) -> Before:
        squares, standing = [p.square for p in m.pieces], [p.standing for p in m.pieces]
        return cls(squares, standing, m.ball.square, m.ball.carrier)

    def motion(self, m: Match, seen: int) -> Motion:
        """How the action that followed moved things; ``seen`` is how many events came before it."""
        moved = {
            p.index: (start, p.square)
            for p, start in zip(m.pieces, self.squares, strict=True)
            if start is not None and p.square is not None and p.square != start
        }
        fell = [
            p.index
            for p, was in zip(m.pieces, self.standing, strict=True)
            if was and p.square is not None and not p.standing
        ]
        events = m.events[seen:]
        ball, size, step = m.ball, (m.pitch.length, m.pitch.width), m.data.scatter.step
        route = ball_route(self.ball, self.carrier, ball.square, ball.carrier, events, step, size)
        return Motion(moved, fell, route)
