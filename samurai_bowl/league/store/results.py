"""Results: each recorded exactly once (with the dice the match was played with), corrected later
under the same checks, every game of a league read back, and the season's table."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from samurai_bowl.errors import DataError, FieldProblem
from samurai_bowl.league.identity import name_lines
from samurai_bowl.league.schema import MOST_SEED, read_seed, stored_seed
from samurai_bowl.league.standings import Line, table
from samurai_bowl.league.store.base import (
    Entry,
    Fixture,
    League,
    checked_and_written,
    fits_sqlite,
    now,
    unreadable,
)
from samurai_bowl.league.store.fixtures import Fixtures
from samurai_bowl.league.store.leagues import Leagues
from samurai_bowl.league.validate_ledger import check_correction, ledger_json, read_row, row_data
from samurai_bowl.league.validate_record import RecordLimits
from samurai_bowl.text.numbers import shown_number


class Results(Leagues, Fixtures):
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
                raise unreadable(league.name, season, number, problem) from None
        return games

    def standings(self, league: League) -> list[Line]:
        names = {e.id: e.name for e in self.entries(league)}
        played = [(f.home.id, f.away.id, f.record) for f in self.fixtures(league) if f.record is not None]
        return table(names, played, self.data.rules.league_points)
