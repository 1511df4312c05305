"""What a host does with its match beside serving it, the same from the command line and the
window: the autosave as it goes, and at the end the replay saved, the autosave gone and a league
fixture recorded in the host's league."""

from __future__ import annotations

from pathlib import Path

from samurai_bowl.autosaves import autosave_path, remove_autosave
from samurai_bowl.session import Session, save_session


def autosave(folder: Path, session: Session) -> None:
    save_session(session, autosave_path(folder, session))


def finish(folder: Path, session: Session) -> str | None:
    """The finished match saved for the replays, its autosave removed and, for a league fixture,
    its result recorded; a line to tell when the result was not recorded."""
    save_session(session, folder / "saves" / f"match-{session.match.seed}.json")
    remove_autosave(folder, session)
    if session.league is None or session.match.result is None:
        return None
    from samurai_bowl.league.db import open_db
    from samurai_bowl.league.play import MEANWHILE
    from samurai_bowl.league.store import LeagueStore

    db = open_db(Path(session.league["path"]), create=False)
    try:
        if not LeagueStore(db, session.match.data).record_id(session.league["fixture"], session.match.result):
            return f"The league result was not recorded: fixture {session.league['fixture']} {MEANWHILE}."
    finally:
        db.close()
    return None
