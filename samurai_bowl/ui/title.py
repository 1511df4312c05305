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
MIN_POINTS = 6

Rect = tuple[float, float, float, float]


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def ink_for(fill: Color) -> Color:
    """Black or white, whichever contrasts more with ``fill`` (WCAG relative luminance)."""
    lum = 0.2126 * _linear(fill.r) + 0.7152 * _linear(fill.g) + 0.0722 * _linear(fill.b)
    return BLACK if (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) else WHITE


def _text(
    text: str, colour: Color, anchor_y: str = "baseline", bold: bool = False, italic: bool = False
) -> arcade.Text:
    return arcade.Text(
        text, 0, 0, colour, 12, font_name=FONT, bold=bold, italic=italic, anchor_x="center", anchor_y=anchor_y
    )


def _place(text: arcade.Text, x: float, y: float, points: float) -> None:
    """Whole pixels and whole points only: fractional ones rasterise glyphs with clipped tops."""
    text.font_size = max(MIN_POINTS, round(points))
    text.position = (round(x), round(y))


def _fit(texts: list[arcade.Text], points: float, room: float) -> int:
    """The largest whole point size, at most ``points``, at which every text is at most ``room`` wide."""
    size = max(MIN_POINTS, round(points))
    while True:
        for text in texts:
            text.font_size = size
        if size == MIN_POINTS or max(text.content_width for text in texts) <= room:
            return size
        size -= 1


class _Card:
    """One clan card: colours and texts from the roster, created once; placed by ``layout``."""

    def __init__(self, roster: Roster) -> None:
        self.clan = roster.id
        self.fill = Color.from_hex_string(roster.colours.primary)
        self.border = Color.from_hex_string(roster.colours.secondary)
        ink = ink_for(self.fill)
        self.name = _text(roster.name, ink, anchor_y="top", bold=True)
        self.positions = [_text(position.name, ink) for position in roster.positions]
        self.details = [
            _text(f"re-roll {roster.reroll_cost} koku", ink),
            _text(roster.special_staff.name, ink),
        ]
        self.rect: Rect = (0, 0, 0, 0)
        self.rule: Rect = (0, 0, 0, 0)

    @property
    def body(self) -> list[arcade.Text]:
        return [*self.positions, *self.details]

    def layout(self, rect: Rect, name_points: float, body_points: float, scale: float) -> None:
        self.rect = left, bottom, width, height = rect
        centre, pad, step = left + width / 2, 10 * scale, 20 * scale
        _place(self.name, centre, bottom + height - 2.2 * pad, name_points)
        self.rule = (left + width * 0.2, self.name.bottom - 8 * scale, width * 0.6, max(1.0, 2 * scale))
        for index, text in enumerate(self.positions):
            _place(text, centre, self.rule[1] - 22 * scale - index * step, body_points)
        for index, text in enumerate(reversed(self.details)):
            _place(text, centre, bottom + 2 * pad + index * step, body_points)

    def draw(self, border_width: float) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, self.fill)
        arcade.draw_lbwh_rectangle_outline(*self.rect, self.border, border_width)
        arcade.draw_lbwh_rectangle_filled(*self.rule, self.border)
        self.name.draw()
        for text in self.body:
            text.draw()


class TitleView(arcade.View):
    """Title screen: name, subtitle, one card per clan, and how to quit."""

    def __init__(self, data: GameData, window: arcade.Window | None = None) -> None:
        super().__init__(window, background_color=BACKGROUND)
        self.title = _text("Samurai Bowl", TITLE_INK, anchor_y="center", bold=True)
        self.subtitle = _text(
            "The other game of fantasy football", SUBTITLE_INK, anchor_y="center", italic=True
        )
        self.footer = _text("Esc to quit", FOOTER_INK, anchor_y="center")
        self.cards = [_Card(roster) for roster in data.rosters.values()]
        self._accent: Rect = (0, 0, 0, 0)
        self._border = 4.0
        self.layout(self.window.width, self.window.height)

    def layout(self, width: int, height: int) -> None:
        """Place everything relative to a ``width`` x ``height`` window."""
        scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
        centre = width / 2
        _place(self.title, centre, height * 0.82, 64 * scale)
        _place(self.subtitle, centre, height * 0.69, 20 * scale)
        _place(self.footer, centre, height * 0.06, 12 * scale)
        self._accent = (centre - 140 * scale, height * 0.645, 280 * scale, max(2.0, 3 * scale))
        self._border = max(2.0, 4 * scale)

        count = len(self.cards)
        margin, gap = width * 0.04, width * 0.014
        card_w = int((width - 2 * margin - (count - 1) * gap) / count)
        card_h = int(height * 0.35)
        row_left = (width - count * card_w - (count - 1) * gap) / 2
        bottom = int(height * 0.16)
        room = card_w - 24 * scale
        name_points = _fit([card.name for card in self.cards], 18 * scale, room)
        body_points = _fit([text for card in self.cards for text in card.body], 12 * scale, room)
        for index, card in enumerate(self.cards):
            left = int(row_left + index * (card_w + gap))
            card.layout((left, bottom, card_w, card_h), name_points, body_points, scale)

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
        for text in (self.title, self.subtitle, self.footer):
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
