"""Actions: small hashable values a coach (human, AI, replay, test) gives the engine."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, NamedTuple

from samurai_bowl.engine.plain import PieceNo, SquareNo, at, dumper, loader
from samurai_bowl.engine.plain.kinds import Bounds


class IllegalAction(ValueError):
    """An action the rules do not allow now; the match is left unchanged."""


class Act(StrEnum):
    CHOOSE_KICK = "choose_kick"  # coin toss winner: choice 1 kick, 0 receive
    PLACE = "place"  # set-up: piece to square
    BENCH = "bench"  # set-up: piece back to the reserves
    FORMATION = "formation"  # set-up: a ready-made legal formation (choice = its index)
    END_SETUP = "end_setup"
    KICK = "kick"  # ball target square
    TOUCHBACK = "touchback"  # give the ball to a piece
    ACTIVATE = "activate"  # piece
    MOVE = "move"  # one step to a neighbouring square
    END_ACTIVATION = "end_activation"
    END_TURN = "end_turn"
    USE_REROLL = "use_reroll"
    DECLINE_REROLL = "decline_reroll"
    BLOCK = "block"  # piece blocks the model on square
    CHOOSE_DIE = "choose_die"  # choice = index of the block die kept
    PUSH = "push"  # square the pushed model goes to
    FOLLOW_UP = "follow_up"  # choice 1 follows, 0 stays
    CHOOSE_PLAYER = "choose_player"  # a kickoff event's chosen model (Touch of Amaterasu)
    CHALLENGE = "challenge"  # piece challenges the adjacent opponent on square (R13 3, 9, 11)
    ACCEPT_DUEL = "accept_duel"  # the challenged answers: choice 1 accepts, 0 refuses (R13 3, R9.5)
    DUEL = "duel"  # in a duel: choice 1 focuses, 0 strikes (R15)
    FOUL = "foul"  # piece fouls the face-up model on square (R9)
    USE_FAVOR = "use_favor"  # cancel a penalty with the Imperial Favor (R9.6)
    ARGUE_CALL = "argue_call"  # argue a penalty (R9.7)
    ACCEPT_PENALTY = "accept_penalty"
    DEMAND_DUEL = "demand_duel"  # a foul victim: choice 1 demands his challenge, 0 lets it go (R9.4)
    MOVE_COUNTER = "move_counter"  # R4.1 with the manual turn counter
    CALL_ILLEGAL_PROCEDURE = "call_illegal_procedure"  # the opponent: choice 1 calls it, 0 lets it go
    USE_STAFF = "use_staff"  # the special coaching staff's ability: choice 1 now, 0 not now (R17)
    FIRES_FROM_WITHIN = "fires_from_within"  # R16: the line from square, choice = its direction (0-3)
    INNER_FIRE = "inner_fire"  # R16: stand piece up
    VOID_STRIKE = "void_strike"  # R16 (Phoenix): at the model on square
    AUGURY = "augury"  # R16: choice 1 casts it on the failed roll, 0 does not
    BITING_STEEL = "biting_steel"  # R16: choice 1 casts it on the knock-down, 0 does not
    PASS = "pass"  # piece throws to the team-mate on square
    HAND_OFF = "hand_off"  # piece hands the ball to the team-mate on square
    CONCEDE = "concede"  # R3.8: the coach whose decision it is concedes the match
    UNDO = "undo"  # take back the coach's last action while no die was rolled since (engine/rules/undo.py)


class Action(NamedTuple):
    """Immutable and hashable; a tuple underneath, as set-up lists thousands of them."""

    act: Act
    piece: PieceNo | None = None
    square: SquareNo | None = None
    choice: int | None = None

    def to_json(self) -> dict[str, Any]:
        return dumper(Action)(self)

    @classmethod
    def from_json(cls, data: dict[str, Any], bounds: Bounds | None = None) -> Action:
        """An action from JSON, checked (against ``bounds``' models and squares when given)."""
        action: Action = loader(Action)(data, at("action"), bounds or _ANY)
        return action

    def __str__(self) -> str:
        parts = [self.act.value]
        for key in ("piece", "square", "choice"):
            if getattr(self, key) is not None:
                parts.append(f"{key}={getattr(self, key)}")
        return " ".join(parts)


_ANY = Bounds(pieces=1 << 30, length=1 << 15, width=1 << 15)  # no limits known: any index will do
