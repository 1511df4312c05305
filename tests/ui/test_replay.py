"""Replays: the list of saves (a damaged one says why), and a real AI-v-AI match played again,
forward and back, showing at each action what the engine says."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from pathlib import Path

import arcade
import numpy as np
import pytest
from arcade.types import Color

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.session import Session, save_session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import BAD
from samurai_bowl.ui.menus.main_menu import MainMenuView
from samurai_bowl.ui.pitch.draw import team_colours
from samurai_bowl.ui.replay.viewer import ReplaysView, ReplayView
from tests.shots import shots
from tests.ui.conftest import render
from tests.ui.pitch_helpers import grassy

NAME = "test-replay-ai-v-ai.json"


def press(window: arcade.Window, *symbols: int) -> None:
    for symbol in symbols:
        window.dispatch_event("on_key_press", symbol, 0)
    window.dispatch_events()


def rgb(colour: Color) -> tuple[int, int, int]:
    return (colour.r, colour.g, colour.b)


def frame() -> np.ndarray:
    """RGB pixels indexed [y, x] with y = 0 at the bottom, as Arcade places things."""
    return np.asarray(arcade.get_image().convert("RGB"))[::-1]


@pytest.fixture(scope="module")
def played(app: App, data: GameData) -> Iterator[tuple[Path, Match]]:
    """A real match between two AI coaches, saved a few actions after its first touchdown (the
    first seed from 5 whose match has one)."""
    clans = sorted(data.rosters)
    scored_at = None
    for seed in range(5, 15):
        rng = random.Random(seed)
        match = Match(
            data, draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng), seed
        )
        coaches = [HeuristicCoach(1), HeuristicCoach(2)]
        while match.pending is not None:
            match.apply(coaches[match.pending.side].choose(match))
            if scored_at is None and any(team.score for team in match.teams):
                scored_at = len(match.history)
            if scored_at is not None and len(match.history) >= scored_at + 5:
                break
        if scored_at is not None:
            break
    assert scored_at is not None, "the test match needs a touchdown to replay"
    path = app.saves / NAME
    save_session(Session(match, ("hard", "normal")), path)
    yield path, match
    path.unlink(missing_ok=True)


def engine_at(match: Match, data: GameData, index: int) -> Match:
    return Match.replay(data, *match.team_files, match.seed, match.history[:index], match.options)


def first_touchdown(match: Match, data: GameData) -> int:
    """How many actions it took to score first."""
    again = engine_at(match, data, 0)
    for index, action in enumerate(match.history):
        again.apply(action)
        if any(team.score for team in again.teams):
            return index + 1
    raise AssertionError("no touchdown")


def test_steps_forward_and_back_show_the_engine_state(
    app: App, data: GameData, played: tuple[Path, Match]
) -> None:
    path, saved = played
    view = ReplayView(app, path)
    app.show(view)
    assert len(view.timeline) == len(saved.history) and view.timeline.problem == ""
    scored = first_touchdown(saved, data)
    press(app.window, arcade.key.END)
    assert view.index == len(saved.history)
    assert view.match.to_json() == saved.to_json()
    final = f"{saved.teams[0].score} – {saved.teams[1].score}"
    assert view.score.text == final != "0 – 0"
    press(app.window, arcade.key.HOME)
    assert view.index == 0 and view.score.text == "0 – 0" and view.turns.text.startswith("Before")
    view.go(scored - 2)
    for index in (scored - 1, scored, scored + 1):  # Right across the touchdown ...
        press(app.window, arcade.key.RIGHT)
        expected = engine_at(saved, data, index)
        assert view.index == index
        assert view.match.to_json() == expected.to_json()
        home, away = expected.teams
        assert view.score.text == f"{home.score} – {away.score}"
        assert view.turns.text.startswith(
            f"Half {expected.half} · home turn {home.turn}/8 · away turn {away.turn}/8 · action {index} of "
        )
    assert view.score.text == final
    for index in (scored, scored - 1, scored - 2):  # ... and Left back over it, rebuilt from snapshots
        press(app.window, arcade.key.LEFT)
        expected = engine_at(saved, data, index)
        assert view.index == index and view.match.to_json() == expected.to_json()
        assert view.score.text == f"{expected.teams[0].score} – {expected.teams[1].score}"
    assert view.score.text == "0 – 0"
    assert len(view.timeline.snapshots) >= len(saved.history) // view.timeline.EVERY
    render(app.window)
    assert "Touchdown" not in " ".join(view.log.row_texts())
    press(app.window, arcade.key.RIGHT, arcade.key.RIGHT)
    render(app.window)
    assert "Touchdown" in " ".join(view.log.row_texts())


def test_the_pitch_shows_every_model_in_its_teams_colour(app: App, played: tuple[Path, Match]) -> None:
    path, saved = played
    view = ReplayView(app, path)
    app.show(view)
    view.go(len(saved.history) // 3)
    render(app.window)
    arcade.get_image().save(shots() / "replay.png")
    pixels = frame()
    m, colours = view.match, team_colours(app.data, view.match)
    on_pitch = [p for p in m.pieces if p.square is not None and p.status.on_pitch]
    assert len(on_pitch) >= 14
    assert view.geo is not None
    left, _, width, height = view.geo.bounds
    assert width / height == pytest.approx(24 / 14) and left + width < view._panel[0]
    checked = 0
    for piece in on_pitch:
        acted = piece.index in m.acted and m.active == int(piece.side)  # drawn dimmed
        if piece.square is None or not piece.standing or m.ball.carrier == piece.index or acted:
            continue
        checked += 1
        cx, cy = view.geo.centre(piece.square)
        above = int(cy + 0.32 * view.geo.cell)  # inside the token, above its label
        ring = pixels[above - 1 : above + 2, int(cx) - 2 : int(cx) + 3]
        fill = rgb(colours[piece.side][0])
        assert int(np.all(ring == fill, axis=-1).sum()) >= 6, piece
    assert checked >= 10
    # empty squares between the end zones are plain grass
    for square in range(24 * 14):
        if m.board.at(square) is None and m.ball.square != square and 2 <= m.pitch.xy(square)[0] < 22:
            ex, ey = view.geo.centre(square)
            assert grassy(tuple(pixels[int(ey), int(ex)])), square


def test_space_plays_at_the_animation_speed_and_pauses(
    app: App, played: tuple[Path, Match], monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _ = played
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "fast"}))
    view = ReplayView(app, path)
    app.show(view)
    press(app.window, arcade.key.SPACE)
    assert view.playing and "playing" in view.turns.text
    for _ in range(30):  # half a second at 0.1 s an action
        render(app.window)
    assert 4 <= view.index <= 5
    press(app.window, arcade.key.SPACE)
    for _ in range(10):
        render(app.window)
    assert not view.playing and view.index in (4, 5) and "paused" in view.turns.text
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "instant"}))
    press(app.window, arcade.key.END, arcade.key.LEFT, arcade.key.LEFT, arcade.key.LEFT, arcade.key.SPACE)
    assert view.playing
    for _ in range(5):  # one action a frame
        render(app.window)
    assert view.index == len(view.timeline) and not view.playing  # stops at the end


def test_the_list_shows_saves_newest_first_and_a_damaged_one_in_a_line(
    app: App, played: tuple[Path, Match]
) -> None:
    path, saved = played
    damaged = app.saves / "test-replay-damaged.json"
    damaged.write_text(
        '{"format": "samurai-bowl-session-1", "coaches": ["human", "hard"], "match": {', "utf-8"
    )
    later = path.stat().st_mtime + 60
    os.utime(damaged, (later, later))
    try:
        view = ReplaysView(app)
        app.show(view)
        render(app.window)
        names = [entry.path.name for entry in view.saves]
        assert names.index(damaged.name) < names.index(path.name)
        bad = view.saves[names.index(damaged.name)]
        assert bad.damaged and bad.summary.startswith("test-replay-damaged.json: line 1 column")
        assert "not valid JSON" in bad.summary
        good = view.saves[names.index(path.name)]
        home, away = saved.teams
        assert not good.damaged and f"{home.name}  {home.score} – {away.score}  {away.name}" in good.summary
        date = view.dates[names.index(path.name)].text
        assert path.stem not in date and date[:2] == "20"  # when it was played, not the file's name
        pixels = frame()
        row = view.rects[names.index(damaged.name) - view.first]
        band = pixels[int(row[1]) : int(row[1] + row[3]), int(row[0]) : int(row[0] + row[2])]
        assert int(np.all(band == rgb(BAD), axis=-1).sum()) > 100  # the reason is drawn in red
        arcade.get_image().save(shots() / "replays.png")
        # Enter on the damaged one stays; on the good one opens the replay; Esc comes back to it
        view.lit = names.index(damaged.name)
        press(app.window, arcade.key.ENTER)
        assert app.window.current_view is view
        view.lit = names.index(path.name)
        press(app.window, arcade.key.ENTER)
        opened = app.window.current_view
        assert isinstance(opened, ReplayView) and opened.path == path
        press(app.window, arcade.key.ESCAPE)
        back = app.window.current_view
        assert isinstance(back, ReplaysView) and back.saves[back.lit].path == path
        press(app.window, arcade.key.ESCAPE)
        assert isinstance(app.window.current_view, MainMenuView)
    finally:
        damaged.unlink(missing_ok=True)


def test_a_history_the_rules_refuse_stops_the_replay_there(app: App, played: tuple[Path, Match]) -> None:
    path, _ = played
    doctored = app.saves / "test-replay-doctored.json"
    saved = json.loads(path.read_text("utf-8"))
    saved["match"]["state"]["history"][3] = {"act": "end_turn"}  # not a set-up action
    doctored.write_text(json.dumps(saved), "utf-8")
    try:
        view = ReplayView(app, doctored)
        app.show(view)
        render(app.window)
        assert len(view.timeline) == 3
        assert view.problem.text.startswith("the replay stops after action 3: ")
        press(app.window, arcade.key.END)
        assert view.index == 3
    finally:
        doctored.unlink(missing_ok=True)
