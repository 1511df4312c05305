"""The loose ball: a pick-up early in the turn or as its last act, a fallen man stepping off the
ball, and a risky run towards a ball nobody reached safely."""

from __future__ import annotations

from samurai_bowl.ai.plan import Plan, moves, to_goal
from samurai_bowl.ai.planners.standing import Standing
from samurai_bowl.engine import Act, Action, Match, Path, Piece, move_ability, path_chance

RUN_ON = 0.02  # a pick-up's worth for each square the man can still walk with the ball


class LooseBall(Standing):
    """Going for the loose ball."""

    def pick_up(self, m: Match, side: int, piece: Piece) -> Plan | None:
        return self._pick_up(m, piece, float(self.nerve.pick_up), with_reroll=False)

    def escort(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """Before the pick-up, a free man walks (no roll) to stand beside the loose ball, so that
        the man who picks it up has a guard beside him when the turn ends: a carrier alone in the
        open is the opponents' easiest blitz. One guard is enough; none walks into the picker's way."""
        ball = m.ball.square
        if not self.nerve.escort or not m.ball.loose or ball is None or piece.square is None:
            return None
        if not self.up(piece) or m.board_view.tz[1 - side][piece.square]:
            return None
        if self.threats(ball) == 0:
            return None
        picker = self._likely_picker(m, side)
        if picker is None or picker[0] is piece:
            return None
        beside = set(m.pitch.neighbours[ball])
        if any(p is not picker[0] and p.standing and p.square in beside for p in m.side_pieces(side)):
            return None  # a guard stands there already
        way = set(picker[1].steps)
        spots = [p for s, p in self.safe(piece).items() if m.pitch.distance(s, ball) == 1 and s not in way]
        if not spots:
            return None
        best = min(
            spots, key=lambda p: (min(self.threats(p.square), 3), -self.off_sideline(p.square), len(p.steps))
        )
        return Plan(
            5.0 - 0.1 * len(best.steps),
            moves(piece, best.steps),
            f"{piece.name} stands beside the loose ball to guard {picker[0].name} once he has it",
            1.0,
            alone=True,
        )

    def _likely_picker(self, m: Match, side: int) -> tuple[Piece, Path] | None:
        """The man yet to act whose pick-up the coach would go for now, and his way to the ball."""
        if self._picker_found is None:
            best: tuple[float, int, Piece, Path] | None = None
            for man in m.side_pieces(side):
                if man.square is None or (man.index in m.acted and man.index != self.active):
                    continue
                plan = self.pick_up(m, side, man)
                path = self.to_ball(man) if plan is not None else None
                if plan is None or path is None:
                    continue
                if best is None or (plan.worth, -man.index) > best[:2]:
                    best = (plan.worth, -man.index, man, path)
            self._picker_found = (best[2], best[3]) if best else False
        return self._picker_found if isinstance(self._picker_found, tuple) else None

    def clear_ball(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """The ball lies under our fallen man: he stands, steps off it and, with the movement
        left, steps back on to pick it up; else a team-mate can reach it now."""
        ball = m.ball.square
        if not m.ball.loose or ball is None or piece.square != ball:
            return None
        off = [p for s, p in self.reach(piece).items() if m.pitch.distance(s, ball) == 1]
        if not off:
            return None
        step = max(off, key=lambda p: (p.chance, -len(p.steps)))
        left = piece.ma - m.rules.movement.stand_up_cost - len(step.steps)
        back = (Action(Act.MOVE, piece=piece.index, square=ball),) if left >= 1 else ()
        target = m.data.agility.target(piece.ag)
        pick = max(0.0, min(1.0, (7 - target) / 6)) if back else 1.0
        why = (
            "stands up off the ball and steps back on to pick it up"
            if back
            else "stands up and steps off the ball so a team-mate can pick it up"
        )
        return Plan(
            step.chance * pick, (*moves(piece, step.steps), *back), f"{piece.name} {why}", step.chance * pick
        )

    def long_pick_up(self, m: Match, side: int, piece: Piece) -> Plan | None:
        return self._pick_up(m, piece, self.nerve.long_shot, with_reroll=True)

    def _pick_up(self, m: Match, piece: Piece, least: float, with_reroll: bool) -> Plan | None:
        if not m.ball.loose or m.ball.square is None or not self.within_reach(piece, m.ball.square):
            return None
        path = self.to_ball(piece)
        if path is None:
            return None
        chance = self.odds(path) if with_reroll else path.chance
        if chance < least:
            return None
        return Plan(
            self._run_on(m, piece, path, chance),
            moves(piece, path.steps),
            f"{piece.name} picks up the ball",
            self.odds(path),
        )

    def _run_on(self, m: Match, piece: Piece, path: Path, chance: float) -> float:
        """A pick-up's worth: of two men about as likely to pick the ball up, the one who can run
        on to score after it, else the one who can carry it farther."""
        if not self.nerve.run_on:
            return chance
        ability = move_ability(m, piece)
        left = max(0, ability.ma_left - len(path.steps))
        surges = ability.surges - max(0, len(path.steps) - ability.ma_left)
        need = to_goal(m, piece.side, path.square) - left  # surges still needed to score after it
        after = 1.0 if need <= 0 else (5 / 6) ** need if need <= surges else 0.0
        return chance * (1.0 + after) + RUN_ON * min(left, 8)

    def to_ball(self, piece: Piece) -> Path | None:
        """The safest way onto the loose ball. A walk with no roll to a free square beside it and
        the pick-up cannot be beaten, so it is taken without the full path search when there is one."""
        m, ball = self.m, self.m.ball.square
        if ball is None or piece.square is None:
            return None
        if piece.index not in self._reach and m.board_view.occupant[ball] < 0:
            enemy = 1 - piece.side
            tz = m.board_view.tz[enemy]
            ability = move_ability(m, piece)
            walks = [
                p.steps
                for s, p in self.safe(piece).items()
                if not tz[s] and len(p.steps) < ability.ma_left and m.pitch.distance(s, ball) == 1
            ]
            if not tz[piece.square] and ability.ma_left >= 1 and m.pitch.distance(piece.square, ball) == 1:
                walks.append(())
            if walks:
                steps = (*min(walks, key=len), ball)
                marks = m.board_view.tackle_tz[enemy]
                chance = [
                    float(path_chance(m.pitch, piece.square, steps, ability, tz, marks, ball, reroll))
                    for reroll in (False, True)
                ]
                return Path(ball, steps, chance[0], chance[1], 0, 0, True)
        return self.path_to(piece, ball)

    def chase(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """Last, and with some risk: a model goes for a loose ball nobody reached safely."""
        if not m.ball.loose or m.ball.square is None or not self.up(piece) or piece.square is None:
            return None
        ball = m.ball.square
        fair = [p for p in self.reach(piece).values() if p.chance >= self.nerve.chase]
        if not fair:
            return None
        best = min(fair, key=lambda p: (m.pitch.distance(p.square, ball), -p.chance))
        if m.pitch.distance(best.square, ball) >= m.pitch.distance(piece.square, ball):
            return None
        return Plan(
            -float(m.pitch.distance(best.square, ball)),
            moves(piece, best.steps),
            f"{piece.name} runs towards the loose ball",
            best.chance,
        )
