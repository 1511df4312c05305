"""The roster so far: every hired player by number, and the selected one's name and number to edit."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from samurai_bowl.teams.model import MAX_NAME_LENGTH
from samurai_bowl.text.numbers import is_digit
from samurai_bowl.ui.builder.state import BuilderState
from samurai_bowl.ui.kit.legible import fit, fit_buttons, same_size
from samurai_bowl.ui.kit.legible import points as legible
from samurai_bowl.ui.kit.text_field import TextField
from samurai_bowl.ui.kit.theme import (
    BUTTON_HOVER,
    MUTED_INK,
    PANEL,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    Rect,
    label,
)
from samurai_bowl.ui.kit.widgets import Button, inside

EDIT_LINES = 6.2  # line heights the heading and the edit area under the lines take


class _Line:
    def __init__(self) -> None:
        self.number = label("", TITLE_INK, anchor_x="right", anchor_y="center")
        self.name = label("", TITLE_INK, anchor_y="center")
        self.position = label("", MUTED_INK, anchor_y="center")
        self.rect: Rect = (0.0, 0.0, 0.0, 0.0)

    @property
    def texts(self) -> tuple[arcade.Text, ...]:
        return (self.number, self.name, self.position)


class PlayerPanel:
    """A line per player (the most a team may have), then the selected player's fields."""

    def __init__(self, state: BuilderState, changed: Callable[[], None], note: Callable[[str], None]) -> None:
        self.state = state
        self.changed = changed
        self.note = note
        self.selected: int | None = None
        self.heading = label("", SUBTITLE_INK, anchor_y="center", bold=True)
        self.empty = label("Hire players with + in the table", MUTED_INK, anchor_y="center")
        self.lines = [_Line() for _ in range(state.data.rules.team_building.max_players)]
        self.editing = label("", SUBTITLE_INK, anchor_y="center")
        digits = len(str(state.data.rules.team_building.max_player_number))
        self.name_field = TextField(
            max_length=MAX_NAME_LENGTH, placeholder="player's name", on_enter=self._rename
        )
        self.number_field = TextField(
            max_length=digits, placeholder="#", accept=is_digit, on_enter=self._renumber
        )
        self.buttons = [
            Button("New name", self._suggest, arcade.key.G),
            Button("Release", self._release, arcade.key.DELETE),
        ]
        self.rect: Rect = (0.0, 0.0, 0.0, 0.0)
        self.first = 0  # the first player on the screen: a zoomed panel shows fewer lines, and scrolls
        self.room = len(self.lines)
        self.refresh()

    @property
    def shown(self) -> int:
        """Lines on the screen with a player on them."""
        return max(0, min(self.room, len(self.state.team.players) - self.first))

    @property
    def fields(self) -> list[TextField]:
        return [self.name_field, self.number_field]

    def refresh(self) -> None:
        players = self.state.team.players
        self.heading.text = f"Roster: {len(players)} of {len(self.lines)} players"
        if len(players) > self.room:  # a zoomed panel shows some of them
            self.heading.text += " · PgUp PgDn for the rest"
        roster = self.state.roster
        self.first = max(0, min(self.first, len(players) - self.room))
        for index, line in enumerate(self.lines):
            if self.first + index < len(players):
                player = players[self.first + index]
                position = roster.position(player.position)
                line.number.text = f"#{player.number}"
                line.name.text = player.name
                line.position.text = position.name if position else player.position
            else:
                line.number.text = line.name.text = line.position.text = ""
        if self.selected is not None and self.selected >= len(players):
            self.selected = len(players) - 1 if players else None
        self._show_selected()

    def select(self, index: int | None) -> None:
        self.selected = index
        if index is not None and not self.first <= index < self.first + self.room:  # into view
            self.first = max(0, index - self.room + 1) if index >= self.first else index
            self.refresh()
        self._show_selected()

    def _show_selected(self) -> None:
        players = self.state.team.players
        chosen = self.selected is not None
        for field in self.fields:
            field.enabled = chosen
            if not chosen:
                field.focus(False)
        for button in self.buttons:
            button.enabled = chosen
        if self.selected is None:
            self.editing.text = "Click a player to rename or renumber"
            self.name_field.value = self.number_field.value = ""
            return
        player = players[self.selected]
        self.editing.text = f"Player #{player.number}: type, then Enter"
        self.name_field.value = player.name
        self.number_field.value = str(player.number)

    def step(self, step: int) -> None:
        count = len(self.state.team.players)
        if count:
            self.select(0 if self.selected is None else (self.selected + step) % count)

    # --- edits -------------------------------------------------------------------------------
    def _rename(self, typed: str) -> None:
        if self.selected is not None:
            self._done(self.state.rename(self.selected, typed))

    def _renumber(self, typed: str) -> None:
        if self.selected is not None:
            self._done(self.state.renumber(self.selected, typed))

    def _suggest(self) -> None:
        if self.selected is not None:
            self.state.suggest(self.selected)
            self._done(None)

    def _release(self) -> None:
        if self.selected is not None:
            self.state.release(self.selected)
            self._done(None)

    def _done(self, problem: str | None) -> None:
        if problem:
            self.note(f"Not changed: {problem}")
        self.changed()

    # --- layout, drawing, input --------------------------------------------------------------
    def layout(self, rect: Rect, line_h: float, points: float) -> None:
        """The heading, as many lines as fit above the edit area (all, unless zoomed), the edit area."""
        self.rect = left, bottom, width, height = rect
        self.room = max(4, min(len(self.lines), int((height - EDIT_LINES * line_h) / line_h)))
        y = bottom + height - line_h / 2
        for text in (self.heading, self.empty):
            text.font_size = legible(points)
        self.heading.position = (round(left), round(y))
        self.empty.position = (round(left + 12), round(y - line_h * 1.5))
        y -= line_h * 1.5
        for index, line in enumerate(self.lines):
            if index >= self.room:
                line.rect = (0.0, 0.0, 0.0, 0.0)
                continue
            line.rect = (left, y - line_h / 2, width, line_h)
            for text in line.texts:
                text.font_size = legible(points * 0.92)
            line.number.position = (round(left + 0.12 * width), round(y))
            line.name.position = (round(left + 0.16 * width), round(y))
            line.position.position = (round(left + 0.66 * width), round(y))
            y -= line_h
        fit([line.name for line in self.lines], points * 0.92, 0.48 * width)
        fit([line.position for line in self.lines], points * 0.92, 0.33 * width)
        # the edit area: a caption, the name and number fields, two buttons
        y -= line_h * 0.6
        self.editing.font_size = legible(points)
        self.editing.position = (round(left), round(y))
        field_h = line_h * 1.5
        y -= line_h * 0.6 + field_h
        self.name_field.place((left, y, width * 0.74, field_h), points)
        self.number_field.place((left + width * 0.78, y, width * 0.22, field_h), points)
        y -= line_h * 0.5 + field_h
        half = (width - line_h * 0.5) / 2
        self.buttons[0].place((left, y, half, field_h), points)
        self.buttons[1].place((left + half + line_h * 0.5, y, half, field_h), points)
        fit_buttons(self.buttons)
        same_size(self.buttons)
        self.refresh()  # the lines shown may have changed
        fit([self.heading, self.editing, self.empty], self.heading.font_size, width)

    def draw(self) -> None:
        self.heading.draw()
        if not self.state.team.players:
            self.empty.draw()
        for index, line in enumerate(self.lines[: self.shown]):
            if self.first + index == self.selected:
                arcade.draw_lbwh_rectangle_filled(*line.rect, BUTTON_HOVER)
                arcade.draw_lbwh_rectangle_filled(line.rect[0], line.rect[1], 4, line.rect[3], WARN)
            elif index % 2 == 0:
                arcade.draw_lbwh_rectangle_filled(*line.rect, PANEL)
            for text in line.texts:
                text.draw()
        self.editing.draw()
        for field in self.fields:
            field.draw()
        for button in self.buttons:
            button.draw(False)

    def click(self, x: float, y: float) -> bool:
        for button in self.buttons:
            if button.contains(x, y):
                button.press()
                return True
        for index, line in enumerate(self.lines[: self.shown]):
            if inside(line.rect, x, y):
                self.select(self.first + index)
                return True
        return False
