"""The prompt under the pitch: the question the match asks a human, and a button for every answer
that is not a click on the pitch (which squares and models are, highlighted there). A decision
about dice shows them: each block die is its own button. Spells are cast on the pitch: Void
Strike by a click on the model, never a button; the Fires From Within by a button that starts
picking its three squares. No words are smaller than 9 points."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from samurai_bowl.engine import Act, Action, Ask
from samurai_bowl.ui.kit.theme import MUTED_INK, PANEL, PANEL_EDGE, TITLE_INK, Rect, label, shorten
from samurai_bowl.ui.kit.widgets import Button, key_name
from samurai_bowl.ui.kit.wrap import measure
from samurai_bowl.ui.match.panel.prompt_dice import PromptDice
from samurai_bowl.ui.match.panel.undo_button import UndoButton
from samurai_bowl.ui.match.parts.prompt_choices import player_words
from samurai_bowl.ui.match.words.action_words import question
from samurai_bowl.ui.match.words.hover_words import card_words
from samurai_bowl.ui.pitch.decisions import PitchClicks, clicks_for
from samurai_bowl.ui.pitch.tokens import piece_marks

if TYPE_CHECKING:
    from samurai_bowl.ui.match.faces import MatchScreen

ON_THE_PITCH = {
    Act.MOVE,
    Act.BLOCK,
    Act.PASS,
    Act.HAND_OFF,
    Act.FOUL,
    Act.PUSH,
    Act.KICK,
    Act.PLACE,
    Act.ACTIVATE,
    Act.CHALLENGE,
    Act.BENCH,
    Act.VOID_STRIKE,
    Act.FIRES_FROM_WITHIN,
}
MAX_BUTTONS = 12
MAX_PLAYERS = 16  # a whole squad, named by number and mark in as many rows as fit
KEY_INSET = 10  # from a button's right edge to its key's (kit/widgets.py, Button.place)
K = arcade.key
NUMBER_ROW = (*range(K.KEY_1, K.KEY_9 + 1), K.KEY_0, K.MINUS, K.EQUAL)  # keys of the numbered answers
MIN_POINTS = 9
STATUS_ROOM = 20  # the status line's band at the prompt's foot, at scale 1: no button reaches it
KEYS = {
    Act.END_TURN: arcade.key.E,
    Act.END_ACTIVATION: arcade.key.E,
    Act.END_SETUP: arcade.key.E,
    Act.USE_REROLL: arcade.key.R,
    Act.DECLINE_REROLL: arcade.key.N,
}


FIRES_QUESTION = "The Fires From Within: click three connected squares (diagonals count)"


class PromptPanel:
    def __init__(self, view: MatchScreen) -> None:
        self.view = view
        self.rect: Rect = (0, 0, 0, 0)
        self.question = label("", TITLE_INK, 14, bold=True)
        self.waiting = label("", MUTED_INK, 12)
        self.buttons: list[Button] = []
        self.lit: int | None = None
        self.named: dict[int, str] = {}  # button -> the player it names, in full
        self.scale = 1.0
        self.dice = PromptDice()
        self.undo = UndoButton(view)  # at the top right, while a person decides
        self.undo_lit = False

    def layout(self, rect: Rect, scale: float) -> None:
        self.rect = rect
        self.scale = scale
        self._place()

    def rebuild(self) -> None:
        """New buttons for the decision now pending."""
        m = self.view.match
        pending = m.pending
        self.buttons = []
        self.named = {}
        self.lit = None
        self.dice.set(m, [])
        self.undo.refresh()
        if pending is None:
            self.question.text = "Full time"
            self._place()
            return
        if not self.view.human_to_act():
            self.question.text = self.view.waiting_words()
            self._place()
            return
        if self.view.input.fires.active:
            self.question.text = FIRES_QUESTION
            self.buttons = [Button("Cancel the spell", self.view.input.stop_fires, arcade.key.ESCAPE)]
            self._place()
            return
        asked = self.view.input.choices  # a throw offered, or "end the turn?" (prompt_choices.py)
        if asked.active:
            self.question.text, self.buttons = asked.question, list(asked.buttons)
            self._numbered()
            self._place()
            return
        kinds = m.legal_kinds()  # the buttons' answers are listed; the set-up's placements are not
        extras = ["H for a hint"] if pending.kind == Ask.TURN and Act.ACTIVATE in kinds else []
        if Act.VOID_STRIKE in kinds:
            extras.append("Void Strike: click an opponent")
        self.question.text = "  ·  ".join([question(m, pending), *extras])
        answers = m.legal_actions_of(*(kinds - ON_THE_PITCH))
        if clicks_for(pending) is PitchClicks.PICK_PLAYER:  # the player is clicked; a button is a fallback
            answers = m.legal_actions_of(*(kinds - {Act.VOID_STRIKE}))
        answers = answers[: MAX_PLAYERS if clicks_for(pending) is PitchClicks.PICK_PLAYER else MAX_BUTTONS]
        words = player_words(m, answers, piece_marks(m))
        self.named = {  # a button with a number and a mark only: who he is, on hover
            i: card_words(m, m.pieces[a.piece])
            for i, (a, said) in enumerate(zip(answers, words, strict=True))
            if a.piece is not None and said.startswith("#")
        }
        self.buttons = [
            Button(said, self._press(a), KEYS.get(a.act)) for said, a in zip(words, answers, strict=True)
        ]
        if Act.FIRES_FROM_WITHIN in kinds:
            self.buttons.append(Button("The Fires From Within", self._start_fires, arcade.key.F))
        self._numbered()
        self.dice.set(m, self.buttons)
        if self.dice.tiles:
            self.question.text += "  ·  click a die (or its number key)"
        self._place()

    def _numbered(self) -> None:
        """Every answer without a key of its own answers to its place on the keyboard's number row,
        and shows it: 1 to 9, then 0, - and = (a touchback's tenth and eleventh player)."""
        for button, symbol in zip(self.buttons, NUMBER_ROW, strict=False):
            if button.key is None:
                button.key = symbol
                button.hint.text = key_name(button.key)

    def _press(self, action: Action) -> Callable[[], None]:
        def press() -> None:
            self.view.apply(action)

        return press

    def _start_fires(self) -> None:
        if self.view.input.start_fires():
            self.rebuild()

    def status_band(self) -> float:
        return max(14.0, round(STATUS_ROOM * self.scale))

    def status_rect(self) -> Rect:
        """The status line's room: the prompt's foot, left of the dice shown at its right end;
        the buttons and the dice tiles all stand above it."""
        left, bottom, width, height = self.rect
        s = self.scale
        room = width - 24 * s - self.dice.width(height - self.status_band(), s)
        return (left + 12 * s, bottom + 2 * s, max(0.0, room), self.status_band())

    def _place(self) -> None:
        left, bottom, width, height = self.rect
        s = self.scale
        self.question.position = (round(left + 12 * s), round(bottom + height - 24 * s))
        points = max(MIN_POINTS, round(12 * s))
        band = self.status_band()
        self.dice.place((left, bottom + band, width, height - band), s, self.buttons, points)
        room = width - 24 * s - self.dice.width(height, s)
        if self.undo.shown:
            undo = self.undo.place((left + room + 12 * s, bottom + height - 6 * s), s, points)
            room -= undo[2] + 8 * s
        self._fit_question(room)
        count = len(self.buttons)
        if not count or self.dice.tiles:
            return
        width -= self.dice.width(height, s)
        gap = 8 * s
        crowded = count > 9  # a whole squad's answers: each centred left of its key, to stay on one row
        pad = (6 if crowded else 12) * s
        keys = [measure(max(MIN_POINTS, round(points * 0.75))).width(b.hint.text) for b in self.buttons]
        needs = [
            measure(points).width(b.words) + 2 * pad + (key + KEY_INSET if crowded else 2 * key)
            for b, key in zip(self.buttons, keys, strict=True)
        ]
        per_row = per_row_for(needs, width - 24 * s, gap)
        rows = -(-count // per_row)
        row_gap = gap if rows == 1 else 4 * s  # rows of many answers sit closer, to stay tall enough
        room_h = height - 44 * s - band - 4 * s - (rows - 1) * row_gap  # under the question, over the band
        button_h = min(max(32 * s, points * 2.0), room_h / rows)  # every row inside the box
        for first in range(0, count, per_row):
            row_buttons = self.buttons[first : first + per_row]
            widths = row_widths(needs[first : first + per_row], width - 24 * s - (per_row - 1) * gap)
            x = left + 12 * s
            y = bottom + height - 44 * s - (first // per_row + 1) * (button_h + row_gap) + row_gap
            for button, button_w, key in zip(row_buttons, widths, keys[first : first + per_row], strict=True):
                button.place((x, y, button_w, button_h), points)
                button.hint.font_size = max(MIN_POINTS, button.hint.font_size)
                # centred words stay clear of the key on the right, cut short only when a row is full
                if crowded:
                    room_left = button_w - key - KEY_INSET
                    button.text.x = round(x + room_left / 2)
                    shorten(button.text, button.words, room_left - 2 * pad)
                else:
                    shorten(button.text, button.words, button_w - 2 * pad - 2 * key)
                x += button_w + gap

    def _fit_question(self, room: float) -> None:
        """The question as large as fits on its line (down to the smallest size), never wider."""
        words = self.question.text
        size = max(MIN_POINTS, round(14 * self.scale))
        while size > MIN_POINTS and measure(size, True).width(words) > room:
            size -= 1
        self.question.font_size = size
        shorten(self.question, words, room)

    def draw(self) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 2)
        self.question.draw()
        self.undo.draw(self.undo_lit)
        if self.dice.draw(self.buttons, self.lit):
            return
        for index, button in enumerate(self.buttons):
            button.draw(index == self.lit)

    def hover(self, x: float, y: float) -> None:
        was = self.lit
        self.lit = next((i for i, b in enumerate(self.buttons) if b.contains(x, y)), None)
        if self.lit in self.named:
            self.view.status.text = self.named[self.lit]
        elif was in self.named and self.view.status.text == self.named[was]:
            self.view.status.text = ""
        lit = self.undo.contains(x, y)
        if lit:
            self.view.status.text = self.undo.hover_words()
        elif self.undo_lit and self.view.status.text.startswith("Undo"):
            self.view.status.text = ""
        self.undo_lit = lit

    def click(self, x: float, y: float) -> bool:
        if self.undo.contains(x, y):
            self.undo.press()
            return True
        for button in self.buttons:
            if button.contains(x, y):
                button.press()
                return True
        return False

    def key(self, symbol: int) -> bool:
        for button in self.buttons:
            if button.key is not None and button.key == symbol:
                return button.press()
        if arcade.key.KEY_1 <= symbol <= arcade.key.KEY_9:
            index = symbol - arcade.key.KEY_1
            if index < len(self.buttons):
                return self.buttons[index].press()
        return False


def per_row_for(needs: list[float], room: float, gap: float) -> int:
    """How many buttons go in a row: six, or more when that many short ones fit side by side (a
    touchback's eleven numbers in one row), never fewer than there are when they fit."""
    count = len(needs)
    fitting = 1
    while fitting < count and sum(sorted(needs)[-(fitting + 1) :]) + fitting * gap <= room:
        fitting += 1
    return max(min(count, 6), fitting)


def row_widths(needs: list[float], room: float) -> list[float]:
    """Widths for one row of buttons in ``room``: each as wide as its words need, the room left over
    shared out evenly; when the words need more than there is, in proportion to what each needs."""
    total = sum(needs)
    if total <= room:
        extra = (room - total) / len(needs)
        return [need + extra for need in needs]
    return [room * need / total for need in needs]
