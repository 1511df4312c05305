"""Fallen men: who may stand up without a roll, who has just stood up, and the plan of a man
who stands where he lies (with a good block from there when one is on)."""

from __future__ import annotations

from samurai_bowl.ai.plan import Plan
from samurai_bowl.ai.planners.base import PlannerBase
from samurai_bowl.ai.planners.block_odds import good_block
from samurai_bowl.engine import (
    Act,
    Action,
    Ask,
    EventKind,
    Match,
    Piece,
    Status,
    d6_success,
    once_activated,
    stand_up_roll,
)


class Standing(PlannerBase):
    """A fallen man stands up."""

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
        return last is not None and last.kind == EventKind.STAND_UP and last.piece == piece.index

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
        turn = self.m.pending is not None and self.m.pending.kind == Ask.TURN
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

    def rise(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """Last of the safe moves: a fallen man with nowhere better to go stands up where he lies,
        so his tackle zone counts again and he can assist and be assisted."""
        if not self.fallen(piece) or not self.can_rise(piece):
            return None
        return self.stand_up(piece, 0.0, "stands up")
