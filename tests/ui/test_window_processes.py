"""Nothing outlives the game: the real window (under Xvfb) resumes a match, whose win chances are
played out by worker processes (a fork server, its workers, the resource tracker); then the game
ends one way or another, and afterwards not one process of its group is left. The ways out are
the player's (the window's close button; Esc, leave for the menu, Quit), the system's (SIGTERM,
SIGINT as Ctrl+C sends it) and a crash (the window's process killed outright, with no chance to
end anything itself)."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.sessions.session import Session, save_session
from samurai_bowl.ui.kit.settings import Settings, save_settings
from tests.ui.xserver import Display, have_xvfb, xvfb

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not have_xvfb(), reason="needs Xvfb and libXtst (Debian: xvfb, libxtst6)"),
]

WAIT = 120.0  # seconds: generous, for a machine under load; the waits end as soon as they can


def group(pgid: int) -> list[tuple[int, str]]:
    """(pid, command line) of every live process of the group (zombies are gone already)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if int(stat[2]) == pgid and stat[0] != "Z":
            found.append((int(entry.name), command))
    return found


def until(what: Callable[[], object], seconds: float = WAIT) -> object:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        seen = what()
        if seen:
            return seen
        time.sleep(0.1)
    raise AssertionError(f"gave up waiting after {seconds:.0f} s")


def a_match_to_resume(data: GameData, folder: Path) -> None:
    """A hot-seat match at a team turn, left for the menu; the win chance shown in the panel."""
    rng = random.Random(8)
    m = Match(data, draft_team(data, "lion", rng), draft_team(data, "crab", rng), 8)
    coaches = [HeuristicCoach(8), HeuristicCoach(9)]
    while not (m.pending is not None and m.pending.kind == "turn"):
        m.apply(coaches[m.pending.side].choose(m))
    save_session(Session(m, ("human", "human")), folder / "saves" / "autosave.json")
    save_settings(folder, Settings(show_win_chance=True))


def helpers_of(pgid: int) -> list[tuple[int, str]]:
    return [(pid, command) for pid, command in group(pgid) if pid != pgid]


@pytest.mark.parametrize("way_out", ["close button", "quit from the menu", "SIGTERM", "SIGINT", "killed"])
def test_every_helper_process_ends_with_the_window(data: GameData, tmp_path: Path, way_out: str) -> None:
    a_match_to_resume(data, tmp_path)
    with xvfb() as name:
        screen = Display(name)
        game = subprocess.Popen(
            [sys.executable, "-m", "samurai_bowl", "--data-dir", str(tmp_path), "play"],
            env={**{k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}, "DISPLAY": name},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
        try:
            window = until(lambda: screen.window("Samurai Bowl"))
            assert isinstance(window, int)
            time.sleep(0.5)  # the main menu's first frame
            screen.key(window, "r")  # the unfinished matches …
            screen.key(window, "Return")  # … and the newest of them resumed
            helpers = until(lambda: [h for h in helpers_of(game.pid) if "forkserver" in h[1]])
            assert helpers, "the resumed match started no helper process"
            if way_out == "close button":
                screen.ask_to_close(window)
            elif way_out == "quit from the menu":
                for key in ("Escape", "m", "q"):  # pause, leave for the main menu, Quit
                    screen.key(window, key)
                    time.sleep(0.5)
            elif way_out == "killed":
                os.kill(game.pid, signal.SIGKILL)
            else:
                os.kill(game.pid, getattr(signal, way_out))
            game.wait(timeout=WAIT)
            until(lambda: not group(game.pid), seconds=30.0)
            expected = {
                "SIGTERM": 128 + signal.SIGTERM,
                "SIGINT": 128 + signal.SIGINT,
                "killed": -signal.SIGKILL,
            }
            assert game.returncode == expected.get(way_out, 0), game.stderr.read() if game.stderr else ""
        finally:
            screen.close()
            with contextlib.suppress(ProcessLookupError):
                os.killpg(game.pid, signal.SIGKILL)
            game.wait()
            for stream in (game.stdout, game.stderr):
                if stream is not None:
                    stream.close()
