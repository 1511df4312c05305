"""What the planners of one decision share: the match, the nerve of the level, whether the team's
one action (R4.2) is still open, the model in the middle of his activation, the squares each model
can reach (worked out once), and measures of a square and of the clock every planner reads."""

from __future__ import annotations

from collections.abc import Callable

from samurai_bowl.ai.plan import SAFE, Plan, standing_enemies, to_goal
from samurai_bowl.ai.planners.nerve import Nerve
from samurai_bowl.ai.reach import safe_reach
from samurai_bowl.engine import Act, Ask, Match, Path, Piece, Status, action_open

SURGE_ROOM = 3  # two surges of speed and a Sprint at most


def threat_ranges(m: Match, side: int) -> list[tuple[int, int, int]]:
    """(x, y, squares he can cover next turn) of every opponent of ``side`` who can move."""
    ranges = []
    for e in m.side_pieces(1 - side):
        if e.square is None or e.status not in (Status.STANDING, Status.PRONE):
            continue
        ma = e.ma if e.standing else e.ma - m.rules.movement.stand_up_cost
        if ma >= 0:
            ranges.append((*m.pitch.xy(e.square), ma + SURGE_ROOM))
    return ranges


def threats_to(m: Match, side: int, square: int) -> int:
    """How many opponents of ``side`` could get next to ``square`` in their next turn."""
    x, y = m.pitch.xy(square)
    return sum(1 for ex, ey, r in threat_ranges(m, side) if max(abs(x - ex), abs(y - ey)) <= r)


Planner = Callable[[Match, int, Piece], Plan | None]


ACTIONS = frozenset({Act.BLOCK, Act.PASS, Act.FOUL})  # R4.2: what the team's one action may be
ACTION_PLANNERS = frozenset(
    {"block", "blitz", "free_blitz", "blitz_carrier", "free_carrier", "foul", "pass_on", "clear_way"}
)


class PlannerBase:
    """The state of one decision's planners; the reachable squares of each model are worked out once."""

    def __init__(self, m: Match, nerve: Nerve) -> None:
        self.m = m
        self.nerve = nerve
        self.acting = action_open(m)  # R4.2: a pass, block or foul may still be taken this turn
        pending = m.pending
        # the model in the middle of his activation (counted among the acted already)
        self.active = (
            pending.data["piece"] if pending is not None and pending.kind == Ask.ACTIVATION else None
        )
        # a model's reachable squares; None while only paths to some squares have been asked for
        self._reach: dict[int, dict[int, Path] | None] = {}
        # (model, squares) -> his safest paths to those of the squares he can reach
        self._paths_to: dict[tuple[int, tuple[int, ...]], dict[int, Path]] = {}
        self._safe: dict[int, dict[int, Path]] = {}
        team = m.team(m.active if m.active is not None else 0)
        self._reroll = team.rerolls > 0 and not team.reroll_used  # a team re-roll may still be spent
        self._enemies: list[tuple[int, int]] | None = None
        self._threats: list[tuple[int, int, int]] | None = None
        self._rooms: dict[int, int] = {}  # square -> room (asked again and again by the planners)
        self._threat_counts: dict[int, int] = {}  # square -> threats
        self._blocks: dict[int, Plan] | None = None
        self._way: dict[int, int] | None = None
        self._picker_found: tuple[Piece, Path] | bool | None = None  # False: nobody would go for the ball
        self._guards: dict[int, Callable[[int], bool]] = {}  # a carrier's guard test (``Carrying``)

    def allowed(self, plan: Plan | None) -> Plan | None:
        """The plan, unless it needs the team's one action (R4.2) and that is spent."""
        if plan is None or self.acting or not any(a.act in ACTIONS for a in plan.actions):
            return plan
        return None

    def reach(self, piece: Piece) -> dict[int, Path]:
        found = self._reach.get(piece.index)
        if found is None:
            found = self._reach[piece.index] = self.m.reachable(piece.index)
        return found

    def paths_to(self, piece: Piece, squares: tuple[int, ...]) -> dict[int, Path]:
        """His safest paths to those of ``squares`` he can reach, as :meth:`reach` has them; when
        his whole reach is not known yet, from a search that looks only for those squares.
        Either way his reach counts as asked for (``safe`` then reads it)."""
        found = self._reach.get(piece.index)
        if found is not None:
            return {s: found[s] for s in squares if s in found}
        key = piece.index, squares
        paths = self._paths_to.get(key)
        if paths is None:
            self._reach[piece.index] = None
            paths = self._paths_to[key] = self.m.reachable(piece.index, squares)
        return paths

    def path_to(self, piece: Piece, square: int) -> Path | None:
        """His safest path to ``square`` (:meth:`paths_to`)."""
        return self.paths_to(piece, (square,)).get(square)

    def safe(self, piece: Piece) -> dict[int, Path]:
        """The squares he can reach without a roll (from the full search when it has been asked for)."""
        if piece.index in self._reach:
            return {s: p for s, p in self.reach(piece).items() if p.chance >= SAFE}
        if piece.index not in self._safe:
            self._safe[piece.index] = safe_reach(self.m, piece)
        return self._safe[piece.index]

    def odds(self, path: Path) -> float:
        """A path's chance, counting the team re-roll only while one may still be spent this turn."""
        return path.chance_with_team_reroll if self._reroll else path.chance

    def within_reach(self, piece: Piece, square: int, slack: int = 0) -> bool:
        """Could he get within ``slack`` squares of ``square`` this turn at all (a cheap test
        before the real path search)?"""
        if piece.square is None:
            return False
        return self.m.pitch.distance(piece.square, square) <= piece.ma + SURGE_ROOM + slack

    def off_sideline(self, square: int) -> int:
        """Squares from the nearer sideline, up to 3: a carrier there can be pushed into the crowd."""
        y = self.m.pitch.xy(square)[1]
        return min(y, self.m.pitch.width - 1 - y, 3)

    def room(self, square: int) -> int:
        """Squares to the nearest standing opponent of the side on move."""
        known = self._rooms.get(square)
        if known is not None:
            return known
        if self._enemies is None:
            side = self.m.active if self.m.active is not None else 0
            self._enemies = [
                self.m.pitch.xy(e.square) for e in standing_enemies(self.m, side) if e.square is not None
            ]
        x, y = self.m.pitch.xy(square)
        room = self._rooms[square] = min(
            (max(abs(x - ex), abs(y - ey)) for ex, ey in self._enemies), default=99
        )
        return room

    def threats(self, square: int) -> int:
        """Opponents who could get next to ``square`` in their next turn (ignoring tackle zones)."""
        known = self._threat_counts.get(square)
        if known is not None:
            return known
        if self._threats is None:
            self._threats = threat_ranges(self.m, self.m.active if self.m.active is not None else 0)
        x, y = self.m.pitch.xy(square)
        count = self._threat_counts[square] = sum(
            1 for ex, ey, r in self._threats if max(abs(x - ex), abs(y - ey)) <= r
        )
        return count

    def turns_left(self, m: Match, side: int) -> int:
        """Our turns in this half after this one."""
        return m.rules.match.turns_per_half - m.team(side).turn

    def last_turn(self, m: Match, side: int) -> bool:
        return self.turns_left(m, side) == 0

    def stalling(self, m: Match, side: int, carrier: Piece) -> bool:
        """Score later: a touchdown now would give the opponent turns to answer it, we could not
        score again in the turns left, and the carrier is safe where he stands and can still walk
        in next turn."""
        if not self.nerve.stall or carrier.square is None:
            return False
        if not 1 <= self.turns_left(m, side) <= self.nerve.stall_turns:
            return False
        if to_goal(m, side, carrier.square) > carrier.ma - 1:
            return False
        return self.room(carrier.square) > 4
