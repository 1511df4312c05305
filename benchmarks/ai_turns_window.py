"""The AI's turns on the real window (under Xvfb, not headless) at the normal animation speed: how
long each team turn takes on screen, and how fast the window answers a key while the AI thinks
(F1 opens the help, Esc pauses; the same key again goes back). ``--always`` draws every frame, as
the window did before it learnt to idle, so both are measured in one run.

Key times run from the moment the key is sent to the X server (XTest, through libXtst, with the
tests' own helpers in tests/ui/xserver.py) to the first frame of the new screen on the window
(both on the system's monotonic clock).

Run: python benchmarks/ai_turns_window.py [TURNS] [KEYS]   (needs Xvfb and libXtst)
"""

from __future__ import annotations

import os
import queue
import signal
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.idle_window import ROOT
from tests.ui.xserver import Display, have_xvfb, xvfb

SCENE = """
import sys, random, tempfile, time
from pathlib import Path
sys.path.insert(0, {root!r})
import arcade
from samurai_bowl.data import load_game_data
from samurai_bowl.ui.app import open_window
from samurai_bowl.ui.kit.frames import ACTIVE_RATE, FramePacer

if {always!r}:
    FramePacer.should_draw = lambda self, busy: True
    FramePacer.rate = lambda self, busy: ACTIVE_RATE

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.engine import Match
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.routes import PlayMatch

data = load_game_data()
app = open_window(data, Path(tempfile.mkdtemp()), 1280, 720)
app.settings = app.settings.model_copy(update={{"animation_speed": "normal"}})
rng = random.Random({seed})
m = Match(data, draft_team(data, "crane", rng), draft_team(data, "crab", rng), {seed})
coaches = [HeuristicCoach({seed}), HeuristicCoach({seed} + 1)]
while not (m.pending is not None and m.pending.kind == "turn"):
    m.apply(coaches[m.pending.side].choose(m))
seen = [-1]
update = MatchView.on_update

def on_update(self, delta_time):
    update(self, delta_time)
    pending = self.match.pending
    if self.match.turn_seq != seen[0] and pending is not None and pending.kind == "turn":
        seen[0] = self.match.turn_seq
        print("turn", self.match.turn_seq, time.monotonic(), flush=True)
    if self.match.pending is None:
        print("over", 0, time.monotonic(), flush=True)

MatchView.on_update = on_update
show = type(app.window).show_view

shown = [None]
flip = type(app.window).flip

def show_view(window, view):
    show(window, view)
    shown[0] = type(view).__name__

def flip_then_say(window):
    flip(window)
    if shown[0] is not None:
        print("view", shown[0], time.monotonic(), flush=True)
        shown[0] = None

type(app.window).show_view = show_view
type(app.window).flip = flip_then_say
app.go(PlayMatch(session=Session(m, ("normal", "normal")), on_finish=None))
arcade.run()
"""


class Game:
    """The scene's process and the lines it prints, read as they come."""

    def __init__(self, display: str, always: bool, seed: int) -> None:
        env = {**os.environ, "DISPLAY": display}
        env.pop("ARCADE_HEADLESS", None)
        code = SCENE.format(root=str(ROOT), always=always, seed=seed)
        self.proc = subprocess.Popen(
            [sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, text=True, start_new_session=True
        )
        self.lines: queue.Queue[tuple[str, str, float]] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.screen = Display(display)
        self.window: int | None = None

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            kind, what, when = line.split()
            self.lines.put((kind, what, float(when)))

    def next(self, kind: str, timeout: float = 120.0) -> tuple[str, float]:
        deadline = time.monotonic() + timeout
        while True:
            seen, what, when = self.lines.get(timeout=max(0.1, deadline - time.monotonic()))
            if seen == kind or seen == "over":
                return what, when

    def key(self, name: str) -> float:
        """Press and release a key on the game's window (XTest); the time it was sent."""
        while self.window is None:
            self.window = self.screen.window("Samurai Bowl")
        sent = time.monotonic()
        self.screen.key(self.window, name)
        return sent

    def end(self) -> None:
        self.screen.close()
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()


def turn_times(game: Game, turns: int) -> list[float]:
    _, last = game.next("turn")
    times = []
    for _ in range(turns):
        what, when = game.next("turn")
        if what == "0":
            break
        times.append(when - last)
        last = when
    return times


def key_times(game: Game, presses: int) -> list[float]:
    """Key to new screen, while the AI plays: F1 and back, Esc and back."""
    times = []
    for i in range(presses):
        time.sleep(1.3)  # well inside an AI turn
        key = "F1" if i % 2 == 0 else "Escape"
        sent = game.key(key)
        _, shown = game.next("view")
        times.append(shown - sent)
        sent = game.key("Escape")
        _, shown = game.next("view")
        times.append(shown - sent)
    return times


def describe(times: list[float], unit: float, label: str, digits: int = 0) -> str:
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (
        f"{label}: median {statistics.median(ordered) * unit:.{digits}f}, p90 {p90 * unit:.{digits}f}, "
        f"max {ordered[-1] * unit:.{digits}f} ({len(ordered)})"
    )


def main() -> None:
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    presses = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    if not have_xvfb():
        raise SystemExit("Xvfb and libXtst are needed (Debian: apt install xvfb libxtst6)")
    with xvfb() as display:
        for always in (True, False):
            how = "every frame drawn" if always else "drawn when needed"
            game = Game(display, always, seed=11)
            try:
                times = turn_times(game, turns)
                keys = key_times(game, presses)
            finally:
                game.end()
            print(f"{how}:")
            print("  " + describe(times, 1, "AI team turn on screen, s (target median 2–3 s)", 1))
            print("  " + describe(keys, 1000, "key to new screen while the AI plays, ms (bar 100 ms)"))


if __name__ == "__main__":
    main()
