"""Two real windows (under Xvfb) play one match over 127.0.0.1: ``samurai-bowl host`` and
``samurai-bowl join`` each open the game's window, the joiner's team comes over the network, both
windows show the match (their titles say which end each is), and the coach whose decision it is
concedes from his window's pause menu with the keys a person presses (R3.8). Both machines keep the
same finished match, and both windows close cleanly."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from tests.net.games import HOSTING, SEED, read_team, team_files
from tests.subprocesses import end, python_env, read_line, start
from tests.ui.test_window_processes import until
from tests.ui.xserver import Display, have_xvfb, xvfb

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not have_xvfb(), reason="needs Xvfb and libXtst (Debian: xvfb, libxtst6)"),
]


def game(display: str, folder: Path, *argv: str) -> subprocess.Popen[str]:
    env = {k: v for k, v in python_env(DISPLAY=display).items() if k != "ARCADE_HEADLESS"}
    return start([sys.executable, "-m", "samurai_bowl", "--data-dir", str(folder), *argv], env=env)


def finished(folder: Path) -> dict[str, Any] | None:
    path = folder / "saves" / f"match-{SEED}.json"
    if not path.exists():
        return None
    loaded: dict[str, Any] = json.loads(path.read_text())  # written atomically: whole or absent
    return loaded


def match_windows(screen: Display) -> dict[str, int] | None:
    """Both windows on the match screen, by the end their titles name; None until both are."""
    ends = {
        title.rsplit(" - ", 1)[-1]: window
        for title, window in screen.windows().items()
        if title.startswith("Samurai Bowl - ")
    }
    return ends if {"hosting", "joined"} <= set(ends) else None


def both_finished(folders: tuple[Path, Path]) -> tuple[dict[str, Any], dict[str, Any]] | None:
    hosted, joined = finished(folders[0]), finished(folders[1])
    return None if hosted is None or joined is None else (hosted, joined)


def test_two_windows_play_one_match_and_one_coach_concedes(data: GameData, tmp_path: Path) -> None:
    crab, lion = team_files(data, tmp_path)
    conceder = Match(data, read_team(crab), read_team(lion), SEED).pending
    assert conceder is not None  # the first decision of the match: its coach concedes
    folders = (tmp_path / "host", tmp_path / "join")
    started: list[subprocess.Popen[str]] = []
    with xvfb() as name:
        screen = Display(name)
        try:
            argv = ("host", "--team", str(crab), "--seed", str(SEED), "--listen", "127.0.0.1", "--port", "0")
            started.append(game(name, folders[0], *argv))
            found = HOSTING.fullmatch(read_line(started[0]))
            assert found is not None
            argv = ("join", found["address"], "--code", found["code"], "--team", str(lion))
            started.append(game(name, folders[1], *argv))
            windows = until(lambda: match_windows(screen))
            assert isinstance(windows, dict)
            home, away = read_team(crab).name, read_team(lion).name
            assert f"Samurai Bowl - {home} v {away} - hosting" in screen.windows()
            for key in ("Escape", "c", "y"):  # pause, concede, yes: from the window whose decision it is
                screen.key(windows["hosting" if conceder.side == 0 else "joined"], key)
            ends = until(lambda: both_finished(folders))
            assert isinstance(ends, tuple)
            hosted, joined = ends
            assert hosted["match"]["state"]["conceded"] == conceder.side
            assert joined == {k: v for k, v in hosted.items() if k not in ("league", "network")}
            until(lambda: list(screen.windows()) == ["Samurai Bowl"])  # both on the results
            for window in windows.values():
                screen.ask_to_close(window)
            for proc in started:
                proc.wait(timeout=120)
                assert proc.returncode == 0
        except AssertionError as failed:
            raise AssertionError(f"{failed}; windows {screen.windows()}; {said(started)}") from None
        finally:
            screen.close()
            for proc in started:
                end(proc)


def said(started: list[subprocess.Popen[str]]) -> str:
    """What the games wrote, the end of it, once they are ended (for a failure's message)."""
    for proc in started:
        end(proc)
    return " | ".join(f"{proc.args[4]}: {proc.communicate()[1][-1500:]}" for proc in started)
