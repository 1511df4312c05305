"""A match as the window plays it: the engine's match plus who coaches each side (an AI level or a
person, and the person's name when he gave one, for the coaches' book), saved as one file
(atomically) for autosave, Ctrl+S and replays. Each match has its own id from its first moment,
kept in its saves, so its autosave is its own file (samurai_bowl/sessions/autosaves.py)."""

from __future__ import annotations

import json
import re
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from samurai_bowl.data import GameData
from samurai_bowl.data.files import read_mapping
from samurai_bowl.engine import READS, Match, match_from_file
from samurai_bowl.errors import DataError, describe_value
from samurai_bowl.files.atomic import write_text_atomic
from samurai_bowl.ratings.book import clean_name
from samurai_bowl.ratings.coach import Coach, Coaches

if TYPE_CHECKING:
    from samurai_bowl.ratings.book import Book

SESSION_FORMAT = "samurai-bowl-session-1"
COACH_KINDS = ("human", "easy", "normal", "hard")
MATCH_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")  # safe as a file name on every system


def new_match_id() -> str:
    """A fresh match's id: when it began, and enough chance to tell two begun the same second."""
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"


@dataclass
class Session:
    match: Match
    coaches: tuple[str, str]  # per side: "human" or the AI level
    league: dict[str, Any] | None = None  # a league fixture: {"path": league file, "fixture": id}
    id: str = field(default_factory=new_match_id)  # the match's own, for its autosave's name
    # a match hosted over the network: {"remote": the side the joiner coaches, "code": its join code}
    network: dict[str, Any] | None = None
    # per side, the name of the person who coaches it: None for an AI side or a person unnamed
    names: tuple[str | None, str | None] = (None, None)

    def human(self, side: int) -> bool:
        return self.coaches[side] == "human"

    @property
    def rated(self) -> bool:
        """Whether the match counts in the coaches' book: a person coaches it, and every person in
        it has a name."""
        people = [side for side in (0, 1) if self.human(side)]
        return bool(people) and all(self.names[side] for side in people)

    def coach_of(self, side: int, book: Book | None = None) -> Coach:
        """Who coaches ``side``: an AI level's fixed rating, a named person's from ``book`` (the
        prior without one), or a person without a name at the prior."""
        if not self.human(side):
            return Coach.ai(self.coaches[side])
        name = self.names[side]
        if name is None:
            return Coach.person(None)
        return book.coach(name) if book is not None else Coach.person(name)

    def coaches_of(self, book: Book | None = None) -> Coaches:
        """Both coaches, home first, as the win chance and the book read them."""
        return self.coach_of(0, book), self.coach_of(1, book)

    @property
    def hot_seat(self) -> bool:
        return self.coaches == ("human", "human")

    def to_json(self) -> dict[str, Any]:
        saved: dict[str, Any] = {
            "format": SESSION_FORMAT,
            "id": self.id,
            "coaches": list(self.coaches),
            "match": self.match.to_json(),
        }
        if self.league is not None:
            saved["league"] = self.league
        if self.network is not None:
            saved["network"] = self.network
        if any(self.names):
            saved["names"] = list(self.names)
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
    match_id = saved.get("id", _id_from_name(path))  # a save from before ids: its file's name
    if not (isinstance(match_id, str) and MATCH_ID.fullmatch(match_id)):
        raise DataError(path, f"must be 1 to 64 letters, digits, - or _ (got {match_id!r})", "id")
    network = saved.get("network")
    if network is not None and not (
        isinstance(network, dict)
        and network.get("remote") in (0, 1)
        and type(network.get("remote")) is int
        and isinstance(network.get("code"), str)
        and 1 <= len(network["code"]) <= 64
    ):
        raise DataError(
            path, f"must name the joiner's side (0 or 1) and the join code (got {network!r})", "network"
        )
    names = _names(path, saved.get("names"), (coaches[0], coaches[1]))
    return Session(match, (coaches[0], coaches[1]), league, match_id, network, names)


def _names(path: Path, names: object, coaches: tuple[str, str]) -> tuple[str | None, str | None]:
    """The saved persons' names (a save from before names: none); each a name as the book takes
    it, or null, and null for a side the AI coaches."""
    if names is None:
        return None, None
    if not (isinstance(names, list) and len(names) == 2):
        raise DataError(
            path, f"must be two names or nulls, home first (got {describe_value(names)})", "names"
        )
    kept: list[str | None] = []
    for side, name in enumerate(names):
        where = f"names[{side}]"
        if name is None:
            kept.append(None)
            continue
        if not isinstance(name, str):
            raise DataError(path, f"must be a name or null (got {describe_value(name)})", where)
        if coaches[side] != "human":
            raise DataError(path, f"the {coaches[side]} AI coaches this side: it takes no name", where)
        try:
            kept.append(clean_name(name))
        except DataError as exc:
            raise DataError(path, f"{exc.message} (got {describe_value(name)})", where) from None
    return kept[0], kept[1]


def _id_from_name(path: Path) -> str:
    """The id of a match saved before matches had one: its file's name, made safe."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", Path(path).stem)[:64] or "match"


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
