"""Choosing a match: your team (or a random one of a clan), the opponent's, the AI's level,
R4.2's action limit, and the name of each person who coaches (remembered in the settings; a
match with a person unnamed is not rated); and resuming the match an earlier run left behind."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import arcade

from samurai_bowl.engine import Match, new_seed
from samurai_bowl.sessions.rated import read_book
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.model import Team
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.choice_row import Row, place_left
from samurai_bowl.ui.kit.legible import fit
from samurai_bowl.ui.kit.theme import (
    BAD,
    MUTED_INK,
    TITLE_INK,
    label,
    place,
    text,
)
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.match.coach_names import NameRow, name_key_pressed, rating_line, remember, typed_names
from samurai_bowl.ui.routes import PlayMatch
from samurai_bowl.ui.screen import ButtonScreen

LEVELS = ("easy", "normal", "hard")
# R4.2's rule option action_limit, as the set-up screen offers it (the default first)
ACTION_LIMITS = (("team", "the team's (R4.2)"), ("model", "each model's"))
# the rule option undo, as the set-up screen offers it (the default first)
TAKE_BACKS = ((True, "allowed until a die is rolled (Ctrl+Z)"), (False, "not allowed"))


def match_options(manual_turn_counter: bool, action_limit: str, undo: bool = True) -> dict[str, Any] | None:
    """The rule options of a new match: the settings' manual turn counter (R4.1), the chosen
    action limit (R4.2) and whether coaches may take back their last actions, all in the rules'
    "match" section; None when all are the defaults."""
    section: dict[str, Any] = {}
    if manual_turn_counter:
        section["manual_turn_counter"] = True
    if action_limit != ACTION_LIMITS[0][0]:
        section["action_limit"] = action_limit
    if not undo:
        section["undo"] = False
    return {"match": section} if section else None


@dataclass
class TeamChoice:
    """A saved team, or a team drafted at random for a clan when the match starts."""

    words: str
    team: Team | None = None
    clan: str = ""

    def make(self, app: Host, rng: random.Random) -> Team:
        if self.team is not None:
            return self.team
        from samurai_bowl.ai.drafting import draft_team

        return draft_team(app.data, self.clan, rng)


def team_choices(app: Host) -> tuple[list[TeamChoice], list[str]]:
    """Every saved team that loads, then a random team of each clan; and the files that failed."""
    choices, broken = [], []
    for stored in app.teams.list(app.data):
        if stored.team is None:
            broken.append(str(stored.error))
            continue
        team = stored.team
        choices.append(TeamChoice(f"{team.name} ({app.data.roster(team.clan).name})", team))
    choices += [
        TeamChoice(f"A random {roster.name} team", clan=clan) for clan, roster in app.data.rosters.items()
    ]
    return choices, broken


class MatchSetupView(ButtonScreen):
    def __init__(self, app: Host, against_ai: bool, seed: int | None = None) -> None:
        super().__init__(app)
        self.against_ai = against_ai
        self.seed = seed if seed is not None else new_seed()  # a given one: for reproducible tests
        self.choices, broken = team_choices(app)
        names = [c.words for c in self.choices]
        heading = "Play against the AI" if against_ai else "Hot-seat: two coaches, one screen"
        self.heading = text(heading, TITLE_INK, anchor_y="center", bold=True)
        self.rows = [
            Row("Your team" if against_ai else "Home team", names),
            Row("The AI's team" if against_ai else "Away team", names),
        ]
        self.rows[1].step(min(1, len(names) - 1))
        self.level: Row | None = None
        if against_ai:
            self.level = Row("AI level", list(LEVELS))
            self.level.step(1)  # normal
            self.rows.append(self.level)
        self.action_limit = Row("One action per turn", [words for _, words in ACTION_LIMITS])
        self.rows.append(self.action_limit)
        self.take_backs = Row("Taking actions back", [words for _, words in TAKE_BACKS])
        self.rows.append(self.take_backs)
        settings = app.settings
        self.names = (
            [NameRow("Your name", settings.coach_name, self._enter)]
            if against_ai
            else [
                NameRow("Home coach's name", settings.coach_name, self._enter),
                NameRow("Away coach's name", settings.second_coach_name, self._enter),
            ]
        )
        self.book, self.book_problem = read_book(app.folder)
        self.rated = label("", MUTED_INK, anchor_y="center")  # whether the match will be rated
        self.lit = 0  # a choice row, then the name rows
        self.problems = [label(line, BAD, anchor_y="center") for line in broken[:3]]
        self.hint = text(
            "↑↓ choose a line · ←→ change it · type a name · Enter starts · Esc back",
            MUTED_INK,
            anchor_y="center",
        )
        self.menu = ButtonColumn(
            [
                Button("Start the match", self.start, arcade.key.ENTER),
                Button("Back", self.app.main_menu, arcade.key.ESCAPE),
            ]
        )
        self.layout(self.window.width, self.window.height)
        self.explain()

    def _enter(self, _: str) -> None:
        self.start()

    def explain(self) -> None:
        """The line under the names: whether the match will be rated, and at what ratings."""
        names, refused = typed_names(self.names)
        level = LEVELS[self.level.index] if self.level is not None else None
        words, colour = (refused, BAD) if refused else rating_line(names, level, self.book, self.book_problem)
        self.rated.text, self.rated.color = words, colour
        fit([self.rated], self.rated.font_size, self.window.width * 0.9)

    def start(self) -> None:
        names, refused = typed_names(self.names)
        if refused:
            self.explain()
            return
        remember(self.app, names)
        rng = random.Random(self.seed)
        home = self.choices[self.rows[0].index].make(self.app, rng)
        away = self.choices[self.rows[1].index].make(self.app, rng)
        coaches = ("human", LEVELS[self.level.index]) if self.level is not None else ("human", "human")
        limit = ACTION_LIMITS[self.action_limit.index][0]
        undo = TAKE_BACKS[self.take_backs.index][0]
        options = match_options(self.app.settings.manual_turn_counter, limit, undo)
        match = Match(self.app.data, home, away, self.seed, options)
        people = (names[0], None) if self.level is not None else (names[0], names[1])
        self.app.go(PlayMatch(Session(match, coaches, names=people)))

    def layout(self, width: int, height: int) -> None:
        scale = self.scale(width, height)
        place(self.heading, width / 2, height * 0.85, 34 * scale)
        row_w = min(width * 0.8, 900 * scale)
        left = (width - row_w) / 2
        y = height * 0.75
        for row in self.lines:
            row.layout(left, y, row_w, 18 * scale, scale)
            y -= 48 * scale
        place_left(self.rated, left, y + 16 * scale, 12 * scale)
        fit([self.rated], self.rated.font_size, row_w)
        for index, line in enumerate(self.problems):  # under the last row, above the buttons
            place_left(line, left, y - 6 * scale - index * 22 * scale, 12 * scale)
        self.menu.layout(
            width / 2 - 160 * scale, height * 0.24, 320 * scale, 40 * scale, 10 * scale, 16 * scale
        )
        place(self.hint, width / 2, height * 0.05, 12 * scale)

    def on_draw(self) -> None:
        self.clear()
        self.heading.draw()
        for index, row in enumerate(self.lines):
            row.draw(index == self.lit)
        self.rated.draw()
        for line in self.problems:
            line.draw()
        self.menu.draw()
        self.hint.draw()

    @property
    def lines(self) -> list[Row | NameRow]:
        """The lines Up and Down go through: the choices, then the names."""
        return [*self.rows, *self.names]

    def light(self, index: int) -> None:
        """Light line ``index`` (the choice rows, then the names): a name's field takes the typing."""
        self.lit = index
        for at, row in enumerate(self.names, start=len(self.rows)):
            row.field.focus(at == index)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        for index, row in enumerate(self.rows):
            if row.click(x, y):
                self.light(index)
                self.explain()
                return
        for index, name in enumerate(self.names, start=len(self.rows)):
            if name.field.contains(x, y):
                self.light(index)
                return
        self.light(self.lit if self.lit < len(self.rows) else 0)  # a click elsewhere: no field typed in
        super().on_mouse_press(x, y, button, modifiers)

    def on_text(self, words: str) -> None:
        if any(row.field.type(words) for row in self.names):
            self.explain()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if name_key_pressed(self.names, symbol):
            self.explain()
        elif symbol in (k.UP, k.DOWN):
            self.light((self.lit + (1 if symbol == k.DOWN else -1)) % len(self.lines))
        elif symbol in (k.LEFT, k.RIGHT) and self.lit < len(self.rows):
            self.rows[self.lit].step(1 if symbol == k.RIGHT else -1)
            self.explain()
        else:
            super().on_key_press(symbol, modifiers)
