"""The end of a match: who won (or conceded), the score, casualties and winnings, each named
coach's rating as the match moved it (every kind of match the window plays ends here, so the
match is counted in the coaches' book here), each team's players in a table of measured columns
under a band in the team's colour, and the way to this match's replay or back to the menu."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade

from samurai_bowl.sessions.rated import book_coaches, count_finished
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.legible import LEGIBLE, PIXELS_PER_POINT, fit, fit_buttons, put
from samurai_bowl.ui.kit.theme import BAD, MUTED_INK, SUBTITLE_INK, TITLE_INK, WARN, label, text
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.match.end_table import COLUMNS, NAME, TeamTable, players
from samurai_bowl.ui.pitch.draw import team_colours
from samurai_bowl.ui.routes import Leagues, Replay
from samurai_bowl.ui.screen import ButtonScreen
from samurai_bowl.ui.story.chart import StoryChart
from samurai_bowl.ui.story.worker import StoryWorker

NAME_EMS = 9  # the name column is at least this many times the writing's size wide


def verdict(session: Session, result: dict[str, Any]) -> str:
    """The heading: who won, or who conceded (R3.8) and so lost whatever the score."""
    teams = session.match.teams
    winner, conceded = result.get("winner"), result.get("conceded")
    if conceded is not None:
        before = not any(p.get("played") for p in result.get("players", []))
        when = " before the kick-off" if before else ""
        return f"{teams[conceded].name} conceded{when}: {teams[1 - conceded].name} win"
    return "Full time: " + ("A draw" if winner is None else f"{teams[winner].name} win")


class EndView(ButtonScreen):
    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        m = session.match
        result = m.result or {}
        home, away = m.teams
        self.heading = text(verdict(session, result), TITLE_INK, anchor_y="center", bold=True)
        self.score = text(
            f"{home.name} {home.score} – {away.score} {away.name}", SUBTITLE_INK, anchor_y="center"
        )
        caused = result.get("casualties_caused", [0, 0])
        koku = result.get("winnings", [0, 0])
        self.totals = label(
            f"Casualties caused {caused[0]} – {caused[1]}   ·   winnings {koku[0]} – {koku[1]} koku",
            WARN,
            anchor_x="center",
            anchor_y="center",
        )
        # the match counted in the coaches' book (once, by its id), and each person's new rating
        self.counted = count_finished(app.folder, session)
        said = self.counted.line() if self.counted is not None else ""
        failed = self.counted is not None and self.counted.problem is not None
        self.ratings = label(said, BAD if failed else SUBTITLE_INK, anchor_x="center", anchor_y="center")
        coaches = self.counted.before if self.counted is not None else book_coaches(app.folder, session)
        colours = team_colours(app.data, m)
        self.tables = [
            TeamTable(m.teams[side].name, colours[side][0], players(result, side)) for side in (0, 1)
        ]
        # a league fixture goes back to its league, where the season goes on; any other to the menu
        self.back_to = "the league" if session.league is not None else "the menu"
        self.footer = text(
            "W watches the replay · S the match's story or the players · "
            f"Enter or Esc: back to {self.back_to}",
            MUTED_INK,
            anchor_y="center",
        )
        from samurai_bowl.engine import seed_label

        self.replay_file = app.saves / f"match-{seed_label(m.seed)}.json"
        watch = Button("Watch the replay", self.watch, arcade.key.W, enabled=self.replay_file.exists())
        # the match's story: each side's chance to win over the turns, worked out in the background
        self.story = StoryWorker(m, save=self.replay_file, coaches=coaches)
        self.chart = StoryChart(colours, (home.name, away.name))
        self.showing_story = False
        self.story_button = Button("The match's story", self.toggle_story, arcade.key.S)
        self.menu = ButtonColumn(
            [watch, self.story_button, Button(f"Back to {self.back_to}", self.leave, arcade.key.ENTER)]
        )
        self.layout(self.window.width, self.window.height)

    def watch(self, at: int | None = None) -> None:
        """This match again from the kick-off, playing at the animation speed; or paused after
        ``at`` actions (a key moment), with the story shown."""
        if not self.replay_file.exists():
            return
        story = self.story if at is not None else None
        self.app.go(Replay(self.replay_file, story=story, at=at, play=at is None))

    def toggle_story(self) -> None:
        """The chance-to-win chart in place of the players' tables, and back."""
        self.showing_story = not self.showing_story
        self.story_button.text.text = "The players" if self.showing_story else "The match's story"

    def leave(self) -> None:
        self.story.close()
        if self.session.league is not None:
            self.app.go(Leagues(Path(self.session.league["path"])))
        else:
            self.app.main_menu()

    # --- layout and drawing ---------------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        s = self.scale(width, height)
        room = width * 0.94
        y = height - 14 * s
        lines = [(self.heading, 30), (self.score, 19), (self.totals, 13)]
        if self.ratings.text:
            lines.append((self.ratings, 13))
        for line, size in lines:  # one under another
            put(line, width / 2, y, size * s)
            fit([line], line.font_size, room)
            y -= line.font_size * PIXELS_PER_POINT * 0.75
            line.y = round(y)
            y -= line.font_size * PIXELS_PER_POINT * 0.75 + 4 * s
        button_h = max(24.0, 36 * min(s, height / 720 * 1.2))
        put(self.footer, width / 2, button_h * 0.45, 11 * s)
        fit([self.footer], self.footer.font_size, room)
        buttons_top = button_h * 1.1 + button_h
        count = len(self.menu.buttons)
        button_w = min(260 * s, width * 0.9 / count)
        for index, button in enumerate(self.menu.buttons):
            left = width / 2 - (count * button_w + (count - 1) * 16) / 2 + index * (button_w + 16)
            button.place((left, buttons_top - button_h, button_w, button_h), 14 * s)
        fit_buttons(self.menu.buttons)
        same = min(b.text.font_size for b in self.menu.buttons)  # side by side: one size for both
        for button in self.menu.buttons:
            button.text.font_size = same
        self._tables(width, y - 10 * s, buttons_top + button_h * 0.4, s)
        top, bottom = y - 10 * s, buttons_top + button_h * 0.4
        self.chart.layout((width * 0.03, bottom, width * 0.94, top - bottom), max(LEGIBLE, 11 * s))

    def _tables(self, width: int, top: float, bottom: float, s: float) -> None:
        """The two tables side by side between ``top`` and ``bottom``: rows as tall as fit, the
        largest legible writing at which every column but the name fits beside a fair name."""
        margin, gap = width * 0.03, width * 0.03
        section = (width - 2 * margin - gap) / 2
        rows = max((len(t.rows) for t in self.tables), default=0)
        tall = 24 * max(s, top / 540)  # a window taller than it is wide gives the rows the room
        row_h = max(LEGIBLE * PIXELS_PER_POINT * 1.35, min(tall, (top - bottom) / (rows + 2.5)))
        size = min(12 * tall / 24, row_h * 0.62 / PIXELS_PER_POINT)
        texts = [t for table in self.tables for t in table.texts]
        while True:
            for t in texts:
                t.font_size = max(LEGIBLE, round(size))
            widths = [max(w) for w in zip(*(t.widths() for t in self.tables), strict=True)]
            spacing = max(LEGIBLE, round(size)) * PIXELS_PER_POINT * 1.2
            others = sum(w for c, w in enumerate(widths) if c != NAME) + spacing * (len(COLUMNS) - 1)
            if others + NAME_EMS * size * PIXELS_PER_POINT <= section - row_h or round(size) <= LEGIBLE:
                break
            size -= 1
        for table in self.tables:
            table.name.font_size = max(LEGIBLE, round(size * 1.15))
        widths[NAME] = section - row_h - others  # the name takes what the other columns leave
        shown = max(0, int((top - bottom) / row_h - 2.5))
        for side, table in enumerate(self.tables):
            left = round(margin + side * (section + gap))
            x, lefts, rights = row_h * 0.5, [], []
            for w in widths:  # whole pixels from the table's edge: both tables alike
                lefts.append(left + round(x))
                rights.append(left + round(x + w))
                x += w + spacing
            table.place(left, top, section, row_h, lefts, rights, shown)

    def on_draw(self) -> None:
        self.clear()
        if self.showing_story:
            self.chart.show(self.story.story, self.story.status)
            self.chart.draw()
        else:
            for table in self.tables:
                table.draw()
        for line in (self.heading, self.score, self.totals, self.ratings, self.footer):
            line.draw()
        self.menu.draw()

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        super().on_mouse_motion(x, y, dx, dy)
        if self.showing_story:
            self.chart.hover(x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        """A key moment of the story opens the replay at the start of its turn."""
        moment = self.chart.moment_at(x, y) if self.showing_story else None
        if moment is not None:
            self.watch(moment.at)
        else:
            super().on_mouse_press(x, y, button, modifiers)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.leave()
        else:
            super().on_key_press(symbol, modifiers)
