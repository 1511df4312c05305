"""The match screen's frame time, headless: a mid-game match with a model selected and the mouse
moving over its reachable squares; then the same screen in motion (six models gliding, two
toppling, the ball in flight and the dice tumbling, again and again). Also how long the window
takes to open on the main menu. Bars: median frame ≤ 8 ms, p95 ≤ 16 ms; the window opens in
under 2 s.
Run: python benchmarks/bench_ui.py [FRAMES]
     python benchmarks/bench_ui.py idle [SECONDS] [WINDOWS]  — the real window's CPU while nobody
     plays (under Xvfb; idle_window.py), every frame drawn against drawn when needed; bar 5%.
"""

from __future__ import annotations

import os

os.environ.setdefault("ARCADE_HEADLESS", "1")

import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import arcade

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import load_game_data
from samurai_bowl.engine import Match
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App, draw_frame, open_window
from samurai_bowl.ui.match.view import MatchView


def frame(window: arcade.Window) -> tuple[float, float]:
    """(wall, CPU) seconds of one frame."""
    start, cpu = time.perf_counter(), time.process_time()
    draw_frame(window)
    window.ctx.finish()  # the software renderer's work counts too
    return time.perf_counter() - start, time.process_time() - cpu


COLD_START = """
import os, sys, tempfile
from pathlib import Path
sys.path.insert(0, {root!r})
from samurai_bowl.data import load_game_data
from samurai_bowl.ui.app import App, draw_frame, open_window
app = open_window(load_game_data(), Path(tempfile.mkdtemp()), 1280, 720)
app.window.dispatch_events(); app.window.clear(); app.window.current_view.on_draw(); app.window.ctx.finish()
"""


def cold_start() -> float:
    """A fresh process: imports, game data, the window and its first drawn frame."""
    root = str(Path(__file__).resolve().parent.parent)
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-c", COLD_START.format(root=root)],
        check=True,
        env={**os.environ, "ARCADE_HEADLESS": "1"},
    )
    return time.perf_counter() - start


def main() -> None:
    if sys.argv[1:2] == ["idle"]:
        from benchmarks.idle_window import main as idle

        del sys.argv[1]
        idle()
        return
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    opened = statistics.median(cold_start() for _ in range(3))
    data = load_game_data()
    app = open_window(data, Path(tempfile.mkdtemp()), 1280, 720)

    rng = random.Random(4)
    m = Match(data, draft_team(data, "crane", rng), draft_team(data, "crab", rng), 4)
    coaches = [HeuristicCoach(4), HeuristicCoach(4)]
    while not (m.pending is not None and m.pending.kind == "turn" and m.team(0).turn == 3):
        assert m.pending is not None
        m.apply(coaches[m.pending.side].choose(m))
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    ready = [a.piece for a in m.legal_actions() if a.piece is not None]
    piece = m.pieces[ready[0]]
    assert piece.square is not None
    view.input.click(piece.square)
    squares = sorted(view.input.reach) or [piece.square]
    times, cpus = [], []
    for i in range(frames):
        x, y = view.geo.centre(squares[(i // 3) % len(squares)])  # a new square every third frame
        app.window.dispatch_event("on_mouse_motion", int(x), int(y), 0, 0)
        wall, cpu = frame(app.window)
        times.append(wall)
        cpus.append(cpu)
    moving, moving_cpus = in_motion(app, view, frames)
    print(f"from a cold start to the main menu drawn: {opened:.2f} s (bar 2 s)")
    print(f"match frame over {frames} frames, {len(squares)} reachable squares shaded, the mouse moving:")
    report(times, cpus)
    print(f"match frame over {frames} frames in motion (6 gliding, 2 toppling, ball flying, dice tumbling):")
    report(moving, moving_cpus)


def report(times: list[float], cpus: list[float]) -> None:
    times = sorted(times)
    print(
        f"  median {statistics.median(times) * 1000:.2f} ms (bar 8 ms), "
        f"p95 {times[int(0.95 * len(times))] * 1000:.2f} ms (bar 16 ms); "
        f"CPU per frame median {statistics.median(cpus) * 1000:.2f} ms"
    )


def in_motion(app: App, view: MatchView, frames: int) -> tuple[list[float], list[float]]:
    """Frames while motions play; each time they end, they start again."""
    from samurai_bowl.engine import Act, Action
    from samurai_bowl.ui.match.motion import Fall, Flight

    app.settings = app.settings.model_copy(update={"animation_speed": "normal"})
    m = view.match
    pieces = [p for p in m.pieces if p.square is not None][:8]
    times, cpus = [], []
    for _ in range(frames):
        if not view.pacing.moving:
            for piece in pieces[:6]:
                square = piece.square or 0
                start = square - 1 if square % m.pitch.length else square + 1
                view.pacing.after(Action(Act.MOVE), [], {piece.index: (start, square)}, 1.0)
            view.pacing.falls.update({piece.index: Fall() for piece in pieces[6:]})
            ball = m.ball.square or 0
            view.pacing.flight = Flight([ball - 6 if ball % m.pitch.length >= 6 else ball + 6, ball])
            view.panel.tray.tumble_left = 0.45
        wall, cpu = frame(app.window)
        times.append(wall)
        cpus.append(cpu)
    return times, cpus


if __name__ == "__main__":
    main()
