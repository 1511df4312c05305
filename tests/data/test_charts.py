"""Charts as data: the values RULES.md gives, and the proof that every roll is covered once."""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from samurai_bowl.data import CHART_FILES, GameData
from samurai_bowl.data.charts import InjuryChart
from samurai_bowl.data.files import validate_as
from samurai_bowl.errors import DataError

CHARTS = Path(__file__).resolve().parents[2] / "charts"


def raw(name: str) -> dict[str, Any]:
    return yaml.safe_load((CHARTS / name).read_text(encoding="utf-8"))


def test_r13_kickoff_chart(data: GameData) -> None:
    names = {total: data.kickoff.lookup(total).id.value for total in range(2, 13)}
    assert names == {
        2: "peasant_revolt",
        3: "iaijutsu_challenge",
        4: "rallying_cry",
        5: "touch_of_amaterasu",
        6: "superior_tactics",
        7: "weather",
        8: "gust_of_wind",
        9: "test_of_might",
        10: "sneak_attack",
        11: "show_me_your_stance",
        12: "evil_portents",
    }


def test_r14_weather_chart(data: GameData) -> None:
    rain = data.weather.lookup(2)
    assert (rain.pass_modifier, rain.ma_modifier, rain.surge_allowed) == (-2, -1, False)
    wind = data.weather.lookup(3)
    assert wind.pass_scatters == 3 and wind.accurate_pass_no_turnover
    assert {data.weather.lookup(t).id.value for t in range(4, 11)} == {"light_of_amaterasu"}
    assert data.weather.lookup(11).end_of_drive_miss_on == 1 and not data.weather.lookup(11).ma_halved
    assert data.weather.lookup(12).end_of_drive_miss_on == 1 and data.weather.lookup(12).ma_halved


def test_r8_2_injury_reads_seven_as_stunned(data: GameData) -> None:
    results = [data.injury.lookup(t).id.value for t in range(2, 13)]
    assert results == ["stunned"] * 6 + ["knocked_out"] * 2 + ["critical"] * 3


def test_r8_3_sigudu_subchart(data: GameData) -> None:
    results = [data.sigudu.lookup(t).id.value for t in range(1, 7)]
    assert results == ["badly_hurt"] * 3 + ["seriously_injured"] * 2 + ["dead"]


def test_r5_6_agility_table(data: GameData) -> None:
    assert [data.agility.target(ag) for ag in range(1, 8)] == [6, 5, 4, 3, 2, 2, 2]
    assert data.agility.natural_one_fails and data.agility.natural_six_succeeds
    with pytest.raises(ValueError):
        data.agility.target(0)


def test_r7_4_block_die_faces(data: GameData) -> None:
    faces = Counter(data.block_dice.lookup(face).id.value for face in range(1, 7))
    assert faces == {
        "attacker_down": 1,
        "pushed": 2,
        "defender_down": 1,
        "both_down": 1,
        "defender_stumbles": 1,
    }


def test_r1_5_scatter_template(data: GameData) -> None:
    # 1 2 3 / 4 B 5 / 6 7 8 with y growing downwards
    grid = {data.scatter.step(roll): roll for roll in range(1, 9)}
    assert grid == {
        (-1, -1): 1,
        (0, -1): 2,
        (1, -1): 3,
        (-1, 0): 4,
        (1, 0): 5,
        (-1, 1): 6,
        (0, 1): 7,
        (1, 1): 8,
    }


def test_r10_1_pass_ranges(data: GameData) -> None:
    mods = {d: data.pass_ranges.band(d).modifier for d in range(1, 13)}  # type: ignore[union-attr]
    assert mods == {
        **dict.fromkeys(range(1, 5), 1),
        **dict.fromkeys(range(5, 9), 0),
        **dict.fromkeys(range(9, 13), -1),
    }
    assert data.pass_ranges.band(13) is None


def test_rule_options_hold_the_interpretations(data: GameData) -> None:
    r = data.rules
    assert (r.pitch.length, r.pitch.width, r.pitch.end_zone_depth, r.pitch.wide_zone_width) == (24, 14, 2, 4)
    assert r.pitch.halfway == 12
    tb = r.team_building
    assert (tb.starting_koku, tb.min_players, tb.max_players, tb.max_rerolls) == (1000, 11, 16, 8)
    assert (tb.geisha.cost, tb.geisha.max, tb.assistant_coaches.cost, tb.assistant_coaches.max) == (
        10,
        4,
        10,
        4,
    )
    assert (r.setup.players_on_pitch, r.setup.min_on_line_of_scrimmage, r.setup.max_per_wide_zone) == (
        11,
        3,
        2,
    )
    assert r.match.manual_turn_counter is False and r.match.turns_per_half == 8
    assert r.post_game.spp.model_dump() == {"touchdown": 3, "casualty": 2, "completion": 1, "mvp": 5}
    assert (r.post_game.winnings_multiplier, r.post_game.winner_bonus) == (10, 10)
    assert r.league_points.model_dump() == {"win": 3, "draw": 1, "loss": 0}


# --- the coverage validator -------------------------------------------------------------


def chart_error(model: type, doc: dict[str, Any]) -> str:
    with pytest.raises(DataError) as info:
        validate_as(model, doc, "charts/test.yaml")
    return str(info.value)


def test_coverage_catches_an_overlap() -> None:
    doc = raw("injury.yaml")
    doc["results"][1]["roll"] = "7-9"
    assert chart_error(InjuryChart, doc) == (
        "charts/test.yaml: results[1].roll: roll 7 is covered twice (results[0] and results[1])"
    )


def test_coverage_catches_a_gap() -> None:
    doc = raw("injury.yaml")
    doc["results"][1]["roll"] = 9
    assert chart_error(InjuryChart, doc) == "charts/test.yaml: results: roll 8 is not covered"


def test_coverage_catches_a_roll_that_cannot_happen() -> None:
    doc = raw("injury.yaml")
    doc["results"][2]["roll"] = "10-13"
    assert "roll 13 can never happen (possible: 2-12)" in chart_error(InjuryChart, doc)


def test_coverage_names_several_missing_rolls() -> None:
    doc = raw("kickoff.yaml")
    doc["results"] = [e for e in doc["results"] if e["roll"] not in (3, 4, 5, 9)]
    assert chart_error(CHART_FILES["kickoff.yaml"], doc).endswith("roll 3-5 and 9 are not covered")


# Every chart file: removing a result leaves a gap; repeating one makes an overlap.
LIST_FIELDS = {
    "kickoff.yaml": "results",
    "weather.yaml": "results",
    "injury.yaml": "results",
    "sigudu.yaml": "results",
    "block_dice.yaml": "results",
    "scatter.yaml": "results",
    "agility.yaml": "rows",
    "pass_ranges.yaml": "bands",
}


@pytest.mark.parametrize("file_name", list(LIST_FIELDS))
def test_every_chart_rejects_a_gap(file_name: str) -> None:
    field = LIST_FIELDS[file_name]
    doc = raw(file_name)
    doc[field] = doc[field][1:]
    message = chart_error(CHART_FILES[file_name], doc)
    assert "not covered" in message or "can never happen" in message or "and above" in message


@pytest.mark.parametrize("file_name", list(LIST_FIELDS))
def test_every_chart_rejects_an_overlap(file_name: str) -> None:
    field = LIST_FIELDS[file_name]
    doc = raw(file_name)
    entries = doc[field]
    twin = copy.deepcopy(entries[0])
    if "id" in twin and file_name != "pass_ranges.yaml":
        twin["id"] = entries[1]["id"]
    entries.insert(1, twin)
    message = chart_error(CHART_FILES[file_name], doc)
    assert "covered twice" in message or "already" in message


def test_scatter_rejects_a_repeated_direction() -> None:
    doc = raw("scatter.yaml")
    doc["results"][7].update(dx=-1, dy=-1)
    assert chart_error(CHART_FILES["scatter.yaml"], doc) == (
        "charts/test.yaml: results[7]: direction (-1, -1) is already results[0]"
    )


def test_kickoff_rejects_an_unknown_result_name() -> None:
    doc = raw("kickoff.yaml")
    doc["results"][0]["id"] = "peasant_revolution"
    message = chart_error(CHART_FILES["kickoff.yaml"], doc)
    assert message.startswith("charts/test.yaml: results[0].id: must be one of")
    assert "(got 'peasant_revolution')" in message


def test_agility_last_row_must_be_open_ended() -> None:
    doc = raw("agility.yaml")
    doc["rows"][-1]["and_above"] = False
    assert "must cover its agility and above" in chart_error(CHART_FILES["agility.yaml"], doc)
