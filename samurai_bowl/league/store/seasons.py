"""A league's seasons: the next one begun once every fixture is played, and the league as it was
in any season before."""

from __future__ import annotations

from samurai_bowl.errors import DataError
from samurai_bowl.league.store.base import League, checked_and_written, now
from samurai_bowl.league.store.fixtures import Fixtures
from samurai_bowl.league.store.leagues import Leagues


class Seasons(Leagues, Fixtures):
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
