"""A season's schedule: its fixtures drawn in rounds, read in playing order (with each result),
found by id or by the number people see, and the next one to play."""

from __future__ import annotations

import random
import sqlite3

from samurai_bowl.errors import DataError, FieldProblem
from samurai_bowl.league.schedule import round_robin
from samurai_bowl.league.schema import insert_fixture, read_seed
from samurai_bowl.league.store.base import Fixture, League, checked_and_written, fits_sqlite, unreadable
from samurai_bowl.league.store.ledgers import Ledgers
from samurai_bowl.league.validate_ledger import read_row


class Fixtures(Ledgers):
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
                    raise unreadable(league.name, league.season, r["number"], problem) from None
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
