"""The league's story, read and written through one object: leagues, their teams and coaches,
seasons and fixtures, results recorded exactly once (and corrected), and the standings. Each task
is its own part (leagues, seasons, fixtures, ledgers, hiring, roster, results); the store is all
of them on one database."""

from __future__ import annotations

from samurai_bowl.league.store.base import Entry, Fixture, League, fits_sqlite
from samurai_bowl.league.store.hiring import COACH_KINDS, MIN_FIT, Hiring
from samurai_bowl.league.store.results import Results
from samurai_bowl.league.store.roster import Roster
from samurai_bowl.league.store.seasons import Seasons

__all__ = ["COACH_KINDS", "MIN_FIT", "Entry", "Fixture", "League", "LeagueStore", "fits_sqlite"]


class LeagueStore(Seasons, Hiring, Roster, Results):
    """Every part of the league on one open database (``db``) with the game's data (``data``)."""
