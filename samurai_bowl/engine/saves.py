"""Match saves on disk: versioned JSON, written atomically; a bad file is one clear line."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from samurai_bowl.atomic import write_text_atomic
from samurai_bowl.data.files import read_mapping
from samurai_bowl.data.loader import GameData
from samurai_bowl.engine.actions import IllegalAction
from samurai_bowl.engine.match import SAVE_FORMAT, Match
from samurai_bowl.errors import DataError


def save_match(match: Match, path: Path) -> None:
    """Write the match at its current decision; the old save survives a failed write."""
    write_text_atomic(path, json.dumps(match.to_json(), separators=(",", ":")) + "\n")


def load_match(data: GameData, path: Path) -> Match:
    saved = read_mapping(path, str(path))
    if saved.get("format") != SAVE_FORMAT:
        raise DataError(path, f"is not a Samurai Bowl match save of format {SAVE_FORMAT} "
                              f"(format: {saved.get('format')!r})", "format")
    try:
        return Match.from_json(data, saved)
    except DataError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, IllegalAction, ValidationError) as exc:
        detail = f"missing {exc}" if isinstance(exc, KeyError) else str(exc).splitlines()[0]
        raise DataError(path, f"the save is damaged and cannot be resumed ({detail})") from None
