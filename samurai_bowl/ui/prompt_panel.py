"""The prompt under the pitch: the question the match asks a human, and a button for every answer
that is not a click on the pitch (which squares and models are, highlighted there)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.ui.action_words import describe, question
from samurai_bowl.ui.theme import MUTED_INK, PANEL, PANEL_EDGE, TITLE_INK, Rect, label
from samurai_bowl.ui.widgets import Button

if TYPE_CHECKING:
    from samurai_bowl.ui.match_view import MatchView

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
SPELLS = (Act.VOID_STRIKE, Act.FIRES_FROM_WITHIN)
KEYS = {
    Act.END_TURN: arcade.key.E,
    Act.END_ACTIVATION: arcade.key.E,
    Act.END_SETUP: arcade.key.E,
    Act.USE_REROLL: arcade.key.R,
    Act.DECLINE_REROLL: arcade.key.N,
}


def setup_status(m: Match, side: int) -> str:
    """How many wait in the reserves and the first R3.4 rule the set-up still breaks."""
    from samurai_bowl.engine.setup_phase import problems

    waiting = sum(1 for p in m.side_pieces(side) if m.in_reserves(p))
    broken = problems(m, side)
    rule = broken[0] if broken else "legal: End set-up (E) when ready"
    return f"{waiting} in reserve · {rule}"


class PromptPanel:
    def __init__(self, view: MatchView) -> None:
        self.view = view
        self.rect: Rect = (0, 0, 0, 0)
        self.question = label("", TITLE_INK, 14, bold=True)
        self.waiting = label("", MUTED_INK, 12)
        self.buttons: list[Button] = []
        self.lit: int | None = None
        self.spell_mode = False
        self.scale = 1.0

    def layout(self, rect: Rect, scale: float) -> None:
        self.rect = rect
        self.scale = scale
        self._place()

    def rebuild(self) -> None:
        """New buttons for the decision now pending."""
        m = self.view.match
        pending = m.pending
        self.buttons = []
        self.lit = None
        self.spell_mode = False
        if pending is None:
            self.question.text = "Full time"
            self._place()
            return
        if not self.view.human_to_act():
            self.question.text = f"{m.teams[pending.side].name} (AI) is playing · Space skips the wait"
            self._place()
            return
        self.question.text = question(m, pending) + ("  ·  H for a hint" if pending.kind == "turn" else "")
        if pending.kind == "setup":
            self.view.status.text = setup_status(m, pending.side)
        legal = m.legal_actions()
        answers = [a for a in legal if a.act not in ON_THE_PITCH]
        if pending.kind in ("touchback", "touch_of_amaterasu", "poison"):
            answers = legal
        self.buttons = [
            Button(describe(m, a), self._press(a), KEYS.get(a.act)) for a in answers[:MAX_BUTTONS]
        ]
        if any(a.act in SPELLS for a in legal):
            self.buttons.append(Button("Cast a spell: click its target", self._spell_mode))
        self._place()

    def _press(self, action: Action) -> Callable[[], None]:
        def press() -> None:
            self.spell_mode = False
            self.view.apply(action)

        return press

    def _spell_mode(self) -> None:
        pending = self.view.match.pending
        self.spell_mode = not self.spell_mode and pending is not None
        if self.spell_mode:
            self.question.text = "Click the model to strike, or the first square of the line of fire"
        elif pending is not None:
            self.question.text = question(self.view.match, pending)

    def spell_click(self, square: int) -> bool:
        """In spell mode, a click on the pitch: Void Strike there, or the lines of fire from there."""
        if not self.spell_mode:
            return False
        legal = self.view.match.legal_actions()
        strike = Action(Act.VOID_STRIKE, square=square)
        if strike in legal:
            self._press(strike)()
            return True
        lines = [a for a in legal if a.act is Act.FIRES_FROM_WITHIN and a.square == square]
        if lines:
            m = self.view.match
            self.buttons = [Button(describe(m, a), self._press(a)) for a in lines]
            self.buttons.append(Button("Cancel the spell", self.rebuild, arcade.key.ESCAPE))
            self.question.text = "Which way does the line of fire run?"
            self._place()
        return True

    def _place(self) -> None:
        left, bottom, width, height = self.rect
        s = self.scale
        self.question.font_size = max(8, round(14 * s))
        self.question.position = (round(left + 12 * s), round(bottom + height - 24 * s))
        count = len(self.buttons)
        if not count:
            return
        per_row = min(count, 6)
        gap = 8 * s
        button_w = (width - 24 * s - (per_row - 1) * gap) / per_row
        button_h = 32 * s
        for index, button in enumerate(self.buttons):
            row, col = divmod(index, per_row)
            x = left + 12 * s + col * (button_w + gap)
            y = bottom + height - 44 * s - (row + 1) * button_h - row * gap
            button.place((x, y, button_w, button_h), 12 * s)

    def draw(self) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 2)
        self.question.draw()
        for index, button in enumerate(self.buttons):
            button.draw(index == self.lit)

    def hover(self, x: float, y: float) -> None:
        self.lit = next((i for i, b in enumerate(self.buttons) if b.contains(x, y)), None)

    def click(self, x: float, y: float) -> bool:
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
