"""Drafting a legal, sensible clan team: specialists first (each position up to its limit, in a
random order, while the koku allows: they are what the clan plays with), depth, re-rolls, staff.

The draft keeps enough koku in hand at every step to complete the cheapest legal roster from the
players it has (``cheapest_completion``, exact) and a couple of re-rolls, then spends what is
left so little koku sits idle in the treasury. So it finds a legal team whenever the roster
allows one, and says in one line why when it does not.
"""

from __future__ import annotations

import random

from samurai_bowl.data.loader import GameData
from samurai_bowl.data.roster import Position, Roster
from samurai_bowl.errors import DataError
from samurai_bowl.teams.builder import add_player, sorted_by_position
from samurai_bowl.teams.draftable import cheapest_completion, size_limit, undraftable
from samurai_bowl.teams.model import Team
from samurai_bowl.teams.rules import check_team, team_cost

MIN_REROLLS = 2
SPECIALIST_ROOM = 60  # koku kept for upgrading at least one lineman to a specialist


def draft_team(data: GameData, clan: str, rng: random.Random, name: str | None = None) -> Team:
    """A random team for ``clan`` that obeys every R2 rule and spends most of its koku."""
    roster = data.roster(clan)
    tb = data.rules.team_building
    problem = undraftable(roster, tb)
    if problem:
        raise DataError(f"clan '{clan}'", f"R2.2: {problem}", "positions")
    suggested = _team_name(roster, rng)  # drawn either way, so a seed drafts the same players
    team = Team(name=name or suggested, clan=clan)
    base = _base_position(roster)
    specialists = [p for p in roster.positions if p.id != base.id]
    rng.shuffle(specialists)

    def completion(have: list[str], koku: int) -> tuple[str, ...] | None:
        """The cheapest players completing ``have`` (positions) within ``koku``, or None."""
        found = cheapest_completion(roster, tb, have, koku, base.id)
        return None if found.problem else found.additions

    cheapest = cheapest_completion(roster, tb, (), tb.starting_koku, base.id).cost
    rerolls = min(MIN_REROLLS, tb.max_rerolls)
    while rerolls and cheapest + rerolls * roster.reroll_cost > tb.starting_koku:
        rerolls -= 1
    # Staff is wanted only when the cheapest roster, the re-rolls and a specialist still fit.
    floor = cheapest + rerolls * roster.reroll_cost + SPECIALIST_ROOM
    staff_reserve = 0
    wants: dict[str, bool] = {}
    for field, price, chance, allowed in (
        ("team_shugenja", roster.team_shugenja_cost, 0.5, tb.max_team_shugenja),
        ("special_staff", roster.special_staff.cost, 0.4, tb.max_special_staff),
    ):
        fits = allowed > 0 and floor + staff_reserve + price <= tb.starting_koku
        wants[field] = rng.random() < chance and fits
        staff_reserve += price if wants[field] else 0

    def left_for_players(t: Team) -> int:
        """Koku left for more players once the re-rolls and the staff wanted are paid for."""
        return team_cost(t, roster, data).treasury - rerolls * roster.reroll_cost - staff_reserve

    for position in specialists:  # the clan's specialists are its strengths: each up to its limit
        for _ in range(position.quantity.max):
            have = [p.position for p in team.players]
            koku = left_for_players(team) - position.cost
            if len(have) >= tb.min_players or completion([*have, position.id], koku) is None:
                break
            team = add_player(team, roster, data, position.id, rng)
    for position_id in completion([p.position for p in team.players], left_for_players(team)) or ():
        team = add_player(team, roster, data, position_id, rng)
    team = team.model_copy(update={"rerolls": rerolls})
    for field, wanted in wants.items():
        if wanted:
            team = team.model_copy(update={field: True})
    team = _spend_the_rest(team, roster, data, rng, base)
    team = sorted_by_position(team, roster)
    team = _renumber(team)
    final = team.model_copy(update={"treasury": team_cost(team, roster, data).treasury})
    problems = check_team(final, data)
    if problems:  # every step above keeps a legal team within reach; this guards the code
        raise ValueError(f"drafted an illegal {clan} team: {problems[0]}")
    return final


def _base_position(roster: Roster) -> Position:
    """The position a team is filled out with: the widest quantity, cheapest on a tie."""
    return max(roster.positions, key=lambda p: (p.quantity.max, -p.cost))


def _spend_the_rest(team: Team, roster: Roster, data: GameData, rng: random.Random, base: Position) -> Team:
    """Buy depth, then re-rolls, until nothing more is affordable; then the small staff."""
    tb = data.rules.team_building
    least, most = tb.min_players, size_limit(tb)
    depth_target = most if least >= most else rng.randint(least + 1, min(least + 3, most))
    reroll_target = rng.randint(3, 4)

    def treasury(t: Team) -> int:
        return team_cost(t, roster, data).treasury

    def counts(t: Team, position: Position) -> int:
        return sum(1 for p in t.players if p.position == position.id)

    progress = True
    while progress:
        progress = False
        left = treasury(team)
        if len(team.players) < depth_target:
            choices = [p for p in roster.positions if p.cost <= left and counts(team, p) < p.quantity.max]
            if choices:
                pick = base if base in choices and rng.random() < 0.6 else rng.choice(choices)
                team = add_player(team, roster, data, pick.id, rng)
                progress = True
                continue
        if team.rerolls < min(reroll_target, tb.max_rerolls) and roster.reroll_cost <= left:
            team = team.model_copy(update={"rerolls": team.rerolls + 1})
            progress = True
            continue
    return _fill_small_staff(team, roster, data, rng)


def _fill_small_staff(team: Team, roster: Roster, data: GameData, rng: random.Random) -> Team:
    """Spend the small change on Geisha (Rallying Cry) and Assistant Coaches (arguing calls)."""
    tb = data.rules.team_building
    while True:
        left = team_cost(team, roster, data).treasury
        options = []
        if team.geisha < tb.geisha.max and tb.geisha.cost <= left:
            options.append("geisha")
        if team.assistant_coaches < tb.assistant_coaches.max and tb.assistant_coaches.cost <= left:
            options.append("assistant_coaches")
        if not options:
            return team
        field = rng.choice(options)
        team = team.model_copy(update={field: getattr(team, field) + 1})


def _renumber(team: Team) -> Team:
    players = [p.model_copy(update={"number": i}) for i, p in enumerate(team.players, start=1)]
    return team.model_copy(update={"players": players})


_TEAM_WORDS = [
    "Iron",
    "Jade",
    "Storm",
    "Crimson",
    "Silent",
    "Golden",
    "Thunder",
    "Autumn",
    "Mountain",
    "River",
    "Shadow",
    "Dawn",
    "Winter",
    "Ember",
    "Steel",
]
_TEAM_NOUNS = [
    "Wall",
    "Blossoms",
    "Tigers",
    "Waves",
    "Fists",
    "Lanterns",
    "Ronin",
    "Blades",
    "Winds",
    "Spirits",
    "Banners",
    "Cranes",
    "Oni",
    "Herons",
    "Fans",
]


def _team_name(roster: Roster, rng: random.Random) -> str:
    return f"{rng.choice(roster.family_names)} {rng.choice(_TEAM_WORDS)} {rng.choice(_TEAM_NOUNS)}"
