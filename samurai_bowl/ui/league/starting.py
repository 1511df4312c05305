"""Starting a league on the League screen: a new league named, its rounds and rules chosen (the
league file made with the first league), and a saved team, or a random one of a clan, joining the
chosen league with the person or AI that coaches it."""

from __future__ import annotations

import random
import secrets

from samurai_bowl.ai.random_team import random_team
from samurai_bowl.errors import DataError
from samurai_bowl.league.rule_options import options_words, rule_options
from samurai_bowl.league.store import League, LeagueStore
from samurai_bowl.teams.model import Team
from samurai_bowl.ui.kit.theme import GOOD
from samurai_bowl.ui.league.ask import one_line
from samurai_bowl.ui.league.forms import AddTeamForm, NewLeagueForm
from samurai_bowl.ui.league.mode import LeagueScreen, Mode
from samurai_bowl.ui.league.running import coach_words


class NamingLeague(Mode):
    """A new league's name, rounds and rule options on a form."""

    def __init__(self, view: LeagueScreen) -> None:
        super().__init__(view)
        self.naming = NewLeagueForm(rule_options(view.app.data.rules), self.create, self.close)
        self.show(self.naming)

    def create(self) -> None:
        view, form = self.view, self.naming
        if not form.name.value.strip():  # the file is made with the first league, not before
            form.say("Type the league's name first.")
            return
        try:
            league = view.opened().create(form.name.value, form.rounds, form.chosen)
        except DataError as exc:
            form.say(one_line(exc))
            return
        self.close()
        view.refresh()
        view.choose(next(i for i, lg in enumerate(view.leagues) if lg.name == league.name))
        rules = options_words(league.options, view.app.data.rules) or "the game's own rules"
        view.say(
            f"League '{league.name}' created ({rules}): add its teams (A), then draw the schedule (D).", GOOD
        )


class JoiningTeam(Mode):
    """A saved team (``teams``, of the clans ``clans``) or a random team of any clan, and its
    coach, on a form for ``league``. A random team is drafted as ``team random`` drafts one, from
    ``seed`` (a fresh one when None), named unlike any saved team or any team of the league, and
    saved with the others before it joins."""

    def __init__(
        self,
        view: LeagueScreen,
        store: LeagueStore,
        league: League,
        teams: list[Team],
        clans: list[str],
        seed: int | None = None,
    ) -> None:
        super().__init__(view)
        self.store, self.league = store, league
        self.seed = secrets.randbelow(2**31) if seed is None else seed
        data = view.app.data
        offered = [(clan, data.roster(clan).name) for clan in sorted(data.rosters)]
        self.joining = AddTeamForm(teams, clans, self.join, self.close, offered)
        self.show(self.joining)

    def join(self) -> None:
        form, league = self.joining, self.league
        if not form.coach_name:
            form.say("Type the name of the person who coaches this team.")
            return
        try:
            team, drafted = self._team(form)
            entry = self.store.add_team(league, team, form.coach_name, form.kind)
        except DataError as exc:
            form.say(str(exc))
            return
        self.close()
        self.view.refresh()
        made = " (drafted at random and saved with your teams)" if drafted else ""
        self.view.say(f"{entry.name}{made} joins {league.name}, coached by {coach_words(entry)}.", GOOD)

    def _team(self, form: AddTeamForm) -> tuple[Team, bool]:
        """The saved team chosen; or a random one, drafted and saved now (True)."""
        clan = form.random_clan
        if clan is None:
            return form.teams[form.team.index], False
        app = self.view.app
        entered = {entry.name.casefold() for entry in self.store.entries(self.league)}

        def taken(name: str) -> bool:
            return name.casefold() in entered or app.teams.find(name) is not None

        team = random_team(app.data, clan, random.Random(self.seed), taken)
        app.teams.save(team, app.data)  # as the builder saves one: checked, then written whole
        self.seed += 1  # another random team, if this one is asked for again
        return team, True
