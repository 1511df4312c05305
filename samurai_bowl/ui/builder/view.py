"""The team builder: pick a clan, hire players and staff within the koku, name the team, save it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import arcade
from arcade.types import Color

from samurai_bowl.errors import DataError
from samurai_bowl.teams.model import MAX_NAME_LENGTH, Team
from samurai_bowl.text.words import plural
from samurai_bowl.ui.builder.clans import ClanBar
from samurai_bowl.ui.builder.players import PlayerPanel
from samurai_bowl.ui.builder.problems import ProblemList
from samurai_bowl.ui.builder.state import BuilderState
from samurai_bowl.ui.builder.table import HiringTable
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.frame import Frame
from samurai_bowl.ui.kit.legible import fit, fit_buttons, same_size
from samurai_bowl.ui.kit.text_field import TextField
from samurai_bowl.ui.kit.theme import (
    BACKGROUND,
    BAD,
    FOOTER_INK,
    GOOD,
    PANEL,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    Rect,
    label,
    shorten,
)
from samurai_bowl.ui.kit.tip import Tip
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.screen import Screen

PLUS_KEYS = (arcade.key.PLUS, arcade.key.EQUAL, arcade.key.NUM_ADD)
MINUS_KEYS = (arcade.key.MINUS, arcade.key.NUM_SUBTRACT)
FOOTER = (
    "1-7 clan · ↑↓ row · + − hire or release · PgUp PgDn player · G new name · "
    "N team name · Tab next field · S save · Esc back"
)


class TeamBuilderView(Screen):
    """Build a new team, or change a saved one (``team``); Esc goes back (``on_back``)."""

    def __init__(
        self,
        app: Host,
        team: Team | None = None,
        on_back: Callable[[], None] | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__(app.window, background_color=BACKGROUND)
        self.app = app
        self.frame = Frame()
        self.on_back = on_back or app.main_menu
        self.state = BuilderState(app.data, team, seed)
        self.own_file: Path | None = app.teams.find(team.name) if team is not None else None
        self.title = label("Edit team" if team else "New team", TITLE_INK, anchor_y="center", bold=True)
        self.koku = label("", GOOD, anchor_x="right", anchor_y="center", bold=True)
        self.clans = ClanBar(list(app.data.rosters.values()))
        self.table = HiringTable(self.state, self.changed)
        self.tip = Tip()
        self.laid_out = (float(self.window.width), float(self.window.height))  # as laid out
        self.players = PlayerPanel(self.state, self.changed, self.say)
        self.problems = ProblemList()
        self.name_caption = label("Team name", SUBTITLE_INK, anchor_y="center")
        self.name_field = TextField(
            team.name if team else "", MAX_NAME_LENGTH, "type the team's name", on_enter=lambda _: self.save()
        )
        self.buttons = [Button("Save", self.save, arcade.key.S), Button("Back", self.back, arcade.key.B)]
        self.confirm = [
            Button("Replace it", self.replace, arcade.key.Y),
            Button("Keep it", self.keep, arcade.key.N),
        ]
        self.message = label("", WARN, anchor_y="center")
        self.footer = label(FOOTER, FOOTER_INK, anchor_x="center", anchor_y="center")
        self.pending: Team | None = None  # waiting for the player to confirm replacing a saved team
        self.pending_clan: str | None = None  # waiting for a second press before releasing the players
        self.dirty = False  # changed since opened or saved
        self.mouse = (-1.0, -1.0)
        self._words, self._ink = "", WARN
        self._bar: tuple[Rect, Rect] = ((0, 0, 0, 0), (0, 0, 0, 0))
        self.changed(dirty=False)
        self.layout(self.window.width, self.window.height)

    # --- what the player sees change ---------------------------------------------------------
    def changed(self, dirty: bool = True) -> None:
        """After every change to the team: counts, koku, roster, problems."""
        self.dirty = self.dirty or dirty
        self.pending = None
        self.table.refresh()
        self.players.refresh()
        lines = len(self.problems.shown)
        self.problems.show(self.state.problems)
        if len(self.problems.shown) != lines:  # the list of problems and the table share the room
            self.layout(self.window.width, self.window.height)
        cost = self.state.cost
        left = f"{cost.treasury} left" if cost.treasury >= 0 else f"{-cost.treasury} OVER"
        self.koku.text = f"Spent {cost.total} of {cost.budget} koku · {left}"
        self.koku.color = GOOD if cost.treasury >= 0 else BAD
        self._place_bar()

    def say(self, words: str, ink: Color = WARN) -> None:
        self._words, self._ink = words, ink
        self.message.color = ink
        shorten(self.message, words, 1200 * self.frame.scale)

    # --- actions -----------------------------------------------------------------------------
    def pick_clan(self, clan: str) -> None:
        if clan == self.state.team.clan:
            return
        name = self.app.data.roster(clan).name
        hired = len(self.state.team.players)
        if hired and self.pending_clan != clan:
            self.pending_clan = clan
            self.say(f"Switching to the {name} releases {plural(hired, 'player')}: pick it again to switch.")
            return
        self.pending_clan = None
        self.state.set_clan(clan)
        self.table.rebuild()
        self.players.select(None)
        self.changed()
        self.say(f"{name}: hire players with + (or select a row with ↑↓ and press +).", SUBTITLE_INK)
        self.layout(self.window.width, self.window.height)

    def save(self) -> None:
        for field in self.fields:
            field.focus(False)
        named = self.state.named(self.name_field.value)
        if isinstance(named, str):
            self.say(f"Not saved: {named}. Type a name in the field at the bottom.", BAD)
            return
        problems = self.state.problems
        if problems:
            count = f"{len(problems)} rule{'s' if len(problems) > 1 else ''}"
            self.say(f"Not saved: the team breaks {count}, listed above; save again once fixed.", BAD)
            return
        try:
            existing = self.app.teams.find(named.name)
        except DataError as exc:
            self.say(f"Not saved: {exc.message}", BAD)
            return
        if existing is not None and existing != self.own_file:
            self.pending = named
            self.say(f"A team named like '{named.name}' is already among your teams. Replace it?")
            return
        self.write(named)

    def write(self, team: Team) -> None:
        self.pending = None
        try:
            path = self.app.teams.save(team, self.app.data, overwrite=True)
        except (DataError, OSError) as exc:
            self.say(f"Not saved: {exc}", BAD)
            return
        self.own_file, self.dirty = path, False
        self.title.text = "Edit team"
        self.say(f"Saved '{team.name}' among your teams.", GOOD)

    def replace(self) -> None:
        if self.pending is not None:
            self.write(self.pending)

    def keep(self) -> None:
        self.pending = None
        self.say("Nothing was replaced: type another name, or press Save and then Replace it.")

    def back(self) -> None:
        if self.dirty and self.state.team.players and self._words != LEAVE:
            self.say(LEAVE)
            return
        self.on_back()

    # --- layout and drawing ------------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        """A 1280×720 design scaled to fit the window and centred in it; the UI scale zooms the
        writing and the rows (the table and the roster then show the rows around the chosen one)."""
        self.laid_out = (float(width), float(height))
        self.tip.hide()
        f = self.frame
        f.fit(width, height, self.app.settings.ui_scale)
        s, z = f.scale, f.zoom
        bar = 671 - 38 * z  # the name field and the buttons, along the bottom
        head = min(z, 1.25) / z  # the title and the koku keep to the band above the clans
        for text, x, top, size in (
            (self.title, 40, 32, 24 * head),
            (self.koku, 1240, 30, 17 * head),
            (self.message, 40, bar - 29 * z, 13),
            (self.footer, 640, 704, 10.5),
            (self.name_caption, 40, bar + 19 * z, 14),
        ):
            f.put(text, x, top, size)
        fit([self.footer], self.footer.font_size, 1240 * s)
        fit([self.name_caption], self.name_caption.font_size, 104 * s)
        self.clans.layout(f.rect(40, 60, 1200, 38 * z), 8 * s, f.points(13))
        table_top, row = 74 + 38 * z, 27 * z
        lines = (max(1, len(self.problems.shown)) + 1.3) * 19 * z
        wanted = table_top + (len(self.table.rows) + 2) * row + 10  # right under the whole table
        problems = min(wanted, bar - 43 * z - lines)
        self.table.layout(f.rect(40, table_top, 780, problems - 10 - table_top), row * s, f.points(13))
        self.problems.layout(f.rect(40, problems, 780, lines), 19 * z * s, f.points(12.5))
        self.players.layout(f.rect(860, table_top, 380, bar - 12 - table_top), 20 * z * s, f.points(13))
        self.name_field.place(f.rect(150, bar, 420, 38 * z), f.points(14))
        for buttons in (self.buttons, self.confirm):
            for index, button in enumerate(buttons):
                button.place(f.rect(600 + index * 170, bar, 150, 38 * z), f.points(13))
            fit_buttons(buttons)
            same_size(buttons)
        self.say(self._words, self._ink)
        self._place_bar()

    def _place_bar(self) -> None:
        cost = self.state.cost
        full = self.frame.rect(900, 50, 340, 6)
        share = min(1.0, cost.total / cost.budget) if cost.budget else 1.0
        self._bar = (full, (full[0], full[1], round(full[2] * share), full[3]))

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    def on_draw(self) -> None:
        self.clear()
        for text in (self.title, self.koku, self.message, self.footer, self.name_caption):
            text.draw()
        arcade.draw_lbwh_rectangle_filled(*self._bar[0], PANEL)
        arcade.draw_lbwh_rectangle_filled(*self._bar[1], self.koku.color)
        self.clans.draw(self.state.team.clan)
        self.table.draw(active=not self.focused)
        self.players.draw()
        self.problems.draw()
        self.name_field.draw()
        for button in self.confirm if self.pending else self.buttons:
            button.draw(button.contains(*self.mouse))
        self.tip.draw()  # over everything: a column's meaning or a skill's rule

    # --- input -------------------------------------------------------------------------------
    @property
    def fields(self) -> list[TextField]:
        return [self.name_field, *self.players.fields]

    @property
    def focused(self) -> TextField | None:
        return next((field for field in self.fields if field.focused), None)

    def on_text(self, text: str) -> None:
        field = self.focused
        if field is not None:
            field.type(text)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.mouse = (x, y)
        words = "" if self.pending else self.table.hover_words(x, y)
        if words != self.tip.words or words:
            points = self.frame.points(12)
            self.tip.show(words, x, y, self.laid_out, points)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if any([field.click(x, y) for field in self.fields]):  # every field: the others lose the focus
            return
        for action in self.confirm if self.pending else self.buttons:
            if action.contains(x, y):
                action.press()
                return
        clan = self.clans.clan_at(x, y)
        if clan is not None:
            self.pick_clan(clan)
        elif not self.table.click(x, y):
            self.players.click(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        field = self.focused
        if field is not None:
            if not field.key(symbol):
                self._field_key(field, symbol)
            return
        k = arcade.key
        if self.pending is not None and symbol in (k.Y, k.N, k.ESCAPE):
            (self.replace if symbol == k.Y else self.keep)()
        elif symbol == k.ESCAPE:
            self.back()
        elif (clan := self.clans.clan_for_key(symbol)) is not None:
            self.pick_clan(clan)
        elif symbol in (k.UP, k.DOWN):
            self.table.move(1 if symbol == k.DOWN else -1)
        elif symbol in PLUS_KEYS or symbol in MINUS_KEYS:
            self.table.add(1 if symbol in PLUS_KEYS else -1)
        elif symbol in (k.PAGEUP, k.PAGEDOWN):
            self.players.step(1 if symbol == k.PAGEDOWN else -1)
        elif symbol == k.N:
            self.name_field.focus()
        elif symbol == k.TAB:
            self._next_field(None)
        else:
            for action in (*self.buttons, *self.players.buttons):
                if action.key == symbol:
                    action.press()
                    return

    def _field_key(self, field: TextField, symbol: int) -> None:
        """Esc leaves the field, Tab moves to the next one."""
        if symbol == arcade.key.ESCAPE:
            field.focus(False)
        elif symbol == arcade.key.TAB:
            self._next_field(field)

    def _next_field(self, field: TextField | None) -> None:
        usable = [f for f in self.fields if f.enabled]
        if field is not None:
            field.focus(False)
        if usable:
            start = usable.index(field) + 1 if field in usable else 0
            usable[start % len(usable)].focus()


LEAVE = "The team has changes that are not saved: Esc again leaves without saving."
