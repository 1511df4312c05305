"""The end screen's player tables: one per team, under a band in the team's colour, every
column as wide as its widest entry (measured in both tables, so the columns of the two teams
match), the name column taking the room that is left."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import arcade
from arcade.types import Color

from samurai_bowl.ui.kit.theme import MUTED_INK, PANEL, SUBTITLE_INK, TITLE_INK, WARN, ink_for, label, shorten

# (heading, how a player's line fills it, aligned right)
COLUMNS: tuple[tuple[str, str, bool], ...] = (
    ("#", "number", True),
    ("Player", "name", False),
    ("TD", "touchdowns", True),
    ("Pass", "completions", True),
    ("Cas", "casualties", True),
    ("SPP", "spp", True),
    ("MVP", "mvp", False),
    ("Injury", "injury", False),
)
NAME = 1
EMPTY = "No player of this team took the field"
INJURIES = {"badly_hurt": "Badly hurt", "seriously_injured": "Seriously injured", "dead": "Dead"}


def players(result: dict[str, Any], side: int) -> list[dict[str, Any]]:
    """The players of one side who took part, the most SPP first."""
    rows = [p for p in result.get("players", []) if p["side"] == side and p.get("played")]
    return sorted(rows, key=lambda p: (-p["spp"], -p["touchdowns"], p["number"]))


def cell(player: dict[str, Any], key: str) -> str:
    if key == "mvp":
        return "MVP" if player.get("mvp") else ""
    if key == "injury":
        if player.get("dishonored"):
            return "Dishonoured"
        return INJURIES.get(player.get("injury", ""), str(player.get("injury", "")).replace("_", " "))
    return str(player.get(key, 0))


class TeamTable:
    """One team's band and rows: texts made once, placed by :meth:`place`."""

    def __init__(self, name: str, colour: Color, lines: list[dict[str, Any]]) -> None:
        self.colour = colour
        self.name = label(name, ink_for(colour), anchor_y="center", bold=True)
        self.header = [
            label(words, SUBTITLE_INK, anchor_x="right" if right else "left", anchor_y="center", bold=True)
            for words, _, right in COLUMNS
        ]
        self.lines = lines
        self.rows = [
            [
                label(
                    cell(p, key), self._ink(key, p), anchor_x="right" if right else "left", anchor_y="center"
                )
                for _, key, right in COLUMNS
            ]
            for p in lines
        ]
        self.more = label("", MUTED_INK, anchor_y="center")
        # no rows (a match conceded before the kick-off): the words say so, no empty headings
        self.empty = label(EMPTY if not lines else "", SUBTITLE_INK, anchor_y="center")
        self.band: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
        self.stripes: list[tuple[float, float, float, float]] = []
        self.shown = 0

    @staticmethod
    def _ink(key: str, player: dict[str, Any]) -> Color:
        if key == "mvp":
            return WARN
        if key == "injury":
            return Color(230, 120, 110)
        return TITLE_INK

    @property
    def texts(self) -> list[arcade.Text]:
        return [self.name, *self.header, *(t for row in self.rows for t in row), self.more, self.empty]

    def widths(self) -> list[float]:
        """Each column's widest entry at the current size."""
        return [
            max(t.content_width for t in [self.header[c], *(row[c] for row in self.rows)])
            for c in range(len(COLUMNS))
        ]

    def place(
        self,
        left: float,
        top: float,
        width: float,
        row_h: float,
        lefts: Sequence[float],
        rights: Sequence[float],
        rows: int,
    ) -> None:
        """Band at ``top``, heading row, then up to ``rows`` players; columns at the given x."""
        self.band = (left, top - row_h * 1.25, width, row_h * 1.25)
        self.name.position = (round(left + row_h * 0.4), round(top - row_h * 0.62))
        shorten(self.name, self.name.text, width - row_h * 0.8)
        y = top - row_h * 1.25 - row_h / 2
        for c, text in enumerate(self.header):
            text.position = (round(rights[c] if COLUMNS[c][2] else lefts[c]), round(y))
        self.shown = min(len(self.rows), rows)
        self.stripes = []
        for index, row in enumerate(self.rows):
            y -= row_h
            if index >= self.shown:
                break
            if index % 2 == 0:
                self.stripes.append((left, y - row_h / 2, width, row_h))
            for c, text in enumerate(row):
                text.position = (round(rights[c] if COLUMNS[c][2] else lefts[c]), round(y))
            shorten(row[NAME], self.lines[index]["name"], rights[NAME] - lefts[NAME])
        self.empty.position = (round(left + row_h * 0.4), round(top - row_h * 1.25 - row_h / 2))
        shorten(self.empty, "" if self.rows else EMPTY, width - row_h * 0.8)
        hidden = len(self.rows) - self.shown
        self.more.text = f"and {hidden} more" if hidden > 0 else ""
        self.more.position = (round(lefts[NAME]), round(y - row_h))

    def draw(self) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.band, self.colour)
        for stripe in self.stripes:
            arcade.draw_lbwh_rectangle_filled(*stripe, PANEL)
        self.name.draw()
        if not self.rows:
            self.empty.draw()
            return
        for text in self.header:
            text.draw()
        for row in self.rows[: self.shown]:
            for text in row:
                text.draw()
        self.more.draw()
