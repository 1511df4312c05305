"""Spells cast on the pitch (R16): Void Strike by clicking an opposing model, at any decision of
the Phoenix coach; the Fires From Within by picking three connected squares, one click each."""

from __future__ import annotations

from arcade.types import Color

from samurai_bowl.engine import Act, Action, Match, fires_naming, fires_squares
from samurai_bowl.ui.pitch.square_words import square_words

FIRE_PICKED = Color(255, 96, 24, 185)
FIRE_EDGE = Color(210, 30, 20)  # a picked square's frame: red, with a light line inside
FIRE_LIGHT = Color(255, 235, 200)
FIRE_CAN = Color(255, 170, 70, 75)


def strike_chance(st: int) -> float:
    """A d6 higher than the model's ST knocks him out."""
    return max(0, 6 - st) / 6


def strike_words(m: Match, square: int, button: str, short: bool = False) -> str:
    """What clicking (``button``: "Click" or "Right-click") the model there would cast; ``short``
    for a line that already says what the plain click does."""
    target = m.board_view.at(square)
    if target is None:
        return ""
    chance = f"{strike_chance(target.st):.0%}"
    if short:
        return f"{button.lower()}: Void Strike {chance}"
    return (
        f"{button}: Void Strike on {target.name}, your one spell · a d6 above ST {target.st} "
        f"knocks him out: {chance}"
    )


class FiresPicker:
    """The squares picked so far for the Fires From Within. Only picks that can still end in a
    legal group of three are taken; the third one casts the spell."""

    def __init__(self) -> None:
        self.active = False
        self.picked: list[int] = []
        self.note = ""  # why the last click was not taken
        self.groups: dict[frozenset[int], Action] = {}

    def start(self, m: Match) -> bool:
        """Begin picking; False when the spell cannot be cast now."""
        groups = {}
        for action in m.legal_actions():
            if action.act is not Act.FIRES_FROM_WITHIN or action.square is None or action.choice is None:
                continue
            squares = fires_squares(m, action.square, action.choice)
            if squares is not None:
                groups[frozenset(squares)] = action
        self.active, self.picked, self.note, self.groups = bool(groups), [], "", groups
        return self.active

    def stop(self) -> None:
        self.active, self.picked, self.note, self.groups = False, [], "", {}

    def candidates(self) -> set[int]:
        """Every square that may be picked next."""
        chosen = set(self.picked)
        return {s for group in self.groups if chosen <= group for s in group} - chosen

    def pick(self, m: Match, square: int) -> Action | None:
        """A click on ``square``: picked, or unpicked if it was; the spell once three are picked."""
        self.note = ""
        if square in self.picked:
            self.picked.remove(square)
            return None
        chosen = frozenset({*self.picked, square})
        if any(chosen <= group for group in self.groups):
            self.picked.append(square)
            return self.groups.get(chosen) if len(chosen) == 3 else None
        self.note = self._refusal(m, square, chosen)
        return None

    def _refusal(self, m: Match, square: int, chosen: frozenset[int]) -> str:
        if len(chosen) == 3 and fires_naming(m.pitch, set(chosen)) is None:
            joins = False
        else:
            joins = all(m.pitch.distance(square, other) <= 2 for other in self.picked)
        if not joins:
            return "That square does not join the squares picked: each must touch another"
        return "No standing model would burn with that square among the three"

    def status(self, m: Match) -> str:
        picked = ", ".join(square_words(m, s) for s in self.picked) or "none yet"
        line = f"The Fires From Within: {len(self.picked)} of 3 squares picked ({picked})"
        return f"{line} · {self.note}" if self.note else f"{line} · right-click or Esc cancels"

    def hover_words(self, m: Match, square: int) -> str:
        if square in self.picked:
            return "Picked: click to take it back"
        if square not in self.candidates():
            return "Not one of the squares that can join the picked ones"
        count = len(self.picked) + 1
        burns = "casts the spell" if count == 3 else f"picks square {count} of 3"
        occupant = m.board_view.at(square)
        who = f" ({occupant.name} is there)" if occupant is not None else ""
        return f"The Fires From Within: a click {burns}{who}"
