"""Every finished window match counts in the coaches' book: a named coach's rating moves once (the
end seen twice counts once) and the end screen shows it; an unnamed coach's match records nothing;
a damaged book is told in one line and left as it was. The new-match screen takes the names,
remembers them, and says when a match will not be rated."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.ratings.book import BOOK_FILE, Book
from samurai_bowl.ratings.coach import Coach
from samurai_bowl.ratings.rating import PRIOR
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.settings import SETTINGS_FILE
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.setup import MatchSetupView
from samurai_bowl.ui.match.view import MatchView
from tests.rules.match_builder import crane_v_lion, sq
from tests.shots import shots
from tests.ui.conftest import render
from tests.ui.test_match_view import let_ai_play, press

K = arcade.key


@pytest.fixture
def player(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """The window on a data folder of the test's own, the AI without waits, the settings as they
    were afterwards."""
    monkeypatch.setattr(app, "folder", tmp_path)
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "instant"}))
    yield app
    app.main_menu()


def type_words(app: App, words: str) -> None:
    app.window.dispatch_event("on_text", words)
    app.window.dispatch_events()


def concede(app: App) -> EndView:
    """The coach at his decision concedes (R3.8) from the match menu: the end screen shows."""
    press(app, K.ESCAPE)
    press(app, K.C)
    press(app, K.Y)
    end = app.window.current_view
    assert isinstance(end, EndView)
    return end


def at_crane_turn(app: App, data: GameData, names: tuple[str | None, str | None]) -> MatchView:
    """Cranes (home, a person) at their turn against the normal AI's Lions."""
    placements = [Placement(0, sq(5, 5)), Placement(11, sq(15, 5))]
    m = match_at_turn(data, *crane_v_lion(), SeededDice(5), placements)
    view = MatchView(app, Session(m, ("human", "normal"), names=names))
    app.show(view)
    render(app.window)
    return view


def test_a_named_coach_is_rated_once_and_the_end_screen_shows_it(player: App, tmp_path: Path) -> None:
    app = player
    setup = MatchSetupView(app, against_ai=True, seed=8)
    app.show(setup)
    for _ in range(len(setup.rows)):  # down to the name, past the choices
        press(app, K.DOWN)
    assert setup.names[0].field.focused
    type_words(app, "Kenji")
    assert setup.rated.text == f"Rated: Kenji {PRIOR.shown()} v the normal AI 25.0 ± 0.0"
    press(app, K.ENTER)  # Enter in the name starts the match
    view = app.window.current_view
    assert isinstance(view, MatchView) and view.session.names == ("Kenji", None)
    assert app.settings.coach_name == "Kenji"  # remembered, on disk too
    assert json.loads((tmp_path / SETTINGS_FILE).read_text())["coach_name"] == "Kenji"
    let_ai_play(view)
    end = concede(app)  # a concession is a loss for the conceder

    book = Book.load(tmp_path)
    kenji = book.record("Kenji")
    assert (kenji.won, kenji.drawn, kenji.lost) == (0, 0, 1)
    assert kenji.rating.mu < PRIOR.mu and kenji.rating.sigma < PRIOR.sigma
    moved = kenji.rating.mu - PRIOR.mu
    assert end.ratings.text == f"Ratings: Kenji {kenji.rating.shown()} ({moved:+.1f})"
    render(app.window)
    arcade.get_image().convert("RGB").save(shots() / "end_with_rating.png")

    again = EndView(app, view.session)  # the end seen again: counted once
    assert Book.load(tmp_path).record("Kenji").lost == 1
    assert again.ratings.text == f"Ratings (counted before): Kenji {kenji.rating.shown()}"
    again.story.close()


def test_an_unnamed_coachs_match_records_nothing(player: App, data: GameData, tmp_path: Path) -> None:
    app = player
    setup = MatchSetupView(app, against_ai=True, seed=8)
    setup.names[0].field.value = ""
    setup.explain()
    assert setup.rated.text == "No name given: this match will not be rated"
    at_crane_turn(app, data, (None, None))
    end = concede(app)
    assert end.ratings.text == ""
    assert not (tmp_path / BOOK_FILE).exists()


def test_a_damaged_book_is_told_and_left_as_it_was(player: App, data: GameData, tmp_path: Path) -> None:
    app = player
    damaged = b'{"format": "samurai-bowl-coaches-1", "coaches": [{"name": "Kenji", "mu": 25, "sigma": -1}]}'
    (tmp_path / BOOK_FILE).write_bytes(damaged)
    at_crane_turn(app, data, ("Kenji", None))
    end = concede(app)
    assert end.ratings.text == "coaches.json: coaches[0].sigma: must be above 0 — ratings not updated"
    assert (tmp_path / BOOK_FILE).read_bytes() == damaged
    render(app.window)  # drawn, not a crash


def test_the_match_screen_reads_the_books_ratings(player: App, data: GameData, tmp_path: Path) -> None:
    app = player
    book = Book.load(tmp_path)
    book.count("before", Coach.person("Kenji"), Coach.ai("normal"), 0)
    book.save()
    view = at_crane_turn(app, data, ("Kenji", None))
    kenji, ai = view.panel.live.coaches
    assert kenji == Book.load(tmp_path).coach("Kenji") and kenji.rating.mu > PRIOR.mu
    assert ai == Coach.ai("normal")


def test_hot_seat_takes_two_names_and_says_when_unrated(player: App) -> None:
    app = player
    setup = MatchSetupView(app, against_ai=False, seed=3)
    app.show(setup)
    home, away = setup.names
    render(app.window)
    left, bottom, width, height = home.field.rect
    app.window.dispatch_event("on_mouse_press", int(left + width / 2), int(bottom + height / 2), 1, 0)
    app.window.dispatch_events()
    assert home.field.focused and not away.field.focused
    type_words(app, "Kenji")
    assert setup.rated.text == "A coach has no name: this match will not be rated"
    press(app, K.DOWN)
    assert away.field.focused
    type_words(app, "kenji ")
    assert setup.rated.text == "One coach on both benches: this match will not be rated"
    press(app, K.BACKSPACE)
    press(app, K.BACKSPACE)
    type_words(app, "o")
    assert setup.rated.text == f"Rated: Kenji {PRIOR.shown()} v kenjo {PRIOR.shown()}"
    render(app.window)
    arcade.get_image().convert("RGB").save(shots() / "hot_seat_names.png")
    press(app, K.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView) and view.session.names == ("Kenji", "kenjo")
    assert (app.settings.coach_name, app.settings.second_coach_name) == ("Kenji", "kenjo")


def test_a_league_fixture_takes_its_entries_coaches(
    player: App, data: GameData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from samurai_bowl.teams.store import TeamStore
    from samurai_bowl.ui.league.view import LeagueView
    from tests.ui.test_league_view import league_with

    app = player
    path = tmp_path / "league.sqlite3"
    league_with(data, path, [("Ann", "human"), ("AI (normal)", "normal")]).db.close()
    monkeypatch.setattr(app, "teams", TeamStore(tmp_path))
    app.show(LeagueView(app, path))
    render(app.window)
    press(app, K.P)  # play the person's fixture
    view = app.window.current_view
    assert isinstance(view, MatchView) and view.session.league is not None
    ann = 0 if view.session.human(0) else 1
    assert view.session.names[ann] == "Ann" and view.session.names[1 - ann] is None
