"""A saved match names the persons who coach it: the names round-trip, a save from before names
loads with none, a bad name is one clear line naming the file and the field, and the session's
coaches are the AI levels and the book's persons (a person without a name at the prior)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.errors import DataError
from samurai_bowl.ratings.book import Book
from samurai_bowl.ratings.coach import Coach
from samurai_bowl.ratings.rating import PRIOR, Rating, level_rating
from samurai_bowl.sessions.session import Session, load_session, save_session


def session(data: GameData, coaches: tuple[str, str], names: tuple[str | None, str | None]) -> Session:
    rng = random.Random(3)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 3)
    return Session(match, coaches, names=names)


def saved_with(tmp_path: Path, data: GameData, **changes: object) -> Path:
    """A hot-seat save with ``changes`` made to its JSON (a key set to None is removed)."""
    doc = session(data, ("human", "human"), ("Kenji", "Aiko")).to_json()
    for key, value in changes.items():
        if value is None:
            doc.pop(key, None)
        else:
            doc[key] = value
    path = tmp_path / "match.json"
    path.write_text(json.dumps(doc))
    return path


def test_the_names_round_trip(data: GameData, tmp_path: Path) -> None:
    played = session(data, ("human", "hard"), ("Kenji", None))
    save_session(played, tmp_path / "a.json")
    assert json.loads((tmp_path / "a.json").read_text())["names"] == ["Kenji", None]
    assert load_session(data, tmp_path / "a.json", tmp_path).names == ("Kenji", None)
    hot_seat = session(data, ("human", "human"), ("Kenji", "Aiko"))
    save_session(hot_seat, tmp_path / "b.json")
    assert load_session(data, tmp_path / "b.json", tmp_path).names == ("Kenji", "Aiko")


def test_a_save_from_before_names_loads_unnamed(data: GameData, tmp_path: Path) -> None:
    loaded = load_session(data, saved_with(tmp_path, data, names=None), tmp_path)
    assert loaded.names == (None, None) and not loaded.rated
    unnamed = session(data, ("human", "normal"), (None, None))
    assert "names" not in unnamed.to_json()  # nothing new in a save without names


@pytest.mark.parametrize(
    ("names", "field", "message"),
    [
        (["K" * 41, None], "names[0]", "at most 40 characters (got 41)"),
        ([None, "Ai\x07ko"], "names[1]", "must not hold control characters"),
        ([None, "   "], "names[1]", "must not be empty"),
        ([7, None], "names[0]", "must be a name or null (got 7)"),
        (["Kenji"], "names", "must be two names or nulls, home first (got a list of 1)"),
        ("Kenji", "names", "must be two names or nulls, home first (got 'Kenji')"),
    ],
)
def test_a_bad_name_is_one_line_naming_the_file_and_field(
    data: GameData, tmp_path: Path, names: object, field: str, message: str
) -> None:
    path = saved_with(tmp_path, data, names=names)
    with pytest.raises(DataError) as refused:
        load_session(data, path, tmp_path)
    assert refused.value.source == str(path) and refused.value.field == field
    assert refused.value.message.startswith(message)
    assert "\n" not in str(refused.value)


def test_an_ai_side_takes_no_name(data: GameData, tmp_path: Path) -> None:
    path = saved_with(tmp_path, data, coaches=["human", "hard"], names=["Kenji", "Aiko"])
    with pytest.raises(DataError) as refused:
        load_session(data, path, tmp_path)
    assert refused.value.field == "names[1]" and "the hard AI coaches this side" in refused.value.message


def test_the_coaches_are_the_ai_levels_and_the_books_persons(data: GameData, tmp_path: Path) -> None:
    book = Book(tmp_path / "coaches.json")
    versus_ai = session(data, ("human", "hard"), ("Kenji", None))
    book.count("earlier", Coach.person("Kenji"), Coach.ai("easy"), 0)  # Kenji has beaten the easy AI
    kenji, ai = versus_ai.coaches_of(book)
    assert kenji == Coach.person("Kenji", book.rating("Kenji")) and kenji.rating.mu > PRIOR.mu
    assert ai == Coach.ai("hard") and ai.rating == level_rating("hard")
    assert versus_ai.rated
    unnamed = session(data, ("human", "human"), ("Kenji", None))
    assert unnamed.coaches_of(book)[1] == Coach.person(None, PRIOR)
    assert not unnamed.rated  # a person without a name: the match is not rated
    new = session(data, ("human", "human"), ("Aiko", "Kenji")).coaches_of(book)[0]
    assert new.name == "Aiko" and new.rating == Rating(PRIOR.mu, PRIOR.sigma)
