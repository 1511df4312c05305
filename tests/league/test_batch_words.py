"""What a batch of AI fixtures says it left: which wait for a person, and which only for those games
(a team plays its games in round order, as injuries and SPP carry over)."""

from __future__ import annotations

from typing import Any

from samurai_bowl.league.batch import played_words, waiting
from samurai_bowl.league.store import Entry, Fixture

ANN = Entry(1, "Cranes", "crane", "Ann", "human")
AI = [Entry(n, f"Team {n}", "lion", "AI", "normal") for n in (2, 3, 4)]


def fixture(number: int, round_: int, home: Entry, away: Entry, record: Any = None) -> Fixture:
    return Fixture(number, round_, home, away, number, record, number)


def test_fixtures_behind_a_persons_game_are_told_apart_from_it() -> None:
    season = [
        fixture(1, 1, ANN, AI[0]),
        fixture(2, 1, AI[1], AI[2], {"score": [1, 0]}),
        fixture(3, 2, AI[0], AI[1]),  # Team 2 waits for its round-1 game against Ann
        fixture(4, 2, ANN, AI[2]),
        fixture(5, 3, AI[1], AI[2]),  # Teams 3 and 4 wait behind fixtures 3 and 4
    ]
    assert waiting(season) == (2, 2)
    assert waiting([fixture(6, 1, AI[0], AI[1])]) == (0, 0)  # playable: nothing waits
    assert played_words(1, 0, waiting(season)) == (
        "1 fixture played and recorded; 2 wait for a person, 2 for those games first."
    )
    assert played_words(0, 0, (1, 2)) == "Nothing recorded here: 1 waits for a person, 2 for that game first."
    assert played_words(3, 1, (2, 0)) == (
        "3 fixtures played and recorded; 1 recorded by another game meanwhile; 2 wait for a person."
    )
