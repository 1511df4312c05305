"""What a coach may take back, as plain data saved with the match (the rules are in
:mod:`samurai_bowl.engine.rules.undo`).

A :class:`TakeBack` is the position before the first of the coach's actions that no die has
followed, and those actions in order. Taking the last one back restores the position and plays the
others again (they roll nothing, so they come out the same).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from samurai_bowl.engine.actions import Action
from samurai_bowl.engine.plain import LEAVES, Leaf, SideNo, copy_json

if TYPE_CHECKING:
    from samurai_bowl.engine.state.match_state import MatchState


class Position:
    """A match state kept to go back to. Read from a save it is first only JSON (``raw``): the
    save's check reads it against the match's models and pitch
    (:func:`samurai_bowl.engine.rules.undo.check_take_back`)."""

    __slots__ = ("raw", "state")

    def __init__(self, state: MatchState | None = None, raw: dict[str, Any] | None = None) -> None:
        self.state = state
        self.raw = raw

    def copy(self) -> Position:
        return Position(None if self.state is None else self.state.copy(), copy_json(self.raw))

    def dump(self) -> dict[str, Any]:
        if self.state is None:
            assert self.raw is not None
            return copy_json(self.raw)  # type: ignore[no-any-return]
        return self.state.dump()


def _load(value: Any) -> Position:
    if type(value) is not dict:
        raise ValueError("must be a mapping of the match's fields")
    return Position(raw=copy_json(value))


LEAVES[Position] = Leaf(copy=Position.copy, dump=Position.dump, load=_load)


@dataclass(slots=True)
class TakeBack:
    side: SideNo  # the coach who may take back
    base: Position  # the position before the first of ``actions``
    actions: list[Action] = field(default_factory=list)  # his actions since, none of them rolling a die
