"""Every unfinished match keeps its own autosave, a file named by the match's id in the data
folder's ``saves/autosaves``: starting another match, or playing a league fixture, never writes
over a match left for the menu. A finished match removes its own file and no other.

The single ``saves/autosave.json`` of older versions is moved in with the others the first time
they are listed, and resumes like any of them. A file that cannot be read is listed with the one
line saying why, and stays until the player deletes it."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.sessions.session import Session, load_session

AUTOSAVES = Path("saves") / "autosaves"
LEGACY = Path("saves") / "autosave.json"  # the one autosave of older versions


def autosave_folder(folder: Path) -> Path:
    return folder / AUTOSAVES


def autosave_path(folder: Path, session: Session) -> Path:
    """Where the match in ``session`` keeps its autosave."""
    return autosave_folder(folder) / f"{session.id}.json"


def remove_autosave(folder: Path, session: Session) -> bool:
    """The match is over (or abandoned): its autosave goes, and only its own. On a disk that
    refuses (read-only, gone) the file stays, listed in Resume until it can be deleted there, and
    the match ends as it would: False says so."""
    try:
        autosave_path(folder, session).unlink(missing_ok=True)
    except OSError:
        return False
    return True


def has_autosaves(folder: Path) -> bool:
    """Whether any match waits to be resumed (or any autosave waits to be looked at)."""
    if (folder / LEGACY).exists():
        return True
    try:
        return any(autosave_folder(folder).glob("*.json"))
    except OSError:
        return False


def migrate_legacy(folder: Path) -> Path | None:
    """Move an older version's ``autosave.json`` in with the others, under a name no other file
    has; where it went, or None if there was none or it could not be moved (it stays as it was)."""
    old = folder / LEGACY
    if not old.exists():
        return None
    target_folder = autosave_folder(folder)
    try:
        target_folder.mkdir(parents=True, exist_ok=True)
        target = target_folder / "autosave.json"
        number = 1
        while target.exists():
            number += 1
            target = target_folder / f"autosave-{number}.json"
        os.replace(old, target)  # a rename within the folder: the file is never half moved
    except OSError:
        return None
    return target


@dataclass(frozen=True)
class Autosave:
    """One autosave file: the match in it, or (``session`` None) the one line why it cannot be read."""

    path: Path
    saved_at: float  # the file's time, in seconds since the epoch
    session: Session | None
    problem: str = ""


def problem_line(path: Path, error: DataError) -> str:
    """A DataError as one line that starts with the file's name."""
    parts = [path.name, error.field, error.message]
    return ": ".join(part for part in parts if part)


def list_autosaves(data: GameData, folder: Path) -> list[Autosave]:
    """Every autosave, newest first (the older version's one moved in first); an unreadable file
    is listed with why, never dropped."""
    migrate_legacy(folder)
    paths = sorted(autosave_folder(folder).glob("*.json")) if autosave_folder(folder).is_dir() else []
    if (folder / LEGACY).exists():  # it could not be moved: listed where it is
        paths.append(folder / LEGACY)
    found = []
    for path in paths:
        try:
            saved_at = path.stat().st_mtime
        except OSError:  # gone since the folder was listed
            continue
        try:
            found.append(Autosave(path, saved_at, load_session(data, path, folder)))
        except DataError as error:
            found.append(Autosave(path, saved_at, None, problem_line(path, error)))
        except OSError as error:
            found.append(Autosave(path, saved_at, None, f"{path.name}: cannot be read ({error.strerror})"))
    return sorted(found, key=lambda save: (-save.saved_at, save.path.name))


# --- in the player's words --------------------------------------------------------------------
def headline(save: Autosave) -> str:
    """Who v who and the score, or that the file cannot be read."""
    if save.session is None:
        return f"Unreadable: {save.problem}"
    home, away = save.session.match.teams
    return f"{home.name}  {home.score} – {away.score}  {away.name}"


def details(save: Autosave, now: float) -> str:
    """Which match it is and where it stands: a league's name and round, the clock, who coaches
    and when it was saved."""
    when = f"saved {when_saved(save.saved_at, now)}"
    session = save.session
    if session is None:
        return f"{when} · Delete removes the file"
    parts = [clock(session), coaches(session), when]
    if session.league is not None:
        parts.insert(0, league_words(session.league))
    return " · ".join(parts)


def clock(session: Session) -> str:
    m = session.match
    if m.half == 0:
        return "before kick-off"
    turn = m.teams[m.active].turn if m.active is not None else 0
    turns = m.rules.match.turns_per_half
    return f"half {m.half}, turn {turn} of {turns}" if turn else f"half {m.half}, kick-off"


def coaches(session: Session) -> str:
    home, away = session.coaches
    if session.hot_seat:
        return "hot-seat"
    if home == "human" and away != "human":
        return f"you v the AI ({away})"
    if away == "human" and home != "human":
        return f"the AI ({home}) v you"
    return "AI v AI"


def league_words(league: dict[str, object]) -> str:
    name, round_ = league.get("name"), league.get("round")
    words = f"league {name}" if isinstance(name, str) and name else "league fixture"
    return f"{words}, round {round_}" if isinstance(round_, int) else words


def when_saved(saved_at: float, now: float) -> str:
    """'today at 14:32', 'yesterday at 09:05', 'on 3 Nov at 18:40', 'on 3 Nov 2025 at 18:40'."""
    then, today = datetime.fromtimestamp(saved_at), datetime.fromtimestamp(now)
    hour = then.strftime("%H:%M")
    days = (today.date() - then.date()).days
    if days == 0:
        return f"today at {hour}"
    if days == 1:
        return f"yesterday at {hour}"
    day = f"{then.day} {then.strftime('%b')}"
    return f"on {day} at {hour}" if then.year == today.year else f"on {day} {then.year} at {hour}"
