"""A match as a coach who is not its referee may see it: the save without what would tell the dice.

A save holds two things that let a coach predict a roll: the seed and the dice (the PCG64 state),
at its top and again in the take-back position (the position before the deciding coach's last
actions, which an undo goes back to). :func:`public_save` and :func:`public_state` leave them out
wherever they are; :func:`from_public` makes a match of what is left, whose dice are sealed: it
lists legal actions, gives odds, says what an undo would take back and lets a coach think, but it
can never roll.

A match's history and events grow all game, so a public state may come without them
(``whole=False``) and the reader keeps them as they come (:func:`read_actions`, :func:`read_events`);
such a state is written without ever writing them, so it costs the same at the last action as at
the first. A coach's take-back grows too, and its position is a whole state: it may be sent as a
difference from what the coach holds (:func:`take_back_change`, read with :func:`take_back_after`).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from samurai_bowl.data.loader import GameData
from samurai_bowl.engine.actions import Action
from samurai_bowl.engine.dice.sources import SealedDice, SeededDice
from samurai_bowl.engine.events import Event
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.plain import at, loader
from samurai_bowl.engine.plain.kinds import Bounds
from samurai_bowl.engine.state.match_state import MatchState, Position, TakeBack
from samurai_bowl.errors import FieldProblem, describe_value

SECRET = ("seed", "dice")  # the state's fields that would tell a coach the dice
GROWING = ("history", "events")
_NO_DICE = SeededDice(0)  # always the same, they tell nothing: written in place of the dice, then left out
_STAND_IN = _NO_DICE.state  # a loaded state needs dice: these
_ANY = Bounds(pieces=1 << 30, length=1 << 15, width=1 << 15)


def public_state(match: Match, whole: bool = True, side: int | None = None) -> dict[str, Any]:
    """The match's state as its save holds it, without its secrets (and without its history and
    events unless ``whole``). The take-back goes only to the coach of ``side``, whose it is to
    take back (a whole position: the others need not carry it)."""
    run = match.state.take_back
    if run is not None and run.side == side:  # its position written apart, once and without secrets
        shown = _shallow(match.state, take_back=TakeBack(run.side, Position(raw={}), run.actions))
    else:
        shown, run = _shallow(match.state, take_back=None), None
    if not whole:
        shown.history, shown.events = [], []  # at their defaults: not written
    state = _dump(shown)
    if run is not None:
        state["take_back"]["base"] = _public_position(run.base)
    return state


def _shallow(state: MatchState, take_back: Any) -> MatchState:
    """A copy of ``state`` sharing all its values, to be written without its dice and with
    ``take_back``: nothing is copied but the references."""
    shown = copy.copy(state)
    shown.dice, shown.take_back = _NO_DICE, take_back
    return shown


def _dump(state: MatchState) -> dict[str, Any]:
    dumped = state.dump()
    for key in SECRET:
        dumped.pop(key, None)
    return dumped


def _public_position(position: Position) -> dict[str, Any]:
    """A take-back's position without its secrets (it holds no history, events or take-back)."""
    if position.state is None:  # as read from a save, not yet checked
        return {key: value for key, value in position.dump().items() if key not in SECRET}
    return _dump(_shallow(position.state, take_back=None))


@dataclass(slots=True)
class TakeBackSent:
    """What one coach holds of his take-back (R4.7), as :func:`take_back_change` last told him:
    the position (the match's own, to tell a new one from the same) and the actions after it."""

    base: Position | None = None
    actions: list[Action] = field(default_factory=list)


def take_back_change(match: Match, side: int | None, sent: TakeBackSent) -> dict[str, Any] | None:
    """The take-back of the coach of ``side`` as a difference from what ``sent`` says he holds
    (``sent`` is brought up to date): None when he has none now; else its ``side``, its ``base``
    (the position without its secrets) only when it is not the one he holds, ``actions_from`` (how
    many of the actions he holds stay) and the ``actions`` after those. Its cost does not grow with
    the take-back: the position is written when it is new, the actions as they come and go."""
    run = match.state.take_back
    if run is None or run.side != side:
        sent.base = None
        sent.actions.clear()
        return None
    change: dict[str, Any] = {"side": run.side}
    if run.base is sent.base:
        kept = _common_start(sent.actions, run.actions)
    else:
        kept, sent.base, change["base"] = 0, run.base, _public_position(run.base)
    del sent.actions[kept:]
    sent.actions.extend(run.actions[kept:])
    change["actions_from"] = kept
    change["actions"] = [action.to_json() for action in run.actions[kept:]]
    return change


def take_back_after(held: dict[str, Any] | None, change: dict[str, Any] | None) -> dict[str, Any] | None:
    """The take-back a copy of the match holds after ``change`` (from :func:`take_back_change`)
    when it held ``held``, as :func:`public_state` writes it for its coach; a ValueError names
    what does not follow. The result is checked when the copy is made (:func:`from_public`)."""
    if change is None:
        return None
    base = change.get("base")
    actions: list[Any] = []
    if base is None:
        if held is None:
            raise ValueError("take_back.base: missing, and no take-back position is held")
        base, actions = held["base"], held.get("actions", [])
    kept = change["actions_from"]
    if kept > len(actions):
        raise ValueError(f"take_back.actions_from: {kept}, but {len(actions)} actions are held")
    return {"side": change["side"], "base": base, "actions": [*actions[:kept], *change["actions"]]}


def _common_start(sent: list[Action], now: list[Action]) -> int:
    """How many actions ``sent`` and ``now`` have in common from their start. A take-back's actions
    change at their end only, so the usual answer is found at once: the last of the shorter list
    is in its place in the other. Anything else is compared in full."""
    n = min(len(sent), len(now))
    if n == 0 or sent[n - 1] is now[n - 1]:
        return n
    for i in range(n):
        if sent[i] != now[i]:
            return i
    return n


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
