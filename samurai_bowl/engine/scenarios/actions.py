"""Scenario files, part four: the action table. Each scenario action type names one engine
:class:`Act` and says how its fields become the action's piece, square and choice."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.rules.spells import fires_naming
from samurai_bowl.engine.scenarios.fields import (
    Scenario,
    ScenarioRun,
    field_error,
    read_int,
    read_list,
    read_square,
    shown_value,
)


class Arg(NamedTuple):
    """One field of an action: its name, what it becomes, whether it may be left out.

    role: ``piece`` (a player id -> piece), ``target`` (a player id -> his square), ``square``
    (``[x, y]`` -> square), ``yes`` (true/false -> choice 1/0), ``int`` (a number -> choice, from
    ``low`` to ``high``).
    """

    name: str
    role: str
    optional: bool = False
    default: Any = None
    low: int = 0
    high: int = 9


PLAYER, TARGET = Arg("player", "piece"), Arg("target", "target")
YES = Arg("yes", "yes", optional=True, default=True)

# action type -> (engine act, its fields); move, end_activation and push are handled apart
TABLE: dict[str, tuple[Act, tuple[Arg, ...]]] = {
    "activate": (Act.ACTIVATE, (PLAYER,)),
    "end_turn": (Act.END_TURN, ()),
    "block": (Act.BLOCK, (PLAYER, TARGET)),
    "choose_block_die": (Act.CHOOSE_DIE, (Arg("index", "int"),)),
    "follow_up": (Act.FOLLOW_UP, (YES,)),
    "use_reroll": (Act.USE_REROLL, ()),
    "decline_reroll": (Act.DECLINE_REROLL, ()),
    "touchback": (Act.TOUCHBACK, (PLAYER,)),
    "pass": (Act.PASS, (PLAYER, TARGET)),
    "hand_off": (Act.HAND_OFF, (PLAYER, TARGET)),
    "kick": (Act.KICK, (Arg("to", "square"),)),
    "formation": (Act.FORMATION, (Arg("index", "int"),)),
    "place": (Act.PLACE, (PLAYER, Arg("to", "square"))),
    "bench": (Act.BENCH, (PLAYER,)),
    "end_setup": (Act.END_SETUP, ()),
    "choose_player": (Act.CHOOSE_PLAYER, (PLAYER,)),
    "choose_kick": (Act.CHOOSE_KICK, (Arg("kick", "yes"),)),
    "challenge": (Act.CHALLENGE, (PLAYER, TARGET)),
    "accept_duel": (Act.ACCEPT_DUEL, (YES,)),
    "duel": (Act.DUEL, (Arg("focus", "yes"),)),
    "demand_duel": (Act.DEMAND_DUEL, (YES,)),
    "use_staff": (Act.USE_STAFF, (YES,)),
    "foul": (Act.FOUL, (PLAYER, TARGET)),
    "use_favor": (Act.USE_FAVOR, ()),
    "argue_call": (Act.ARGUE_CALL, ()),
    "accept_penalty": (Act.ACCEPT_PENALTY, ()),
    "move_counter": (Act.MOVE_COUNTER, ()),
    "call_illegal_procedure": (Act.CALL_ILLEGAL_PROCEDURE, (YES,)),
    "inner_fire": (Act.INNER_FIRE, (PLAYER,)),
    "void_strike": (Act.VOID_STRIKE, (TARGET,)),
    "augury": (Act.AUGURY, (YES,)),
    "biting_steel": (Act.BITING_STEEL, (YES,)),
    "concede": (Act.CONCEDE, ()),
    "undo": (Act.UNDO, ()),
}
# action type -> the fields it takes besides ``type``
APART = {
    "move": ("player", "to", "path"),
    "end_activation": ("player",),
    "push": ("to", "player"),
    "fires_from_within": ("squares", "from", "direction"),
}
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    kind: APART.get(kind) or tuple(arg.name for arg in TABLE[kind][1])
    for kind in (
        "activate",
        "move",
        "end_activation",
        "end_turn",
        "block",
        "choose_block_die",
        "push",
        "fires_from_within",
        *TABLE,
    )
}


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
    for key in ("to", "from", "direction", "index", "yes", "focus", "kick"):
        if key in spec:
            words.append(f"{key}={shown_value(spec[key])}")
    return " ".join(words)


def _one_action(run: ScenarioRun, where: str, kind: str, spec: dict[Any, Any]) -> Action:
    scenario = run.scenario
    if kind == "end_activation":
        return Action(Act.END_ACTIVATION, piece=_piece_or_prompt(run, spec, where))
    if kind == "push":
        to = read_square(
            _required(spec, "to", scenario, where), scenario.pitch, scenario.source, f"{where}.to"
        )
        return Action(Act.PUSH, piece=_piece_or_prompt(run, spec, where), square=to)
    if kind == "fires_from_within":
        return _fires(run, where, spec)
    act, args = TABLE[kind]
    out: dict[str, int | None] = {"piece": None, "square": None, "choice": None}
    for arg in args:
        if arg.name not in spec and arg.optional:
            value = arg.default
        else:
            value = _required(spec, arg.name, scenario, where)
        key, number = _read_arg(run, arg, value, f"{where}.{arg.name}")
        out[key] = number
    return Action(act, **out)


def _read_arg(run: ScenarioRun, arg: Arg, value: Any, where: str) -> tuple[str, int]:
    scenario, src = run.scenario, run.scenario.source
    if arg.role == "piece":
        return "piece", scenario.piece_of(value, where)
    if arg.role == "target":
        square = run.match.pieces[scenario.piece_of(value, where)].square
        if square is None:
            raise field_error(src, where, f"{value} is not on the pitch")
        return "square", square
    if arg.role == "square":
        return "square", read_square(value, scenario.pitch, src, where)
    if arg.role == "yes":
        if not isinstance(value, bool):
            raise field_error(src, where, f"must be true or false (got {shown_value(value)})")
        return "choice", int(value)
    return "choice", read_int(value, src, where, arg.low, arg.high)


def _fires(run: ScenarioRun, where: str, spec: dict[Any, Any]) -> Action:
    """R16: ``squares``, any three connected squares, or (a straight line) ``from`` and ``direction``."""
    scenario, src = run.scenario, run.scenario.source
    if "squares" in spec:
        shown = read_list(spec["squares"], src, f"{where}.squares")
        pitch = scenario.pitch
        squares = {read_square(sq, pitch, src, f"{where}.squares[{j}]") for j, sq in enumerate(shown)}
        named = fires_naming(pitch, squares) if len(shown) == 3 else None
        if named is None:
            raise field_error(src, f"{where}.squares", "must be three squares each next to another of them")
        return Action(Act.FIRES_FROM_WITHIN, square=named[0], choice=named[1])
    start = read_square(_required(spec, "from", scenario, where), scenario.pitch, src, f"{where}.from")
    direction = read_int(_required(spec, "direction", scenario, where), src, f"{where}.direction", 0, 3)
    return Action(Act.FIRES_FROM_WITHIN, square=start, choice=direction)


def _required(spec: dict[Any, Any], key: str, scenario: Scenario, where: str) -> Any:
    if key not in spec:
        raise field_error(scenario.source, f"{where}.{key}", f"is required for {spec['type']}")
    return spec[key]


def _moves(run: ScenarioRun, where: str, spec: dict[Any, Any]) -> Iterator[tuple[str, Action, str]]:
    scenario = run.scenario
    if ("to" in spec) == ("path" in spec):
        raise field_error(scenario.source, where, "a move needs to: [x, y] or path: [[x, y], ...], not both")
    player = _required(spec, "player", scenario, where)
    piece = scenario.piece_of(player, f"{where}.player")
    src = scenario.source
    if "to" in spec:  # one step: an error names the action
        square = read_square(spec["to"], scenario.pitch, src, f"{where}.to")
        told = f"move {player} to={shown_value(spec['to'])}"
        yield where, Action(Act.MOVE, piece=piece, square=square), told
        return
    steps = read_list(spec["path"], src, f"{where}.path")
    squares = [read_square(sq, scenario.pitch, src, f"{where}.path[{j}]") for j, sq in enumerate(steps)]
    for j, (square, shown) in enumerate(zip(squares, steps, strict=True)):
        told = f"move {player} to={shown_value(shown)}"
        yield f"{where}.path[{j}]", Action(Act.MOVE, piece=piece, square=square), told


def _piece_or_prompt(run: ScenarioRun, spec: dict[Any, Any], where: str) -> int | None:
    """The named player, else the one the pending prompt is about (the activated or pushed model)."""
    if "player" in spec:
        return run.scenario.piece_of(spec["player"], f"{where}.player")
    prompt = run.match.pending
    return prompt.data.get("piece") if prompt is not None else None
