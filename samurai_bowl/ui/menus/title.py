"""The title screen: the game's name and the seven clans as cards, each under its crest (its mon
in its colours, art/crest.py), all taken from the data."""

from __future__ import annotations

from collections.abc import Callable

import arcade
from arcade.types import Color

from samurai_bowl.data import GameData, Roster
from samurai_bowl.ui.art.crest import crest_sprite
from samurai_bowl.ui.kit.theme import (
    ACCENT,
    BACKGROUND,
    DESIGN_SIZE,
    FOOTER_INK,
    SUBTITLE_INK,
    TITLE_INK,
    Rect,
    fit_points,
    ink_for,
    place,
    text,
)
from samurai_bowl.ui.screen import Screen


class _Card:
    """One clan card: colours and texts from the roster, created once; placed by ``layout``."""

    def __init__(self, roster: Roster) -> None:
        self.clan = roster.id
        self.roster = roster
        self.fill = Color.from_hex_string(roster.colours.primary)
        self.border = Color.from_hex_string(roster.colours.secondary)
        ink = ink_for(self.fill)
        self.name = text(roster.name, ink, anchor_y="top", bold=True)
        self.positions = [text(position.name, ink) for position in roster.positions]
        self.details = [
            text(f"re-roll {roster.reroll_cost} koku", ink),
            text(roster.special_staff.name, ink),
        ]
        self.rect: Rect = (0, 0, 0, 0)
        self.rule: Rect = (0, 0, 0, 0)

    @property
    def body(self) -> list[arcade.Text]:
        return [*self.positions, *self.details]

    def layout(self, rect: Rect, name_points: float, body_points: float, scale: float) -> None:
        self.rect = left, bottom, width, height = rect
        centre, pad, step = left + width / 2, 10 * scale, 20 * scale
        place(self.name, centre, bottom + height - 2.2 * pad, name_points)
        self.rule = (left + width * 0.2, self.name.bottom - 8 * scale, width * 0.6, max(1.0, 2 * scale))
        for index, label in enumerate(self.positions):
            place(label, centre, self.rule[1] - 22 * scale - index * step, body_points)
        for index, label in enumerate(reversed(self.details)):
            place(label, centre, bottom + 2 * pad + index * step, body_points)

    def draw(self, border_width: float) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, self.fill)
        arcade.draw_lbwh_rectangle_outline(*self.rect, self.border, border_width)
        arcade.draw_lbwh_rectangle_filled(*self.rule, self.border)
        self.name.draw()
        for label in self.body:
            label.draw()


class TitleView(Screen):
    """Title screen: name, subtitle, one card per clan, and how to quit."""

    def __init__(
        self, data: GameData, window: arcade.Window | None = None, on_back: Callable[[], None] | None = None
    ) -> None:
        super().__init__(window, background_color=BACKGROUND)
        self.on_back = on_back
        self.title = text("Samurai Bowl", TITLE_INK, anchor_y="center", bold=True)
        self.subtitle = text(
            "The other game of fantasy football", SUBTITLE_INK, anchor_y="center", italic=True
        )
        self.footer = text("Esc to go back" if on_back else "Esc to quit", FOOTER_INK, anchor_y="center")
        self.cards = [_Card(roster) for roster in data.rosters.values()]
        self.crests: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self._accent: Rect = (0, 0, 0, 0)
        self._border = 4.0
        self.layout(self.window.width, self.window.height)

    def layout(self, width: int, height: int) -> None:
        """Place everything relative to a ``width`` x ``height`` window."""
        scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
        centre = width / 2
        place(self.title, centre, height * 0.82, 64 * scale)
        place(self.subtitle, centre, height * 0.69, 20 * scale)
        place(self.footer, centre, height * 0.06, 12 * scale)
        self._accent = (centre - 140 * scale, height * 0.645, 280 * scale, max(2.0, 3 * scale))
        self._border = max(2.0, 4 * scale)

        count = len(self.cards)
        margin, gap = width * 0.04, width * 0.014
        card_w = int((width - 2 * margin - (count - 1) * gap) / count)
        card_h = int(height * 0.35)
        row_left = (width - count * card_w - (count - 1) * gap) / 2
        bottom = int(height * 0.16)
        room = card_w - 24 * scale
        name_points = fit_points([card.name for card in self.cards], 18 * scale, room)
        body_points = fit_points([line for card in self.cards for line in card.body], 12 * scale, room)
        for index, card in enumerate(self.cards):
            left = int(row_left + index * (card_w + gap))
            card.layout((left, bottom, card_w, card_h), name_points, body_points, scale)
        # each crest over its card, between the card and the line under the subtitle
        above = height * 0.645 - (bottom + card_h)
        size = int(min(card_w * 0.6, above * 0.82))
        self.crests.clear()
        crest_y = bottom + card_h + above * 0.47
        for card in self.cards:
            card_left, _, card_width, _ = card.rect
            self.crests.append(crest_sprite(card.roster, size, card_left + card_width / 2, crest_y))

    def card_rects(self) -> list[tuple[str, float, float, float, float]]:
        """(clan id, left, bottom, width, height) of every card, in roster order."""
        return [(card.clan, *card.rect) for card in self.cards]

    def title_rect(self) -> Rect:
        """(left, bottom, width, height) of the drawn title text."""
        return (self.title.left, self.title.bottom, self.title.content_width, self.title.content_height)

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    def on_draw(self) -> None:
        self.clear()
        arcade.draw_lbwh_rectangle_filled(*self._accent, ACCENT)
        for card in self.cards:
            card.draw(self._border)
        self.crests.draw()
        for label in (self.title, self.subtitle, self.footer):
            label.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            if self.on_back is not None:
                self.on_back()
            else:
                self.window.close()
