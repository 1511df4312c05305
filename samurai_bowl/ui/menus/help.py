"""Every keyboard shortcut of the game, and a legend of what the pitch shows (F1 from anywhere).

:data:`SHORTCUTS` is the one list of them: each screen adds its own keys here, so the help
screen never falls behind the screens it describes. They are shown on three pages — the match
with the pitch's legend, the menus, the teams and leagues — opened at the page of the screen F1
was pressed on; Tab or Left/Right turn the page.
"""

from __future__ import annotations

import math

import arcade

from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.legible import LEGIBLE, PIXELS_PER_POINT, fit, put
from samurai_bowl.ui.kit.theme import (
    ACCENT,
    BACKGROUND,
    DESIGN_SIZE,
    FOOTER_INK,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    label,
    shorten,
    text,
)
from samurai_bowl.ui.menus.help_legend import Legend
from samurai_bowl.ui.screen import Screen

# (screen, key, what it does), grouped on the help screen by screen in first-seen order
SHORTCUTS: list[tuple[str, str, str]] = [
    ("Match", "Click", "a model, then a square, an opponent or a team-mate"),
    ("Match", "Click him again", "the selected model acts where he stands (stands up if down)"),
    ("Match", "Shift+click", "select a team-mate rather than throw him the ball"),
    ("Match", "Drag", "at the set-up: a player from the dugout to a square, or back"),
    ("Match", "Right-click", "an opponent: Void Strike (or click, if nothing else)"),
    ("Match", "F", "the Fires From Within: click 3 connected squares"),
    ("Match", "1 - 9", "the answer buttons under the pitch (R / N: re-roll or not)"),
    ("Match", "E", "end the action, the set-up or the turn (asks if models could still act)"),
    ("Match", "PgUp / PgDn, wheel", "page or scroll back through the match log"),
    ("Match", "Home / End", "the log's first line / back to the newest"),
    ("Match", "H", "a hint: what the AI would do, and why"),
    ("Match", "T", "show or hide the tackle zones"),
    ("Match", "Space", "hurry the AI's turn"),
    ("Match", "Ctrl+Z", "take back your last move, selection or placement, until a die is rolled"),
    ("Match", "Ctrl+S", "save the match"),
    ("Match", "Esc", "the match menu (or stop picking the Fires' squares)"),
    ("Network match", "Enter", "a line of chat to the other coach: Enter says it, Esc closes it"),
    ("Network match", "A", "on the host: take the match from a joiner away or out of time (R3.8)"),
    ("Match menu", "Esc / S / T", "resume / save / settings"),
    ("Match menu", "C, then Y / N", "concede the match, or keep playing"),
    ("Match menu", "A", "abandon the match: it stays in Replays"),
    ("Match menu", "M", "leave for the main menu (Resume it later)"),
    ("Full time", "W", "watch the match's replay"),
    ("Full time", "S, click", "the chances over the match; a key moment opens its replay"),
    ("Full time", "Enter or Esc", "back to the main menu"),
    ("Everywhere", "F1", "this help (Tab or Left / Right: its pages)"),
    ("Main menu", "Up / Down, Enter", "choose a button, press it"),
    ("Main menu", "R", "the unfinished matches, to resume or delete one"),
    ("Main menu", "P / H", "play against the AI / hot-seat match for two"),
    ("Main menu", "O / J", "host a match over the network / join one"),
    ("Main menu", "L / N / T", "leagues / build a new team / your teams"),
    ("Main menu", "W / C / S", "replays / the clans / settings"),
    ("Main menu", "K", "the coaches: every person's rating and the AI levels'"),
    ("Main menu", "Q or Esc", "quit"),
    ("New match", "Up / Down, Left / Right", "choose a line, change it"),
    ("New match", "Enter / Esc", "start the match / back"),
    ("New match", "Type", "a coach's name on its lit line (none: the match is not rated)"),
    ("Coaches", "Up / Down, PgUp / PgDn", "scroll the coaches, strongest first"),
    ("Coaches", "Home / End, Esc", "the first / the last coach / back to the main menu"),
    ("Replays", "Up / Down, Enter", "choose a saved match, watch it from the kick-off"),
    ("Replays", "PgUp / PgDn, Esc", "a page of saves / back to the main menu"),
    ("Replay", "Right / Left", "one action forward / back"),
    ("Replay", "Home / End", "the kick-off / the last action"),
    ("Replay", "Space", "play or pause (at the animation speed)"),
    ("Replay", "S, click", "the chances over the match; go to a turn or key moment"),
    ("Replay", "Esc", "back to the list of saves"),
    ("Settings", "Up / Down", "choose a setting"),
    ("Settings", "Left / Right", "change the chosen setting"),
    ("Settings", "A / M", "animation speed / manual turn counter"),
    ("Settings", "C", "show each side's chance to win in a match"),
    ("Settings", "W / F", "window size / full screen"),
    ("Settings", "U", "size of the writing and buttons (UI scale)"),
    ("Settings", "V / X", "volume / mute"),
    ("Settings", "H", "whose plan the match's hint shows (easy, normal or hard)"),
    ("Settings", "S / Esc", "apply and save / back without saving"),
    ("Team builder", "1 - 7", "pick the clan"),
    ("Team builder", "Up / Down, + / -", "choose a row, hire or release"),
    ("Team builder", "PgUp / PgDn", "choose a player on the team"),
    ("Team builder", "G / Del", "the chosen player: a new name / release him"),
    ("Team builder", "N / Tab / S / B", "the team's name / next field / save / back"),
    ("Team builder", "Y / N", "a team of that name is saved: replace it / keep it"),
    ("Teams", "E / D / N / B", "edit, delete or build a team / back"),
    ("Teams", "Y / N", "after D: delete the team / keep it"),
    ("League", "N / A / D", "new league / add a team / draw the schedule"),
    ("League", "P / W / H", "play the next fixture / watch it / hire for a short team"),
    ("League", "G", "play every AI fixture left that waits for no person's game (Esc stops)"),
    ("League", "B / S / [ ]", "banzuke and leaders / next season / a team's card"),
    ("League", "Left / Right", "an earlier / a later season's table and fixtures"),
    ("League", "F / R / U", "on a card (Up / Down: a player): fire / rename or renumber / buy and hire"),
    ("League", "T / X", "on a card: rename the team / remove it (asks first)"),
    ("League", "Y / E / I", "every season's history / export / import a league"),
    ("League", "X / C / Del", "remove a team / correct a result / delete the league (X and Del ask first)"),
    ("League", "C, then O / L", "write a result out as JSON / read it back, edited, to correct it"),
    ("League", "I, then A", "import a league under a name of your own"),
    ("League", "Esc", "close the form or question open, else back to the main menu"),
]
# the pages, by the screens whose keys they hold; the legend of the pitch goes with the match
PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("The match", ("Match", "Network match", "Match menu", "Full time")),
    (
        "Menus, replays, settings",
        ("Everywhere", "Main menu", "New match", "Coaches", "Replays", "Replay", "Settings"),
    ),
    ("Teams and leagues", ("Team builder", "Teams", "League")),
)
OPENS_AT = {
    "MatchView": 0,
    "PauseView": 0,
    "EndView": 0,
    "TeamBuilderView": 2,
    "TeamsView": 2,
    "LeagueView": 2,
}


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
        self.words = does
        self.key = label(key, ACCENT if heading else WARN, bold=True)
        self.does = label(does, SUBTITLE_INK)


class HelpView(Screen):
    """The shortcuts of one page, grouped by screen, in columns (and on the match's page, the
    legend of the pitch); Tab or Left/Right turn the page; Esc or F1 go back to ``back``."""

    def __init__(self, app: Host, back: arcade.View) -> None:
        super().__init__(app.window, background_color=BACKGROUND)
        self.app = app
        self.back = back
        self.title = text("", TITLE_INK, anchor_y="center", bold=True)
        self.footer = text(
            "Tab or Left / Right: the other pages · Esc or F1 to go back", FOOTER_INK, anchor_y="center"
        )
        self.groups: list[list[_Line]] = []
        self.screens: list[str] = []
        for screen, keys in grouped(SHORTCUTS):
            self.screens.append(screen)
            self.groups.append([_Line(screen, heading=True)] + [_Line(k, d) for k, d in keys])
        self.legend = Legend()
        self.page = OPENS_AT.get(type(back).__name__, 1)
        self.layout(self.window.width, self.window.height)

    def reopen(self, back: arcade.View) -> None:
        """Shown again, from ``back``: at the page that screen opens at, laid out anew only if
        the page turned since (laying out every line is what makes a new help screen slow)."""
        self.back = back
        page = OPENS_AT.get(type(back).__name__, 1)
        if page != self.page:
            self.page = page
            self.layout(self.window.width, self.window.height)

    @property
    def lines(self) -> list[_Line]:
        return [line for group in self.groups for line in group]

    @property
    def shown(self) -> list[list[_Line]]:
        """The groups on the page shown."""
        names = PAGES[self.page][1]
        return [group for screen, group in zip(self.screens, self.groups, strict=True) if screen in names]

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % len(PAGES)
        self.layout(self.window.width, self.window.height)

    # --- layout ----------------------------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1]) * self.app.settings.ui_scale
        self.title.text = f"{PAGES[self.page][0]} · page {self.page + 1} of {len(PAGES)}"
        put(self.title, width / 2, height - 36 * scale, 26 * scale)
        fit([self.title], self.title.font_size, width * 0.94)
        put(self.footer, width / 2, 20 * scale, 12 * scale)
        fit([self.footer], self.footer.font_size, width * 0.94)
        top = height - 36 * scale - self.title.font_size * PIXELS_PER_POINT
        area = (30 * scale, 40 * scale + self.footer.font_size, width - 60 * scale, top - 40 * scale)
        legend = self.page == 0
        counts = range(1 if legend else 3, 0, -1)  # the column count whose writing comes out largest
        best = max(counts, key=lambda count: self._arrange(area, count, scale, legend))
        self._arrange(area, best, scale, legend)

    def _arrange(
        self, area: tuple[float, float, float, float], count: int, scale: float, legend: bool
    ) -> float:
        """Place the page's lines in ``count`` columns (and the legend in a column of its own);
        returns the size the descriptions come out at, less where one had to be cut short."""
        left, bottom, width, height = area
        groups = self.shown
        rows, where = pack([len(group) + 1 for group in groups], count)
        columns = count + (1 if legend else 0)
        if legend:
            rows = max(rows, len(self.legend.words) + 2)
        step = min(28 * scale * 1.4, height / max(1, rows))  # rows may spread into the room there is
        column_w = width / columns
        points = max(LEGIBLE, round(min(13 * scale, step / PIXELS_PER_POINT * 0.72)))
        lines = [line for group in groups for line in group]
        for line in lines:
            line.key.font_size = round(points * 1.1) if line.heading else points
        placed = []  # (groups, key column width, room for the descriptions) per column
        for index in range(count):
            column = [g for g, c in zip(groups, where, strict=True) if c == index]
            body = [line for group in column for line in group[1:]]
            key_w = max((line.key.content_width for line in body), default=0.0)
            room = column_w - key_w - 2.5 * points * PIXELS_PER_POINT
            placed.append((column, key_w, room))
        # one size for every description on the page: the largest at which each fits its column
        size = min(
            (
                fit([line.does for group in column for line in group[1:]], points, room)
                for column, _, room in placed
                if column
            ),
            default=points,
        )
        cut = 0
        for index, (column, key_w, room) in enumerate(placed):
            y, x = bottom + height, left + index * column_w
            for group in column:
                for line in group:
                    y -= step
                    indent = 0.0 if line.heading else points
                    line.key.position = (round(x + indent), round(y))
                    line.does.font_size = size
                    line.does.position = (round(x + indent + key_w + points * PIXELS_PER_POINT), round(y))
                    if not line.heading:
                        shorten(line.does, line.words, room)
                        cut += line.does.text != line.words
                y -= step
        if legend:
            tall = min(step * 1.6, height / (len(self.legend.words) + 2))  # fewer rows: taller ones
            self.legend.layout(left + count * column_w, bottom + height, column_w - 10 * scale, tall, size)
        return size - cut

    # --- drawing and keys -------------------------------------------------------------------------
    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    def on_draw(self) -> None:
        self.clear()
        self.title.draw()
        self.footer.draw()
        for group in self.shown:
            for line in group:
                line.key.draw()
                if not line.heading:
                    line.does.draw()
        if self.page == 0:
            self.legend.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol in (k.ESCAPE, k.F1):
            self.app.show(self.back)
            self.back.on_resize(self.window.width, self.window.height)  # in case it changed meanwhile
        elif symbol in (k.TAB, k.RIGHT, k.PAGEDOWN):
            self.turn(1)
        elif symbol in (k.LEFT, k.PAGEUP):
            self.turn(-1)
