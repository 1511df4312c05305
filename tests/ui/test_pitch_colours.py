"""The pitch's colours and marks, checked for every clan: position marks that differ within a
clan, token colours that stand out from the grass, the two teams of every pairing told apart in
normal and colour-blind vision, the ball and the reach shading readable for everyone."""

from __future__ import annotations

import itertools
import math

import pytest
from arcade.types import Color

from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.ui.kit import palette
from samurai_bowl.ui.kit.glyphs import position_marks
from samurai_bowl.ui.kit.palette import DISTINCT, GRASS, difference, lab, seen_as
from samurai_bowl.ui.kit.theme import contrast, ink_for, over
from samurai_bowl.ui.pitch.draw import team_colours
from samurai_bowl.ui.pitch.marks import OUTLINE
from samurai_bowl.ui.pitch.shading import TIERS, tier
from samurai_bowl.ui.pitch.tokens import BALL
from tests.teams.helpers import make_team


def test_every_position_of_every_clan_has_a_mark_of_its_own(data: GameData) -> None:
    assert len(data.rosters) == 7
    for clan, roster in data.rosters.items():
        marks = position_marks(roster)
        assert set(marks) == {p.id for p in roster.positions}
        assert len(set(marks.values())) == len(marks), (clan, marks)
        assert all(len(mark) == 2 and mark.isalnum() for mark in marks.values()), marks
    crab = position_marks(data.roster("crab"))
    assert crab["the_damned"] != crab["tsukai_tsugasu"]  # both began with T as one initial
    adepts = position_marks(data.roster("phoenix"))
    assert {adepts[p] for p in ("earth_adept", "air_adept", "fire_adept", "water_adept")} == {
        "Ea",
        "Ai",
        "Fi",
        "Wa",
    }


def test_no_mark_reads_as_a_clan(data: GameData) -> None:
    """ "Li" over a Crane lineman would read as a Lion: a mark never begins a clan's name."""
    clans = [roster.name for roster in data.rosters.values()]
    starts = {name[:2].title() for name in clans}
    for roster in data.rosters.values():
        marks = position_marks(roster, clans)
        assert not starts & set(marks.values()), marks
    assert position_marks(data.roster("crane"), clans)["lineman"] == "Ln"


def test_marks_stay_apart_when_the_names_crowd_each_other(data: GameData) -> None:
    roster = data.roster("crab")
    lineman = roster.positions[0]
    names = ["Thrower", "Thug", "Th", "T", "The Thrower", "Tsukai Tsugasu", "Tsukai-Tsune"]
    crowded = roster.model_copy(
        update={
            "positions": [
                lineman.model_copy(update={"id": f"p{i}", "name": name}) for i, name in enumerate(names)
            ]
        }
    )
    marks = position_marks(crowded)
    assert len(set(marks.values())) == len(names), marks


def _match(data: GameData, home: str, away: str) -> Match:
    teams = [make_team(clan, {data.roster(clan).positions[0].id: 11}) for clan in (home, away)]
    return Match(data, teams[0], teams[1], 1)


def test_every_clans_token_colours_stand_out_from_both_grass_stripes(data: GameData) -> None:
    for clan, roster in data.rosters.items():
        edge = palette.edge(roster)
        for fill in palette.kits(roster):
            assert min(contrast(fill, grass) for grass in GRASS) >= 3, (clan, fill)
            assert contrast(fill, edge) >= 3, (clan, fill, edge)  # the edge draws the shape's outline
            assert contrast(ink_for(fill), fill) >= 4.5, (clan, fill)  # the label on the token


def test_every_token_stands_out_in_either_end_zone_and_each_name_in_its_own() -> None:
    kits = [kit for clan in palette.CLAN_KITS.values() for kit in clan]
    for team in kits:
        zones = [palette.end_zone(team, grass) for grass in GRASS]
        assert all(contrast(team, zone) >= 3 for zone in zones), team  # the team's name, large text
        for other in kits:
            assert all(contrast(other, zone) >= 3 for zone in zones), (team, other)


def test_the_two_teams_of_every_pairing_differ_for_every_eye(data: GameData) -> None:
    clans = sorted(data.rosters)
    pairings = list(itertools.combinations(clans, 2))
    assert len(pairings) == 21
    for home, away in [*pairings, *((b, a) for a, b in pairings), *((c, c) for c in clans)]:
        (home_fill, _), (away_fill, _) = team_colours(data, _match(data, home, away))
        for vision in palette.VISIONS:
            seen = [seen_as(c, vision) for c in (home_fill, away_fill)]
            assert math.dist(lab(seen[0]), lab(seen[1])) >= DISTINCT, (home, away, vision)


def test_the_ball_stands_out_from_the_grass_and_from_every_carrier() -> None:
    assert min(contrast(BALL, grass) for grass in GRASS) >= 3
    for kits in palette.CLAN_KITS.values():
        for fill in kits:
            assert contrast(OUTLINE, fill) >= 3  # the ball's dark edge on a carrier


def test_the_reach_tiers_read_for_colour_blind_eyes_and_no_roll_shows_on_the_grass() -> None:
    for grass in GRASS:
        shades = [over(tier(lowest), grass) for lowest, _, _ in TIERS]
        assert contrast(shades[0], grass) >= 3  # a square reached without a roll
        for a, b in itertools.combinations(shades, 2):
            assert difference(a, b) >= 20, (a, b)
        for shade in shades:
            assert contrast(ink_for(shade), shade) >= 4.5  # the dice printed on it


@pytest.mark.parametrize("vision", ["deuteranopia", "protanopia"])
def test_simulated_vision_loses_red_green_but_keeps_blue_yellow(vision: str) -> None:
    red, green = Color(220, 40, 40), Color(40, 160, 40)
    blue, yellow = Color(40, 80, 220), Color(230, 220, 40)
    near = math.dist(lab(seen_as(red, vision)), lab(seen_as(green, vision)))
    assert near < math.dist(lab(red), lab(green)) / 2
    assert math.dist(lab(seen_as(blue, vision)), lab(seen_as(yellow, vision))) > 60
