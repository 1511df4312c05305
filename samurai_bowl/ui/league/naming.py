"""New names and numbers from a team's card on the League screen: a player's name and shirt number
(one form, both written or neither) and the team's name, each through the store's own checks, as
``league team --rename/--renumber/--team-name`` make them. A man keeps his lasting id, so his
career goes on under the new number and the team's new name."""

from __future__ import annotations

from samurai_bowl.errors import DataError
from samurai_bowl.league.store import Entry, LeagueStore
from samurai_bowl.ui.kit.theme import GOOD
from samurai_bowl.ui.league.ask import one_line
from samurai_bowl.ui.league.forms import RenameForm, TeamNameForm
from samurai_bowl.ui.league.mode import LeagueScreen, Mode


def player_name(store: LeagueStore, entry: Entry, number: int) -> str:
    """The name of the player of the team who wears ``number`` ("" if nobody does)."""
    return next((p.name for p in store.team(entry).players if p.number == number), "")


class RenamingPlayer(Mode):
    """The chosen player's name and number on a form, each at its value now."""

    def __init__(self, view: LeagueScreen, store: LeagueStore, entry: Entry, number: int) -> None:
        super().__init__(view)
        self.store, self.entry, self.number = store, entry, number
        most = view.app.data.rules.team_building.max_player_number
        self.rename = RenameForm(number, player_name(store, entry, number), self.renamed, self.close, most)
        self.show(self.rename)

    def renamed(self) -> None:
        view, form, entry, store = self.view, self.rename, self.entry, self.store
        name, number, new = form.name.value.strip(), form.number, form.new_number
        if not name:
            form.say("Type the player's new name.")
            return
        if new is None:
            form.say("Type the player's shirt number.")
            return
        old = player_name(store, entry, number)
        if name == old and new == number:
            self.close()
            view.say(f"Nothing was changed: #{number} {old} stays as he is.")
            return
        try:
            with store.db.transaction():
                if name != old:
                    store.rename(entry, number, name)
                store.renumber(entry, number, new)
        except DataError as exc:
            form.say(one_line(exc))
            return
        self.close()
        view.refresh()
        if new in view.boards.numbers:  # the card is in number order: keep him chosen
            view.boards.row = view.boards.numbers.index(new)
            view.refresh()
        view.say(f"#{number} {old} of {entry.name} is now #{new} {name}: his career goes on.", GOOD)


class RenamingTeam(Mode):
    """The card's team's name on a form."""

    def __init__(self, view: LeagueScreen, store: LeagueStore, entry: Entry) -> None:
        super().__init__(view)
        self.store, self.entry = store, entry
        self.rename = TeamNameForm(entry.name, self.renamed, self.close)
        self.show(self.rename)

    def renamed(self) -> None:
        view, form, entry = self.view, self.rename, self.entry
        name = form.name.value.strip()
        if not name:
            form.say("Type the team's new name.")
            return
        try:
            renamed_entry = self.store.rename_team(entry, name)
        except DataError as exc:
            form.say(one_line(exc))
            return
        self.close()
        view.refresh()
        if renamed_entry.name == entry.name:
            view.say(f"Nothing was changed: {entry.name} keeps its name.")
        else:
            goes = "its players, careers and results go with it"
            view.say(f"{entry.name} is now {renamed_entry.name}: {goes}.", GOOD)
