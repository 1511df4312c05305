"""R2: every team-building rule is enforced with the rule id and by how much it is broken."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from samurai_bowl.data import GameData
from samurai_bowl.teams.model import Player
from samurai_bowl.teams.rules import check_team, team_cost
from tests.teams.helpers import make_team


def messages(team, data: GameData) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(p) for p in check_team(team, data)]


def test_r2_legal_team_has_no_problems_and_keeps_its_change(data: GameData) -> None:
    team = make_team("crab", {"lineman": 11, "berserker": 2}, rerolls=2, geisha=1)
    assert check_team(team, data) == []
    cost = team_cost(team, data.roster("crab"), data)
    assert (cost.players, cost.rerolls, cost.geisha, cost.total) == (11 * 60 + 2 * 80, 120, 10, 950)
    assert cost.treasury == 50  # R2.4


def test_r2_1_unknown_clan(data: GameData) -> None:
    assert messages(make_team("mantis"), data) == [
        "clan: R2.1: unknown clan 'mantis' (clans: crab, crane, dragon, lion, phoenix, scorpion, unicorn)"
    ]


def test_r2_1_position_from_another_clan(data: GameData) -> None:
    team = make_team("lion", {"lineman": 11, "ninja": 1})
    assert messages(team, data) == [
        "players[11].position: R2.1: the Lion Clan has no position 'ninja' "
        "(positions: lineman, matsu_lions_pride)"
    ]


def test_r2_2_at_least_eleven_players(data: GameData) -> None:
    assert messages(make_team("crab", {"lineman": 9}), data) == [
        "players: R2.2: a team needs at least 11 players; this one has 9 (2 short)"
    ]


def test_r2_2_at_most_sixteen_players(data: GameData) -> None:
    team = make_team("phoenix", {"apprentice": 16, "fire_adept": 1})
    assert "players: R2.2: a team may have at most 16 players; this one has 17 (1 over)" in messages(
        team, data
    )


def test_r2_2_position_limits(data: GameData) -> None:
    team = make_team("crab", {"lineman": 8, "berserker": 3})
    assert messages(team, data) == [
        "players: R2.2: Berserker is limited to 0-2 per team; this team has 3 (1 over)"
    ]
    lines = make_team("phoenix", {"apprentice": 17})
    assert "players: R2.2: Apprentice is limited to 0-16 per team; this team has 17 (1 over)" in messages(
        lines, data
    )


def test_r2_2_one_thousand_koku(data: GameData) -> None:
    team = make_team("crane", {"kenshinzen": 2, "catcher": 4, "thrower": 2, "lineman": 4})
    assert messages(team, data) == ["koku: R2.2: 12 players cost 1040 koku, 40 over the 1000 available"]


def test_r2_2_koku_counts_staff_and_rerolls(data: GameData) -> None:
    team = make_team(
        "scorpion",
        {"lineman": 12},
        rerolls=4,
        geisha=2,
        assistant_coaches=1,
        team_shugenja=True,
        special_staff=True,
    )
    # 600 + 360 + 20 + 10 + 150 + 100
    assert messages(team, data) == [
        "koku: R2.2: 12 players, 4 re-rolls, 2 Geisha, 1 Assistant Coach, a Team Shugenja and special "
        "coaching staff cost 1240 koku, 240 over the 1000 available"
    ]


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("rerolls", 9, "rerolls: R2.3: at most 8 team re-rolls allowed; this team has 9 (1 over)"),
        ("geisha", 5, "geisha: R2.3: at most 4 Geisha allowed; this team has 5 (1 over)"),
        (
            "assistant_coaches",
            6,
            "assistant_coaches: R2.3: at most 4 Assistant Coaches allowed; this team has 6 (2 over)",
        ),
    ],
)
def test_r2_3_staff_limits(data: GameData, field: str, value: int, expected: str) -> None:
    team = make_team("unicorn", {"lineman": 11}, **{field: value})
    assert expected in messages(team, data)


def test_r2_3_shugenja_and_special_staff_limits_follow_the_rule_options(data: GameData) -> None:
    strict = data.rules.team_building.model_copy(update={"max_team_shugenja": 0, "max_special_staff": 0})
    rules = data.rules.model_copy(update={"team_building": strict})
    from dataclasses import replace

    no_staff = replace(data, rules=rules)
    team = make_team("dragon", {"lineman": 11}, team_shugenja=True, special_staff=True)
    assert messages(team, no_staff) == [
        "team_shugenja: R2.3: these rules allow no Team Shugenja",
        "special_staff: R2.3: these rules allow no Kitsuki Yasu",
    ]
    assert check_team(team, data) == []


def test_r2_3_only_one_shugenja_can_be_expressed() -> None:
    with pytest.raises(ValidationError):
        make_team("crab", team_shugenja=2)


def test_r2_3_head_coach_is_free_and_staff_prices_come_from_the_roster(data: GameData) -> None:
    team = make_team("phoenix", {"apprentice": 11}, team_shugenja=True, special_staff=True)
    cost = team_cost(team, data.roster("phoenix"), data)
    assert (cost.team_shugenja, cost.special_staff) == (100, 100)
    assert cost.total == 11 * 50 + 200


def test_r2_4_treasury_must_be_what_was_not_spent(data: GameData) -> None:
    team = make_team("crab", {"lineman": 11}, treasury=500)
    assert messages(team, data) == ["treasury: R2.4: says 500 koku, but 1000 − 660 spent leaves 340"]
    assert check_team(team.model_copy(update={"treasury": 340}), data) == []


def test_r2_5_numbers_are_unique_and_in_range(data: GameData) -> None:
    team = make_team("crab", {"lineman": 11})
    players = list(team.players)
    players[3] = players[3].model_copy(update={"number": 1})
    players[4] = players[4].model_copy(update={"number": 100})
    assert messages(team.model_copy(update={"players": players}), data) == [
        "players[3].number: R2.5: number 1 is worn by both Player 1 and Player 4",
        "players[4].number: R2.5: numbers run from 1 to 99 (got 100)",
    ]


def test_r2_5_new_players_start_with_no_spp(data: GameData) -> None:
    team = make_team("crab", {"lineman": 11})
    players = [team.players[0].model_copy(update={"spp": 6}), *team.players[1:]]
    assert messages(team.model_copy(update={"players": players}), data) == [
        "players[0].spp: R2.5: a new team's players start with 0 SPP (Player 1 has 6)"
    ]


@pytest.mark.parametrize("name", ["", "   ", "\x00bad", "!!!", "x" * 41])
def test_r2_5_every_player_has_a_readable_name(name: str) -> None:
    with pytest.raises(ValidationError):
        Player(number=1, name=name, position="lineman")


def test_every_broken_rule_is_reported_at_once(data: GameData) -> None:
    team = make_team("crab", {"lineman": 5, "berserker": 3}, rerolls=9, geisha=5)
    rules = [p.rule for p in check_team(team, data)]
    assert rules == ["R2.2", "R2.2", "R2.3", "R2.3", "R2.2"]


def test_r2_5_new_players_start_uninjured(data: GameData) -> None:
    team = make_team("crab", {"lineman": 11})
    players = [team.players[0].model_copy(update={"seriously_injured": True}), *team.players[1:]]
    assert messages(team.model_copy(update={"players": players}), data) == [
        "players[0].seriously_injured: R2.5: a new team's players start uninjured (Player 1 is Seriously Injured)"
    ]
