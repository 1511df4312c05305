"""The AI's turns on the match screen, headless: how long a team turn takes to watch at each
animation speed (frame by frame at 60 frames a second, the person's side following the hints),
and how long frames take while the hard coach thinks on its worker thread.
Bars: at normal speed the median turn takes 2-3 s; no frame waits 50 ms for the AI.
Run: python benchmarks/bench_ai_turns.py [MATCHES]
"""

from __future__ import annotations

import os

os.environ.setdefault("ARCADE_HEADLESS", "1")

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.drafting import draft_team
from samurai_bowl.data import GameData, load_game_data
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.session import Session
from samurai_bowl.ui.ai_worker import AiWorker
from samurai_bowl.ui.app import App, draw_frame, open_window
from samurai_bowl.ui.match_view import MatchView
from tests.ui.turn_clock import ai_turn_seconds

CLANS = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")


def new_match(data: GameData, seed: int) -> Match:
    rng = random.Random(seed)
    home, away = (draft_team(data, rng.choice(CLANS), rng) for _ in range(2))
    return Match(data, home, away, seed)


def turns_at(app: App, data: GameData, speed: str, matches: int) -> list[float]:
    app.settings = app.settings.model_copy(update={"animation_speed": speed})
    turns: list[float] = []
    for seed in range(1, matches + 1):
        view = MatchView(app, Session(new_match(data, seed), ("human", "normal")), on_finish=lambda m: None)
        app.show(view)
        turns += ai_turn_seconds(view)
    return turns


def thinking_frames(app: App, data: GameData, decisions: int) -> list[float]:
    """Frame times, in seconds, while the hard coach decides on the worker thread (not counted:
    the frames that draw an action just applied, the AI's or the person's)."""
    app.settings = app.settings.model_copy(update={"animation_speed": "instant"})
    view = MatchView(app, Session(new_match(data, 5), ("human", "hard")), on_finish=lambda m: None)
    app.show(view)
    view.worker = AiWorker(view._ai, threaded=True)
    m = view.match
    frames: list[float] = []
    applied = 0
    drawn = 0  # actions already drawn
    while m.pending is not None and applied < decisions:
        if view.human_to_act():
            view.apply(Action(Act.END_TURN) if Action(Act.END_TURN) in m.legal_actions()
                       else view.coaching.hint(m).action)  # type: ignore[union-attr]
            continue
        seen = len(m.history)
        start = time.perf_counter()
        draw_frame(app.window)
        app.window.ctx.finish()
        if len(m.history) > seen:
            applied += 1
        elif view.worker.thinking and drawn == seen:
            frames.append(time.perf_counter() - start)
        drawn = seen
    view.worker.close()
    return frames


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    data = load_game_data()
    app = open_window(data, Path(tempfile.mkdtemp()), 1280, 720)
    for speed in ("normal", "slow", "fast"):
        turns = turns_at(app, data, speed, matches)
        print(f"AI team turn at {speed:6} speed: median {statistics.median(turns):.2f} s, "
              f"90% {sorted(turns)[int(len(turns) * 0.9)]:.2f} s, max {max(turns):.2f} s "
              f"({len(turns)} turns of {matches} matches)")
    frames = thinking_frames(app, data, 300)
    print(f"frames while the hard coach thinks: median {statistics.median(frames) * 1000:.1f} ms, "
          f"max {max(frames) * 1000:.1f} ms, over 50 ms: {sum(f > 0.05 for f in frames)} of {len(frames)}")


if __name__ == "__main__":
    main()
