"""The heuristic coach at three levels, through the public API only.

``normal`` asks its planners in a fixed order of priority and activates the model with the best
plan of the first planner that has one. ``hard`` looks at every model's plans at once and plays
all the safe ones before any that needs a roll, risky ones last by their chance of working, and
takes more chances on defence. ``easy`` plays like a beginner: no cage, no passes, no fouls, and
it throws one-die blocks."""

from __future__ import annotations

from ai.answers import ANSWERS
from ai.plan import Plan
from ai.planners import Nerve, Planner, Planners
from ai.setup_plan import kick_target, setup_action
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.pieces import Piece

LEVELS = ("easy", "normal", "hard")
NERVE = {
    "easy": Nerve(one_die_blocks=True, stall=False, pick_up=0.2, chase=0.3),
    "normal": Nerve(),
    "hard": Nerve(blitz=0.5, relay=0.4, one_die_blocks=False),
}
SETUP_PATIENCE = 40  # set-up decisions in a row before the coach settles for a ready-made formation


class HeuristicCoach:
    def __init__(self, seed: int | None = None, level: str = "normal") -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
        self.seed = seed
        self.level = level
        self.nerve = NERVE[level]
        self.plan: list[Action] = []
        self.last: Plan | None = None  # the plan behind the last activation, for the hint
        self._setup_steps = 0
        self._kept: tuple[int, int, list[tuple[Plan, Piece]]] = (-1, -1, [])

    def choose(self, m: Match) -> Action:
        prompt = m.pending
        assert prompt is not None
        legal = m.legal_actions()
        if prompt.kind != "setup":
            self._setup_steps = 0
        if prompt.kind == "turn":
            return self._turn(m, prompt.side, legal)
        if prompt.kind == "activation":
            return self._activation(m, legal)
        if prompt.kind == "setup":
            self._setup_steps += 1
            if self._setup_steps > SETUP_PATIENCE or self.level == "easy":
                return self._formation(m, prompt.side, legal)
            return setup_action(m, prompt.side, legal)
        if prompt.kind == "kick":
            return kick_target(m, prompt.side, legal)
        answer = ANSWERS.get(prompt.kind)
        return answer(m, legal) if answer else legal[0]

    @staticmethod
    def _formation(m: Match, side: int, legal: list[Action]) -> Action:
        end = Action(Act.END_SETUP)
        if end in legal and any(p.square is not None for p in m.side_pieces(side)):
            return end
        return Action(Act.FORMATION, choice=1 if m.kicker == side else 0)

    # --- in a turn -------------------------------------------------------------------------
    def planners(self, m: Match) -> Planners:
        return Planners(m, self.nerve)

    def _activation(self, m: Match, legal: list[Action]) -> Action:
        if not self.plan and m.pending is not None:  # a plan ran out: a new carrier goes on
            piece = m.pieces[m.pending.data["piece"]]
            if m.ball.carrier == piece.index:
                plans = self.planners(m)
                side = int(piece.side)
                mates = self._ready_mates(m, side)
                relay = None if self.level == "easy" else plans.relay(m, side, piece, mates)
                found = plans.score(m, side, piece) or relay or plans.advance(m, side, piece)
                self.plan = list(found.actions) if found else []
        while self.plan:
            action = self.plan.pop(0)
            if action in legal:
                return action
            self.plan.clear()
        for action in legal:
            if action.act is Act.END_ACTIVATION:
                return action
        return legal[0]

    def _ready_mates(self, m: Match, side: int) -> list[Piece]:
        """Team-mates not yet activated this turn."""
        return [p for p in m.side_pieces(side) if p.square is not None and p.index not in m.acted]

    def _turn(self, m: Match, side: int, legal: list[Action]) -> Action:
        self.plan = []
        counter = next((a for a in legal if a.act is Act.MOVE_COUNTER), None)
        if counter is not None:
            return counter
        ready = [m.pieces[a.piece] for a in legal if a.act is Act.ACTIVATE]  # type: ignore[index]
        best = self.best_plan(m, side, ready)
        if best is None:
            self.last = None
            return Action(Act.END_TURN)
        self.last = best
        self.plan = list(best.actions)
        first = best.actions[0]
        return Action(Act.ACTIVATE, piece=first.piece)

    def best_plan(self, m: Match, side: int, ready: list[Piece]) -> Plan | None:
        """The plan of the next activation, or None to end the turn."""
        p = self.planners(m)
        order: list[Planner] = [
            p.score, lambda m, s, piece: p.relay(m, s, piece, ready), p.block, p.pick_up, p.advance,
            p.blitz_carrier, p.cage, p.mark_carrier, p.support, p.foul, p.long_pick_up, p.chase]
        if self.level == "easy":
            order = [p.score, p.block, p.pick_up, p.advance, p.blitz_carrier, p.support, p.chase]
        if self.level == "hard":
            return self._hard_choice(m, side, ready, order)
        for rank, planner in enumerate(order):
            options = self._still_good(m, rank, ready)
            if not options:
                options = [(plan, piece) for piece in ready if (plan := planner(m, side, piece)) is not None]
            if options:
                options.sort(key=lambda o: (o[0].worth, -o[1].index), reverse=True)
                self._kept = (m.turn_seq, rank, options[1:])
                return options[0][0]
        return None

    def _still_good(self, m: Match, rank: int, ready: list[Piece]) -> list[tuple[Plan, Piece]]:
        """The other plans this planner made at the turn's last decision, where nothing has come
        in their way since: moves without rolls only change what the mover blocks, so the search
        is not repeated for every model after every activation."""
        turn_seq, kept_rank, options = self._kept
        if turn_seq != m.turn_seq or kept_rank != rank:
            return []
        waiting = {p.index for p in ready}
        good = []
        for plan, piece in options:
            squares = [a.square for a in plan.actions if a.act is Act.MOVE and a.square is not None]
            if piece.index in waiting and plan.safe and all(m.board.at(sq) is None for sq in squares):
                good.append((plan, piece))
        return good

    def _hard_choice(self, m: Match, side: int, ready: list[Piece], order: list[Planner]) -> Plan | None:
        """Every model's plans at once: a touchdown first, then everything that needs no roll in
        order of priority, then the risky plans, likeliest to work first within a priority."""
        risky: list[tuple[int, float, float, int, Plan]] = []
        for rank, planner in enumerate(order):
            safe: list[tuple[float, int, Plan]] = []
            for piece in ready:
                plan = planner(m, side, piece)
                if plan is None:
                    continue
                if rank == 0 or plan.safe:  # scoring ends the drive: nothing else matters
                    safe.append((plan.worth, -piece.index, plan))
                else:
                    risky.append((rank, plan.chance, plan.worth, -piece.index, plan))
            if safe:
                return max(safe, key=lambda o: (o[0], o[1]))[2]
        if not risky:
            return None
        first_rank = min(r[0] for r in risky)
        return max((r for r in risky if r[0] == first_rank), key=lambda r: (r[1], r[2], r[3]))[4]
