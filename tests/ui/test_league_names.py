"""A team's card on the League screen renames the team and gives a player a new name or shirt
number, driven by keys and clicks, with the refusals of ``league team --team-name/--renumber`` in
one line; the league file afterwards keeps every career going under the new name and number."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import arcade
import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.league.batch import playable
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import Fixture, League, LeagueStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.league.forms import ImportNameForm, RenameForm, TeamNameForm
from samurai_bowl.ui.league.panels import Chooser
from samurai_bowl.ui.league.result_form import ResultForm
from samurai_bowl.ui.league.view import LeagueView
from tests.league.test_identity import career_of, result, two_teams, wearer
from tests.ui.conftest import render
from tests.ui.test_league_tasks import shot
from tests.ui.test_league_view import (
    AI_COACHES,
    button,
    click,
    fake,
    league_with,
    press,
    results,
    shown,
    type_in,
)
from tests.ui.test_league_view import player as player  # the fixture, by its name

K = arcade.key


def hida_scored(data: GameData, path: Path) -> None:
    """Hida Wall and Doji Fans, two rounds drawn; Hida's #5 scored in the first, so Hida lead."""
    store = LeagueStore(open_db(path), data)
    _, hida, _, (first, _) = two_teams(store)
    store.record(first, result(first, hida, (5, 1, "Hida 5")))
    store.db.close()


def clear(app: App, field_value: str) -> None:
    for _ in field_value:
        press(app, K.BACKSPACE)


def hidas_card(app: App, path: Path) -> LeagueView:
    view = shown(app, path)
    press(app, K.BRACKETRIGHT)  # the leader's card: Hida Wall
    assert view.carded is not None and view.carded.name == "Hida Wall"
    return view


def test_r_gives_a_player_a_new_number_refused_like_the_command_and_his_career_goes_on(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    hida_scored(data, path)
    view = hidas_card(app, path)
    store = view.store
    assert store is not None
    hida = view.carded
    assert hida is not None
    five = wearer(store, hida, 5)
    for _ in range(5):
        press(app, K.DOWN)
    assert view.boards.player == 5
    press(app, K.R)
    form = view.form
    assert isinstance(form, RenameForm) and (form.name.value, form.shirt.value) == ("Hida 5", "5")
    type_in(app, "r")  # the R that opened the form is not typed into it
    press(app, K.DOWN)  # the shirt number
    clear(app, form.shirt.value)
    press(app, K.ENTER)
    assert form.problem.text == "Type the player's shirt number."
    type_in(app, "4x")  # only digits are taken
    assert form.shirt.value == "4"
    press(app, K.ENTER)
    assert form.problem.text == "number 4: is already worn by Hida 4 in Hida Wall"
    clear(app, "4")
    type_in(app, "0")
    press(app, K.ENTER)
    assert form.problem.text == "number 0: new number: must be from 1 to 99"
    assert view.form is form and wearer(store, hida, 5).id == five.id  # nothing written yet
    clear(app, "0")
    type_in(app, "15")
    press(app, K.UP)  # a new name too: both are written, or neither
    clear(app, form.name.value)
    type_in(app, "Hida Kenji")
    render(app.window)
    shot("league_renumber")
    click(app, form.buttons.buttons[0].rect)  # Save
    assert view.form is None
    assert "#5 Hida 5 of Hida Wall is now #15 Hida Kenji" in view.message.text
    moved = wearer(store, hida, 15)
    assert (moved.id, moved.name, moved.spp) == (five.id, "Hida Kenji", 3)  # the same man, his SPP
    assert 5 not in {p.number for p in store.team(hida).players}
    assert view.boards.player == 15 and view.boards.card.values[view.boards.card.lit][0] == "#15"
    assert view.boards.caption.text == "Hida Wall · #15 Hida Kenji: 1 game, 1 TD, 0 Cmp, 0 Cas · 3 SPP"
    second = store.fixtures(store.league("Winter Court"))[1]
    store.record(second, result(second, hida, (15, 2, "Hida Kenji")))
    career = career_of(store, store.league("Winter Court"), "Hida Wall", five.id)
    assert (career.number, career.games, career.totals["touchdowns"]) == (15, 2, 3)
    assert wearer(store, hida, 15).spp == 9
    view.refresh()  # the card tells his career as the league team command does
    assert view.boards.caption.text == "Hida Wall · #15 Hida Kenji: 2 games, 3 TD, 0 Cmp, 0 Cas · 9 SPP"
    render(app.window)
    shot("league_career")
    press(app, K.UP)
    assert view.boards.caption.text == "Hida Wall · #11 Hida 11: no games yet · 0 SPP"
    view.close()


def test_t_renames_the_team_from_its_card_and_its_careers_and_results_go_on(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    hida_scored(data, path)
    view = shown(app, path)
    press(app, K.T)  # no card open
    assert "Open a team's card first" in view.message.text and view.form is None
    press(app, K.BRACKETRIGHT)
    assert button(view, "Team name").enabled
    press(app, K.T)
    form = view.form
    assert isinstance(form, TeamNameForm) and form.name.value == "Hida Wall"
    type_in(app, "t")  # the T that opened the form is not typed into it
    clear(app, form.name.value)
    press(app, K.ENTER)
    assert form.problem.text == "Type the team's new name."
    type_in(app, "Doji Fans")
    press(app, K.ENTER)
    assert form.problem.text == "team 'Doji Fans': is already in league 'Winter Court'"
    clear(app, "Doji Fans")
    type_in(app, "Hida Iron Wall")
    render(app.window)
    shot("league_team_name")
    click(app, form.buttons.buttons[0].rect)  # Rename
    assert view.form is None and "Hida Wall is now Hida Iron Wall" in view.message.text
    assert view.carded is not None and view.carded.name == "Hida Iron Wall"  # the card stays open
    assert view.boards.caption.text.startswith("Hida Iron Wall ·")
    assert view.table.values[0][1] == "Hida Iron Wall"
    view.close()
    store = LeagueStore(open_db(path), data)
    league = store.league("Winter Court")
    assert [e.name for e in store.entries(league)] == ["Hida Iron Wall", "Doji Fans"]
    renamed = store.entry(league, "Hida Iron Wall")
    five = wearer(store, renamed, 5)
    second = store.fixtures(league)[1]
    store.record(second, result(second, renamed, (5, 1, "Hida 5")))
    career = career_of(store, league, "Hida Iron Wall", five.id)
    assert (career.games, career.totals["touchdowns"]) == (2, 2)
    top = store.standings(league)[0]
    assert (top.name, top.played, top.won) == ("Hida Iron Wall", 2, 2)
    store.db.close()


@pytest.mark.parametrize("escape", [K.ESCAPE, K.N])
def test_a_name_and_number_left_as_they_were_write_nothing(
    player: App, tmp_path: Path, data: GameData, escape: int
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    hida_scored(data, path)
    view = hidas_card(app, path)
    store = view.store
    assert store is not None
    rows = store.con.execute("SELECT COUNT(*) FROM ledger").fetchone()[0]
    press(app, K.DOWN)
    press(app, K.R)
    press(app, K.ENTER)
    assert view.form is None and "Nothing was changed" in view.message.text
    press(app, K.T)
    if escape == K.ESCAPE:
        press(app, K.ESCAPE)  # cancelled
    else:
        press(app, K.ENTER)  # the same name
        assert "Nothing was changed" in view.message.text
    assert view.form is None
    assert store.con.execute("SELECT COUNT(*) FROM ledger").fetchone()[0] == rows
    view.close()


def test_the_cards_footer_names_every_key_the_card_takes(player: App, tmp_path: Path, data: GameData) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    hida_scored(data, path)
    view = hidas_card(app, path)
    footer = view.footer.text
    for words in (
        "↑↓",
        "F fire",
        "R rename or renumber",
        "T team name",
        "U buy",
        "X remove the team",
        "[ ]",
        "F1",
        "Esc closes the card",
    ):
        assert words in footer, words
    render(app.window)
    shot("league_card_footer")
    press(app, K.X)  # X on a card is about the card's team: one that has played stays
    assert view.form is None and view.message.text.startswith("team 'Hida Wall': has played 1 fixture")
    view.close()


def two_seasons(data: GameData, path: Path) -> list[str]:
    """Four AI teams: season 1 played out (the home side wins every game), season 2 begun with one
    result (the away side won). The teams in season 1's table order."""
    store = league_with(data, path, AI_COACHES)
    league = store.league("Winter Court")
    for fixture in store.fixtures(league):
        store.record(fixture, fake((2, 0)))
    first = [line.name for line in store.standings(league)]
    league = store.new_season(league)
    fixture = store.draw_schedule(league)[0]
    store.record(fixture, fake((0, 3)))
    store.db.close()
    return first


def test_left_and_right_show_a_past_seasons_table_and_fixtures(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    first = two_seasons(data, path)
    view = shown(app, path)
    boards = view.boards
    now = [row[1] for row in view.table.values]
    assert now != first and sum(int(row[3]) for row in view.table.values) == 2  # season 2: one game
    assert boards.caption.text == "Season 2 fixtures · 1 of 6 played · ← earlier seasons"
    press(app, K.LEFT)
    assert view.season_shown == 1 and [row[1] for row in view.table.values] == first
    assert [row[3] for row in view.table.values] == ["3"] * 4  # P: each played three
    assert boards.caption.text == "Season 1 of 2: its table and fixtures · 6 of 6 played · ← → another season"
    assert {row[2] for row in view.fixtures.values} == {"2 – 0"}
    render(app.window)
    shot("league_past_season")
    press(app, K.B)  # the banzuke of that season
    assert [row[1] for row in boards.banzuke.values] == first
    press(app, K.B)
    press(app, K.LEFT)
    assert "Season 1 is the first season of Winter Court" in view.message.text and view.season_shown == 1
    press(app, K.RIGHT)
    assert view.season_shown is None and [row[1] for row in view.table.values] == now
    press(app, K.RIGHT)
    assert "Season 2 is the current season" in view.message.text
    press(app, K.LEFT)
    press(app, K.BRACKETRIGHT)  # a card over a past season: the team as it stands
    assert boards.caption.text.startswith(first[0])
    view.close()


def recorded_at_once(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The AI's games recorded as a home win without playing them; the fixture numbers, in order."""
    import samurai_bowl.league.play as play

    numbers: list[int] = []

    def simulate(store: LeagueStore, league: League, fixture: Fixture) -> dict[str, Any]:
        numbers.append(fixture.number)
        store.record(fixture, fake((1, 0)))
        return fake((1, 0))

    monkeypatch.setattr(play, "simulate", simulate)
    return numbers


def frames_until_idle(app: App, view: LeagueView, most: int = 40) -> None:
    for _ in range(most):
        if view.playing is None:
            return
        render(app.window)
    raise AssertionError("still playing")


def test_g_plays_every_ai_fixture_that_waits_for_no_persons_game_in_order(
    player: App, tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    store = league_with(data, path, [("Kaiu", "human"), *AI_COACHES[:3]])
    fixtures = store.fixtures(store.league("Winter Court"))
    store.db.close()
    numbers = recorded_at_once(monkeypatch)
    expected = [f.number for f in playable(fixtures)]
    view = shown(app, path)
    assert button(view, "Play all").enabled
    press(app, K.G)
    assert view.playing is not None and view.message.text.startswith(f"Playing 1 of {len(expected)}, round 1")
    assert "Esc stops after it" in view.message.text and not button(view, "Play all").enabled
    render(app.window)
    shot("league_play_all")
    frames_until_idle(app, view)
    assert numbers == expected and view.batch is None
    assert len(expected) == 1  # round 1's AI game: every later one has a team that waits for the person
    assert view.message.text.endswith(
        "1 fixture played and recorded; 3 wait for a person, 2 for those games first."
    )
    assert not button(view, "Play all").enabled and len(results(path)) == len(expected)
    press(app, K.G)
    assert view.message.text == (
        "A person coaches the next fixtures of these teams: P plays them on the match screen."
    )
    view.close()


def test_esc_stops_playing_them_all_after_the_fixture_being_played(
    player: App, tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    league_with(data, path, AI_COACHES).db.close()
    numbers = recorded_at_once(monkeypatch)
    view = shown(app, path)
    press(app, K.G)
    render(app.window)  # "playing…" is shown
    render(app.window)  # then the first is played
    assert numbers == [1] and view.message.text.startswith("Playing 2 of 6")
    press(app, K.ESCAPE)
    assert view.message.text == "Stopping after this fixture…" and app.window.current_view is view
    frames_until_idle(app, view)
    assert numbers == [1, 2] and view.batch is None and len(results(path)) == 2
    assert view.message.text.endswith("stopped: 2 played and recorded, 4 left (G plays them).")
    assert button(view, "Play all").enabled
    view.close()


def test_g_plays_the_ai_games_for_real(player: App, tmp_path: Path, data: GameData) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    league_with(data, path, AI_COACHES[:2], rounds=2).db.close()
    view = shown(app, path)
    press(app, K.G)
    frames_until_idle(app, view)
    store = view.store
    assert store is not None
    fixtures = store.fixtures(store.league("Winter Court"))
    assert all(f.record is not None for f in fixtures) and len(results(path)) == 2
    played = sum(line.played for line in store.standings(store.league("Winter Court")))
    assert played == 4 and view.message.text.endswith("2 fixtures played and recorded.")
    view.close()


def test_o_writes_a_recorded_result_out_as_league_result_out_does_and_correct_takes_it_back(
    player: App,
    tmp_path: Path,
    data: GameData,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    monkeypatch.setattr(app, "folder", tmp_path)
    hida_scored(data, path)
    view = shown(app, path)
    press(app, K.C)
    chooser = view.form
    assert isinstance(chooser, Chooser) and "O writes it out as JSON, L reads it back" in chooser.detail.text
    assert [b.words for b in chooser.buttons.buttons] == ["Correct", "Write out", "Read back", "Cancel"]
    render(app.window)
    shot("league_result_out")
    press(app, K.O)
    written = tmp_path / "results" / "winter-court-season-1-fixture-1.json"
    assert view.form is None
    assert view.message.text == (
        "The record of fixture #1 of season 1 is in "
        "results/winter-court-season-1-fixture-1.json in the data folder."
    )
    store = view.store
    assert store is not None
    recorded = store.fixtures(store.league("Winter Court"))[0].record
    assert json.loads(written.read_text(encoding="utf-8")) == recorded
    out = tmp_path / "by-command.json"
    view.close()
    db = ["league", "--league-db", str(path)]
    assert main([*db, "result", "Winter Court", "1", "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == written.read_text(encoding="utf-8")  # the same file
    record = json.loads(written.read_text(encoding="utf-8"))
    hida = record["players"][0]
    record["score"][hida["side"]], hida["touchdowns"], hida["spp"] = 2, 2, 6
    written.write_text(json.dumps(record), encoding="utf-8")
    assert main([*db, "correct", "Winter Court", "1", str(written)]) == 0  # and puts it back
    assert "corrected: Doji Fans 0–2 Hida Wall" in capsys.readouterr().out
    view = shown(app, path)
    press(app, K.I)  # a result written out is no league to import
    assert view.form is None and "No exports" in view.message.text
    view.close()


def test_the_chosen_leagues_season_format_and_rules_show_as_league_list_tells_them(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    hida_scored(data, path)
    store = LeagueStore(open_db(path), data)
    store.create("Autumn Court", 1, {"match": {"action_limit": "model", "manual_turn_counter": True}})
    store.db.close()
    view = shown(app, path)
    assert [lg.name for lg in view.leagues] == ["Autumn Court", "Winter Court"]
    assert view.about.text == (
        "Season 1, no schedule yet · single round robin · "
        "turn counter: moved by hand · one action: one per model"
    )
    render(app.window)
    shot("league_about")
    press(app, K.DOWN)
    assert view.about.text == "Season 1, 1 of 2 played · double round robin · the game's own rules"
    view.close()


@pytest.mark.parametrize("zoom", [1.0, 1.5, 2.0])
def test_the_leagues_line_keeps_clear_of_the_title_and_the_files_name_when_zoomed(
    player: App, tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch, zoom: float
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"ui_scale": zoom}))
    store = LeagueStore(open_db(path), data)
    store.create("Autumn Court", 2, {"match": {"action_limit": "model", "manual_turn_counter": True}})
    store.db.close()
    view = shown(app, path)
    render(app.window)
    if zoom == 2.0:
        shot("league_about_zoomed")
    about, title, file = view.about, view.title, view.file
    assert about.text.startswith("Season 1")
    assert title.x + title.content_width < about.x
    assert about.x + about.content_width < file.x - file.content_width
    view.close()


def test_a_imports_an_export_under_a_name_typed_as_league_import_as_does(
    player: App, tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    monkeypatch.setattr(app, "folder", tmp_path)
    hida_scored(data, path)
    view = shown(app, path)
    press(app, K.E)
    press(app, K.I)
    chooser = view.form
    assert isinstance(chooser, Chooser) and "A: a name of your own" in chooser.detail.text
    press(app, K.A)
    form = view.form
    assert isinstance(form, ImportNameForm) and form.name.value == "Winter Court (2)"  # free, at first
    type_in(app, "a")  # the A that opened the form is not typed into it
    assert form.name.value == "Winter Court (2)"
    clear(app, form.name.value)
    press(app, K.ENTER)
    assert form.problem.text == "Type the league's name."
    type_in(app, "Winter Court")
    press(app, K.ENTER)
    assert form.problem.text == "A league here is already called Winter Court: type another name."
    clear(app, "Winter Court")
    type_in(app, "-- --")
    press(app, K.ENTER)
    assert form.problem.text.startswith("League name: ") and view.form is form
    clear(app, "-- --")
    type_in(app, "Spring Court")
    render(app.window)
    shot("league_import_as")
    click(app, form.buttons.buttons[0].rect)
    assert view.form is None and [lg.name for lg in view.leagues] == ["Spring Court", "Winter Court"]
    assert "imported as 'Spring Court'" in view.message.text
    view.close()
    store = LeagueStore(open_db(path), data)
    spring = store.league("Spring Court")
    assert [e.name for e in store.entries(spring)] == ["Hida Wall", "Doji Fans"]
    assert store.standings(spring)[0].name == "Hida Wall" and len(store.games(spring)) == 1
    store.db.close()


def test_l_reads_an_edited_result_back_onto_the_correction_form_as_league_correct_reads_it(
    player: App, tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    monkeypatch.setattr(app, "folder", tmp_path)
    hida_scored(data, path)
    view = shown(app, path)
    store = view.store
    assert store is not None
    press(app, K.C)
    chooser = view.form
    assert isinstance(chooser, Chooser)
    press(app, K.L)  # nothing written out yet
    assert chooser.problem.text == (
        "No results/winter-court-season-1-fixture-1.json yet: O writes the result out to edit first."
    )
    press(app, K.O)
    written = tmp_path / "results" / "winter-court-season-1-fixture-1.json"
    record = json.loads(written.read_text(encoding="utf-8"))
    record["score"] = [0, 40]  # no match gives that
    written.write_text(json.dumps(record), encoding="utf-8")
    press(app, K.C)
    chooser = view.form
    assert isinstance(chooser, Chooser)
    press(app, K.L)
    assert view.form is chooser and chooser.problem.text.startswith(
        "results/winter-court-season-1-fixture-1.json"
    )
    assert "score" in chooser.problem.text and "\n" not in chooser.problem.text
    hida = record["players"][0]
    record["score"][hida["side"]], hida["touchdowns"], hida["spp"] = 2, 2, 6
    written.write_text(json.dumps(record), encoding="utf-8")
    press(app, K.L)
    form = view.form
    assert isinstance(form, ResultForm) and form.edit.record["score"] == [0, 2]
    changes = " ".join(text.text for text in form.changes)
    assert "#5 Hida 5: 3 → 6 SPP" in changes
    render(app.window)
    shot("league_read_back")
    press(app, K.ENTER)
    assert view.form is None and "corrected: Doji Fans 0 – 2 Hida Wall" in view.message.text
    fixture = store.fixtures(store.league("Winter Court"))[0]
    assert fixture.record is not None and fixture.record["score"] == [0, 2]
    assert (
        wearer(store, fixture.away, 5).spp == 6
        and store.standings(store.league("Winter Court"))[0].scored == 2
    )
    view.close()
