"""Match saves on disk: versioned JSON, written atomically; a bad file is one clear line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from samurai_bowl.data.files import read_mapping
from samurai_bowl.data.loader import GameData
from samurai_bowl.engine.actions import IllegalAction
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.plain import thaw
from samurai_bowl.errors import DataError, FieldProblem, join_fields
from samurai_bowl.files.atomic import write_text_atomic


def save_match(match: Match, path: Path) -> None:
    """Write the match at its current decision; the old save survives a failed write."""
    write_text_atomic(
        path, json.dumps(match.to_json(), separators=(",", ":")) + "\n", "the saved match", make_folder=True
    )


def load_match(data: GameData, path: Path) -> Match:
    return match_from_file(data, read_mapping(path, str(path)), path)


def match_from_file(data: GameData, saved: Any, path: str | Path, within: str = "") -> Match:
    """The match saved in ``path`` (under the field ``within``, if the file holds more), or one
    DataError naming the file and the field of the first problem."""
    try:
        return Match.from_json(data, saved)
    except FieldProblem as problem:
        raise DataError(path, problem.message, join_fields(within, problem.field)) from None
    except Exception as exc:  # never a traceback for a damaged file, whatever the checks missed
        detail = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else 'no detail'}"
        raise DataError(path, f"the save is damaged and cannot be resumed ({detail})", within) from None


def replay_problem(match: Match) -> str:
    """Why the match's seed and actions do not give the match again ("" when they do exactly)."""
    again = Match(match.data, *match.team_files, match.seed, thaw(match.options))
    for index, action in enumerate(match.history):
        try:
            again.apply(action)
        except IllegalAction as exc:
            return f"the replay stops after action {index}: {exc}"
    if again.state != match.state:
        return "the replay ends differently from the saved match (the rules changed since)"
    return ""
