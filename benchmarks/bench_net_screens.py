"""Network play on two screens over loopback: from the joiner's click to its result drawn on the
joiner's screen and on the host's.

Two processes, each with a game window of its own (headless) on the network match screen, as the
Host and Join screens leave them: the host's window serves the match (samurai_bowl.net.link's
HostLink), the joiner's follows it (JoinLink). A normal AI coach decides for the person at each
end; the joiner's "click" is the call a click on the pitch makes (``NetMatchView.apply``), timed
from just before it. Both windows draw at the window's own rate while a match goes on (60 frames
a second, kit/frames.py), so a result waits for the next frame as it does on a real screen.

"joiner's copy" is click -> the host's answer applied to the joiner's copy of the match (before
any frame); "joiner's screen" is click -> the first joiner frame that shows the action; "host's
screen" is click -> the first host frame that shows it; "a frame drawn" is how long one frame of
either window takes to draw here. Both processes read the system's monotonic clock, so the two compare.
CPU: each process's own (time.process_time) over the run, beside its wall time.

Run: python benchmarks/bench_net_screens.py [ACTIONS] [SEED]   (the joiner's actions to time)
"""

from __future__ import annotations

import json
import multiprocessing as mp
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FRAME = 1 / 60  # seconds: the window's rate while a match goes on (kit/frames.py ACTIVE_RATE)


def _window(folder: Path) -> Any:
    os.environ["ARCADE_HEADLESS"] = "1"
    sys.path.insert(0, str(ROOT))
    from samurai_bowl.data import load_game_data
    from samurai_bowl.ui.app import open_window

    data = load_game_data()
    return data, open_window(data, folder, 1280, 720)


class Frames:
    """Frames at the window's rate: each ``tick`` draws one and waits for the next slot."""

    def __init__(self, window: Any) -> None:
        from samurai_bowl.ui.app import draw_frame

        self.window, self.draw, self.due = window, draw_frame, time.monotonic()
        self.drawing: list[float] = []  # seconds each frame took to draw
        self.cpu, self.wall = time.process_time(), time.monotonic()

    def report(self, out: str, **times: Any) -> None:
        """What one side measured, with its frames and its CPU and wall time since it began."""
        spent = {"cpu": time.process_time() - self.cpu, "wall": time.monotonic() - self.wall}
        Path(out).write_text(json.dumps({**times, "drawing": self.drawing, **spent}))

    def tick(self) -> float:
        """Draw a frame; the moment it was drawn."""
        began = time.monotonic()
        self.draw(self.window)
        drawn = time.monotonic()
        self.drawing.append(drawn - began)
        self.due += FRAME
        time.sleep(max(0.0, self.due - time.monotonic()))
        self.due = max(self.due, time.monotonic() - FRAME)  # a late frame does not bring a burst
        return drawn


def host_side(seed: int, told: Any, out: str, stop: Any) -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-host-"))
    data, app = _window(folder)
    import random

    from samurai_bowl.ai.drafting import draft_team
    from samurai_bowl.engine import Match
    from samurai_bowl.net.host import MatchHost
    from samurai_bowl.net.hosting import autosave, finish
    from samurai_bowl.net.join_code import new_code
    from samurai_bowl.net.link import HostLink
    from samurai_bowl.play.coaches import make_coach
    from samurai_bowl.sessions.session import Session
    from samurai_bowl.ui.match.net_view import NetMatchView
    from samurai_bowl.ui.routes import NetMatch

    rng = random.Random(seed)
    home, away = draft_team(data, "crab", rng), draft_team(data, "lion", rng)
    code = new_code()
    session = Session(Match(data, home, away, seed), ("human", "human"), network={"remote": 1, "code": code})
    host = MatchHost(session, code, remote=1, save=lambda s: autosave(folder, s))
    link = HostLink(data, folder, host, lambda s: finish(folder, s))
    told.put((*link.listen("127.0.0.1", 0), code))
    while not host.joined_once:
        time.sleep(0.01)
    app.go(NetMatch(link))
    view = app.window.current_view
    assert isinstance(view, NetMatchView)
    coach, frames, shown = make_coach("normal", seed + 1), Frames(app.window), []
    while not stop.is_set() and app.window.current_view is view:
        drawn = frames.tick()
        count = len(view.match.history)
        if not shown or shown[-1][0] != count:
            shown.append((count, drawn))
        if view.human_to_act():
            view.apply(coach.choose(view.match))
    frames.report(out, shown=shown)
    link.close()


def joiner_side(seed: int, address: str, code: str, actions: int, out: str, stop: Any) -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-join-"))
    data, app = _window(folder)
    from samurai_bowl.net.link import JoinLink
    from samurai_bowl.play.coaches import make_coach
    from samurai_bowl.ui.match.net_view import NetMatchView
    from samurai_bowl.ui.routes import NetMatch

    link = JoinLink(data, address, code, None)
    link.welcomed.wait(60)
    app.go(NetMatch(link))
    view = app.window.current_view
    assert isinstance(view, NetMatchView)
    coach, frames, clicks = make_coach("normal", seed + 2), Frames(app.window), []
    while len(clicks) < actions and app.window.current_view is view:
        frames.tick()
        if view.human_to_act():
            action = coach.choose(view.match)
            clicked = time.monotonic()
            if view.apply(action):
                applied = time.monotonic()
                clicks.append((len(view.match.history), clicked, applied, frames.tick()))
    stop.set()
    frames.report(out, clicks=clicks)
    link.close()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def main() -> None:
    actions = int(sys.argv[1]) if len(sys.argv) > 1 else 150
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    spawn = mp.get_context("spawn")
    told, stop = spawn.Queue(), spawn.Event()
    with tempfile.TemporaryDirectory() as scratch:
        host_out, join_out = f"{scratch}/host.json", f"{scratch}/join.json"
        hosting = spawn.Process(target=host_side, args=(seed, told, host_out, stop))
        hosting.start()
        address, port, code = told.get(timeout=120)
        joining = spawn.Process(
            target=joiner_side, args=(seed, f"{address}:{port}", code, actions, join_out, stop)
        )
        joining.start()
        joining.join()
        hosting.join(60)
        if hosting.is_alive():
            hosting.kill()
        host, join = json.loads(Path(host_out).read_text()), json.loads(Path(join_out).read_text())
    on_joiner, on_host, answered = [], [], []
    for count, clicked, applied, drawn in join["clicks"]:
        seen = next((t for n, t in host["shown"] if n >= count), None)
        on_joiner.append((drawn - clicked) * 1000)
        answered.append((applied - clicked) * 1000)
        if seen is not None:
            on_host.append((seen - clicked) * 1000)
    rows = (
        ("click -> joiner's copy", answered),
        ("click -> joiner's screen", on_joiner),
        ("click -> host's screen", on_host),
        ("one frame drawn", [t * 1000 for t in host["drawing"] + join["drawing"]]),
    )
    for name, values in rows:
        median, p90 = statistics.median(values), percentile(values, 0.9)
        most = max(values)
        print(f"{name:25} median {median:6.1f} ms  p90 {p90:6.1f} ms  max {most:6.1f} ms  ({len(values)})")
    for name, run in (("host", host), ("joiner", join)):
        print(f"{name:6} process: {run['cpu']:.1f} s CPU in {run['wall']:.1f} s wall")


if __name__ == "__main__":
    main()
