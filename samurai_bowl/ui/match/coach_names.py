"""The new-match screen's coach names: a row with a caption and a text field for each person who
coaches, and the one line that says whether the match will be rated, and at what ratings."""

from __future__ import annotations

from collections.abc import Callable

import arcade
from arcade.types import Color

from samurai_bowl.errors import DataError
from samurai_bowl.ratings.book import NAME_MAX, Book, clean_name, name_key
from samurai_bowl.ratings.coach import Coach
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.choice_row import Row, place_left
from samurai_bowl.ui.kit.settings import Settings
from samurai_bowl.ui.kit.text_field import TextField
from samurai_bowl.ui.kit.theme import MUTED_INK, SUBTITLE_INK, TITLE_INK, WARN, label

UNNAMED = "no name: not rated"


class NameRow:
    """A caption and a one-line field for a coach's name, in the columns of the choice rows."""

    def __init__(self, caption: str, value: str, on_enter: Callable[[str], None]) -> None:
        self.caption = label(caption, SUBTITLE_INK, anchor_y="center")
        self.field = TextField(value, max_length=NAME_MAX, placeholder=UNNAMED, on_enter=on_enter)

    def layout(self, left: float, y: float, width: float, points: float, scale: float) -> None:
        place_left(self.caption, left, y, points)
        start, tall = Row.value_left(left, width), 36 * scale
        self.field.place((start, y - tall / 2, left + width - start, tall), points)

    def draw(self, lit: bool) -> None:
        self.caption.color = TITLE_INK if lit else SUBTITLE_INK
        self.caption.draw()
        self.field.draw()

    @property
    def name(self) -> str | None:
        """The name typed, tidied; None when none is; DataError when the book would refuse it."""
        typed = self.field.value
        return clean_name(typed, "Coach name") if typed.strip() else None


def rating_line(
    names: list[str | None], level: str | None, book: Book | None, problem: str | None
) -> tuple[str, Color]:
    """Whether a match between ``names`` (one person against the AI at ``level``, or two people
    at one screen) is rated, and at what ratings, in one line and its colour."""
    if any(name is None for name in names):
        who = "No name given" if len(names) == 1 else "A coach has no name"
        return f"{who}: this match will not be rated", MUTED_INK
    people = [name for name in names if name is not None]
    if len(people) == 2 and name_key(people[0]) == name_key(people[1]):
        return "One coach on both benches: this match will not be rated", MUTED_INK
    if book is None:
        return f"{problem} — ratings not updated", WARN
    shown = [book.coach(name).shown() for name in people]
    if level is not None:
        shown.append(Coach.ai(level).shown())
    return "Rated: " + " v ".join(shown), MUTED_INK


def typed_names(rows: list[NameRow]) -> tuple[list[str | None], str | None]:
    """Each row's name (None for none), and the first name refused, in words."""
    names: list[str | None] = []
    for row in rows:
        try:
            names.append(row.name)
        except DataError as exc:
            return [None for _ in rows], str(exc)
    return names, None


def remember(app: Host, names: list[str | None]) -> None:
    """The names typed (the first person's, then the second's), kept in the settings for the next
    match; a failed write keeps them for this run only."""
    fields = ("coach_name", "second_coach_name")
    wanted = {field: name or "" for field, name in zip(fields, names, strict=False)}
    settings = app.settings
    if all(getattr(settings, field) == value for field, value in wanted.items()):
        return
    changed = Settings.model_validate({**settings.model_dump(), **wanted})
    try:
        app.save_settings(changed)
    except OSError:
        app.settings = changed


def name_key_pressed(rows: list[NameRow], symbol: int) -> bool:
    """A key for the focused field (Backspace, Enter, typing keys); Up, Down, Esc, Tab and F1 are
    the screen's."""
    if symbol in (arcade.key.UP, arcade.key.DOWN, arcade.key.F1):
        return False
    return any(row.field.key(symbol) for row in rows)
