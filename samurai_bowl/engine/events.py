"""What happened, in order: the match's story for the dice log, animation, replays and tests."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from samurai_bowl.engine.dice.rolled import DieRoll
from samurai_bowl.engine.plain import EMPTY, FrozenMap, PieceNo, SideNo, SquareNo, dumper


class EventKind(StrEnum):
    """Every kind of thing that happens in a match: the log, the sounds, the moments and the replays
    key on these (their values are what saves and replays hold)."""

    ACCEPT = "accept"
    BALL = "ball"
    BLOCK = "block"
    BLOCK_RESULT = "block_result"
    CATCH = "catch"
    CHALLENGE = "challenge"
    COIN_TOSS = "coin_toss"
    CONCEDE = "concede"
    CROWD = "crowd"
    DEMAND = "demand"
    DISHONORED = "dishonored"
    DUEL = "duel"
    EVIL_PORTENTS = "evil_portents"
    FALL = "fall"
    FOCUS = "focus"
    FOLLOW_UP = "follow_up"
    FOUL = "foul"
    GAME_OVER = "game_over"
    HALF = "half"
    HALF_OVER = "half_over"
    HAND_OFF = "hand_off"
    ILLEGAL_PROCEDURE = "illegal_procedure"
    IMPERIAL_FAVOR = "imperial_favor"
    KICK = "kick"
    MOVE = "move"
    MVP = "mvp"
    PASS = "pass"
    PENALTY = "penalty"
    PICK_UP = "pick_up"
    PUSHED = "pushed"
    RALLYING_CRY = "rallying_cry"
    RECOVER = "recover"
    REFUSE = "refuse"
    ROLL = "roll"
    SETUP = "setup"
    SPELL = "spell"
    STAFF = "staff"
    STAND_FIRM = "stand_firm"
    STAND_UP = "stand_up"
    STRIKE = "strike"
    TOUCH_ENDS = "touch_ends"
    TOUCH_OF_AMATERASU = "touch_of_amaterasu"
    TOUCHBACK = "touchback"
    TOUCHDOWN = "touchdown"
    TURN = "turn"
    TURN_COUNTER = "turn_counter"
    TURNOVER = "turnover"
    UNDO = "undo"


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. ``kind`` is a short name (``touchdown``); ``text`` says it in words.
    Events never change (``data`` is frozen), so copies of a match share them."""

    kind: EventKind
    text: str
    side: SideNo | None = None
    piece: PieceNo | None = None
    square: SquareNo | None = None
    data: FrozenMap = EMPTY

    def __post_init__(self) -> None:
        if type(self.kind) is not EventKind:
            object.__setattr__(self, "kind", EventKind(self.kind))  # an unknown kind is a ValueError
        if type(self.data) is not FrozenMap:
            object.__setattr__(self, "data", FrozenMap(self.data))

    def to_json(self) -> dict[str, Any]:
        """Plain data without the empty fields."""
        return dumper(Event)(self)


class Placed(Protocol):
    """A model as an event names it (a :class:`~samurai_bowl.engine.state.pieces.Piece`)."""

    @property
    def name(self) -> str: ...
    @property
    def side(self) -> int: ...
    @property
    def index(self) -> PieceNo: ...
    @property
    def square(self) -> SquareNo | None: ...


def roll_event(
    rolls: tuple[DieRoll, ...],
    purpose: str,
    *,
    of: Placed | None = None,
    av: int | None = None,
    target: int | None = None,
    modifier: int = 0,
    success: bool | None = None,
    reroll: str | None = None,
    piece: int | None = None,
    side: int | None = None,
    result: str | None = None,
) -> Event:
    """A die roll as an event: what was rolled, for what, the target, the result, any re-roll.

    ``purpose`` is what the roll is for ("Dodge", "Kickoff chart"); ``of`` the model it is for,
    named after it in the words ("Dodge (Doji Satoshi)"), with ``av``, his armour, for an armour
    roll ("Armour (Doji Satoshi, AV 7)"). The data holds each of them as a field of its own
    (``base``, ``for``, ``av``) beside the whole ``purpose`` as the words say it."""
    base = purpose
    if of is not None:
        purpose = f"{base} ({of.name}{'' if av is None else f', AV {av}'})"
    values = tuple(r.value for r in rolls)
    shown = "+".join(str(v) for v in values)
    if modifier:
        shown += f"{modifier:+d}"
    words = f"{purpose}: rolled {shown}"
    if target is not None:
        words += f", needed {target}+"
    if success is not None:
        words += ", success" if success else ", failed"
    if result:
        words += f" — {result}"
    if reroll:
        words += f" (re-roll: {reroll})"
    data: dict[str, Any] = {"purpose": purpose, "dice": tuple(r.kind.value for r in rolls), "values": values}
    for key, value in (
        ("base", base),
        ("for", None if of is None else of.index),
        ("av", av),
        ("target", target),
        ("modifier", modifier or None),
        ("success", success),
        ("reroll", reroll),
        ("result", result),
    ):
        if value is not None:
            data[key] = value
    return Event(EventKind.ROLL, words, side=side, piece=piece, data=FrozenMap.of_frozen(data))


def about(piece: Placed, kind: EventKind, text: str, data: FrozenMap = EMPTY) -> Event:
    """An event about one model, where it stands now, with its facts as ``data``."""
    return Event(kind, text, side=int(piece.side), piece=piece.index, square=piece.square, data=data)
