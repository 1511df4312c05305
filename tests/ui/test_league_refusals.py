"""The League screen's switched-off buttons say why when their key is pressed, in the real window:
no team to remove, no result to correct, a season not drawn or not finished, nothing left to
watch or to play at once. And the question before a player is fired: other keys wait for its
answer, and a click elsewhere answers no."""

from __future__ import annotations

from pathlib import Path

from samurai_bowl.data import GameData
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.ui.app import App
from tests.ui.test_league_view import AI_COACHES, K, button, click, fake, league_with, press, shown
from tests.ui.test_league_view import player as player  # the fixture, by its name

PEOPLE = [("Ann", "human"), ("Ben", "human")]


def test_a_league_with_no_team_says_what_comes_first(player: App, tmp_path: Path, data: GameData) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    store.create("Winter Court")
    store.db.close()
    view = shown(app, path)
    press(app, K.X)
    assert view.message.text == "No team has joined Winter Court yet: A adds one."
    press(app, K.C)
    assert view.message.text == "No result is recorded in Winter Court yet: there is nothing to correct."
    for key in (K.S, K.G):
        view.say("")
        press(app, key)
        assert view.message.text == "Season 1 has no schedule yet: D draws it."
    view.close()


def test_a_season_of_peoples_games_says_who_plays_them(player: App, tmp_path: Path, data: GameData) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    league_with(data, path, PEOPLE).db.close()  # two teams: one fixture
    view = shown(app, path)
    assert not any(button(view, words).enabled for words in ("New season", "Watch", "Play all"))
    press(app, K.S)
    assert view.message.text == "Season 1 still has 1 fixture to play first."
    press(app, K.W)
    assert view.message.text == "A person coaches the next fixture: P plays it on the match screen."
    view.close()


def test_a_finished_season_has_nothing_to_watch_or_play(player: App, tmp_path: Path, data: GameData) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    store = league_with(data, path, AI_COACHES)
    league = store.league("Winter Court")
    for fixture in store.fixtures(league):
        store.record(fixture, fake((1, 1)))
    store.db.close()
    view = shown(app, path)
    press(app, K.W)
    assert view.message.text == "No fixture left to watch this season."
    press(app, K.G)
    assert view.message.text == "Every fixture of season 1 is played."
    assert view.playing is None and view.batch is None
    view.close()


def test_the_firing_question_waits_for_its_answer_and_a_click_elsewhere_is_no(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    league_with(data, path, AI_COACHES).db.close()
    view = shown(app, path)
    store = view.store
    assert store is not None
    press(app, K.BRACKETRIGHT)  # the first team's card
    entry = view.carded
    assert entry is not None
    before = len(store.team(entry).players)
    press(app, K.DOWN)  # its first player
    press(app, K.F)
    question = view.message.text
    assert question.startswith(f"Fire #{view.boards.player} ") and question.endswith("Y fires · N keeps")
    for key in (K.DOWN, K.B, K.Z, K.F):  # no answer: the question stays, nothing moves
        press(app, key)
        assert view.message.text == question
    assert view.boards.row == 0 and not view.boards.ranked and view.carded == entry
    press(app, K.ESCAPE)  # Esc is no, and the card stays open
    assert view.message.text == "Nothing was changed." and view.carded == entry
    press(app, K.F)
    click(app, view.league_grid.rects[0])  # the league's row: no, and nothing fired
    assert view.message.text == "" and view.carded == entry
    press(app, K.Y)  # no question now: Y is the History button
    assert len(store.team(entry).players) == before and view.form is not None
    view.close()
