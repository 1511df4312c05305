"""Scenario files (docs/scenarios.md): every file in tests/scenarios passes ``--check``; broken
files fail with one line naming the file and the field; ``check`` names the first difference."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Sequence
from pathlib import Path

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.scenarios import (
    check,
    engine_actions,
    load_scenario,
    run_scenario,
    scenario_result,
)
from samurai_bowl.errors import DataError

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
FILES = sorted(SCENARIOS.glob("*.yaml"))
# file -> why the engine does not yet do what the rule says
# Rules that come with a later part of the rule book: strict, so the day they land these
# scenarios pass and the marker must go.
NOT_YET: dict[str, str] = {}

BASE = """\
home: {clan: crane}
away: {clan: lion}
turn: {half: 1, active: home, home_turn: 2, away_turn: 1}
players:
  - {id: h1, team: home, position: Lineman, at: [10, 5]}
  - {id: a1, team: away, position: Lineman, at: [11, 6]}
"""

PREGAME = """\
home: {clan: scorpion, special_staff: true}
away: {clan: crane}
pregame: {}
players:
  - {id: h1, team: home, position: Lineman}
  - {id: a1, team: away, position: Lineman}
  - {id: a2, team: away, position: Lineman}
"""

KICKOFF = """\
home: {clan: crane}
away: {clan: lion}
kickoff: {kicker: home, half: 1}
players:
  - {id: h1, team: home, position: Lineman, at: [11, 6]}
  - {id: a1, team: away, position: Lineman, at: [12, 6]}
"""


def run_cli(argv: Sequence[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """The scenario command through the real ``samurai-bowl`` entry point."""
    code = main(["scenario", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, text: str, name: str = "case.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def params() -> list[object]:
    return [
        pytest.param(
            f,
            id=f.name,
            marks=[pytest.mark.xfail(reason=NOT_YET[f.name], strict=True)] if f.name in NOT_YET else [],
        )
        for f in FILES
    ]


def test_there_is_a_scenario_for_each_rule_family() -> None:
    assert len(FILES) >= 12
    for path in FILES:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# R"), f"{path.name}: start with a comment naming the rule"


@pytest.mark.parametrize("path", params())
def test_scenario_passes_its_check(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli([str(path), "--check"], capsys)
    assert (code, out, err) == (0, f"{path}: ok\n", "")


# --- the command ------------------------------------------------------------------------------------
def test_without_check_the_result_json_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli([str(SCENARIOS / "r07_chain_push.yaml")], capsys)
    result = json.loads(out)
    assert code == 0 and out.startswith('{\n  "score"')
    assert list(result) == [
        "score",
        "turn",
        "active",
        "pending",
        "offered",
        "ball",
        "players",
        "rerolls",
        "weather",
        "events",
    ]
    assert result["offered"] == ["end_turn"]  # h1, the only home model, has acted
    assert result["players"]["a3"] == {"at": [13, 6], "state": "standing"}
    assert result["pending"] == {"kind": "turn", "side": "home"} and result["ball"] == {}


def test_check_reports_the_first_difference_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, BASE + "expect:\n  players: {h1: {state: standing}, a1: {at: [12, 7]}}\n")
    code, out, _ = run_cli([str(path), "--check"], capsys)
    assert (code, out) == (1, f"{path}: players.a1.at: expected [12, 7], got [11, 6]\n")


def test_check_without_expect_is_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, BASE)
    code, out, err = run_cli([str(path), "--check"], capsys)
    assert (code, out) == (2, "")
    assert err == f"{path}: expect: nothing to check: the file has no expect: block\n"


# --- broken files -------------------------------------------------------------------------------------
BROKEN = {
    "bad_yaml": ("home: {clan: crane\n", "line 2 column 1: not valid YAML"),
    "unknown_top_field": (BASE + "weathr: rain\n", "weathr: is not a known field (fields: home, away,"),
    "missing_players": ("home: {clan: crane}\naway: {clan: lion}\n", "players: is required but missing"),
    "unknown_clan": (BASE.replace("lion", "mantis"), "away.clan: unknown clan 'mantis' (clans: crab, crane,"),
    "unknown_position": (
        BASE.replace("position: Lineman, at: [11", "position: Ninja, at: [11"),
        "players[1].position: unknown position 'Ninja' for lion (positions: Lineman, Matsu Lion's Pride)",
    ),
    "unknown_state": (
        BASE.replace("at: [10, 5]}", "at: [10, 5], state: asleep}"),
        'players[0].state: must be one of standing, prone, stunned, reserves, ko, casualty, dishonored (got "asleep")',
    ),
    "off_pitch": (BASE.replace("[11, 6]", "[24, 3]"), "players[1].at: square [24, 3] is off the pitch"),
    "same_square": (
        BASE.replace("[11, 6]", "[10, 5]"),
        "players[1].at: square [10, 5] is already taken by h1",
    ),
    "box_with_square": (
        BASE.replace("at: [10, 5]}", "at: [10, 5], state: ko}"),
        "players[0].at: a player in the ko box has no square",
    ),
    "duplicate_id": (BASE.replace("id: a1", "id: h1"), "players[1].id: 'h1' names two players"),
    "unknown_skill": (
        BASE.replace("at: [10, 5]}", "at: [10, 5], skills: [Dodgy]}"),
        "players[0].skills[0]: unknown skill 'Dodgy' (did you mean 'Dodge'?)",
    ),
    "unknown_die": (BASE + "dice: [d7: 3]\n", 'dice[0]: must be one of d3, d6, d8, block (got "d7")'),
    "die_out_of_range": (BASE + "dice: [d6: 7]\n", "dice[0].d6: must be a whole number from 1 to 6 (got 7)"),
    "unknown_face": (BASE + "dice: [block: sword]\n", 'dice[0].block: unknown block face "sword"'),
    "unknown_action": (
        BASE + "actions: [{type: dance}]\n",
        "actions[0].type: must be one of activate, move,",
    ),
    "unknown_player_in_action": (
        BASE + "actions: [{type: activate, player: h9}]\n",
        "actions[0].player: unknown player 'h9' (players: h1, a1)",
    ),
    "action_field_typo": (
        BASE + "actions: [{type: block, player: h1, taget: a1}]\n",
        "actions[0].taget: is not a known field (fields: type, player, target)",
    ),
    "engine_refuses": (
        BASE + "actions: [{type: activate, player: h1}, {type: move, player: h1, to: [12, 5]}]\n",
        "actions[1]: move h1 to=[12, 5] refused: move piece=0 square=132 is not allowed now: "
        "home must answer 'activation' with one of: block, end_activation, move",
    ),
    "engine_refuses_a_step_of_a_path": (
        BASE + "actions: [{type: activate, player: h1}, {type: move, player: h1, path: [[9, 5], [7, 5]]}]\n"
        "dice: [d6: 4]\n",
        "actions[1].path[1]: move h1 to=[7, 5] refused:",
    ),
    "dice_run_out": (
        BASE + "actions: [{type: activate, player: h1}, {type: move, player: h1, to: [9, 4]}]\n",
        "actions[1]: move h1 to=[9, 4]: dice: the dice ran out: wanted a d6 for Dodge",
    ),
    "dice_left_over": (BASE + "dice: [d6: 4]\n", "dice: 1 scripted die was not used: d6: 4"),
    "carrier_prone": (
        BASE.replace("at: [10, 5]}", "at: [10, 5], state: prone}") + "ball: {carrier: h1}\n",
        "ball.carrier: h1 is prone: only a standing player holds the ball",
    ),
    "turn_out_of_range": (
        BASE.replace("home_turn: 2", "home_turn: 9"),
        "turn.home_turn: must be a whole number from 1 to 8 (got 9)",
    ),
    "unknown_option": (
        BASE + "options: {matches: {turns_per_half: 6}}\n",
        "options.matches: is not a known field",
    ),
    "team_file_missing": (
        BASE.replace("{clan: crane}", "{team: nowhere.yaml}"),
        "nowhere.yaml: file not found",
    ),
    "turn_and_kickoff": (
        BASE + "kickoff: {kicker: away}\n",
        "kickoff: give only one of turn:, kickoff:, pregame: (got turn: and kickoff:)",
    ),
    "pregame_and_turn": (
        BASE + "pregame: {}\n",
        "pregame: give only one of turn:, kickoff:, pregame: (got turn: and pregame:)",
    ),
    "favor_nobody": (BASE + "favor: nobody\n", 'favor: must be one of home, away (got "nobody")'),
    "pregame_player_at": (
        PREGAME.replace("position: Lineman}", "position: Lineman, at: [3, 3]}", 1),
        "players[0].at: not used with pregame: (every player starts in the reserves)",
    ),
    "pregame_weather": (
        PREGAME + "weather: torrential_rain\n",
        "weather: not used with pregame: (the game itself",
    ),
    "pregame_favor": (PREGAME + "favor: home\n", "favor: not used with pregame:"),
    "pregame_field_typo": (
        PREGAME.replace("pregame: {}", "pregame: {half: 1}"),
        "pregame.half: is not a known field",
    ),
    "pregame_dice_run_out": (PREGAME + "dice: [d6: 3]\n", "pregame: dice: the dice ran out: wanted a d6"),
    "choose_kick_not_yes_or_no": (
        PREGAME + "dice: [d6: 3, d6: 4, d3: 1, d6: 2]\n"
        "actions: [{type: choose_player, player: a1}, {type: choose_kick, kick: 1}]\n",
        "actions[1].kick: must be true or false (got 1)",
    ),
    "unknown_kicker": (
        KICKOFF.replace("kicker: home", "kicker: both"),
        'kickoff.kicker: must be one of home, away (got "both")',
    ),
    "ball_at_kickoff": (
        KICKOFF + "ball: {carrier: h1}\n",
        "ball: the ball is in the kicker's hands at a kickoff",
    ),
    "kickoff_field_typo": (KICKOFF.replace("half: 1", "halve: 1"), "kickoff.halve: is not a known field"),
    "staff_not_a_count": (
        BASE.replace("{clan: crane}", "{clan: crane, geisha: many}"),
        'home.geisha: must be a whole number from 0 to 9 (got "many")',
    ),
    "shugenja_not_yes_or_no": (
        BASE.replace("{clan: crane}", "{clan: crane, team_shugenja: 1}"),
        "home.team_shugenja: must be true or false (got 1)",
    ),
    "unknown_side_field": (
        BASE.replace("{clan: crane}", "{clan: crane, geishas: 1}"),
        "home.geishas: is not a known field (fields: clan, team, name, geisha,",
    ),
    "duel_needs_focus": (BASE + "actions: [{type: duel}]\n", "actions[0].focus: is required for duel"),
    "direction_out_of_range": (
        BASE + "actions: [{type: fires_from_within, from: [10, 5], direction: 4}]\n",
        "actions[0].direction: must be a whole number from 0 to 3 (got 4)",
    ),
    "yes_not_a_bool": (
        BASE + "actions: [{type: augury, yes: maybe}]\n",
        'actions[0].yes: must be true or false (got "maybe")',
    ),
    "kick_refused_at_a_turn": (
        BASE + "actions: [{type: kick, to: [16, 6]}]\n",
        "actions[0]: kick to=[16, 6] refused:",
    ),
    "spell_without_shugenja": (
        BASE + "actions: [{type: inner_fire, player: h1}]\n",
        "actions[0]: inner_fire h1 refused:",
    ),
    "rain_no_surge": (
        BASE + "weather: torrential_rain\ndice: [d6: 6]\nactions: [{type: activate, player: h1}, "
        "{type: move, player: h1, path: [[10, 4], [10, 3], [10, 2], [10, 1], [10, 0], [9, 0], [8, 0]]}]\n",
        "actions[1].path[6]: move h1 to=[8, 0] refused:",
    ),
}


@pytest.mark.parametrize("text, message", BROKEN.values(), ids=BROKEN.keys())
def test_a_broken_scenario_is_one_clear_line(
    text: str, message: str, tmp_path: Path, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, text)
    code, out, err = run_cli([str(path)], capsys)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    shown = err.removeprefix(f"{path}: ") if "file not found" not in message else err
    assert message in shown, err


def test_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_cli([str(tmp_path / "nope.yaml")], capsys)
    assert (code, err) == (2, f"{tmp_path / 'nope.yaml'}: file not found\n")


# --- check() ------------------------------------------------------------------------------------------
RESULT = {
    "score": {"home": 1, "away": 0},
    "active": None,
    "players": {"h1": {"at": [11, 7], "state": "prone"}, "a1": {"at": None, "state": "ko"}},
    "events": ["one", "two", "three"],
}


@pytest.mark.parametrize(
    "expect, difference",
    [
        ({}, None),
        ({"score": {"home": 1}}, None),
        ({"players": {"h1": {"at": [11, 7]}}, "active": None}, None),
        (
            {"players": {"h1": {"at": [12, 7], "state": "standing"}}},
            "players.h1.at: expected [12, 7], got [11, 7]",
        ),
        (
            {"players": {"h1": {"at": [11, 7], "state": "standing"}}},
            'players.h1.state: expected "standing", got "prone"',
        ),
        ({"players": {"h2": {"state": "ko"}}}, 'players.h2: expected {"state": "ko"}, got nothing'),
        ({"players": {"a1": {"at": [3, 3]}}}, "players.a1.at: expected [3, 3], got null"),
        ({"active": "home"}, 'active: expected "home", got null'),
        ({"score": {"home": True}}, "score.home: expected true, got 1"),
        ({"events": ["one", "deux", "three"]}, 'events[1]: expected "deux", got "two"'),
        ({"events": ["one", "two"]}, 'events[2]: expected nothing more, got "three"'),
        ({"events": ["one", "two", "three", "four"]}, 'events[3]: expected "four", got nothing'),
        ({"score": 1}, 'score: expected 1, got {"home": 1, "away": 0}'),
    ],
)
def test_check_names_the_first_difference(expect: dict[str, object], difference: str | None) -> None:
    assert check(RESULT, expect) == difference


# --- the format's other corners -----------------------------------------------------------------------
def test_a_kickoff_scenario_starts_before_the_kick(tmp_path: Path, data: GameData) -> None:
    # the chart shows 4+5, Test of Might: h1 (2+3) loses to a1 (5+3) and goes down, armour holds;
    # the kick scatters right 1 and bounces right, to (18, 6)
    path = write(
        tmp_path,
        KICKOFF.replace("lion}", "lion, geisha: 2, special_staff: true}")
        + textwrap.dedent("""\
        weather: stifling_wind
        dice: [d6: 4, d6: 5, d6: 2, d6: 5, d6: 1, d6: 1, d8: 5, d6: 1, d8: 5]
        actions: [{type: kick, to: [16, 6]}, {type: challenge, player: h1, target: a1}]
        """),
    )
    scenario = load_scenario(path, data)
    assert scenario.kicker == 0 and scenario.turns == (0, 0)
    assert (scenario.away.geisha, scenario.away.special_staff, scenario.home.team_shugenja) == (
        2,
        True,
        False,
    )
    result = scenario_result(run_scenario(scenario, data))
    assert result["weather"] == "stifling_wind" and result["ball"] == {"at": [18, 6]}
    assert result["players"]["h1"] == {"at": [11, 6], "state": "prone"}
    assert result["pending"] == {"kind": "turn", "side": "away"} and result["turn"]["away_turn"] == 1
    assert result["events"][:3] == [
        "Crane Clan kick to (16, 6)",
        "Kickoff chart: rolled 4+5 — Test of Might",
        "Test of Might (h1): rolled 2+3",
    ]


def test_the_action_table_maps_fields_to_the_engine(tmp_path: Path, data: GameData) -> None:
    path = write(tmp_path, BASE)
    run = run_scenario(load_scenario(path, data), data)
    square = run.match.pitch.square
    cases = [
        (
            {"type": "fires_from_within", "from": [10, 5], "direction": 2},
            Action(Act.FIRES_FROM_WITHIN, square=square(10, 5), choice=2),
        ),
        ({"type": "duel", "focus": False}, Action(Act.DUEL, choice=0)),
        ({"type": "use_staff"}, Action(Act.USE_STAFF, choice=1)),
        ({"type": "void_strike", "target": "a1"}, Action(Act.VOID_STRIKE, square=square(11, 6))),
        ({"type": "foul", "player": "h1", "target": "a1"}, Action(Act.FOUL, piece=0, square=square(11, 6))),
        ({"type": "formation", "index": 1}, Action(Act.FORMATION, choice=1)),
        ({"type": "end_setup"}, Action(Act.END_SETUP)),
    ]
    for spec, action in cases:
        assert [a for _, a, _ in engine_actions(run, 0, spec)] == [action]


def test_a_team_file_side_names_players_by_number(tmp_path: Path, data: GameData) -> None:
    write(
        tmp_path,
        """\
        name: Jade Fans
        clan: crane
        players:
          - {number: 3, name: Doji Ren, position: catcher}
          - {number: 7, name: Kakita Aoi, position: lineman}
          - {number: 12, name: Asahina Yo, position: thrower}
        """,
        "jade.yaml",
    )
    path = write(
        tmp_path,
        """\
        home: {team: jade.yaml}
        away: {clan: crab}
        players:
          - {id: aoi, team: home, number: 7, at: [10, 5]}
          - {id: ren, team: home, number: 3, state: ko}
          - {id: c1, team: away, position: lineman, at: [11, 6]}
        dice: [d6: 3, d6: 1, d6: 1]
        actions:
          - {type: activate, player: aoi}
          - {type: move, player: aoi, to: [9, 4]}
        """,
    )
    scenario = load_scenario(path, data)
    run = run_scenario(scenario, data)
    m = run.match
    assert [p.name for p in m.pieces] == ["ren", "aoi", "Asahina Yo", "c1"]
    assert m.pieces[1].square == m.pitch.square(9, 4) and m.pieces[0].status.value == "ko"
    assert m.pieces[2].status.value == "reserves"
    assert scenario_result(run)["players"]["aoi"] == {"at": [9, 4], "state": "prone"}


def test_extra_skills_are_added_with_their_tackle_zones(tmp_path: Path, data: GameData) -> None:
    # Dodge lets h1 re-roll, but a1's added Tackle denies it (R5.3): the 2 stands, h1 falls
    text = BASE.replace("at: [10, 5]}", "at: [10, 5], skills: [dodge]}").replace(
        "at: [11, 6]}", "at: [11, 6], skills: [Tackle]}"
    )
    path = write(
        tmp_path,
        text + "dice: [d6: 2, d6: 1, d6: 1]\nactions:\n"
        "  - {type: activate, player: h1}\n  - {type: move, player: h1, to: [9, 4]}\n",
    )
    result = scenario_result(run_scenario(load_scenario(path, data), data))
    assert "Dodge (h1): rolled 2, needed 4+, failed" in result["events"]
    assert result["players"]["h1"]["state"] == "prone"


def test_yes_is_read_as_the_follow_up_answer(tmp_path: Path, data: GameData) -> None:
    # YAML reads a bare `yes:` key as true; the scenario treats it as the field `yes`
    path = write(
        tmp_path,
        BASE.replace("[11, 6]", "[11, 5]") + "dice: [block: pushed]\nactions:\n"
        "  - {type: activate, player: h1}\n  - {type: block, player: h1, target: a1}\n"
        "  - {type: follow_up, yes: no}\n",
    )
    result = scenario_result(run_scenario(load_scenario(path, data), data))
    assert result["players"]["h1"]["at"] == [10, 5] and result["players"]["a1"]["at"] == [12, 5]


def test_pass_and_hand_off_name_the_target_square(tmp_path: Path, data: GameData) -> None:
    path = write(tmp_path, BASE.replace("a1, team: away", "h2, team: home") + "ball: {carrier: h1}\n")
    run = run_scenario(load_scenario(path, data), data)
    for kind in ("pass", "hand_off"):
        spec = {"type": kind, "player": "h1", "target": "h2"}
        if kind in Act._value2member_map_:
            [(_, action, _)] = engine_actions(run, 0, spec)
            assert action == Action(Act(kind), piece=0, square=run.match.pitch.square(11, 6))
        else:
            with pytest.raises(DataError, match=rf"actions\[0\]\.type: '{kind}' is not supported"):
                list(engine_actions(run, 0, spec))


# --- favor: and pregame: ----------------------------------------------------------------------------
@pytest.mark.parametrize("start", [BASE, KICKOFF])
def test_favor_gives_a_side_the_imperial_favor(start: str, tmp_path: Path, data: GameData) -> None:
    assert run_scenario(load_scenario(write(tmp_path, start), data), data).match.favor is None
    scenario = load_scenario(write(tmp_path, start + "favor: away\n"), data)
    assert scenario.favor == 1
    assert run_scenario(scenario, data).match.favor == 1


def test_favor_is_offered_at_a_penalty_unless_ide_tadaji_denies_it(tmp_path: Path, data: GameData) -> None:
    foul = textwrap.dedent("""\
        home: {clan: scorpion}
        away: {clan: unicorn, special_staff: false}
        favor: home
        turn: {half: 1, active: home, home_turn: 2, away_turn: 1}
        players:
          - {id: h1, team: home, position: Lineman, at: [5, 5]}
          - {id: a1, team: away, position: Lineman, at: [6, 5], state: prone}
        dice: [d6: 2, d6: 2]
        actions: [{type: activate, player: h1}, {type: foul, player: h1, target: a1}]
        """)
    for staff, offered in ((False, True), (True, False)):
        text = foul.replace("special_staff: false", f"special_staff: {str(staff).lower()}")
        run = run_scenario(load_scenario(write(tmp_path, text), data), data)
        assert run.match.pending is not None and run.match.pending.kind == "penalty"
        assert (Action(Act.USE_FAVOR) in run.match.legal_actions()) is offered
        assert Action(Act.ARGUE_CALL) in run.match.legal_actions()


def test_a_pregame_scenario_starts_before_the_weather(tmp_path: Path, data: GameData) -> None:
    # weather 3+4; Favor to the Cranes (PH 6 against 1); Hametsu poisons a1: d3 3, dead; coin toss
    # 1: the Scorpions win and receive
    path = write(
        tmp_path,
        PREGAME
        + textwrap.dedent("""\
        dice: [d6: 3, d6: 4, d3: 3, d6: 1]
        actions: [{type: choose_player, player: a1}, {type: choose_kick, kick: false}]
        """),
    )
    scenario = load_scenario(path, data)
    assert scenario.pregame and scenario.half == 0
    assert all(p.square is None for p in scenario.players)
    run = run_scenario(scenario, data)
    assert run.match.favor == 1 and run.match.first_kicker == 1
    result = scenario_result(run)
    assert result["players"]["a1"] == {"at": None, "state": "casualty", "injury": "dead"}
    assert result["players"]["a2"] == {"at": None, "state": "reserves"}
    assert result["pending"] == {"kind": "setup", "side": "away"}
    assert result["events"][:2] == [
        "Weather: rolled 3+4 — The Light of Amaterasu",
        "Crane Clan hold the Imperial Favor",
    ]
    assert "Scorpion Clan choose to receive" in result["events"]


def test_choose_kick_maps_to_the_coin_toss_choice(tmp_path: Path, data: GameData) -> None:
    run = run_scenario(load_scenario(write(tmp_path, BASE), data), data)
    for kick in (True, False):
        actions = [a for _, a, _ in engine_actions(run, 0, {"type": "choose_kick", "kick": kick})]
        assert actions == [Action(Act.CHOOSE_KICK, choice=int(kick))]
