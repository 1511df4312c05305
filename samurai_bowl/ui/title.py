"""The title screen: the game's name and the seven clans as cards, all taken from the data."""

from __future__ import annotations

import arcade
from arcade.types import Color

from samurai_bowl.data import GameData

FONT = "Liberation Sans"
BACKGROUND = Color(20, 18, 26)
TITLE_INK = Color(245, 236, 214)
SUBTITLE_INK = Color(196, 182, 156)
FOOTER_INK = Color(128, 122, 116)
ACCENT = Color(178, 34, 34)
BLACK = Color(0, 0, 0)
WHITE = Color(255, 255, 255)

CardRect = tuple[str, float, float, float, float]


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def ink_for(fill: Color) -> Color:
    """Black or white, whichever contrasts more with `fill` (WCAG relative luminance)."""
    lum = 0.2126 * _linear(fill.r) + 0.7152 * _linear(fill.g) + 0.0722 * _linear(fill.b)
    return BLACK if (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) else WHITE


class _Card:
    """One clan card: its colours, its texts and (after layout) its rectangle."""

    def __init__(self, clan: str, name: str, primary: str, secondary: str, details: tuple[str, str]) -> None:
        self.clan = clan
        self.fill = Color.from_hex_string(primary)
        self.border = Color.from_hex_string(secondary)
        self.ink = ink_for(self.fill)
        self.name = arcade.Text(name, 0, 0, self.ink, 18, font_name=FONT, bold=True,
                                anchor_x="center", anchor_y="top")
        self.lines = [arcade.Text(line, 0, 0, self.ink, 13, font_name=FONT,
                                  anchor_x="center", anchor_y="baseline") for line in details]
        self.rect: tuple[int, int, int, int] = (0, 0, 0, 0)

    def draw(self, border_width: float) -> None:
        left, bottom, width, height = self.rect
        arcade.draw_lbwh_rectangle_filled(left, bottom, width, height, self.fill)
        arcade.draw_lbwh_rectangle_outline(left, bottom, width, height, self.border, border_width)
        rule_y = self.name.bottom - 8
        arcade.draw_lbwh_rectangle_filled(left + width * 0.2, rule_y, width * 0.6, 2, self.border)
        self.name.draw()
        for line in self.lines:
            line.draw()


class TitleView(arcade.View):
    """Title screen: name, subtitle, one card per clan, and how to quit."""

    def __init__(self, data: GameData, window: arcade.Window | None = None) -> None:
        super().__init__(window, background_color=BACKGROUND)
        self.title = arcade.Text("Samurai Bowl", 0, 0, TITLE_INK, 64, font_name=FONT, bold=True,
                                 anchor_x="center", anchor_y="center")
        self.subtitle = arcade.Text("The other game of fantasy football", 0, 0, SUBTITLE_INK, 20,
                                    font_name=FONT, italic=True, anchor_x="center", anchor_y="center")
        self.footer = arcade.Text("Esc to quit", 0, 0, FOOTER_INK, 12, font_name=FONT,
                                  anchor_x="center", anchor_y="center")
        self.cards = [
            _Card(clan, roster.name, roster.colours.primary, roster.colours.secondary,
                  (f"{len(roster.positions)} positions", f"re-roll {roster.reroll_cost}"))
            for clan, roster in data.rosters.items()
        ]
        self._accent: tuple[float, float, float, float] = (0, 0, 0, 0)
        self._border = 4.0
        self.layout(self.window.width, self.window.height)

    def layout(self, width: int, height: int) -> None:
        """Place everything relative to a `width` x `height` window."""
        scale = min(width / 1280, height / 720)
        self.title.font_size = 64 * scale
        self.title.position = (width / 2, height * 0.82)
        self.subtitle.font_size = 20 * scale
        self.subtitle.position = (width / 2, height * 0.69)
        self._accent = (width / 2 - 140 * scale, height * 0.645, 280 * scale, max(2.0, 3 * scale))
        self.footer.font_size = 12 * scale
        self.footer.position = (width / 2, height * 0.06)
        self._border = max(2.0, 4 * scale)

        count = len(self.cards)
        margin, gap = width * 0.04, width * 0.014
        card_w = int((width - 2 * margin - (count - 1) * gap) / count)
        card_h = int(height * 0.38)
        row_left = (width - count * card_w - (count - 1) * gap) / 2
        bottom = int(height * 0.15)
        pad = 10 * scale
        name_size = 18 * scale
        for card in self.cards:
            card.name.font_size = name_size
        widest = max(card.name.content_width for card in self.cards)
        if widest > card_w - 2 * pad:
            name_size *= (card_w - 2 * pad) / widest
        for index, card in enumerate(self.cards):
            left = int(row_left + index * (card_w + gap))
            card.rect = (left, bottom, card_w, card_h)
            centre = left + card_w / 2
            card.name.font_size = name_size
            card.name.position = (centre, bottom + card_h - 2.2 * pad)
            for line_no, line in enumerate(card.lines):
                line.font_size = 13 * scale
                line.position = (centre, bottom + 2 * pad + (len(card.lines) - 1 - line_no) * 22 * scale)

    def card_rects(self) -> list[CardRect]:
        """(clan id, left, bottom, width, height) of every card, in roster order."""
        return [(card.clan, *card.rect) for card in self.cards]

    def title_rect(self) -> tuple[float, float, float, float]:
        """(left, bottom, width, height) of the drawn title text."""
        return (self.title.left, self.title.bottom, self.title.content_width, self.title.content_height)

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    def on_draw(self) -> None:
        self.clear()
        self.title.draw()
        self.subtitle.draw()
        arcade.draw_lbwh_rectangle_filled(*self._accent, ACCENT)
        for card in self.cards:
            card.draw(self._border)
        self.footer.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.window.close()


def open_window(data: GameData, width: int = 1280, height: int = 720) -> arcade.Window:
    """Create the game window showing the title screen (does not start the event loop)."""
    window = arcade.Window(width, height, "Samurai Bowl", antialiasing=False)
    arcade.resources.load_liberation_fonts()
    window.show_view(TitleView(data, window))
    return window


def run(data: GameData) -> None:
    """Open the window and run Arcade's event loop until it is closed."""
    open_window(data)
    arcade.run()
