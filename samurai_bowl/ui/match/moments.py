"""Moments: a banner over the pitch for what changes a match — a touchdown, a turnover, half
time, the kickoff chart's result, the weather, full time — with the team's name and colour.
Each stays about two seconds of frame time (or until a click), one after another when several
come at once, so the pitch never simply empties without a word."""

from __future__ import annotations

from dataclasses import dataclass

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.engine import Event, EventKind, Match
from samurai_bowl.telling.event_words import plain, possessive, read_roll, touchdown_words
from samurai_bowl.ui.kit.ink import legible
from samurai_bowl.ui.kit.theme import MUTED_INK, SUBTITLE_INK, TITLE_INK, WARN, Rect, label
from samurai_bowl.ui.kit.wrap import PIXELS_PER_POINT, measure

SECONDS = 2.0
MOST_WAITING = 4  # older moments give way when more than this many wait
BAND = Color(16, 14, 22, 240)
WEATHER = ("Weather", "The weather changes")
OTHER_CAUSES = (EventKind.FALL, EventKind.PENALTY, EventKind.ILLEGAL_PROCEDURE, EventKind.CROWD)


@dataclass(frozen=True)
class Moment:
    title: str
    words: str
    side: int | None = None  # the team it is about: its name and colour on the banner


def chart_text(entries: list, name: str) -> str:  # type: ignore[type-arg]
    return next((entry.text for entry in entries if entry.name == name), "")


def cause(events: list[Event], at: int, m: Match) -> str:
    """What ended a turn: its last roll against a target if that failed (a dodge, a pick-up, a
    catch ...), else the last fall, penalty or push into the crowd before the turnover at ``at``."""
    other = ""
    for event in reversed(events[max(0, at - 60) : at]):
        if event.kind is EventKind.TURN:
            break
        success = event.data.get("success") if event.kind is EventKind.ROLL else None
        if success is not None:
            return f"{read_roll(m, event).title()} failed" if success is False else other
        if not other and event.kind in OTHER_CAUSES:
            other = plain(event.text)
    return other


def moment_of(m: Match, events: list[Event], at: int) -> Moment | None:
    """The moment event ``at`` makes, if it makes one."""
    event = events[at]
    kind, side = event.kind, event.side
    home, away = m.teams
    score = f"{home.name} {home.score} – {away.score} {away.name}"
    if kind is EventKind.TOUCHDOWN:
        return Moment("Touchdown!", touchdown_words(m, event), side)
    if kind is EventKind.TURNOVER and side is not None:
        why = cause(events, at, m)
        return Moment("Turnover", why or f"{possessive(m.teams[side].name)} turn ends", side)
    if kind is EventKind.HALF_OVER:
        halves = m.rules.match.halves  # an old event without its half makes no banner
        return None if event.data.get("half", halves) == halves else Moment("Half time", score)
    if kind is EventKind.GAME_OVER:
        return Moment("Full time", score)
    if kind is EventKind.CONCEDE:
        return Moment("Conceded", plain(event.text), side)
    purpose = read_roll(m, event).base if kind is EventKind.ROLL else ""
    if purpose == "Kickoff chart":
        result = str(event.data.get("result", ""))
        return Moment(f"Kick-off: {result}", chart_text(m.data.kickoff.results, result), side)
    if purpose in WEATHER:
        result = str(event.data.get("result", ""))
        return Moment(f"Weather: {result}", chart_text(m.data.weather.results, result))
    return None


class Moments:
    def __init__(self, match: Match, colours: list[tuple[Color, Color]]) -> None:
        self.match = match
        self.colours = colours
        # a new match shows its weather; a resumed one does not replay its past
        self.read = 0 if match.turn_seq == 0 else len(match.events)
        self.waiting: list[Moment] = []
        self.clock = 0.0
        self.seconds = SECONDS  # how long the banner stays at the animation speed in force
        b = self.batch = pyglet.graphics.Batch()
        self.team = label("", TITLE_INK, 14, anchor_x="center", bold=True, batch=b)
        self.title = label("", TITLE_INK, 30, anchor_x="center", bold=True, batch=b)
        self.words = [label("", SUBTITLE_INK, 14, anchor_x="center", batch=b) for _ in range(2)]
        self.hint = label("click to go on", MUTED_INK, 10, anchor_x="right", batch=b)
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self.pitch: Rect = (0, 0, 0, 0)
        self.rect: Rect = (0, 0, 0, 0)
        self.scale = 1.0
        self._shown: Moment | None = None

    @property
    def current(self) -> Moment | None:
        return self.waiting[0] if self.waiting else None

    def layout(self, pitch: Rect, scale: float) -> None:
        self.pitch, self.scale = pitch, scale
        self._shown = None

    def read_events(self) -> None:
        """Take in the match's new events."""
        events = self.match.events
        for at in range(self.read, len(events)):
            moment = moment_of(self.match, events, at)
            if moment is not None:
                self.waiting.append(moment)
        self.read = len(events)
        if len(self.waiting) > MOST_WAITING:  # keep the one shown and the newest
            del self.waiting[1 : len(self.waiting) - MOST_WAITING + 1]

    def update(self, delta_time: float, pace: float = 1.0) -> None:
        """Take in the match's new events and let frame time pass. ``pace`` is the animation
        speed's (settings.SPEED_PACE): a banner stays SECONDS at normal speed, twice as long at
        slow, two fifths as long at fast; at instant the AI does not wait for it and it stays
        SECONDS."""
        self.read_events()
        self.seconds = SECONDS * (max(pace, 0.4) if pace > 0 else 1.0)
        if self.waiting:
            self.clock += delta_time
            if self.clock >= self.seconds:
                self.next()

    def next(self) -> None:
        if self.waiting:
            self.waiting.pop(0)
        self.clock = 0.0

    def click(self) -> None:
        """A click sends the banner away (and still does what it does on the pitch or a button,
        so a moment never takes the coach's input from him)."""
        if self.current is not None:
            self.next()

    def draw(self) -> None:
        self.read_events()
        moment = self.current
        if moment is None:
            return
        if moment is not self._shown:
            self._shown = moment
            self._build(moment)
        self.shapes.draw()
        left, bottom, width, _ = self.rect
        share = max(0.0, 1 - self.clock / self.seconds)
        arcade.draw_lbwh_rectangle_filled(left, bottom, width * share, 3, MUTED_INK)  # the time left
        self.batch.draw()

    def _build(self, moment: Moment) -> None:
        s = self.scale
        left, bottom, width, height = self.pitch
        tall = min(height * 0.5, 150 * s)
        band = (left, bottom + (height - tall) / 2, width, tall)
        self.rect = band
        stripe = WARN if moment.side is None else self.colours[moment.side][0]
        self.shapes = shapes.ShapeElementList()
        bx, by, bw, bh = band
        self.shapes.append(shapes.create_rectangle_filled(bx + bw / 2, by + bh / 2, bw, bh, BAND))
        for y in (by + 3, by + bh - 3):
            self.shapes.append(shapes.create_rectangle_filled(bx + bw / 2, y, bw, 6, stripe))
        middle = bx + bw / 2
        team = self.match.teams[moment.side].name if moment.side is not None else ""
        self.team.text = team.upper()
        self.team.color = legible(stripe, BAND) if moment.side is not None else TITLE_INK
        self.team.font_size = max(9, round(14 * s))
        self.title.text = moment.title
        self.title.font_size = max(14, round(30 * s))
        for text in (self.team, self.title):
            size = text.font_size
            while text.content_width > bw - 24 and size > 9:
                size -= 1
                text.font_size = size
        words = max(9, round(13 * s))
        lines = measure(words).wrap(moment.words, bw - 40)
        if len(lines) > 2:
            words = 9
            lines = measure(words).wrap(moment.words, bw - 40)
        lines = [*lines[:1], " ".join(lines[1:])] if len(lines) > 2 else lines
        self.team.position = (round(middle), round(by + bh * 0.76))
        self.title.position = (round(middle), round(by + bh * (0.46 if len(lines) < 2 else 0.5)))
        for n, text in enumerate(self.words):
            text.font_size = words
            text.text = lines[n] if n < len(lines) else ""
            text.position = (round(middle), round(by + bh * 0.27 - n * words * PIXELS_PER_POINT * 1.3))
        self.hint.font_size = max(9, round(10 * s))
        hint_y = by + bh - 10 - self.hint.font_size * PIXELS_PER_POINT
        self.hint.position = (round(bx + bw - 10), round(hint_y))
