"""Host a match and Join a match in the window, driven headless: typed into, clicked, and played
over 127.0.0.1 against a joiner or a host of the test's own. The match screen at either end sends
each action to the host and shows only what the host sends back."""

from __future__ import annotations

import re
from pathlib import Path

import arcade

from samurai_bowl.cli.workers import make_coach
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App, draw_frame
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.net_view import NetMatchView
from samurai_bowl.ui.net.host_screen import HostScreen
from samurai_bowl.ui.net.join_screen import JoinScreen
from samurai_bowl.ui.routes import HostMatch, JoinMatch
from tests.net.games import SEED, host, read_team, team_files
from tests.net.wire import Wire
from tests.subprocesses import wait_until

CODE = re.compile(r"Address: (\S+)\s+Join code: (\S+)")


def send(app: App, event: str, *args: object) -> None:
    app.window.dispatch_event(event, *args)
    app.window.dispatch_events()


def type_in(app: App, words: str) -> None:
    for ch in words:
        send(app, "on_text", ch)


def frames_until(app: App, what: str, condition: object) -> None:
    def done() -> bool:
        draw_frame(app.window)
        return bool(condition() if callable(condition) else condition)

    wait_until(done, what)


def test_the_host_screen_hosts_and_its_match_screen_plays_a_joiner(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    crab, lion = team_files(data, tmp_path)
    store.save(read_team(crab), data)
    app.go(HostMatch())
    screen = app.window.current_view
    assert isinstance(screen, HostScreen)
    type_in(app, read_team(crab).name)
    send(app, "on_key_press", arcade.key.ENTER, 0)  # Enter: host on this machine only
    found = CODE.search(screen.lines[0].text)
    assert found is not None, screen.status.text
    wire = Wire(data, found[1])
    assert wire.hello(found[2], read_team(lion).model_dump(mode="json"))["type"] == "welcome"
    frames_until(app, "the match screen", lambda: isinstance(app.window.current_view, NetMatchView))
    view = app.window.current_view
    assert isinstance(view, NetMatchView) and view.link.side == 0
    coach = make_coach("normal", SEED)
    undone = False
    for _ in range(40):  # both coaches play: the joiner over the wire, the host in its window
        if wire.my_decision():
            assert wire.match is not None
            wire.act(coach.choose(wire.match))
            wire.next()
        else:
            frames_until(app, "the host's decision shown", view.human_to_act)
            assert view.apply(coach.choose(view.match))
            if not undone and view.match.taken_back() is not None:  # R4.7, decided by the host
                assert view.apply(Action(Act.UNDO))
                undone = True
            while wire.match is None or wire.match.history != view.match.history:
                wire.next()
    assert undone and any(e.kind == "undo" for e in view.match.events)
    frames_until(
        app, "the joiner's last action shown", lambda: wire.match and wire.match.history == view.match.history
    )
    while not wire.my_decision():  # the joiner concedes at his next decision (R3.8)
        frames_until(app, "the host's decision shown", view.human_to_act)
        assert view.apply(coach.choose(view.match))
        while wire.match is None or wire.match.history != view.match.history:
            wire.next()
    wire.act(Action(Act.CONCEDE))
    frames_until(app, "the results", lambda: isinstance(app.window.current_view, EndView))
    assert list(app.saves.glob("match-*.json"))


def test_the_join_screen_joins_a_host_and_plays_to_a_concession(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    crab, lion = team_files(data, tmp_path)
    store.save(read_team(lion), data)
    _, address, code = host(tmp_path / "host", "--team", str(crab), "--seed", str(SEED), "--port", "0")
    app.go(JoinMatch())
    screen = app.window.current_view
    assert isinstance(screen, JoinScreen)
    type_in(app, address)
    send(app, "on_key_press", arcade.key.TAB, 0)
    type_in(app, "ABCDE-FGHJK" if code != "ABCDE-FGHJK" else "BBCDE-FGHJK")
    send(app, "on_key_press", arcade.key.TAB, 0)
    type_in(app, read_team(lion).name)
    send(app, "on_key_press", arcade.key.ENTER, 0)
    frames_until(app, "the refusal", lambda: "wrong join code" in screen.status.text)
    screen.code.value = code
    send(app, "on_key_press", arcade.key.ENTER, 0)
    frames_until(app, "the match screen", lambda: isinstance(app.window.current_view, NetMatchView))
    view = app.window.current_view
    assert isinstance(view, NetMatchView) and view.link.side == 1
    coach = make_coach("normal", SEED)
    played = 0
    while played < 30:
        frames_until(app, "the joiner's decision", view.human_to_act)
        assert view.apply(coach.choose(view.match))
        played += 1
    saves_before = set(app.saves.glob("match-*.json"))
    frames_until(app, "the joiner's decision", view.human_to_act)
    assert view.apply(Action(Act.CONCEDE))
    frames_until(app, "the results", lambda: isinstance(app.window.current_view, EndView))
    end = app.window.current_view
    assert isinstance(end, EndView) and end.session.match.result is not None
    assert end.session.match.result["conceded"] == 1
    assert set(app.saves.glob("match-*.json")) - saves_before  # the host's replay, kept here
