"""The window's CPU while nobody plays: the real window (under Xvfb, not headless) on the main menu,
on a paused match, and on a match waiting for the player's own move. Each scene runs in a fresh
process group; the CPU of every process in the group (the window and any helper it started) is
read from /proc over several windows of a few seconds after the scene has settled. ``--always``
draws every frame, as the window did before it learnt to idle, so both are measured in one run.

Run: python benchmarks/idle_window.py [SECONDS_PER_WINDOW] [WINDOWS]   (needs Xvfb)
"""

from __future__ import annotations

import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.ui.xserver import have_xvfb, xvfb  # noqa: E402  the tests' own Xvfb and XTest helpers

TICKS = os.sysconf("SC_CLK_TCK")
SCENES = ("menu", "paused", "own turn")


def scene_code(scene: str, always: bool) -> str:
    return f"""
import sys, random, tempfile
from pathlib import Path
sys.path.insert(0, {str(ROOT)!r})
import arcade
from samurai_bowl.data import load_game_data
from samurai_bowl.ui.app import open_window
from samurai_bowl.ui.kit.frames import ACTIVE_RATE, FramePacer

if {always!r}:  # the window as it was: every frame drawn, sixty times a second
    FramePacer.should_draw = lambda self, busy: True
    FramePacer.rate = lambda self, busy: ACTIVE_RATE

data = load_game_data()
app = open_window(data, Path(tempfile.mkdtemp()), 1280, 720)
if {scene!r} != "menu":
    from samurai_bowl.ai.drafting import draft_team
    from samurai_bowl.ai.heuristic import HeuristicCoach
    from samurai_bowl.engine import Match
    from samurai_bowl.sessions.session import Session
    from samurai_bowl.ui.routes import Paused, PlayMatch
    rng = random.Random(4)
    m = Match(data, draft_team(data, "crane", rng), draft_team(data, "crab", rng), 4)
    coaches = [HeuristicCoach(4), HeuristicCoach(5)]
    while not (m.pending is not None and m.pending.kind == "turn" and m.pending.side == 0
               and m.team(0).turn == 3):
        m.apply(coaches[m.pending.side].choose(m))
    app.go(PlayMatch(session=Session(m, ("human", "normal")), on_finish=None))
    if {scene!r} == "paused":
        app.go(Paused(match_screen=app.window.current_view))
print("ready", flush=True)
arcade.run()
"""


def group_ticks(pgid: int) -> int:
    """CPU ticks (user + system) used so far by every live process of the group."""
    total = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid:  # fields after the name: state, ppid, pgrp, …
            total += int(fields[11]) + int(fields[12])
    return total


def measure(scene: str, always: bool, display: str, seconds: float, windows: int) -> list[float]:
    """% of one core used by the scene's processes, per window."""
    env = {**os.environ, "DISPLAY": display}
    env.pop("ARCADE_HEADLESS", None)
    proc = subprocess.Popen(
        [sys.executable, "-c", scene_code(scene, always)],
        env=env,
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        assert proc.stdout is not None
        if proc.stdout.readline().strip() != "ready":
            raise RuntimeError(f"the {scene} scene did not start")
        time.sleep(3.0)  # settle: the first frames, the win chance's first play-outs
        shares = []
        for _ in range(windows):
            ticks, start = group_ticks(proc.pid), time.monotonic()
            time.sleep(seconds)
            used = (group_ticks(proc.pid) - ticks) / TICKS
            shares.append(100 * used / (time.monotonic() - start))
        return shares
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 4.0
    windows = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    if not have_xvfb():
        raise SystemExit("Xvfb and libXtst are needed (Debian: apt install xvfb libxtst6)")
    with xvfb() as display:
        print(f"CPU of the window's processes, % of one core, median of {windows} windows of {seconds:g} s:")
        for scene in SCENES:
            before = measure(scene, True, display, seconds, windows)
            after = measure(scene, False, display, seconds, windows)
            print(
                f"  {scene:9} every frame drawn {statistics.median(before):5.1f}% "
                f"(range {min(before):.1f}–{max(before):.1f}) · "
                f"drawn when needed {statistics.median(after):5.1f}% "
                f"(range {min(after):.1f}–{max(after):.1f}); bar 5%"
            )


if __name__ == "__main__":
    main()
