"""Each unfinished match keeps its own autosave: two left for the menu both resume, finishing one
leaves the other, the newest is listed first, a damaged file is listed (never dropped) and an
older version's single autosave.json moves in with the others."""

from __future__ import annotations

import json
import os
import random
from datetime import datetime
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.autosaves import (
    LEGACY,
    autosave_path,
    details,
    has_autosaves,
    headline,
    list_autosaves,
    remove_autosave,
    when_saved,
)
from samurai_bowl.sessions.session import Session, load_session, save_session


def session(data: GameData, seed: int, coaches: tuple[str, str] = ("human", "human")) -> Session:
    rng = random.Random(seed)
    return Session(Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), seed), coaches)


def autosave(folder: Path, played: Session, at: float) -> Path:
    path = autosave_path(folder, played)
    save_session(played, path)
    os.utime(path, (at, at))
    return path


def test_two_matches_keep_two_autosaves_and_each_resumes(data: GameData, tmp_path: Path) -> None:
    hot_seat, league = session(data, 1), session(data, 2, ("human", "hard"))
    league.league = {
        "path": str(tmp_path / "league.sqlite3"),
        "fixture": 3,
        "name": "Winter Court",
        "round": 2,
    }
    assert hot_seat.id != league.id
    autosave(tmp_path, hot_seat, 1_000)
    autosave(tmp_path, league, 2_000)  # the league fixture played after the hot-seat match was left
    listed = list_autosaves(data, tmp_path)
    assert [save.session.id for save in listed if save.session] == [league.id, hot_seat.id]  # newest first
    resumed = load_session(data, listed[1].path, tmp_path)
    assert resumed.id == hot_seat.id and resumed.match.to_json() == hot_seat.match.to_json()
    assert details(listed[0], 2_000).startswith(
        "league Winter Court, round 2 · before kick-off · you v the AI (hard)"
    )


def test_finishing_one_match_removes_its_autosave_only(data: GameData, tmp_path: Path) -> None:
    first, second = session(data, 1), session(data, 2)
    autosave(tmp_path, first, 1_000)
    kept = autosave(tmp_path, second, 2_000)
    remove_autosave(tmp_path, first)
    assert [save.path for save in list_autosaves(data, tmp_path)] == [kept]
    remove_autosave(tmp_path, second)
    assert not has_autosaves(tmp_path)


def test_a_disk_that_refuses_keeps_the_autosave_and_ends_the_match_all_the_same(
    data: GameData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    played = session(data, 1)
    path = autosave(tmp_path, played, 1_000)

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(13, "Read-only file system", str(self))

    monkeypatch.setattr(Path, "unlink", refuse)
    assert remove_autosave(tmp_path, played) is False  # no exception reaches the end of the match
    monkeypatch.undo()
    assert [save.path for save in list_autosaves(data, tmp_path)] == [path]  # still there, to delete
    assert remove_autosave(tmp_path, played) is True and not path.exists()


def test_a_resumed_match_writes_back_to_its_own_file(data: GameData, tmp_path: Path) -> None:
    played = session(data, 4)
    path = autosave(tmp_path, played, 1_000)
    resumed = load_session(data, path, tmp_path)
    assert autosave_path(tmp_path, resumed) == path


def test_a_malformed_autosave_is_listed_with_why_and_kept(data: GameData, tmp_path: Path) -> None:
    good = autosave(tmp_path, session(data, 1), 1_000)
    broken = good.parent / "broken.json"
    broken.write_text('{"format": "samurai-bowl-session-1", "coaches": ["human"]}', encoding="utf-8")
    os.utime(broken, (2_000, 2_000))
    listed = list_autosaves(data, tmp_path)
    assert [save.path for save in listed] == [broken, good]
    assert listed[0].session is None and "\n" not in listed[0].problem
    assert listed[0].problem.startswith("broken.json: coaches: must be two of human, easy, normal, hard")
    assert headline(listed[0]).startswith("Unreadable: broken.json: coaches:")
    assert broken.exists()  # listed, never deleted by the listing


def test_an_id_that_is_no_file_name_is_refused(data: GameData, tmp_path: Path) -> None:
    played = session(data, 1)
    path = autosave(tmp_path, played, 1_000)
    saved = json.loads(path.read_text(encoding="utf-8"))
    saved["id"] = "../../escape"
    path.write_text(json.dumps(saved), encoding="utf-8")
    (listed,) = list_autosaves(data, tmp_path)
    assert listed.session is None and listed.problem.startswith(f"{path.name}: id: must be 1 to 64 letters")


def test_an_older_single_autosave_moves_in_and_resumes(data: GameData, tmp_path: Path) -> None:
    played = session(data, 7)
    saved = played.to_json()
    del saved["id"]  # as the older versions wrote it
    legacy = tmp_path / LEGACY
    legacy.parent.mkdir(parents=True)
    legacy.write_text(json.dumps(saved), encoding="utf-8")
    newer = autosave(tmp_path, session(data, 8), 1_000)
    assert has_autosaves(tmp_path)
    listed = list_autosaves(data, tmp_path)
    assert not legacy.exists() and len(listed) == 2 and newer in [save.path for save in listed]
    (moved,) = [save for save in listed if save.path != newer]
    assert moved.session is not None and moved.session.match.to_json() == played.match.to_json()
    assert autosave_path(tmp_path, moved.session) == moved.path  # it goes on saving where it is now


def test_when_saved_reads_as_a_player_says_it() -> None:
    now = datetime(2026, 11, 28, 15, 0).timestamp()
    assert when_saved(datetime(2026, 11, 28, 14, 32).timestamp(), now) == "today at 14:32"
    assert when_saved(datetime(2026, 11, 27, 9, 5).timestamp(), now) == "yesterday at 09:05"
    assert when_saved(datetime(2026, 11, 3, 18, 40).timestamp(), now) == "on 3 Nov at 18:40"
    assert when_saved(datetime(2025, 11, 3, 18, 40).timestamp(), now) == "on 3 Nov 2025 at 18:40"
