"""The League screen's league tasks beyond playing, driven by keys and clicks in the real window and
checked in the league file afterwards: a new league with every rule option, correcting a recorded
result (with what it does to the table and treasuries shown first), buying several things at
once, a team removed before the draw, a league deleted (its export offered first), and an import
refused without leaving a league file behind."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any, Literal

import arcade
import pytest
from pydantic import Field

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.data.rules import MatchRules, RuleSet
from samurai_bowl.league.db import open_db
from samurai_bowl.league.rule_options import options_chosen, rule_options
from samurai_bowl.league.store import Fixture, LeagueStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.league.ask import Ask
from samurai_bowl.ui.league.forms import NewLeagueForm
from samurai_bowl.ui.league.panels import Chooser
from samurai_bowl.ui.league.result_form import ResultForm
from tests.shots import shots
from tests.ui.conftest import render
from tests.ui.test_league_view import (
    AI_COACHES,
    CLANS,
    button,
    click,
    first_game_recorded,
    league_with,
    press,
    shown,
    type_in,
)
from tests.ui.test_league_view import player as player  # the fixture, by its name

K = arcade.key


def shot(name: str) -> None:
    arcade.get_image().convert("RGB").save(shots() / f"{name}.png")


def test_a_refused_import_leaves_no_league_file_where_there_was_none(
    player: App, tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = player
    monkeypatch.setattr(app, "folder", tmp_path)
    built = tmp_path / "built.sqlite3"
    first_game_recorded(data, built)
    store = LeagueStore(open_db(built), data)
    from samurai_bowl.league.transfer import export_league

    saved: dict[str, Any] = export_league(store, store.league("Winter Court"))
    store.db.close()
    result = next(r for r in saved["ledger"] if r["kind"] == "result")
    record = json.loads(result["data"])
    record["record"]["score"] = [40, 0]  # reads as an export; no match gives that
    result["data"] = json.dumps(record)
    (tmp_path / "exports").mkdir()
    (tmp_path / "exports" / "winter.json").write_text(json.dumps(saved), encoding="utf-8")
    path = tmp_path / "league.sqlite3"
    view = shown(app, path)
    press(app, K.I)
    assert isinstance(view.form, Chooser)
    press(app, K.ENTER)
    assert "score" in view.form.problem.text and "\n" not in view.form.problem.text
    assert not path.exists() and list(tmp_path.glob("league.sqlite3*")) == [] and view.store is None
    press(app, K.ESCAPE)
    press(app, K.N)  # the screen goes on: a league made afterwards makes the file
    for letter in "Autumn":
        app.window.dispatch_event("on_text", letter)
    press(app, K.ENTER)
    assert path.exists() and [lg.name for lg in view.leagues] == ["Autumn"]
    with sqlite3.connect(path) as con:
        assert con.execute("SELECT name FROM league").fetchall() == [("Autumn",)]
    view.close()


def test_a_new_league_takes_every_rule_option_each_explained(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    view = shown(app, path)
    press(app, K.N)
    form = view.form
    assert isinstance(form, NewLeagueForm)
    captions = [row.caption.text for row in form.options]
    assert captions == ["Re-rolls", "Turn counter", "One action", "Take-backs", "Duel ties"]
    ruled = [row for row in form.options if row.caption.text != "Take-backs"]  # a digital option: no rule id
    assert all(row.line.text.startswith("R") and len(row.line.text) > 40 for row in ruled)
    assert [row.value.text for row in form.options] == [
        "Back at half time",
        "Moves by itself",
        "One per team turn",
        "Allowed",
        "Roll again",
    ]  # the game's own
    for letter in "Autumn Court":
        type_in(app, letter)
    press(app, K.DOWN)
    press(app, K.RIGHT)  # double round robin
    press(app, K.DOWN)
    press(app, K.DOWN)  # the turn counter
    press(app, K.RIGHT)
    click(app, form.options[2].next.rect)  # one action per model, by a click on ›
    render(app.window)
    shot("league_new_options")
    assert form.options[1].value.text == "Moved by hand" and form.options[2].value.text == "One per model"
    press(app, K.ENTER)
    assert view.form is None and "turn counter: moved by hand" in view.message.text
    view.close()
    with sqlite3.connect(path) as con:
        rounds, options = con.execute("SELECT rounds, options FROM league").fetchone()
    assert rounds == 2 and json.loads(options) == {
        "match": {"manual_turn_counter": True, "action_limit": "model"}
    }
    store = LeagueStore(open_db(path), data)
    rules = store.rules(store.league("Autumn Court"))
    assert rules.match.manual_turn_counter and rules.match.action_limit == "model"
    assert rules.match.rerolls_refresh_at_half_time and rules.honour.duel_ties_reroll
    store.db.close()


def test_a_rule_option_added_later_is_offered_with_its_description(data: GameData) -> None:
    class LaterMatch(MatchRules):
        take_backs: Literal["none", "one", "any"] = Field("none", description="Moves a coach may take back")

    class LaterRules(RuleSet):
        match: LaterMatch

    rules = LaterRules.model_validate(data.rules.model_dump())
    added = [o for o in rule_options(rules) if o.rule == "take_backs"]
    assert [(o.section, o.caption, o.values, o.words, o.line) for o in added] == [
        ("match", "Take backs", ("none", "one", "any"), ("None", "One", "Any"), "Moves a coach may take back")
    ]
    assert options_chosen(rule_options(rules), [0, 0, 0, 0, 2, 0]) == {"match": {"take_backs": "any"}}


def four_teams_undrawn(data: GameData, path: Path) -> list[str]:
    """'Winter Court' with four AI teams and no schedule yet; their names in joining order."""
    store = LeagueStore(open_db(path), data)
    league = store.create("Winter Court")
    rng = random.Random(5)
    for clan, (coach, kind) in zip(CLANS, AI_COACHES, strict=True):
        store.add_team(league, draft_team(data, clan, rng), coach, kind)
    names = [e.name for e in store.entries(league)]
    store.db.close()
    return names


def team_names(path: Path) -> list[str]:
    with sqlite3.connect(path) as con:
        return [r[0] for r in con.execute("SELECT name FROM entry ORDER BY id")]


def test_x_removes_a_team_before_the_draw_after_asking(player: App, tmp_path: Path, data: GameData) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    names = four_teams_undrawn(data, path)
    view = shown(app, path)
    press(app, K.X)
    chooser = view.form
    assert isinstance(chooser, Chooser) and [row[0] for row in chooser.list.rows] == names
    press(app, K.DOWN)
    press(app, K.ENTER)  # the second team: asked first
    ask = view.form
    assert isinstance(ask, Ask) and ask.heading.text == f"Take {names[1]} out of Winter Court?"
    assert "not drawn yet" in ask.lines[1].text
    render(app.window)
    shot("league_remove_team")
    press(app, K.N)  # no: nothing changes
    assert view.form is None and team_names(path) == names
    click(app, button(view, "Remove team").rect)
    chooser = view.form
    assert isinstance(chooser, Chooser)
    click(app, chooser.grid.rects[2])
    click(app, chooser.grid.rects[2])  # a second click on the chosen row takes it
    assert isinstance(view.form, Ask)
    click(app, view.form.buttons.buttons[0].rect)  # Remove
    assert view.form is None and team_names(path) == [names[0], names[1], names[3]]
    assert view.message.text == f"{names[2]} left Winter Court." and len(view.table.values) == 3
    press(app, K.D)  # the schedule is drawn without it
    with sqlite3.connect(path) as con:
        assert con.execute("SELECT count(*) FROM fixture").fetchone() == (3,)
    view.close()


def test_a_team_that_has_played_cannot_be_removed(player: App, tmp_path: Path, data: GameData) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    fixture, _ = first_game_recorded(data, path)
    before = team_names(path)
    view = shown(app, path)
    place = next(i for i, line in enumerate(view.boards.lines) if line.entry == fixture.home.id)
    view.pick(place)  # its card is open: asked about that team at once
    press(app, K.X)
    assert view.form is None and view.message.text.startswith(
        f"team '{fixture.home.name}': has played 1 fixture"
    )
    assert team_names(path) == before
    view.close()


def test_delete_asks_offers_the_export_and_deletes_the_league(
    player: App, tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = player
    monkeypatch.setattr(app, "folder", tmp_path)
    path = tmp_path / "league.sqlite3"
    first_game_recorded(data, path)
    store = LeagueStore(open_db(path), data)
    store.create("Autumn Court")
    store.db.close()
    view = shown(app, path)
    view.choose(1)  # Winter Court, after Autumn Court
    assert view.league is not None and view.league.name == "Winter Court"
    press(app, K.DELETE)
    ask = view.form
    assert isinstance(ask, Ask) and ask.heading.text == "Delete the league Winter Court?"
    assert ask.lines[0].text == "1 season, 4 teams and 1 result go with it, for good."
    press(app, K.ESCAPE)
    assert view.form is None and [lg.name for lg in view.leagues] == ["Autumn Court", "Winter Court"]
    press(app, K.DELETE)
    press(app, K.E)  # the export first
    written = tmp_path / "exports" / "winter-court.json"
    assert written.exists() and view.form is not None and "Exported to" in view.form.lines[1].text
    render(app.window)
    shot("league_delete")
    press(app, K.Y)
    assert view.form is None and [lg.name for lg in view.leagues] == ["Autumn Court"]
    assert view.message.text == "League 'Winter Court' deleted: 1 season, 4 teams, 1 result."
    with sqlite3.connect(path) as con:
        assert con.execute("SELECT name FROM league").fetchall() == [("Autumn Court",)]
        assert [
            con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("entry", "fixture", "ledger")
        ] == [0, 0, 0]
    press(app, K.I)
    press(app, K.ENTER)  # the export offered before brings it back whole
    assert [lg.name for lg in view.leagues] == ["Autumn Court", "Winter Court"]
    assert sum(int(row[3]) for row in view.table.values) == 2
    view.close()


def recorded_2_1(data: GameData, path: Path) -> tuple[Fixture, dict[str, Any]]:
    """Four AI teams; the first fixture recorded as a match records it: 2–1 for the home side, its
    first player scoring twice, its second the MVP, the away side's second Seriously Injured."""
    store = league_with(data, path, AI_COACHES)
    fixture = store.fixtures(store.league("Winter Court"))[0]
    lines = []
    for side, entry in enumerate((fixture.home, fixture.away)):
        for someone in store.team(entry).players[:11]:
            lines.append(
                {
                    "side": side,
                    "number": someone.number,
                    "name": someone.name,
                    "played": True,
                    "mvp": False,
                    "touchdowns": 0,
                    "completions": 0,
                    "casualties": 0,
                    "spp": 0,
                }
            )
    lines[0].update(touchdowns=2, spp=6)
    lines[1].update(mvp=True, spp=5)
    lines[11].update(touchdowns=1, spp=3)
    lines[12]["injury"] = "seriously_injured"
    record = {
        "home": fixture.home.name,
        "away": fixture.away.name,
        "score": [2, 1],
        "winner": 0,
        "winnings": [60, 40],
        "casualties_caused": [0, 0],
        "players": lines,
    }
    store.record(fixture, record)
    store.db.close()
    return fixture, record


def test_c_corrects_a_result_showing_the_table_and_treasuries_first(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    fixture, record = recorded_2_1(data, path)
    store = LeagueStore(open_db(path), data)
    league = store.league("Winter Court")
    koku = [store.team(e).treasury or 0 for e in (fixture.home, fixture.away)]
    store.db.close()
    home, away, hurt = fixture.home.name, fixture.away.name, record["players"][12]
    with sqlite3.connect(path) as con:
        con.execute("UPDATE ledger SET at = '2000-01-01T00:00:00+00:00' WHERE kind = 'result'")
    view = shown(app, path)
    stamped, stored = stamps(path), results_of(path)  # as stored: each man's line carries his id
    press(app, K.C)
    press(app, K.ENTER)
    press(app, K.ENTER)  # saved unchanged: nothing is written
    assert (
        view.form is None and view.message.text.startswith("Nothing was changed") and stamps(path) == stamped
    )
    press(app, K.C)
    chooser = view.form
    assert isinstance(chooser, Chooser) and chooser.list.rows == [
        ("Season 1", "#1 · round 1", f"{home} 2 – 1 {away}")
    ]
    press(app, K.ENTER)
    form = view.form
    assert isinstance(form, ResultForm) and form.changes[0].text.startswith("Nothing changes yet")
    assert form.team.values[0] == ("Score (touchdowns)", "2", "1")
    for _ in range(3):
        press(app, K.DOWN)  # the home side's first player, his touchdowns
    press(app, K.MINUS)  # he scored once: 1–1, and 3 SPP fewer
    assert form.team.values[0] == ("Score (touchdowns)", "1", "1") and form.players.values[0][3:7] == (
        "1",
        "0",
        "0",
        "3",
    )
    press(app, K.UP)  # the winnings, home
    type_in(app, "5")
    type_in(app, "0")
    assert form.team.values[2] == ("Winnings (koku)", "50", "40")
    assert form.player_header.values[0][0] == "Team · 1–13 of 22"
    click(app, form.players.rects[12])  # the away side's second player ...
    for _ in range(5):
        press(app, K.RIGHT)  # ... his injury
    press(app, K.MINUS)
    press(app, K.MINUS)  # Seriously Injured → Badly Hurt → none
    assert form.players.values[12][8] == "–"
    shown_lines = [text.text for text in form.changes if text.text]
    assert shown_lines[:5] == [
        "The table",
        f"{away}: 4th → 1st, 0 → 1 pts",
        "   0-0-1, TD 1:2, Cas 0 → 0-1-0, TD 1:1, Cas 0",
        f"{home}: 1st → 2nd, 3 → 1 pts",
        "   1-0-0, TD 2:1, Cas 0 → 0-1-0, TD 1:1, Cas 0",
    ]
    assert shown_lines[7:] == [
        "Treasuries",
        f"{home}: {koku[0]} → {koku[0] - 10} koku",
        "Players",
        f"#{record['players'][0]['number']} {record['players'][0]['name']}: 6 → 3 SPP",
        f"#{hurt['number']} {hurt['name']}: SI → fit",
    ]
    render(app.window)
    shot("league_correct")
    for _ in range(20):
        press(app, K.UP)
    press(app, K.RIGHT)  # the away score
    type_in(app, "40")  # more than a match allows: refused as `league correct` refuses it
    assert form.problem.text.startswith("score: 1–40 is more touchdowns than a match allows")
    assert form.changes[0].text.startswith("Nothing can change")
    press(app, K.ENTER)
    assert view.form is form and results_of(path) == stored
    press(app, K.BACKSPACE)
    press(app, K.BACKSPACE)
    type_in(app, "1")
    assert form.problem.text == "" and form.team.values[0] == ("Score (touchdowns)", "1", "1")
    click(app, form.buttons.buttons[0].rect)  # Save
    assert view.form is None and view.message.text.startswith(
        f"Fixture #1 of season 1 corrected: {home} 1 – 1"
    )
    saved = results_of(path)[0]
    assert saved["score"] == [1, 1] and saved["winner"] is None and saved["winnings"] == [50, 40]
    assert saved["players"][0]["touchdowns"] == 1 and saved["players"][0]["spp"] == 3
    assert "injury" not in saved["players"][12]
    store = LeagueStore(open_db(path), data)
    assert [store.team(e).treasury for e in (fixture.home, fixture.away)] == [koku[0] - 10, koku[1]]
    points = {line.name: line.points for line in store.standings(league)}
    assert points[home] == 1 and points[away] == 1
    assert not next(
        p for p in store.team(fixture.away).players if p.number == hurt["number"]
    ).seriously_injured
    store.db.close()
    view.close()


def results_of(path: Path) -> list[dict[str, Any]]:
    with sqlite3.connect(path) as con:
        return [
            json.loads(r[0])["record"] for r in con.execute("SELECT data FROM ledger WHERE kind = 'result'")
        ]


def stamps(path: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(path) as con:
        return con.execute("SELECT data, at FROM ledger WHERE kind = 'result'").fetchall()
