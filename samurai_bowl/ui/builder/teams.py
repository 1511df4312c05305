"""The saved teams: clan, value and players of each; edit one, or delete it after a confirmation."""

from __future__ import annotations

import arcade
from arcade.types import Color

from samurai_bowl.teams.rules import team_cost
from samurai_bowl.teams.store import StoredTeam
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.frame import Frame
from samurai_bowl.ui.kit.legible import fit, fit_buttons, same_size
from samurai_bowl.ui.kit.legible import points as legible
from samurai_bowl.ui.kit.theme import (
    BACKGROUND,
    BAD,
    BUTTON_HOVER,
    FOOTER_INK,
    GOOD,
    MUTED_INK,
    PANEL,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    Rect,
    label,
    shorten,
)
from samurai_bowl.ui.kit.widgets import Button, inside
from samurai_bowl.ui.routes import TeamBuilder, Teams
from samurai_bowl.ui.screen import Screen

LIST_TOP, LIST_BOTTOM, ROW = 124, 586, 36  # design pixels: the list's rows (zoomed: fewer, taller)
# columns as shares of the list's width: name, clan, value, players, file
COLUMNS = (0.015, 0.36, 0.64, 0.75, 0.79)


class _Entry:
    """One saved file as a row of texts, made when the list is read."""

    def __init__(self, app: Host, stored: StoredTeam) -> None:
        self.stored = stored
        team = stored.team
        self.swatch: Color | None = None
        self.rect: Rect = (0.0, 0.0, 0.0, 0.0)
        if team is None:
            error = stored.error
            said = "" if error is None else error.message
            if error is not None and error.field:
                said = f"{error.field}: {said}"
            self.texts = [
                label(stored.path.name, BAD, anchor_y="center", bold=True),
                label("", BAD, anchor_y="center"),
            ]
            self.error = " ".join(said.split()) or "could not be read"  # one line, whatever the file held
            return
        roster = app.data.roster(team.clan)
        self.swatch = Color.from_hex_string(roster.colours.primary)
        value = team_cost(team, roster, app.data).total
        self.error = ""
        self.texts = [
            label(team.name, TITLE_INK, anchor_y="center", bold=True),
            label(roster.name, TITLE_INK, anchor_y="center"),
            label(f"{value} koku", TITLE_INK, anchor_x="right", anchor_y="center"),
            label(str(len(team.players)), TITLE_INK, anchor_x="right", anchor_y="center"),
            label(stored.path.name, MUTED_INK, anchor_y="center"),
        ]

    def place(self, rect: Rect, points: float) -> None:
        self.rect = left, bottom, width, height = rect
        y = round(bottom + height / 2)
        for text in self.texts:
            text.font_size = legible(points)
        if self.stored.team is None:
            self.texts[0].position = (round(left + COLUMNS[0] * width), y)
            start = max(left + COLUMNS[1] * width, self.texts[0].right + points)
            self.texts[1].position = (round(start), y)
            shorten(self.texts[1], self.error, left + width - start - points)
            return
        for text, share in zip(self.texts, COLUMNS, strict=True):
            text.position = (round(left + share * width), y)
        # the name stops clear of the clan's colour swatch
        shorten(self.texts[0], self.stored.team.name, (COLUMNS[1] - COLUMNS[0] - 0.045) * width)
        shorten(self.texts[4], self.stored.path.name, (1 - COLUMNS[4] - 0.01) * width)

    def draw(self, lit: bool, odd: bool) -> None:
        if lit:
            arcade.draw_lbwh_rectangle_filled(*self.rect, BUTTON_HOVER)
            arcade.draw_lbwh_rectangle_filled(self.rect[0], self.rect[1], 4, self.rect[3], WARN)
        elif odd:
            arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        if self.swatch is not None:
            left, bottom, width, height = self.rect
            side = height * 0.5
            x = left + COLUMNS[1] * width - side * 1.5
            arcade.draw_lbwh_rectangle_filled(x, bottom + height * 0.25, side, side, self.swatch)
        for text in self.texts:
            text.draw()


class TeamsView(Screen):
    def __init__(self, app: Host) -> None:
        super().__init__(app.window, background_color=BACKGROUND)
        self.app = app
        self.title = label("Teams", TITLE_INK, anchor_y="center", bold=True)
        self.count = label("", SUBTITLE_INK, anchor_x="right", anchor_y="center")
        self.header = [
            label(words, SUBTITLE_INK, anchor_x=side, anchor_y="center", bold=True)
            for words, side in (
                ("Team", "left"),
                ("Clan", "left"),
                ("Value", "right"),
                ("Players", "right"),
                ("File", "left"),
            )
        ]
        self.empty = label("No saved teams yet: press N to build one.", MUTED_INK, anchor_y="center")
        self.message = label("", WARN, anchor_y="center")
        self.footer = label(
            "↑↓ or click to choose · Enter or E edits · D deletes · N new team · Esc back",
            FOOTER_INK,
            anchor_x="center",
            anchor_y="center",
        )
        k = arcade.key
        self.buttons = [
            Button("Edit", self.edit, k.E),
            Button("Delete", self.delete, k.D),
            Button("New team", self.new, k.N),
            Button("Back", self.app.main_menu, k.B),
        ]
        self.confirm = [Button("Delete it", self.confirm_delete, k.Y), Button("Keep it", self.keep, k.N)]
        self.entries: list[_Entry] = []
        self.lit = self.top = 0
        self.deleting: StoredTeam | None = None
        self.mouse = (-1.0, -1.0)
        self.frame = Frame()
        self.visible = 12  # rows shown at once; the list scrolls to keep the selected one in view
        self._words = ""
        self.read()
        self.layout(self.window.width, self.window.height)

    # --- the list ----------------------------------------------------------------------------
    def read(self) -> None:
        self.entries = [_Entry(self.app, stored) for stored in self.app.teams.list(self.app.data)]
        self.lit = min(self.lit, max(0, len(self.entries) - 1))
        broken = sum(1 for e in self.entries if e.stored.team is None)
        self.count.text = f"{len(self.entries)} saved" + (f", {broken} cannot be read" if broken else "")

    @property
    def chosen(self) -> StoredTeam | None:
        return self.entries[self.lit].stored if self.entries else None

    def entry_rect(self, index: int) -> Rect:
        return self.entries[index].rect

    # --- actions -----------------------------------------------------------------------------
    def edit(self) -> None:
        chosen = self.chosen
        if chosen is None or chosen.team is None:
            self.say("Only a team that loads can be edited; fix or delete this file.")
            return
        self.app.go(TeamBuilder(chosen.team, back=Teams()))  # back: the list read afresh

    def new(self) -> None:
        self.app.go(TeamBuilder(back=Teams()))

    def delete(self) -> None:
        chosen = self.chosen
        if chosen is not None:
            self.deleting = chosen
            name = chosen.team.name if chosen.team else chosen.path.name
            self.say(f"Delete '{name}' ({chosen.path.name}) for good?")

    def confirm_delete(self) -> None:
        if self.deleting is None:
            return
        path, self.deleting = self.deleting.path, None
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            self.say(f"Could not delete {path.name}: {exc}", BAD)
            return
        self.read()
        self.layout(self.window.width, self.window.height)
        self.say(f"Deleted {path.name}.", GOOD)

    def keep(self) -> None:
        self.deleting = None
        self.say("Nothing was deleted.", SUBTITLE_INK)

    def say(self, words: str, ink: Color = WARN) -> None:
        self._words = words
        self.message.color = ink
        shorten(self.message, words, 1200 * self.frame.scale)

    def select(self, index: int) -> None:
        if self.entries:
            self.deleting = None
            self.lit = max(0, min(len(self.entries) - 1, index))
            if self.lit < self.top or self.lit >= self.top + self.visible:
                self.top = max(0, min(self.lit, len(self.entries) - self.visible))
                self.layout(self.window.width, self.window.height)

    # --- layout and drawing ------------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        f = self.frame
        f.fit(width, height, self.app.settings.ui_scale)
        z = f.zoom
        for text, x, top, size in (
            (self.title, 40, 40, 28),
            (self.count, 1240, 40, 15),
            (self.message, 40, 604 - 8 * z, 14),
            (self.footer, 640, 704, 11),
        ):
            f.put(text, x, top, size)
        fit([self.footer], self.footer.font_size, 1240 * f.scale)
        f.put(self.empty, 52, LIST_TOP + 16 * z, 15)
        table = f.rect(40, 90, 1200, 30 * z)
        for text, share in zip(self.header, COLUMNS, strict=True):
            text.font_size = f.points(14)
            text.position = (round(table[0] + share * table[2]), round(table[1] + table[3] / 2))
        top = 92 + 32 * z
        self.visible = f.rows(LIST_BOTTOM - top, ROW, least=3)
        if self.lit >= self.top + self.visible:
            self.top = self.lit - self.visible + 1
        for index, entry in enumerate(self.entries):
            row = index - self.top
            if 0 <= row < self.visible:
                entry.place(f.rect(40, top + row * ROW * z, 1200, (ROW - 2) * z), f.points(14))
        wide = min(170 * z, 1200 / len(self.buttons) - 20)
        for buttons in (self.buttons, self.confirm):  # above the footer, however tall they are
            for index, button in enumerate(buttons):
                spot = f.rect(40 + index * (wide + 20), 682 - 54 * z, wide, 40 * z)
                button.place(spot, f.points(14))
            fit_buttons(buttons)
            same_size(buttons)
        self.say(self._words, self.message.color)

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    @property
    def shown_buttons(self) -> list[Button]:
        for button in self.buttons[:2]:
            button.enabled = bool(self.entries)
        return self.confirm if self.deleting else self.buttons

    def on_draw(self) -> None:
        self.clear()
        for text in (self.title, self.count, self.message, self.footer, *self.header):
            text.draw()
        if not self.entries:
            self.empty.draw()
        for index, entry in enumerate(self.entries[self.top : self.top + self.visible], start=self.top):
            entry.draw(index == self.lit, index % 2 == 0)
        for button in self.shown_buttons:
            button.draw(button.contains(*self.mouse))

    # --- input -------------------------------------------------------------------------------
    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.mouse = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        for action in self.shown_buttons:
            if action.contains(x, y):
                action.press()
                return
        for index, entry in enumerate(self.entries[self.top : self.top + self.visible], start=self.top):
            if inside(entry.rect, x, y):
                self.select(index)
                return

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.select(self.lit - int(scroll_y))

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if self.deleting is not None:
            if symbol in (k.Y, k.N, k.ESCAPE):
                (self.confirm_delete if symbol == k.Y else self.keep)()
            return
        if symbol == k.ESCAPE:
            self.app.main_menu()
        elif symbol in (k.UP, k.DOWN):
            self.select(self.lit + (1 if symbol == k.DOWN else -1))
        elif symbol in (k.ENTER, k.RETURN):
            self.edit()
        else:
            for action in self.buttons:
                if action.key == symbol:
                    action.press()
                    return
