"""Every keyboard shortcut of the game on one screen (F1 from anywhere).

:data:`SHORTCUTS` is the one list of them: each screen adds its own keys here, so the help
screen never falls behind the screens it describes.
"""

from __future__ import annotations

import math

import arcade

from samurai_bowl.ui.app import App
from samurai_bowl.ui.theme import (
    ACCENT,
    BACKGROUND,
    DESIGN_SIZE,
    FOOTER_INK,
    MIN_POINTS,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    Rect,
    fit_points,
    label,
    place,
    text,
)

# (screen, key, what it does), grouped on the help screen by screen in first-seen order
SHORTCUTS: list[tuple[str, str, str]] = [
    ("Everywhere", "F1", "this list of shortcuts"),
    ("Main menu", "Up / Down, Enter", "choose a button, press it"),
    ("Main menu", "R", "resume the interrupted match"),
    ("Main menu", "P / H", "play against the AI / hot-seat match for two"),
    ("Main menu", "L", "leagues"),
    ("Main menu", "N", "build a new team"),
    ("Main menu", "T", "your teams"),
    ("Main menu", "W", "replays of saved matches"),
    ("Main menu", "C", "the clans"),
    ("Main menu", "S", "settings"),
    ("Main menu", "Q or Esc", "quit"),
    ("Match", "Click", "a model, then a square, an opponent or a team-mate"),
    ("Match", "Right-click", "an opponent: Void Strike (or a click where it does nothing else)"),
    ("Match", "F", "the Fires From Within: click 3 connected squares (Esc cancels)"),
    ("Match", "1 - 9", "the answer buttons under the pitch (R / N: re-roll or not)"),
    ("Match", "E", "end the model's action, the set-up or the turn"),
    ("Match", "H", "a hint: what the AI would do, and why"),
    ("Match", "T", "show or hide the tackle zones"),
    ("Match", "Space", "hurry the AI's turn"),
    ("Match", "Ctrl+S", "save the match"),
    ("Match", "Esc", "the match menu"),
    ("Match", "Esc, C", "concede the match (Y concedes, N keeps playing)"),
    ("Team builder", "1 - 7", "pick the clan"),
    ("Team builder", "Up / Down, + / -", "choose a row, hire or release"),
    ("Team builder", "PgUp / PgDn", "a player to rename (G new name, Del release)"),
    ("Team builder", "N / Tab / S", "the team's name / next field / save"),
    ("Teams", "E / D / N", "edit, delete (Y confirms) or build a new team"),
    ("League", "N / A / D", "new league / add a team / draw the schedule"),
    ("League", "P / W / H", "play the next fixture / watch it / hire for a short team"),
    ("League", "B / S / [ ]", "banzuke and leaders / next season / a team's card"),
    ("League", "F / R / U", "on a card (Up / Down: a player): fire / rename / buy staff"),
    ("League", "Y / E / I", "every season's history / export / import a league"),
    ("Replays", "Up / Down, Enter", "choose a saved match, watch it from the kick-off"),
    ("Replays", "Esc", "back to the main menu"),
    ("Replay", "Right / Left", "one action forward / back"),
    ("Replay", "Home / End", "the kick-off / the last action"),
    ("Replay", "Space", "play or pause (at the animation speed)"),
    ("Replay", "Esc", "back to the list of saves"),
    ("Settings", "Up / Down", "choose a setting"),
    ("Settings", "Left / Right", "change the chosen setting"),
    ("Settings", "A", "animation speed"),
    ("Settings", "M", "manual turn counter on or off"),
    ("Settings", "W", "window size"),
    ("Settings", "F", "full screen on or off"),
    ("Settings", "U", "size of the writing and buttons (UI scale)"),
    ("Settings", "S", "apply and save the settings"),
    ("Settings", "Esc", "back to the menu without saving"),
]


def grouped(shortcuts: list[tuple[str, str, str]]) -> list[tuple[str, list[tuple[str, str]]]]:
    """The shortcuts by screen, screens in the order they first appear."""
    groups: dict[str, list[tuple[str, str]]] = {}
    for screen, key, does in shortcuts:
        groups.setdefault(screen, []).append((key, does))
    return list(groups.items())


def pack(sizes: list[int], columns: int) -> tuple[int, list[int]]:
    """The fewest rows per column, and the column of each group, that fit groups of ``sizes``
    rows into ``columns`` columns in order (a group longer than a column gets a column of its own
    and overflows it: the caller shrinks the rows until it does not)."""
    rows = max(max(sizes, default=1), math.ceil(sum(sizes) / columns))
    while True:
        where, column, used = [], 0, 0
        for size in sizes:
            if used and used + size > rows:
                column, used = column + 1, 0
            where.append(column)
            used += size
        if column < columns:
            return rows, where
        rows += 1


class _Line:
    """One row of the list: a screen's heading, or a key and what it does."""

    def __init__(self, key: str, does: str = "", heading: bool = False) -> None:
        self.heading = heading
        self.key = label(key, ACCENT if heading else WARN, bold=True)
        self.does = label(does, SUBTITLE_INK)


class HelpView(arcade.View):
    """All shortcuts, grouped by screen, in columns; Esc or F1 goes back to ``back``."""

    COLUMNS = 3

    def __init__(self, app: App, back: arcade.View) -> None:
        super().__init__(app.window, background_color=BACKGROUND)
        self.app = app
        self.back = back
        self.title = text("Keyboard shortcuts", TITLE_INK, anchor_y="center", bold=True)
        self.footer = text("Esc or F1 to go back", FOOTER_INK, anchor_y="center")
        self.groups: list[list[_Line]] = []
        for screen, keys in grouped(SHORTCUTS):
            self.groups.append([_Line(screen, heading=True)] + [_Line(k, d) for k, d in keys])
        self.layout(self.window.width, self.window.height)

    @property
    def lines(self) -> list[_Line]:
        return [line for group in self.groups for line in group]

    def layout(self, width: int, height: int) -> None:
        scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1]) * self.app.settings.ui_scale
        place(self.title, width / 2, height - 50 * scale, 30 * scale)
        place(self.footer, width / 2, 24 * scale, 12 * scale)
        area = (40 * scale, 50 * scale, width - 80 * scale, height - 150 * scale)
        # the column count whose descriptions come out largest (fewer, wider columns on a small window)
        best = max(range(self.COLUMNS, 0, -1), key=lambda columns: self._arrange(area, columns, scale))
        self._arrange(area, best, scale)

    def _arrange(self, area: Rect, count: int, scale: float) -> int:
        """Place the lines in ``count`` columns; returns the descriptions' point size."""
        left, bottom, width, height = area
        # one row per line plus a blank row between groups
        rows, where = pack([len(group) + 1 for group in self.groups], count)
        step = min(30 * scale, height / max(1, rows))
        column_w = width / count
        heading = fit_points([line.key for line in self.lines if line.heading],
                             min(18 * scale, step * 0.7), column_w)
        points = max(MIN_POINTS, round(min(max(13 * scale, 10), step * 0.6)))
        for line in self.lines:
            line.key.font_size = heading if line.heading else points
        columns = [[g for g, c in zip(self.groups, where, strict=True) if c == column]
                   for column in range(count)]
        # keys and descriptions line up within a column; one description size for the whole screen,
        # the largest at which each fits beside its column's keys
        key_ws = [max((line.key.content_width for group in groups for line in group[1:]), default=0.0)
                  for groups in columns]
        small = min((fit_points([line.does for group in groups for line in group[1:]], points,
                                column_w - key_w - 3 * points)
                     for groups, key_w in zip(columns, key_ws, strict=True) if groups), default=points)
        for index, groups in enumerate(columns):
            y, x = bottom + height, left + index * column_w
            for group in groups:
                for line in group:
                    y -= step
                    indent = 0.0 if line.heading else points
                    line.key.position = (round(x + indent), round(y))
                    line.does.font_size = small
                    line.does.position = (round(x + indent + key_ws[index] + points), round(y))
                y -= step
        return small

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    def on_draw(self) -> None:
        self.clear()
        self.title.draw()
        self.footer.draw()
        for line in self.lines:
            line.key.draw()
            if not line.heading:
                line.does.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.ESCAPE, arcade.key.F1):
            self.app.show(self.back)
            self.back.on_resize(self.window.width, self.window.height)  # in case it changed meanwhile
