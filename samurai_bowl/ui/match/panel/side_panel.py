"""The side panel, top to bottom: the score and half; each team in its colour with its turn
counter, re-rolls, spell and staff (by name); the active team's action (R4.2) and the weather;
the dice tray; and the match log over the rest of the height, with the card of the model pointed
at (or selected) over its oldest rows.
Words are made once and change only when the match moves on; everything is laid out again,
smaller if it must, when the window or the UI scale changes, never under 9 points."""

from __future__ import annotations

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.engine import Match
from samurai_bowl.ratings.coach import Coaches
from samurai_bowl.text.words import plural
from samurai_bowl.ui.kit.boxes import add_box, add_chip
from samurai_bowl.ui.kit.ink import legible
from samurai_bowl.ui.kit.skill_words import skill_words
from samurai_bowl.ui.kit.theme import (
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
from samurai_bowl.ui.kit.tip import Tip
from samurai_bowl.ui.kit.widgets import inside
from samurai_bowl.ui.kit.wrap import PIXELS_PER_POINT, measure
from samurai_bowl.ui.match.panel.dice_tray import ROWS as TRAY_ROWS
from samurai_bowl.ui.match.panel.dice_tray import DiceTray
from samurai_bowl.ui.match.panel.player_card import PlayerCard
from samurai_bowl.ui.story.log import LogView
from samurai_bowl.ui.story.told import Story
from samurai_bowl.ui.story.win_chance_live import LiveChance

MIN_POINTS = 9  # no text on the panel is smaller, at any window size
FIXED_SHARE = 0.55  # the most of the panel's height the parts above the log may take


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


def team_details(m: Match, side: int) -> str:
    """Re-rolls, the spell and the special coaching staff, by name, while they are there to use."""
    team = m.teams[side]
    rerolls = team.rerolls_bought if m.half == 0 else team.rerolls  # given out as the first half begins
    said = [plural(rerolls, "re-roll")]
    if m.team_files[side].team_shugenja and not m.spell_cast[side]:
        said.append("spell ready")
    if m.staff(side):
        said.append(f"{m.data.roster(m.team_files[side].clan).special_staff.name} ready")
    return " · ".join(said)


def weather_name(m: Match) -> str:
    names = {entry.id.value: entry.name for entry in m.data.weather.results}
    return names.get(m.weather, m.weather.replace("_", " ").title())


def points(base: float, scale: float) -> int:
    return max(MIN_POINTS, round(base * scale))


class SidePanel:
    def __init__(
        self,
        match: Match,
        colours: list[tuple[Color, Color]],
        chance: bool = False,
        coaches: Coaches | None = None,
    ) -> None:
        """``coaches``: who coaches each side, whose ratings the win chance reads (None: the
        normal AI on both benches)."""
        self.match = match
        self.colours = colours
        self.inks = [legible(fill, PANEL) for fill, _ in colours]
        self.rect: Rect = (0, 0, 0, 0)
        b = self.batch = pyglet.graphics.Batch()
        self.score = label("", TITLE_INK, 20, bold=True, batch=b)
        self.clock = label("", MUTED_INK, 11, anchor_x="right", batch=b)
        self.teams = [label("", self.inks[i], 13, bold=True, batch=b) for i in (0, 1)]
        self.turns = [label("", TITLE_INK, 11, anchor_x="right", batch=b) for _ in (0, 1)]
        self.details = [label("", SUBTITLE_INK, 10, batch=b) for _ in (0, 1)]
        self.action = label("", SUBTITLE_INK, 10, bold=True, batch=b)
        self.weather = label("", SUBTITLE_INK, 10, batch=b)
        # each side's chance to win, worked out in the background for these coaches
        self.live = LiveChance(match, coaches=coaches)
        self.chance = label("", SUBTITLE_INK, 10, batch=b) if chance else None  # shown by the setting
        self.doubt = label("", SUBTITLE_INK, 10, batch=b) if chance else None  # how far it may be out
        self.doubt_more = label("", SUBTITLE_INK, 10, batch=b)  # ... and the rest of it, wrapped
        self.tray = DiceTray(match, b)
        self.card = PlayerCard(match, colours)
        self.tip = Tip()  # a skill's rule, while one on the card is pointed at
        self.story = Story(match)
        self.log = LogView(self.story, b, self.inks)
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self.frame: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self.counter_rects: list[Rect] = [(0, 0, 0, 0), (0, 0, 0, 0)]  # clickable with a manual counter
        self._room = 0.0
        self._team_points = 13
        self._indent = 20
        self._seen: tuple[int, bool, int | None] = (-1, False, None)
        self._said: tuple[str, str] = ("", "")  # the win chance and its doubt shown

    # --- layout -----------------------------------------------------------------------------
    def layout(self, rect: Rect, scale: float) -> None:
        self.rect = left, bottom, width, height = rect
        self.frame = shapes.ShapeElementList()
        add_box(self.frame, rect, PANEL, PANEL_EDGE, 2)
        s, rows = scale, TRAY_ROWS
        while s > 0.5 and self._fixed_height(s, width, rows) > height * FIXED_SHARE:
            if rows > 2 and s < scale:  # two rolls in the tray before the words get smaller
                rows = 2
            else:
                s *= 0.95
        pad = round(10 * min(s, 1.5))
        self._room = width - 2 * pad
        x, top = left + pad, bottom + height - pad
        line = points(10, s) * PIXELS_PER_POINT * 1.4
        self.score.font_size = points(20, s)
        self.score.position = (round(x), round(top - self.score.font_size * PIXELS_PER_POINT))
        self.clock.font_size = points(11, s)
        self.clock.position = (round(left + width - pad), self.score.y)
        top -= self.score.font_size * PIXELS_PER_POINT * 1.45
        for side in (0, 1):
            name, turn, details = self.teams[side], self.turns[side], self.details[side]
            name.font_size = turn.font_size = self._team_points = points(13, s)
            details.font_size = points(10, s)
            row = name.font_size * PIXELS_PER_POINT * 1.35
            self._indent = round(name.font_size * PIXELS_PER_POINT * 0.75 + 10)  # the team's mark
            name.position = (round(x + self._indent), round(top - row * 0.85))
            turn.position = (round(left + width - pad), name.y)
            details.position = (round(x + self._indent), round(top - row - line * 0.8))
            self.counter_rects[side] = (x, top - row - line, width - 2 * pad, row + line)
            top -= row + line + 4
        for text in self._lines():
            text.font_size = points(10, s)
            text.position = (round(x), round(top - line * 0.8))
            top -= line
        top -= 6
        tray_h = self.tray.height(width - 2 * pad, points(10, s), rows)
        self.tray.layout((x, top - tray_h, width - 2 * pad, tray_h), points(10, s), rows)
        top -= tray_h + pad
        self.card.layout((x, top, width - 2 * pad, (top - bottom) * 0.7), points(10, s))
        log_points = points(10, min(scale, s * 1.15))  # the log may keep a little more of the UI scale
        self.log.layout((x, bottom + pad, width - 2 * pad, top - bottom - pad), log_points)
        self._seen = (-1, False, None)  # words fitted to the new width at the next refresh
        self._said = ("", "")

    def needed_height(self, width: float, scale: float) -> float:
        """The least height that shows everything at ``scale``: the parts above the log, the
        fullest player card over the log and two log lines below it."""
        line = points(10, scale) * PIXELS_PER_POINT * 1.4
        return self._fixed_height(scale, width, TRAY_ROWS) + self.card.tallest(points(10, scale)) + 2 * line

    def _fixed_height(self, s: float, width: float, rows: int) -> float:
        """How tall everything above the log is at scale ``s``."""
        line = points(10, s) * PIXELS_PER_POINT * 1.4
        teams = 2 * (points(13, s) * PIXELS_PER_POINT * 1.35 + line + 4)
        score = points(20, s) * PIXELS_PER_POINT * 1.45
        pad = round(10 * min(s, 1.5))
        tray = self.tray.height(width - 2 * pad, points(10, s), rows)
        return 3 * pad + score + teams + len(self._lines()) * line + 6 + tray

    def _lines(self) -> list[arcade.Text]:
        """The lines under the teams: the action, the weather and, if asked for, the win chance and
        how far it may be out (on two lines: it may add a word on a coach whose rating is unsure)."""
        shown = (
            [self.chance, self.doubt, self.doubt_more]
            if self.chance is not None and self.doubt is not None
            else []
        )
        return [self.action, self.weather, *shown]

    # --- words ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """New words when the match has moved on."""
        m = self.match
        seen = (len(m.events), m.action_used, m.active)
        if seen == self._seen:
            return
        self._seen = seen
        home, away = m.teams
        self.score.text = f"{home.score} – {away.score}"
        self.clock.text = f"Half {max(m.half, 1)} of {m.rules.match.halves}"
        for side, team in enumerate(m.teams):
            turn = self.turns[side]
            turn.text = f"turn {team.turn}/{m.rules.match.turns_per_half}"
            self._fit(self.teams[side], team.name, self._room - self._indent - turn.content_width - 8)
            shorten(self.details[side], team_details(m, side), self._room - self._indent)
        action, colour = action_words(m)
        self.action.color = colour
        shorten(self.action, action, self._room)
        self.weather.text = f"Weather: {weather_name(m)}" if m.weather else ""
        self._marks()

    def _fit(self, text: arcade.Text, words: str, room: float) -> None:
        """A team's name as large as fits, down to the smallest size, and only then cut short."""
        size = self._team_points
        while size > MIN_POINTS and measure(size, True).width(words) > room:
            size -= 1
        if text.font_size != size:
            text.font_size = size
        shorten(text, words, room)

    def _marks(self) -> None:
        """Each team's token shape in its colour beside its name; a bar beside the team to play."""
        self.shapes = shapes.ShapeElementList()
        for side in (0, 1):
            fill, edge = self.colours[side]
            name = self.teams[side]
            size = name.font_size * PIXELS_PER_POINT * 0.75
            cx, cy = name.x - 6 - size / 2, name.y + size * 0.45
            add_chip(self.shapes, side == 0, (cx, cy), size, (fill, edge))
            if self.match.active == side:
                left, bottom, _, height = self.counter_rects[side]
                self.shapes.append(
                    shapes.create_rectangle_filled(left - 5, bottom + height / 2, 3, height, self.inks[side])
                )

    def working(self) -> bool:
        """Whether a win chance shown here is still being played out (it is drawn when it comes)."""
        return self.chance is not None and bool(self.live.futures)

    # --- drawing and input ------------------------------------------------------------------
    def draw(self, selected: int | None = None) -> None:
        self.refresh()
        if self.chance is not None:  # nothing is played out for a figure not shown
            self.live.update()
        said = (self.live.words(), self.live.doubt())
        if self.chance is not None and self.doubt is not None and said != self._said:
            self._said = said
            shorten(self.chance, said[0], self._room)
            lines = measure(int(self.doubt.font_size)).wrap(said[1], self._room)  # a coach's note: two lines
            shorten(self.doubt, lines[0], self._room)
            shorten(self.doubt_more, " ".join(lines[1:]), self._room)
        self.card.selected = selected
        self.card.update()
        self.log.cover(self.card.rect[1] if self.card.piece is not None else None)
        self.log.refresh()
        self.frame.draw()
        self.tray.draw()
        self.shapes.draw()
        self.log.draw()
        self.batch.draw()
        self.card.draw()  # over the log's oldest rows, while a model is pointed at or selected

    def counter_at(self, x: float, y: float) -> int | None:
        """The side whose turn counter line is at (x, y), for the manual turn counter."""
        for side, rect in enumerate(self.counter_rects):
            if inside(rect, x, y):
                return side
        return None

    def hover(self, square: int | None, keep: bool = False) -> None:
        """The square under the mouse: the card shows the model there, if any. ``keep``: the mouse
        left the pitch towards the panel, and the card stays on the model last pointed at, so
        his skills can be pointed at in turn."""
        if not (keep and square is None):
            self.card.hover_square(square)

    def point_at(self, x: float, y: float, window: tuple[float, float]) -> None:
        """A skill on the card under the mouse: its rule beside the mouse, from the skills chart."""
        name = self.card.skill_at(x, y)
        words = skill_words(self.card.match.data.skills, name) if name is not None else ""
        if words != self.tip.words or words:
            self.tip.show(words, x, y, window, max(9, self.card.points))

    def draw_tip(self) -> None:
        self.tip.draw()

    def scroll(self, x: float, y: float, rows: int) -> bool:
        """The mouse wheel over the log scrolls it (up, back in time, is positive)."""
        if not self.log.contains(x, y):
            return False
        self.log.scroll(rows)
        return True

    def key(self, symbol: int) -> bool:
        """Page Up/Down, Home and End move through the log."""
        k = arcade.key
        moves = {
            k.PAGEUP: lambda: self.log.page(1),
            k.PAGEDOWN: lambda: self.log.page(-1),
            k.HOME: self.log.earliest,
            k.END: self.log.latest,
        }
        if symbol not in moves:
            return False
        moves[symbol]()
        return True
