"""A match as a coach who is not its referee may see it: the save without what would tell the dice.

A save holds two things that let a coach predict a roll: the seed and the dice (the PCG64 state),
at its top and again in the take-back position (the position before the deciding coach's last
actions, which an undo goes back to). :func:`public_save` and :func:`public_state` leave them out
wherever they are; :func:`from_public` makes a match of what is left, whose dice are sealed: it
lists legal actions, gives odds, says what an undo would take back and lets a coach think, but it
can never roll.

A match's history and events grow all game, so a public state may come without them
(``whole=False``) and the reader keeps them as they come (:func:`read_actions`, :func:`read_events`).
"""

from __future__ import annotations

from typing import Any

from samurai_bowl.data.loader import GameData
from samurai_bowl.engine.actions import Action
from samurai_bowl.engine.dice.sources import SealedDice, SeededDice
from samurai_bowl.engine.events import Event
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.plain import at, loader
from samurai_bowl.engine.plain.kinds import Bounds
from samurai_bowl.errors import FieldProblem, describe_value

SECRET = ("seed", "dice")  # the state's fields that would tell a coach the dice
GROWING = ("history", "events")
_STAND_IN = SeededDice(0).state  # a loaded state needs dice: these, always the same, tell nothing
_ANY = Bounds(pieces=1 << 30, length=1 << 15, width=1 << 15)


def public_state(match: Match, whole: bool = True, side: int | None = None) -> dict[str, Any]:
    """The match's state as its save holds it, without its secrets (and without its history and
    events unless ``whole``). The take-back goes only to the coach of ``side``, whose it is to
    take back (a whole position: the others need not carry it)."""
    state: dict[str, Any] = match.state.dump()
    for key in SECRET + (() if whole else GROWING):
        state.pop(key, None)
    run = state.get("take_back")
    if run is not None and run.get("side") != side:
        del state["take_back"]
    elif run is not None:
        run["base"] = {key: value for key, value in run["base"].items() if key not in SECRET}
    return state


def public_save(match: Match, side: int | None = None) -> dict[str, Any]:
    """The match as its save has it, without its secrets (the take-back for ``side`` alone)."""
    saved = match.to_json()
    saved["state"] = public_state(match, side=side)
    return saved


def from_public(
    data: GameData, frame: dict[str, Any], state: dict[str, Any], history: list[Action], events: list[Event]
) -> Match:
    """A match from a public save's ``frame`` (format, options, teams) and a public ``state``
    without its history and events, which are given as read. Its dice are sealed. Checked as any
    save is: a FieldProblem names what is wrong, whatever was sent."""
    _mapping(frame, "match")
    _mapping(state, "state")
    full = {**state, "seed": 0, "dice": _STAND_IN, "history": [], "events": []}
    run = state.get("take_back")
    if isinstance(run, dict) and isinstance(run.get("base"), dict):
        full["take_back"] = {**run, "base": {**run["base"], "seed": 0, "dice": _STAND_IN}}
    saved = {
        "format": frame.get("format"),
        "options": frame.get("options") or {},
        "home": frame.get("home"),
        "away": frame.get("away"),
        "state": full,
    }
    match = Match.from_json(data, saved)
    match.state.dice = SealedDice()
    match.state.history, match.state.events = list(history), list(events)  # its own lists
    return match


def read_actions(items: list[Any]) -> list[Action]:
    """Actions as a save writes them; a FieldProblem names the first that is wrong."""
    _list(items, "history")
    load = loader(Action)
    return [load(item, at(f"history[{n}]"), _ANY) for n, item in enumerate(items)]


def read_events(items: list[Any]) -> list[Event]:
    """Events as a save writes them; a FieldProblem names the first that is wrong."""
    _list(items, "events")
    load = loader(Event)
    return [load(item, at(f"events[{n}]"), _ANY) for n, item in enumerate(items)]


def _mapping(value: Any, field: str) -> None:
    if type(value) is not dict:
        raise FieldProblem(field, f"must be a mapping of fields (got {describe_value(value)})")


def _list(value: Any, field: str) -> None:
    if type(value) is not list:
        raise FieldProblem(field, f"must be a list (got {describe_value(value)})")


def follow(match: Match, fresh: Match) -> None:
    """Make ``match`` the position of ``fresh`` (a newer copy of the same match from
    :func:`from_public`), in place: a window's parts that hold ``match`` read the new position."""
    match.state, match.board, match._legal = fresh.state, fresh.board, None
