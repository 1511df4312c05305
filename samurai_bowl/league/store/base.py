"""What every part of the league store builds on: the league, a team in it and a fixture as the
store hands them out, the open database and the game's data, and the one rule every change keeps
(its checks and its writes in a single transaction that holds the write lock)."""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Concatenate, ParamSpec, TypeVar

from samurai_bowl.data.loader import GameData
from samurai_bowl.errors import DataError, FieldProblem
from samurai_bowl.league.db import LeagueDB


@dataclass(frozen=True)
class League:
    id: int
    name: str
    rounds: int  # 1 single, 2 double round robin
    options: dict[str, Any]
    season: int  # the current season's number
    season_id: int


@dataclass(frozen=True)
class Entry:
    id: int
    name: str
    clan: str
    coach: str
    coach_kind: str  # "human" or an AI level


@dataclass(frozen=True)
class Fixture:
    id: int
    round: int
    home: Entry
    away: Entry
    # the dice: those it was played with, or those a schedule drawn from a given seed set for it;
    # None until a fixture drawn without one is played (it is given fresh ones then, in secret)
    seed: int | None
    record: dict[str, Any] | None  # the recorded result, if any
    number: int  # as people see it: 1, 2, 3… in each season of each league

    @property
    def played(self) -> bool:
        return self.record is not None


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class StoreBase:
    """The league database and the game's data, and the lookups by id every part needs."""

    def __init__(self, db: LeagueDB, data: GameData) -> None:
        self.db = db
        self.data = data

    @property
    def con(self) -> sqlite3.Connection:
        return self.db.connection

    def _league_of(self, entry: Entry) -> str:
        row = self.con.execute(
            "SELECT name FROM league WHERE id = (SELECT league_id FROM entry WHERE id = ?)", (entry.id,)
        ).fetchone()
        return str(row["name"]) if row else "?"

    def _fixture_number(self, fixture_id: int) -> tuple[int, int]:
        """(season, number as people see it) of a fixture known by its id."""
        row = self.con.execute(
            "SELECT s.number AS season, f.number AS number "
            "FROM fixture f JOIN season s ON s.id = f.season_id WHERE f.id = ?",
            (fixture_id,),
        ).fetchone()
        return row["season"], row["number"]


S = TypeVar("S", bound=StoreBase)
P = ParamSpec("P")
R = TypeVar("R")


def checked_and_written(method: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[S, P], R]:
    """The method's checks and its writes in one transaction, begun with the write lock: what it
    checked (a treasury, the numbers worn, a fixture still open) stays true until it commits, so
    processes sharing the league file take turns instead of each acting on what it read before."""

    @functools.wraps(method)
    def run(store: S, *args: P.args, **kwargs: P.kwargs) -> R:
        with store.db.transaction():
            return method(store, *args, **kwargs)

    return run


def fits_sqlite(value: int) -> bool:
    """Whether SQLite holds ``value`` as an integer (beyond, binding it is an OverflowError)."""
    return -(2**63) <= value < 2**63


def unreadable(league: str, season: int, number: int, problem: FieldProblem) -> DataError:
    """A stored result that cannot be read, named as people know it."""
    field = problem.field.removeprefix("record").lstrip(".")
    source = f"league {league!r}: season {season}, fixture #{number}'s result"
    return DataError(source, problem.message, field)
