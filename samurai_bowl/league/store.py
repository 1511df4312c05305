"""The league's story, read and written through one object: leagues, their teams and coaches,
seasons and fixtures, results recorded exactly once (and corrected), and the standings."""

from __future__ import annotations

import functools
import json
import random
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Concatenate, ParamSpec, TypeVar

from pydantic import ValidationError

from samurai_bowl.data.loader import GameData
from samurai_bowl.data.roster import Position
from samurai_bowl.data.rules import RuleSet
from samurai_bowl.errors import DataError, FieldProblem, describe_pydantic_error, join_fields
from samurai_bowl.league.db import LeagueDB
from samurai_bowl.league.identity import Roll, name_lines, roll_before
from samurai_bowl.league.schedule import round_robin
from samurai_bowl.league.schema import MOST_SEED, insert_fixture, read_seed, stored_seed
from samurai_bowl.league.standings import Line, table
from samurai_bowl.league.teams import fold
from samurai_bowl.league.validate_league import league_name, league_rules, options_json, read_options
from samurai_bowl.league.validate_ledger import (
    StoredRow,
    check_correction,
    ledger_json,
    read_row,
    read_row_json,
    row_data,
)
from samurai_bowl.league.validate_record import RecordLimits
from samurai_bowl.numbers import shown_number
from samurai_bowl.teams.model import Player, Team
from samurai_bowl.teams.rules import check_team, team_cost
from samurai_bowl.words import plural

COACH_KINDS = ("human", "easy", "normal", "hard")
MIN_FIT = 11  # R2.2: a team needs eleven players able to play


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


P = ParamSpec("P")
R = TypeVar("R")


def checked_and_written(
    method: Callable[Concatenate[LeagueStore, P], R],
) -> Callable[Concatenate[LeagueStore, P], R]:
    """The method's checks and its writes in one transaction, begun with the write lock: what it
    checked (a treasury, the numbers worn, a fixture still open) stays true until it commits, so
    processes sharing the league file take turns instead of each acting on what it read before."""

    @functools.wraps(method)
    def run(store: LeagueStore, *args: P.args, **kwargs: P.kwargs) -> R:
        with store.db.transaction():
            return method(store, *args, **kwargs)

    return run


class LeagueStore:
    def __init__(self, db: LeagueDB, data: GameData) -> None:
        self.db = db
        self.data = data

    @property
    def con(self) -> sqlite3.Connection:
        return self.db.connection

    # --- leagues and seasons -------------------------------------------------------------
    @checked_and_written
    def create(self, name: str, rounds: int = 1, options: dict[str, Any] | None = None) -> League:
        try:
            name = league_name(name)
        except FieldProblem as problem:
            raise DataError("league", problem.message, "name") from None
        try:
            options_text = options_json(options or {}, self.data.rules)
        except FieldProblem as problem:
            raise DataError("league", problem.message, join_fields("options", problem.field)) from None
        if rounds not in (1, 2):
            raise DataError("league", f"rounds must be 1 (single) or 2 (double round robin), got {rounds}")
        if self._league_row(name) is not None:
            raise DataError(f"league {name!r}", "already exists")
        with self.db.transaction() as con:
            cur = con.execute(
                "INSERT INTO league (name, rounds, options, created) VALUES (?, ?, ?, ?)",
                (name, rounds, options_text, now()),
            )
            con.execute(
                "INSERT INTO season (league_id, number, started) VALUES (?, 1, ?)", (cur.lastrowid, now())
            )
        return self.league(name)

    def _league_row(self, name: str) -> sqlite3.Row | None:
        return self.con.execute("SELECT * FROM league WHERE name = ?", (name,)).fetchone()  # type: ignore[no-any-return]

    def league(self, name: str) -> League:
        row = self._league_row(name)
        if row is None:
            known = ", ".join(r["name"] for r in self.con.execute("SELECT name FROM league ORDER BY name"))
            raise DataError(f"league {name!r}", f"no such league (leagues: {known or 'none yet'})")
        season = self.con.execute(
            "SELECT id, number FROM season WHERE league_id = ? ORDER BY number DESC LIMIT 1", (row["id"],)
        ).fetchone()
        if season is None:
            raise DataError(f"league {name!r}", "has no season (the file is damaged)")
        try:
            options = read_options(row["options"])
        except FieldProblem as problem:
            where = join_fields("options", problem.field)
            raise DataError(f"league {name!r}", problem.message, where) from None
        return League(row["id"], row["name"], row["rounds"], options, season["number"], season["id"])

    def rules(self, league: League) -> RuleSet:
        """The rules the league plays by: the game's, with the league's options."""
        try:
            return league_rules(league.options, self.data.rules)
        except FieldProblem as problem:
            raise DataError(
                f"league {league.name!r}", problem.message, join_fields("options", problem.field)
            ) from None

    @checked_and_written
    def new_season(self, league: League) -> League:
        """The next season: the same teams, their players, scars and treasuries, and no fixtures
        yet (draw them with :meth:`draw_schedule`). Every fixture of this one must be played."""
        if self.league(league.name).season != league.season:
            raise DataError(f"league {league.name!r}", f"season {league.season + 1} has already begun")
        fixtures = self.fixtures(league)
        if not fixtures:
            raise DataError(f"league {league.name!r}", f"season {league.season} has no schedule yet")
        left = sum(1 for f in fixtures if not f.played)
        if left:
            raise DataError(
                f"league {league.name!r}", f"season {league.season} still has {left} fixtures to play"
            )
        with self.db.transaction() as con:
            con.execute(
                "INSERT INTO season (league_id, number, started) VALUES (?, ?, ?)",
                (league.id, league.season + 1, now()),
            )
        return self.league(league.name)

    def season(self, league: League, number: int | None) -> League:
        """The league as it was in season ``number`` (None: the current one)."""
        if number is None:
            return league
        for season in self.seasons(league):
            if season.season == number:
                return season
        raise DataError(f"league {league.name!r}", f"has no season {number} (seasons 1 to {league.season})")

    def seasons(self, league: League) -> list[League]:
        """The league as it was in each of its seasons, first to last."""
        rows = self.con.execute(
            "SELECT id, number FROM season WHERE league_id = ? ORDER BY number", (league.id,)
        )
        return [
            League(league.id, league.name, league.rounds, league.options, r["number"], r["id"]) for r in rows
        ]

    def leagues(self) -> list[League]:
        return [self.league(name) for name in self.league_names()]

    def league_names(self) -> list[str]:
        return [r["name"] for r in self.con.execute("SELECT name FROM league ORDER BY name")]

    # --- teams -----------------------------------------------------------------------------
    @checked_and_written
    def add_team(self, league: League, team: Team, coach: str, kind: str) -> Entry:
        """A legal team joins with its roster and treasury; its coach is a person or an AI level."""
        if kind not in COACH_KINDS:
            raise DataError("coach", f"must be one of {', '.join(COACH_KINDS)} (got {kind!r})")
        problems = check_team(team, self.data)
        if problems:
            raise DataError(f"team {team.name!r}", str(problems[0]))
        if self.fixtures(league):
            raise DataError(
                f"league {league.name!r}", "the season's schedule is drawn: teams join next season"
            )
        if team.treasury is None:  # R2.4: what was not spent stays in the treasury
            cost = team_cost(team, self.data.roster(team.clan), self.data)
            team = team.model_copy(update={"treasury": cost.treasury})
        players = [p.model_copy(update={"id": n}) for n, p in enumerate(team.players, start=1)]
        team = team.model_copy(update={"players": players})  # each man's lasting id, in roster order
        try:
            with self.db.transaction() as con:
                cur = con.execute(
                    "INSERT INTO entry (league_id, name, clan, coach, coach_kind) VALUES (?, ?, ?, ?, ?)",
                    (league.id, team.name, team.clan, coach, kind),
                )
                con.execute(
                    "INSERT INTO ledger (entry_id, kind, data, at) VALUES (?, 'join', ?, ?)",
                    (cur.lastrowid, ledger_json("join", {"team": team.model_dump(mode="json")}), now()),
                )
        except sqlite3.IntegrityError as exc:
            raise DataError(f"team {team.name!r}", f"is already in league {league.name!r}") from exc
        return self.entry(league, team.name)

    def entries(self, league: League) -> list[Entry]:
        rows = self.con.execute("SELECT * FROM entry WHERE league_id = ? ORDER BY id", (league.id,))
        return [Entry(r["id"], r["name"], r["clan"], r["coach"], r["coach_kind"]) for r in rows]

    def entry(self, league: League, name: str) -> Entry:
        for entry in self.entries(league):
            if entry.name == name:
                return entry
        known = ", ".join(e.name for e in self.entries(league))
        raise DataError(f"team {name!r}", f"is not in league {league.name!r} (teams: {known or 'none yet'})")

    def team(self, entry: Entry) -> Team:
        """The team as it stands now: its ledger folded up."""
        rows = self.ledger(entry)
        try:
            return fold([(r.kind, r.text or "", r.side) for r in rows])
        except ValueError as exc:
            where = f"league {self._league_of(entry)!r}: team {entry.name!r}"
            raise DataError(where, f"cannot be read ({exc})") from None

    def ledger(self, entry: Entry, unread: int | None = None) -> list[StoredRow]:
        """The team's ledger rows in order, each read back through its model; a row that cannot be
        read is refused in one line naming it, except fixture ``unread``'s result (then None)."""
        rows = self.con.execute(
            """SELECT l.seq, l.kind, l.data, l.fixture_id,
                      CASE WHEN f.home_id = :e THEN 0 WHEN f.away_id = :e THEN 1 END AS side
               FROM ledger l LEFT JOIN fixture f ON f.id = l.fixture_id
               WHERE l.entry_id = :e OR f.home_id = :e OR f.away_id = :e
               ORDER BY l.seq""",
            {"e": entry.id},
        ).fetchall()
        out = []
        for r in rows:
            try:
                text: str | None = read_row_json(r["kind"], r["data"])
            except FieldProblem as problem:
                if r["fixture_id"] is not None and r["fixture_id"] == unread:
                    text = None
                elif r["fixture_id"] is not None:
                    season, number = self._fixture_number(r["fixture_id"])
                    raise _unreadable(self._league_of(entry), season, number, problem) from None
                else:
                    where = f"league {self._league_of(entry)!r}: team {entry.name!r}: ledger row {r['seq']}"
                    raise DataError(f"{where} ({r['kind']})", problem.message, problem.field) from None
            out.append(StoredRow(r["seq"], r["kind"], text, r["side"], r["fixture_id"]))
        return out

    def roll(self, entry: Entry, before: int | None = None) -> Roll:
        """Who wears which number in the team, who wore it last, and every id it has given: now,
        or just before fixture ``before``'s result."""
        rows = self.ledger(entry, unread=before)
        return roll_before([(r.kind, r.data, r.side, r.fixture_id) for r in rows], before)

    def _league_of(self, entry: Entry) -> str:
        row = self.con.execute(
            "SELECT name FROM league WHERE id = (SELECT league_id FROM entry WHERE id = ?)", (entry.id,)
        ).fetchone()
        return str(row["name"]) if row else "?"

    def unfit(self, entry: Entry) -> str | None:
        """What a team must do before it can play, or None when it can. The Seriously Injured
        count (R8.5: they roll before the game to see whether they miss it). A team too poor to
        hire may play short, as R3.4 lets a team with fewer than eleven set up all it has."""
        team = self.team(entry)
        short = MIN_FIT - len(team.players)
        if short <= 0:
            return None
        cheapest = self.cheapest_hire(team)
        if cheapest is None or cheapest > (team.treasury or 0):
            return None
        return (
            f"{team.name} has {plural(len(team.players), 'player')}; R2.2 needs {MIN_FIT}: hire {short} more "
            f"(treasury {team.treasury} koku, from {cheapest} koku a player) before it can play"
        )

    def cheapest_hire(self, team: Team) -> int | None:
        """The price of the cheapest position the team may still hire (R2 position limits)."""
        prices = [p.cost for p in self._open_positions(team)]
        return min(prices, default=None)

    def _open_positions(self, team: Team) -> list[Position]:
        roster = self.data.roster(team.clan)
        return [
            p for p in roster.positions if sum(1 for q in team.players if q.position == p.id) < p.quantity.max
        ]

    @checked_and_written
    def hire(self, entry: Entry, position: str, name: str | None = None, number: int | None = None) -> Team:
        """Buy a player between games from the treasury, under the R2 limits (a number nobody
        wears, koku the treasury holds: checked and paid at once)."""
        from samurai_bowl.teams.builder import suggest_name

        team = self.team(entry)
        roster = self.data.roster(team.clan)
        spec = roster.position(position)
        if spec is None:
            known = ", ".join(p.id for p in roster.positions)
            raise DataError(f"position {position!r}", f"is not a {roster.name} position (positions: {known})")
        limits = self.data.rules.team_building
        if len(team.players) >= limits.max_players:
            raise DataError(
                f"team {team.name!r}", f"R2.2: already has {limits.max_players} players, the most allowed"
            )
        if spec not in self._open_positions(team):
            raise DataError(f"team {team.name!r}", f"R2.1: at most {spec.quantity.max} {spec.name} players")
        if spec.cost > (team.treasury or 0):
            raise DataError(
                f"team {team.name!r}",
                f"a {spec.name} costs {spec.cost} koku; the treasury has {team.treasury}",
            )
        taken = {p.number for p in team.players}
        number = number or next(n for n in range(1, limits.max_player_number + 1) if n not in taken)
        if number in taken:
            raise DataError(f"number {number}", f"is already worn in {team.name}")
        rng = random.Random(f"{team.name}:{len(team.players)}:{number}")
        name = name or suggest_name(roster, self.data, rng, {p.name for p in team.players})
        player = Player(number=number, name=name, position=position, id=self.roll(entry).next_id())
        self._write(entry, "hire", {"player": player.model_dump(mode="json"), "cost": spec.cost})
        return self.team(entry)

    @checked_and_written
    def fire(self, entry: Entry, number: int) -> Team:
        """Release a player for good (no refund)."""
        team = self.team(entry)
        player = self._wearer(team, number)
        self._write(entry, "fire", {"number": number, **_id_of(player.id)})
        return self.team(entry)

    @staticmethod
    def _wearer(team: Team, number: int) -> Player:
        player = next((p for p in team.players if p.number == number), None)
        if player is None:
            raise DataError(f"number {number}", f"no player of {team.name} wears it")
        return player

    @checked_and_written
    def rename(self, entry: Entry, number: int, name: str) -> Team:
        team = self.team(entry)
        player = self._wearer(team, number)
        try:
            renamed = Player.model_validate({**player.model_dump(mode="json"), "name": name})
        except ValidationError as exc:
            _, message = describe_pydantic_error(exc.errors()[0], Player)
            raise DataError(f"player {number}", message, "new name") from None
        self._write(entry, "rename", {"number": number, "name": renamed.name, **_id_of(player.id)})
        return self.team(entry)

    @checked_and_written
    def renumber(self, entry: Entry, number: int, new_number: int) -> Team:
        """Give a player another shirt number, one nobody on his team wears; he stays who he is
        (his career, SPP and injuries go with him)."""
        team = self.team(entry)
        player = self._wearer(team, number)
        most = self.data.rules.team_building.max_player_number
        if not 1 <= new_number <= most:
            raise DataError(f"number {new_number}", f"must be from 1 to {most}", "new number")
        other = next((p for p in team.players if p.number == new_number and p is not player), None)
        if other is not None:
            raise DataError(f"number {new_number}", f"is already worn by {other.name} in {team.name}")
        if player.id is None:
            raise DataError(f"team {team.name!r}", f"#{number} has no lasting id (the file is damaged)")
        if new_number != number:
            self._write(entry, "renumber", {"id": player.id, "number": number, "new_number": new_number})
        return self.team(entry)

    @checked_and_written
    def rename_team(self, entry: Entry, name: str) -> Entry:
        """Give a team a new name; its players, their careers and its results stay its own."""
        league = self._league_of(entry)
        try:
            new = Team.model_validate({**self.team(entry).model_dump(mode="json"), "name": name}).name
        except ValidationError as exc:
            _, message = describe_pydantic_error(exc.errors()[0], Team)
            raise DataError(f"team {entry.name!r}", message, "new name") from None
        if new == entry.name:
            return entry
        self._write(entry, "team_name", {"name": new})
        try:
            self.con.execute("UPDATE entry SET name = ? WHERE id = ?", (new, entry.id))
        except sqlite3.IntegrityError:
            raise DataError(f"team {new!r}", f"is already in league {league!r}") from None
        return Entry(entry.id, new, entry.clan, entry.coach, entry.coach_kind)

    @checked_and_written
    def buy(self, entry: Entry, item: str, count: int = 1) -> Team:
        """Re-rolls, Geisha, Assistant Coaches, the Team Shugenja or the clan's coaching staff from
        the treasury at roster prices, within R2.3."""
        team = self.team(entry)
        roster = self.data.roster(team.clan)
        limits = self.data.rules.team_building
        prices = {
            "rerolls": (roster.reroll_cost, limits.max_rerolls),
            "geisha": (limits.geisha.cost, limits.geisha.max),
            "assistant_coaches": (limits.assistant_coaches.cost, limits.assistant_coaches.max),
            "team_shugenja": (roster.team_shugenja_cost, limits.max_team_shugenja),
            "special_staff": (roster.special_staff.cost, limits.max_special_staff),
        }
        if item not in prices:
            raise DataError(f"item {item!r}", f"cannot be bought (items: {', '.join(prices)})")
        price, most = prices[item]
        if count < 1:
            raise DataError(f"item {item!r}", f"the count must be at least 1 (got {count})")
        has = int(getattr(team, item))
        if has + count > most:
            raise DataError(
                f"team {team.name!r}",
                f"R2.3: at most {most} {item.replace('_', ' ')}; it has "
                f"{has}, and {count} more would make {has + count}",
            )
        cost = price * count
        if cost > (team.treasury or 0):
            raise DataError(
                f"team {team.name!r}",
                f"{count} {item.replace('_', ' ')} cost {cost} koku; the treasury has {team.treasury}",
            )
        self._write(entry, "buy", {"item": item, "count": count, "cost": cost})
        return self.team(entry)

    def _write(self, entry: Entry, kind: str, data: dict[str, Any]) -> None:
        try:
            text = ledger_json(kind, data)
        except FieldProblem as problem:
            raise DataError(f"team {entry.name!r}", problem.message, problem.field) from None
        with self.db.transaction() as con:
            con.execute(
                "INSERT INTO ledger (entry_id, kind, data, at) VALUES (?, ?, ?, ?)",
                (entry.id, kind, text, now()),
            )

    @checked_and_written
    def fill_roster(self, entry: Entry) -> list[str]:
        """The AI's management between games: hire the cheapest players it can afford, up to
        eleven, all at once; returns who was hired."""
        hired: list[str] = []
        while True:
            team = self.team(entry)
            if len(team.players) >= MIN_FIT:
                return hired
            options = [p for p in self._open_positions(team) if p.cost <= (team.treasury or 0)]
            if not options:
                return hired
            cheapest = min(options, key=lambda p: (p.cost, p.id))
            team = self.hire(entry, cheapest.id)
            hired.append(f"{team.players[-1].name} ({cheapest.name})")

    # --- the schedule ----------------------------------------------------------------------
    @checked_and_written
    def draw_schedule(self, league: League, seed: int | None = None) -> list[Fixture]:
        """The season's fixtures, in rounds drawn from ``seed`` or else from the league's name and
        season (the schedule is no secret). Without ``seed`` no fixture has dice yet: each is given
        fresh secret ones when it is played. With ``seed`` (for reproducible tests and benchmarks)
        every fixture's dice follow from it too, so whoever knows it knows the dice."""
        entries = self.entries(league)
        if len(entries) < 2:
            raise DataError(
                f"league {league.name!r}", f"needs at least 2 teams to draw a schedule (has {len(entries)})"
            )
        if self.fixtures(league):
            raise DataError(
                f"league {league.name!r}", f"the schedule of season {league.season} is already drawn"
            )
        rng = random.Random(seed if seed is not None else f"{league.name}:{league.season}")
        order = [e.id for e in entries]
        rng.shuffle(order)
        rounds = round_robin(order, double=league.rounds == 2)
        with self.db.transaction() as con:
            number = 0
            for round_, pairs in enumerate(rounds, start=1):
                for home, away in pairs:
                    number += 1  # #1, #2, … in playing order, kept for good
                    dice = rng.randrange(2**31) if seed is not None else None
                    insert_fixture(con, league.season_id, round_, number, home, away, dice)
        return self.fixtures(league)

    def fixtures(self, league: League, only: int | None = None) -> list[Fixture]:
        """The season's fixtures in order (or just fixture id ``only``), each with its result if any;
        a result that cannot be read is refused in one line naming the league and the fixture."""
        entries = {e.id: e for e in self.entries(league)}
        fixtures = []
        for r in self._fixture_rows(league, only=only):
            record = None
            if r["result"] is not None:
                try:
                    record = read_row("result", r["result"])["record"]
                except FieldProblem as problem:
                    raise _unreadable(league.name, league.season, r["number"], problem) from None
            fixtures.append(
                Fixture(
                    r["id"],
                    r["round"],
                    entries[r["home_id"]],
                    entries[r["away_id"]],
                    read_seed(r["seed"]),
                    record,
                    r["number"],
                )
            )
        return fixtures

    def _fixture_rows(
        self, league: League, only: int | None = None, number: int | None = None
    ) -> list[sqlite3.Row]:
        """The season's fixture rows in playing order, each with its number (1, 2, 3… as drawn, kept
        when others are withdrawn) and its result's data. A number no SQLite integer holds (one
        typed, or read from a file) names no fixture."""
        if not all(fits_sqlite(value) for value in (only, number) if value is not None):
            return []
        return self.con.execute(
            """SELECT f.*, l.data AS result FROM fixture f LEFT JOIN ledger l ON l.fixture_id = f.id
               WHERE f.season_id = :season AND (:only IS NULL OR f.id = :only)
                   AND (:number IS NULL OR f.number = :number)
               ORDER BY f.round, f.id""",
            {"season": league.season_id, "only": only, "number": number},
        ).fetchall()

    def numbered(self, league: League, number: int) -> Fixture:
        """Fixture ``number`` of the league's season (as schedule and history show it)."""
        rows = self._fixture_rows(league, number=number)
        if not rows:
            raise self._not_in_season(league, number)
        return self.fixture(league, rows[0]["id"])

    def _not_in_season(self, league: League, number: int) -> DataError:
        numbers = [r["number"] for r in self._fixture_rows(league)]
        has = f"fixtures #{min(numbers)} to #{max(numbers)}" if numbers else "no schedule drawn"
        if numbers and len(numbers) != max(numbers) - min(numbers) + 1:
            has += ", some withdrawn with their teams"
        where = f"season {league.season} of league {league.name!r}"
        return DataError(f"fixture #{number}", f"is not in {where} ({has})")

    def next_fixture(self, league: League) -> Fixture | None:
        """The first fixture without a result, found by the database (no result is read)."""
        row = self.con.execute(
            """SELECT f.id FROM fixture f LEFT JOIN ledger l ON l.fixture_id = f.id
               WHERE f.season_id = ? AND l.seq IS NULL ORDER BY f.round, f.id LIMIT 1""",
            (league.season_id,),
        ).fetchone()
        return None if row is None else self.fixture(league, row["id"])

    def fixture(self, league: League, fixture_id: int) -> Fixture:
        for fixture in self.fixtures(league, only=fixture_id):
            return fixture
        raise DataError(
            f"fixture {fixture_id}", f"is not in season {league.season} of league {league.name!r}"
        )

    # --- results ---------------------------------------------------------------------------
    def record(self, fixture: Fixture, record: dict[str, Any], seed: int | None = None) -> bool:
        """Record a result once, and the ``seed`` the match was played with (kept with it, as its
        replay keeps it): False (and nothing written) if this fixture already has one."""
        return self.record_id(fixture.id, record, seed)

    @checked_and_written
    def record_id(self, fixture_id: int, record: dict[str, Any], seed: int | None = None) -> bool:
        """:meth:`record` for a fixture known by its id (a saved match remembers only that)."""
        if seed is not None and not 0 <= seed <= MOST_SEED:
            raise DataError("seed", f"must be from 0 to 2^128 - 1 (got {shown_number(seed)})")
        try:
            data = ledger_json("result", {"record": record})
        except FieldProblem as problem:
            raise DataError("result", problem.message, problem.field.removeprefix("record.")) from None
        query = "SELECT home_id, away_id FROM fixture WHERE id = ?"
        found = self.con.execute(query, (fixture_id,)).fetchone() if fits_sqlite(fixture_id) else None
        if found is None:
            raise DataError(f"fixture {fixture_id}", "is not in this league file")
        data = self._with_ids(data, fixture_id, (found["home_id"], found["away_id"]), "result")
        try:
            with self.db.transaction() as con:
                con.execute(
                    "INSERT INTO ledger (fixture_id, kind, data, at) VALUES (?, 'result', ?, ?)",
                    (fixture_id, data, now()),
                )
                if seed is not None:
                    con.execute("UPDATE fixture SET seed = ? WHERE id = ?", (stored_seed(seed), fixture_id))
        except sqlite3.IntegrityError:
            return False
        return True

    def correct(
        self, league: League, number: int, record: dict[str, Any], source: str = "correct"
    ) -> Fixture:
        """Replace the recorded result of fixture ``number`` in the league's season (this one or an
        earlier one); standings, treasuries and SPP follow, as all are folded. The record must be
        one a match could have given these teams, and must leave every later row possible (a
        treasury never below nothing): otherwise it is refused in one line naming ``source`` and
        the field, and nothing is written."""
        limits = RecordLimits.of(self.rules(league))
        try:
            data = row_data("result", {"record": record})
        except FieldProblem as problem:
            raise DataError(source, problem.message, problem.field.removeprefix("record.")) from None
        with self.db.transaction() as con:
            rows = self._fixture_rows(league, number=number)
            if not rows:
                raise self._not_in_season(league, number)
            found = rows[0]
            if found["result"] is None:
                raise DataError(f"fixture #{number}", "has no result to correct (record it first)")
            entries = {e.id: e for e in self.entries(league)}
            home, away = entries[found["home_id"]], entries[found["away_id"]]
            for side, entry in enumerate((home, away)):  # each line goes to the man who played then
                try:
                    name_lines(data["record"], side, self.roll(entry, before=found["id"]), entry.name)
                except FieldProblem as problem:
                    raise DataError(source, problem.message, problem.field) from None
            ledgers = (self.ledger(home, unread=found["id"]), self.ledger(away, unread=found["id"]))
            try:
                check_correction(ledgers, found["id"], data["record"], limits, (home.name, away.name))
            except FieldProblem as problem:
                raise DataError(source, problem.message, problem.field) from None
            con.execute(
                "UPDATE ledger SET data = ?, at = ? WHERE fixture_id = ?",
                (json.dumps(data), now(), found["id"]),
            )
        seed = read_seed(found["seed"])
        return Fixture(found["id"], found["round"], home, away, seed, data["record"], number)

    def _with_ids(self, text: str, fixture_id: int, teams: tuple[int, int], source: str) -> str:
        """A new result's JSON with each line naming its man: by the id the match gave it, or else as
        the man wearing its number now."""
        data = json.loads(text)
        for side, entry_id in enumerate(teams):
            row = self.con.execute("SELECT * FROM entry WHERE id = ?", (entry_id,)).fetchone()
            entry = Entry(row["id"], row["name"], row["clan"], row["coach"], row["coach_kind"])
            roll = self.roll(entry, before=fixture_id)
            try:
                name_lines(data["record"], side, roll, entry.name, numbers=False)
            except FieldProblem as problem:
                raise DataError(source, problem.message, problem.field) from None
        return json.dumps(data)

    def games(self, league: League) -> list[tuple[str, str, dict[str, Any]]]:
        """(home, away, record) of every result in every season, in the order played."""
        rows = self.con.execute(
            """SELECT h.name AS home, a.name AS away, l.data, l.fixture_id, s.number AS season FROM ledger l
               JOIN fixture f ON f.id = l.fixture_id JOIN season s ON s.id = f.season_id
               JOIN entry h ON h.id = f.home_id JOIN entry a ON a.id = f.away_id
               WHERE s.league_id = ? ORDER BY l.seq""",
            (league.id,),
        )
        games = []
        for r in rows:
            try:
                games.append((r["home"], r["away"], read_row("result", r["data"])["record"]))
            except FieldProblem as problem:
                season, number = self._fixture_number(r["fixture_id"])
                raise _unreadable(league.name, season, number, problem) from None
        return games

    def _fixture_number(self, fixture_id: int) -> tuple[int, int]:
        """(season, number as people see it) of a fixture known by its id."""
        row = self.con.execute(
            "SELECT s.number AS season, f.number AS number "
            "FROM fixture f JOIN season s ON s.id = f.season_id WHERE f.id = ?",
            (fixture_id,),
        ).fetchone()
        return row["season"], row["number"]

    def standings(self, league: League) -> list[Line]:
        names = {e.id: e.name for e in self.entries(league)}
        played = [(f.home.id, f.away.id, f.record) for f in self.fixtures(league) if f.record is not None]
        return table(names, played, self.data.rules.league_points)


def fits_sqlite(value: int) -> bool:
    """Whether SQLite holds ``value`` as an integer (beyond, binding it is an OverflowError)."""
    return -(2**63) <= value < 2**63


def _id_of(player_id: int | None) -> dict[str, int]:
    """A row's ``id`` field, for a player who has one."""
    return {} if player_id is None else {"id": player_id}


def _unreadable(league: str, season: int, number: int, problem: FieldProblem) -> DataError:
    """A stored result that cannot be read, named as people know it."""
    field = problem.field.removeprefix("record").lstrip(".")
    source = f"league {league!r}: season {season}, fixture #{number}'s result"
    return DataError(source, problem.message, field)
