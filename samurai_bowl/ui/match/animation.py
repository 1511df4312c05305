"""How the AI's turn plays out on screen: models glide from square to square, and the actions
worth seeing (a block, a roll that failed, a touchdown) are held on screen a moment.

Drawing only: the match has already moved on when a model starts to glide. The match view asks
:meth:`Pacing.ready_for` before it applies the AI's next action, so a turn is paced by these
timings, all at the ``normal`` animation speed and multiplied by the setting's pace (0 plays at
once). A walk of several squares is one glide: the next step is applied while the model is still
on his way, and the glide goes on without a stop, a little faster with each square. A model who
went down topples once he has glided (a push, then the fall), and the ball flies its route in an
arc (motion.py). The coach's own actions are shown the same way; they wait for nothing."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from samurai_bowl.engine import Act, Action, Event, EventKind
from samurai_bowl.ui.match.motion import Fall, Flight
from samurai_bowl.ui.pitch.draw import Geometry

SQUARE_SECONDS = 0.12  # the first square of a glide
FASTEST = 0.5  # later squares speed up to this share of it
SPEED_UP = 0.1  # per square already glided
LEAD = 0.5  # squares still to glide when the same model's next step may be applied
# seconds the screen holds still after an action, before the next one
HOLDS: dict[Act, float] = {
    Act.ACTIVATE: 0.18,
    Act.MOVE: 0.0,
    Act.END_ACTIVATION: 0.05,
    Act.END_TURN: 0.0,
    Act.BLOCK: 0.4,
    Act.CHOOSE_DIE: 0.25,
    Act.PUSH: 0.15,
    Act.FOLLOW_UP: 0.15,
    Act.USE_REROLL: 0.3,
    Act.DECLINE_REROLL: 0.2,
    Act.PLACE: 0.03,
    Act.BENCH: 0.03,
    Act.FORMATION: 0.2,
    Act.END_SETUP: 0.3,
    Act.KICK: 0.5,
    Act.PASS: 0.5,
    Act.HAND_OFF: 0.4,
    Act.FOUL: 0.5,
    Act.MOVE_COUNTER: 0.1,
}
OTHER_HOLD = 0.3
# more for what happened: a touchdown, a turnover, a failed roll, a model falling
EVENT_HOLDS = {
    EventKind.TOUCHDOWN: 1.0,
    EventKind.TURNOVER: 0.4,
    EventKind.FALL: 0.2,
    EventKind.HALF_OVER: 1.0,
}
FAILED_ROLL = 0.25
LONG_TURN = 2.5  # seconds into a team turn (at normal speed) after which the rest of it plays faster
LATE_PACE = 0.35  # the fastest a long turn's later actions go: this share of the pace


def square_seconds(glided: int) -> float:
    """Seconds for a glide's square after ``glided`` squares, at the normal speed."""
    return SQUARE_SECONDS * max(FASTEST, 1.0 - SPEED_UP * glided)


@dataclass
class Glide:
    """One model's way across the squares: ``at`` squares of ``route`` are behind him."""

    route: list[int]
    at: float = 0.0

    @property
    def left(self) -> float:
        return len(self.route) - 1 - self.at

    def advance(self, seconds: float, pace: float) -> None:
        while seconds > 0 and self.left > 0:
            per = square_seconds(int(self.at)) * pace
            step = min(seconds / per, 1.0 - (self.at - int(self.at)))
            self.at += step
            seconds -= step * per
            if abs(self.at - round(self.at)) < 1e-9:
                self.at = round(self.at)

    def point(self, geo: Geometry) -> tuple[float, float]:
        index = min(int(self.at), len(self.route) - 2)
        share = self.at - index
        (x0, y0), (x1, y1) = geo.centre(self.route[index]), geo.centre(self.route[index + 1])
        return x0 + (x1 - x0) * share, y0 + (y1 - y0) * share


@dataclass
class Pacing:
    glides: dict[int, Glide] = field(default_factory=dict)
    falls: dict[int, Fall] = field(default_factory=dict)
    flight: Flight | None = None
    hold: float = 0.0  # seconds still held (negative: time already owed to the next action)
    elapsed: float = 0.0  # seconds since the team turn began

    def turn_began(self) -> None:
        self.elapsed = 0.0

    def pace_now(self, pace: float) -> float:
        """The pace for the next action: once a turn has run ``LONG_TURN`` seconds, each later action
        goes faster the longer it has run, so a long turn is not a long wait."""
        if pace <= 0 or self.elapsed <= LONG_TURN * pace:
            return pace
        return pace * max(LATE_PACE, LONG_TURN * pace / self.elapsed)

    @property
    def moving(self) -> bool:
        """Whether anything is still on its way: a glide, a fall or the ball."""
        return bool(self.glides or self.falls) or self.flight is not None

    @property
    def busy(self) -> bool:
        return self.moving or self.hold > 0

    def clear(self) -> None:
        self.glides.clear()
        self.falls.clear()
        self.flight = None
        self.hold = 0.0

    def after(
        self,
        action: Action,
        events: Sequence[Event],
        moved: dict[int, tuple[int, int]],
        pace: float,
        fell: Sequence[int] = (),
        ball: Sequence[int] = (),
    ) -> None:
        """An action was applied: ``moved`` maps each model whose square changed to (from, to),
        ``fell`` lists those who went down and ``ball`` is the ball's route (motion.ball_route)."""
        if pace <= 0:
            self.clear()
            return
        for piece in fell:
            self.falls[piece] = Fall()
        if ball:
            self.flight = Flight(list(ball))
        for piece, (start, end) in moved.items():
            glide = self.glides.get(piece)
            if glide is not None and glide.route[-1] == start:
                glide.route.append(end)
            else:
                self.glides[piece] = Glide([start, end])
        hold = HOLDS.get(action.act, OTHER_HOLD)
        for event in events:
            hold += EVENT_HOLDS.get(event.kind, 0.0)
            if event.kind is EventKind.ROLL and event.data.get("success") is False:
                hold += FAILED_ROLL
        self.hold = min(self.hold, 0.0) + hold * pace

    def update(self, seconds: float, pace: float, geo: Geometry | None = None) -> None:
        self.elapsed += seconds
        self.hold = max(self.hold - seconds, -seconds)  # owed at most this frame's time
        if pace <= 0:  # instant, or Space: everything is where the match has it
            self.glides.clear()
            self.falls.clear()
            self.flight = None
            return
        for piece, glide in list(self.glides.items()):
            glide.advance(seconds, pace)
            if glide.left <= 0:
                del self.glides[piece]
        for piece, fall in list(self.falls.items()):
            if piece not in self.glides:  # pushed first, then he falls
                fall.advance(seconds, pace)
            if fall.over:
                del self.falls[piece]
        if self.flight is not None and geo is not None:
            self.flight.advance(seconds, pace, geo)
            if self.flight.over:
                self.flight = None

    def ready_for(self, action: Action) -> bool:
        """Whether the AI's ``action`` may be applied now: nothing held, and every glide over —
        except the mover's own, near its end, when the action is his next step."""
        if self.hold > 0 or self.falls or self.flight is not None:
            return False
        if action.act is Act.MOVE and set(self.glides) <= {action.piece}:
            glide = self.glides.get(action.piece)  # type: ignore[arg-type]
            return glide is None or glide.left <= LEAD
        return not self.glides

    def tilts(self) -> dict[int, float]:
        """Degrees each falling model has turned on his way down."""
        return {piece: fall.degrees for piece, fall in self.falls.items()}

    def ball_point(self, geo: Geometry) -> tuple[float, float, float] | None:
        """Where the ball in flight is drawn (x, y, height), or None when it is not flying."""
        return None if self.flight is None else self.flight.point(geo)

    def offsets(self, geo: Geometry, squares: dict[int, int | None]) -> dict[int, tuple[float, float]]:
        """Pixels each gliding model is drawn away from the square he is on in the match."""
        out = {}
        for piece, glide in self.glides.items():
            square = squares.get(piece)
            if square is None:
                continue
            x, y = glide.point(geo)
            cx, cy = geo.centre(square)
            out[piece] = (x - cx, y - cy)
        return out
