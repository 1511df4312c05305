"""The side panel: score, half, both turn counters, re-rolls, spell and staff, the active team's
action (R4.2), weather, the dice log and the last events in words. Texts are made once and only
their words change."""

from __future__ import annotations

import arcade
import pyglet
from arcade.types import Color

from samurai_bowl.engine.events import Event
from samurai_bowl.engine.match import Match
from samurai_bowl.ui.theme import (
    GOOD,
    MUTED_INK,
    PANEL,
    PANEL_EDGE,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    Rect,
    label,
    shorten,
)

DICE_LINES = 7
EVENT_LINES = 6


def action_words(m: Match) -> tuple[str, Color]:
    """R4.2 for the team to play: its one pass, block or foul still free or used; under the rule
    option ``model`` every model has its own. Nothing while no team is playing a turn."""
    if m.active is None:
        return "", SUBTITLE_INK
    if m.rules.match.action_limit == "model":
        return "Actions: one for each model", SUBTITLE_INK
    if m.action_used:
        return "Action: used · no pass, block or foul left", WARN
    return "Action: free · one pass, block or foul", GOOD


def latest(events: list[Event], rolls: bool, count: int) -> list[str]:
    """The last ``count`` dice rolls (or other events) in order, looking back from the newest."""
    found: list[str] = []
    for event in reversed(events):
        if (event.kind == "roll") == rolls:
            found.append(event.text)
            if len(found) == count:
                break
    return found[::-1]


class SidePanel:
    def __init__(self, match: Match, colours: list[Color]) -> None:
        self.match = match
        self.rect: Rect = (0, 0, 0, 0)
        b = self.batch = pyglet.graphics.Batch()
        self.score = label("", TITLE_INK, 20, bold=True, batch=b)
        self.teams = [label("", colours[i], 13, bold=True, batch=b) for i in (0, 1)]
        self.details = [label("", SUBTITLE_INK, 11, batch=b) for _ in (0, 1)]
        self.clock = label("", TITLE_INK, 12, batch=b)
        self.action = label("", SUBTITLE_INK, 11, bold=True, batch=b)
        self.weather = label("", SUBTITLE_INK, 11, batch=b)
        self.dice_head = label("Dice", MUTED_INK, 11, bold=True, batch=b)
        self.dice = [label("", TITLE_INK, 10, batch=b) for _ in range(DICE_LINES)]
        self.events_head = label("What happened", MUTED_INK, 11, bold=True, batch=b)
        self.events = [label("", SUBTITLE_INK, 10, batch=b) for _ in range(EVENT_LINES)]
        self.counter_rects: list[Rect] = [(0, 0, 0, 0), (0, 0, 0, 0)]  # clickable with a manual counter
        self._seen: tuple[int, bool, int | None] = (-1, False, None)

    def layout(self, rect: Rect, scale: float) -> None:
        self.rect = left, bottom, width, height = rect
        pad = 12 * scale
        x, y = left + pad, bottom + height - pad
        rows: list[tuple[arcade.Text, float]] = [
            (self.score, 22),
            (self.teams[0], 14),
            (self.details[0], 11),
            (self.teams[1], 14),
            (self.details[1], 11),
            (self.clock, 12),
            (self.action, 11),
            (self.weather, 11),
            (self.dice_head, 11),
        ]
        rows += [(line, 10) for line in self.dice] + [(self.events_head, 11)]
        rows += [(line, 10) for line in self.events]
        for line, points in rows:
            line.font_size = max(6, round(points * scale))
            y -= line.font_size * 1.75
            line.position = (round(x), round(y))
        for side in (0, 1):
            team = self.teams[side]
            self.counter_rects[side] = (x, team.y - 4, width - 2 * pad, team.font_size * 1.6)
        self._room = width - 2 * pad
        self._seen = (-1, False, None)  # words cut to the new width at the next refresh

    def refresh(self) -> None:
        """New words when the match has moved on."""
        m = self.match
        seen = (len(m.events), m.action_used, m.active)
        if seen == self._seen:
            return
        self._seen = seen
        home, away = m.teams
        self.score.text = f"{home.score} – {away.score}"
        for side, team in enumerate(m.teams):
            spell = "spell ready" if m.team_files[side].team_shugenja and not m.spell_cast[side] else ""
            staff = m.staff(side)
            staff_words = f"{staff} ready" if staff and not m.staff_used[side] else ""
            self.teams[side].text = f"{team.name}  ·  turn {team.turn}/{m.rules.match.turns_per_half}"
            extras = "  ·  ".join(w for w in (f"re-rolls {team.rerolls}", spell, staff_words) if w)
            self.details[side].text = extras
        self.clock.text = f"Half {max(m.half, 1)} of {m.rules.match.halves}" + (
            f"  ·  {m.teams[m.active].name} to play" if m.active is not None else ""
        )
        action, colour = action_words(m)
        self.action.color = colour
        shorten(self.action, action, self._room)
        self.weather.text = f"Weather: {m.weather.replace('_', ' ')}" if m.weather else ""
        rolls = latest(m.events, True, DICE_LINES)
        words = latest(m.events, False, EVENT_LINES)
        for line, words_ in zip(self.dice, [*rolls, *[""] * DICE_LINES], strict=False):
            shorten(line, words_, self._room)
        for line, words_ in zip(self.events, [*words, *[""] * EVENT_LINES], strict=False):
            shorten(line, words_, self._room)

    def draw(self) -> None:
        self.refresh()
        arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 2)
        self.batch.draw()

    def counter_at(self, x: float, y: float) -> int | None:
        """The side whose turn counter line is at (x, y), for the manual turn counter."""
        for side, (left, bottom, width, height) in enumerate(self.counter_rects):
            if left <= x <= left + width and bottom <= y <= bottom + height:
                return side
        return None
