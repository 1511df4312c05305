"""The ball carrier scores, or gives the ball to a team-mate: a pass or a hand-off to one who can
run in to score, a pass to one free to run the ball on, or a walk to a faster team-mate and a
hand-off, so the ball goes farther this turn than the carrier could take it."""

from __future__ import annotations

from samurai_bowl.ai.plan import Plan, moves, progress, to_goal
from samurai_bowl.ai.planners.base import SURGE_ROOM
from samurai_bowl.ai.planners.standing import Standing
from samurai_bowl.engine import Act, Action, Match, Path, Piece, movement_allowance, surge_squares


class Scoring(Standing):
    """The carrier's touchdown, relay and pass."""

    def score(self, m: Match, side: int, piece: Piece) -> Plan | None:
        if m.ball.carrier != piece.index or self.stalling(m, side, piece):
            return None
        best: Path | None = None
        for square, path in self.reach(piece).items():
            if m.pitch.scores_for(square, piece.side) and (best is None or self.odds(path) > self.odds(best)):
                best = path
        if best is None:
            return None
        chance = self.odds(best)
        if chance < self.nerve.score and not self.last_turn(m, side):
            return None
        return Plan(chance, moves(piece, best.steps), f"{piece.name} runs in to score", chance)

    def relay(self, m: Match, side: int, piece: Piece, ready: list[Piece]) -> Plan | None:
        """A pass, or a hand-off after a run, to a team-mate who can then run in to score."""
        if m.ball.carrier != piece.index or piece.square is None or self.stalling(m, side, piece):
            return None
        best: Plan | None = None
        for mate in ready:
            if mate is piece or mate.square is None or not mate.standing:
                continue
            if mate.square is None or to_goal(m, side, mate.square) > mate.ma + SURGE_ROOM:
                continue
            finish = self._finish(m, mate)
            if finish <= 0.0 or (finish < self.nerve.relay and not self.last_turn(m, side)):
                continue
            for plan in (self._pass_to(m, piece, mate, finish), self._hand_off_to(m, piece, mate, finish)):
                if plan is not None and (best is None or plan.chance > best.chance):
                    best = plan
        if best is None or (best.chance < self.nerve.relay and not self.last_turn(m, side)):
            return None
        return best

    def _finish(self, m: Match, mate: Piece) -> float:
        """How likely ``mate`` is to reach the end zone from where he stands."""
        chances = [self.odds(p) for p in self.paths_to(mate, m.pitch.scoring_squares(mate.side)).values()]
        return max(chances, default=0.0)

    @staticmethod
    def _giving(m: Match, act: Act, piece: Piece, mate: Piece) -> tuple[Action, float] | None:
        """The pass or hand-off to ``mate`` and its chance (a team re-roll counted while one is left)."""
        assert mate.square is not None
        action = Action(act, piece=piece.index, square=mate.square)
        odds = m.odds(action)
        return None if odds is None else (action, float(odds.with_team_reroll))

    def _pass_to(self, m: Match, piece: Piece, mate: Piece, finish: float) -> Plan | None:
        found = self._giving(m, Act.PASS, piece, mate)
        if found is None:
            return None
        throw, odds = found
        chance = odds * finish
        return Plan(chance, (throw,), f"{piece.name} passes to {mate.name}, who can run in to score", chance)

    def _hand_off_to(self, m: Match, piece: Piece, mate: Piece, finish: float) -> Plan | None:
        found = self._giving(m, Act.HAND_OFF, piece, mate)
        if found is None or mate.square is None:
            return None
        give, hand = found
        beside = [p for s, p in self.reach(piece).items() if m.pitch.distance(s, mate.square) == 1]
        if piece.square is not None and m.pitch.distance(piece.square, mate.square) == 1:
            return Plan(
                hand * finish,
                (give,),
                f"{piece.name} hands the ball to {mate.name}, who can run in to score",
                hand * finish,
            )
        if not beside:
            return None
        path = max(beside, key=lambda p: p.chance)
        chance = path.chance * hand * finish
        return Plan(
            chance,
            (*moves(piece, path.steps), give),
            f"{piece.name} runs to {mate.name} and hands him the ball to score",
            chance,
        )

    def pass_on(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """The carrier throws to a free team-mate well up the pitch, faster than he could walk
        the ball there: to one who has yet to act, in open space, so he can run on with it."""
        if m.ball.carrier != piece.index or piece.square is None or self.stalling(m, side, piece):
            return None
        walk = self._walk(m, side, piece)
        best: Plan | None = None
        for mate, at in self._free_mates(m, side, piece):
            gain = progress(m, side, at) + mate.ma - walk  # he catches it and runs on
            if gain < self.nerve.pass_gain or self.room(at) < 3:
                continue
            found = self._giving(m, Act.PASS, piece, mate)
            if found is None or found[1] < self.nerve.pass_on:
                continue
            worth = found[1] * gain - min(self.threats(at), 3)
            if best is None or worth > best.worth:
                best = Plan(
                    worth,
                    (found[0],),
                    f"{piece.name} passes to {mate.name}, who stands free to run the ball on",
                    found[1],
                )
        return best

    def _walk(self, m: Match, side: int, piece: Piece) -> int:
        """How far up the pitch the carrier could walk the ball himself, with no roll."""
        assert piece.square is not None
        return max((progress(m, side, s) for s in self.safe(piece)), default=progress(m, side, piece.square))

    @staticmethod
    def _free_mates(m: Match, side: int, piece: Piece) -> list[tuple[Piece, int]]:
        """(team-mate, his square) of every standing team-mate yet to act and out of the opponents'
        tackle zones: those who can take the ball and run on with it."""
        tz = m.board_view.tz[1 - side]
        return [
            (mate, mate.square)
            for mate in m.side_pieces(side)
            if mate is not piece
            and mate.square is not None
            and mate.standing
            and mate.index not in m.acted
            and not tz[mate.square]
        ]

    def hand_on(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """The carrier walks, with no roll, up to a free team-mate who has yet to act and hands him
        the ball (a free action, R4.2), when the mate is faster, can then run it at least
        ``hand_gain`` squares farther up the pitch than the carrier could walk it, and can score
        in his next turn after that run: the fast clans' way of scoring in two turns. The mate
        runs on as the new carrier."""
        if self.nerve.hand_on >= 1.0 or m.ball.carrier != piece.index or piece.square is None:
            return None
        if self.stalling(m, side, piece):
            return None
        reach = self.safe(piece)
        walk = self._walk(m, side, piece)
        best: Plan | None = None
        for mate, at in self._free_mates(m, side, piece):
            run = movement_allowance(m, mate)
            gain = progress(m, side, at) + run - walk
            if gain < self.nerve.hand_gain or run <= movement_allowance(m, piece):
                continue
            if to_goal(m, side, at) > 2 * run + surge_squares(m, mate):
                continue  # he could not score next turn after his run: the ball is as well walked
            if m.pitch.distance(piece.square, at) == 1:
                steps: tuple[int, ...] = ()
            else:
                beside = [p for s, p in reach.items() if m.pitch.distance(s, at) == 1]
                if not beside:
                    continue
                steps = min(beside, key=lambda p: (self.threats(p.square), len(p.steps))).steps
            found = self._giving(m, Act.HAND_OFF, piece, mate)
            if found is None or found[1] < self.nerve.hand_on:
                continue
            worth = found[1] * gain - min(self.threats(at), 3)
            if best is None or worth > best.worth:
                best = Plan(
                    worth,
                    (*moves(piece, steps), found[0]),
                    f"{piece.name} hands the ball on to {mate.name}, who can run it farther",
                    found[1],
                )
        return best
