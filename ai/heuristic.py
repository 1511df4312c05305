"""The heuristic coach at three levels, through the public API only.

Each level asks its planners in a fixed order of priority — the ball first, moves without a roll
next, blocks and other risks last — and activates the model with the best plan of the first planner
that has one. Under one action per team turn (R4.2) the pass, block or foul is the turn's one: the
planners that need it drop out once it is spent; only a blitz on the ball carrier comes before the
safe moves, so a failed plain block or foul costs the turn little else. ``normal`` blocks a man
marking its carrier first, so the carrier can walk on; it blocks the opposing carrier first of all
when a walk with no roll gives a block on him with two dice, the attacker choosing, and otherwise
marks him before blitzing him, with the man likeliest to knock him down (a poor block on a carrier
who cannot score yet is left for a mark); a man who has walked up to mark throws the block from
there when it is good; its receivers keep out of the carrier's way; fallen men stand up. It plays
to speed too: a marked carrier dodges clear to where he is safest, the carrier throws to a free
team-mate who can run the ball on farther than he could walk it, or hands it to a faster one who
can score in his next turn, a marked receiver dodges free to get open. It keeps its carrier
guarded: a free man stands beside a loose ball before the pick-up, and the carrier ends his run
beside a guard, else out of tackle zones. It plays to the game (``planners.urgency``): behind in
the last turns, or when their carrier can score next turn late in a game it is not winning, it
throws poorer blocks and longer blitzes; on the half's last turn it takes any chance to score;
ahead late it keeps the ball safe.
``hard`` adds more defence and look-ahead: it keeps its carrier where his escort can follow,
walks up to weaker opponents to block them, kicks deep and stalls from three turns out; it plays
its best candidate activations out on copies of the match with fresh dice — the rest of its turn
and the opponent's reply by the normal coach (``ai.search``) — and takes the one that comes out
best; a touchdown, or a block on their carrier that needs no roll, it takes without weighing.
``easy`` plays like a beginner: a ready-made formation, no cage, passes or fouls, and it throws
one-die blocks."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from samurai_bowl.ai.answers import ANSWERS
from samurai_bowl.ai.defence import Defence
from samurai_bowl.ai.extras import turn_extra, void_strike
from samurai_bowl.ai.plan import Plan
from samurai_bowl.ai.planners import ACTION_PLANNERS, Nerve, Planner, Planners, good_block
from samurai_bowl.ai.planners.urgency import game_nerve, situation
from samurai_bowl.ai.search import Lookahead
from samurai_bowl.ai.setup_plan import kick_target, setup_action
from samurai_bowl.ai.value_model import learned_value
from samurai_bowl.engine import ANYTIME, Act, Action, Ask, Match, Piece

LEVELS = ("easy", "normal", "hard")
NORMAL = Nerve(
    carrier_dodge=0.75,
    open_dodge=0.75,
    pass_on=0.65,
    surge_on=0.8,
    relay_spots=True,
    carrier_dodge_alone=0.5,
    guard_carrier=True,
    clear_way=True,
    run_on=True,
    ball_way=True,
    escort=True,
    guard_dodge=0.5,
    hand_on=0.7,
    hand_gain=5,
    weigh_blitz=True,
    follow_game=True,
)
NERVE = {
    "easy": Nerve(one_die_blocks=True, stall=False, pick_up=0.2, chase=0.3),
    "normal": NORMAL,
    # hard: normal's nerve, kicking deeper and stalling from three turns out
    "hard": replace(NORMAL, stall_turns=3, kick_depth=9),
}
NORMAL_ORDER = (
    "score",
    "relay",
    "clear_ball",
    "clear_way",
    "escort",
    "pick_up",
    "free_carrier",
    "pass_on",
    "hand_on",
    "advance",
    "cage",
    "under_kick",
    "free_blitz",
    "screen",
    "guard_ball",
    "mark_carrier",
    "blitz_carrier",
    "support",
    "get_open",
    "block",
    "foul",
    "long_pick_up",
    "chase",
    "rise",
    "guard_dodge",
)
# The planners of each level, in order of priority: the ball first, moves without a roll next,
# blocks and other risks last.
ORDERS = {
    "easy": ("score", "block", "pick_up", "advance", "blitz_carrier", "support", "chase"),
    "normal": NORMAL_ORDER,
    # hard: normal's, and after the blocks from where they stand, walks up to weaker opponents
    "hard": tuple(name for n in NORMAL_ORDER for name in ((n, "blitz") if n == "block" else (n,))),
}
SETUP_PATIENCE = 40  # set-up decisions in a row before the coach settles for a ready-made formation
SEARCH_WIDTH = 4  # candidate activations the hard coach plays out
TAKEN_AT_ONCE = ("score", "free_blitz")  # plans hard takes without weighing them, when first


class HeuristicCoach:
    def __init__(self, seed: int | None = None, level: str = "normal") -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
        self.seed = seed
        self.level = level
        self.nerve = NERVE[level]
        self.search = Lookahead(seed, judge=learned_value) if level == "hard" else None
        self.plan: list[Action] = []
        self.last: Plan | None = None  # the plan behind the last activation, for the hint
        self._setup_steps = 0
        self._kept: tuple[int, int, list[tuple[Plan, Piece]]] = (-1, -1, [])

    def choose(self, m: Match) -> Action:
        """The answer to ``m.pending``, thought out while the match's dice are sealed: no plan, hint
        or look-ahead of the coach's can roll them, or learn what they will show."""
        with m.sealed():
            return self._choose(m)

    def _choose(self, m: Match) -> Action:
        prompt = m.pending
        assert prompt is not None
        if prompt.kind == Ask.SETUP:
            return self._setup(m, prompt.side)
        everything = m.legal_actions()
        legal = [a for a in everything if a.act not in ANYTIME]  # the decision's own answers
        self._setup_steps = 0
        if prompt.kind == Ask.TURN:
            return self._turn(m, prompt.side, legal, everything)
        strike = void_strike(m, prompt.side, everything) if self.level != "easy" else None
        if strike is not None:  # R16: the Void Strike may answer any decision of the Phoenix coach
            return strike[0]
        if prompt.kind == Ask.ACTIVATION:
            return self._activation(m, legal)
        if prompt.kind == Ask.KICK:
            return kick_target(m, prompt.side, legal, self.nerve.kick_depth)
        answer = ANSWERS.get(prompt.kind)
        return answer(m, legal) if answer else legal[0]

    def _setup(self, m: Match, side: int) -> Action:
        """A set-up decision, answered without listing its placements: each candidate is asked of
        the match."""
        if self.level != "easy":
            strike = void_strike(m, side, list(m.legal_actions_of(Act.VOID_STRIKE)))
            if strike is not None:  # R16, as at any other decision
                return strike[0]
        self._setup_steps += 1
        if self._setup_steps > SETUP_PATIENCE or self.level == "easy":
            return self._formation(m, side)
        return setup_action(m, side)

    @staticmethod
    def _formation(m: Match, side: int) -> Action:
        end = Action(Act.END_SETUP)
        if m.allows(end) and any(p.square is not None for p in m.side_pieces(side)):
            return end
        return Action(Act.FORMATION, choice=1 if m.kicker == side else 0)

    # --- in a turn -------------------------------------------------------------------------
    def nerve_now(self, m: Match) -> Nerve:
        """The level's nerve as the game stands for the side on move (``planners.urgency``)."""
        side = m.active if m.active is not None else (m.pending.side if m.pending is not None else 0)
        return game_nerve(self.nerve, situation(m, int(side)))

    def planners(self, m: Match) -> Planners:
        return Defence(m, self.nerve_now(m))

    def _activation(self, m: Match, legal: list[Action]) -> Action:
        if not self.plan and m.pending is not None:
            # a plan ran out: a new carrier goes on; anyone else throws a good block from there
            piece = m.pieces[m.pending.data["piece"]]
            if m.ball.carrier == piece.index:
                found = self.carrier_plan(m, piece)
            else:
                found = good_block(m, self.nerve_now(m), piece.index)
            self.plan = list(found.actions) if found else []
        while self.plan:
            action = self.plan.pop(0)
            if action in legal and not self._poor_block(m, action):
                return action
            self.plan.clear()
        for action in legal:
            if action.act is Act.END_ACTIVATION:
                return action
        return legal[0]

    def carrier_plan(self, m: Match, piece: Piece) -> Plan | None:
        """What the ball carrier does with the movement he has left: score, relay, pass the ball on,
        hand it on to a faster team-mate, or walk on."""
        plans = self.planners(m)
        side = int(piece.side)
        ways: list[Callable[[], Plan | None]] = [lambda: plans.score(m, side, piece)]
        if self.level != "easy":
            ways += [
                lambda: plans.allowed(plans.relay(m, side, piece, self._ready_mates(m, side))),
                lambda: plans.allowed(plans.pass_on(m, side, piece)),
                lambda: plans.hand_on(m, side, piece),
            ]
        ways.append(lambda: plans.advance(m, side, piece))
        return next((plan for way in ways if (plan := way()) is not None), None)

    def _poor_block(self, m: Match, action: Action) -> bool:
        """A block planned before a move turns out to have poor dice once there (more assists
        than expected): it is not thrown, unless on the ball carrier or at a level that would."""
        if action.act is not Act.BLOCK or self.nerve_now(m).one_die_blocks or action.square is None:
            return False
        target = m.board_view.at(action.square)
        if target is None or target.index == m.ball.carrier:
            return False
        odds = m.odds(action)
        return odds is not None and not (odds.dice >= 2 and odds.attacker_chooses)

    def _ready_mates(self, m: Match, side: int) -> list[Piece]:
        """Team-mates not yet activated this turn."""
        return [p for p in m.side_pieces(side) if p.square is not None and p.index not in m.acted]

    def _turn(self, m: Match, side: int, legal: list[Action], everything: list[Action]) -> Action:
        self.plan = []
        counter = next((a for a in legal if a.act is Act.MOVE_COUNTER), None)
        if counter is not None:
            self.last = Plan(
                1.0,
                (counter,),
                "Move the turn counter first, or the opponent may call Illegal Procedure",
                1.0,
            )
            return counter
        ready = [m.pieces[a.piece] for a in legal if a.act is Act.ACTIVATE]  # type: ignore[index]
        fresh = not any(p.index in m.acted for p in m.side_pieces(side))
        extra = turn_extra(m, side, everything) if fresh and self.level != "easy" else None
        if extra is not None:
            self.last = Plan(1.0, (extra[0],), extra[1], 1.0)
            return extra[0]
        best = self.best_plan(m, side, ready)
        if best is None:
            self.last = Plan(0.0, (Action(Act.END_TURN),), "Nothing useful is left to do this turn", 1.0)
            return Action(Act.END_TURN)
        self.last = best
        self.plan = list(best.actions)
        first = best.actions[0]
        return Action(Act.ACTIVATE, piece=first.piece)

    def best_plan(self, m: Match, side: int, ready: list[Piece]) -> Plan | None:
        """The plan of the next activation, or None to end the turn. Once the team's one action
        is spent (R4.2), no planner offers a pass, block or foul."""
        p = self.planners(m)
        names = [name for name in ORDERS[self.level] if p.acting or name not in ACTION_PLANNERS]
        order = [self._planner(p, name, ready) for name in names]
        if self.search is not None:
            return self._searched(m, side, ready, list(zip(names, order, strict=True)))
        for rank, planner in enumerate(order):
            options = self._still_good(m, rank, ready)
            if not options:
                options = [(plan, piece) for piece in ready if (plan := planner(m, side, piece)) is not None]
            if options:
                options.sort(key=lambda o: (o[0].worth, -o[1].index), reverse=True)
                self._kept = (m.turn_seq, rank, options[1:])
                return options[0][0]
        return None

    @staticmethod
    def _planner(p: Planners, name: str, ready: list[Piece]) -> Planner:
        """A planner by name, its plans kept to what the team's action allows (R4.2)."""
        planner: Planner = getattr(p, name)

        def allowed(m: Match, side: int, piece: Piece) -> Plan | None:
            if name == "relay":
                return p.allowed(p.relay(m, side, piece, ready))
            return p.allowed(planner(m, side, piece))

        return allowed

    def _searched(
        self, m: Match, side: int, ready: list[Piece], order: list[tuple[str, Planner]]
    ) -> Plan | None:
        """Hard: the two best plans of each of the first tiers with any, weighed by play-outs;
        a touchdown, or a knock-down chance on their carrier that costs no roll, is taken at once."""
        assert self.search is not None
        candidates: list[Plan] = []
        for name, planner in order:
            options = [(plan, piece) for piece in ready if (plan := planner(m, side, piece)) is not None]
            if not options:
                continue
            options.sort(key=lambda o: (o[0].worth, -o[1].index), reverse=True)
            if name in TAKEN_AT_ONCE and not candidates:
                return options[0][0]
            candidates += [plan for plan, _ in options[:2]]
            if len(candidates) >= SEARCH_WIDTH:
                break
        if m.pending is not None and m.pending.kind == Ask.ACTIVATION:  # a hint asked mid-activation
            candidates = [plan for plan in candidates if plan.actions[0].piece == m.pending.data["piece"]]
        if not candidates:
            return None

        def chooser(plan: Plan) -> Callable[[Match], Action]:
            sub = HeuristicCoach(self.seed, "normal")
            sub.plan = list(plan.actions)
            return sub.choose

        def reply() -> Callable[[Match], Action]:
            return HeuristicCoach(self.seed, "normal").choose

        return self.search.best(m, side, candidates[:SEARCH_WIDTH], chooser, reply)

    def _still_good(self, m: Match, rank: int, ready: list[Piece]) -> list[tuple[Plan, Piece]]:
        """The other plans this planner made at the turn's last decision, where nothing has come
        in their way since: moves without rolls only change what the mover blocks, so the search
        is not repeated for every model after every activation."""
        turn_seq, kept_rank, options = self._kept
        if turn_seq != m.turn_seq or kept_rank != rank or any(plan.alone for plan, _ in options):
            return []
        waiting = {p.index for p in ready}
        good = []
        for plan, piece in options:
            squares = [a.square for a in plan.actions if a.act is Act.MOVE and a.square is not None]
            if piece.index in waiting and plan.safe and all(m.board_view.at(sq) is None for sq in squares):
                good.append((plan, piece))
        return good
