"""The forms the League screen opens over itself: a new league (a typed name, single or double
round robin, and every rule option the rules offer, each explained), a team joining (a saved team
or a random one of a clan, and a person or an AI level to coach it), a player's new name or shirt
number, a team's new name, and the name an imported league takes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade

from samurai_bowl.league.rule_options import RuleOption, options_chosen
from samurai_bowl.teams.model import Team
from samurai_bowl.text.numbers import is_digit, whole_number
from samurai_bowl.ui.kit.choice_row import Row
from samurai_bowl.ui.kit.text_field import ENTER_KEYS, TextField
from samurai_bowl.ui.kit.theme import BAD, PANEL, PANEL_EDGE, SUBTITLE_INK, TITLE_INK, label, shorten
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.league.grid import Frame
from samurai_bowl.ui.league.option_rows import OptionRow

COACHES = ("human", "easy", "normal", "hard")
COACH_WORDS = ("A person (hot-seat)", "The AI, easy", "The AI, normal", "The AI, hard")
FORMATS = ("Single round robin", "Double round robin (home and away)")


class Typed:
    """A caption and a text field, on one line of a form."""

    def __init__(self, caption: str, field: TextField) -> None:
        self.caption = label(caption, SUBTITLE_INK, anchor_y="center")
        self.field = field

    def layout(self, left: float, y: float, width: float, points: float, scale: float) -> None:
        self.caption.font_size = max(6, round(points))
        self.caption.position = (round(left), round(y))
        self.field.place((left + width * 0.32, y - 19 * scale, width * 0.68, 38 * scale), points)

    @property
    def shown(self) -> bool:
        """A line whose field is off (the coach's name, when the AI coaches) is not drawn at all."""
        return self.field.enabled

    def draw(self, lit: bool) -> None:
        if not self.shown:
            return
        self.caption.color = TITLE_INK if lit else SUBTITLE_INK
        self.caption.draw()
        self.field.draw()


class Form:
    """A panel of lines to fill in; ↑↓ or Tab move between them, ←→ change a choice, Enter
    submits (its problem, if any, is shown in one line) and Esc cancels."""

    spacing = 62  # design pixels from one line to the next

    def __init__(
        self,
        heading: str,
        lines: list[Row | Typed],
        submit: Callable[[], None],
        cancel: Callable[[], None],
        verb: str,
    ) -> None:
        self.heading = label(heading, TITLE_INK, anchor_x="center", anchor_y="center", bold=True)
        self.lines = lines
        self.submit, self.cancel = submit, cancel
        self.problem = label("", BAD, anchor_x="center", anchor_y="center")
        self.buttons = ButtonColumn(
            [Button(verb, submit, arcade.key.ENTER), Button("Cancel", cancel, arcade.key.ESCAPE)]
        )
        self.rect = (0.0, 0.0, 0.0, 0.0)
        self.lit = 0
        self.light(0)

    def light(self, index: int, step: int = 1) -> None:
        """Light a line, skipping a field that is switched off; a lit field takes the typing."""
        for _ in self.lines:
            index %= len(self.lines)
            line = self.lines[index]
            if not isinstance(line, Typed) or line.field.enabled:
                break
            index += step
        self.lit = index
        for number, line in enumerate(self.lines):
            if isinstance(line, Typed):
                line.field.focus(number == index)

    def say(self, words: str) -> None:
        shorten(self.problem, words, self.rect[2] - 40)

    def layout(self, frame: Frame) -> None:
        s = frame.scale
        height = 150 + self.spacing * len(self.lines)
        top = min(120.0, (720 - height) / 2)
        self.rect = frame.rect(240, top, 800, height)
        frame.put(self.heading, 640, top + 36, 22)
        left, _, _, _ = frame.rect(280, 0, 0, 0)
        for index, line in enumerate(self.lines):
            _, y, _, _ = frame.rect(0, top + 96 + index * self.spacing, 0, 0)
            line.layout(left, y, 720 * s, 16 * s, s)
        frame.put(self.problem, 640, top + height - 74, 13)
        for index, button in enumerate(self.buttons.buttons):
            button.place(frame.rect(430 + index * 220, top + height - 56, 200, 40), 15 * s)
        self.say(self.problem.text)

    def draw(self) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 3)
        self.heading.draw()
        for index, line in enumerate(self.lines):
            line.draw(index == self.lit)
        self.problem.draw()
        self.buttons.draw()

    # --- input -------------------------------------------------------------------------------
    def key(self, symbol: int) -> None:
        k = arcade.key
        line = self.lines[self.lit]
        if symbol in (k.UP, k.DOWN, k.TAB):
            step = -1 if symbol == k.UP else 1
            self.light(self.lit + step, step)
        elif symbol in ENTER_KEYS:
            self.submit()
        elif symbol == k.ESCAPE:
            self.cancel()
        elif isinstance(line, Typed):
            line.field.key(symbol)
        elif symbol in (k.LEFT, k.RIGHT) and isinstance(line, Row):
            line.step(1 if symbol == k.RIGHT else -1)

    def text(self, words: str) -> None:
        line = self.lines[self.lit]
        if isinstance(line, Typed) and line.field.type(words):
            self.say("")  # a refusal goes once the line is being put right

    def click(self, x: float, y: float) -> None:
        for index, line in enumerate(self.lines):
            if isinstance(line, Row) and line.click(x, y):
                self.light(index)
                return
            if isinstance(line, Typed) and line.field.enabled and line.field.contains(x, y):
                self.light(index)
                return
        self.buttons.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.buttons.hover(x, y)


class NewLeagueForm(Form):
    """A name, the format, then a row for every rule option, each at the game's own value."""

    spacing = 78  # room for each option's explanation under it

    def __init__(
        self, options: list[RuleOption], submit: Callable[[], None], cancel: Callable[[], None]
    ) -> None:
        self.name = TextField(max_length=40, placeholder="Type the league's name")
        self.format = Row("Format", list(FORMATS))
        self.options = [OptionRow(option) for option in options]
        lines: list[Row | Typed] = [Typed("Name", self.name), self.format, *self.options]
        super().__init__("New league", lines, submit, cancel, "Create")

    @property
    def rounds(self) -> int:
        return self.format.index + 1

    @property
    def chosen(self) -> dict[str, dict[str, Any]]:
        """The rule options chosen otherwise than the game's own, as the league keeps them."""
        return options_chosen([row.option for row in self.options], [row.index for row in self.options])


class AddTeamForm(Form):
    """A saved team, or a random team of a clan drafted on the spot (``random_clans``: each clan's
    id and name, offered after the saved teams), and the person or AI level that coaches it."""

    def __init__(
        self,
        teams: list[Team],
        clans: list[str],
        submit: Callable[[], None],
        cancel: Callable[[], None],
        random_clans: list[tuple[str, str]] | None = None,
    ) -> None:
        self.teams = teams
        self.random_clans = random_clans or []
        choices = [f"{team.name} ({clan})" for team, clan in zip(teams, clans, strict=True)]
        choices += [f"A random {name} team" for _, name in self.random_clans]
        self.team = Row("Team", choices)
        self.coach = Row("Coach", list(COACH_WORDS), self._coach_changed)
        self.person = TextField(max_length=30, placeholder="Type the coach's name")
        lines: list[Row | Typed] = [self.team, self.coach, Typed("Coach's name", self.person)]
        super().__init__("A team joins the league", lines, submit, cancel, "Add")

    @property
    def random_clan(self) -> str | None:
        """The clan of the random team chosen, or None when a saved team is."""
        index = self.team.index - len(self.teams)
        return self.random_clans[index][0] if index >= 0 else None

    def _coach_changed(self, index: int) -> None:
        self.person.enabled = index == 0
        if not self.person.enabled:
            self.person.focus(False)

    @property
    def kind(self) -> str:
        return COACHES[self.coach.index]

    @property
    def coach_name(self) -> str:
        return self.person.value.strip() if self.kind == "human" else f"AI ({self.kind})"


class RenameForm(Form):
    """A player's name and shirt number, each at its value now: either or both may change."""

    def __init__(
        self, number: int, name: str, submit: Callable[[], None], cancel: Callable[[], None], most: int = 99
    ) -> None:
        self.number = number
        self.name = TextField(name, max_length=40, placeholder="Type the player's new name")
        self.shirt = TextField(
            str(number), max_length=len(str(most)), accept=is_digit, placeholder=f"A number from 1 to {most}"
        )
        lines: list[Row | Typed] = [Typed("New name", self.name), Typed("Shirt number", self.shirt)]
        super().__init__(f"Rename or renumber #{number} {name}", lines, submit, cancel, "Save")

    @property
    def new_number(self) -> int | None:
        """The shirt number typed, or None while the field holds none."""
        try:
            return whole_number(self.shirt.value)
        except ValueError:
            return None


class TeamNameForm(Form):
    """A team's new name; its players, their careers and its results stay its own."""

    def __init__(self, name: str, submit: Callable[[], None], cancel: Callable[[], None]) -> None:
        self.name = TextField(name, max_length=40, placeholder="Type the team's new name")
        super().__init__(f"Rename the team {name}", [Typed("New name", self.name)], submit, cancel, "Rename")


class ImportNameForm(Form):
    """The name an export is imported under, offered free at first."""

    def __init__(
        self, file_name: str, name: str, submit: Callable[[], None], cancel: Callable[[], None]
    ) -> None:
        self.name = TextField(name, max_length=40, placeholder="Type the league's name here")
        lines: list[Row | Typed] = [Typed("League name", self.name)]
        super().__init__(f"Import {file_name} as", lines, submit, cancel, "Import")
