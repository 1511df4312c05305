"""The coaching hint: for the decision a match is waiting on, what the AI coach would do, why,
and how likely it is to work.

A :class:`Coaching` keeps the hints of one match as one plan: the activation it recommends at a
turn's decision is remembered, and while the player follows it every later hint of that
activation is its next step, in order. It is planned again only when the next step is no longer
possible (a roll went another way) or the player did something else; once it is done, the model
throws a good block from where he stands or ends his action, and the hint says which and why."""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.ai.extras import void_strike
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.hint_words import chance as answer_chance
from samurai_bowl.ai.hint_words import reason as answer_reason
from samurai_bowl.ai.plan import SAFE, Plan
from samurai_bowl.ai.planners import good_block as block_from_here
from samurai_bowl.engine import Act, Action, Ask, Match, Status

# What a coach does of his own accord in a turn; every other action answers a question the rules
# asked on the way (a re-roll, a block die, a push), which keeps a plan going.
PLAYS = frozenset(
    {
        Act.ACTIVATE,
        Act.MOVE,
        Act.BLOCK,
        Act.PASS,
        Act.HAND_OFF,
        Act.FOUL,
        Act.END_ACTIVATION,
        Act.END_TURN,
        Act.MOVE_COUNTER,
        Act.FIRES_FROM_WITHIN,
        Act.INNER_FIRE,
        Act.VOID_STRIKE,
        Act.USE_STAFF,
        Act.CONCEDE,
    }
)


@dataclass(frozen=True)
class Hint:
    action: Action  # legal now
    plan: tuple[Action, ...]  # the whole activation it begins, to highlight (just the action otherwise)
    reason: str
    chance: float | None  # every roll of the plan succeeds; None when nothing is rolled

    def __str__(self) -> str:
        odds = f" ({self.chance:.0%})" if self.chance is not None and self.chance < SAFE else ""
        return f"{self.reason}{odds}"


@dataclass
class Promise:
    """The activation a hint recommended: its steps still to come, and how far the match was read."""

    piece: int
    steps: tuple[Action, ...]
    reason: str
    chance: float
    seen: int  # actions of the match already read
    started: bool  # the model has been activated

    def follow(self, history: list[Action]) -> bool:
        """Read the actions since; False when the player went another way."""
        for action in history[self.seen :]:
            if self.steps and action == self.steps[0]:
                self.steps = self.steps[1:]
            elif action.act is Act.ACTIVATE and action.piece == self.piece and not self.started:
                self.started = True
            elif action.act in PLAYS:
                return False
        self.seen = len(history)
        return True


class Coaching:
    """The hints of one match, one consistent plan per activation (see the module's words)."""

    def __init__(self, level: str = "normal") -> None:
        self.level = level
        self.promise: Promise | None = None
        self._match = 0
        self._last: tuple[int, Hint | None] = (-1, None)  # the hint for this many actions

    def hint(self, m: Match) -> Hint | None:
        """What the coach recommends for ``m.pending``; None once the match is over."""
        if id(m) != self._match:
            self._match, self.promise, self._last = id(m), None, (-1, None)
        if self._last[0] == len(m.history):
            return self._last[1]
        if self.promise is not None and not self.promise.follow(m.history):
            self.promise = None
        with m.sealed():  # the hint is thought out as the coach's answers are: blind to the dice
            found = self._hint(m)
        self._last = (len(m.history), found)
        return found

    def _hint(self, m: Match) -> Hint | None:
        prompt = m.pending
        if prompt is None:
            self.promise = None
            return None
        coach = HeuristicCoach(m.seed, self.level)
        if prompt.kind == Ask.ACTIVATION:
            return self._activation(m, coach, prompt.data["piece"])
        if prompt.kind == Ask.TURN:
            self.promise = None
        action = coach.choose(m)
        if action.act is Act.VOID_STRIKE and prompt.kind != Ask.TURN:  # cast at a decision (R16)
            found = void_strike(m, prompt.side, m.legal_actions())
            return Hint(action, (action,), found[1] if found else "Cast the Void Strike", None)
        if prompt.kind == Ask.TURN and coach.last is not None:
            plan = coach.last
            if action.act is Act.ACTIVATE and action.piece is not None:
                self.promise = Promise(
                    action.piece, plan.actions, plan.reason, plan.chance, len(m.history), started=False
                )
            return Hint(action, plan.actions, plan.reason, shown(plan.chance))
        return Hint(action, (action,), answer_reason(m, action), answer_chance(m, action))

    # --- inside an activation ----------------------------------------------------------------
    def _activation(self, m: Match, coach: HeuristicCoach, piece: int) -> Hint:
        legal = m.legal_actions()
        promise = self.promise
        if promise is not None and promise.piece == piece and promise.started:
            if promise.steps and promise.steps[0] in legal:
                return Hint(promise.steps[0], promise.steps, promise.reason, self._left_chance(m, promise))
            if not promise.steps:
                return self._done(m, coach, piece, promise.reason)
        plan = self._plan_again(m, coach, piece)
        if plan is None:
            self.promise = None
            return self._end(m, piece, None)
        self.promise = Promise(piece, plan.actions, plan.reason, plan.chance, len(m.history), started=True)
        return Hint(plan.actions[0], plan.actions, plan.reason, shown(plan.chance))

    @staticmethod
    def _plan_again(m: Match, coach: HeuristicCoach, piece: int) -> Plan | None:
        """A plan for the active model from where he stands: no plan was given for him, the player
        went another way, or a roll left the given one's next step impossible."""
        model = m.pieces[piece]
        legal = m.legal_actions()
        side = int(model.side)
        if promise_free(m, piece):  # just activated: the plan the turn's hint gave for him, if it was his
            ready = [
                p
                for p in m.side_pieces(side)
                if (p.index not in m.acted or p.index == piece)
                and p.status in (Status.STANDING, Status.PRONE)
            ]  # as at the turn's decision
            turn = coach.best_plan(m, side, ready)
            if turn is not None and turn.actions[0].piece == piece and turn.actions[0] in legal:
                return turn
        if m.ball.carrier == piece:
            plan = coach.carrier_plan(m, model)
        else:
            plan = coach.best_plan(m, int(model.side), [model]) or good_block(m, coach, piece)
        if plan is None or not plan.actions or plan.actions[0] not in legal:
            return good_block(m, coach, piece)
        return plan

    def _done(self, m: Match, coach: HeuristicCoach, piece: int, reason: str) -> Hint:
        """The plan has been carried out: a good block from where he now stands, else end."""
        block = good_block(m, coach, piece)
        if block is not None:
            self.promise = Promise(piece, block.actions, block.reason, block.chance, len(m.history), True)
            return Hint(
                block.actions[0], block.actions, f"{block.reason}, now that he is there", shown(block.chance)
            )
        return self._end(m, piece, reason)

    @staticmethod
    def _end(m: Match, piece: int, done: str | None) -> Hint:
        """End the action: the plan ``done`` is carried out, or (None) nothing is worth doing."""
        legal = m.legal_actions()
        blocks = [a for a in legal if a.act is Act.BLOCK and a.piece == piece]
        name = m.pieces[piece].name
        if done is not None:
            why = f"{done}: done, end his action"
        else:
            why = f"{name} ends his action" if blocks else f"{name} has nothing useful left to do"
        if blocks:
            why += f"{'; ' if done else ': '}{poor_words(m, blocks[0])}"
        end = Action(Act.END_ACTIVATION, piece=piece)
        return Hint(end if end in legal else legal[0], (end,), why, None)

    @staticmethod
    def _left_chance(m: Match, promise: Promise) -> float | None:
        """The chance of the steps still to come: the way there as it looks now, once some are taken."""
        moves = [a.square for a in promise.steps if a.act is Act.MOVE]
        if len(moves) < len(promise.steps) - 1 or not moves:
            return shown(promise.chance)
        path = m.reachable(promise.piece).get(moves[-1])  # type: ignore[arg-type]
        if path is None or list(path.steps) != moves:
            return shown(promise.chance)
        team = m.team(int(m.pieces[promise.piece].side))
        with_reroll = team.rerolls > 0 and not team.reroll_used
        return shown(path.chance_with_team_reroll if with_reroll else path.chance)


def good_block(m: Match, coach: HeuristicCoach, piece: int) -> Plan | None:
    """The best block the active model may throw from where he stands that the coach's level
    would throw (the coach throws the same once a plan is done)."""
    return block_from_here(m, coach.nerve_now(m), piece)


def poor_words(m: Match, block: Action) -> str:
    """Why a legal block is not worth the team's action."""
    odds = m.odds(block)
    target = m.board_view.at(block.square) if block.square is not None else None
    if odds is None or target is None:
        return "no block worth the team's action"
    chooser = "you choose" if odds.attacker_chooses else "he chooses"
    dice = "1 die" if odds.dice == 1 else f"{odds.dice} dice, {chooser}"
    return f"a block on {target.name} would be poor ({dice}, {float(odds.attacker_down):.0%} to fall)"


def promise_free(m: Match, piece: int) -> bool:
    """The model has been activated and has done nothing yet."""
    last = m.history[-1] if m.history else None
    return last is not None and last.act is Act.ACTIVATE and last.piece == piece


def shown(chance: float) -> float | None:
    return None if chance >= SAFE else chance


def coaching_hint(m: Match, level: str = "normal") -> Hint | None:
    """What the ``level`` coach recommends for ``m.pending`` with nothing remembered of earlier
    hints; None once the match is over."""
    return Coaching(level).hint(m)
