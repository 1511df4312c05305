"""What happened, in order: the match's story for the dice log, animation, replays and tests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from samurai_bowl.engine.pieces import Piece
from samurai_bowl.engine.plain import EMPTY, FrozenMap, PieceNo, SideNo, SquareNo, dumper
from samurai_bowl.engine.rolls import DieRoll


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. ``kind`` is a short name (``touchdown``); ``text`` says it in words.
    Events never change (``data`` is frozen), so copies of a match share them."""

    kind: str
    text: str
    side: SideNo | None = None
    piece: PieceNo | None = None
    square: SquareNo | None = None
    data: FrozenMap = EMPTY

    def __post_init__(self) -> None:
        if type(self.data) is not FrozenMap:
            object.__setattr__(self, "data", FrozenMap(self.data))

    def to_json(self) -> dict[str, Any]:
        """Plain data without the empty fields."""
        return dumper(Event)(self)


def roll_event(
    rolls: tuple[DieRoll, ...],
    purpose: str,
    *,
    target: int | None = None,
    modifier: int = 0,
    success: bool | None = None,
    reroll: str | None = None,
    piece: int | None = None,
    side: int | None = None,
    result: str | None = None,
) -> Event:
    """A die roll as an event: what was rolled, for what, the target, the result, any re-roll."""
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
        ("target", target),
        ("modifier", modifier or None),
        ("success", success),
        ("reroll", reroll),
        ("result", result),
    ):
        if value is not None:
            data[key] = value
    return Event("roll", words, side=side, piece=piece, data=FrozenMap.of_frozen(data))


def about(piece: Piece, kind: str, text: str) -> Event:
    """An event about one model, where it stands now."""
    return Event(kind, text, side=int(piece.side), piece=piece.index, square=piece.square)
