"""A league's teams as their ledgers tell them: the teams that joined, each team as it stands now
(its ledger folded up), who wears which number, and a row written to a team's ledger."""

from __future__ import annotations

from typing import Any

from samurai_bowl.errors import DataError, FieldProblem
from samurai_bowl.league.identity import Roll, roll_before
from samurai_bowl.league.store.base import Entry, League, StoreBase, now, unreadable
from samurai_bowl.league.teams import fold
from samurai_bowl.league.validate_ledger import StoredRow, ledger_json, read_row_json
from samurai_bowl.teams.model import Team


class Ledgers(StoreBase):
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
                    raise unreadable(self._league_of(entry), season, number, problem) from None
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
