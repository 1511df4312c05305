"""What the League screen does to a league beyond the store's own calls: the words for a coach
and for the chosen league, the cheapest hire a short team can afford, and recording a fixture
played in the window."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from samurai_bowl.data.roster import Position
from samurai_bowl.data.rules import RuleSet
from samurai_bowl.errors import DataError
from samurai_bowl.league.db import open_db
from samurai_bowl.league.play import MEANWHILE
from samurai_bowl.league.ratings import CoachLine, coach_key
from samurai_bowl.league.rule_options import options_words
from samurai_bowl.league.standings import Line
from samurai_bowl.league.store import Entry, Fixture, League, LeagueStore
from samurai_bowl.sessions.session import Session
from samurai_bowl.text.words import plural

if TYPE_CHECKING:
    from samurai_bowl.engine import Match
    from samurai_bowl.ui.host import Host


def coach_words(entry: Entry) -> str:
    return entry.coach if entry.coach_kind == "human" else f"AI, {entry.coach_kind}"


def league_summary(store: LeagueStore, league: League) -> str:
    return f"{len(store.entries(league))} teams"


def standing_rows(
    entries: list[Entry], lines: list[Line], ratings: dict[str, CoachLine]
) -> list[tuple[str, ...]]:
    """The R19.4 table as rows: place, team, coach, P W D L, touchdowns, their difference,
    casualties caused, points, and last the coach's rating in the league (``ratings``, from
    :func:`samurai_bowl.league.ratings.league_ratings`)."""
    coaches = {e.id: coach_words(e) for e in entries}
    shown = {e.id: ratings[coach_key(e)].rating.shown() for e in entries}
    return [
        (
            str(n),
            line.name,
            coaches[line.entry],
            str(line.played),
            str(line.won),
            str(line.drawn),
            str(line.lost),
            f"{line.scored}:{line.conceded}",
            f"{line.difference:+d}",
            str(line.casualties),
            str(line.points),
            shown[line.entry],
        )
        for n, line in enumerate(lines, start=1)
    ]


def cheapest_position(store: LeagueStore, entry: Entry) -> Position | None:
    """The cheapest position the team may still hire (R2 limits) and can pay for, or None."""
    team = store.team(entry)
    roster = store.data.roster(team.clan)
    treasury = team.treasury or 0
    options = [
        p
        for p in roster.positions
        if sum(1 for q in team.players if q.position == p.id) < p.quantity.max and p.cost <= treasury
    ]
    return min(options, key=lambda p: (p.cost, p.id), default=None)


def hire_cheapest(store: LeagueStore, entry: Entry) -> str:
    """Hire the cheapest player the team can; what happened, in one line."""
    position = cheapest_position(store, entry)
    if position is None:
        return f"{entry.name} cannot afford any player it may still hire."
    team = store.hire(entry, position.id)
    player = team.players[-1]
    return (
        f"{team.name} hired #{player.number} {player.name} ({position.name}) for {position.cost} koku: "
        f"{plural(len(team.players), 'player')}, {team.treasury} koku left."
    )


def league_session(store: LeagueStore, league: League, fixture: Fixture, path: Path) -> Session:
    """The fixture's match as the window plays it: a person's side "human", the AI's its level
    (and the AI's team first brought back to eleven from its treasury, as between AI games)."""
    from samurai_bowl.league.play import fixture_match

    for entry in (fixture.home, fixture.away):
        if entry.coach_kind != "human":
            store.fill_roster(entry)
    match = fixture_match(store, league, fixture)
    link = {  # saved with the match: a resumed one records too, and the Resume list names it
        "path": str(path),
        "fixture": fixture.id,
        "name": league.name,
        "round": fixture.round,
    }
    return Session(match, (fixture.home.coach_kind, fixture.away.coach_kind), link)


def recorder(app: Host, path: Path, fixture_id: int) -> Callable[[Match], None]:
    """What a league match does when it ends: its result recorded once in the league file (opened
    afresh, as the League screen closed it); a failure, or a result another game recorded
    meanwhile, is told on the main menu."""

    def record(match: Match) -> None:
        if match.result is None:
            return
        try:
            db = open_db(path, create=False)
            try:
                if not LeagueStore(db, app.data).record_id(fixture_id, match.result, match.seed):
                    app.notice = f"The league result was not recorded: fixture {fixture_id} {MEANWHILE}."
            finally:
                db.close()
        except (DataError, sqlite3.Error) as exc:
            app.notice = f"The league result was not recorded: {exc}"

    return record


def about_words(
    store: LeagueStore | None, league: League | None, fixtures: list[Fixture], rules: RuleSet
) -> str:
    """The chosen league as league list tells it: its season, format, games played and rules."""
    if store is None or league is None:
        return ""
    kind = "double round robin" if league.rounds == 2 else "single round robin"
    played = sum(1 for f in fixtures if f.played)
    games = f"{played} of {len(fixtures)} played" if fixtures else "no schedule yet"
    words = options_words(league.options, rules) or "the game's own rules"
    return f"Season {league.season}, {games} · {kind} · {words}"
