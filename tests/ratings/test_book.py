"""The coaches' book in the data folder: a match moves its persons once, names match without
regard to case, and a damaged file is refused naming its field and never overwritten."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from samurai_bowl.errors import DataError
from samurai_bowl.ratings.book import BOOK_FILE, Book, clean_name
from samurai_bowl.ratings.coach import Coach
from samurai_bowl.ratings.rating import PRIOR


def test_a_match_moves_each_person_once_and_survives_a_reload(tmp_path: Path) -> None:
    book = Book.load(tmp_path)
    assert book.rating("Kenji") == PRIOR and not book.records
    assert book.count("m1", book.coach("Kenji"), Coach.ai("normal"), 0)
    assert not book.count("m1", book.coach("Kenji"), Coach.ai("normal"), 0)  # seen again: once only
    assert book.count("m2", book.coach("Aiko"), book.coach(" kenji "), None)
    book.save()
    again = Book.load(tmp_path)
    kenji = again.record("KENJI")
    assert kenji.name == "Kenji" and (kenji.won, kenji.drawn, kenji.lost) == (1, 1, 0)
    assert kenji.rating.mu > PRIOR.mu and kenji.rating.sigma < PRIOR.sigma
    assert again.record("Aiko").drawn == 1
    assert next(r.name for r in again.ranked()) == "Kenji"


def test_matches_with_no_person_or_one_person_twice_move_nothing(tmp_path: Path) -> None:
    book = Book.load(tmp_path)
    assert not book.count("a", Coach.ai("easy"), Coach.ai("hard"), 1)
    assert not book.count("b", book.coach("Kenji"), book.coach("kenji"), 0)
    assert not book.count("c", Coach.person(None), Coach.ai("normal"), 0)  # nobody to rate
    assert not book.records and not book.counted


@pytest.mark.parametrize(
    ("doc", "field"),
    [
        ({"format": "other"}, "format"),
        ({"format": "samurai-bowl-coaches-1", "coaches": {}}, "coaches"),
        (
            {"format": "samurai-bowl-coaches-1", "coaches": [{"name": "A", "mu": "x", "sigma": 1}]},
            "coaches[0].mu",
        ),
        (
            {"format": "samurai-bowl-coaches-1", "coaches": [{"name": "A", "mu": 1, "sigma": 0}]},
            "coaches[0].sigma",
        ),
        (
            {"format": "samurai-bowl-coaches-1", "coaches": [{"name": "A", "mu": 1, "sigma": 1, "won": -1}]},
            "won",
        ),
        (
            {
                "format": "samurai-bowl-coaches-1",
                "coaches": [{"name": "A", "mu": 1, "sigma": 1}, {"name": "a", "mu": 1, "sigma": 1}],
            },
            "twice",
        ),
    ],
)
def test_a_damaged_book_is_refused_naming_the_field(tmp_path: Path, doc: object, field: str) -> None:
    path = tmp_path / BOOK_FILE
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(DataError, match=field.replace("[", r"\[").replace("]", r"\]")) as caught:
        Book.load(tmp_path)
    assert str(caught.value).startswith(BOOK_FILE)
    assert path.read_bytes() == before


def test_a_name_is_tidied_and_checked() -> None:
    assert clean_name("  Kenji   the  Bold ") == "Kenji the Bold"
    for bad, why in (("  ", "empty"), ("x" * 41, "at most 40"), ("a\x07b", "control")):
        with pytest.raises(DataError, match=why):
            clean_name(bad)
