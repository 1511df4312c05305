"""A match as the window plays it: the engine's match plus who coaches each side, saved as one
file (atomically) for autosave, Ctrl+S and replays."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from samurai_bowl.atomic import write_text_atomic
from samurai_bowl.data import GameData
from samurai_bowl.data.files import read_mapping
from samurai_bowl.engine import READS, Match, match_from_file
from samurai_bowl.errors import DataError

SESSION_FORMAT = "samurai-bowl-session-1"
COACH_KINDS = ("human", "easy", "normal", "hard")


@dataclass
class Session:
    match: Match
    coaches: tuple[str, str]  # per side: "human" or the AI level
    league: dict[str, Any] | None = None  # a league fixture: {"path": league file, "fixture": id}

    def human(self, side: int) -> bool:
        return self.coaches[side] == "human"

    @property
    def hot_seat(self) -> bool:
        return self.coaches == ("human", "human")

    def to_json(self) -> dict[str, Any]:
        saved = {"format": SESSION_FORMAT, "coaches": list(self.coaches), "match": self.match.to_json()}
        if self.league is not None:
            saved["league"] = self.league
        return saved


def save_session(session: Session, path: Path) -> None:
    write_text_atomic(
        path, json.dumps(session.to_json(), separators=(",", ":")) + "\n", "the saved match", make_folder=True
    )


def load_saved_match(data: GameData, path: Path, folder: Path) -> Session:
    """Any saved match: the window's (who coaches each side, and the match) or a bare match save,
    read as a hot-seat game; a damaged or foreign file is one clear DataError naming it.
    ``folder`` is the player's data folder, whose league file alone a saved match may name."""
    saved = read_mapping(path)
    if saved.get("format") in READS and type(saved.get("format")) is int:
        return Session(match_from_file(data, saved, path), ("human", "human"))
    return _session(data, path, saved, folder)


def load_session(data: GameData, path: Path, folder: Path) -> Session:
    """A saved session; a damaged or foreign file is one clear DataError naming it. ``folder`` is
    the player's data folder, whose league file alone a saved match may name."""
    return _session(data, path, read_mapping(path), folder)


def _session(data: GameData, path: Path, saved: dict[str, Any], folder: Path) -> Session:
    if saved.get("format") != SESSION_FORMAT:
        found = saved.get("format")
        raise DataError(path, f"is not a Samurai Bowl saved match (format: {found!r})", "format")
    coaches = saved.get("coaches")
    if not (isinstance(coaches, list) and len(coaches) == 2 and all(c in COACH_KINDS for c in coaches)):
        raise DataError(path, f"must be two of {', '.join(COACH_KINDS)} (got {coaches!r})", "coaches")
    if "match" not in saved:
        raise DataError(path, "is required but missing", "match")
    match = match_from_file(data, saved["match"], path, "match")
    league = saved.get("league")
    if league is not None and not (
        isinstance(league, dict)
        and isinstance(league.get("path"), str)
        and isinstance(league.get("fixture"), int)
    ):
        raise DataError(path, f"must name a league file and a fixture number (got {league!r})", "league")
    if league is not None:
        _check_league_file(path, league["path"], folder)
    return Session(match, (coaches[0], coaches[1]), league)


def _check_league_file(path: Path, named: str, folder: Path) -> None:
    """A league match records its result in the league file it names: only the data folder's own."""
    from samurai_bowl.league.db import league_path

    own = league_path(folder)
    try:
        same = Path(named).resolve() == own.resolve()
    except (OSError, RuntimeError, ValueError):  # a loop of links, a NUL in the name
        same = False
    if not same:
        raise DataError(
            path,
            f"names the league file {named!r}; a saved match may only name the data folder's league ({own})",
            "league.path",
        )
