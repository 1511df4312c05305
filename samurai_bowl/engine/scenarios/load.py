"""Scenario files, part two: reading a file into a :class:`Scenario` (docs/scenarios.md)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from samurai_bowl.data.files import read_mapping
from samurai_bowl.data.loader import GameData
from samurai_bowl.data.roster import Roster
from samurai_bowl.data.rules import RuleSet
from samurai_bowl.data.types import MAX_SHIRT_NUMBER
from samurai_bowl.engine.actions import IllegalAction
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.match import merge_options
from samurai_bowl.engine.scenarios.actions import ACTION_FIELDS
from samurai_bowl.engine.scenarios.fields import (
    FACE_ALIASES,
    RESULT_FIELDS,
    SIDES,
    STAFF_FIELDS,
    STARTS,
    TOP_FIELDS,
    Scenario,
    ScenarioPlayer,
    field_error,
    read_choice,
    read_fields,
    read_int,
    read_list,
    read_name,
    read_square,
    read_staff,
    read_text,
    shown_value,
)
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.engine.state.pitch import Pitch, pitch_for
from samurai_bowl.errors import data_error_from_validation, join_fields
from samurai_bowl.teams.model import Player, Team
from samurai_bowl.teams.store import parse_team


# --- loading --------------------------------------------------------------------------------------
def load_scenario(path: Path, data: GameData, shown_as: str | None = None) -> Scenario:
    """Read a scenario file and check every field against the game data."""
    src = shown_as or str(path)
    doc = read_fields(read_mapping(path, src), src, "", TOP_FIELDS)
    for required in ("home", "away", "players"):
        if required not in doc:
            raise field_error(src, required, "is required but missing")
    options = read_fields(doc.get("options") or {}, src, "options", tuple(data.rules.model_dump()))
    try:
        rules = merge_options(data.rules, options)
    except IllegalAction as exc:
        raise field_error(src, "options", str(exc)) from None
    except ValidationError as exc:
        error = data_error_from_validation(src, exc, RuleSet)
        raise field_error(src, join_fields("options", error.field), error.message) from None
    pitch = pitch_for(rules.pitch)
    sides = [_side_team(doc[side], side, src, path.parent, data) for side in SIDES]
    starts = [key for key in STARTS if key in doc]
    if len(starts) > 1:
        both = " and ".join(f"{key}:" for key in starts)
        raise field_error(src, starts[1], f"give only one of turn:, kickoff:, pregame: (got {both})")
    pregame = "pregame" in doc
    if pregame:
        _check_pregame(doc, src)
    kicker, limits = None, (rules.match.halves, rules.match.turns_per_half)
    if pregame:
        half, active, turns = 0, 0, (0, 0)
    elif "kickoff" in doc:
        if doc.get("ball"):
            raise field_error(src, "ball", "the ball is in the kicker's hands at a kickoff: leave ball: out")
        half, kicker, turns = _kickoff(doc["kickoff"] or {}, src, *limits)
        active = kicker
    else:
        half, active, turns = _turn(doc.get("turn") or {}, src, *limits)
    players, teams = _players(doc["players"], sides, pitch, src, data, pregame)
    scenario = Scenario(
        source=src,
        home=teams[0],
        away=teams[1],
        options=options,
        pitch=pitch,
        half=half,
        active=active,
        turns=turns,
        weather=_weather(doc.get("weather"), src, data),
        players=players,
        rerolls=_rerolls(doc.get("rerolls") or {}, src, data.rules.team_building.max_rerolls),
        ball_carrier=None,
        ball_square=None,
        dice=_dice(doc.get("dice") or [], src),
        actions=_actions(doc.get("actions") or [], src),
        expect=None,
        kicker=kicker,
        favor=SIDES.index(read_choice(doc["favor"], SIDES, src, "favor")) if "favor" in doc else None,
        pregame=pregame,
    )
    _ball(scenario, doc.get("ball") or {})
    if "expect" in doc:
        scenario.expect = read_fields(doc["expect"], src, "expect", tuple(RESULT_FIELDS))
    return scenario


PREGAME_FIELDS = ()  # `pregame: {}` takes no fields yet


def _check_pregame(doc: dict[Any, Any], src: str) -> None:
    """A pregame start rolls its own weather, Imperial Favor and re-rolls come from the teams: the
    fields that set up a position mid-game are not allowed with it."""
    read_fields(doc["pregame"] or {}, src, "pregame", PREGAME_FIELDS)
    for key in ("weather", "ball", "rerolls", "favor"):
        if key in doc:
            raise field_error(src, key, "not used with pregame: (the game itself settles it)")


@dataclass
class _Side:
    """A side as the file gives it: a clan (players made up from the list) or a team file."""

    team: Team
    roster: Roster
    from_file: bool


def _side_team(value: Any, side: str, src: str, folder: Path, data: GameData) -> _Side:
    spec = read_fields(value, src, side, ("clan", "team", "name", *STAFF_FIELDS))
    if ("clan" in spec) == ("team" in spec):
        raise field_error(
            src,
            side,
            "give either clan: (a clan id) or team: (a team file), not both or neither",
        )
    if "team" in spec:
        team = parse_team(folder / read_text(spec["team"], src, f"{side}.team"))
        if team.clan not in data.rosters:
            raise field_error(src, f"{side}.team", f"the team's clan '{team.clan}' is unknown")
        from_file = True
    else:
        clan = read_text(spec["clan"], src, f"{side}.clan").lower()
        if clan not in data.rosters:
            raise field_error(
                src,
                f"{side}.clan",
                f"unknown clan '{clan}' (clans: {', '.join(data.rosters)})",
            )
        team = Team(name=data.rosters[clan].name, clan=clan, players=[])
        from_file = False
    if "name" in spec:
        team = team.model_copy(update={"name": read_name(spec["name"], src, f"{side}.name")})
    staff = {
        key: read_staff(spec[key], src, f"{side}.{key}", low)
        for key, low in STAFF_FIELDS.items()
        if key in spec
    }
    if staff:
        team = team.model_copy(update=staff)
    return _Side(team, data.rosters[team.clan], from_file)


def _kickoff(value: Any, src: str, halves: int, turns_per_half: int) -> tuple[int, int, tuple[int, int]]:
    spec = read_fields(value, src, "kickoff", ("kicker", "half", "home_turn", "away_turn"))
    half = read_int(spec.get("half", 1), src, "kickoff.half", 1, halves)
    kicker = SIDES.index(read_choice(spec.get("kicker", "home"), SIDES, src, "kickoff.kicker"))
    home, away = (
        read_int(spec.get(f"{name}_turn", 0), src, f"kickoff.{name}_turn", 0, turns_per_half)
        for name in SIDES
    )
    return half, kicker, (home, away)


def _turn(value: Any, src: str, halves: int, turns_per_half: int) -> tuple[int, int, tuple[int, int]]:
    spec = read_fields(value, src, "turn", ("half", "active", "home_turn", "away_turn"))
    half = read_int(spec.get("half", 1), src, "turn.half", 1, halves)
    active = SIDES.index(read_choice(spec.get("active", "home"), SIDES, src, "turn.active"))
    turns = []
    for side, name in enumerate(SIDES):
        low = 1 if side == active else 0  # the active team's counter has moved on to this turn
        turns.append(read_int(spec.get(f"{name}_turn", 1), src, f"turn.{name}_turn", low, turns_per_half))
    return half, active, (turns[0], turns[1])


def _weather(value: Any, src: str, data: GameData) -> str:
    ids = tuple(entry.id.value for entry in data.weather.results)
    return "light_of_amaterasu" if value is None else read_choice(value, ids, src, "weather")


def _rerolls(value: Any, src: str, most: int) -> tuple[int, int]:
    spec = read_fields(value, src, "rerolls", SIDES)
    home, away = (read_int(spec.get(side, 0), src, f"rerolls.{side}", 0, most) for side in SIDES)
    return home, away


# --- players --------------------------------------------------------------------------------------
PLAYER_FIELDS = ("id", "team", "position", "number", "at", "state", "skills")


@dataclass
class _Entry:
    """One entry of ``players:`` after checking, before piece indices are known."""

    where: str
    id: str
    side: int
    key: int | str  # roster position id (clan side) or player number (team file)
    square: int | None
    status: Status
    skills: tuple[str, ...]


def _players(
    value: Any, sides: list[_Side], pitch: Pitch, src: str, data: GameData, pregame: bool = False
) -> tuple[list[ScenarioPlayer], tuple[Team, Team]]:
    entries: list[_Entry] = []
    taken: dict[int, str] = {}
    for i, raw in enumerate(read_list(value, src, "players")):
        entry = _entry(raw, f"players[{i}]", sides, pitch, src, data, pregame)
        if any(e.id == entry.id for e in entries):
            raise field_error(src, f"{entry.where}.id", f"'{entry.id}' names two players")
        if sides[entry.side].from_file and any(e.side == entry.side and e.key == entry.key for e in entries):
            raise field_error(src, f"{entry.where}.number", f"player #{entry.key} is listed twice")
        if entry.square is not None:
            if entry.square in taken:
                xy, other = list(pitch.xy(entry.square)), taken[entry.square]
                raise field_error(src, f"{entry.where}.at", f"square {xy} is already taken by {other}")
            taken[entry.square] = entry.id
        entries.append(entry)
    teams = tuple(_team_for(s, sides[s], [e for e in entries if e.side == s], src) for s in (0, 1))
    return _with_pieces(entries, teams), (teams[0], teams[1])


def _entry(
    raw: Any, where: str, sides: list[_Side], pitch: Pitch, src: str, data: GameData, pregame: bool = False
) -> _Entry:
    spec = read_fields(raw, src, where, PLAYER_FIELDS)
    for required in ("id", "team"):
        if required not in spec:
            raise field_error(src, f"{where}.{required}", "is required but missing")
    player_id = read_name(spec["id"], src, f"{where}.id")
    side = SIDES.index(read_choice(spec["team"], SIDES, src, f"{where}.team"))
    states = tuple(s.value for s in Status)
    if pregame:
        for key in ("at", "state"):
            if key in spec:
                message = "not used with pregame: (every player starts in the reserves)"
                raise field_error(src, f"{where}.{key}", message)
    default = "reserves" if pregame else "standing"
    status = Status(read_choice(spec.get("state", default), states, src, f"{where}.state"))
    square = None
    if status.on_pitch:
        if "at" not in spec:
            raise field_error(src, f"{where}.at", f"is required for a {status.value} player")
        square = read_square(spec["at"], pitch, src, f"{where}.at")
    elif "at" in spec:
        raise field_error(src, f"{where}.at", f"a player in the {status.value} box has no square")
    roster_key = _roster_key(spec, where, sides[side], src)
    skills = tuple(
        _skill(s, src, f"{where}.skills[{j}]", data)
        for j, s in enumerate(read_list(spec.get("skills", []), src, f"{where}.skills"))
    )
    return _Entry(where, player_id, side, roster_key, square, status, skills)


def _roster_key(spec: dict[Any, Any], where: str, side: _Side, src: str) -> int | str:
    """The roster position id (clan side) or the team file's player number."""
    wanted, other = ("number", "position") if side.from_file else ("position", "number")
    if other in spec:
        kind = "a team file" if side.from_file else "a clan"
        raise field_error(src, f"{where}.{other}", f"not used for {kind} side: give {wanted}:")
    if wanted not in spec:
        raise field_error(src, f"{where}.{wanted}", "is required but missing")
    if side.from_file:
        numbers = sorted(p.number for p in side.team.players)
        number = read_int(spec["number"], src, f"{where}.number", 1, MAX_SHIRT_NUMBER)
        if number not in numbers:
            raise field_error(
                src,
                f"{where}.number",
                f"{side.team.name} has no player #{number} (numbers: {', '.join(map(str, numbers))})",
            )
        return number
    name = read_text(spec["position"], src, f"{where}.position")
    for position in side.roster.positions:
        if name.casefold() in (position.name.casefold(), position.id):
            return position.id
    names = ", ".join(p.name for p in side.roster.positions)
    message = f"unknown position '{name}' for {side.roster.id} (positions: {names})"
    raise field_error(src, f"{where}.position", message)


def _skill(value: Any, src: str, where: str, data: GameData) -> str:
    name = read_text(value, src, where)
    for known in data.skills.names():
        if known.casefold() == name.casefold():
            return known
    raise field_error(src, where, data.skills.unknown_skill_message(name))


def _team_for(side: int, spec: _Side, entries: list[_Entry], src: str) -> Team:
    """The side's team with each listed player named by his id; a clan side is numbered 1.. in order."""
    names = {e.key: e.id for e in entries}
    if spec.from_file:
        for player in spec.team.players:
            if spec.roster.position(player.position) is None:
                raise field_error(
                    src,
                    f"{SIDES[side]}.team",
                    f"#{player.number} plays an unknown position '{player.position}' for {spec.roster.id}",
                )
        players = [p.model_copy(update={"name": names.get(p.number, p.name)}) for p in spec.team.players]
    else:
        players = [Player(number=n, name=e.id, position=str(e.key)) for n, e in enumerate(entries, start=1)]
    return spec.team.model_copy(update={"players": players})


def _with_pieces(entries: list[_Entry], teams: tuple[Team, ...]) -> list[ScenarioPlayer]:
    """Piece indices as the match numbers them: home by number, then away by number."""
    out = []
    for entry in entries:
        first = 0 if entry.side == 0 else len(teams[0].players)
        numbers = sorted(p.number for p in teams[entry.side].players)
        number = entry.key if isinstance(entry.key, int) else _clan_number(entries, entry)
        out.append(
            ScenarioPlayer(
                entry.id, entry.side, first + numbers.index(number), entry.square, entry.status, entry.skills
            )
        )
    return out


def _clan_number(entries: list[_Entry], entry: _Entry) -> int:
    return [e for e in entries if e.side == entry.side].index(entry) + 1


# --- ball, dice, actions --------------------------------------------------------------------------
def _ball(scenario: Scenario, value: Any) -> None:
    src = scenario.source
    spec = read_fields(value, src, "ball", ("carrier", "at"))
    if "carrier" in spec and "at" in spec:
        raise field_error(src, "ball", "give carrier: or at:, not both")
    if "carrier" in spec:
        piece = scenario.piece_of(spec["carrier"], "ball.carrier")
        player = next(p for p in scenario.players if p.piece == piece)
        if player.status is not Status.STANDING:
            message = f"{player.id} is {player.status.value}: only a standing player holds the ball"
            raise field_error(src, "ball.carrier", message)
        scenario.ball_carrier = piece
    elif "at" in spec:
        square = read_square(spec["at"], scenario.pitch, src, "ball.at")
        standing = [p.id for p in scenario.players if p.square == square and p.status is Status.STANDING]
        if standing:
            message = f"the ball cannot lie under {standing[0]}, who is standing: use carrier: {standing[0]}"
            raise field_error(src, "ball.at", message)
        scenario.ball_square = square


def _dice(value: Any, src: str) -> list[tuple[str, int | str]]:
    out: list[tuple[str, int | str]] = []
    for i, raw in enumerate(read_list(value, src, "dice")):
        where = f"dice[{i}]"
        if not isinstance(raw, dict) or len(raw) != 1:
            raise field_error(
                src,
                where,
                f"must be one die like d6: 3 or block: pushed (got {shown_value(raw)})",
            )
        ((kind_text, shown),) = raw.items()
        kinds = tuple(k.value for k in DieKind)
        kind = DieKind(read_choice(kind_text, kinds, src, where))
        if kind is DieKind.BLOCK and isinstance(shown, str):
            out.append((kind.value, _face(shown, src, where)))
        else:
            out.append((kind.value, read_int(shown, src, f"{where}.{kind.value}", 1, kind.sides)))
    return out


def _face(value: str, src: str, where: str) -> str:
    face = value.strip().lower().replace(" ", "_").replace("-", "_")
    face = FACE_ALIASES.get(face, face)
    faces = ("attacker_down", "both_down", "pushed", "defender_stumbles", "defender_down")
    if face not in faces:
        message = f"unknown block face {shown_value(value)} (faces: {', '.join(faces)}, skull)"
        raise field_error(src, f"{where}.block", message)
    return face


def _actions(value: Any, src: str) -> list[dict[Any, Any]]:
    out = []
    for i, raw in enumerate(read_list(value, src, "actions")):
        where = f"actions[{i}]"
        if not isinstance(raw, dict):
            raise field_error(
                src,
                where,
                f"must be a mapping like {{type: end_turn}} (got {shown_value(raw)})",
            )
        spec = {("yes" if key is True else key): v for key, v in raw.items()}  # YAML reads `yes:` as true
        kind = read_choice(spec.get("type"), tuple(ACTION_FIELDS), src, f"{where}.type")
        read_fields(spec, src, where, ("type", *ACTION_FIELDS[kind]))
        out.append(spec)
    return out
