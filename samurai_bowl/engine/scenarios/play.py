"""Scenario files, part three: playing a scenario through the Match API, the result as
plain JSON, and comparing it with the file's ``expect:`` block."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from samurai_bowl.data.loader import GameData
from samurai_bowl.engine.actions import IllegalAction
from samurai_bowl.engine.dice.sources import DiceScriptError, ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.actions import engine_actions as engine_actions
from samurai_bowl.engine.scenarios.fields import (
    SIDES,
    Scenario,
    ScenarioRun,
    field_error,
    shown_value,
)
from samurai_bowl.engine.scenarios.load import (
    load_scenario,
)
from samurai_bowl.engine.scenarios.position import Placement, match_at_kickoff, match_at_turn
from samurai_bowl.engine.state.pieces import Status


# --- running ----------------------------------------------------------------------------------------
def run_scenario(scenario: Scenario, data: GameData) -> ScenarioRun:
    """Build the position, apply every action, and insist every scripted die was used."""
    dice = ScriptedDice(scenario.dice, data.block_dice)
    placements = [Placement(p.piece, p.square, p.status) for p in scenario.players if p.square is not None]
    boxes = {p.piece: p.status for p in scenario.players if p.square is None}
    if scenario.pregame:
        match = _match_from_the_start(scenario, data, dice)
    elif scenario.kicker is not None:
        match = match_at_kickoff(
            data,
            scenario.home,
            scenario.away,
            dice,
            placements,
            kicker=scenario.kicker,
            half=scenario.half,
            turns=scenario.turns,
            rerolls=scenario.rerolls,
            weather=scenario.weather,
            boxes=boxes,
            options=scenario.options,
        )
    else:
        match = match_at_turn(
            data,
            scenario.home,
            scenario.away,
            dice,
            placements,
            active=scenario.active,
            half=scenario.half,
            turns=scenario.turns,
            rerolls=scenario.rerolls,
            ball_carrier=scenario.ball_carrier,
            ball_square=scenario.ball_square,
            weather=scenario.weather,
            boxes=boxes,
            options=scenario.options,
        )
    if scenario.favor is not None:
        match.favor = scenario.favor
    _add_skills(match, scenario)
    run = ScenarioRun(scenario, match, {p.piece: p.id for p in scenario.players})
    for i, spec in enumerate(scenario.actions):
        _apply(run, i, spec)
    try:
        dice.finish()
    except DiceScriptError as exc:
        raise field_error(scenario.source, "dice", str(exc)) from None
    return run


def _match_from_the_start(scenario: Scenario, data: GameData, dice: ScriptedDice) -> Match:
    """``pregame:``: a new match; it rolls the weather, the Imperial Favor, the staff's dice and the
    coin toss (as far as the first prompt) before any action."""
    try:
        return Match(data, scenario.home, scenario.away, 0, scenario.options, dice)
    except DiceScriptError as exc:
        raise field_error(scenario.source, "pregame", f"dice: {exc}") from None
    except IllegalAction as exc:
        raise field_error(scenario.source, "pregame", str(exc)) from None


def _add_skills(match: Match, scenario: Scenario) -> None:
    """Extra skills (not saved with a match save); re-placed so tackle zones count a new Tackle."""
    for player in scenario.players:
        if not player.skills:
            continue
        piece = match.pieces[player.piece]
        square, status = piece.square, piece.status
        if square is not None:
            match.board.remove(piece, Status.RESERVES)
        piece.skills = piece.skills | frozenset(player.skills)
        if square is not None:
            match.board.place(piece, square, status)


def _apply(run: ScenarioRun, i: int, spec: dict[Any, Any]) -> None:
    for where, action, told in engine_actions(run, i, spec):
        try:
            run.match.apply(action)
        except IllegalAction as exc:
            raise field_error(run.scenario.source, where, f"{told} refused: {exc}") from None
        except DiceScriptError as exc:
            raise field_error(run.scenario.source, where, f"{told}: dice: {exc}") from None


# --- the result -------------------------------------------------------------------------------------


def scenario_result(run: ScenarioRun) -> dict[str, Any]:
    """The match after the actions, as plain JSON (see docs/scenarios.md)."""
    m = run.match
    prompt = m.pending
    return {
        "score": {side: m.teams[i].score for i, side in enumerate(SIDES)},
        "turn": {"half": m.half, "home_turn": m.teams[0].turn, "away_turn": m.teams[1].turn},
        "active": None if m.active is None else SIDES[m.active],
        "pending": None if prompt is None else {"kind": prompt.kind, "side": SIDES[prompt.side]},
        "offered": sorted({action.act.value for action in m.legal_actions()}),
        "ball": _ball_result(run),
        "players": {run.ids[p.piece]: _player_result(run, p.piece) for p in run.scenario.players},
        "rerolls": {side: m.teams[i].rerolls for i, side in enumerate(SIDES)},
        "weather": m.weather,
        "events": [e.text for e in m.events],
    }


def _id_of(run: ScenarioRun, piece: int) -> str:
    return run.ids.get(piece, run.match.pieces[piece].name)


def _ball_result(run: ScenarioRun) -> dict[str, Any]:
    ball = run.match.ball
    if ball.carrier is not None:
        return {"carrier": _id_of(run, ball.carrier)}
    if ball.square is not None:
        return {"at": list(run.match.pitch.xy(ball.square))}
    return {}


def _player_result(run: ScenarioRun, index: int) -> dict[str, Any]:
    piece = run.match.pieces[index]
    out: dict[str, Any] = {
        "at": None if piece.square is None else list(run.match.pitch.xy(piece.square)),
        "state": piece.status.value,
    }
    if index in run.match.injuries:
        out["injury"] = run.match.injuries[index]
    if index in run.match.absent:
        out["absent"] = True  # misses the whole game (R17 Shosuro Hametsu, R8.5)
    return out


# --- checking ---------------------------------------------------------------------------------------
def check(result: Any, expect: Any, path: str = "") -> str | None:
    """None when ``result`` matches ``expect``, else the first difference as ``path: expected X, got Y``.

    Mappings match when every expected key matches (more keys in the result are fine); anything
    else must be equal. A list of plain values (a square) is shown whole, other lists at their
    first differing item.
    """
    if isinstance(expect, dict):
        if not isinstance(result, dict):
            return _differs(path, expect, result)
        for key, want in expect.items():
            where = f"{path}.{key}" if path else str(key)
            if key not in result:
                return f"{where}: expected {shown_value(want)}, got nothing"
            difference = check(result[key], want, where)
            if difference:
                return difference
        return None
    if _same(result, expect):
        return None
    if isinstance(expect, list) and isinstance(result, list) and not _flat(expect):
        return _first_item_difference(result, expect, path)
    return _differs(path, expect, result)


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON: 1 is not true, [1, 2] is not "1, 2"."""
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


def _flat(values: list[Any]) -> bool:
    return all(isinstance(v, int | float) and not isinstance(v, bool) for v in values)


def _first_item_difference(result: list[Any], expect: list[Any], path: str) -> str:
    for j in range(max(len(result), len(expect))):
        where = f"{path}[{j}]"
        if j >= len(expect):
            return f"{where}: expected nothing more, got {shown_value(result[j])}"
        if j >= len(result):
            return f"{where}: expected {shown_value(expect[j])}, got nothing"
        difference = check(result[j], expect[j], where)
        if difference:
            return difference
    return _differs(path, expect, result)  # unreachable: the lists differ somewhere


def _differs(path: str, expect: Any, result: Any) -> str:
    return f"{path or 'result'}: expected {shown_value(expect)}, got {shown_value(result)}"


def check_scenario(path: Path, data: GameData, shown_as: str | None = None) -> str | None:
    """Load, run and check a file: None when it matches its ``expect:`` block, else the difference."""
    scenario = load_scenario(path, data, shown_as)
    if scenario.expect is None:
        raise field_error(scenario.source, "expect", "nothing to check: the file has no expect: block")
    return check(scenario_result(run_scenario(scenario, data)), scenario.expect)
