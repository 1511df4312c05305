"""What happened, in order: the match's story for the dice log, animation, replays and tests."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from samurai_bowl.engine.pieces import Piece
from samurai_bowl.engine.rolls import DieRoll


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. ``kind`` is a short name (``touchdown``); ``text`` says it in words."""

    kind: str
    text: str
    side: int | None = None
    piece: int | None = None
    square: int | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Plain data without the empty fields (written out by hand: saves write every event)."""
        out: dict[str, Any] = {"kind": self.kind, "text": self.text}
        if self.side is not None:
            out["side"] = self.side
        if self.piece is not None:
            out["piece"] = self.piece
        if self.square is not None:
            out["square"] = self.square
        if self.data:
            out["data"] = self.data
        return out


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
    values = [r.value for r in rolls]
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
    data: dict[str, Any] = {"purpose": purpose, "dice": [r.kind.value for r in rolls], "values": values}
    for key, value in (("target", target), ("modifier", modifier or None), ("success", success),
                       ("reroll", reroll), ("result", result)):
        if value is not None:
            data[key] = value
    return Event("roll", words, side=side, piece=piece, data=data)


def about(piece: Piece, kind: str, text: str) -> Event:
    """An event about one model, where it stands now."""
    return Event(kind, text, side=int(piece.side), piece=piece.index, square=piece.square)
