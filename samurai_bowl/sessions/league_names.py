"""Who coaches a league fixture by name: a person's side takes the name his league entry gives
its coach, so that the fixture counts in the coaches' book under that name."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.ratings.book import clean_name
from samurai_bowl.sessions.session import Session

Names = tuple[str | None, str | None]


def person_name(coach_kind: str, coach: str) -> str | None:
    """The name of a league entry's coach when a person coaches it and the name is one the book
    takes; None for the AI, or a name it does not (the match is then not rated)."""
    if coach_kind != "human" or not coach.strip():
        return None
    try:
        return clean_name(coach)
    except DataError:
        return None


def league_names(session: Session, data: GameData) -> Names:
    """The names of the persons who coach the sides of ``session``'s league fixture, read from its
    league file; none when it is not a fixture or its league or fixture cannot be read."""
    league = session.league
    if league is None or not isinstance(league.get("name"), str):
        return None, None
    from samurai_bowl.league.db import open_db
    from samurai_bowl.league.store import LeagueStore

    try:
        db = open_db(Path(league["path"]), create=False)
        try:
            store = LeagueStore(db, data)
            fixture = store.fixture(store.league(league["name"]), league["fixture"])
        finally:
            db.close()
    except (DataError, OSError, sqlite3.Error):
        return None, None
    entries = (fixture.home, fixture.away)
    home, away = (
        person_name(entry.coach_kind, entry.coach) if session.human(side) else None
        for side, entry in enumerate(entries)
    )
    return home, away
