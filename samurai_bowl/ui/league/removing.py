"""Taking things out of a league from the League screen, each asked first: a team that has played
no fixture (the card's team, or one chosen from a list), and the whole league, its export offered
before it goes. The league file's own removal code does the work, in one transaction each."""

from __future__ import annotations

import arcade

from samurai_bowl.errors import DataError
from samurai_bowl.league.removal import delete_league, refuse_if_played, remove_team
from samurai_bowl.league.store import Entry, League, LeagueStore
from samurai_bowl.league.transfer import write_export
from samurai_bowl.text.words import plural
from samurai_bowl.ui.kit.theme import BAD, GOOD
from samurai_bowl.ui.league import manage
from samurai_bowl.ui.league.ask import Ask, one_line
from samurai_bowl.ui.league.mode import LeagueScreen, Mode
from samurai_bowl.ui.league.panels import Chooser
from samurai_bowl.ui.league.running import coach_words

TEAMS = [(0.02, "left", 0.58), (0.98, "right", 0.36)]


class RemovingTeam(Mode):
    """The team ``entry`` asked about at once (the open card's), or else the league's teams to
    choose from first; a team that has played is refused before the question."""

    def __init__(self, view: LeagueScreen, store: LeagueStore, league: League, entry: Entry | None) -> None:
        super().__init__(view)
        self.store, self.league = store, league
        if entry is not None:
            self.ask(entry)
            return
        entries = store.entries(league)
        rows = [(e.name, coach_words(e)) for e in entries]
        detail = "↑↓ or click: the team · Enter asks first · Esc closes · a team that has played stays"
        chooser = Chooser(
            f"Remove a team from {league.name}",
            detail,
            TEAMS,
            rows,
            lambda index: self.ask(entries[index]),
            self.close,
            "Remove",
        )
        self.show(chooser)

    def ask(self, entry: Entry) -> None:
        store, league = self.store, self.league
        try:
            refuse_if_played(store.con, league, entry)  # told before asking; checked again as it is done
        except DataError as exc:
            if isinstance(self.form, Chooser):
                self.form.say(one_line(exc))
            else:
                self.view.say(one_line(exc), BAD)
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
        answers = [("Remove", lambda: self.removed(entry), arcade.key.Y), ("Keep", self.close, arcade.key.N)]
        self.show(Ask(f"Take {entry.name} out of {league.name}?", lines, answers, self.close))

    def removed(self, entry: Entry) -> None:
        view, league = self.view, self.league
        try:
            withdrawn = remove_team(self.store.db, league, entry)
        except DataError as exc:
            self.close()
            view.say(one_line(exc), BAD)
            return
        self.close()
        view.boards.pick(None)
        view.refresh()
        more = f"; {plural(withdrawn, 'unplayed fixture')} withdrawn" if withdrawn else ""
        view.say(f"{entry.name} left {league.name}{more}.", GOOD)


class DeletingLeague(Mode):
    """The whole league, asked first, with its export offered before it goes."""

    def __init__(self, view: LeagueScreen, store: LeagueStore, league: League) -> None:
        super().__init__(view)
        self.store, self.league = store, league
        self.path = view.exports / f"{manage.slug(league.name)}.json"
        seasons, teams = len(store.seasons(league)), len(store.entries(league))
        results = sum(1 for season in store.seasons(league) for f in store.fixtures(season) if f.played)
        goes = f"{plural(seasons, 'season')}, {plural(teams, 'team')} and {plural(results, 'result')}"
        path = self.path
        lines = [
            f"{goes} go with it, for good.",
            f"E exports it first to {path.parent.name}/{path.name}; I imports it back later.",
        ]
        answers = [
            ("Export first", self.export_first, arcade.key.E),
            ("Delete", self.deleted, arcade.key.Y),
            ("Keep", self.close, arcade.key.N),
        ]
        self.ask = Ask(f"Delete the league {league.name}?", lines, answers, self.close)
        self.show(self.ask)

    def export_first(self) -> None:
        path = self.path
        try:
            self.view.exports.mkdir(parents=True, exist_ok=True)
            write_export(self.store, self.league, path)
        except (OSError, DataError) as exc:
            self.ask.tell(1, f"{path.name} could not be written: {one_line(exc)}", BAD)
            return
        where = f"{path.parent.name}/{path.name}"
        self.ask.tell(1, f"Exported to {where} in the data folder: Y deletes the league now.", GOOD)

    def deleted(self) -> None:
        view, league = self.view, self.league
        try:
            gone = delete_league(self.store.db, league)
        except DataError as exc:
            self.close()
            view.say(one_line(exc), BAD)
            return
        self.close()
        view.boards.pick(None)
        view.refresh()
        counts = ", ".join(
            plural(n, word)
            for n, word in ((gone.seasons, "season"), (gone.teams, "team"), (gone.results, "result"))
        )
        view.say(f"League {league.name!r} deleted: {counts}.", GOOD)
