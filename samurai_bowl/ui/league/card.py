"""A team's card open on the League screen: ↑↓ its players, Esc closes it, and the card's own
buttons: a player fired (asked first), renamed or renumbered, the team renamed, and buying."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from samurai_bowl.errors import DataError
from samurai_bowl.league.store import Entry
from samurai_bowl.text.words import plural
from samurai_bowl.ui.kit.theme import BAD, GOOD
from samurai_bowl.ui.league.ask import one_line
from samurai_bowl.ui.league.browsing import Browsing
from samurai_bowl.ui.league.buying import Buying
from samurai_bowl.ui.league.confirming import Confirming
from samurai_bowl.ui.league.naming import RenamingPlayer, RenamingTeam, player_name


class Card(Browsing):
    """The boards with the card of the team picked in the table in place of the fixtures."""

    def keys(self) -> dict[int, Callable[[], None]]:
        return {**super().keys(), arcade.key.ESCAPE: lambda: self.view.pick(None)}  # then Esc leaves

    def move(self, by: int) -> None:
        """↑↓: the player below or above on the card."""
        self.view.boards.choose_player(by)
        self.view.refresh()

    def fire(self) -> None:
        view = self.view
        entry, number = view.carded, view.boards.player
        if entry is None or number is None or view.store is None:
            return
        name = player_name(view.store, entry, number)
        question = f"Fire #{number} {name} from {entry.name} for good, with no refund?  Y fires · N keeps"
        Confirming(view, question, lambda: self.fire_now(entry, number, name))

    def fire_now(self, entry: Entry, number: int, name: str) -> None:
        view = self.view
        assert view.store is not None
        try:
            team = view.store.fire(entry, number)
        except DataError as exc:
            view.say(one_line(exc), BAD)
        else:
            view.say(f"#{number} {name} has left {team.name}: {plural(len(team.players), 'player')}.", GOOD)
        view.refresh()

    def buy(self) -> None:
        """Everything the card's team may buy on one form, the treasury after it shown first."""
        entry, store = self.view.carded, self.view.store
        if entry is not None and store is not None:
            Buying(self.view, store, entry)

    def rename(self) -> None:
        """The chosen player's name and number on a form, each at its value now."""
        entry, number, store = self.view.carded, self.view.boards.player, self.view.store
        if entry is not None and number is not None and store is not None:
            RenamingPlayer(self.view, store, entry, number)

    def team_name(self) -> None:
        entry, store = self.view.carded, self.view.store
        if entry is not None and store is not None:
            RenamingTeam(self.view, store, entry)
