"""Running with the ball: the carrier walks it up the pitch (surging into scoring reach, keeping
to his escort, or dodging free of his markers), and a marked receiver dodges free to get open."""

from __future__ import annotations

from collections.abc import Callable

from samurai_bowl.ai.plan import Plan, moves, our_carrier, progress, to_goal
from samurai_bowl.ai.planners.standing import Standing
from samurai_bowl.engine import Match, Path, Piece, Skill, movement_allowance, surge_squares


class Carrying(Standing):
    """The carrier's run, and a receiver getting open."""

    def advance(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """The carrier walks as far up the pitch as he can without a roll (short of the end zone
        when he is stalling)."""
        if m.ball.carrier != piece.index or piece.square is None:
            return None
        stall = self.stalling(m, side, piece)
        safe = [
            p for p in self.safe(piece).values() if not (stall and m.pitch.scores_for(p.square, piece.side))
        ]
        if not safe or max(progress(m, side, p.square) for p in safe) <= progress(m, side, piece.square):
            free = self._break_free(m, side, piece)
            if free is not None or not safe or not self.nerve.guard_carrier:
                return free
            back = self._guarded(m, side, piece, safe)  # no way on: back to where he is guarded
            if back is None:
                return None
            return Plan(
                0.5, moves(piece, back.steps), f"{piece.name} steps back to where his team can guard him", 1.0
            )
        if self.nerve.guard_carrier:
            best = self._guarded(m, side, piece, safe)
            if best is None:
                return None
        else:
            best = max(
                safe,
                key=lambda p: (
                    progress(m, side, p.square),
                    min(self.room(p.square), 4),
                    self.off_sideline(p.square),
                    -len(p.steps),
                ),
            )
        held_back = progress(m, side, best.square) < max(progress(m, side, p.square) for p in safe)
        if not stall and not held_back:  # no surge past where his escort can follow
            surge = self._surge_on(m, side, piece, best)
            if surge is not None:
                chance = self.odds(surge)
                return Plan(
                    chance,
                    moves(piece, surge.steps),
                    f"{piece.name} surges on with the ball to be in scoring reach next turn",
                    chance,
                )
        if progress(m, side, best.square) <= progress(m, side, piece.square):
            return None
        why = (
            "keeps the ball a step short of the end zone to score late"
            if stall
            else "carries the ball up the pitch without a roll"
        )
        return Plan(1.0, moves(piece, best.steps), f"{piece.name} {why}", 1.0)

    def _surge_on(self, m: Match, side: int, piece: Piece, walk: Path) -> Path | None:
        """A run with Surges of Speed and no dodge that ends where the carrier can reach the end zone
        next turn, when the walk without a roll would leave him short of it."""
        if self.nerve.surge_on >= 1.0:
            return None
        reach = movement_allowance(m, piece) + surge_squares(m, piece)  # a fresh turn's movement
        if to_goal(m, side, walk.square) <= reach:
            return None
        runs = [
            p
            for p in self.reach(piece).values()
            if p.surges
            and not p.dodges
            and not p.picks_up
            and to_goal(m, side, p.square) <= reach
            and self.odds(p) >= self.nerve.surge_on
            and not m.pitch.scores_for(p.square, piece.side)
        ]
        if self.nerve.guard_carrier:  # a surge too ends where his escort can follow
            guarded = self._guard_test(m, side, piece)
            runs = [p for p in runs if guarded(p.square) and self.off_sideline(p.square) > 0]
        if not runs:
            return None
        return max(
            runs,
            key=lambda p: (
                -p.surges,
                self.odds(p),
                -self.threats(p.square),
                min(self.room(p.square), 4),
                self.off_sideline(p.square),
            ),
        )

    def _guarded(self, m: Match, side: int, piece: Piece, safe: list[Path]) -> Path | None:
        """The farthest square where the carrier is guarded (:meth:`_guard_test`); None when
        standing still is better."""
        assert piece.square is not None
        guarded = self._guard_test(m, side, piece)
        marked = m.board_view.tz[1 - side]

        def key(square: int, steps: int) -> tuple[int, ...]:
            return (
                int(guarded(square)),
                int(not marked[square]),  # a carrier who ends his run marked is the blitz's easiest mark
                min(self.off_sideline(square), 1),  # never on the touchline: one push is the crowd
                progress(m, side, square),
                -self.threats(square),
                min(self.room(square), 4),
                self.off_sideline(square),
                -steps,
            )

        best = max(safe, key=lambda p: key(p.square, len(p.steps)))
        if key(best.square, len(best.steps)) <= key(piece.square, 0):
            return None
        return best

    def _guard_test(self, m: Match, side: int, piece: Piece) -> Callable[[int], bool]:
        """Whether the carrier would be guarded on a square: no opponent can reach him there next
        turn, or a team-mate already stands beside it or can still walk up beside it this turn
        without a roll. Made once per carrier and decision: the walk, the surge and the dodge ask it."""
        if piece.index in self._guards:
            return self._guards[piece.index]
        neighbours = m.pitch.neighbours
        standing = {
            p.square for p in m.side_pieces(side) if p is not piece and p.standing and p.square is not None
        }
        escorts = [
            set(self.safe(p))
            for p in m.side_pieces(side)
            if p is not piece
            and p.standing
            and p.square is not None
            and p.index not in m.acted
            and not m.board_view.tz[1 - side][p.square]
        ]

        def guarded(square: int) -> bool:
            if self.threats(square) == 0:
                return True
            beside = [s for s in neighbours[square] if s != piece.square]
            if any(s in standing for s in beside):
                return True
            return any(any(s in reach for s in beside) for reach in escorts)

        self._guards[piece.index] = guarded
        return guarded

    def _break_free(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """A marked carrier with no free way forward dodges out when the odds are good enough, to
        the free square where he is safest: off the sideline, the fewest opponents able to reach
        him next turn, then as far up the pitch as that allows; with a guard beside him first, at
        a level that guards its carrier."""
        assert piece.square is not None
        if self.nerve.carrier_dodge >= 1.0 or not m.board_view.tz[1 - side][piece.square]:
            return None
        least = self.nerve.carrier_dodge
        if m.team(side).rerolls == 0:  # no team re-roll left this half: waiting will not bring one
            least = min(least, self.nerve.carrier_dodge_alone)
        free = self._free_squares(m, side, piece, least, team_reroll=True)
        if not free:
            return None
        guarded = self._guard_test(m, side, piece) if self.nerve.guard_carrier else None
        best = max(
            free,
            key=lambda p: (
                guarded is None or guarded(p.square),
                self.off_sideline(p.square) >= 2,
                -min(self.threats(p.square), 3),
                progress(m, side, p.square),
                self.odds(p),
            ),
        )
        chance = self.odds(best)
        return Plan(chance, moves(piece, best.steps), f"{piece.name} dodges free of his markers", chance)

    def _free_squares(self, m: Match, side: int, piece: Piece, least: float, team_reroll: bool) -> list[Path]:
        """Squares out of every opposing tackle zone he can reach at least this likely, short of
        the end zone."""
        tz = m.board_view.tz[1 - side]
        return [
            p
            for p in self.reach(piece).values()
            if not tz[p.square]
            and (self.odds(p) if team_reroll else p.chance) >= least
            and not m.pitch.scores_for(p.square, piece.side)
        ]

    def get_open(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """A marked team-mate of our carrier dodges free to a square ahead of him, ready for a
        pass, when the dodge is likely without the team re-roll (a failed one ends the turn)."""
        carrier = our_carrier(m, side)
        if carrier is None or carrier is piece or carrier.square is None or piece.square is None:
            return None
        if not self.up(piece) or not m.board_view.tz[1 - side][piece.square]:
            return None
        if not piece.has(Skill.DODGE) and m.data.agility.target(piece.ag) > 2:
            return None  # a plain dodge at 3+ or worse is never likely enough
        line = progress(m, side, carrier.square)
        ahead = [
            p
            for p in self._free_squares(m, side, piece, self.nerve.open_dodge, team_reroll=False)
            if progress(m, side, p.square) > line
        ]
        if not ahead:
            return None
        best = max(ahead, key=lambda p: (min(self.room(p.square), 4), progress(m, side, p.square), p.chance))
        return Plan(
            best.chance,
            moves(piece, best.steps),
            f"{piece.name} dodges free of his markers to get open for a pass",
            best.chance,
        )
