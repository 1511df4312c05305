"""Buying for the open card's team on the League screen: staff, re-rolls and players on one form,
the treasury after it shown first, all bought at once or none."""

from __future__ import annotations

from samurai_bowl.errors import DataError
from samurai_bowl.league.basket import buy_all, cost, offers
from samurai_bowl.league.store import Entry, LeagueStore
from samurai_bowl.ui.kit.theme import GOOD
from samurai_bowl.ui.league.ask import one_line
from samurai_bowl.ui.league.buy_form import BuyForm
from samurai_bowl.ui.league.mode import LeagueScreen, Mode


class Buying(Mode):
    """Everything the team of ``entry`` may buy, on the buy form."""

    def __init__(self, view: LeagueScreen, store: LeagueStore, entry: Entry) -> None:
        super().__init__(view)
        self.store, self.entry = store, entry
        team = store.team(entry)
        room = view.app.data.rules.team_building.max_players - len(team.players)
        heading = f"{team.name} buys · treasury {team.treasury or 0} koku"
        self.buying = BuyForm(heading, team.treasury or 0, room, offers(store, team), self.bought, self.close)
        self.show(self.buying)

    def bought(self) -> None:
        form = self.buying
        chosen = form.chosen
        if not chosen:
            form.say("Choose what to buy first: ← → or + − on its line.")
            return
        if form.after < 0:
            form.say(f"The treasury is {-form.after} koku short: buy less.")
            return
        try:
            team = buy_all(self.store, self.entry, chosen)
        except DataError as exc:
            form.say(one_line(exc))
            return
        self.close()
        self.view.refresh()
        things = ", ".join(f"{count} × {offer.words}" for offer, count in chosen)
        self.view.say(
            f"{team.name} bought {things} for {cost(chosen)} koku: {team.treasury} koku left.", GOOD
        )
