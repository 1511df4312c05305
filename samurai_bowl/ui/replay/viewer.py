"""Replays: the list of saved matches, and any of them played again from the kick-off, one action at
a time, forward and back.

A replay is rebuilt from the saved teams, seed and actions (:meth:`Match.replay`), never from the
saved position, so it shows exactly how the match went. Going back rebuilds from the nearest
copy (``replica``) kept every few actions on the way through.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import arcade
import pyglet

from samurai_bowl.data import GameData
from samurai_bowl.engine import IllegalAction, Match, thaw
from samurai_bowl.errors import DataError
from samurai_bowl.sessions.rated import book_coaches
from samurai_bowl.sessions.session import load_session
from samurai_bowl.text.words import plural
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.ink import legible
from samurai_bowl.ui.kit.row_list import RowPicking
from samurai_bowl.ui.kit.theme import (
    BACKGROUND,
    BAD,
    BUTTON,
    BUTTON_HOVER,
    DESIGN_SIZE,
    FOOTER_INK,
    MUTED_INK,
    PANEL,
    PANEL_EDGE,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    Rect,
    label,
    place,
    shorten,
    text,
)
from samurai_bowl.ui.pitch.draw import EndZoneNames, Geometry, static_pitch, team_colours
from samurai_bowl.ui.pitch.spotlight import spotlight
from samurai_bowl.ui.pitch.tokens import Tokens
from samurai_bowl.ui.routes import Help, Replay, Replays
from samurai_bowl.ui.screen import Screen
from samurai_bowl.ui.story.chart import StoryChart
from samurai_bowl.ui.story.log import LogView
from samurai_bowl.ui.story.told import Story
from samurai_bowl.ui.story.worker import StoryWorker


def _scale(app: Host, width: int, height: int) -> float:
    return min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1]) * app.settings.ui_scale


# --- the list of saves ------------------------------------------------------------------------
@dataclass
class SavedMatch:
    path: Path
    modified: float
    summary: str  # the teams and score, or the one-line reason the file cannot be replayed
    damaged: bool


def one_line(error: DataError) -> str:
    """A DataError named by the file's name, not its full path."""
    parts = [Path(error.source).name, error.field, error.message]
    return ": ".join(part for part in parts if part)


def saved_matches(data: GameData, folder: Path, data_folder: Path) -> list[SavedMatch]:
    """Every ``*.json`` in ``folder``, newest first; one that cannot be loaded says why (a league
    match may name only ``data_folder``'s league file)."""
    found = []
    for path in folder.glob("*.json"):
        try:
            modified = path.stat().st_mtime
        except OSError:  # gone since the folder was listed
            continue
        try:
            match = load_session(data, path, data_folder).match
        except DataError as error:
            found.append(SavedMatch(path, modified, one_line(error), True))
            continue
        home, away = match.teams
        if match.conceded is not None:  # R3.8: the match ended there, whatever the clock said
            state = f"{match.teams[match.conceded].name} conceded"
        elif match.over:
            state = "full time"
        else:
            state = f"half {match.half}" if match.half else "before kick-off"
        summary = f"{home.name}  {home.score} – {away.score}  {away.name}   ({state})"
        found.append(SavedMatch(path, modified, summary, False))
    return sorted(found, key=lambda saved: (-saved.modified, saved.path.name))


class ReplaysView(RowPicking, Screen):
    """The saved matches, newest first: Up/Down and Enter (or a click) to watch one, Esc for the menu."""

    def __init__(self, app: Host, lit: Path | None = None) -> None:
        super().__init__(app.window, background_color=BACKGROUND)
        self.app = app
        self.saves = saved_matches(app.data, app.saves, app.folder)
        paths = [saved.path for saved in self.saves]
        self.lit = paths.index(lit) if lit in paths else 0
        self.first = 0  # the first row on screen, when there are more than fit
        self.title = text("Replays", TITLE_INK, anchor_y="center", bold=True)
        count = len(self.saves)
        self.subtitle = text(
            f"{plural(count, 'saved match', 'saved matches')}"
            if count
            else "No saved matches yet: save one with Ctrl+S during a match.",
            SUBTITLE_INK,
            anchor_y="center",
            italic=True,
        )
        self.footer = text(
            "Up/Down to choose · Enter to watch · Esc for the main menu · F1 every shortcut",
            FOOTER_INK,
            anchor_y="center",
        )
        self.names = [
            label("", BAD if saved.damaged else TITLE_INK, anchor_y="center") for saved in self.saves
        ]
        self.dates = [
            label(self._date(saved), MUTED_INK, anchor_x="right", anchor_y="center") for saved in self.saves
        ]
        self.rects: list[Rect] = []  # of the rows on screen, from ``first`` on
        self.layout(self.window.width, self.window.height)

    def _date(self, saved: SavedMatch) -> str:
        """When the match was last saved (a damaged file's name is in its own line, to find it)."""
        return datetime.fromtimestamp(saved.modified).strftime("%Y-%m-%d %H:%M")

    def layout(self, width: int, height: int) -> None:
        scale = _scale(self.app, width, height)
        centre = width / 2
        place(self.title, centre, height * 0.9, 36 * scale)
        place(self.subtitle, centre, height * 0.82, 16 * scale)
        place(self.footer, centre, height * 0.04, 12 * scale)
        self._row_w, self._row_h, self._gap = min(width * 0.9, 1000 * scale), 40 * scale, 8 * scale
        self._top = height * 0.76
        self._fits = max(1, int((self._top - height * 0.09) // (self._row_h + self._gap)))
        self._points = 15 * scale
        for name, date, saved in zip(self.names, self.dates, self.saves, strict=True):
            date.font_size = name.font_size = max(6, round(self._points))
            date.font_size = max(6, round(self._points * 0.8))
            shorten(name, saved.summary, self._row_w - date.content_width - 3 * self._points)
        self._place_rows()

    def _place_rows(self) -> None:
        """Scroll so the lit row is on screen, and place the rows that are."""
        self.first = min(max(self.first, self.lit - self._fits + 1), self.lit)
        left = (self.window.width - self._row_w) / 2
        self.rects = []
        for row, index in enumerate(range(self.first, min(len(self.saves), self.first + self._fits))):
            bottom = self._top - (row + 1) * self._row_h - row * self._gap
            self.rects.append((left, bottom, self._row_w, self._row_h))
            middle = round(bottom + self._row_h / 2)
            self.names[index].position = (round(left + self._points), middle)
            self.dates[index].position = (round(left + self._row_w - self._points), middle)

    def open(self, index: int) -> None:
        if not (0 <= index < len(self.saves)) or self.saves[index].damaged:
            return
        try:
            self.app.go(Replay(self.saves[index].path))
        except DataError as error:  # changed on disk since the list was made
            self.subtitle.text, self.subtitle.color = one_line(error), BAD

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    def on_draw(self) -> None:
        self.clear()
        for row, rect in enumerate(self.rects):
            index = self.first + row
            arcade.draw_lbwh_rectangle_filled(*rect, BUTTON_HOVER if index == self.lit else BUTTON)
            arcade.draw_lbwh_rectangle_outline(*rect, PANEL_EDGE, 2)
            self.names[index].draw()
            self.dates[index].draw()
        for line in (self.title, self.subtitle, self.footer):
            line.draw()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        row = self._row_at(x, y)
        if row is not None:
            self.open(row)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol == k.ESCAPE:
            self.app.main_menu()
        elif symbol == k.F1:
            self.app.go(Help(back=self))
        elif symbol in (k.ENTER, k.RETURN, k.SPACE):
            self.open(self.lit)
        elif symbol in (k.UP, k.DOWN, k.PAGEUP, k.PAGEDOWN) and self.saves:
            step = {k.UP: -1, k.DOWN: 1, k.PAGEUP: -self._fits, k.PAGEDOWN: self._fits}[symbol]
            self.lit = min(max(self.lit + step, 0), len(self.saves) - 1)
            self._place_rows()


# --- one match played again -------------------------------------------------------------------
class Timeline:
    """A saved match's actions replayed from its seed; ``at(i)`` is the match after ``i`` actions."""

    EVERY = 25  # actions between snapshots

    def __init__(self, data: GameData, saved: Match) -> None:
        self.data = data
        self.home, self.away = saved.team_files
        self.seed: int = saved.seed
        self.options = saved.options
        self.actions = list(saved.history)
        self.problem = ""  # why the replay stops short of, or differs from, the saved match
        match = Match(data, self.home, self.away, self.seed, thaw(self.options))
        self.snapshots: dict[int, Match] = {0: match.replica()}
        for index in range(len(self.actions)):  # once through: every snapshot, and a check
            if not self.advance(match, index):
                break
        if not self.problem and match.state != saved.state:
            self.problem = "this replay ends differently from the saved match (the rules changed since)"

    def __len__(self) -> int:
        return len(self.actions)

    def advance(self, match: Match, index: int) -> bool:
        """Apply action ``index`` (the match has had ``index`` actions); False if it is refused."""
        try:
            match.apply(self.actions[index])
        except IllegalAction as exc:
            self.problem = f"the replay stops after action {index}: {exc}"
            del self.actions[index:]
            return False
        if (index + 1) % self.EVERY == 0 and index + 1 not in self.snapshots:
            self.snapshots[index + 1] = match.replica()
        return True

    def at(self, index: int) -> tuple[Match, int]:
        """The match after ``index`` actions, and how many events came before the last of them."""
        index = min(max(index, 0), len(self.actions))
        start = max(done for done in self.snapshots if done <= max(0, index - 1))
        match = self.snapshots[start].replica()
        before = len(match.events)
        for step in range(start, index):
            before = len(match.events)
            self.advance(match, step)
        return match, before


class ReplayView(Screen):
    """One saved match again from the kick-off: Right/Left one action, Home/End, Space plays; S
    shows the match's story under the log, whose key moments (or any turn on it) a click goes to."""

    def __init__(self, app: Host, path: Path, story: StoryWorker | None = None) -> None:
        super().__init__(app.window, background_color=BACKGROUND)
        self.app = app
        self.path = path
        self.session = load_session(app.data, path, app.folder)
        self.saved = self.session.match
        self.timeline = Timeline(app.data, self.saved)
        self.story = story  # the chances over the match, worked out when first shown
        self.chart_shown = story is not None
        self.index = 0
        self.match, self.fresh = self.timeline.at(0)
        self.playing = False
        self.clock = 0.0
        colours = team_colours(app.data, self.match)
        self.colours = colours
        self.tokens = Tokens(self.match, colours)
        self.end_zones = EndZoneNames([t.name for t in self.match.teams], [c[0] for c in colours])
        self.geo: Geometry | None = None
        self.pitch_shapes: arcade.shape_list.ShapeElementList[arcade.shape_list.Shape] | None = None
        self.swatches = colours
        self.names = [
            label(team.name, TITLE_INK, anchor_x=anchor, anchor_y="center", bold=True)
            for team, anchor in zip(self.match.teams, ("right", "left"), strict=True)
        ]
        self.score = label("", TITLE_INK, anchor_x="center", anchor_y="center", bold=True)
        self.turns = label("", SUBTITLE_INK, anchor_x="center", anchor_y="center")
        self.heading = label("What happened", TITLE_INK, bold=True)
        self.batch = pyglet.graphics.Batch()
        self.inks = [legible(fill, PANEL) for fill, _ in colours]
        self.log = LogView(Story(self.match), self.batch, self.inks)  # the match log's own words
        self.log.head.text = ""  # the panel's heading says it
        self.problem = label(self.timeline.problem, WARN, anchor_x="center", anchor_y="center")
        self.footer = label(
            "Right/Left one action · Home/End · Space play or pause · S the story · Esc the "
            "list of saves · F1 every shortcut",
            FOOTER_INK,
            anchor_x="center",
            anchor_y="center",
        )
        self.chart = StoryChart(colours, (self.match.teams[0].name, self.match.teams[1].name))
        self._swatch_rects: list[Rect] = []
        self._panel: Rect = (0, 0, 0, 0)
        self.layout(self.window.width, self.window.height)

    # --- moving through the match ------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show the match after ``index`` actions (clamped to the replay)."""
        index = min(max(index, 0), len(self.timeline))
        if index == self.index + 1:  # one step on: no rebuilding
            before = len(self.match.events)
            if self.timeline.advance(self.match, self.index):
                self.index, self.fresh = index, before
        elif index != self.index:
            self.match, self.fresh = self.timeline.at(index)
            self.tokens = Tokens(self.match, self.colours)
            self.log.follow(Story(self.match))
            self.index = index
        self._show()

    def toggle_play(self) -> None:
        if not self.playing and self.index >= len(self.timeline):
            self.go(0)  # from the end, Space plays it all again
        self.playing, self.clock = not self.playing, 0.0
        self._show()

    def busy(self) -> bool:
        return self.playing or (self.chart_shown and self.story is not None and self.story.busy)

    def on_update(self, delta_time: float) -> None:
        if not self.playing:
            return
        seconds = self.app.settings.step_seconds
        self.clock += delta_time
        steps = 1 if seconds <= 0 else int(self.clock // seconds)
        if steps:
            self.clock -= steps * seconds
            self.go(self.index + steps)
        if self.index >= len(self.timeline):
            self.playing = False
            self._show()

    # --- what is shown -----------------------------------------------------------------------
    def _show(self) -> None:
        """Put the match's state into the texts and the tokens (after every move through the replay)."""
        m = self.match
        if self.geo is not None:
            self.tokens.rebuild(self.geo, spot=spotlight(m))
        home, away = m.teams
        self.score.text = f"{home.score} – {away.score}"
        if m.over:
            when = "Full time" if m.conceded is None else f"Full time: {m.teams[m.conceded].name} conceded"
        elif m.half == 0:
            when = "Before the kick-off"
        else:
            per_half = m.rules.match.turns_per_half
            when = f"Half {m.half} · home turn {home.turn}/{per_half} · away turn {away.turn}/{per_half}"
        state = "playing" if self.playing else "paused"
        self.chart.cursor = self._slot()
        self.turns.text = f"{when} · action {self.index} of {len(self.timeline)} · {state}"
        if self.log.rect[2] > 0:
            self.log.refresh()

    def layout(self, width: int, height: int) -> None:
        scale = _scale(self.app, width, height)
        centre, pad = width / 2, 16 * scale
        self._pad = pad
        place(self.score, centre, height - 34 * scale, 26 * scale)
        for name, x in zip(self.names, (centre - 60 * scale, centre + 60 * scale), strict=True):
            place(name, x, height - 34 * scale, 18 * scale)
        chip = 18 * scale
        self._swatch_rects = [
            (self.names[0].left - chip - pad / 2, height - 34 * scale - chip / 2, chip, chip),
            (self.names[1].right + pad / 2, height - 34 * scale - chip / 2, chip, chip),
        ]
        place(self.turns, centre, height - 68 * scale, max(9.0, 13 * scale))
        place(self.footer, centre, 18 * scale, 12 * scale)
        place(self.problem, centre, 40 * scale, 12 * scale)
        top, bottom = height - 90 * scale, 56 * scale
        panel_w = max(width * 0.28, 200 * scale)
        pitch_w = width - panel_w - 3 * pad
        self.geo = Geometry.fit(self.match.pitch, pad, bottom, pitch_w, top - bottom)  # as big with the story
        ends = (self.colours[0][0], self.colours[1][0])
        self.pitch_shapes = static_pitch(self.geo, self.match.pitch, ends)
        self.end_zones.layout(self.geo, self.match.pitch)
        self._panel = (width - panel_w - pad, bottom, panel_w, top - bottom)
        left, _, _, _ = self._panel
        place(self.heading, left + pad, top - pad - 14 * scale, 15 * scale)
        points = max(9, round(11 * scale))  # the story stays readable in the smallest window
        log_top, log_bottom = top - 36 * scale, bottom + pad / 2
        if self.chart_shown:  # the story's chart in the panel under the log: the pitch keeps its size
            chart_h = (top - bottom) * 0.42
            chart_rect = (left + pad / 2, bottom + pad / 2, panel_w - pad, chart_h)
            self.chart.layout(chart_rect, max(9.0, 10 * scale))
            log_bottom += chart_h + pad / 2
        self.log.layout((left + pad, log_bottom, panel_w - 2 * pad, log_top - log_bottom), points)
        self._show()

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    # --- the match's story ---------------------------------------------------------------------
    def toggle_story(self) -> None:
        """The chance-to-win chart in the panel under the log (its play-outs start the first time), or not."""
        if self.story is None:
            coaches = book_coaches(self.app.folder, self.session)  # as the book has them now
            self.story = StoryWorker(self.saved, save=self.path, coaches=coaches)
        self.chart_shown = not self.chart_shown
        self.layout(self.window.width, self.window.height)

    def _slot(self) -> float | None:
        """Where the replay is on the chart's axis: the last turn begun by now."""
        if self.story is None:
            return None
        begun = [sample.x for sample in self.story.story.samples if sample.at <= self.index]
        return begun[-1] if begun else None

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        """On the story: a key moment, or a turn on the chart, shows the match at that turn's start."""
        if not self.chart_shown or self.story is None:
            return
        moment = self.chart.moment_at(x, y)
        slot = self.chart.slot_at(x, y)
        if moment is not None:
            self.playing = False
            self.go(moment.at)
        elif slot is not None:
            begun = [s for s in self.story.story.samples if s.x <= slot and s.side is not None]
            if begun:
                self.playing = False
                self.go(begun[-1].at)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        if self.chart_shown:
            self.chart.hover(x, y)

    def on_draw(self) -> None:
        self.clear()
        if self.geo is not None and self.pitch_shapes is not None:
            self.pitch_shapes.draw()
            self.end_zones.draw()
            self.tokens.draw()
        arcade.draw_lbwh_rectangle_filled(*self._panel, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self._panel, PANEL_EDGE, 2)
        if self.chart_shown and self.story is not None:
            self.chart.show(self.story.story, self.story.status)
            self.chart.cursor = self._slot()
            self.chart.draw(tip=False)
        for rect, (fill, edge) in zip(self._swatch_rects, self.swatches, strict=True):
            arcade.draw_lbwh_rectangle_filled(*rect, fill)
            arcade.draw_lbwh_rectangle_outline(*rect, edge, 2)
        for line in (
            *self.names,
            self.score,
            self.turns,
            self.heading,
            self.problem,
            self.footer,
        ):
            line.draw()
        self.batch.draw()
        self.log.draw()
        if self.chart_shown:
            self.chart.tip.draw()  # a key moment's words whole, over the log if need be

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        """The wheel over the log goes back through the match's words up to this action."""
        if self.log.contains(x, y):
            self.log.scroll(round(scroll_y) * 3)
            self.log.refresh()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol == k.ESCAPE:
            if self.story is not None:
                self.story.close()
            self.app.go(Replays(lit=self.path))
        elif symbol == k.F1:
            self.app.go(Help(back=self))
        elif symbol == k.SPACE:
            self.toggle_play()
        elif symbol == k.S:
            self.toggle_story()
        elif symbol in (k.RIGHT, k.LEFT, k.HOME, k.END):
            self.playing = False
            target = {k.RIGHT: self.index + 1, k.LEFT: self.index - 1, k.HOME: 0, k.END: len(self.timeline)}
            self.go(target[symbol])
