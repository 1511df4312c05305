"""What the team builder holds between clicks: the team so far and every change allowed to it."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from pydantic import ValidationError

from samurai_bowl.data import GameData
from samurai_bowl.data.roster import Roster
from samurai_bowl.errors import describe_pydantic_error
from samurai_bowl.teams.builder import add_player, next_free_number, suggest_name
from samurai_bowl.teams.model import Player, Team
from samurai_bowl.teams.rules import Problem, TeamCost, check_team, team_cost
from samurai_bowl.text.numbers import whole_number

PLACEHOLDER_NAME = "Unnamed team"


@dataclass(frozen=True)
class Staff:
    """One thing besides players that koku buys: re-rolls, Geisha, coaches, shugenja, clan staff."""

    field: str  # the Team field it changes
    name: str
    cost: int
    most: int
    flag: bool  # hired or not, rather than a count


def _name_problem(exc: ValidationError) -> str:
    return f"the name {describe_pydantic_error(exc.errors()[0])[1]}"


class BuilderState:
    """The team being built; every method returns a short note for the player, or None."""

    def __init__(self, data: GameData, team: Team | None = None, seed: int | None = None) -> None:
        self.data = data
        self.rng = random.Random(seed)
        clan = team.clan if team is not None and team.clan in data.rosters else next(iter(data.rosters))
        self.team = (team or Team(name=PLACEHOLDER_NAME, clan=clan)).model_copy(update={"treasury": None})

    # --- what the team is now ----------------------------------------------------------------
    @property
    def roster(self) -> Roster:
        return self.data.roster(self.team.clan)

    @property
    def cost(self) -> TeamCost:
        return team_cost(self.team, self.roster, self.data)

    @property
    def problems(self) -> list[Problem]:
        return check_team(self.team, self.data)

    def hired(self, position: str) -> int:
        return Counter(p.position for p in self.team.players)[position]

    def staff(self) -> list[Staff]:
        tb, roster = self.data.rules.team_building, self.roster
        return [
            Staff("rerolls", "Team re-rolls", roster.reroll_cost, tb.max_rerolls, False),
            Staff("geisha", "Geisha", tb.geisha.cost, tb.geisha.max, False),
            Staff(
                "assistant_coaches",
                "Assistant Coaches",
                tb.assistant_coaches.cost,
                tb.assistant_coaches.max,
                False,
            ),
            Staff("team_shugenja", "Team Shugenja", roster.team_shugenja_cost, tb.max_team_shugenja, True),
            Staff(
                "special_staff",
                roster.special_staff.name,
                roster.special_staff.cost,
                tb.max_special_staff,
                True,
            ),
        ]

    def staff_count(self, staff: Staff) -> int:
        return int(getattr(self.team, staff.field))

    # --- changes -----------------------------------------------------------------------------
    def set_clan(self, clan: str) -> None:
        """Another clan: its positions differ, so the players go; staff and re-rolls stay."""
        if clan != self.team.clan and clan in self.data.rosters:
            self.team = self.team.model_copy(update={"clan": clan, "players": []})

    def can_hire(self, position: str) -> bool:
        found = self.roster.position(position)
        tb = self.data.rules.team_building
        return (
            found is not None
            and self.hired(position) < found.quantity.max
            and len(self.team.players) < tb.max_players
        )

    def hire(self, position: str) -> int | None:
        """One more player at ``position`` with a suggested name; the new player's index."""
        if not self.can_hire(position):
            return None
        self.team = add_player(self.team, self.roster, self.data, position, self.rng)
        return len(self.team.players) - 1

    def release_last(self, position: str) -> bool:
        """Let go the player last hired at ``position``."""
        for index in range(len(self.team.players) - 1, -1, -1):
            if self.team.players[index].position == position:
                self.release(index)
                return True
        return False

    def release(self, index: int) -> None:
        players = [p for i, p in enumerate(self.team.players) if i != index]
        self.team = self.team.model_copy(update={"players": players})

    def change_staff(self, staff: Staff, step: int) -> bool:
        have = self.staff_count(staff)
        want = max(0, min(staff.most, have + step))
        if want == have:
            return False
        self.team = self.team.model_copy(update={staff.field: bool(want) if staff.flag else want})
        return True

    def rename(self, index: int, name: str) -> str | None:
        """Give player ``index`` a typed name; why not, when it cannot be used."""
        try:
            clean = Player(number=1, name=name, position="any").name
        except ValidationError as exc:
            return _name_problem(exc)
        if any(p.name == clean for i, p in enumerate(self.team.players) if i != index):
            return f"another player is already called {clean}"
        self._update_player(index, name=clean)
        return None

    def suggest(self, index: int) -> None:
        """A fresh name from the clan's families for player ``index``."""
        taken = {p.name for p in self.team.players}
        self._update_player(index, name=suggest_name(self.roster, self.data, self.rng, taken))

    def renumber(self, index: int, typed: str) -> str | None:
        """Give player ``index`` a typed number; a number worn twice shows up as an R2.5 problem."""
        highest = self.data.rules.team_building.max_player_number
        try:
            number = whole_number(typed, 1, highest)
        except ValueError:
            return f"a number runs from 1 to {highest}"
        self._update_player(index, number=number)
        return None

    def free_number(self) -> int:
        return next_free_number(p.number for p in self.team.players)

    def _update_player(self, index: int, **changes: object) -> None:
        players = list(self.team.players)
        players[index] = players[index].model_copy(update=changes)
        self.team = self.team.model_copy(update={"players": players})

    def named(self, name: str) -> Team | str:
        """The team under a typed name, ready for saving, or why the name cannot be used."""
        try:
            return Team.model_validate({**self.team.model_dump(), "name": name, "treasury": None})
        except ValidationError as exc:
            return _name_problem(exc)
