"""Blocks, blitzes and fouls: the best pairing of blockers with targets, walks up to weaker men,
blocks that free our carrier or clear the way to the ball, blitzes on their carrier (first of all
the one that needs no roll), fouls."""

from __future__ import annotations

import networkx as nx

from samurai_bowl.ai.plan import Plan, moves, our_carrier, standing_enemies, their_carrier, to_goal
from samurai_bowl.ai.planners.block_odds import rough_knockdown
from samurai_bowl.ai.planners.standing import Standing
from samurai_bowl.engine import Act, Action, BlockOdds, Match, Piece, Status, blitz_from_range


class Blocks(Standing):
    """Knocking opponents down."""

    def block(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """His block in the best pairing of our blockers with their targets: a maximum-weight
        matching (networkx) over every block worth throwing, so two men do not queue for one
        target while another goes unblocked."""
        if self._blocks is None:
            self._blocks = self._match_blocks(m, side)
        return self._blocks.get(piece.index)

    def _match_blocks(self, m: Match, side: int) -> dict[int, Plan]:
        graph: nx.Graph[tuple[str, int]] = nx.Graph()
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
            e
            for e in standing_enemies(m, side)
            if e.st < piece.st and e.square is not None and self.within_reach(piece, e.square, 1)
        ]
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
        return self._block_beside(m, piece, carrier.square, "to free the ball carrier")

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
        return self._block_beside(m, piece, ball, "to clear the way to the ball")

    def _block_beside(self, m: Match, piece: Piece, square: int, why: str) -> Plan | None:
        """His best block from where he stands on a man next to ``square``, and why it is thrown."""
        beside = [
            plan
            for target, plan in self._block_options(m, piece)
            if m.pitch.distance(m.pieces[target].square, square) == 1  # type: ignore[arg-type]
        ]
        if not beside:
            return None
        plan = max(beside, key=lambda p: p.worth)
        return Plan(plan.worth, plan.actions, f"{plan.reason}, {why}", plan.chance)

    def free_blitz(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """A knock-down chance on their carrier that costs no roll: a block on him with two dice or
        more, the attacker choosing, from where he stands or after a walk with no dodge and no
        surge, to the square beside him with the best block (the engine's blitz preview reads it
        there). It comes before the moves without a roll: a knocked-down carrier drops the ball
        while the rest of the team may still go for it."""
        target = their_carrier(m, side)
        if target is None or target.square is None or piece.square is None or not self.up(piece):
            return None
        block = Action(Act.BLOCK, piece=piece.index, square=target.square)
        blocks: list[tuple[BlockOdds, tuple[int, ...]]] = []
        if m.pitch.distance(piece.square, target.square) == 1:
            odds = m.odds(block)
            if isinstance(odds, BlockOdds):
                blocks.append((odds, ()))
        elif self.within_reach(piece, target.square) and self._may_outmuscle(m, piece, target):
            # the squares beside him where our strength beats his with his helpers there (R7.3):
            # each gives the same dice, so the shortest walk is the best; its odds are read there
            ours = piece.st + m.board_view.assists(piece, target)[0]
            beside = [
                (square, path)
                for square, path in self.safe(piece).items()
                if m.pitch.distance(square, target.square) == 1
                and ours > target.st + self._their_help(m, piece, target, square)
            ]
            for square, path in sorted(beside, key=lambda b: len(b[1].steps)):  # stable: ties in order
                found = blitz_from_range(m, piece.index, target.square, {square: path}, False)
                if found is not None and found.odds.dice >= 2 and found.odds.attacker_chooses:
                    blocks.append((found.odds, path.steps))
                    break
        good = [(o, steps) for o, steps in blocks if o.dice >= 2 and o.attacker_chooses]
        if not good:
            return None

        def worth(found: tuple[BlockOdds, tuple[int, ...]]) -> float:  # the shorter walk on a tie
            return float(found[0].knockdown) - 2 * float(found[0].attacker_down) - len(found[1]) / 100

        odds, steps = max(good, key=worth)
        how = "walks up to" if steps else "blocks"
        then = " and blocks him" if steps else ""
        return Plan(
            worth((odds, steps)),
            (*moves(piece, steps), block),
            f"{piece.name} {how} the ball carrier {target.name}{then} without a roll: "
            f"{odds.dice} dice, you choose, {float(odds.knockdown):.0%} to knock him down",
            1.0 - float(odds.attacker_down),
        )

    @staticmethod
    def _their_help(m: Match, piece: Piece, target: Piece, square: int) -> int:
        """The target's assists (R7.2) were ``piece`` to block him from ``square``: the target's
        standing team-mates beside that square in no tackle zone of ours but the blocker's, his
        zone moved from where he stands now to there."""
        assert piece.square is not None
        board = m.board_view
        ours = board.enemy_tz(target.side)
        helpers = 0
        for helper in board.adjacent(square, target.side):
            if helper is target or helper.square is None:
                continue
            left = 1 if m.pitch.distance(piece.square, helper.square) == 1 else 0  # his old zone
            helpers += ours[helper.square] - left == 0
        return helpers

    @staticmethod
    def _may_outmuscle(m: Match, piece: Piece, target: Piece) -> bool:
        """Could his block on ``target`` be stronger from some square beside him (R7.3)? His own
        assists do not depend on where he stands, the target's can only add: a cheap test before
        the blitz preview walks him there on a copy of the match."""
        return piece.st + m.board_view.assists(piece, target)[0] > target.st

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
