"""The dice beside a decision about them: at a block-die choice each die is its own button (the
face drawn large, its name and its number key beside it); at the block re-roll question, at
Augury and at a failed roll's re-roll question the dice rolled are shown beside the buttons."""

from __future__ import annotations

import arcade
import arcade.shape_list as shapes
import pyglet

from samurai_bowl.engine import Ask, EventKind, Match
from samurai_bowl.telling.event_words import face_words
from samurai_bowl.ui.kit.theme import BUTTON, BUTTON_HOVER, PANEL_EDGE, SUBTITLE_INK, TITLE_INK, Rect, label
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.match.panel.dice_draw import Die, Mark, add_die, block_dice, dice_of

BLOCK_ASKS = ("block_die", "block_reroll", "augury", "biting_steel")


def decision_dice(m: Match) -> tuple[list[Die], int | None]:
    """The dice the pending decision is about, and the face already kept (Augury), if any."""
    pending = m.pending
    if pending is None:
        return [], None
    faces = pending.data.get("faces")
    if pending.kind in BLOCK_ASKS and faces:
        kept = pending.data.get("face")
        return block_dice(list(faces)), list(faces).index(kept) if kept in faces else None
    if pending.kind in (Ask.REROLL, Ask.AUGURY):
        last = next((e for e in reversed(m.events) if e.kind is EventKind.ROLL), None)
        if last is not None:
            return dice_of(last, m.data.block_dice), None
    return [], None


class PromptDice:
    """The dice of the decision now pending, drawn from one shape list built when it changes."""

    def __init__(self) -> None:
        self.dice: list[Die] = []
        self.kept: int | None = None
        self.tiles = False  # the dice are the buttons (a block-die choice)
        self.batch = pyglet.graphics.Batch()
        self.names: list[arcade.Text] = []
        self.keys: list[arcade.Text] = []
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self.die_rects: list[Rect] = []  # where each die is drawn

    def set(self, m: Match, buttons: list[Button]) -> None:
        self.dice, self.kept = decision_dice(m)
        pending = m.pending
        self.tiles = pending is not None and pending.kind == Ask.BLOCK_DIE and len(buttons) == len(self.dice)
        for text in (*self.names, *self.keys):
            text.label.delete()
        self.names, self.keys = [], []
        if self.tiles:
            b = self.batch
            self.names = [
                label(face_words(d.face), TITLE_INK, 12, bold=True, anchor_y="center", batch=b)
                for d in self.dice
            ]
            self.keys = [
                label(str(n + 1), SUBTITLE_INK, 10, anchor_x="right", anchor_y="center", batch=b)
                for n in range(len(self.dice))
            ]

    def width(self, height: float, scale: float) -> float:
        """Room the dice take at the right of the prompt when they are not the buttons."""
        if self.tiles or not self.dice:
            return 0.0
        size = self.size(height, scale)
        return len(self.dice) * (size + 10 * scale) + 12 * scale

    @staticmethod
    def size(height: float, scale: float) -> float:
        return min(height - 20 * scale, 64 * scale)

    def place(self, rect: Rect, scale: float, buttons: list[Button], points: int) -> None:
        """Tiles for the buttons below the question, or the dice at the panel's right end."""
        self.shapes = shapes.ShapeElementList()
        self.die_rects = []
        left, bottom, width, height = rect
        if self.tiles:
            self._tiles(rect, scale, buttons, points)
            return
        size = self.size(height, scale)
        x = left + width - self.width(height, scale) + 6 * scale
        for n, die in enumerate(self.dice):
            mark = Mark.PLAIN if self.kept is None else Mark.KEPT if n == self.kept else Mark.DROPPED
            add_die(self.shapes, die, x + size / 2, bottom + height / 2, size, mark)
            self.die_rects.append((x, bottom + height / 2 - size / 2, size, size))
            x += size + 10 * scale

    def _tiles(self, rect: Rect, scale: float, buttons: list[Button], points: int) -> None:
        left, bottom, width, height = rect
        gap = 10 * scale
        tile_h = max(30.0, height - 44 * scale)
        tile_w = min(300 * scale, (width - 24 * scale - gap * (len(buttons) - 1)) / len(buttons))
        die = tile_h - 10 * scale
        for n, button in enumerate(buttons):
            x = left + 12 * scale + n * (tile_w + gap)
            y = bottom + 8 * scale
            button.place((x, y, tile_w, tile_h), points)
            add_die(self.shapes, self.dice[n], x + 5 * scale + die / 2, y + tile_h / 2, die)
            self.die_rects.append((x + 5 * scale, y + tile_h / 2 - die / 2, die, die))
            name, key = self.names[n], self.keys[n]
            name.font_size = points
            name.position = (round(x + die + 14 * scale), round(y + tile_h / 2))
            key.font_size = max(9, points - 2)
            key.position = (round(x + tile_w - 8 * scale), round(y + tile_h / 2))

    def draw(self, buttons: list[Button], lit: int | None) -> bool:
        """The tiles (True: the buttons are drawn) or the dice beside the buttons (False)."""
        if self.tiles:
            for n, button in enumerate(buttons):
                arcade.draw_lbwh_rectangle_filled(*button.rect, BUTTON_HOVER if n == lit else BUTTON)
                arcade.draw_lbwh_rectangle_outline(*button.rect, PANEL_EDGE, 2)
        self.shapes.draw()
        self.batch.draw()
        return self.tiles
