"""A network match in the window knows both coaches by name: the joiner's typed on the Join screen
(and remembered), the host's from its match; the joiner's results count the match in the
joiner's own book."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import arcade
import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Match
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.link import HostLink
from samurai_bowl.ratings.book import Book
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.net.join_screen import JoinScreen
from samurai_bowl.ui.routes import JoinMatch
from tests.ui.driving import back_to_the_menu, frames_until
from tests.ui.test_net_drops_window import CODE, joined
from tests.ui.test_net_window import send, type_in

DICE = 4402  # the match's seed: its replay is match-4402.json, a name no other window test saves


@pytest.fixture
def joiner(app: App, store: TeamStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """The window as a joining player's, on a data folder of the test's own."""
    monkeypatch.setattr(app, "folder", tmp_path / "joiner")
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "instant"}))
    yield app
    back_to_the_menu(app)


def test_both_names_travel_and_the_joiner_counts_the_match(
    joiner: App, data: GameData, tmp_path: Path
) -> None:
    app = joiner
    rng = random.Random(3)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), DICE)
    session = Session(match, ("human", "human"), network={"remote": 1, "code": CODE}, names=("Kenji", None))
    host = HostLink(data, tmp_path / "host", MatchHost(session, CODE), lambda s: None)
    try:
        host.listen("127.0.0.1", 0)
        assert host.address is not None
        app.go(JoinMatch())
        screen = app.window.current_view
        assert isinstance(screen, JoinScreen)
        type_in(app, f"127.0.0.1:{host.address[1]}")
        send(app, "on_key_press", arcade.key.TAB, 0)
        type_in(app, CODE)
        send(app, "on_key_press", arcade.key.TAB, 0)
        assert screen.coach.focused
        type_in(app, "Aiko")
        send(app, "on_key_press", arcade.key.ENTER, 0)
        view = joined(app)
        assert view.session.names == ("Kenji", "Aiko")  # the joiner's screen knows both
        assert host.names() == ("Kenji", "Aiko")  # and so does the host's
        assert app.settings.coach_name == "Aiko"
        frames_until(
            app,
            "the host's decision",
            lambda: (
                host.match is not None and host.match.pending is not None and host.match.pending.side == 0
            ),
        )
        assert host.request(Action(Act.CONCEDE)) is None  # Kenji concedes (R3.8): Aiko wins
        frames_until(app, "the results", lambda: isinstance(app.window.current_view, EndView))
        end = app.window.current_view
        assert isinstance(end, EndView) and end.ratings.text.startswith("Ratings: Kenji ")
        book = Book.load(tmp_path / "joiner")
        assert (book.record("Aiko").won, book.record("Kenji").lost) == (1, 1)
        end.story.close()
    finally:
        host.close()
