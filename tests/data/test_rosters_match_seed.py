"""R2.1: the seven rosters hold exactly the seed's numbers, with the typos fixed.

The expected table is transcribed independently from the seed's TEAMS section, so a slip in
rosters/*.yaml shows up here as a mismatch.
"""

from __future__ import annotations

import pytest

from samurai_bowl.data import GameData

# clan: (re-roll cost, Team Shugenja cost, staff name, staff cost,
#        [(position name, max, MA, ST, AG, AV, PH, skills, cost), ...])
SEED = {
    "crab": (
        60,
        150,
        "Yasuki Taka",
        100,
        [
            ("Lineman", 16, 4, 4, 2, 9, 1, ["Tackle", "Block"], 60),
            ("Berserker", 2, 4, 4, 1, 7, 0, ["Frenzy", "Block", "Tackle"], 80),
            ("The Damned", 4, 5, 3, 3, 8, 0, ["Tackle", "Shadowlands"], 70),
            ("Tsukai-Tsugasu", 2, 6, 3, 3, 8, 2, ["Block", "Mighty Blow"], 80),
        ],
    ),
    "crane": (
        50,
        150,
        "Kakita Shijin",
        100,
        [
            ("Lineman", 16, 7, 3, 3, 7, 3, [], 70),
            ("Thrower", 4, 7, 3, 3, 7, 4, ["Dodge", "Pass", "Sure Hands"], 80),
            ("Catcher", 4, 7, 2, 3, 7, 4, ["Catch", "Dodge"], 90),
            ("Kenshinzen", 2, 6, 3, 3, 8, 3, ["Katana", "Iaijutsu", "Dodge"], 120),
        ],
    ),
    "dragon": (
        80,
        150,
        "Kitsuki Yasu",
        100,
        [
            ("Lineman", 16, 6, 3, 3, 7, 3, ["Iaijutsu"], 60),
            ("Thrower", 2, 6, 3, 3, 7, 2, ["Pass", "Sure Hands"], 70),
            ("Catcher", 4, 7, 2, 4, 7, 2, ["Catch"], 70),
            ("Ise Zumi", 4, 6, 3, 3, 8, 1, ["Block", "Stand Firm"], 90),
        ],
    ),
    "lion": (
        70,
        150,
        "Ikoma Ujiaki",
        100,
        [
            ("Lineman", 16, 6, 3, 3, 8, 3, ["Charge", "Katana"], 70),
            ("Matsu Lion's Pride", 4, 5, 4, 3, 9, 4, ["Charge", "Katana"], 100),
        ],
    ),
    "phoenix": (
        70,
        100,
        "Asako Yasu",
        100,
        [
            ("Apprentice", 16, 5, 2, 3, 7, 2, [], 50),
            ("Earth Adept", 2, 5, 3, 2, 10, 2, ["Stand Firm"], 80),
            ("Air Adept", 2, 6, 2, 4, 7, 2, ["Sprint"], 80),
            ("Fire Adept", 2, 5, 5, 1, 8, 2, ["Mighty Blow"], 80),
            ("Water Adept", 2, 7, 3, 2, 8, 2, ["Sidestep"], 80),
        ],
    ),
    "scorpion": (
        90,
        150,
        "Shosuro Hametsu",
        100,
        [
            ("Lineman", 16, 6, 3, 4, 8, 1, ["Dirty Player"], 50),
            ("Ninja", 2, 7, 2, 4, 7, 0, ["Pass", "Dodge", "Dirty Player"], 80),
            ("Catcher", 2, 7, 2, 4, 7, 1, ["Catch", "Dodge", "Sprint"], 80),
            ("Blitzer", 4, 6, 3, 3, 9, 1, ["Block", "Katana"], 90),
        ],
    ),
    "unicorn": (
        90,
        150,
        "Ide Tadaji",
        100,
        [
            ("Lineman", 16, 5, 2, 3, 7, 2, [], 50),
            ("Thrower", 2, 6, 3, 3, 7, 2, ["Pass", "Sprint"], 60),
            ("Catcher", 2, 7, 3, 3, 6, 2, ["Catch", "Sprint"], 80),
            ("Battle Maiden", 2, 8, 3, 3, 7, 3, ["Charge", "Block"], 90),
        ],
    ),
}


def test_r2_1_seven_clans(data: GameData) -> None:
    assert list(data.rosters) == list(SEED)
    assert [r.name for r in data.rosters.values()] == [
        "Crab Clan",
        "Crane Clan",
        "Dragon Clan",
        "Lion Clan",
        "Phoenix Clan",
        "Scorpion Clan",
        "Unicorn Clan",
    ]


@pytest.mark.parametrize("clan", list(SEED))
def test_r2_1_every_position_matches_the_seed(data: GameData, clan: str) -> None:
    reroll, shugenja, staff_name, staff_cost, positions = SEED[clan]
    roster = data.rosters[clan]
    assert roster.reroll_cost == reroll
    assert roster.team_shugenja_cost == shugenja
    assert (roster.special_staff.name, roster.special_staff.cost) == (staff_name, staff_cost)
    assert roster.special_staff.rules
    actual = [
        (p.name, p.quantity.max, p.ma, p.st, p.ag, p.av, p.ph, p.skills, p.cost) for p in roster.positions
    ]
    assert actual == positions
    assert all(p.quantity.min == 0 for p in roster.positions)


def test_r2_1_typo_fixes(data: GameData) -> None:
    """Scorpion Lineman 50 (the seed breaks the line), Unicorn 'Trower', both staff named Yasu."""
    assert data.rosters["scorpion"].position("lineman").cost == 50  # type: ignore[union-attr]
    assert data.rosters["unicorn"].position("thrower").name == "Thrower"  # type: ignore[union-attr]
    assert data.rosters["dragon"].special_staff.name == "Kitsuki Yasu"
    assert data.rosters["phoenix"].special_staff.name == "Asako Yasu"


def test_r18_every_roster_skill_is_in_the_skills_list(data: GameData) -> None:
    known = set(data.skills.names())
    named = {s for r in data.rosters.values() for p in r.positions for s in p.skills}
    assert named <= known
    assert {"Sidestep", "Stand Firm", "Shadowlands"} <= known
    assert data.skills.get("Shadowlands").kind == "trait"  # type: ignore[union-attr]
