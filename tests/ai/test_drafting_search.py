"""R2.2: the drafter finds a legal team whenever the roster allows one, however tight — every
position limit, minimum, the team's size and the koku at once — and says in one line when none
exists. Checked against every possible squad of small made-up rosters."""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.data.roster import Roster
from samurai_bowl.data.rules import TeamBuildingRules
from samurai_bowl.errors import DataError
from samurai_bowl.teams.draftable import undraftable
from samurai_bowl.teams.rules import check_team


def with_roster(data: GameData, positions: list[dict[str, Any]], **rules: int) -> GameData:
    doc = data.roster("crab").model_dump()
    template = doc["positions"][0]
    doc["positions"] = [{**template, **position} for position in positions]
    team_building = data.rules.team_building.model_copy(update=rules)
    return dataclasses.replace(
        data,
        rosters={"crab": Roster.model_validate(doc)},
        rules=data.rules.model_copy(update={"team_building": team_building}),
    )


def any_legal_squad(roster: Roster, rules: TeamBuildingRules) -> bool:
    """Every count of every position, tried one by one."""
    ranges = [range(p.quantity.min, p.quantity.max + 1) for p in roster.positions]
    for counts in itertools.product(*ranges):
        size = sum(counts)
        cost = sum(count * p.cost for count, p in zip(counts, roster.positions, strict=True))
        if (
            rules.min_players <= size <= min(rules.max_players, rules.max_player_number)
            and cost <= rules.starting_koku
        ):
            return True
    return False


# The Crab with three Linemen at most: eleven only with every Damned and Berserker, and only
# if the dear Berserkers leave koku for the rest.
CAREFUL = [
    {"id": "lineman", "name": "Lineman", "quantity": {"max": 3}, "cost": 60},
    {"id": "berserker", "name": "Berserker", "quantity": {"max": 3}, "cost": 150},
    {"id": "the_damned", "name": "The Damned", "quantity": {"max": 5}, "cost": 40},
]


def test_a_roster_that_fields_eleven_only_with_care_is_drafted_legally(data: GameData) -> None:
    careful = with_roster(data, CAREFUL)
    for seed in range(40):
        team = draft_team(careful, "crab", random.Random(seed))
        assert check_team(team, careful) == []
        assert len(team.players) == 11


def test_position_minimums_are_met(data: GameData) -> None:
    needy = with_roster(
        data,
        [
            {"id": "lineman", "name": "Lineman", "quantity": {"max": 16}, "cost": 50},
            {"id": "shugenja", "name": "Shugenja", "quantity": {"min": 2, "max": 2}, "cost": 120},
            {"id": "samurai", "name": "Samurai", "quantity": {"min": 1, "max": 4}, "cost": 90},
        ],
    )
    for seed in range(20):
        team = draft_team(needy, "crab", random.Random(seed))
        assert check_team(team, needy) == []
        assert sum(p.position == "shugenja" for p in team.players) == 2


def test_a_roster_that_cannot_field_eleven_is_one_line(data: GameData) -> None:
    short = with_roster(data, CAREFUL[:2])
    with pytest.raises(DataError) as raised:
        draft_team(short, "crab", random.Random(1))
    assert str(raised.value) == (
        "clan 'crab': positions: R2.2: no legal team can be drafted: the positions "
        "allow at most 6 players, 5 fewer than the 11 a team needs"
    )


position = st.fixed_dictionaries(
    {
        "min": st.integers(0, 2),
        "extra": st.integers(0, 5),
        "cost": st.sampled_from([30, 50, 60, 80, 100, 150]),
    }
)


@settings(max_examples=120, deadline=None)
@given(
    positions=st.lists(position, min_size=1, max_size=4),
    min_players=st.integers(6, 11),
    more_players=st.integers(0, 5),
    koku=st.integers(400, 1400),
    seed=st.integers(0, 1000),
)
def test_drafted_exactly_when_some_legal_squad_exists(
    data: GameData, positions: list[dict[str, int]], min_players: int, more_players: int, koku: int, seed: int
) -> None:
    made_up = with_roster(
        data,
        [
            {
                "id": f"p{i}",
                "name": f"P{i}",
                "cost": p["cost"],
                "quantity": {"min": p["min"], "max": max(1, p["min"] + p["extra"])},
            }
            for i, p in enumerate(positions)
        ],
        min_players=min_players,
        max_players=min_players + more_players,
        starting_koku=koku,
    )
    roster, rules = made_up.roster("crab"), made_up.rules.team_building
    possible = any_legal_squad(roster, rules)
    event(f"legal squad possible: {possible}")
    assert (undraftable(roster, rules) == "") == possible
    if possible:
        assert check_team(draft_team(made_up, "crab", random.Random(seed)), made_up) == []
    else:
        with pytest.raises(DataError, match="no legal team can be drafted"):
            draft_team(made_up, "crab", random.Random(seed))
