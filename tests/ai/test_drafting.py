"""The drafted random team: legal under R2, at least 11 players, most of the koku spent."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.teams.rules import check_team, team_cost

CLANS = ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"]


@pytest.mark.parametrize("clan", CLANS)
def test_drafts_are_legal_full_and_spend_the_koku(data: GameData, clan: str) -> None:
    roster = data.roster(clan)
    for seed in range(60):
        team = draft_team(data, clan, random.Random(seed))
        assert check_team(team, data) == []
        cost = team_cost(team, roster, data)
        assert 11 <= len(team.players) <= 16
        assert cost.treasury == team.treasury
        assert cost.total >= 950, f"seed {seed} left {cost.treasury} koku unspent"
        assert team.rerolls >= 2
        assert sorted(p.number for p in team.players) == list(range(1, len(team.players) + 1))
        assert len({p.name for p in team.players}) == len(team.players)


@pytest.mark.parametrize("clan", CLANS)
def test_drafts_use_the_clan_specialists(data: GameData, clan: str) -> None:
    roster = data.roster(clan)
    base = max(roster.positions, key=lambda p: p.quantity.max).id
    specialists = [
        sum(1 for p in draft_team(data, clan, random.Random(seed)).players if p.position != base)
        for seed in range(30)
    ]
    assert min(specialists) >= 1
    assert sum(specialists) / len(specialists) >= 2


def test_same_seed_same_team(data: GameData) -> None:
    assert draft_team(data, "scorpion", random.Random(11)) == draft_team(data, "scorpion", random.Random(11))
    assert draft_team(data, "scorpion", random.Random(11)) != draft_team(data, "scorpion", random.Random(12))


def test_a_given_name_does_not_change_the_players(data: GameData) -> None:
    named = draft_team(data, "crane", random.Random(5), "Silver Herons")
    plain = draft_team(data, "crane", random.Random(5))
    assert named.name == "Silver Herons"
    assert named.players == plain.players


def test_staff_choices_vary_across_seeds(data: GameData) -> None:
    teams = [draft_team(data, "crab", random.Random(seed)) for seed in range(40)]
    assert Counter(t.team_shugenja for t in teams).keys() == {True, False}
    assert Counter(t.special_staff for t in teams).keys() == {True, False}
