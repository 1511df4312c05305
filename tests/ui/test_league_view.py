"""The League screen in the real window on a real league file: a league made, filled, drawn and
played from the screen; a person's fixture played through the match screen and recorded once;
a short team hiring; and a file that is not a league left byte for byte as it was."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import arcade
import numpy as np
import pytest

from ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.league.db import league_path, open_db
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.end_view import EndView
from samurai_bowl.ui.league_parts.forms import AddTeamForm, NewLeagueForm
from samurai_bowl.ui.league_view import LeagueView
from samurai_bowl.ui.match_view import MatchView
from samurai_bowl.ui.menu import MainMenuView
from samurai_bowl.ui.theme import BUTTON_HOVER
from tests.ui.conftest import render

K = arcade.key
CLANS = ("crab", "crane", "lion", "unicorn")


@pytest.fixture
def player(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: GameData) -> Iterator[App]:
    """Four saved teams in a folder of the test's own; AI moves without waiting; saves cleaned up."""
    store = TeamStore(tmp_path)
    rng = random.Random(3)
    for clan in CLANS:
        store.save(draft_team(data, clan, rng), data)
    monkeypatch.setattr(app, "teams", store)
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "instant"}))
    yield app
    app.autosave.unlink(missing_ok=True)
    for save in app.saves.glob("match-*.json"):
        save.unlink()


def press(app: App, symbol: int) -> None:
    app.window.dispatch_event("on_key_press", symbol, 0)
    app.window.dispatch_events()


def type_in(app: App, words: str) -> None:
    app.window.dispatch_event("on_text", words)
    app.window.dispatch_events()


def shown(app: App, path: Path) -> LeagueView:
    view = LeagueView(app, path)
    app.show(view)
    render(app.window)
    return view


def league_with(data: GameData, path: Path, coaches: list[tuple[str, str]], rounds: int = 1) -> LeagueStore:
    """A league 'Winter Court' with a drafted team per (coach, kind), its schedule drawn."""
    store = LeagueStore(open_db(path), data)
    league = store.create("Winter Court", rounds)
    rng = random.Random(5)
    for clan, (coach, kind) in zip(CLANS, coaches, strict=False):
        store.add_team(league, draft_team(data, clan, rng), coach, kind)
    store.draw_schedule(league)
    return store


def results(path: Path) -> list[Any]:
    with sqlite3.connect(path) as con:
        return con.execute("SELECT fixture_id FROM ledger WHERE kind = 'result'").fetchall()


def test_the_menu_opens_the_league_screen_and_esc_comes_back(player: App) -> None:
    app = player
    app.show(MainMenuView(app))
    press(app, K.L)
    view = app.window.current_view
    assert isinstance(view, LeagueView) and view.path == league_path(app.folder)
    assert view.empty[0].text.startswith("No leagues yet")
    press(app, K.ESCAPE)
    assert isinstance(app.window.current_view, MainMenuView)
    assert not league_path(app.folder).exists()  # looking creates no file


def test_a_league_is_made_filled_drawn_and_played_from_the_screen(player: App, tmp_path: Path) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    view = shown(app, path)
    press(app, K.N)
    assert isinstance(view.form, NewLeagueForm)
    press(app, K.ENTER)  # no name yet: told so, nothing made
    assert "Type the league's name" in view.form.problem.text and not path.exists()
    type_in(app, "Winter Court")
    press(app, K.DOWN)
    press(app, K.RIGHT)  # double round robin
    press(app, K.ENTER)
    assert view.form is None and [lg.name for lg in view.leagues] == ["Winter Court"]
    assert view.leagues[0].rounds == 2
    for index in range(4):
        press(app, K.A)
        form = view.form
        assert isinstance(form, AddTeamForm)
        for _ in range(index):
            press(app, K.RIGHT)  # the next saved team
        press(app, K.DOWN)
        press(app, K.RIGHT)  # coached by the AI, easy
        press(app, K.ENTER)
        assert view.form is None, form.problem.text
    assert len(view.table.values) == 4 and {row[2] for row in view.table.values} == {"AI, easy"}
    press(app, K.D)
    assert len(view.fixtures.values) == 12 and view.fixtures.lit == 0
    assert not view.menu.buttons[1].enabled  # teams join before the draw only
    press(app, K.P)
    assert view.playing is not None and view.message.text.startswith("Playing round 1")
    render(app.window)  # "playing…" is drawn first ...
    render(app.window)  # ... then the match is played
    assert view.playing is None and view.message.text.startswith("Round 1: ")
    points = sorted(int(row[10]) for row in view.table.values)
    assert sum(points) in (2, 3) and [int(row[3]) for row in view.table.values].count(1) == 2
    assert view.fixtures.values[0][2] != "v" and view.fixtures.lit == 1
    assert len(results(path)) == 1
    view.close()


def test_a_persons_fixture_is_played_on_the_match_screen_and_recorded_once(
    player: App, tmp_path: Path, data: GameData
) -> None:
    from ai.hint import coaching_hint

    app = player
    path = tmp_path / "league.sqlite3"
    league_with(data, path, [("Ann", "human"), ("AI (normal)", "normal")]).db.close()
    view = shown(app, path)
    fixture = view.fixtures.values[0]
    press(app, K.P)
    match_view = app.window.current_view
    assert isinstance(match_view, MatchView)
    coaches = {row[1]: row[2] for row in view.table.values}  # "Ann", or "AI, normal"
    expected = tuple("human" if coaches[name] == "Ann" else coaches[name][4:] for name in fixture[1::2])
    assert match_view.session.coaches == expected
    assert [t.name for t in match_view.match.teams] == [fixture[1], fixture[3]]
    for _ in range(3000):
        while match_view.match.pending is not None and not match_view.human_to_act():
            match_view.on_update(1.0)
        if match_view.match.pending is None:
            break
        hint = coaching_hint(match_view.match, "normal")
        assert hint is not None and match_view.apply(hint.action)
    assert isinstance(app.window.current_view, EndView)
    assert len(results(path)) == 1
    assert match_view.on_finish is not None
    match_view.on_finish(match_view.match)  # told twice: still one result
    assert len(results(path)) == 1
    store = LeagueStore(open_db(path), data)
    league = store.league("Winter Court")
    assert store.fixtures(league)[0].record == match_view.match.result
    assert sum(line.played for line in store.standings(league)) == 2
    store.db.close()
    press(app, K.ENTER)  # back to the menu
    assert isinstance(app.window.current_view, MainMenuView)


def test_a_short_team_is_told_what_to_hire_and_hires_from_the_screen(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    store = league_with(data, path, [("Ann", "human"), ("Bo", "human")], rounds=2)
    league = store.league("Winter Court")
    first = store.fixtures(league)[0]
    team = store.team(first.home)
    dead = [{"side": 0, "number": p.number, "spp": 0, "injury": "dead"} for p in team.players[10:]]
    store.record(first, {"score": [0, 1], "winnings": [200, 30], "players": dead})
    store.db.close()
    view = shown(app, path)
    assert "has 10 players; R2.2 needs 11: hire 1 more" in view.note.text
    press(app, K.P)  # the next fixture waits for the hire
    assert isinstance(app.window.current_view, LeagueView) and "hire 1 more" in view.message.text
    press(app, K.H)
    assert "hired #" in view.message.text and view.note.text == ""
    assert not view.menu.buttons[4].enabled
    view.close()
    store = LeagueStore(open_db(path), data)
    assert len(store.team(store.entries(store.league("Winter Court"))[0]).players) >= 11
    store.db.close()


@pytest.mark.parametrize("kind", ["not sqlite", "another program"])
def test_a_foreign_file_is_told_in_one_line_and_left_as_it_was(player: App, tmp_path: Path, kind: str) -> None:
    path = tmp_path / "league.sqlite3"
    if kind == "not sqlite":
        path.write_bytes(b"my shopping list\n" * 40)
    else:
        with sqlite3.connect(path) as con:
            con.execute("CREATE TABLE recipes (name TEXT)")
        con.close()
    before = path.read_bytes()
    view = shown(player, path)
    assert "it was left as it is" in view.message.text and "\n" not in view.message.text
    assert view.empty[0].text == "" and not view.menu.buttons[0].enabled
    press(player, K.N)
    assert view.form is None
    render(player.window)
    press(player, K.ESCAPE)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("league")) == ["league.sqlite3"]


def test_the_screen_as_a_player_sees_it(player: App, tmp_path: Path, data: GameData) -> None:
    from samurai_bowl.league.play import simulate

    app = player
    path = tmp_path / "league.sqlite3"
    coaches = [("Ann", "human"), ("AI (easy)", "easy"), ("AI (normal)", "normal"), ("AI (hard)", "hard")]
    store = league_with(data, path, coaches, rounds=2)
    league = store.league("Winter Court")
    for fixture in store.fixtures(league)[:8]:
        if "human" not in (fixture.home.coach_kind, fixture.away.coach_kind):
            simulate(store, league, fixture)
    store.db.close()
    view = shown(app, path)
    render(app.window)
    shots = Path("/tmp/shots")
    shots.mkdir(parents=True, exist_ok=True)
    arcade.get_image().save(shots / "league.png")
    image = np.asarray(arcade.get_image().convert("RGB"))[::-1]
    lit = view.fixtures.lit
    assert lit is not None
    left, bottom, width, _ = view.fixtures.rects[lit]
    assert tuple(image[int(bottom + 2), int(left + width / 2)]) == tuple(BUTTON_HOVER)[:3]
    press(app, K.A)  # the schedule is drawn: no team joins
    assert view.form is None
    press(app, K.N)
    type_in(app, "Summer Court")
    render(app.window)
    arcade.get_image().save(shots / "league_form.png")
    press(app, K.ESCAPE)
    assert view.form is None and len(view.leagues) == 1
    view.close()


def test_a_league_match_left_midway_resumes_from_its_autosave_and_records_once(
    player: App, tmp_path: Path, data: GameData
) -> None:
    """The window goes away mid-match (as when the process is killed): the autosave holds the
    match and its fixture, and the resumed match records its result in the league."""
    from ai.hint import coaching_hint
    from samurai_bowl.ui.match_setup import resume_autosave

    app = player
    path = tmp_path / "league.sqlite3"
    league_with(data, path, [("Ann", "human"), ("AI (normal)", "normal")]).db.close()
    shown(app, path)
    press(app, K.P)
    first = app.window.current_view
    assert isinstance(first, MatchView) and first.session.league == {"path": str(path), "fixture": 1}

    def play(view: MatchView, until_turn: int | None) -> None:
        for _ in range(3000):
            while view.match.pending is not None and not view.human_to_act():
                view.on_update(1.0)
            if view.match.pending is None or (until_turn is not None and view.match.turn_seq >= until_turn):
                return
            hint = coaching_hint(view.match, "normal")
            assert hint is not None and view.apply(hint.action)

    play(first, until_turn=6)
    assert app.autosave.exists() and results(path) == []
    saved_turn = first.match.turn_seq  # what the autosave holds: the start of this team turn at the latest
    app.main_menu()  # the first window is gone; nothing more of it runs
    resume_autosave(app)
    resumed = app.window.current_view
    assert isinstance(resumed, MatchView) and resumed is not first
    assert resumed.session.league == first.session.league and resumed.match.turn_seq == saved_turn
    play(resumed, until_turn=None)
    assert isinstance(app.window.current_view, EndView)
    assert len(results(path)) == 1 and not app.autosave.exists()
