"""What one model could do this turn: each planner offers its best plan for a model, or None.

The coach asks them in order of priority; they read the match only through its public API."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import networkx as nx

from samurai_bowl.ai.plan import (
    SAFE,
    Plan,
    moves,
    our_carrier,
    progress,
    square_name,
    standing_enemies,
    their_carrier,
    to_goal,
)
from samurai_bowl.ai.reach import safe_reach
from samurai_bowl.engine import (
    Act,
    Action,
    Match,
    Path,
    Piece,
    Skill,
    Status,
    action_open,
    d6_success,
    move_ability,
    movement_allowance,
    once_activated,
    path_chance,
    stand_up_roll,
    surge_squares,
)


@dataclass(frozen=True)
class Nerve:
    """How much risk a level of the coach takes."""

    score: float = 0.5  # go for the end zone when at least this likely
    relay: float = 0.45  # a pass or hand-off followed by a touchdown
    pick_up: float = 0.3  # a pick-up early in the turn (no team re-roll counted)
    long_shot: float = 0.1  # a pick-up as the turn's last act
    blitz: float = 0.7  # the path to the opposing carrier
    chase: float = 0.5  # a risky run towards a loose ball
    foul_break: float = 0.45  # the armour-break chance that makes a foul worth its ejection risk
    one_die_blocks: bool = False  # block with a single die, or with the defender choosing
    carrier_dodge: float = 1.0  # a marked carrier dodges away when at least this likely
    open_dodge: float = 1.0  # a marked receiver dodges free when at least this likely (no team re-roll)
    pass_on: float = 1.0  # a pass up the pitch to a free team-mate when at least this likely
    pass_gain: int = 4  # ... who can run it at least this many squares beyond where the carrier can walk
    weigh_blitz: bool = False  # rank blitzes on the carrier by their chance to knock him down
    kick_depth: int = 6  # squares into the receiving half the kick aims for
    guard_carrier: bool = False  # the carrier goes no farther than his escort can follow
    stall: bool = True  # keep the ball out of the end zone when scoring early helps the opponent
    stall_turns: int = 2  # ... when at most this many of our turns are left after this one
    surge_on: float = 1.0  # the carrier surges into next turn's scoring reach when at least this likely
    relay_spots: bool = False  # receivers wait where a hand-off next turn lets them walk in to score
    carrier_dodge_alone: float = 1.0  # ... and when the team has no re-roll left this half
    clear_way: bool = False  # block a man beside the loose ball before going for it
    run_on: bool = False  # the pick-up by the man who can score after it, or carry the ball farthest
    ball_way: bool = False  # support moves to where a walk with no dodge reaches the loose ball


def good_block(m: Match, nerve: Nerve, piece: int) -> Plan | None:
    """The best block the active model may throw from where he stands that a coach of this nerve
    would throw: two dice or more with the attacker choosing (any dice with ``one_die_blocks``),
    more likely to knock the target down than to put the blocker on the ground."""
    best: Plan | None = None
    for action in m.legal_actions():
        if action.act is not Act.BLOCK or action.piece != piece or action.square is None:
            continue
        odds = m.odds(action)
        target = m.board_view.at(action.square)
        if odds is None or target is None:
            continue
        if not (odds.dice >= 2 and odds.attacker_chooses) and not nerve.one_die_blocks:
            continue
        worth = float(odds.knockdown_with_reroll) - 2 * float(odds.attacker_down)
        worth += 1.0 if m.ball.carrier == target.index else 0.0
        if worth <= 0 or (best is not None and worth <= best.worth):
            continue
        dice = f"{odds.dice} {'die' if odds.dice == 1 else 'dice'}"
        best = Plan(
            worth,
            (action,),
            f"{m.pieces[piece].name} blocks {target.name}: {dice}, "
            f"{float(odds.knockdown):.0%} to knock him down",
            1.0 - float(odds.attacker_down),
        )
    return best


def rough_knockdown(attacker: Piece, defender: Piece) -> float:
    """The knock-down chance of a block from strength alone (two of six faces drop the defender),
    for blocks thrown after a move, where the assists are not known yet."""
    face = 2 / 6
    if attacker.st > defender.st:
        return 1 - (1 - face) ** 2
    if attacker.st == defender.st:
        return face
    return face**2


SURGE_ROOM = 3  # two surges of speed and a Sprint at most
RUN_ON = 0.02  # a pick-up's worth for each square the man can still walk with the ball


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
    {"block", "blitz", "blitz_carrier", "free_carrier", "foul", "pass_on", "clear_way"}
)


class Planners:
    """The planners of one decision; the reachable squares of each model are worked out once."""

    def __init__(self, m: Match, nerve: Nerve) -> None:
        self.m = m
        self.nerve = nerve
        self.acting = action_open(m)  # R4.2: a pass, block or foul may still be taken this turn
        pending = m.pending
        # the model in the middle of his activation (counted among the acted already)
        self.active = pending.data["piece"] if pending is not None and pending.kind == "activation" else None
        self._reach: dict[int, dict[int, Path]] = {}
        self._safe: dict[int, dict[int, Path]] = {}
        team = m.team(m.active if m.active is not None else 0)
        self._reroll = team.rerolls > 0 and not team.reroll_used  # a team re-roll may still be spent
        self._enemies: list[tuple[int, int]] | None = None
        self._threats: list[tuple[int, int, int]] | None = None
        self._blocks: dict[int, Plan] | None = None
        self._way: dict[int, int] | None = None

    def allowed(self, plan: Plan | None) -> Plan | None:
        """The plan, unless it needs the team's one action (R4.2) and that is spent."""
        if plan is None or self.acting or not any(a.act in ACTIONS for a in plan.actions):
            return plan
        return None

    def reach(self, piece: Piece) -> dict[int, Path]:
        if piece.index not in self._reach:
            self._reach[piece.index] = self.m.reachable(piece.index)
        return self._reach[piece.index]

    def safe(self, piece: Piece) -> dict[int, Path]:
        """The squares he can reach without a roll (from the full search when it has been made)."""
        if piece.index in self._reach:
            return {s: p for s, p in self._reach[piece.index].items() if p.chance >= SAFE}
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
        if self._enemies is None:
            side = self.m.active if self.m.active is not None else 0
            self._enemies = [
                self.m.pitch.xy(e.square)
                for e in standing_enemies(self.m, side)  # type: ignore[arg-type]
            ]
        x, y = self.m.pitch.xy(square)
        return min((max(abs(x - ex), abs(y - ey)) for ex, ey in self._enemies), default=99)

    # --- the ball carrier ----------------------------------------------------------------
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
        chances = [self.odds(p) for s, p in self.reach(mate).items() if m.pitch.scores_for(s, mate.side)]
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
            return self._break_free(m, side, piece)
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
        if not stall:
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
        """The farthest square where no opponent can reach the carrier next turn, or where at
        least two team-mates can still close around him; None when standing still is better."""
        assert piece.square is not None
        helpers = [
            (p.square, p.ma)
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
            close = sum(1 for at, ma in helpers if m.pitch.distance(at, square) <= ma + 1)
            return close >= 2

        def key(square: int, steps: int) -> tuple[int, ...]:
            return (
                int(guarded(square)),
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

    def threats(self, square: int) -> int:
        """Opponents who could get next to ``square`` in their next turn (ignoring tackle zones)."""
        if self._threats is None:
            self._threats = threat_ranges(self.m, self.m.active if self.m.active is not None else 0)
        x, y = self.m.pitch.xy(square)
        return sum(1 for ex, ey, r in self._threats if max(abs(x - ex), abs(y - ey)) <= r)

    def _break_free(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """A marked carrier with no free way forward dodges out when the odds are good enough, to
        the free square where he is safest: off the sideline, the fewest opponents able to reach
        him next turn, then as far up the pitch as that allows."""
        assert piece.square is not None
        if self.nerve.carrier_dodge >= 1.0 or not m.board_view.tz[1 - side][piece.square]:
            return None
        least = self.nerve.carrier_dodge
        if m.team(side).rerolls == 0:  # no team re-roll left this half: waiting will not bring one
            least = min(least, self.nerve.carrier_dodge_alone)
        free = self._free_squares(m, side, piece, least, team_reroll=True)
        if not free:
            return None
        best = max(
            free,
            key=lambda p: (
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

    def pass_on(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """The carrier throws to a free team-mate well up the pitch, faster than he could walk
        the ball there: to one who has yet to act, in open space, so he can run on with it."""
        if m.ball.carrier != piece.index or piece.square is None or self.stalling(m, side, piece):
            return None
        walk = max((progress(m, side, s) for s in self.safe(piece)), default=progress(m, side, piece.square))
        tz = m.board_view.tz[1 - side]
        best: Plan | None = None
        for mate in m.side_pieces(side):
            if mate is piece or mate.square is None or not mate.standing or mate.index in m.acted:
                continue
            gain = progress(m, side, mate.square) + mate.ma - walk  # he catches it and runs on
            if gain < self.nerve.pass_gain or tz[mate.square] or self.room(mate.square) < 3:
                continue
            found = self._giving(m, Act.PASS, piece, mate)
            if found is None or found[1] < self.nerve.pass_on:
                continue
            worth = found[1] * gain - min(self.threats(mate.square), 3)
            if best is None or worth > best.worth:
                best = Plan(
                    worth,
                    (found[0],),
                    f"{piece.name} passes to {mate.name}, who stands free to run the ball on",
                    found[1],
                )
        return best

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

    # --- blocks and fouls --------------------------------------------------------------
    def block(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """His block in the best pairing of our blockers with their targets: a maximum-weight
        matching (networkx) over every block worth throwing, so two men do not queue for one
        target while another goes unblocked."""
        if self._blocks is None:
            self._blocks = self._match_blocks(m, side)
        return self._blocks.get(piece.index)

    def _match_blocks(self, m: Match, side: int) -> dict[int, Plan]:
        graph = nx.Graph()
        for piece in m.side_pieces(side):
            if piece.index in m.acted and piece.index != self.active:
                continue
            for target, plan in self._block_options(m, piece):
                # shifted so that every block worth throwing adds to the total
                graph.add_edge(("us", piece.index), ("them", target), weight=plan.worth + 3.0, plan=plan)
        chosen: dict[int, Plan] = {}
        for u, v in nx.max_weight_matching(graph):
            ours = u if u[0] == "us" else v
            chosen[ours[1]] = graph.edges[u, v]["plan"]
        return chosen

    def _block_options(self, m: Match, piece: Piece) -> list[tuple[int, Plan]]:
        """(target, plan) for each block from where he stands: two dice or more, the attacker
        choosing, unless the level throws poorer blocks too."""
        if not self.up(piece) or piece.square is None or m.ball.carrier == piece.index:
            return []
        options = []
        for target in m.board_view.adjacent(piece.square, piece.side.other):
            assert target.square is not None
            block = Action(Act.BLOCK, piece=piece.index, square=target.square)
            odds = m.odds(block)
            if odds is None:
                continue
            good = odds.dice >= 2 and odds.attacker_chooses
            if not good and not self.nerve.one_die_blocks:
                continue
            worth = float(odds.knockdown_with_reroll) - 2 * float(odds.attacker_down)
            if m.ball.carrier == target.index:
                worth += 1.0
            dice = f"{odds.dice} {'die' if odds.dice == 1 else 'dice'}"
            options.append(
                (
                    target.index,
                    Plan(
                        worth,
                        (block,),
                        f"{piece.name} blocks {target.name}: {dice}, "
                        f"{float(odds.knockdown):.0%} to knock him down",
                        1.0 - float(odds.attacker_down),
                    ),
                )
            )
        return options

    def blitz(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """A walk (no roll) to a standing opponent he is stronger than, and a block."""
        if not self.up(piece) or piece.square is None or m.ball.carrier == piece.index:
            return None
        if m.board_view.tz[1 - side][piece.square]:
            return None  # he blocks from where he stands instead
        targets = [
            e for e in standing_enemies(m, side) if e.st < piece.st and self.within_reach(piece, e.square, 1)
        ]  # type: ignore[arg-type]
        if not targets:
            return None
        reach = self.safe(piece)
        best: Plan | None = None
        for target in targets:
            assert target.square is not None
            near = [p for s, p in reach.items() if m.pitch.distance(s, target.square) == 1]
            if not near:
                continue
            path = min(near, key=lambda p: len(p.steps))
            worth = rough_knockdown(piece, target) + (0.5 if "Mighty Blow" in piece.skills else 0.0)
            if best is None or worth > best.worth:
                best = Plan(
                    worth,
                    (*moves(piece, path.steps), Action(Act.BLOCK, piece=piece.index, square=target.square)),
                    f"{piece.name} walks up to {target.name} and blocks him",
                    0.9,
                )
        return best

    def free_carrier(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """A good block on a man marking our carrier, so the carrier can walk on without a roll."""
        carrier = our_carrier(m, side)
        if carrier is None or carrier.square is None or not m.board_view.tz[1 - side][carrier.square]:
            return None
        markers = [
            plan
            for target, plan in self._block_options(m, piece)
            if m.pitch.distance(m.pieces[target].square, carrier.square) == 1
        ]  # type: ignore[arg-type]
        if not markers:
            return None
        plan = max(markers, key=lambda p: p.worth)
        return Plan(plan.worth, plan.actions, f"{plan.reason}, to free the ball carrier", plan.chance)

    def blitz_carrier(self, m: Match, side: int, piece: Piece) -> Plan | None:
        target = their_carrier(m, side)
        if target is None or target.square is None or piece.square is None or not self.up(piece):
            return None
        block = Action(Act.BLOCK, piece=piece.index, square=target.square)
        why = f"{piece.name} goes for the ball carrier {target.name}"
        if m.pitch.distance(piece.square, target.square) == 1:
            odds = m.odds(block)
            poor = odds is not None and not (odds.dice >= 2 and odds.attacker_chooses)
            if self.nerve.weigh_blitz and poor and to_goal(m, 1 - side, target.square) > target.ma:
                return None  # a poor block on a carrier who cannot score yet: keep him marked
            return Plan(2.0, (block,), why, 1.0)
        if not self.within_reach(piece, target.square, 1):
            return None
        next_to = [p for s, p in self.reach(piece).items() if m.pitch.distance(s, target.square) == 1]
        if not next_to:
            return None
        best = max(next_to, key=lambda p: self.odds(p))
        chance = self.odds(best)
        if chance < self.nerve.blitz:
            return None
        worth = chance * rough_knockdown(piece, target) if self.nerve.weigh_blitz else chance
        return Plan(worth, (*moves(piece, best.steps), block), why, chance)

    def foul(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """Kick a man when he is down, when honour allows (R9.1) and it pays: a good chance to
        break his armour, or he lies on the loose ball."""
        if piece.ph > m.rules.damage.foul_max_ph:
            return None
        if not self.up(piece) or piece.square is None or m.ball.carrier == piece.index:
            return None
        prone = [
            v
            for v in m.side_pieces(1 - side)
            if v.status is Status.PRONE and v.square is not None and self.within_reach(piece, v.square, 1)
        ]
        if not prone:
            return None
        reach = self.safe(piece)
        best: Plan | None = None
        for victim in prone:
            assert victim.square is not None
            on_ball = m.ball.loose and m.ball.square == victim.square
            near = [p for s, p in reach.items() if m.pitch.distance(s, victim.square) == 1]
            if piece.square is not None and m.pitch.distance(piece.square, victim.square) == 1:
                steps: tuple[int, ...] = ()
            elif near:
                steps = min(near, key=lambda p: len(p.steps)).steps
            else:
                continue
            kick = Action(Act.FOUL, piece=piece.index, square=victim.square)
            odds = m.odds(kick)
            if odds is None:
                continue
            worth = float(odds.armour_break) + (1.0 if on_ball else 0.0)
            if worth < self.nerve.foul_break or (best is not None and worth <= best.worth):
                continue
            best = Plan(
                worth,
                (*moves(piece, steps), kick),
                f"{piece.name} fouls {victim.name}: {float(odds.armour_break):.0%} to break his "
                f"armour, {float(odds.ejection):.0%} to be sent off",
                1.0 - float(odds.ejection),
            )
        return best

    # --- the loose ball --------------------------------------------------------------------
    def pick_up(self, m: Match, side: int, piece: Piece) -> Plan | None:
        return self._pick_up(m, piece, float(self.nerve.pick_up), with_reroll=False)

    def clear_way(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """The loose ball lies in an opponent's tackle zone: before anyone goes for it, the team's
        block knocks down or pushes away a man beside it, so the pick-up and the run after it need
        fewer dodges."""
        ball = m.ball.square
        if (
            not self.nerve.clear_way
            or not m.ball.loose
            or ball is None
            or not m.board_view.tz[1 - side][ball]
        ):
            return None
        beside = [
            plan
            for target, plan in self._block_options(m, piece)
            if m.pitch.distance(m.pieces[target].square, ball) == 1
        ]  # type: ignore[arg-type]
        if not beside:
            return None
        plan = max(beside, key=lambda p: p.worth)
        return Plan(plan.worth, plan.actions, f"{plan.reason}, to clear the way to the ball", plan.chance)

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
        return self.reach(piece).get(ball)

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

    # --- without the ball ------------------------------------------------------------------
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
                f"{square_name(m, best.square)}",
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
        if self._ready_for_hand_off(m, side, piece, carrier) and min(self.threats(piece.square), 3) <= min(
            self.threats(best.square), 3
        ):  # type: ignore[arg-type]
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

    def rise(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """Last of the safe moves: a fallen man with nowhere better to go stands up where he lies,
        so his tackle zone counts again and he can assist and be assisted."""
        if not self.fallen(piece) or not self.can_rise(piece):
            return None
        return self.stand_up(piece, 0.0, "stands up")

    # --- standing up -----------------------------------------------------------------------
    def can_rise(self, piece: Piece) -> bool:
        """Standing, or lying face up with the movement to stand without a roll (R4.6)."""
        if piece.standing:
            return True
        return piece.status is Status.PRONE and piece.ma >= self.m.rules.movement.stand_up_cost

    def up(self, piece: Piece) -> bool:
        """On his feet and free to act as such: not the man who has just stood up (his plan was
        made while he lay, and is kept)."""
        return piece.standing and not self.fallen(piece)

    def fallen(self, piece: Piece) -> bool:
        """Lying face up, or the active man who has just stood up and done nothing since."""
        if piece.status is Status.PRONE:
            return True
        m = self.m
        if piece.index != self.active or not m.history:
            return False
        if m.history[-1] != Action(Act.ACTIVATE, piece=piece.index):
            return False
        last = m.events[-1] if m.events else None
        return last is not None and last.kind == "stand_up" and last.piece == piece.index

    def stand_up(self, piece: Piece, worth: float, why: str) -> Plan | None:
        """A fallen man stands up (his activation does it, R4.6) and stays where he is, throwing a
        good block from there when one will be on; None for a man on his feet already. Where he
        needs a roll to stand (weather that slows him), the block is weighed as if he stands, from
        the engine's preview, and the plan's chance counts the roll: the match's dice are never
        asked what it will show."""
        if not self.fallen(piece) or piece.square is None:
            return None
        roll = stand_up_roll(self.m, piece.index) if piece.index != self.active else None
        stand_up = 1.0 if roll is None else float(d6_success(roll))
        turn = self.m.pending is not None and self.m.pending.kind == "turn"
        if (
            self.acting
            and (turn or piece.index == self.active)
            and self.m.board_view.adjacent(piece.square, piece.side.other)
        ):
            risen: Match | None = self.m
            if piece.index != self.active:
                activated = once_activated(self.m, piece.index)
                risen = None if activated is None else activated.match
            block = good_block(risen, self.nerve, piece.index) if risen is not None else None
            if block is not None:
                thrown = block.reason.replace(piece.name + " ", "", 1)
                return Plan(worth, block.actions, f"{piece.name} {why}; {thrown}", block.chance * stand_up)
        return Plan(worth, (Action(Act.END_ACTIVATION, piece=piece.index),), f"{piece.name} {why}", stand_up)

    # --- the clock -------------------------------------------------------------------------
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
