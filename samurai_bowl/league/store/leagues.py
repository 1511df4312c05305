"""The leagues in the file: a new one made with its first season, one found by name, every one,
and the rules each plays by."""

from __future__ import annotations

import sqlite3
from typing import Any

from samurai_bowl.data.rules import RuleSet
from samurai_bowl.errors import DataError, FieldProblem, join_fields
from samurai_bowl.league.store.base import League, StoreBase, checked_and_written, now
from samurai_bowl.league.validate_league import league_name, league_rules, options_json, read_options


class Leagues(StoreBase):
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

    def leagues(self) -> list[League]:
        return [self.league(name) for name in self.league_names()]

    def league_names(self) -> list[str]:
        return [r["name"] for r in self.con.execute("SELECT name FROM league ORDER BY name")]
