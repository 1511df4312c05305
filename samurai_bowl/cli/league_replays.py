"""The replays of the fixtures ``league play`` plays: each finished match kept in the data folder's
``saves/`` under the name the window gives it (``match-<seed label>.json``), written atomically
once its result is recorded, so ``save list``, ``save check``, ``analyse`` and the window's
Replays find it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from samurai_bowl.errors import DataError

if TYPE_CHECKING:
    from samurai_bowl.engine import Match
    from samurai_bowl.league.store import Fixture, League


@dataclass
class KeptReplay:
    """A fixture's finished match, taken as it ends; once its result is recorded, where its
    replay went or why it could not be written."""

    match: Match | None = None
    path: Path | None = None
    problem: str | None = None

    def take(self, match: Match) -> None:
        self.match = match

    def save(self, folder: Path, league_file: Path, league: League, fixture: Fixture) -> None:
        """The match saved in ``folder``'s saves/; a failed write is kept as the problem, never
        raised (the result is recorded already). The replay names its league as the window's
        does when the league is the data folder's own (a save may name no other league)."""
        from samurai_bowl.engine import IllegalAction
        from samurai_bowl.net.hosting import replay_path
        from samurai_bowl.sessions.session import Session, save_session

        if self.match is None:
            return
        link = _league_link(folder, league_file, league, fixture)
        session = Session(self.match, (fixture.home.coach_kind, fixture.away.coach_kind), link)
        path = replay_path(folder, self.match.seed)
        try:
            save_session(session, path)
        except (OSError, DataError, IllegalAction) as exc:
            self.problem = f"the replay could not be saved: {exc}"
            return
        self.path = path


def _league_link(folder: Path, league_file: Path, league: League, fixture: Fixture) -> dict[str, Any] | None:
    from samurai_bowl.league.db import league_path

    try:
        own = league_file.resolve() == league_path(folder).resolve()
    except (OSError, RuntimeError, ValueError):
        own = False
    if not own:
        return None
    return {"path": str(league_file), "fixture": fixture.id, "name": league.name, "round": fixture.round}
