"""The heuristic coach: scores when it can, blocks when the dice favour it, picks up the ball,
advances the carrier without needless dodges and brings support up — through the public API."""

from __future__ import annotations

from ai.answers import ANSWERS
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.pathing import Path
from samurai_bowl.engine.pieces import Piece

SCORE_CHANCE = 0.5  # go for the end zone when at least this likely
PICKUP_CHANCE = 0.3
SAFE = 0.999  # "no roll needed" (floats of exact fractions)


Plan = tuple[float, list[Action]]  # (how good, the actions of one activation)
NONE: Plan = (float("-inf"), [])


def moves(piece: Piece, steps: tuple[int, ...]) -> list[Action]:
    return [Action(Act.MOVE, piece=piece.index, square=s) for s in steps]


LEVELS = ("easy", "normal", "hard")


class HeuristicCoach:
    def __init__(self, seed: int | None = None, level: str = "normal") -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
        self.seed = seed
        self.level = level
        self.plan: list[Action] = []
        self._reach: dict[int, dict[int, Path]] = {}

    def reach(self, m: Match, piece: Piece) -> dict[int, Path]:
        """``match.reachable``, asked once per model per decision (the board does not change)."""
        if piece.index not in self._reach:
            self._reach[piece.index] = m.reachable(piece.index)
        return self._reach[piece.index]

    def choose(self, m: Match) -> Action:
        prompt = m.pending
        assert prompt is not None
        self._reach = {}
        legal = m.legal_actions()
        if prompt.kind == "turn":
            return self._turn(m, prompt.side, legal)
        if prompt.kind == "activation":
            return self._activation(m, legal)
        if prompt.kind == "setup":
            return self._setup(m, prompt.side, legal)
        if prompt.kind == "kick":
            return self._kick(m, prompt.side, legal)
        if prompt.kind == "touchback":
            return self._safest(m, prompt.side, legal)
        answer = ANSWERS.get(prompt.kind)
        return answer(m, legal) if answer else legal[0]

    # --- before the kick -------------------------------------------------------------------
    def _setup(self, m: Match, side: int, legal: list[Action]) -> Action:
        end = Action(Act.END_SETUP)
        if end in legal:
            return end
        kicking = m.kicker == side
        return Action(Act.FORMATION, choice=1 if kicking else 0)  # the Wall to kick, Balanced to receive

    def _kick(self, m: Match, side: int, legal: list[Action]) -> Action:
        """Into the middle of the receiving half, close enough for the chasers to reach a loose ball."""
        x = m.pitch.halfway - 6 if side == 1 else m.pitch.halfway + 5
        target = m.pitch.square(x, m.pitch.width // 2)
        return min(legal, key=lambda a: m.pitch.distance(a.square, target))  # type: ignore[arg-type]

    def _safest(self, m: Match, side: int, legal: list[Action]) -> Action:
        """Give the ball to the player farthest from the opponents."""
        enemies = [p.square for p in m.side_pieces(1 - side) if p.standing and p.square is not None]

        def room(action: Action) -> int:
            square = m.pieces[action.piece].square  # type: ignore[index]
            return min((m.pitch.distance(square, e) for e in enemies), default=99)  # type: ignore[arg-type]
        return max(legal, key=room)

    # --- in a turn -------------------------------------------------------------------------
    def _activation(self, m: Match, legal: list[Action]) -> Action:
        if not self.plan and m.pending is not None:  # a plan ran out: a new carrier goes on
            piece = m.pieces[m.pending.data["piece"]]
            if m.ball.carrier == piece.index:
                self.plan = self._score(m, int(piece.side), piece)[1] or self._safe_move_towards_goal(
                    m, int(piece.side), piece)
        while self.plan:
            action = self.plan.pop(0)
            if action in legal:
                return action
            self.plan.clear()
        for action in legal:
            if action.act is Act.END_ACTIVATION:
                return action
        return legal[0]

    def _turn(self, m: Match, side: int, legal: list[Action]) -> Action:
        self.plan = []
        for act in (Act.MOVE_COUNTER,):
            found = next((a for a in legal if a.act is act), None)
            if found:
                return found
        ready = [m.pieces[a.piece] for a in legal if a.act is Act.ACTIVATE]  # type: ignore[index]
        for planner in (self._score, self._safe_block, self._pick_up, self._advance_carrier,
                        self._blitz_carrier, self._support, self._chase):
            options = [(worth, piece, plan) for piece in ready
                       for worth, plan in [planner(m, side, piece)] if plan]
            if options:
                _, piece, self.plan = max(options, key=lambda o: (o[0], -o[1].index))
                return Action(Act.ACTIVATE, piece=piece.index)
        return Action(Act.END_TURN)

    def _goal(self, m: Match, side: int) -> int:
        """The x of the opponent's end zone's near edge."""
        depth = m.pitch.end_zone_depth
        return m.pitch.length - depth if side == 0 else depth - 1

    def _progress(self, m: Match, side: int, square: int) -> int:
        x = m.pitch.xy(square)[0]
        return x if side == 0 else m.pitch.length - 1 - x

    def _score(self, m: Match, side: int, piece: Piece) -> Plan:
        if m.ball.carrier != piece.index:
            return NONE
        best = None
        for square, path in self.reach(m, piece).items():
            scores = m.pitch.scores_for(square, piece.side)
            if scores and float(path.chance_with_team_reroll) >= SCORE_CHANCE and (
                    best is None or path.chance > best.chance):
                best = path
        return NONE if best is None else (float(best.chance), moves(piece, best.steps))

    def _safe_block(self, m: Match, side: int, piece: Piece) -> Plan:
        """A block with two dice the attacker picks from; the likeliest knock-down first."""
        if not piece.standing or piece.square is None or m.ball.carrier == piece.index:
            return NONE
        best: Plan = NONE
        for target in m.board.adjacent(piece.square, piece.side.other):
            block = Action(Act.BLOCK, piece=piece.index, square=target.square)
            odds = m.odds(block)
            if odds is not None and odds.dice == 2 and odds.attacker_chooses and odds.knockdown > best[0]:
                best = (float(odds.knockdown), [block])
        return best

    def _pick_up(self, m: Match, side: int, piece: Piece) -> Plan:
        if not m.ball.loose or m.ball.square is None:
            return NONE
        path = self.reach(m, piece).get(m.ball.square)
        if path is None or float(path.chance) < PICKUP_CHANCE:
            return NONE
        return float(path.chance), moves(piece, path.steps)

    def _advance_carrier(self, m: Match, side: int, piece: Piece) -> Plan:
        if m.ball.carrier != piece.index:
            return NONE
        plan = self._safe_move_towards_goal(m, side, piece)
        return (1.0, plan) if plan else NONE

    def _safe_move_towards_goal(self, m: Match, side: int, piece: Piece) -> list[Action]:
        paths = self.reach(m, piece)
        here = piece.square
        assert here is not None
        safe = [p for p in paths.values() if float(p.chance) >= SAFE]
        if not safe:
            return []
        best = max(safe, key=lambda p: (self._progress(m, side, p.square), -len(p.steps)))
        if self._progress(m, side, best.square) <= self._progress(m, side, here):
            return []
        return moves(piece, best.steps)

    def _blitz_carrier(self, m: Match, side: int, piece: Piece) -> Plan:
        carrier = m.ball.carrier
        if carrier is None or m.pieces[carrier].side == side or not piece.standing:
            return NONE
        target = m.pieces[carrier]
        assert target.square is not None
        paths = self.reach(m, piece)
        next_to = [paths[s] for s in m.pitch.neighbours[target.square] if s in paths]
        block = Action(Act.BLOCK, piece=piece.index, square=target.square)
        if piece.square is not None and m.pitch.distance(piece.square, target.square) == 1:
            return 1.0, [block]
        if not next_to:
            return NONE
        best = max(next_to, key=lambda p: p.chance)
        if float(best.chance) < 0.7:
            return NONE
        return float(best.chance), [*moves(piece, best.steps), block]

    def _support(self, m: Match, side: int, piece: Piece) -> Plan:
        """Move without rolling towards where the ball is, or past it towards the end zone."""
        if not piece.standing or piece.square is None or m.board.tz[1 - side][piece.square]:
            return NONE
        focus = m.ball.square
        if focus is None:
            return NONE
        paths = self.reach(m, piece)
        safe = [p for p in paths.values() if float(p.chance) >= SAFE]
        if not safe:
            return NONE
        carrier_ours = m.ball.carrier is not None and m.pieces[m.ball.carrier].side == side
        if carrier_ours:  # escort: stay near the carrier, a step ahead of him
            best = min(safe, key=lambda p: (abs(m.pitch.distance(p.square, focus) - 1),
                                            -self._progress(m, side, p.square)))
        else:
            best = min(safe, key=lambda p: m.pitch.distance(p.square, focus))
        if m.pitch.distance(best.square, focus) >= m.pitch.distance(piece.square, focus) and not carrier_ours:
            return NONE
        if best.square == piece.square:
            return NONE
        return -float(m.pitch.distance(piece.square, focus)), moves(piece, best.steps)

    def _chase(self, m: Match, side: int, piece: Piece) -> Plan:
        """Last, and with some risk: a model goes for a loose ball nobody reached safely."""
        if not m.ball.loose or m.ball.square is None or not piece.standing or piece.square is None:
            return NONE
        ball = m.ball.square
        fair = [p for p in self.reach(m, piece).values() if float(p.chance) >= 0.5]
        if not fair:
            return NONE
        best = min(fair, key=lambda p: (m.pitch.distance(p.square, ball), -float(p.chance)))
        if m.pitch.distance(best.square, ball) >= m.pitch.distance(piece.square, ball):
            return NONE
        return -float(m.pitch.distance(best.square, ball)), moves(piece, best.steps)
