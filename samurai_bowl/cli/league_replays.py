"""The replays of the fixtures ``league play`` plays: each finished match kept in the data folder's
``saves/`` under the name the window gives it (``match-<seed label>.json``), written atomically
before its result is recorded, so ``save list``, ``save check``, ``analyse`` and the window's
Replays find it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from samurai_bowl.errors import DataError

if TYPE_CHECKING:
    from samurai_bowl.engine import Match
    from samurai_bowl.league.store import Fixture, League


@dataclass
class KeptReplay:
    """Where a fixture's replay went, or why it could not be written."""

    path: Path | None = None
    problem: str | None = None


def replay_keeper(
    folder: Path, league_file: Path, league: League, fixture: Fixture, kept: KeptReplay
) -> Callable[[Match], None]:
    """What saves fixture's finished match in ``folder``'s saves/, telling ``kept`` how it went; a
    failed write never stops the result being recorded. The replay names its league as the
    window's does when the league is the data folder's own (a save may name no other league)."""
    from samurai_bowl.engine import IllegalAction
    from samurai_bowl.net.hosting import replay_path
    from samurai_bowl.session import Session, save_session

    link = _league_link(folder, league_file, league, fixture)

    def keep(match: Match) -> None:
        session = Session(match, (fixture.home.coach_kind, fixture.away.coach_kind), link)
        path = replay_path(folder, match.seed)
        try:
            save_session(session, path)
        except (OSError, DataError, IllegalAction) as exc:
            kept.problem = f"the replay could not be saved: {exc}"
            return
        kept.path = path

    return keep


def _league_link(folder: Path, league_file: Path, league: League, fixture: Fixture) -> dict[str, Any] | None:
    from samurai_bowl.league.db import league_path

    try:
        own = league_file.resolve() == league_path(folder).resolve()
    except (OSError, RuntimeError, ValueError):
        own = False
    if not own:
        return None
    return {"path": str(league_file), "fixture": fixture.id, "name": league.name, "round": fixture.round}
