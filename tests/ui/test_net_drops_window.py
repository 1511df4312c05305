"""Drops told truly in the window: the Join screen says at once that no host answers at an address,
the match screen stops at a refusal that comes after the welcome and says why, and a joiner who
comes back after the host awarded the match (R3.8) is shown the results and keeps the replay (the
host's window serves on a little for him after the end)."""

from __future__ import annotations

import json
import random
import socket
from pathlib import Path

import arcade

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.link import HostLink
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.net_view import NetMatchView
from samurai_bowl.ui.net.join_screen import JoinScreen
from samurai_bowl.ui.routes import JoinMatch
from tests.net.games import SEED
from tests.net.relay import Relay
from tests.subprocesses import HANG, wait_until
from tests.ui.test_net_window import frames_until, send, type_in

CODE = "ABCDEFGHJK"
DICE = 4401  # the match's seed: its replay is match-4401.json, a name no other window test saves


def hosting(data: GameData, folder: Path, code: str, port: int = 0, award_after: float = 300.0) -> HostLink:
    """A match of two drafted teams (the same every time) served on 127.0.0.1:``port``, the joiner
    coaching the away side."""
    rng = random.Random(3)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), DICE)
    session = Session(match, ("human", "human"), network={"remote": 1, "code": code})
    link = HostLink(data, folder, MatchHost(session, code, award_after=award_after), lambda s: None)
    link.listen("127.0.0.1", port)
    return link


def join_in_window(app: App, address: str) -> JoinScreen:
    app.go(JoinMatch())
    screen = app.window.current_view
    assert isinstance(screen, JoinScreen)
    type_in(app, address)
    send(app, "on_key_press", arcade.key.TAB, 0)
    type_in(app, CODE)
    send(app, "on_key_press", arcade.key.ENTER, 0)
    return screen


def joined(app: App) -> NetMatchView:
    frames_until(app, "the match screen", lambda: isinstance(app.window.current_view, NetMatchView))
    view = app.window.current_view
    assert isinstance(view, NetMatchView)
    return view


def test_the_join_screen_says_at_once_that_no_host_answers(app: App, store: TeamStore) -> None:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))  # bound and never listening: nothing answers there
        address = f"127.0.0.1:{held.getsockname()[1]}"
        screen = join_in_window(app, address)
        said = f"{address}: no host answers; trying again every 2 s — Esc to stop"
        frames_until(app, "the address said unanswered", lambda: screen.lines[0].text == said)
        assert screen.link is not None and not screen.status.text  # still trying
        send(app, "on_key_press", arcade.key.ESCAPE, 0)
        assert screen.link is None


def test_the_match_screen_stops_at_a_refusal_after_the_welcome(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    """The host goes and another, with another code, serves on the same port: the match screen
    says the host refused and why, instead of waiting for ten minutes."""
    first = hosting(data, tmp_path, CODE)
    assert first.address is not None
    port = first.address[1]
    join_in_window(app, f"127.0.0.1:{port}")
    view = joined(app)
    coach = make_coach("normal", SEED)
    while not view.match.history:  # the banner follows the match from its first action on
        if view.human_to_act():
            assert view.apply(coach.choose(view.match))
        elif first.match is not None and first.match.pending is not None:
            first.request(coach.choose(first.match))
        frames_until(app, "the action shown", lambda: view.link.version == view.shown)
    first.close()
    other = hosting(data, tmp_path, "BBCDEFGHJK", port)
    try:
        frames_until(app, "the refusal", lambda: view.banner.text == "The host refused: wrong join code")
        assert view.link.paused is None and not view.apply(coach.choose(view.match))
    finally:
        view.left()
        app.main_menu()
        other.close()


def test_an_awarded_joiner_comes_back_to_the_results_and_keeps_the_replay(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    host_link = hosting(data, tmp_path, CODE, award_after=0.0)
    assert host_link.address is not None
    relay = Relay(host_link.address[1])
    host = host_link.host
    try:
        join_in_window(app, relay.address)
        view = joined(app)
        relay.cut()  # the joiner's cable is pulled
        wait_until(lambda: host.player is None, "the drop noticed")
        assert host_link.award() is None  # R3.8: he concedes at his next decision
        coach = make_coach("normal", SEED)
        while not host.finished.is_set():  # the host's coach plays on to it
            assert host_link.match is not None
            assert host_link.request(coach.choose(host_link.match)) is None
        kept = app.saves / f"match-{DICE}.json"
        kept.unlink(missing_ok=True)
        host_link.close()  # the host's window goes to its results: it serves on for the joiner
        assert host_link.linger_until is not None and not host_link.lingered.is_set()
        relay.mend()
        frames_until(app, "the results", lambda: isinstance(app.window.current_view, EndView))
        end = app.window.current_view
        assert isinstance(end, EndView) and end.session.match.result is not None
        assert end.session.match.result["conceded"] == 1
        assert view.link.ended is not None and view.link.ended.note.startswith("awarded (R3.8): ")
        replay = json.loads(kept.read_text())  # the host's replay, kept here
        assert host.session is not None
        assert replay["match"]["state"]["history"] == host.session.to_json()["match"]["state"]["history"]
        assert host_link.lingered.wait(HANG) and host.end_taken.is_set()  # stopped once he had it
    finally:
        relay.close()
        host_link.close()
        app.main_menu()
