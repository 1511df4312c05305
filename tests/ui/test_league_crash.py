"""A league match whose process is killed loses at most the turn being played: a real window
process (headless) plays a league fixture on the match screen and is killed with SIGKILL; the
next start resumes the autosave and the finished match is recorded once."""

from __future__ import annotations

import random
import signal
import sqlite3
import sys
import time
from pathlib import Path

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.league.db import league_path, open_db
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.sessions.autosaves import autosave_folder
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.resume_screen import resume_autosave
from tests.subprocesses import HANG, python_env, start
from tests.ui.driving import play_by_hints

REPO = Path(__file__).resolve().parent.parent.parent

# The window process: opens the League screen's next fixture (a person against the AI) and plays
# the person's side by the coaching hint, printing each new team turn after its autosave.
WORKER = """
import os, sys
os.environ["ARCADE_HEADLESS"] = "1"
from pathlib import Path
from samurai_bowl.ai.hint import coaching_hint
from samurai_bowl.data import load_game_data
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.ui.app import open_window
from samurai_bowl.ui.league.running import league_session
from samurai_bowl.ui.match.view import MatchView

folder = Path(sys.argv[1])
data = load_game_data()
app = open_window(data, folder, 1280, 720)
app.settings = app.settings.model_copy(update={"animation_speed": "instant"})
store = LeagueStore(open_db(folder / "league.sqlite3"), data)
league = store.league("Winter Court")
session = league_session(store, league, store.next_fixture(league), folder / "league.sqlite3")
store.db.close()
view = MatchView(app, session)
app.show(view)
seen = -1
while view.match.pending is not None:
    while view.match.pending is not None and not view.human_to_act():
        view.on_update(1.0)
    if view.match.pending is None:
        break
    if view.match.turn_seq != seen:
        seen = view.match.turn_seq
        print(seen, flush=True)
    view.apply(coaching_hint(view.match, "normal").action)
print("done", flush=True)
"""


def make_league(data: GameData, folder: Path) -> None:
    store = LeagueStore(open_db(league_path(folder)), data)
    league = store.create("Winter Court")
    rng = random.Random(9)
    for clan, (coach, kind) in zip(("crab", "lion"), (("Ann", "human"), ("AI", "normal")), strict=True):
        store.add_team(league, draft_team(data, clan, rng), coach, kind)
    store.draw_schedule(league)
    store.db.close()


def test_a_killed_league_match_resumes_from_its_autosave(
    app: App, data: GameData, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "player"
    make_league(data, folder)
    worker = start([sys.executable, "-c", WORKER, str(folder)], env=python_env(ARCADE_HEADLESS="1"), cwd=REPO)
    assert worker.stdout is not None
    turns: list[int] = []
    deadline = time.monotonic() + HANG  # against a hang only: each line is a turn begun
    while time.monotonic() < deadline:
        line = worker.stdout.readline().strip()
        if line.isdigit():
            turns.append(int(line))
        if len(turns) >= 6 or line == "done" or not line:
            break
    worker.send_signal(signal.SIGKILL)  # in the middle of a team turn
    worker.wait(timeout=HANG)
    assert len(turns) >= 6, turns

    monkeypatch.setattr(app, "folder", folder)
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "instant"}))
    (autosave,) = autosave_folder(folder).glob("*.json")
    resume_autosave(app, autosave)
    view = app.window.current_view
    assert isinstance(view, MatchView), app.notice
    assert view.session.league is not None
    assert view.match.turn_seq >= turns[-1]  # at most the turn being played is lost
    play_by_hints(view)
    assert isinstance(app.window.current_view, EndView)
    with sqlite3.connect(league_path(folder)) as con:
        assert con.execute("SELECT COUNT(*) FROM ledger WHERE kind = 'result'").fetchone()[0] == 1
    assert not autosave.exists()
