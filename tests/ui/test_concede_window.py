"""R3.8 in the window: the match menu concedes for the person whose decision it is, after a
confirmation; the results and the replay say who conceded; while the AI decides nothing is
conceded; and a league fixture conceded in the window is recorded as a loss for the conceder."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import arcade
import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.sessions.autosaves import autosave_path
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.league.view import LeagueView
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.match.setup import MatchSetupView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.replay.viewer import ReplayView
from tests.rules.match_builder import crane_v_lion, sq
from tests.shots import shots
from tests.ui.autosaved import clear_autosaves
from tests.ui.conftest import render
from tests.ui.driving import play_by_hints
from tests.ui.test_match_view import instant, let_ai_play, positioned, press

__all__ = ["instant"]  # the fixture, shared with the match screen's tests
K = arcade.key


def shot(name: str) -> None:
    arcade.get_image().convert("RGB").save(shots() / name)


def paused(app: App) -> PauseView:
    press(app, K.ESCAPE)
    pause = app.window.current_view
    assert isinstance(pause, PauseView)
    return pause


def test_concede_asks_first_and_n_keeps_playing(data: GameData, instant: App) -> None:
    app = instant
    view = positioned(data, app)
    pause = paused(app)
    assert "Concede the match" in [b.words for b in pause.menu.buttons]
    press(app, K.C)
    assert pause.confirming and pause.heading.text == "Concede the match for Cranes?"
    assert [b.words for b in pause.menu.buttons] == ["Y: concede, Lions win", "N: keep playing"]
    render(app.window)
    shot("pause_concede_confirm.png")
    press(app, K.N)
    assert not pause.confirming and pause.heading.text == "Paused"
    assert not view.match.over and app.window.current_view is pause
    render(app.window)
    shot("pause_menu.png")
    press(app, K.C)
    press(app, K.ESCAPE)  # Esc is no too, and leaves the menu open
    assert not pause.confirming and app.window.current_view is pause
    press(app, K.ESCAPE)
    assert app.window.current_view is view and not view.match.over


def test_enter_at_the_question_keeps_playing(data: GameData, instant: App) -> None:
    """Keeping on is the lit answer: Enter, Space or a stray key never concedes."""
    app = instant
    view = positioned(data, app)
    pause = paused(app)
    press(app, K.C)
    assert pause.confirming and pause.menu.buttons[pause.menu.lit].words == "N: keep playing"
    press(app, K.ENTER)
    assert not pause.confirming and not view.match.over
    press(app, K.C)
    press(app, K.SPACE)
    assert not pause.confirming and not view.match.over


def test_y_concedes_and_the_results_say_who_conceded(data: GameData, instant: App) -> None:
    app = instant
    view = positioned(data, app)
    paused(app)
    press(app, K.C)
    press(app, K.Y)
    end = app.window.current_view
    assert isinstance(end, EndView)
    m = view.match
    assert m.over and m.conceded == 0 and m.result is not None and m.result["winner"] == 1
    assert end.heading.text == "Cranes conceded: Lions win"
    assert end.score.text == "Cranes 0 – 0 Lions"
    assert (
        not autosave_path(app.folder, view.session).exists() and (app.saves / f"match-{m.seed}.json").exists()
    )
    render(app.window)
    shot("end_after_concession.png")


def test_a_match_conceded_at_its_first_decision_replays_to_the_concession(instant: App) -> None:
    app = instant
    app.show(MatchSetupView(app, against_ai=True, seed=8))
    press(app, K.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView)
    let_ai_play(view)
    mine = view.match.teams[0].name
    paused(app)
    press(app, K.C)
    press(app, K.Y)
    end = app.window.current_view
    assert isinstance(end, EndView) and end.heading.text.startswith(f"{mine} conceded before the kick-off: ")
    m = view.match
    replay = ReplayView(app, app.saves / f"match-{m.seed}.json")
    replay.go(len(m.history))
    assert replay.turns.text.startswith(f"Full time: {mine} conceded · ")


def test_while_the_ai_decides_nothing_is_conceded(data: GameData, instant: App) -> None:
    placements = [Placement(0, sq(5, 5)), Placement(11, sq(15, 5))]
    m = match_at_turn(data, *crane_v_lion(), SeededDice(3), placements, active=1)
    view = MatchView(instant, Session(m, ("human", "normal")))
    instant.show(view)  # the Lions' (AI) turn: no frame drawn, so the AI has not moved yet
    pause = paused(instant)
    press(instant, K.C)
    assert not pause.confirming
    assert pause.note.text == "Lions (AI) are deciding: you may concede at your next decision"
    press(instant, K.Y)
    assert not view.match.over and instant.window.current_view is pause
    render(instant.window)
    shot("pause_concede_ai_deciding.png")


@pytest.fixture
def coaches(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A teams folder of the test's own; AI moves without waiting; saves cleaned up."""
    monkeypatch.setattr(app, "teams", TeamStore(tmp_path))
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "instant"}))
    yield app
    clear_autosaves(app)
    for save in app.saves.glob("match-*.json"):
        save.unlink()


def test_a_league_fixture_conceded_in_the_window_is_a_loss_for_the_conceder(
    coaches: App, tmp_path: Path, data: GameData
) -> None:
    app = coaches
    path = tmp_path / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    league = store.create("Winter Court", 1)
    rng = random.Random(5)
    store.add_team(league, draft_team(data, "crab", rng), "Ann", "human")
    store.add_team(league, draft_team(data, "lion", rng), "AI (normal)", "normal")
    store.draw_schedule(league)
    store.db.close()

    app.show(LeagueView(app, path))
    render(app.window)
    press(app, K.P)  # play the person's fixture
    view = app.window.current_view
    assert isinstance(view, MatchView) and view.session.league is not None
    play_by_hints(view, until_turn=3)  # into the match, at a decision of Ann's
    pending = view.match.pending
    assert pending is not None and view.session.human(pending.side)
    ann = pending.side
    paused(app)
    press(app, K.C)
    press(app, K.Y)
    assert isinstance(app.window.current_view, EndView)

    store = LeagueStore(open_db(path), data)
    league = store.league("Winter Court")
    record = store.fixtures(league)[0].record
    assert record is not None and record["conceded"] == ann and record["winner"] == 1 - ann
    lines = {line.name: line for line in store.standings(league)}
    loser, winner = view.match.teams[ann].name, view.match.teams[1 - ann].name
    assert (lines[loser].played, lines[loser].lost, lines[loser].points) == (1, 1, 0)
    assert (lines[winner].won, lines[winner].points) == (1, 3)
    store.db.close()


def test_a_conceded_match_says_so_in_the_replays_and_the_fixtures(data: GameData, instant: App) -> None:
    """Not "(full time)" nor a bare "0 – 0": who conceded (R3.8)."""
    from samurai_bowl.league.result_words import score_words
    from samurai_bowl.league.store import Entry, Fixture
    from samurai_bowl.ui.replay.viewer import saved_matches

    app = instant
    view = positioned(data, app)
    paused(app)
    press(app, K.C)
    press(app, K.Y)
    saved = saved_matches(data, app.saves, app.folder)
    assert [s.summary for s in saved if f"match-{view.match.seed}" in s.path.name] == [
        "Cranes  0 – 0  Lions   (Cranes conceded)"
    ]
    cranes, lions = Entry(1, "Cranes", "crane", "Ann", "human"), Entry(2, "Lions", "lion", "AI", "normal")
    fixture = Fixture(1, 1, cranes, lions, 7, {"score": [0, 0], "conceded": 0}, 1)
    assert score_words(fixture) == "0 – 0 (Cranes conceded)"
    assert score_words(Fixture(2, 1, cranes, lions, 8, {"score": [2, 1]}, 2)) == "2 – 1"
