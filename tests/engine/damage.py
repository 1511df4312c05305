"""Damaged-but-parseable match saves, each with the one line loading it must give.

The saves start from a real mid-game match (a format 1 save brought up to date: a carrier, a
stunned model, a grudge, an argued call) and break one thing each."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match

SAVED = Path(__file__).with_name("saves_v1") / "mid_game.json"


@dataclass(frozen=True)
class Damage:
    name: str
    damage: Callable[[dict[str, Any]], None]
    field: str
    message: str

    def applied(self, saved: dict[str, Any]) -> dict[str, Any]:
        broken = copy.deepcopy(saved)
        self.damage(broken)
        return broken


def mid_game(data: GameData) -> dict[str, Any]:
    """The mid-game match as this version saves it."""
    return Match.from_json(data, json.loads(SAVED.read_text(encoding="utf-8"))).to_json()


def _set(*keys: Any, to: Any) -> Callable[[dict[str, Any]], None]:
    def damage(saved: dict[str, Any]) -> None:
        target = saved
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = to

    return damage


def _two_on_one_square(saved: dict[str, Any]) -> None:
    pieces = saved["state"]["pieces"]
    pieces[3]["square"] = pieces[0]["square"]


def _drop(*keys: Any) -> Callable[[dict[str, Any]], None]:
    def damage(saved: dict[str, Any]) -> None:
        target = saved
        for key in keys[:-1]:
            target = target[key]
        del target[keys[-1]]

    return damage


DAMAGES = [
    # the ones players met
    Damage(
        "prompt side 5",
        _set("state", "prompt", "side", to=5),
        "state.prompt.side",
        "must be 0 (home) or 1 (away) (got 5)",
    ),
    Damage("half 'two'", _set("state", "half", to="two"), "state.half", "must be a whole number (got 'two')"),
    Damage(
        "active 999",
        _set("state", "active", to=999),
        "state.active",
        "must be 0 (home) or 1 (away) (got 999)",
    ),
    Damage("seed -1", _set("state", "seed", to=-1), "state.seed", "must be ≥ 0 (got -1)"),
    Damage("seed 'abc'", _set("state", "seed", to="abc"), "state.seed", "must be a whole number (got 'abc')"),
    Damage(
        "carrier 999",
        _set("state", "ball", "carrier", to=999),
        "state.ball.carrier",
        "no model 999 (the match has 23, from 0)",
    ),
    Damage(
        "a model on square -1",
        _set("state", "pieces", 0, "square", to=-1),
        "state.pieces[0].square",
        "no square -1 on the 24×14 pitch",
    ),
    # and more
    Damage(
        "two models on one square",
        _two_on_one_square,
        "state.pieces[3].square",
        "(12, 11) is taken by model 0 (Hida Kenji) too",
    ),
    Damage(
        "the carrier away from the ball",
        _set("state", "ball", "square", to=0),
        "state.ball.carrier",
        "model 6 (Hiruma Isamu) is not standing where the ball is",
    ),
    Damage(
        "a model given a stronger arm",
        _set("state", "pieces", 4, "st", to=9),
        "state.pieces[4].st",
        "is 9, but Yasuki Takeshi has 4 in this match",
    ),
    Damage(
        "a model renamed",
        _set("state", "pieces", 4, "name", to="Hida Kisada"),
        "state.pieces[4].name",
        "is Hida Kisada, but the team's player there has Yasuki Takeshi",
    ),
    Damage(
        "a model standing off the pitch",
        _set("state", "pieces", 1, "status", to="standing"),
        "state.pieces[1].status",
        "standing does not fit a model off the pitch",
    ),
    Damage(
        "an unknown status",
        _set("state", "pieces", 1, "status", to="asleep"),
        "state.pieces[1].status",
        "must be one of 'standing', 'prone', 'stunned', 'reserves', 'ko', 'casualty', 'dishonored' "
        "(got 'asleep')",
    ),
    Damage("a model acted twice", _set("state", "acted", to=[6, 6]), "state.acted", "lists 6 twice"),
    Damage(
        "an acted model who is not there",
        _set("state", "acted", to=[6, 40]),
        "state.acted[1]",
        "no model 40 (the match has 23, from 0)",
    ),
    Damage(
        "a turn counter past the half",
        _set("state", "teams", 0, "turn", to=12),
        "state.teams[0].turn",
        "12 is more than the rules allow (8)",
    ),
    Damage(
        "negative re-rolls",
        _set("state", "teams", 1, "rerolls", to=-2),
        "state.teams[1].rerolls",
        "must be ≥ 0 (got -2)",
    ),
    Damage(
        "three teams' worth of arguing",
        _set("state", "argued", to=[1, 0, 0]),
        "state.argued",
        "must be a list of 2, one for each side (got a list of 3)",
    ),
    Damage(
        "a grudge of three",
        _set("state", "grudges", 0, to=[7, 18, 3]),
        "state.grudges[0]",
        "must be a list of 2 (got a list of 3)",
    ),
    Damage(
        "an unknown weather",
        _set("state", "weather", to="snow"),
        "state.weather",
        "'snow' is not a weather of the chart",
    ),
    Damage(
        "an unknown procedure",
        _set("state", "stack", 1, "proc", to="banquet"),
        "state.stack[1].proc",
        "is not a known procedure (got 'banquet')",
    ),
    Damage(
        "a phase the procedure does not have",
        _set("state", "stack", 3, "phase", to="dance"),
        "state.stack[3].phase",
        "must be one of 'start', 'call', 'called', 'release', 'choose', 'end' (got 'dance')",
    ),
    Damage(
        "a field the procedure does not have",
        _set("state", "stack", 3, "mood", to=1),
        "state.stack[3].mood",
        "is not a known field",
    ),
    Damage(
        "a prompt its procedure never asks",
        _set("state", "prompt", "kind", to="push"),
        "state.prompt.kind",
        "the turn procedure does not ask 'push'",
    ),
    Damage(
        "an unknown prompt", _set("state", "prompt", "kind", to="sing"), "state.prompt.kind", "must be one of"
    ),
    Damage(
        "a prompt about a model who is not there",
        _set("state", "prompt", "data", to={"piece": 77}),
        "state.prompt.data.piece",
        "77 names nothing in this match",
    ),
    Damage(
        "no prompt in a match still on",
        _set("state", "prompt", to=None),
        "state.prompt",
        "is missing: the turn procedure is waiting for a decision",
    ),
    Damage(
        "over with play left",
        _set("state", "over", to=True),
        "state.over",
        "a match is over exactly when nothing is left to play or ask",
    ),
    Damage(
        "a post-game record before the match is over",
        _set("state", "result", to={"score": [9, 0], "winner": 0, "winnings": [100, 10], "players": []}),
        "state.result",
        "is there, but the match is not over",
    ),
    Damage(
        "an unknown action in the history",
        _set("state", "history", 5, "act", to="dance"),
        "state.history[5].act",
        "must be one of",
    ),
    Damage(
        "an event about a side that is not",
        _set("state", "events", 3, "side", to=2),
        "state.events[3].side",
        "must be 0 (home) or 1 (away) (got 2)",
    ),
    Damage(
        "damaged dice",
        _set("state", "dice", to={"bit_generator": "MT19937"}),
        "state.dice",
        "is not the state of a PCG64 generator",
    ),
    Damage(
        "dice that are not numbers",
        _set("state", "dice", "state", "state", to="x"),
        "state.dice",
        "is not the state of a PCG64 generator",
    ),
    Damage(
        "a rule option out of range",
        _set("options", to={"match": {"turns_per_half": "many"}}),
        "options.match.turns_per_half",
        "must be a whole number (got 'many')",
    ),
    Damage("an unknown state field", _set("state", "mood", to="calm"), "state.mood", "is not a known field"),
    Damage("no state", _drop("state"), "state", "is required but missing"),
    Damage("no models", _drop("state", "pieces"), "state.pieces", "is required but missing"),
    Damage("a team without a name", _drop("home", "name"), "home.name", "is required but missing"),
    Damage(
        "a team's name changed in the state",
        _set("state", "teams", 0, "name", to="Others"),
        "state.teams[0]",
        "is Others (crab), not the saved team Yasuki Silent Cranes (crab)",
    ),
    Damage(
        "an unknown rules section", _set("options", to={"tea": {}}), "options", "unknown rules section 'tea'"
    ),
    Damage(
        "a format given as text",
        _set("format", to="2"),
        "format",
        "is not a Samurai Bowl match save this version reads (format '2'; it reads 1 and 2)",
    ),
]
