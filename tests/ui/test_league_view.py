"""The League screen in the real window on a real league file: a league made, filled, drawn and
played from the screen; a person's fixture played through the match screen and recorded once;
a short team hiring; the banzuke and the leaders; a team's card, its players fired and renamed
and its staff bought; the next season; an AI fixture watched on the match screen; every
season's history; a league exported and imported back; and a file that is not a league left
byte for byte as it was."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import arcade
import numpy as np
import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.league.db import league_path, open_db
from samurai_bowl.league.result_words import score_words
from samurai_bowl.league.store import Fixture, LeagueStore
from samurai_bowl.league.transfer import read_export
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import BAD, BUTTON_HOVER
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.league.buy_form import BuyForm
from samurai_bowl.ui.league.forms import AddTeamForm, NewLeagueForm, RenameForm
from samurai_bowl.ui.league.panels import Chooser, History
from samurai_bowl.ui.league.view import LeagueView
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.main_menu import MainMenuView
from tests.shots import shots
from tests.ui.autosaved import clear_autosaves
from tests.ui.conftest import render
from tests.ui.driving import play_by_hints

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
    monkeypatch.setattr(app, "folder", tmp_path)  # the data folder: its league file is the one played
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "instant"}))
    yield app
    clear_autosaves(app)
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


def button(view: LeagueView, words: str) -> Button:
    return next(b for b in view.menu.buttons if b.words == words)


def click(app: App, rect: tuple[float, float, float, float]) -> None:
    left, bottom, width, height = rect
    app.window.dispatch_event("on_mouse_press", int(left + width / 2), int(bottom + height / 2), 1, 0)
    app.window.dispatch_events()


def fake(score: tuple[int, int], players: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A result as a match records it, written without playing (tests/league's record())."""
    from tests.league.test_store import record

    caused = [
        sum(line.get("casualties", 0) for line in players or [] if line["side"] == side) for side in (0, 1)
    ]
    return record(score, (caused[0], caused[1]), players=players)


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
    play_by_hints(match_view)
    assert isinstance(app.window.current_view, EndView)
    assert len(results(path)) == 1
    assert match_view.on_finish is not None
    match_view.on_finish(match_view.match)  # told twice: still one result
    assert len(results(path)) == 1
    store = LeagueStore(open_db(path), data)
    league = store.league("Winter Court")
    assert store.fixtures(league)[0].record == match_view.match.result
    assert sum(line.played for line in store.standings(league)) == 2
    played = score_words(store.fixtures(league)[0])
    store.db.close()
    end = app.window.current_view
    assert [b.words for b in end.menu.buttons][-1] == "Back to the league"
    press(app, K.ENTER)  # back to the league, where the season goes on
    back = app.window.current_view
    assert isinstance(back, LeagueView) and back.fixtures.values[0][2] == played


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
    assert not button(view, "Hire").enabled
    assert not button(view, "Watch").enabled
    press(app, K.W)  # a person coaches the next fixture: not one to watch
    assert isinstance(app.window.current_view, LeagueView) and "A person coaches" in view.message.text
    view.close()
    store = LeagueStore(open_db(path), data)
    assert len(store.team(store.entries(store.league("Winter Court"))[0]).players) >= 11
    store.db.close()


@pytest.mark.parametrize("kind", ["not sqlite", "another program"])
def test_a_foreign_file_is_told_in_one_line_and_left_as_it_was(
    player: App, tmp_path: Path, kind: str
) -> None:
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
    app = player
    path = tmp_path / "league.sqlite3"
    coaches = [("Ann", "human"), ("AI (easy)", "easy"), ("AI (normal)", "normal"), ("AI (hard)", "hard")]
    store = league_with(data, path, coaches, rounds=2)
    league = store.league("Winter Court")
    scores = iter([(2, 1), (0, 0), (1, 3), (1, 1), (3, 0), (0, 2)])  # the AI teams' games, as recorded
    for fixture in store.fixtures(league)[:8]:
        if "human" not in (fixture.home.coach_kind, fixture.away.coach_kind):
            store.record(fixture, fake(next(scores)))
    store.db.close()
    view = shown(app, path)
    render(app.window)
    folder = shots()
    arcade.get_image().save(folder / "league.png")
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
    arcade.get_image().save(folder / "league_form.png")
    press(app, K.ESCAPE)
    assert view.form is None and len(view.leagues) == 1
    view.close()


def test_a_league_match_left_midway_resumes_from_its_autosave_and_records_once(
    player: App, tmp_path: Path, data: GameData
) -> None:
    """The window goes away mid-match (as when the process is killed): the autosave holds the
    match and its fixture, and the resumed match records its result in the league."""
    from samurai_bowl.sessions.autosaves import autosave_path
    from samurai_bowl.ui.menus.resume_screen import resume_autosave

    app = player
    path = tmp_path / "league.sqlite3"
    league_with(data, path, [("Ann", "human"), ("AI (normal)", "normal")]).db.close()
    shown(app, path)
    press(app, K.P)
    first = app.window.current_view
    assert isinstance(first, MatchView) and first.session.league == {
        "path": str(path),
        "fixture": 1,
        "name": first.session.league["name"],
        "round": 1,
    }

    play_by_hints(first, until_turn=6)
    autosave = autosave_path(app.folder, first.session)
    assert autosave.exists() and results(path) == []
    saved_turn = first.match.turn_seq  # what the autosave holds: the start of this team turn at the latest
    app.main_menu()  # the first window is gone; nothing more of it runs
    resume_autosave(app, autosave)
    resumed = app.window.current_view
    assert isinstance(resumed, MatchView) and resumed is not first
    assert resumed.session.league == first.session.league and resumed.match.turn_seq == saved_turn
    play_by_hints(resumed)
    assert isinstance(app.window.current_view, EndView)
    assert len(results(path)) == 1 and not autosave.exists()


AI_COACHES = [
    ("AI (easy)", "easy"),
    ("AI (normal)", "normal"),
    ("AI (hard)", "hard"),
    ("AI (easy) 2", "easy"),
]


def first_game_recorded(data: GameData, path: Path) -> tuple[Fixture, dict[str, Any]]:
    """Four AI teams; the first fixture recorded 2–0 for the home side: its #1 scores twice (7
    SPP), its second player is Seriously Injured, and the away side's first player hurts someone."""
    store = league_with(data, path, AI_COACHES)
    fixture = store.fixtures(store.league("Winter Court"))[0]
    home, away = store.team(fixture.home), store.team(fixture.away)
    star, hurt, bruiser = home.players[0], home.players[1], away.players[0]
    lines = [
        {"side": 0, "number": star.number, "name": star.name, "touchdowns": 2, "spp": 7},
        {"side": 0, "number": hurt.number, "name": hurt.name, "injury": "seriously_injured"},
        {"side": 1, "number": bruiser.number, "name": bruiser.name, "casualties": 1, "spp": 2},
    ]
    store.record(fixture, fake((2, 0), lines))
    store.db.close()
    return fixture, {"star": star, "hurt": hurt, "bruiser": bruiser}


def test_b_shows_the_banzuke_with_the_table_leader_as_yokozuna_and_the_leaders(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    fixture, who = first_game_recorded(data, path)
    view = shown(app, path)
    leader = view.table.values[0][1]
    assert leader == fixture.home.name
    press(app, K.B)
    boards = view.boards
    assert boards.ranked and boards.top[1] is boards.banzuke and boards.lower[1] is boards.leaders
    assert boards.banzuke.values[0] == ("Yokozuna", leader, "1–0–0", "kachi-koshi")
    assert [row[0] for row in boards.banzuke.values] == ["Yokozuna", "Ōzeki", "Sekiwake", "Komusubi"]
    assert boards.banzuke.values[3] == ("Komusubi", fixture.away.name, "0–0–1", "make-koshi")
    star, bruiser = who["star"], who["bruiser"]
    assert boards.leaders.values == [
        (f"{star.name} ({leader}) 2", f"{bruiser.name} ({fixture.away.name}) 1", f"{star.name} ({leader}) 7"),
        ("", "", f"{bruiser.name} ({fixture.away.name}) 2"),
    ]
    assert boards.caption.text.startswith("Leaders")
    render(app.window)
    folder = shots()
    arcade.get_image().save(folder / "league_banzuke.png")
    press(app, K.B)  # back to the table and the fixtures
    assert boards.top[1] is view.table and boards.lower == [view.fixtures]
    assert boards.caption.text.startswith("Season 1 fixtures")
    view.close()


def test_a_team_picked_in_the_table_shows_its_card(player: App, tmp_path: Path, data: GameData) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    fixture, who = first_game_recorded(data, path)
    view = shown(app, path)
    press(app, K.BRACKETRIGHT)  # the first team in the table: the winner
    boards = view.boards
    assert boards.picked == 0 and view.table.lit == 0 and boards.lower == [boards.card]
    star, hurt = who["star"], who["hurt"]
    rows = {row[1]: row for row in boards.card.values}
    position = data.roster(fixture.home.clan).position(star.position)
    assert position is not None
    assert rows[star.name] == (f"#{star.number}", star.name, position.name, "7 SPP", "")
    assert rows[hurt.name][3:] == ("0 SPP", "SI")
    assert len(rows) >= 11 and [row[0] for row in boards.card.values] == sorted(
        (row[0] for row in boards.card.values), key=lambda n: int(n[1:])
    )
    assert boards.caption.text.startswith(fixture.home.name) and "koku" in boards.caption.text
    assert "re-roll" in boards.caption.text
    render(app.window)
    arcade.get_image().save(shots() / "league_team.png")
    click(app, view.table.rects[3])  # the loser's row, clicked
    assert boards.picked == 3 and boards.caption.text.startswith(fixture.away.name)
    spp = {row[1]: row[3] for row in boards.card.values}
    assert spp.pop(who["bruiser"].name) == "2 SPP" and set(spp.values()) == {"0 SPP"}
    click(app, view.table.rects[3])  # its row again closes the card
    assert boards.picked is None and boards.lower == [view.fixtures]
    press(app, K.BRACKETLEFT)  # from the end: the last team
    assert boards.picked == 3
    press(app, K.ESCAPE)  # Esc closes the card before it leaves
    assert boards.picked is None and app.window.current_view is view
    view.close()


def test_s_starts_the_next_season_only_once_every_fixture_is_played(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    league_with(data, path, AI_COACHES).db.close()
    view = shown(app, path)
    assert not button(view, "New season").enabled
    press(app, K.S)
    assert "still has 6 fixtures to play" in view.message.text
    store, league = view.store, view.league
    assert store is not None and league is not None
    for fixture in store.fixtures(league)[:-1]:
        store.record(fixture, fake((1, 0)))
    view.refresh()
    press(app, K.S)
    assert "still has 1 fixture to play" in view.message.text and view.league == league
    store.record(store.fixtures(league)[-1], fake((0, 0)))
    view.refresh()
    assert button(view, "New season").enabled and not button(view, "Play next").enabled
    teams = sorted(row[1] for row in view.table.values)
    press(app, K.S)
    season = view.league
    assert season is not None and season.season == 2 and "Season 2 begins" in view.message.text
    assert [s.season for s in store.seasons(season)] == [1, 2]
    assert len(store.fixtures(season)) == 6 and store.next_fixture(season) is not None
    assert sorted(row[1] for row in view.table.values) == teams
    assert {row[3] for row in view.table.values} == {"0"}  # a new table
    assert view.captions[1].text == "Season 2 fixtures · 0 of 6 played · ← earlier seasons"
    assert view.fixtures.lit == 0
    assert not button(view, "New season").enabled and button(view, "Play next").enabled
    assert len(results(path)) == 6  # the first season's results stay
    view.close()


def test_w_opens_an_ai_fixture_on_the_match_screen_and_records_it_once(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    store = league_with(data, path, AI_COACHES[:2])
    fixture = store.fixtures(store.league("Winter Court"))[0]
    store.db.close()
    view = shown(app, path)
    assert button(view, "Watch").enabled
    press(app, K.W)
    watched = app.window.current_view
    assert isinstance(watched, MatchView)
    assert watched.session.coaches == (fixture.home.coach_kind, fixture.away.coach_kind)
    assert set(watched.session.coaches) == {"easy", "normal"}
    assert watched.session.league == {
        "path": str(path),
        "fixture": fixture.id,
        "name": "Winter Court",
        "round": fixture.round,
    }
    assert [t.name for t in watched.match.teams] == [fixture.home.name, fixture.away.name]
    assert results(path) == []  # not played headless
    for _ in range(5000):
        if watched.match.pending is None:
            break
        watched.on_update(1.0)
    assert watched.match.pending is None and isinstance(app.window.current_view, EndView)
    assert len(results(path)) == 1
    store = LeagueStore(open_db(path), data)
    played = store.fixtures(store.league("Winter Court"))[0]
    assert played.record == watched.match.result
    store.db.close()


def winner_with_koku(data: GameData, path: Path, koku: int) -> Fixture:
    """Four AI teams; the first fixture won 1–0 by the home side, which takes ``koku`` home."""
    store = league_with(data, path, AI_COACHES)
    fixture = store.fixtures(store.league("Winter Court"))[0]
    store.record(
        fixture, {"score": [1, 0], "casualties_caused": [0, 0], "winnings": [koku, 0], "players": []}
    )
    store.db.close()
    return fixture


def test_a_player_on_the_card_is_fired_after_y_and_renamed(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    fixture = winner_with_koku(data, path, 0)
    view = shown(app, path)
    store = view.store
    assert store is not None
    before = store.team(fixture.home).players
    press(app, K.F)  # no card yet
    assert "Open a team's card first" in view.message.text
    press(app, K.BRACKETRIGHT)  # the winner's card
    press(app, K.F)  # no player chosen yet
    assert "Choose a player" in view.message.text and view.chosen == 0
    press(app, K.DOWN)
    press(app, K.DOWN)  # the second player on the card, not another league
    boards = view.boards
    assert boards.card.lit == 1 and boards.player == int(boards.card.values[1][0][1:])
    number, name = boards.player, boards.card.values[1][1]
    press(app, K.F)
    assert f"Fire #{number} {name}" in view.message.text and "Y fires" in view.message.text
    press(app, K.N)  # no: nothing changes, and N makes no new league
    assert view.form is None and len(store.team(fixture.home).players) == len(before)
    press(app, K.F)
    press(app, K.Y)
    team = store.team(fixture.home)
    assert len(team.players) == len(before) - 1 and number not in {p.number for p in team.players}
    assert f"#{number} {name} has left" in view.message.text
    assert len(boards.card.values) == len(before) - 1 and boards.card.lit == 1  # the next player
    render(app.window)
    arcade.get_image().save(shots() / "league_card.png")
    click(app, boards.card.rects[3])
    target = boards.player
    assert boards.card.lit == 3 and target is not None
    press(app, K.R)
    form = view.form
    assert isinstance(form, RenameForm) and form.name.value == boards.card.values[3][1]
    type_in(app, "r")  # the R that opened the form is not typed into it
    for _ in form.name.value:
        press(app, K.BACKSPACE)
    press(app, K.ENTER)
    assert "Type the player's new name" in form.problem.text
    type_in(app, "Kenji the Bold")
    render(app.window)
    arcade.get_image().save(shots() / "league_rename.png")
    press(app, K.ENTER)
    assert view.form is None
    renamed = next(p for p in store.team(fixture.home).players if p.number == target)
    assert renamed.name == "Kenji the Bold" and boards.card.values[3][1] == "Kenji the Bold"
    view.close()


def test_u_buys_several_things_at_once_after_showing_the_treasury_left(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    fixture = winner_with_koku(data, path, 200)
    view = shown(app, path)
    store = view.store
    assert store is not None
    before = store.team(fixture.home)
    roster = data.roster(before.clan)
    reroll, lineman = roster.reroll_cost, roster.positions[0]
    press(app, K.BRACKETRIGHT)
    press(app, K.U)
    form = view.form
    assert isinstance(form, BuyForm) and "treasury 200 koku" in form.heading.text
    assert form.grid.values[0] == ("Re-roll", f"{reroll} koku", f"{before.rerolls} of 8", "‹ 0 ›", "")
    assert [row[0] for row in form.grid.values][1:4] == ["Geisha", "Assistant Coach", "Team Shugenja"]
    assert form.grid.values[5][0] == lineman.name
    press(app, K.ENTER)  # nothing chosen yet
    assert "Choose what to buy first" in form.problem.text and store.team(fixture.home) == before
    press(app, K.RIGHT)  # a re-roll ...
    press(app, K.DOWN)
    press(app, K.RIGHT)  # (the Geisha are all hired: none more)
    assert form.counts[1] == 0 and form.problem.text == "No more Geisha: at most 4 Geisha (R2)."
    press(app, K.DOWN)
    press(app, K.PLUS)
    press(app, K.PLUS)  # ... two Assistant Coaches ...
    count = form.grid.rects[5]
    middle = count[0] + 0.81 * count[2]
    app.window.dispatch_event("on_mouse_press", int(middle + 20), int(count[1] + count[3] / 2), 1, 0)
    app.window.dispatch_events()  # ... and a player, by a click on ›
    spent = reroll + 2 * 10 + lineman.cost
    assert form.counts == [1, 0, 2, 0, 0, 1, 0, 0, 0]
    assert form.total.text == f"Treasury 200 koku − {spent} koku = {200 - spent} koku after the purchase"
    render(app.window)
    arcade.get_image().convert("RGB").save(shots() / "league_buy.png")
    press(app, K.ENTER)
    after = store.team(fixture.home)
    assert view.form is None and after.treasury == 200 - spent
    assert (after.rerolls, after.assistant_coaches, len(after.players)) == (
        before.rerolls + 1,
        before.assistant_coaches + 2,
        len(before.players) + 1,
    )
    assert after.players[-1].position == lineman.id
    assert view.message.text == (
        f"{after.name} bought 1 × Re-roll, 2 × Assistant Coach, 1 × {lineman.name} for "
        f"{spent} koku: {200 - spent} koku left."
    )
    press(app, K.U)
    form = view.form
    assert isinstance(form, BuyForm)
    for _ in range(4):
        press(app, K.DOWN)  # the clan's coaching staff: 100 koku, more than is left
    press(app, K.RIGHT)
    assert form.total.text.endswith(f"{100 - (200 - spent)} koku short") and form.total.color == BAD
    press(app, K.ENTER)
    assert view.form is form and "koku short" in form.problem.text and store.team(fixture.home) == after
    press(app, K.ESCAPE)
    assert view.form is None and store.team(fixture.home) == after
    view.close()


def test_y_shows_every_seasons_results_round_by_round(player: App, tmp_path: Path, data: GameData) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    store = league_with(data, path, AI_COACHES, rounds=2)
    league = store.league("Winter Court")
    for fixture in store.fixtures(league):
        store.record(fixture, fake((1, 0)))
    season = store.new_season(league)
    store.draw_schedule(season)
    first = store.fixtures(season)[0]
    store.record(first, fake((0, 3)))
    store.db.close()
    view = shown(app, path)
    press(app, K.Y)
    history = view.form
    assert isinstance(history, History)
    rows = history.list.rows
    assert len(rows) == 26 and rows[0] == ("Season 1 · 12 of 12 fixtures played", "", "", "")
    assert rows[13] == ("Season 2 · 1 of 12 fixtures played", "", "", "")
    assert rows[14] == ("Round 1", first.home.name, "0 – 3", first.away.name)
    assert rows[2][0] == "" and rows[3][0] == "Round 2" and rows[15][2] == "v"
    assert history.grid.values[0] == rows[0] and history.where.text == "rows 1–17 of 26"
    press(app, K.END)  # scrolls to the end of season 2
    assert history.grid.values[-1] == rows[-1] and history.where.text == "rows 10–26 of 26"
    app.window.dispatch_event("on_mouse_scroll", 640, 360, 0, 1)
    app.window.dispatch_events()
    assert history.where.text == "rows 9–25 of 26"
    render(app.window)
    arcade.get_image().save(shots() / "league_history.png")
    press(app, K.Y)
    assert view.form is None and app.window.current_view is view
    press(app, K.Y)
    press(app, K.ESCAPE)  # Esc returns too, and does not leave the screen
    assert view.form is None and app.window.current_view is view
    view.close()


def test_e_exports_the_league_and_i_imports_it_under_a_free_name(
    player: App, tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = player
    monkeypatch.setattr(app, "folder", tmp_path)
    path = tmp_path / "league.sqlite3"
    first_game_recorded(data, path)
    view = shown(app, path)
    press(app, K.I)  # nothing exported yet
    assert view.form is None and "No exports in" in view.message.text
    press(app, K.E)
    written = tmp_path / "exports" / "winter-court.json"
    assert written.exists() and read_export(written)["league"]["name"] == "Winter Court"
    assert view.message.text.startswith("Winter Court exported to") and "exports" in view.message.text
    (tmp_path / "exports" / "broken.json").write_text("{not json", encoding="utf-8")
    press(app, K.I)
    chooser = view.form
    assert isinstance(chooser, Chooser)
    assert sorted(row[0] for row in chooser.list.rows) == ["broken", "winter-court"]
    render(app.window)
    arcade.get_image().save(shots() / "league_import.png")
    chooser.light(view.files.index(tmp_path / "exports" / "broken.json"))
    press(app, K.ENTER)  # a bad file: its one line, and nothing added
    assert view.form is chooser and chooser.problem.text.startswith(
        "broken.json: line 1 column 2: not valid JSON"
    )
    assert "\n" not in chooser.problem.text and [lg.name for lg in view.leagues] == ["Winter Court"]
    chooser.light(view.files.index(written))
    press(app, K.ENTER)
    assert view.form is None and [lg.name for lg in view.leagues] == ["Winter Court", "Winter Court (2)"]
    assert view.league is not None and view.league.name == "Winter Court (2)"
    assert "imported as 'Winter Court (2)'" in view.message.text
    copied = view.table.values
    view.choose(0)
    assert view.table.values == copied and sum(int(row[3]) for row in copied) == 2
    press(app, K.I)
    again = view.form
    assert isinstance(again, Chooser)
    again.light(view.files.index(written))
    press(app, K.ENTER)  # the same file again: the next free name
    assert [lg.name for lg in view.leagues][-1] == "Winter Court (3)"
    view.close()


def test_a_league_of_twelve_scrolls_its_table_to_the_picked_team(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    league = store.create("Big Court")
    rng = random.Random(8)
    clans = sorted(data.rosters)
    for number in range(12):
        team = draft_team(data, clans[number % len(clans)], rng)
        store.add_team(league, team.model_copy(update={"name": f"Team {number + 1:02d}"}), "AI", "normal")
    names = [line.name for line in store.standings(league)]
    store.db.close()
    view = shown(app, path)
    boards = view.boards
    assert [row[1] for row in boards.table.values] == names[:8]  # the first eight places
    for _ in range(12):
        press(app, K.BRACKETRIGHT)  # step to the twelfth team's card
    render(app.window)
    assert boards.picked == 11
    assert [row[1] for row in boards.table.values] == names[4:12]  # scrolled to show him
    assert boards.table.lit == 7 and boards.table.values[7][0] == "12"
    x, y = boards.table.rects[0][0] + 5, boards.table.rects[0][1] + 5
    assert boards.at(x, y) == 4  # a click on the top shown row means the fifth place
    view.close()


def test_add_team_offers_only_the_teams_not_in_the_league(
    player: App, tmp_path: Path, data: GameData
) -> None:
    """A team joins a league once: the form never offers one already entered."""
    app = player
    path = tmp_path / "league.sqlite3"
    saved = [stored.team for stored in app.teams.list(data) if stored.team is not None]
    store = LeagueStore(open_db(path), data)
    league = store.create("Winter Court", 1)
    store.add_team(league, saved[0], "Ann", "human")
    store.db.close()
    view = shown(app, path)
    press(app, K.A)
    form = view.form
    assert isinstance(form, AddTeamForm)
    assert [team.name for team in form.teams] == [team.name for team in saved[1:]]
    name_line = form.lines[2]
    assert form.person.enabled and name_line.shown
    press(app, K.DOWN)
    press(app, K.RIGHT)  # coached by the AI: no coach's name to type, and no line for it
    assert form.kind != "human" and not name_line.shown
    press(app, K.ESCAPE)
    store = LeagueStore(open_db(path), data)
    for team in saved[1:]:
        store.add_team(store.league("Winter Court"), team, "AI", "normal")
    store.db.close()
    view.refresh()
    press(app, K.A)  # every saved team is in: a random team of each clan is still offered
    form = view.form
    assert isinstance(form, AddTeamForm) and form.teams == []
    assert form.team.values == [f"A random {r.name} team" for _, r in sorted(data.rosters.items())]


def test_add_team_drafts_a_random_team_of_a_clan_saves_it_and_adds_it(
    player: App, tmp_path: Path, data: GameData
) -> None:
    """A new league filled from the window alone: each random team is drafted, named unlike any
    saved team or team of the league, saved with the teams, and joins."""
    app = player
    path = tmp_path / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    store.create("Winter Court", 1)
    store.db.close()
    saved_before = {stored.team.name for stored in app.teams.list(data) if stored.team is not None}
    clans = sorted(data.rosters)
    view = shown(app, path)
    joined: list[str] = []
    try:
        for clan in (clans[0], clans[0], clans[-1]):  # the same clan twice: two teams, two names
            press(app, K.A)
            form = view.form
            assert isinstance(form, AddTeamForm)
            for _ in range(len(form.teams) + clans.index(clan)):
                press(app, K.RIGHT)
            assert form.random_clan == clan
            assert form.team.value.text == f"A random {data.roster(clan).name} team"
            press(app, K.DOWN)
            press(app, K.RIGHT)  # coached by the AI, easy
            press(app, K.ENTER)
            assert view.form is None, form.problem.text
            assert "drafted at random and saved with your teams" in view.message.text
            joined.append(view.message.text.split(" (drafted")[0])
        assert len(set(joined)) == 3 and not set(joined) & saved_before
        stored = {s.team.name: s.team for s in app.teams.list(data) if s.team is not None}
        assert [stored[name].clan for name in joined] == [clans[0], clans[0], clans[-1]]
        store = LeagueStore(open_db(path), data)
        entries = store.entries(store.league("Winter Court"))
        assert sorted(entry.name for entry in entries) == sorted(joined)
        assert all(entry.coach_kind == "easy" for entry in entries)
        store.db.close()
    finally:
        for name in joined:
            found = app.teams.find(name)
            if found is not None:
                app.teams.delete(found)
