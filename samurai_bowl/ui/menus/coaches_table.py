"""The Coaches screen's tables: each person in the coaches' book as a row of texts (place, name,
rating, matches played, won, drawn, lost, when he last played), and the AI levels' fixed ratings;
columns as shares of the table's width, numbers aligned right."""

from __future__ import annotations

from datetime import datetime

import arcade

from samurai_bowl.ratings.book import Record
from samurai_bowl.ratings.rating import Rating
from samurai_bowl.ui.kit.theme import MUTED_INK, SUBTITLE_INK, TITLE_INK, label

# (heading, the column's left edge as a share of the table's width, aligned right)
COLUMNS: tuple[tuple[str, float, bool], ...] = (
    ("#", 0.0, False),
    ("Coach", 0.06, False),
    ("Rating", 0.36, False),
    ("Played", 0.54, True),
    ("Won", 0.62, True),
    ("Drawn", 0.70, True),
    ("Lost", 0.78, True),
    ("Last played", 0.84, False),
)
NAME = 1


def last_played(when: float) -> str:
    return datetime.fromtimestamp(when).strftime("%Y-%m-%d") if when > 0 else "—"


def cells(place: int, record: Record) -> list[str]:
    return [
        str(place),
        record.name,
        record.rating.shown(),
        str(record.played),
        str(record.won),
        str(record.drawn),
        str(record.lost),
        last_played(record.last),
    ]


def headings() -> list[arcade.Text]:
    return [
        label(words, SUBTITLE_INK, anchor_x="right" if right else "left", anchor_y="center", bold=True)
        for words, _, right in COLUMNS
    ]


def row_texts(place: int, record: Record) -> list[arcade.Text]:
    return [
        label(
            words,
            TITLE_INK if column == NAME else SUBTITLE_INK,
            anchor_x="right" if right else "left",
            anchor_y="center",
            bold=column == NAME,
        )
        for column, (words, (_, _, right)) in enumerate(zip(cells(place, record), COLUMNS, strict=True))
    ]


def place_row(texts: list[arcade.Text], left: float, width: float, middle: float, points: int) -> None:
    """One row's texts in their columns of a table ``width`` wide from ``left``; a right-aligned
    column ends where the next begins (less a gap)."""
    pad = points * 0.6
    for index, (text, (_, start, right)) in enumerate(zip(texts, COLUMNS, strict=True)):
        text.font_size = points
        if right:
            end = COLUMNS[index + 1][1] if index + 1 < len(COLUMNS) else 1.0
            text.position = (round(left + width * end - pad * 2), round(middle))
        else:
            text.position = (round(left + width * start + pad), round(middle))


def level_texts(levels: dict[str, Rating]) -> list[tuple[arcade.Text, arcade.Text]]:
    """Each AI level and its fixed rating, strongest first."""
    ranked = sorted(levels.items(), key=lambda item: -item[1].mu)
    return [
        (
            label(f"the {level} AI", TITLE_INK, anchor_y="center"),
            label(rating.shown(), MUTED_INK, anchor_x="right", anchor_y="center"),
        )
        for level, rating in ranked
    ]
