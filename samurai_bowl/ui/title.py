"""The title screen: the game's name and the seven clans as cards, all taken from the data."""

from __future__ import annotations

import arcade
from arcade.types import Color

from samurai_bowl.data import GameData, Roster

FONT = "Liberation Sans"
BACKGROUND = Color(20, 18, 26)
TITLE_INK = Color(245, 236, 214)
SUBTITLE_INK = Color(196, 182, 156)
FOOTER_INK = Color(128, 122, 116)
ACCENT = Color(178, 34, 34)
BLACK = Color(0, 0, 0)
WHITE = Color(255, 255, 255)
DESIGN_SIZE = (1280, 720)

Rect = tuple[float, float, float, float]


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def ink_for(fill: Color) -> Color:
    """Black or white, whichever contrasts more with ``fill`` (WCAG relative luminance)."""
    lum = 0.2126 * _linear(fill.r) + 0.7152 * _linear(fill.g) + 0.0722 * _linear(fill.b)
    return BLACK if (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) else WHITE


def _text(text: str, x: float, y: float, colour: Color, size: float, **style: object) -> arcade.Text:
    """Text at a whole point size (fractional sizes rasterise with clipped glyph tops)."""
    return arcade.Text(text, x, y, colour, max(6, round(size)), font_name=FONT, **style)  # type: ignore[arg-type]


class _Card:
    """One clan card: colours from the roster; its texts are rebuilt whenever it is laid out."""

    def __init__(self, roster: Roster) -> None:
        self.clan = roster.id
        self.title = roster.name
        self.positions = [p.name for p in roster.positions]
        self.details = [f"re-roll {roster.reroll_cost} koku", roster.special_staff.name]
        self.fill = Color.from_hex_string(roster.colours.primary)
        self.border = Color.from_hex_string(roster.colours.secondary)
        self.ink = ink_for(self.fill)
        self.rect: Rect = (0, 0, 0, 0)
        self.rule: Rect = (0, 0, 0, 0)
        self.texts: list[arcade.Text] = []

    def layout(self, rect: Rect, name_size: float, scale: float) -> None:
        self.rect = left, bottom, width, height = rect
        centre = left + width / 2
        pad = 10 * scale
        name = _text(self.title, centre, bottom + height - 2.2 * pad, self.ink, name_size,
                     bold=True, anchor_x="center", anchor_y="top")
        self.rule = (left + width * 0.2, name.bottom - 8 * scale, width * 0.6, max(1.0, 2 * scale))
        first_line = self.rule[1] - 22 * scale
        lines = [
            _text(label, centre, first_line - i * 20 * scale, self.ink, 12 * scale, anchor_x="center")
            for i, label in enumerate(self.positions)
        ]
        lines += [
            _text(label, centre, bottom + 2 * pad + (len(self.details) - 1 - i) * 20 * scale, self.ink,
                  12 * scale, anchor_x="center")
            for i, label in enumerate(self.details)
        ]
        self.texts = [name, *lines]

    def draw(self, border_width: float) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, self.fill)
        arcade.draw_lbwh_rectangle_outline(*self.rect, self.border, border_width)
        arcade.draw_lbwh_rectangle_filled(*self.rule, self.border)
        for text in self.texts:
            text.draw()


class TitleView(arcade.View):
    """Title screen: name, subtitle, one card per clan, and how to quit."""

    def __init__(self, data: GameData, window: arcade.Window | None = None) -> None:
        super().__init__(window, background_color=BACKGROUND)
        self.cards = [_Card(roster) for roster in data.rosters.values()]
        self.texts: list[arcade.Text] = []
        self.title = _text("Samurai Bowl", 0, 0, TITLE_INK, 64)
        self._accent: Rect = (0, 0, 0, 0)
        self._border = 4.0
        self.layout(self.window.width, self.window.height)

    def layout(self, width: int, height: int) -> None:
        """Place everything relative to a ``width`` x ``height`` window."""
        scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
        centre = width / 2
        self.title = _text("Samurai Bowl", centre, height * 0.82, TITLE_INK, 64 * scale,
                           bold=True, anchor_x="center", anchor_y="center")
        subtitle = _text("The other game of fantasy football", centre, height * 0.69, SUBTITLE_INK,
                         20 * scale, italic=True, anchor_x="center", anchor_y="center")
        footer = _text("Esc to quit", centre, height * 0.06, FOOTER_INK, 12 * scale,
                       anchor_x="center", anchor_y="center")
        self.texts = [self.title, subtitle, footer]
        self._accent = (centre - 140 * scale, height * 0.645, 280 * scale, max(2.0, 3 * scale))
        self._border = max(2.0, 4 * scale)

        count = len(self.cards)
        margin, gap = width * 0.04, width * 0.014
        card_w = int((width - 2 * margin - (count - 1) * gap) / count)
        card_h = int(height * 0.35)
        row_left = (width - count * card_w - (count - 1) * gap) / 2
        bottom = int(height * 0.16)
        name_size = 18 * scale
        widest = max(
            _text(card.title, 0, 0, WHITE, name_size, bold=True).content_width for card in self.cards
        )
        room = card_w - 20 * scale
        if widest > room:
            name_size *= room / widest
        for index, card in enumerate(self.cards):
            left = int(row_left + index * (card_w + gap))
            card.layout((left, bottom, card_w, card_h), name_size, scale)

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
        for text in self.texts:
            text.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.window.close()


def open_window(data: GameData, width: int = DESIGN_SIZE[0], height: int = DESIGN_SIZE[1]) -> arcade.Window:
    """Create the game window showing the title screen (does not start the event loop)."""
    window = arcade.Window(width, height, "Samurai Bowl", antialiasing=False, resizable=True)
    arcade.resources.load_liberation_fonts()
    window.show_view(TitleView(data, window))
    return window


def run(data: GameData) -> None:
    """Open the window and run Arcade's event loop until it is closed."""
    open_window(data)
    arcade.run()
