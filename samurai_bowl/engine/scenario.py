"""Scenario files: a position, scripted dice and actions run through the Match API, and the
result the rules say they must give. The format is documented in docs/scenarios.md.

``load_scenario`` reads and checks a file (every problem is a one-line :class:`DataError` naming
the file and field), ``run_scenario`` plays it, ``scenario_result`` turns the match into plain
JSON and ``check`` compares that JSON with the file's ``expect:`` block.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from samurai_bowl.data.files import read_mapping
from samurai_bowl.data.loader import GameData
from samurai_bowl.data.roster import Roster
from samurai_bowl.engine.actions import Act, Action, IllegalAction
from samurai_bowl.engine.dice import DiceScriptError, DieKind, ScriptedDice
from samurai_bowl.engine.match import Match, merge_options
from samurai_bowl.engine.pieces import Status
from samurai_bowl.engine.pitch import Pitch, pitch_for
from samurai_bowl.engine.position import Placement, match_at_turn
from samurai_bowl.errors import DataError, data_error_from_validation, join_fields
from samurai_bowl.teams.model import Name, Player, Team
from samurai_bowl.teams.store import parse_team

SIDES = ("home", "away")
TOP_FIELDS = ("home", "away", "options", "turn", "weather", "players", "ball", "rerolls", "dice",
              "actions", "expect")
FACE_ALIASES = {"skull": "attacker_down"}
# action type -> the fields it takes besides ``type``
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "activate": ("player",),
    "move": ("player", "to", "path"),
    "end_activation": ("player",),
    "end_turn": (),
    "block": ("player", "target"),
    "choose_block_die": ("index",),
    "push": ("to", "player"),
    "follow_up": ("yes",),
    "use_reroll": (),
    "decline_reroll": (),
    "touchback": ("player",),
    "pass": ("player", "target"),
    "hand_off": ("player", "target"),
}
NAME = TypeAdapter(Name)  # a player id becomes the model's name, so it follows the rules for names
SIMPLE_ACTS = {"end_turn": Act.END_TURN, "use_reroll": Act.USE_REROLL, "decline_reroll": Act.DECLINE_REROLL}


# --- the parsed file ----------------------------------------------------------------------------
@dataclass(frozen=True)
class ScenarioPlayer:
    id: str
    side: int
    piece: int  # index in the match
    square: int | None
    status: Status
    skills: tuple[str, ...]  # extra skills, added after the match is built


@dataclass
class Scenario:
    source: str
    home: Team
    away: Team
    options: dict[str, Any]
    pitch: Pitch
    half: int
    active: int
    turns: tuple[int, int]
    weather: str
    players: list[ScenarioPlayer]
    rerolls: tuple[int, int]
    ball_carrier: int | None  # piece index
    ball_square: int | None
    dice: list[tuple[str, int | str]]
    actions: list[dict[Any, Any]]
    expect: dict[str, Any] | None

    def piece_of(self, player_id: Any, where: str) -> int:
        for player in self.players:
            if player.id == player_id:
                return player.piece
        known = ", ".join(p.id for p in self.players)
        raise DataError(self.source, f"unknown player {player_id!r} (players: {known})", where)


@dataclass
class ScenarioRun:
    scenario: Scenario
    match: Match
    ids: dict[int, str] = field(default_factory=dict)  # piece index -> scenario id


# --- small readers --------------------------------------------------------------------------------
def _fail(src: str, where: str, message: str) -> DataError:
    return DataError(src, message, where)


def _mapping(value: Any, src: str, where: str, allowed: tuple[str, ...]) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise _fail(src, where, f"must be a mapping of fields (got {_shown(value)})")
    for key in value:
        if key not in allowed:
            known = ", ".join(allowed)
            raise _fail(src, join_fields(where, str(key)), f"is not a known field (fields: {known})")
    return value


def _list(value: Any, src: str, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(src, where, f"must be a list (got {_shown(value)})")
    return value


def _int(value: Any, src: str, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _fail(src, where, f"must be a whole number from {low} to {high} (got {_shown(value)})")
    return value


def _text(value: Any, src: str, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _fail(src, where, f"must be text (got {_shown(value)})")
    return value.strip()


def _name(value: Any, src: str, where: str) -> str:
    """Text that is a valid team or player name (R2.5): a letter or digit, at most 40 characters."""
    try:
        return NAME.validate_python(value)
    except ValidationError as exc:
        raise _fail(src, where, data_error_from_validation(src, exc).message) from None


def _choice(value: Any, choices: tuple[str, ...], src: str, where: str) -> str:
    if not isinstance(value, str) or value.strip().lower() not in choices:
        raise _fail(src, where, f"must be one of {', '.join(choices)} (got {_shown(value)})")
    return value.strip().lower()


def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def read_square(value: Any, pitch: Pitch, src: str, where: str) -> int:
    """``[x, y]`` -> square; off the pitch is an error."""
    ok = isinstance(value, list) and len(value) == 2
    if not ok or any(isinstance(v, bool) or not isinstance(v, int) for v in value):
        raise _fail(src, where, f"must be a square [x, y] (got {_shown(value)})")
    if not pitch.on_pitch(value[0], value[1]):
        raise _fail(src, where, f"square {_shown(value)} is off the pitch")
    return pitch.square(value[0], value[1])


# --- loading --------------------------------------------------------------------------------------
def load_scenario(path: Path, data: GameData, shown_as: str | None = None) -> Scenario:
    """Read a scenario file and check every field against the game data."""
    src = shown_as or str(path)
    doc = _mapping(read_mapping(path, src), src, "", TOP_FIELDS)
    for required in ("home", "away", "players"):
        if required not in doc:
            raise _fail(src, required, "is required but missing")
    options = _mapping(doc.get("options") or {}, src, "options", tuple(data.rules.model_dump()))
    try:
        rules = merge_options(data.rules, options)
    except IllegalAction as exc:
        raise _fail(src, "options", str(exc)) from None
    except ValidationError as exc:
        error = data_error_from_validation(src, exc)
        raise _fail(src, join_fields("options", error.field), error.message) from None
    pitch = pitch_for(rules.pitch)
    sides = [_side_team(doc[side], side, src, path.parent, data) for side in SIDES]
    half, active, turns = _turn(doc.get("turn") or {}, src, rules.match.halves, rules.match.turns_per_half)
    players, teams = _players(doc["players"], sides, pitch, src, data)
    scenario = Scenario(
        source=src, home=teams[0], away=teams[1], options=options, pitch=pitch, half=half, active=active,
        turns=turns, weather=_weather(doc.get("weather"), src, data), players=players,
        rerolls=_rerolls(doc.get("rerolls") or {}, src, data.rules.team_building.max_rerolls),
        ball_carrier=None, ball_square=None, dice=_dice(doc.get("dice") or [], src),
        actions=_actions(doc.get("actions") or [], src), expect=None,
    )
    _ball(scenario, doc.get("ball") or {})
    if "expect" in doc:
        scenario.expect = _mapping(doc["expect"], src, "expect", tuple(RESULT_FIELDS))
    return scenario


@dataclass
class _Side:
    """A side as the file gives it: a clan (players made up from the list) or a team file."""

    team: Team
    roster: Roster
    from_file: bool


def _side_team(value: Any, side: str, src: str, folder: Path, data: GameData) -> _Side:
    spec = _mapping(value, src, side, ("clan", "team", "name"))
    if ("clan" in spec) == ("team" in spec):
        raise _fail(src, side, "give either clan: (a clan id) or team: (a team file), not both or neither")
    if "team" in spec:
        team = parse_team(folder / _text(spec["team"], src, f"{side}.team"))
        if team.clan not in data.rosters:
            raise _fail(src, f"{side}.team", f"the team's clan '{team.clan}' is unknown")
        from_file = True
    else:
        clan = _text(spec["clan"], src, f"{side}.clan").lower()
        if clan not in data.rosters:
            raise _fail(src, f"{side}.clan", f"unknown clan '{clan}' (clans: {', '.join(data.rosters)})")
        team = Team(name=data.rosters[clan].name, clan=clan, players=[])
        from_file = False
    if "name" in spec:
        team = team.model_copy(update={"name": _name(spec["name"], src, f"{side}.name")})
    return _Side(team, data.rosters[team.clan], from_file)


def _turn(value: Any, src: str, halves: int, turns_per_half: int) -> tuple[int, int, tuple[int, int]]:
    spec = _mapping(value, src, "turn", ("half", "active", "home_turn", "away_turn"))
    half = _int(spec.get("half", 1), src, "turn.half", 1, halves)
    active = SIDES.index(_choice(spec.get("active", "home"), SIDES, src, "turn.active"))
    turns = []
    for side, name in enumerate(SIDES):
        low = 1 if side == active else 0  # the active team's counter has moved on to this turn
        turns.append(_int(spec.get(f"{name}_turn", 1), src, f"turn.{name}_turn", low, turns_per_half))
    return half, active, (turns[0], turns[1])


def _weather(value: Any, src: str, data: GameData) -> str:
    ids = tuple(entry.id.value for entry in data.weather.results)
    return "light_of_amaterasu" if value is None else _choice(value, ids, src, "weather")


def _rerolls(value: Any, src: str, most: int) -> tuple[int, int]:
    spec = _mapping(value, src, "rerolls", SIDES)
    home, away = (_int(spec.get(side, 0), src, f"rerolls.{side}", 0, most) for side in SIDES)
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


def _players(value: Any, sides: list[_Side], pitch: Pitch, src: str,
             data: GameData) -> tuple[list[ScenarioPlayer], tuple[Team, Team]]:
    entries: list[_Entry] = []
    taken: dict[int, str] = {}
    for i, raw in enumerate(_list(value, src, "players")):
        entry = _entry(raw, f"players[{i}]", sides, pitch, src, data)
        if any(e.id == entry.id for e in entries):
            raise _fail(src, f"{entry.where}.id", f"'{entry.id}' names two players")
        if sides[entry.side].from_file and any(e.side == entry.side and e.key == entry.key for e in entries):
            raise _fail(src, f"{entry.where}.number", f"player #{entry.key} is listed twice")
        if entry.square is not None:
            if entry.square in taken:
                xy, other = list(pitch.xy(entry.square)), taken[entry.square]
                raise _fail(src, f"{entry.where}.at", f"square {xy} is already taken by {other}")
            taken[entry.square] = entry.id
        entries.append(entry)
    teams = tuple(_team_for(s, sides[s], [e for e in entries if e.side == s], src) for s in (0, 1))
    return _with_pieces(entries, teams), (teams[0], teams[1])


def _entry(raw: Any, where: str, sides: list[_Side], pitch: Pitch, src: str, data: GameData) -> _Entry:
    spec = _mapping(raw, src, where, PLAYER_FIELDS)
    for required in ("id", "team"):
        if required not in spec:
            raise _fail(src, f"{where}.{required}", "is required but missing")
    player_id = _name(spec["id"], src, f"{where}.id")
    side = SIDES.index(_choice(spec["team"], SIDES, src, f"{where}.team"))
    states = tuple(s.value for s in Status)
    status = Status(_choice(spec.get("state", "standing"), states, src, f"{where}.state"))
    square = None
    if status.on_pitch:
        if "at" not in spec:
            raise _fail(src, f"{where}.at", f"is required for a {status.value} player")
        square = read_square(spec["at"], pitch, src, f"{where}.at")
    elif "at" in spec:
        raise _fail(src, f"{where}.at", f"a player in the {status.value} box has no square")
    key = _roster_key(spec, where, sides[side], src)
    skills = tuple(_skill(s, src, f"{where}.skills[{j}]", data)
                   for j, s in enumerate(_list(spec.get("skills", []), src, f"{where}.skills")))
    return _Entry(where, player_id, side, key, square, status, skills)


def _roster_key(spec: dict[Any, Any], where: str, side: _Side, src: str) -> int | str:
    """The roster position id (clan side) or the team file's player number."""
    wanted, other = ("number", "position") if side.from_file else ("position", "number")
    if other in spec:
        kind = "a team file" if side.from_file else "a clan"
        raise _fail(src, f"{where}.{other}", f"not used for {kind} side: give {wanted}:")
    if wanted not in spec:
        raise _fail(src, f"{where}.{wanted}", "is required but missing")
    if side.from_file:
        numbers = sorted(p.number for p in side.team.players)
        number = _int(spec["number"], src, f"{where}.number", 1, 999)
        if number not in numbers:
            raise _fail(src, f"{where}.number", f"{side.team.name} has no player #{number} "
                                                f"(numbers: {', '.join(map(str, numbers))})")
        return number
    name = _text(spec["position"], src, f"{where}.position")
    for position in side.roster.positions:
        if name.casefold() in (position.name.casefold(), position.id):
            return position.id
    names = ", ".join(p.name for p in side.roster.positions)
    message = f"unknown position '{name}' for {side.roster.id} (positions: {names})"
    raise _fail(src, f"{where}.position", message)


def _skill(value: Any, src: str, where: str, data: GameData) -> str:
    name = _text(value, src, where)
    for known in data.skills.names():
        if known.casefold() == name.casefold():
            return known
    raise _fail(src, where, data.skills.unknown_skill_message(name))


def _team_for(side: int, spec: _Side, entries: list[_Entry], src: str) -> Team:
    """The side's team with each listed player named by his id; a clan side is numbered 1.. in order."""
    names = {e.key: e.id for e in entries}
    if spec.from_file:
        for player in spec.team.players:
            if spec.roster.position(player.position) is None:
                raise _fail(src, f"{SIDES[side]}.team", f"#{player.number} plays an unknown position "
                                                        f"'{player.position}' for {spec.roster.id}")
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
        out.append(ScenarioPlayer(entry.id, entry.side, first + numbers.index(number), entry.square,
                                  entry.status, entry.skills))
    return out


def _clan_number(entries: list[_Entry], entry: _Entry) -> int:
    return [e for e in entries if e.side == entry.side].index(entry) + 1


# --- ball, dice, actions --------------------------------------------------------------------------
def _ball(scenario: Scenario, value: Any) -> None:
    src = scenario.source
    spec = _mapping(value, src, "ball", ("carrier", "at"))
    if "carrier" in spec and "at" in spec:
        raise _fail(src, "ball", "give carrier: or at:, not both")
    if "carrier" in spec:
        piece = scenario.piece_of(spec["carrier"], "ball.carrier")
        player = next(p for p in scenario.players if p.piece == piece)
        if player.status is not Status.STANDING:
            message = f"{player.id} is {player.status.value}: only a standing player holds the ball"
            raise _fail(src, "ball.carrier", message)
        scenario.ball_carrier = piece
    elif "at" in spec:
        square = read_square(spec["at"], scenario.pitch, src, "ball.at")
        standing = [p.id for p in scenario.players if p.square == square and p.status is Status.STANDING]
        if standing:
            message = f"the ball cannot lie under {standing[0]}, who is standing: use carrier: {standing[0]}"
            raise _fail(src, "ball.at", message)
        scenario.ball_square = square


def _dice(value: Any, src: str) -> list[tuple[str, int | str]]:
    out: list[tuple[str, int | str]] = []
    for i, raw in enumerate(_list(value, src, "dice")):
        where = f"dice[{i}]"
        if not isinstance(raw, dict) or len(raw) != 1:
            raise _fail(src, where, f"must be one die like d6: 3 or block: pushed (got {_shown(raw)})")
        (kind_text, shown), = raw.items()
        kinds = tuple(k.value for k in DieKind)
        kind = DieKind(_choice(kind_text, kinds, src, where))
        if kind is DieKind.BLOCK and isinstance(shown, str):
            out.append((kind.value, _face(shown, src, where)))
        else:
            out.append((kind.value, _int(shown, src, f"{where}.{kind.value}", 1, kind.sides)))
    return out


def _face(value: str, src: str, where: str) -> str:
    face = value.strip().lower().replace(" ", "_").replace("-", "_")
    face = FACE_ALIASES.get(face, face)
    faces = ("attacker_down", "both_down", "pushed", "defender_stumbles", "defender_down")
    if face not in faces:
        message = f"unknown block face {_shown(value)} (faces: {', '.join(faces)}, skull)"
        raise _fail(src, f"{where}.block", message)
    return face


def _actions(value: Any, src: str) -> list[dict[Any, Any]]:
    out = []
    for i, raw in enumerate(_list(value, src, "actions")):
        where = f"actions[{i}]"
        if not isinstance(raw, dict):
            raise _fail(src, where, f"must be a mapping like {{type: end_turn}} (got {_shown(raw)})")
        spec = {("yes" if key is True else key): v for key, v in raw.items()}  # YAML reads `yes:` as true
        kind = _choice(spec.get("type"), tuple(ACTION_FIELDS), src, f"{where}.type")
        _mapping(spec, src, where, ("type", *ACTION_FIELDS[kind]))
        out.append(spec)
    return out


# --- running ----------------------------------------------------------------------------------------
def run_scenario(scenario: Scenario, data: GameData) -> ScenarioRun:
    """Build the position, apply every action, and insist every scripted die was used."""
    dice = ScriptedDice(scenario.dice, data.block_dice)
    placements = [Placement(p.piece, p.square, p.status) for p in scenario.players if p.square is not None]
    boxes = {p.piece: p.status for p in scenario.players if p.square is None}
    match = match_at_turn(
        data, scenario.home, scenario.away, dice, placements, active=scenario.active, half=scenario.half,
        turns=scenario.turns, rerolls=scenario.rerolls, ball_carrier=scenario.ball_carrier,
        ball_square=scenario.ball_square, weather=scenario.weather, boxes=boxes, options=scenario.options,
    )
    _add_skills(match, scenario)
    run = ScenarioRun(scenario, match, {p.piece: p.id for p in scenario.players})
    for i, spec in enumerate(scenario.actions):
        _apply(run, i, spec)
    try:
        dice.finish()
    except DiceScriptError as exc:
        raise _fail(scenario.source, "dice", str(exc)) from None
    return run


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
            raise _fail(run.scenario.source, where, f"{told} refused: {exc}") from None
        except DiceScriptError as exc:
            raise _fail(run.scenario.source, where, f"{told}: dice: {exc}") from None


def engine_actions(run: ScenarioRun, i: int, spec: dict[Any, Any]) -> Iterator[tuple[str, Action, str]]:
    """The engine action(s) for one scenario action: (field, action, how to tell it in an error)."""
    where, kind = f"actions[{i}]", spec["type"]
    if kind == "move":
        yield from _moves(run, where, spec)
    else:
        yield where, _one_action(run, where, kind, spec), _told(kind, spec)


def _told(kind: str, spec: dict[Any, Any]) -> str:
    """An action in the file's words, for error messages: ``block h1 -> a1``."""
    words = [kind]
    if "player" in spec:
        words.append(str(spec["player"]))
    if "target" in spec:
        words += ["->", str(spec["target"])]
    for key in ("to", "index", "yes"):
        if key in spec:
            words.append(f"{key}={_shown(spec[key])}")
    return " ".join(words)


def _one_action(run: ScenarioRun, where: str, kind: str, spec: dict[Any, Any]) -> Action:
    scenario = run.scenario
    src = scenario.source
    if kind in SIMPLE_ACTS:
        return Action(SIMPLE_ACTS[kind])
    if kind in ("activate", "touchback"):
        piece = scenario.piece_of(_required(spec, "player", scenario, where), f"{where}.player")
        return Action(Act(kind), piece=piece)
    if kind == "end_activation":
        return Action(Act.END_ACTIVATION, piece=_piece_or_prompt(run, spec, where))
    if kind == "choose_block_die":
        index = _int(_required(spec, "index", scenario, where), src, f"{where}.index", 0, 9)
        return Action(Act.CHOOSE_DIE, choice=index)
    if kind == "follow_up":
        yes = spec.get("yes", True)
        if not isinstance(yes, bool):
            raise _fail(src, f"{where}.yes", f"must be true or false (got {_shown(yes)})")
        return Action(Act.FOLLOW_UP, choice=int(yes))
    if kind == "push":
        to = read_square(_required(spec, "to", scenario, where), scenario.pitch, src, f"{where}.to")
        return Action(Act.PUSH, piece=_piece_or_prompt(run, spec, where), square=to)
    return _at_target(run, kind, where, spec)  # block, pass, hand_off: a player and a target


def _required(spec: dict[Any, Any], key: str, scenario: Scenario, where: str) -> Any:
    if key not in spec:
        raise _fail(scenario.source, f"{where}.{key}", f"is required for {spec['type']}")
    return spec[key]


def _moves(run: ScenarioRun, where: str, spec: dict[Any, Any]) -> Iterator[tuple[str, Action, str]]:
    scenario = run.scenario
    if ("to" in spec) == ("path" in spec):
        raise _fail(scenario.source, where, "a move needs to: [x, y] or path: [[x, y], ...], not both")
    player = _required(spec, "player", scenario, where)
    piece = scenario.piece_of(player, f"{where}.player")
    src = scenario.source
    if "to" in spec:  # one step: an error names the action
        square = read_square(spec["to"], scenario.pitch, src, f"{where}.to")
        yield where, Action(Act.MOVE, piece=piece, square=square), f"move {player} to={_shown(spec['to'])}"
        return
    steps = _list(spec["path"], src, f"{where}.path")
    squares = [read_square(sq, scenario.pitch, src, f"{where}.path[{j}]") for j, sq in enumerate(steps)]
    for j, (square, shown) in enumerate(zip(squares, steps, strict=True)):
        told = f"move {player} to={_shown(shown)}"
        yield f"{where}.path[{j}]", Action(Act.MOVE, piece=piece, square=square), told


def _piece_or_prompt(run: ScenarioRun, spec: dict[Any, Any], where: str) -> int | None:
    """The named player, else the one the pending prompt is about (the activated or pushed model)."""
    if "player" in spec:
        return run.scenario.piece_of(spec["player"], f"{where}.player")
    prompt = run.match.pending
    return prompt.data.get("piece") if prompt is not None else None


def _at_target(run: ScenarioRun, kind: str, where: str, spec: dict[Any, Any]) -> Action:
    scenario = run.scenario
    act = _act(kind)
    if act is None:
        raise _fail(scenario.source, f"{where}.type", f"'{kind}' is not supported by this engine yet")
    piece = scenario.piece_of(_required(spec, "player", scenario, where), f"{where}.player")
    target = scenario.piece_of(_required(spec, "target", scenario, where), f"{where}.target")
    square = run.match.pieces[target].square
    if square is None:
        raise _fail(scenario.source, f"{where}.target", f"{spec['target']} is not on the pitch")
    return Action(act, piece=piece, square=square)


def _act(name: str) -> Act | None:
    """``Act(name)``, or None while the engine has no such action (pass and hand_off are new)."""
    try:
        return Act(name)
    except ValueError:
        return None


# --- the result -------------------------------------------------------------------------------------
RESULT_FIELDS = ("score", "turn", "active", "pending", "ball", "players", "rerolls", "events")


def scenario_result(run: ScenarioRun) -> dict[str, Any]:
    """The match after the actions, as plain JSON (see docs/scenarios.md)."""
    m = run.match
    prompt = m.pending
    return {
        "score": {side: m.teams[i].score for i, side in enumerate(SIDES)},
        "turn": {"half": m.half, "home_turn": m.teams[0].turn, "away_turn": m.teams[1].turn},
        "active": None if m.active is None else SIDES[m.active],
        "pending": None if prompt is None else {"kind": prompt.kind, "side": SIDES[prompt.side]},
        "ball": _ball_result(run),
        "players": {run.ids[p.piece]: _player_result(run, p.piece) for p in run.scenario.players},
        "rerolls": {side: m.teams[i].rerolls for i, side in enumerate(SIDES)},
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
    out: dict[str, Any] = {"at": None if piece.square is None else list(run.match.pitch.xy(piece.square)),
                           "state": piece.status.value}
    if index in run.match.injuries:
        out["injury"] = run.match.injuries[index]
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
                return f"{where}: expected {_shown(want)}, got nothing"
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
            return f"{where}: expected nothing more, got {_shown(result[j])}"
        if j >= len(result):
            return f"{where}: expected {_shown(expect[j])}, got nothing"
        difference = check(result[j], expect[j], where)
        if difference:
            return difference
    return _differs(path, expect, result)  # unreachable: the lists differ somewhere


def _differs(path: str, expect: Any, result: Any) -> str:
    return f"{path or 'result'}: expected {_shown(expect)}, got {_shown(result)}"


def check_scenario(path: Path, data: GameData, shown_as: str | None = None) -> str | None:
    """Load, run and check a file: None when it matches its ``expect:`` block, else the difference."""
    scenario = load_scenario(path, data, shown_as)
    if scenario.expect is None:
        raise _fail(scenario.source, "expect", "nothing to check: the file has no expect: block")
    return check(scenario_result(run_scenario(scenario, data)), scenario.expect)
