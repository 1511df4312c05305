"""The end of a match: who won (or conceded), the score, casualties, each player's statistics,
the MVP and the winnings."""

from __future__ import annotations

from typing import Any

import arcade

from samurai_bowl.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.screen import Screen
from samurai_bowl.ui.theme import (
    MUTED_INK,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    label,
    place,
    text,
)
from samurai_bowl.ui.widgets import Button, ButtonColumn

STAT_COLUMNS = (("touchdowns", "TD"), ("completions", "Pass"), ("casualties", "Cas"), ("spp", "SPP"))
ROWS = 12


def player_lines(result: dict[str, Any], side: int) -> list[str]:
    """The players of one side who did something, best first, as table rows."""
    players = [p for p in result["players"] if p["side"] == side and p.get("played")]
    players.sort(key=lambda p: (-p["spp"], -p["touchdowns"], p["number"]))
    rows = []
    for p in players[:ROWS]:
        stats = "  ".join(f"{short} {p.get(key, 0)}" for key, short in STAT_COLUMNS)
        extra = "  MVP" if p.get("mvp") else ""
        extra += f"  ({p['injury'].replace('_', ' ')})" if p.get("injury") else ""
        rows.append(f"#{p['number']} {p['name']}   {stats}{extra}")
    return rows


def verdict(session: Session, result: dict[str, Any]) -> str:
    """The heading: who won, or who conceded (R3.8) and so lost whatever the score."""
    teams = session.match.teams
    winner, conceded = result.get("winner"), result.get("conceded")
    if conceded is not None:
        return f"{teams[conceded].name} conceded: {teams[1 - conceded].name} win"
    return "Full time: " + ("A draw" if winner is None else f"{teams[winner].name} win")


class EndView(Screen):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        m = session.match
        result = m.result or {}
        home, away = m.teams
        self.heading = text(verdict(session, result), TITLE_INK, anchor_y="center", bold=True)
        self.score = text(
            f"{home.name} {home.score} – {away.score} {away.name}", SUBTITLE_INK, anchor_y="center"
        )
        caused = result.get("casualties_caused", [0, 0])
        koku = result.get("winnings", [0, 0])
        self.lines = [
            label(
                f"Casualties caused {caused[0]} – {caused[1]}   ·   winnings {koku[0]} – {koku[1]} koku",
                WARN,
                anchor_x="center",
                anchor_y="center",
            )
        ]
        self.tables = [
            [label(m.teams[side].name, TITLE_INK, bold=True)]
            + [label(row, SUBTITLE_INK) for row in player_lines(result, side)]
            if result
            else []
            for side in (0, 1)
        ]
        self.footer = text("Enter or Esc: back to the menu", MUTED_INK, anchor_y="center")
        self.menu = ButtonColumn([Button("Back to the menu", app.main_menu, arcade.key.ENTER)])
        self.layout(self.window.width, self.window.height)

    def layout(self, width: int, height: int) -> None:
        s = self.scale(width, height)
        place(self.heading, width / 2, height * 0.90, 32 * s)
        place(self.score, width / 2, height * 0.82, 20 * s)
        place(self.lines[0], width / 2, height * 0.76, 14 * s)
        for side, table in enumerate(self.tables):
            x = width * (0.05 + 0.48 * side)
            for index, line in enumerate(table):
                line.font_size = max(6, round((13 if index == 0 else 11) * s))
                line.position = (round(x), round(height * 0.70 - index * 22 * s))
        self.menu.layout(width / 2 - 140 * s, height * 0.14, 280 * s, 38 * s, 8 * s, 14 * s)
        place(self.footer, width / 2, height * 0.04, 11 * s)

    def on_draw(self) -> None:
        self.clear()
        for line in (self.heading, self.score, *self.lines, *self.tables[0], *self.tables[1], self.footer):
            line.draw()
        self.menu.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.app.main_menu()
        else:
            super().on_key_press(symbol, modifiers)
