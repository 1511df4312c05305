"""Men without the ball: a cage around our carrier, a mark on theirs, receivers running ahead of
our carrier, and support moves towards the ball."""

from __future__ import annotations

from samurai_bowl.ai.plan import Plan, moves, our_carrier, progress, square_name, their_carrier, to_goal
from samurai_bowl.ai.planners.standing import Standing
from samurai_bowl.engine import Match, Path, Piece, movement_allowance


class Support(Standing):
    """Moves without a roll around the ball."""

    def cage(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """Take a free corner of the cage around our carrier: the four diagonal squares."""
        carrier = our_carrier(m, side)
        if carrier is None or carrier is piece or carrier.square is None or not self.can_rise(piece):
            return None
        if piece.square is not None and self._corner(m, carrier.square, piece.square):
            return self.stand_up(piece, 10.0, f"stands up at his corner of the cage around {carrier.name}")
        if not self.within_reach(piece, carrier.square, 1):
            return None
        reach = self.safe(piece)
        free = [s for s in m.pitch.neighbours[carrier.square] if m.board_view.at(s) is None and s in reach]
        corners = [reach[s] for s in free if self._corner(m, carrier.square, s)]
        if corners:
            best = min(corners, key=lambda p: len(p.steps))
            return Plan(
                10.0 - len(best.steps),
                moves(piece, best.steps),
                f"{piece.name} takes a corner of the cage around {carrier.name} at "
                f"{square_name(m, best.square, piece.index)}",
                1.0,
            )
        if piece.square is not None and m.pitch.distance(piece.square, carrier.square) == 1:
            return self.stand_up(piece, 0.0, f"stands up beside the ball carrier {carrier.name}")
        sides = [reach[s] for s in free]
        if not sides:
            return None
        best = min(sides, key=lambda p: (self.threats(p.square) == 0, len(p.steps)))
        return Plan(
            -float(len(best.steps)),
            moves(piece, best.steps),
            f"{piece.name} stands beside the ball carrier {carrier.name} to guard him",
            1.0,
        )

    def guard_dodge(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """The turn's last move: with nothing safe left to do, a team-mate dodges (or surges) to
        stand beside our carrier, who would otherwise end the turn with nobody beside him in the
        opponents' reach. A fall now costs only the man, for the turn ends here either way."""
        carrier = our_carrier(m, side)
        if self.nerve.guard_dodge >= 1.0 or carrier is None or carrier is piece or carrier.square is None:
            return None
        if not self.up(piece) or piece.square is None or not self.within_reach(piece, carrier.square, 1):
            return None
        if self.active is not None and carrier.index not in m.acted:
            return None  # asked in the middle of an activation: the carrier may yet move
        beside = m.pitch.neighbours[carrier.square]
        if self.threats(carrier.square) == 0 or any(
            p is not carrier and p.standing and p.square in beside for p in m.side_pieces(side)
        ):
            return None
        found = self.paths_to(piece, tuple(s for s in beside if m.board_view.at(s) is None))
        ways = [p for p in found.values() if self.odds(p) >= self.nerve.guard_dodge]
        if not ways:
            return None
        best = max(ways, key=lambda p: (self.odds(p), -min(self.threats(p.square), 3), -len(p.steps)))
        chance = self.odds(best)
        how = "dodges" if best.dodges else "surges"  # the roll he takes on the way
        return Plan(
            chance,
            moves(piece, best.steps),
            f"{piece.name} {how} over to stand beside the ball carrier {carrier.name}",
            chance,
        )

    @staticmethod
    def _corner(m: Match, centre: int, square: int) -> bool:
        (cx, cy), (x, y) = m.pitch.xy(centre), m.pitch.xy(square)
        return abs(cx - x) == 1 and abs(cy - y) == 1

    def mark_carrier(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """Put a tackle zone on the opposing carrier, or stand between him and our end zone (once
        there, the coach blocks him if the block is good: :func:`good_block`)."""
        target = their_carrier(m, side)
        if target is None or target.square is None or piece.square is None or not self.can_rise(piece):
            return None
        if m.pitch.distance(piece.square, target.square) <= 1:
            return self.stand_up(piece, -1.0, f"stands up beside the ball carrier {target.name} to mark him")
        safe = list(self.safe(piece).values())
        if not safe:
            return None
        their = 1 - side

        def cost(p: Path) -> tuple[int, int]:  # next to him, else in his way to our end zone
            gap = m.pitch.distance(p.square, target.square)  # type: ignore[arg-type]
            ahead = progress(m, their, p.square) >= progress(m, their, target.square)  # type: ignore[arg-type]
            return (gap if gap <= 1 or ahead else gap + 3, len(p.steps))

        best = min(safe, key=cost)
        if cost(best)[0] >= m.pitch.distance(piece.square, target.square):
            return None
        return Plan(
            -cost(best)[0],
            moves(piece, best.steps),
            f"{piece.name} closes on the ball carrier {target.name}",
            1.0,
        )

    def support(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """Move without rolling towards the ball, or ahead of our carrier towards the end zone (a
        fallen man stands up first)."""
        if not self.can_rise(piece) or piece.square is None or m.board_view.tz[1 - side][piece.square]:
            return None
        focus = m.ball.square
        if focus is None:
            return None
        safe = list(self.safe(piece).values())
        if not safe:
            return None
        carrier = our_carrier(m, side)
        if carrier is not None:  # a receiver: ahead of the carrier, away from opponents
            relay = self._relay_spot(m, side, piece, carrier, safe)
            if relay is not None or self._ready_for_hand_off(m, side, piece, carrier):
                return relay  # he runs to where he can take the ball next turn, or waits there
            best = min(
                safe,
                key=lambda p: (
                    self.in_lane(m, side, carrier, p.square),
                    abs(m.pitch.distance(p.square, focus) - 3) // 2,
                    to_goal(m, side, p.square),
                    -self.room(p.square),
                ),
            )
            why = "gets ahead of the ball carrier, ready to take a pass"
        else:
            way = self.walk_to_ball() if self.nerve.ball_way else {}
            far = len(way) + 99
            start = piece.square
            # from where he stands (his own square is not in the walk, which goes round every man)
            here = min((way.get(s, far) + 1 for s in m.pitch.neighbours[start]), default=far) if way else far

            def key(square: int) -> tuple[int, int]:
                return (here if square == start else way.get(square, far), m.pitch.distance(square, focus))

            best = min(safe, key=lambda p: key(p.square))
            why = "moves up in support"
            if key(best.square) >= key(start):
                return None
        if best.square == piece.square:
            return None
        return Plan(
            -float(m.pitch.distance(piece.square, focus)),
            moves(piece, best.steps),
            f"{piece.name} {why}",
            1.0,
        )

    def _relay_spot(self, m: Match, side: int, piece: Piece, carrier: Piece, safe: list[Path]) -> Plan | None:
        """A receiver runs to where the carrier can reach him next turn for a hand-off, and from
        where he can then walk into the end zone without a roll, out of the opponents' reach."""
        if not self.nerve.relay_spots or carrier.square is None:
            return None
        walk = movement_allowance(m, piece)
        carry = movement_allowance(m, carrier) + 1  # a hand-off from the square beside him
        here = to_goal(m, side, carrier.square)
        spots = [
            p
            for p in safe
            if 0 < to_goal(m, side, p.square) <= walk
            and to_goal(m, side, p.square) < here - 1
            and m.pitch.distance(p.square, carrier.square) <= carry
            and not self.in_lane(m, side, carrier, p.square)
        ]
        if not spots:
            return None
        best = min(
            spots,
            key=lambda p: (
                min(self.threats(p.square), 3),
                -min(self.room(p.square), 4),
                -self.off_sideline(p.square),
                len(p.steps),
            ),
        )
        if self._ready_for_hand_off(m, side, piece, carrier) and min(
            self.threats(piece.square),  # type: ignore[arg-type]
            3,
        ) <= min(self.threats(best.square), 3):
            return None  # he stands ready already
        return Plan(
            5.0 - min(self.threats(best.square), 3),
            moves(piece, best.steps),
            f"{piece.name} runs ahead to take a hand-off and score next turn",
            1.0,
        )

    def _ready_for_hand_off(self, m: Match, side: int, piece: Piece, carrier: Piece) -> bool:
        """He stands where the carrier can reach him next turn and walks in from, nearer the end
        zone than the carrier."""
        if not self.nerve.relay_spots or piece.square is None or carrier.square is None:
            return False
        gap = to_goal(m, side, piece.square)
        return (
            0 < gap <= movement_allowance(m, piece)
            and gap < to_goal(m, side, carrier.square) - 1
            and m.pitch.distance(piece.square, carrier.square) <= movement_allowance(m, carrier) + 1
        )

    @staticmethod
    def in_lane(m: Match, side: int, carrier: Piece, square: int) -> bool:
        """In the carrier's way: ahead of him, within his next turn's walk, on his row or the
        rows either side, where a team-mate would stand between him and the end zone."""
        assert carrier.square is not None
        (cx, cy), (x, y) = m.pitch.xy(carrier.square), m.pitch.xy(square)
        ahead = progress(m, side, square) - progress(m, side, carrier.square)
        return 0 < ahead <= carrier.ma and abs(y - cy) <= 1 and cx != x

    def walk_to_ball(self) -> dict[int, int]:
        """For each square, the steps of a walk from there onto the loose ball with no dodge: every
        square left on the way is out of the opponents' tackle zones."""
        if self._way is None:
            m, ball = self.m, self.m.ball.square
            self._way = {}
            if m.ball.loose and ball is not None and m.board_view.occupant[ball] < 0:
                side = m.active if m.active is not None else 0
                tz, occupant = m.board_view.tz[1 - side], m.board_view.occupant
                self._way[ball] = 0
                frontier = [ball]
                while frontier:
                    nxt = []
                    for s in frontier:
                        for t in m.pitch.neighbours[s]:
                            if t in self._way or tz[t] or occupant[t] >= 0:
                                continue
                            self._way[t] = self._way[s] + 1
                            nxt.append(t)
                    frontier = nxt
        return self._way
