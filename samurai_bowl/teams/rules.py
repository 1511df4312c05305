"""R2 team-building rules: what a team costs and every way it can break the rules."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from samurai_bowl.data.loader import GameData
from samurai_bowl.data.roster import Roster
from samurai_bowl.teams.model import Team
from samurai_bowl.text.words import plural


@dataclass(frozen=True)
class Problem:
    """One broken rule: the rule id, the field it concerns, what is wrong and by how much."""

    rule: str
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.field}: {self.rule}: {self.message}"


@dataclass(frozen=True)
class TeamCost:
    players: int
    rerolls: int
    geisha: int
    assistant_coaches: int
    team_shugenja: int
    special_staff: int
    budget: int

    @property
    def total(self) -> int:
        return (
            self.players
            + self.rerolls
            + self.geisha
            + self.assistant_coaches
            + self.team_shugenja
            + self.special_staff
        )

    @property
    def treasury(self) -> int:
        """R2.4: koku not spent stays in the treasury."""
        return self.budget - self.total


def team_cost(team: Team, roster: Roster, data: GameData) -> TeamCost:
    tb = data.rules.team_building
    prices = {p.id: p.cost for p in roster.positions}
    return TeamCost(
        players=sum(prices.get(player.position, 0) for player in team.players),
        rerolls=team.rerolls * roster.reroll_cost,
        geisha=team.geisha * tb.geisha.cost,
        assistant_coaches=team.assistant_coaches * tb.assistant_coaches.cost,
        team_shugenja=roster.team_shugenja_cost if team.team_shugenja else 0,
        special_staff=roster.special_staff.cost if team.special_staff else 0,
        budget=tb.starting_koku,
    )


def _over(limit: int, count: int) -> str:
    return f"{count - limit} over"


def check_team(team: Team, data: GameData) -> list[Problem]:
    """Every R2 rule this new team breaks; empty when it may be saved and played."""
    roster = data.rosters.get(team.clan)
    if roster is None:
        return [Problem("R2.1", "clan", f"unknown clan '{team.clan}' (clans: {', '.join(data.rosters)})")]
    problems: list[Problem] = []
    problems += _check_positions(team, roster)
    problems += _check_roster_size(team, data)
    problems += _check_staff(team, roster, data)
    problems += _check_players(team, data)
    problems += _check_koku(team, roster, data)
    return problems


def _check_positions(team: Team, roster: Roster) -> list[Problem]:
    problems = []
    known = {p.id for p in roster.positions}
    for index, player in enumerate(team.players):
        if player.position not in known:
            problems.append(
                Problem(
                    "R2.1",
                    f"players[{index}].position",
                    f"the {roster.name} has no position '{player.position}' "
                    f"(positions: {', '.join(p.id for p in roster.positions)})",
                )
            )
    counts = Counter(player.position for player in team.players)
    for position in roster.positions:
        have = counts.get(position.id, 0)
        limit = position.quantity
        if have > limit.max:
            problems.append(
                Problem(
                    "R2.2",
                    "players",
                    f"{position.name} is limited to {limit} per team; this team has {have} "
                    f"({_over(limit.max, have)})",
                )
            )
        elif have < limit.min:
            problems.append(
                Problem(
                    "R2.2",
                    "players",
                    f"{position.name} needs {limit} per team; this team has {have} "
                    f"({limit.min - have} short)",
                )
            )
    return problems


def _check_roster_size(team: Team, data: GameData) -> list[Problem]:
    tb = data.rules.team_building
    count = len(team.players)
    if count < tb.min_players:
        return [
            Problem(
                "R2.2",
                "players",
                f"a team needs at least {tb.min_players} players; this one has {count} "
                f"({tb.min_players - count} short)",
            )
        ]
    if count > tb.max_players:
        return [
            Problem(
                "R2.2",
                "players",
                f"a team may have at most {tb.max_players} players; this one has {count} "
                f"({_over(tb.max_players, count)})",
            )
        ]
    return []


def _check_staff(team: Team, roster: Roster, data: GameData) -> list[Problem]:
    tb = data.rules.team_building
    staff = roster.special_staff.name
    limits = [
        ("rerolls", "team re-roll", "team re-rolls", team.rerolls, tb.max_rerolls),
        ("geisha", "Geisha", "Geisha", team.geisha, tb.geisha.max),
        (
            "assistant_coaches",
            "Assistant Coach",
            "Assistant Coaches",
            team.assistant_coaches,
            tb.assistant_coaches.max,
        ),
        ("team_shugenja", "Team Shugenja", "Team Shugenja", int(team.team_shugenja), tb.max_team_shugenja),
        ("special_staff", staff, staff, int(team.special_staff), tb.max_special_staff),
    ]
    problems = []
    for field, singular, many, have, limit in limits:
        if have <= limit:
            continue
        if limit == 0:
            message = f"these rules allow no {many}"
        else:
            message = (
                f"at most {plural(limit, singular, many)} allowed; this team has "
                f"{have} ({_over(limit, have)})"
            )
        problems.append(Problem("R2.3", field, message))
    return problems


def _check_players(team: Team, data: GameData) -> list[Problem]:
    tb = data.rules.team_building
    problems = []
    first_with: dict[int, int] = {}
    for index, player in enumerate(team.players):
        if player.number > tb.max_player_number:
            problems.append(
                Problem(
                    "R2.5",
                    f"players[{index}].number",
                    f"numbers run from 1 to {tb.max_player_number} (got {player.number})",
                )
            )
        if player.number in first_with:
            other = team.players[first_with[player.number]]
            problems.append(
                Problem(
                    "R2.5",
                    f"players[{index}].number",
                    f"number {player.number} is worn by both {other.name} and {player.name}",
                )
            )
        else:
            first_with[player.number] = index
        if player.seriously_injured:
            problems.append(
                Problem(
                    "R2.5",
                    f"players[{index}].seriously_injured",
                    f"a new team's players start uninjured ({player.name} is Seriously Injured)",
                )
            )
        if player.spp:
            problems.append(
                Problem(
                    "R2.5",
                    f"players[{index}].spp",
                    f"a new team's players start with 0 SPP ({player.name} has {player.spp})",
                )
            )
    return problems


def _check_koku(team: Team, roster: Roster, data: GameData) -> list[Problem]:
    cost = team_cost(team, roster, data)
    problems = []
    if cost.total > cost.budget:
        problems.append(
            Problem(
                "R2.2",
                "koku",
                f"{describe_spend(team, cost)} cost {cost.total} koku, "
                f"{cost.total - cost.budget} over the {cost.budget} available",
            )
        )
    if team.treasury is not None and team.treasury != cost.treasury:
        problems.append(
            Problem(
                "R2.4",
                "treasury",
                f"says {team.treasury} koku, but {cost.budget} − {cost.total} spent leaves {cost.treasury}",
            )
        )
    return problems


def describe_spend(team: Team, cost: TeamCost) -> str:
    """``12 players`` or ``12 players, 3 re-rolls and 2 Geisha`` — what the koku went on."""
    parts = [plural(len(team.players), "player")]
    if team.rerolls:
        parts.append(plural(team.rerolls, "re-roll"))
    if team.geisha:
        parts.append(f"{team.geisha} Geisha")
    if team.assistant_coaches:
        parts.append(plural(team.assistant_coaches, "Assistant Coach", "Assistant Coaches"))
    if team.team_shugenja:
        parts.append("a Team Shugenja")
    if team.special_staff:
        parts.append("special coaching staff")
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
