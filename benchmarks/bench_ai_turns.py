"""The AI's turns on the match screen, headless: how long a team turn takes to watch at each
animation speed (frame by frame at 60 frames a second, the person's side following the hints),
and how long frames take while the hard coach thinks on its worker thread.
Bars: at normal speed the median turn takes 2-3 s; no frame waits 50 ms for the AI.
Run: python benchmarks/bench_ai_turns.py [MATCHES]
"""

from __future__ import annotations

import os

os.environ.setdefault("ARCADE_HEADLESS", "1")

import copy
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData, load_game_data
from samurai_bowl.engine import Act, Action, Match
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App, draw_frame, open_window
from samurai_bowl.ui.match.ai_worker import AiWorker
from samurai_bowl.ui.match.view import MatchView
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


class Deliberate:
    """The hard coach thinking each decision over several times: a long think, all of it Python
    holding the interpreter's lock, like the hard coach's heaviest decisions."""

    def __init__(self, seed: int, times: int = 6) -> None:
        self.coach = HeuristicCoach(seed, "hard")
        self.times = times

    def choose(self, m: Match) -> Action:
        for _ in range(self.times - 1):
            copy.deepcopy(self.coach).choose(m.clone())
        return self.coach.choose(m)


def thinking_frames(app: App, data: GameData, decisions: int) -> tuple[list[float], float]:
    """Frame times, in seconds, while a deliberate hard coach decides on the worker thread (not
    counted: the frames that apply an answer, and the one after the person's action), and the
    longest single think."""
    app.settings = app.settings.model_copy(update={"animation_speed": "instant"})
    view = MatchView(app, Session(new_match(data, 5), ("human", "hard")), on_finish=lambda m: None)
    app.show(view)
    view.worker = AiWorker(view._ai, threaded=True)
    view._ai[1] = Deliberate(6)
    m = view.match
    frames: list[float] = []
    applied, fresh, began, longest = 0, False, time.perf_counter(), 0.0
    while m.pending is not None and applied < decisions:
        if view.human_to_act():
            view.apply(
                Action(Act.END_TURN)
                if Action(Act.END_TURN) in m.legal_actions()
                else view.coaching.hint(m).action
            )  # type: ignore[union-attr]
            fresh, began = True, time.perf_counter()
            continue
        seen = len(m.history)
        start = time.perf_counter()
        draw_frame(app.window)
        app.window.ctx.finish()
        if len(m.history) > seen:
            applied += 1
            longest, began = max(longest, time.perf_counter() - began), time.perf_counter()
        elif view.worker.thinking and not fresh:
            frames.append(time.perf_counter() - start)
        fresh = False
    view.worker.close()
    return frames, longest


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    data = load_game_data()
    app = open_window(data, Path(tempfile.mkdtemp()), 1280, 720)
    for speed in ("normal", "slow", "fast"):
        turns = turns_at(app, data, speed, matches)
        print(
            f"AI team turn at {speed:6} speed: median {statistics.median(turns):.2f} s, "
            f"90% {sorted(turns)[int(len(turns) * 0.9)]:.2f} s, max {max(turns):.2f} s "
            f"({len(turns)} turns of {matches} matches)"
        )
    frames, longest = thinking_frames(app, data, 150)
    print(
        f"frames while the hard coach thinks (up to {longest:.2f} s a decision): median "
        f"{statistics.median(frames) * 1000:.1f} ms, max {max(frames) * 1000:.1f} ms, "
        f"over 50 ms: {sum(f > 0.05 for f in frames)} of {len(frames)}"
    )


if __name__ == "__main__":
    main()
