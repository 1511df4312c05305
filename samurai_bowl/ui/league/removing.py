"""Taking things out of a league from the League screen, each asked first: a team that has played
no fixture (the card's team, or one chosen from a list), and the whole league, its export offered
before it goes. The league file's own removal code does the work, in one transaction each."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from samurai_bowl.errors import DataError
from samurai_bowl.league.removal import delete_league, refuse_if_played, remove_team
from samurai_bowl.league.store import Entry, League, LeagueStore
from samurai_bowl.league.transfer import write_export
from samurai_bowl.ui.kit.theme import BAD, GOOD
from samurai_bowl.ui.league import manage
from samurai_bowl.ui.league.ask import Ask, one_line
from samurai_bowl.ui.league.panels import Chooser
from samurai_bowl.ui.league.running import coach_words

if TYPE_CHECKING:
    from samurai_bowl.ui.league.view import LeagueView

TEAMS = [(0.02, "left", 0.58), (0.98, "right", 0.36)]


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def choose_team(view: LeagueView) -> None:
    """The open card's team is asked about at once; otherwise the league's teams to choose from."""
    store, league = view.store, view.league
    if store is None or league is None:
        return
    entries = store.entries(league)
    carded = view.carded
    if carded is not None:
        ask_remove(view, store, league, carded)
        return
    rows = [(entry.name, coach_words(entry)) for entry in entries]
    detail = "↑↓ or click: the team · Enter asks first · Esc closes · a team that has played stays"
    chooser = Chooser(
        f"Remove a team from {league.name}",
        detail,
        TEAMS,
        rows,
        lambda index: ask_remove(view, store, league, entries[index]),
        view.close_form,
        "Remove",
    )
    view.open_form(chooser)


def ask_remove(view: LeagueView, store: LeagueStore, league: League, entry: Entry) -> None:
    try:
        refuse_if_played(store.con, league, entry)  # told before asking; checked again as it is done
    except DataError as exc:
        if isinstance(view.form, Chooser):
            view.form.say(one_line(exc))
        else:
            view.say(one_line(exc), BAD)
        return
    drawn = len([f for f in store.fixtures(league) if entry.id in (f.home.id, f.away.id)])
    lines = [f"{entry.name}, coached by {coach_words(entry)}, leaves {league.name} with its roster."]
    if drawn:
        lines.append(
            f"Its {plural(drawn, 'unplayed fixture')} {'is' if drawn == 1 else 'are'} withdrawn; "
            "the other teams play one fewer."
        )
    else:
        lines.append("The schedule is not drawn yet: D draws it without this team.")
    answers = [
        ("Remove", lambda: removed(view, store, league, entry), arcade.key.Y),
        ("Keep", view.close_form, arcade.key.N),
    ]
    view.open_form(Ask(f"Take {entry.name} out of {league.name}?", lines, answers, view.close_form))


def removed(view: LeagueView, store: LeagueStore, league: League, entry: Entry) -> None:
    try:
        withdrawn = remove_team(store.db, league, entry)
    except DataError as exc:
        view.close_form()
        view.say(one_line(exc), BAD)
        return
    view.close_form()
    view.boards.pick(None)
    view.refresh()
    more = f"; {plural(withdrawn, 'unplayed fixture')} withdrawn" if withdrawn else ""
    view.say(f"{entry.name} left {league.name}{more}.", GOOD)


def ask_delete(view: LeagueView) -> None:
    store, league = view.store, view.league
    if store is None or league is None:
        return
    seasons, teams = len(store.seasons(league)), len(store.entries(league))
    results = sum(1 for season in store.seasons(league) for f in store.fixtures(season) if f.played)
    path = view.exports / f"{manage.slug(league.name)}.json"
    goes = f"{plural(seasons, 'season')}, {plural(teams, 'team')} and {plural(results, 'result')}"
    lines = [
        f"{goes} go with it, for good.",
        f"E exports it first to {path.parent.name}/{path.name}; I imports it back later.",
    ]
    answers = [
        ("Export first", lambda: export_first(view, store, league), arcade.key.E),
        ("Delete", lambda: deleted(view, store, league), arcade.key.Y),
        ("Keep", view.close_form, arcade.key.N),
    ]
    view.open_form(Ask(f"Delete the league {league.name}?", lines, answers, view.close_form))


def export_first(view: LeagueView, store: LeagueStore, league: League) -> None:
    ask = view.form
    assert isinstance(ask, Ask)
    path = view.exports / f"{manage.slug(league.name)}.json"
    try:
        view.exports.mkdir(parents=True, exist_ok=True)
        write_export(store, league, path)
    except (OSError, DataError) as exc:
        ask.tell(1, f"{path.name} could not be written: {one_line(exc)}", BAD)
        return
    where = f"{path.parent.name}/{path.name}"
    ask.tell(1, f"Exported to {where} in the data folder: Y deletes the league now.", GOOD)


def deleted(view: LeagueView, store: LeagueStore, league: League) -> None:
    try:
        gone = delete_league(store.db, league)
    except DataError as exc:
        view.close_form()
        view.say(one_line(exc), BAD)
        return
    view.close_form()
    view.boards.pick(None)
    view.refresh()
    counts = ", ".join(
        plural(n, word)
        for n, word in ((gone.seasons, "season"), (gone.teams, "team"), (gone.results, "result"))
    )
    view.say(f"League {league.name!r} deleted: {counts}.", GOOD)
