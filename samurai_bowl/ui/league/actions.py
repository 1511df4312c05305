"""What the League screen's buttons for the chosen league do, each a form of its own or a step
done at once: a new league, a team joining or leaving, the schedule, the next season, the
cheapest hire, a result corrected, every season's history, export, import and deletion."""

from __future__ import annotations

from samurai_bowl.errors import DataError
from samurai_bowl.league.transfer import write_export
from samurai_bowl.ui.kit.theme import BAD, GOOD, WARN
from samurai_bowl.ui.league import manage
from samurai_bowl.ui.league.correcting import Correcting, played
from samurai_bowl.ui.league.importing import Importing
from samurai_bowl.ui.league.mode import LeagueScreen, Reading
from samurai_bowl.ui.league.panels import History
from samurai_bowl.ui.league.removing import DeletingLeague, RemovingTeam
from samurai_bowl.ui.league.running import hire_cheapest
from samurai_bowl.ui.league.starting import JoiningTeam, NamingLeague


def new_league(view: LeagueScreen) -> None:
    NamingLeague(view)


def add_team(view: LeagueScreen) -> None:
    league, store, app = view.league, view.store, view.app
    entered = {entry.name for entry in store.entries(league)} if league and store else set()
    saved = [stored.team for stored in app.teams.list(app.data) if stored.team is not None]
    teams = [team for team in saved if team.name not in entered]  # a team joins a league once
    clans = [app.data.roster(team.clan).name for team in teams]
    if league is not None and store is not None:
        JoiningTeam(view, store, league, teams, clans)


def remove_team(view: LeagueScreen) -> None:
    """The open card's team is asked about at once; otherwise the league's teams to choose from."""
    store, league = view.store, view.league
    if store is not None and league is not None:
        RemovingTeam(view, store, league, view.carded)


def delete_league(view: LeagueScreen) -> None:
    store, league = view.store, view.league
    if store is not None and league is not None:
        DeletingLeague(view, store, league)


def draw_schedule(view: LeagueScreen) -> None:
    league, store = view.league, view.store
    assert league is not None and store is not None
    view.season_shown = None
    try:
        fixtures = store.draw_schedule(league)
    except DataError as exc:
        view.say(str(exc), BAD)
        return
    view.refresh()
    rounds = max(f.round for f in fixtures)
    view.say(f"The season is drawn: {len(fixtures)} fixtures in {rounds} rounds.", GOOD)


def new_season(view: LeagueScreen) -> None:
    """Every fixture is played: the next season, the same teams, its schedule drawn at once."""
    league, store = view.league, view.store
    assert league is not None and store is not None
    view.season_shown = None
    try:
        league = store.new_season(league)
        fixtures = store.draw_schedule(league)
    except DataError as exc:
        view.say(str(exc), BAD)
    else:
        teams = len(store.entries(league))
        drawn = f"{len(fixtures)} fixtures drawn"
        view.say(f"Season {league.season} begins: the same {teams} teams, {drawn}.", GOOD)
    view.refresh()


def hire(view: LeagueScreen) -> None:
    if view.store is not None and view.short:
        view.say(hire_cheapest(view.store, view.short[0]), GOOD)
        view.refresh()


def correct(view: LeagueScreen) -> None:
    store, league = view.store, view.league
    if store is None or league is None:
        return
    found = played(store, league)
    if not found:
        view.say(f"No result is recorded in {league.name} yet: there is nothing to correct.")
        return
    Correcting(view, store, league, found)


def history(view: LeagueScreen) -> None:
    league, store = view.league, view.store
    if league is not None and store is not None:
        rows, inks = manage.history_rows(store, league)
        Reading(view, History(f"{league.name} · every season's results", rows, inks, view.close_form))


def export(view: LeagueScreen) -> None:
    league, store = view.league, view.store
    if league is None or store is None:
        return
    path = view.exports / f"{manage.slug(league.name)}.json"
    try:
        view.exports.mkdir(parents=True, exist_ok=True)
        write_export(store, league, path)
    except OSError as exc:
        view.say(f"{path} could not be written: {exc.strerror or exc}", BAD)
        return
    view.say(f"{league.name} exported to {path}", GOOD)


def import_export(view: LeagueScreen) -> None:
    files = manage.exported(view.exports)
    if not files:
        view.say(f"No exports in {view.exports} yet: E writes the chosen league there.", WARN)
        return
    Importing(view, files)
