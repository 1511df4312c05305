"""A league export checked whole before anything of it is written: every row's shape, every
reference between rows, and the ledger replayed in order as the store would have written it."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import Field, Strict

from samurai_bowl.data.loader import GameData
from samurai_bowl.errors import FieldProblem
from samurai_bowl.league.schema import MOST_SEED
from samurai_bowl.league.teams import apply
from samurai_bowl.league.validate_base import RowModel, checked, json_value, within
from samurai_bowl.league.validate_league import league_name, league_rules, options_shape
from samurai_bowl.league.validate_ledger import Book, check_ids, follow, row_data
from samurai_bowl.league.validate_record import MatchRecord, RecordLimits, check_record
from samurai_bowl.teams.model import Name, Team
from samurai_bowl.teams.rules import check_team

Key = Annotated[int, Strict()]
Stamp = Annotated[str, Strict(), Field(max_length=64)]
Seed = Annotated[int, Strict(), Field(ge=0, le=MOST_SEED)]
Stored = Annotated[int, Strict(), Field(ge=1, le=2**63 - 1)]  # a number SQLite keeps as an integer


class LeagueRow(RowModel):
    id: Key
    name: Any
    rounds: Annotated[int, Strict(), Field(ge=1, le=2)]
    options: str = "{}"
    created: Stamp


class SeasonRow(RowModel):
    id: Key
    league_id: Key
    number: Stored
    started: Stamp | None = None


class EntryRow(RowModel):
    id: Key
    league_id: Key
    name: Name
    clan: str
    coach: Annotated[str, Strict(), Field(min_length=1, max_length=100)]
    coach_kind: Literal["human", "easy", "normal", "hard"]


class FixtureRow(RowModel):
    id: Key
    season_id: Key
    round: Stored
    number: Stored  # #N of its season, kept when others are withdrawn
    home_id: Key
    away_id: Key
    seed: Seed | None = None  # None: fresh secret dice when it is played


class LedgerRow(RowModel):
    seq: Key
    entry_id: Key | None = None
    fixture_id: Key | None = None
    kind: str
    data: str
    at: Stamp


class Export(RowModel):
    format: str
    league: LeagueRow
    seasons: list[SeasonRow]
    entries: list[EntryRow]
    fixtures: list[FixtureRow]
    ledger: list[LedgerRow]


@dataclass(frozen=True)
class Checked:
    """An export that may be imported: its rows, each ledger row's data as the store writes it."""

    name: str
    league: LeagueRow
    options: dict[str, dict[str, Any]]
    seasons: list[SeasonRow]
    entries: list[EntryRow]
    fixtures: list[FixtureRow]
    ledger: list[tuple[LedgerRow, dict[str, Any]]]


def check_export(saved: dict[str, Any], game: GameData, name: str | None = None) -> Checked:
    """The export, or a :class:`FieldProblem` naming the first row and field that is wrong."""
    export = checked(Export, saved)
    if name is None:
        try:
            name = league_name(export.league.name)
        except FieldProblem as problem:
            raise FieldProblem("league.name", problem.message) from None
    try:
        options = options_shape(json_value(export.league.options))
        rules = league_rules(options, game.rules)
    except FieldProblem as problem:
        raise within("league.options", problem) from None
    _unique("seasons", [s.id for s in export.seasons], "id")
    numbers = sorted(s.number for s in export.seasons)
    if not numbers:
        raise FieldProblem("seasons", "a league has at least its first season (got none)")
    if numbers != list(range(1, len(numbers) + 1)):
        raise FieldProblem("seasons", f"must be numbered 1, 2, 3… with none missing (got {numbers})")
    _unique("entries", [e.id for e in export.entries], "id")
    _unique("entries", [e.name for e in export.entries], "name")
    _unique("fixtures", [f.id for f in export.fixtures], "id")
    _unique(
        "fixtures",
        [(f.season_id, f.number) for f in export.fixtures],
        "number",
        "two fixtures of one season have this number",
    )
    seasons = {s.id for s in export.seasons}
    entries = {e.id: e for e in export.entries}
    for index, fixture in enumerate(export.fixtures):
        where = f"fixtures[{index}]"
        if fixture.season_id not in seasons:
            raise FieldProblem(f"{where}.season_id", f"no season has id {fixture.season_id}")
        for key in ("home_id", "away_id"):
            if getattr(fixture, key) not in entries:
                raise FieldProblem(f"{where}.{key}", f"no team has id {getattr(fixture, key)}")
        if fixture.home_id == fixture.away_id:
            raise FieldProblem(f"{where}.away_id", "a team cannot play itself")
    for key in ("home_id", "away_id"):
        _unique(
            "fixtures",
            [(f.season_id, f.round, getattr(f, key)) for f in export.fixtures],
            key,
            "a team plays once a round",
        )
    _unique("ledger", [row.seq for row in export.ledger], "seq")
    ledger = _replay(export, game, RecordLimits.of(rules))
    return Checked(name, export.league, options, export.seasons, export.entries, export.fixtures, ledger)


def _unique(table: str, values: list[Any], key: str, why: str = "") -> None:
    twice = [value for value, count in Counter(values).items() if count > 1]
    if twice:
        index = len(values) - 1 - values[::-1].index(twice[0])
        raise FieldProblem(f"{table}[{index}].{key}", why or f"{twice[0]!r} is used twice")


def _replay(export: Export, game: GameData, limits: RecordLimits) -> list[tuple[LedgerRow, dict[str, Any]]]:
    """Every ledger row in order, checked against the teams as the rows before it made them."""
    entries = {e.id: e for e in export.entries}
    fixtures = {f.id: f for f in export.fixtures}
    books: dict[int, Book] = {}
    joined: dict[int, str] = {}  # where each team joined, while it has had no other name
    results: set[int] = set()
    out = []
    for index, row in sorted(enumerate(export.ledger), key=lambda pair: pair[1].seq):
        where = f"ledger[{index}]"
        try:
            data = row_data(row.kind, json_value(row.data))
        except FieldProblem as problem:
            if problem.field == "kind":
                raise FieldProblem(f"{where}.kind", problem.message) from None
            raise within(f"{where}.data", problem) from None
        if row.kind == "result":
            fixture = fixtures.get(row.fixture_id) if row.fixture_id is not None else None
            if fixture is None or row.entry_id is not None:
                raise FieldProblem(f"{where}.fixture_id", "a result must name one of the export's fixtures")
            if fixture.id in results:
                raise FieldProblem(f"{where}.fixture_id", f"fixture {fixture.id} already has a result")
            results.add(fixture.id)
            _result(books, fixture.home_id, fixture.away_id, data, limits, entries, f"{where}.data.record")
        else:
            entry = entries.get(row.entry_id) if row.entry_id is not None else None
            if entry is None or row.fixture_id is not None:
                raise FieldProblem(f"{where}.entry_id", f"a {row.kind} must name one of the export's teams")
            if row.kind == "join":
                if entry.id in books:
                    raise FieldProblem(f"{where}.kind", f"{entry.name} has joined already")
                books[entry.id] = Book(_joining(entry.name, entry.clan, data, game, f"{where}.data.team"))
                joined[entry.id] = f"{where}.data.team"
            elif entry.id not in books:
                raise FieldProblem(f"{where}.kind", f"the ledger of {entry.name} must start with its joining")
            else:
                if row.kind == "team_name":
                    joined.pop(entry.id, None)
                try:
                    follow(books[entry.id], row.kind, data, game)
                except FieldProblem as problem:
                    raise within(f"{where}.data", problem) from None
        out.append((row, data))
    for index, entry in enumerate(export.entries):
        if entry.id not in books:
            raise FieldProblem("ledger", f"{entry.name} never joined (its ledger has no join row)")
        named = books[entry.id].team.name
        if named != entry.name and entry.id in joined:
            raise FieldProblem(joined[entry.id], f"is {named}, but the team that joined is {entry.name}")
        if named != entry.name:
            said = f"is {entry.name}, but the team's ledger names it {named}"
            raise FieldProblem(f"entries[{index}].name", said)
    return out


def _joining(name: str, clan: str, data: dict[str, Any], game: GameData, where: str) -> Team:
    """A joining team: a legal one of its entry's clan, each player with his own id (its name is the
    entry's once any new names it took later are applied)."""
    team = Team.model_validate(data["team"])
    if team.clan != clan:
        raise FieldProblem(where, f"is a {team.clan} team, but the team that joined, {name}, is {clan}")
    check_ids(team.players, f"{where}.players")
    problems = check_team(team, game)
    if problems:
        first = problems[0]
        raise within(where, FieldProblem(first.field, f"{first.rule}: {first.message}"))
    return team


def _result(
    books: dict[int, Book],
    home: int,
    away: int,
    data: dict[str, Any],
    limits: RecordLimits,
    entries: dict[int, EntryRow],
    where: str,
) -> None:
    home_book, away_book = books.get(home), books.get(away)
    if home_book is None or away_book is None:
        raise FieldProblem(where, "a result comes before both its teams have joined")
    record = MatchRecord.model_validate(data["record"])
    try:
        names = (entries[home].name, entries[away].name)
        worn, known = (home_book.worn, away_book.worn), (home_book.known, away_book.known)
        check_record(record, limits, names, worn, known)
    except FieldProblem as problem:
        raise within(where, problem) from None
    for side, book in enumerate((home_book, away_book)):
        book.team = apply(book.team, "result", data, side)
        book.worn |= {p.number for p in book.team.players}
        book.known |= {p.id for p in book.team.players if p.id is not None}
