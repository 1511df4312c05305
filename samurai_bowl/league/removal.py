"""Taking things out of a league file: a whole league, or a team that has played no fixture.
Each is checked and done in one transaction, so a refusal or a failure leaves everything as it
was, and another process never sees half of it."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from samurai_bowl.errors import DataError
from samurai_bowl.league.db import LeagueDB
from samurai_bowl.league.store import Entry, League
from samurai_bowl.teams.store import team_slug


@dataclass(frozen=True)
class Deleted:
    seasons: int
    teams: int
    results: int


def delete_league(db: LeagueDB, league: League) -> Deleted:
    """Delete a league with every season, team, fixture and result of it."""
    with db.transaction() as con:
        found = con.execute("SELECT 1 FROM league WHERE id = ? AND name = ?", (league.id, league.name))
        if found.fetchone() is None:
            raise DataError(f"league {league.name!r}", "is already gone")
        seasons, teams, results = con.execute(
            """SELECT (SELECT count(*) FROM season WHERE league_id = :l),
                      (SELECT count(*) FROM entry WHERE league_id = :l),
                      (SELECT count(*) FROM ledger r JOIN fixture f ON f.id = r.fixture_id
                       JOIN season s ON s.id = f.season_id WHERE s.league_id = :l)""",
            {"l": league.id},
        ).fetchone()
        # Fixtures first: they name the teams, which go with the league (cascading to the ledger).
        con.execute(
            "DELETE FROM fixture WHERE season_id IN (SELECT id FROM season WHERE league_id = ?)", (league.id,)
        )
        con.execute("DELETE FROM league WHERE id = ?", (league.id,))
    return Deleted(seasons, teams, results)


def remove_team(db: LeagueDB, league: League, entry: Entry) -> int:
    """Take a team out of a league; returns how many of its (unplayed) fixtures went with it.

    Only a team without a result in any season may leave: a result is part of its opponents'
    standings, SPP and treasuries, and of the history. Its unplayed fixtures are withdrawn and
    the rest of the schedule stands, so the other teams each play it one round fewer."""
    with db.transaction() as con:
        found = con.execute(
            "SELECT 1 FROM entry WHERE id = ? AND league_id = ?", (entry.id, league.id)
        ).fetchone()
        if found is None:
            raise DataError(f"team {entry.name!r}", f"is no longer in league {league.name!r}")
        refuse_if_played(con, league, entry)
        withdrawn = con.execute(
            "DELETE FROM fixture WHERE home_id = :e OR away_id = :e", {"e": entry.id}
        ).rowcount
        con.execute("DELETE FROM entry WHERE id = ?", (entry.id,))  # its ledger goes with it
    return int(withdrawn)


def refuse_if_played(con: sqlite3.Connection, league: League, entry: Entry) -> None:
    """Raise if the team has a recorded result in any season of the league."""
    played = con.execute(
        """SELECT count(*) FROM ledger r JOIN fixture f ON f.id = r.fixture_id
           WHERE f.home_id = :e OR f.away_id = :e""",
        {"e": entry.id},
    ).fetchone()[0]
    if played:
        raise DataError(
            f"team {entry.name!r}",
            f"has played {played} fixture{'s' if played != 1 else ''} in league {league.name!r}; "
            "its results stay in the table, the SPP and the history, so it cannot leave",
        )


def leagues_with_team(db: LeagueDB, slug: str) -> list[str]:
    """The leagues with a team whose saved file would have this name (``team_slug``)."""
    rows = db.connection.execute(
        "SELECT e.name AS team, l.name AS league FROM entry e JOIN league l ON l.id = e.league_id "
        "ORDER BY l.name"
    )
    return [r["league"] for r in rows if _slug(r["team"]) == slug]


def _slug(name: str) -> str:
    try:
        return team_slug(name)
    except DataError:
        return ""
