"""Taking back a misclick on the match screen: Ctrl+Z, or the Undo button at the prompt's top right.

The button shows while a person decides in a match whose rules allow taking actions back (against
the AI and hot-seat alike), greyed out when nothing can be taken back: a die was rolled, the
opponent acted, or the last action was not one that can be (engine/rules/undo.py). Under the mouse it
says what it would take back. What was taken back is a line in the match log, so the other coach
of a hot-seat match sees it happened."""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.engine import Act, Action
from samurai_bowl.text.words import plural
from samurai_bowl.ui.kit.theme import Rect
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.story.undo_words import step_from, taken_back_words

if TYPE_CHECKING:
    from samurai_bowl.ui.match.faces import MatchScreen

UNDO = Action(Act.UNDO)
WIDTH, HEIGHT = 128, 28  # at scale 1


class UndoButton:
    def __init__(self, view: MatchScreen) -> None:
        self.view = view
        self.button = Button("Undo", self._take_back)
        self.button.hint.text = "Ctrl+Z"
        self.shown = False

    def refresh(self) -> None:
        """Shown and enabled as the decision now pending allows."""
        m = self.view.match
        self.shown = self.view.human_to_act() and m.rules.match.undo
        self.button.enabled = self.shown and m.taken_back() is not None

    def place(self, top_right: tuple[float, float], scale: float, points: float) -> Rect:
        """Put the button with its top right corner at ``top_right``; the room it takes."""
        right, top = top_right
        width, height = WIDTH * scale, HEIGHT * scale
        self.button.place((right - width, top - height, width, height), points)
        self.button.hint.font_size = max(6, round(points * 0.7))
        self.button.text.position = (round(right - width + width * 0.36), round(top - height / 2))
        return self.button.rect

    def draw(self, lit: bool) -> None:
        if self.shown:
            self.button.draw(lit and self.button.enabled)

    def contains(self, x: float, y: float) -> bool:
        return self.shown and self.button.contains(x, y)

    def hover_words(self) -> str:
        """What a press would take back, in words, for the status line."""
        m = self.view.match
        action = m.taken_back()
        if action is None:
            return "Undo: nothing to take back since the last die rolled or the opponent's last decision"
        words = f"Undo (Ctrl+Z) takes back {taken_back_words(m, action, step_from(m, action))}"
        keep, run = self.view.input.commands.undo_to(m), m.state.take_back
        more = len(run.actions) - keep - 1 if keep is not None and run is not None else 0
        return words + (f" and {plural(more, 'action')} before it" if more > 0 else "")

    def press(self) -> bool:
        """Ctrl+Z or a click: take back the last action, if one can be."""
        return self.shown and self.button.press()

    def _take_back(self) -> None:
        """Take back the last click whole (controls/commands.py): all the steps it sent, as far as
        the rules allow; an action no click made goes back alone. The status line says it as the
        button did: the player by number, where his step went."""
        m, commands = self.view.match, self.view.input.commands
        seen = len(m.events)
        action, run = m.taken_back(), m.state.take_back
        words = taken_back_words(m, action, step_from(m, action)) if action is not None else ""
        self.view.coaching.promise = None  # a hint's plan followed so far may include what goes back
        keep = commands.undo_to(m)
        while self.view.apply(UNDO):
            run_now = m.state.take_back
            if keep is None or run_now is None or len(run_now.actions) <= keep:
                break
        commands.taken_back(m)
        undone = m.events[seen:]
        if undone and run is not None:  # newest first: the move's last step, then the selection
            more = f" and {plural(len(undone) - 1, 'action')} before it" if len(undone) > 1 else ""
            self.view.status.text = f"{m.teams[run.side].name} take back {words}{more}"
