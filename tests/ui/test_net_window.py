"""Host a match and Join a match in the window, driven headless: typed into, clicked, and played
over 127.0.0.1 against a joiner or a host of the test's own. The match screen at either end sends
each action to the host and shows only what the host sends back."""

from __future__ import annotations

import re
from pathlib import Path

import arcade
import pytest

from samurai_bowl.ai.coach import Coach
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Match
from samurai_bowl.net.join_code import new_code, typed
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.sessions.autosaves import autosave_path
from samurai_bowl.sessions.session import Session, save_session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App, draw_frame
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.net_view import NetMatchView
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.menus.resume_screen import resume_autosave
from samurai_bowl.ui.net.host_screen import HostScreen
from samurai_bowl.ui.net.join_screen import JoinScreen
from samurai_bowl.ui.routes import HostMatch, JoinMatch
from tests.net.games import SEED, host, league, read_team, team_files, two_coach_league
from tests.net.wire import Wire
from tests.ui.driving import frames_until, host_screen
from tests.ui.gestures import send
from tests.ui.offscreen import shot_at

CODE = re.compile(r"Address: (\S+)\s+Join code: (\S+)")


def type_in(app: App, words: str) -> None:
    for ch in words:
        send(app, "on_text", ch)


def catch_up(wire: Wire, view: NetMatchView) -> None:
    """Read the host's messages until the joiner's copy is where the host's screen is."""
    while wire.match is None or wire.match.history != view.match.history:
        wire.next()


def host_plays_to_the_joiners_decision(app: App, view: NetMatchView, wire: Wire, coach: Coach) -> None:
    """The host's coach plays in its window until the decision is the joiner's."""
    while not wire.my_decision():
        frames_until(app, "the host's decision shown", view.human_to_act)
        assert view.apply(coach.choose(view.match))
        catch_up(wire, view)


def test_the_host_screen_hosts_and_its_match_screen_plays_a_joiner(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    screen, crab, lion = host_screen(app, store, data, tmp_path)
    assert screen.what.value.text == f"A friendly: {read_team(crab).name} (Crab Clan)"
    screen.port.value = "0"  # any free port: tests run side by side
    send(app, "on_key_press", arcade.key.M, 0)  # host on this machine only
    found = CODE.search(screen.lines[0].text)
    assert found is not None, screen.status.text
    wire = Wire(data, found[1])
    assert wire.hello(found[2], read_team(lion).model_dump(mode="json"))["type"] == "welcome"
    frames_until(app, "the match screen", lambda: isinstance(app.window.current_view, NetMatchView))
    view = app.window.current_view
    assert isinstance(view, NetMatchView) and view.link.side == 0
    coach = make_coach("normal", SEED)
    undone = paused = False
    for _ in range(40):  # both coaches play: the joiner over the wire, the host in its window
        if wire.my_decision():
            assert wire.match is not None
            if not paused:  # Esc: the joiner's decision is not the host's to concede
                paused = True
                send(app, "on_key_press", arcade.key.ESCAPE, 0)
                draw_frame(app.window)
                pause = app.window.current_view
                assert isinstance(pause, PauseView)
                assert [b.text.text for b in pause.menu.buttons] == [
                    "Resume",
                    "Settings",
                    "Concede the match",
                    "Leave for the main menu",
                ]  # the host keeps the match: nothing to save or abandon apart from it
                assert pause.footer.text.startswith("Leaving stops hosting")
                send(app, "on_key_press", arcade.key.C, 0)
                joiner = view.match.teams[1].name
                assert pause.note.text == f"{joiner} are deciding: you may concede at your next decision"
                assert pause.heading.text == "Paused"
                send(app, "on_key_press", arcade.key.ESCAPE, 0)
                assert app.window.current_view is view
            wire.act(coach.choose(wire.match))
            wire.next()
        else:
            frames_until(app, "the host's decision shown", view.human_to_act)
            assert view.apply(coach.choose(view.match))
            if not undone and view.match.taken_back() is not None:  # R4.7, decided by the host
                assert view.apply(Action(Act.UNDO))
                undone = True
            catch_up(wire, view)
    assert undone and paused and any(e.kind == "undo" for e in view.match.events)
    frames_until(
        app, "the joiner's last action shown", lambda: wire.match and wire.match.history == view.match.history
    )
    host_plays_to_the_joiners_decision(app, view, wire, coach)  # where he concedes (R3.8)
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
    assert screen.team.value.text.startswith(read_team(lion).name)  # the first saved team
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
    for key in (arcade.key.ESCAPE, arcade.key.C, arcade.key.Y):  # pause, concede, yes (R3.8)
        send(app, "on_key_press", key, 0)
    # the host's word on the end may come after the concession is applied: the results show then
    frames_until(app, "the results", lambda: isinstance(app.window.current_view, EndView))
    end = app.window.current_view
    assert isinstance(end, EndView) and end.session.match.result is not None
    assert end.session.match.result["conceded"] == 1
    assert set(app.saves.glob("match-*.json")) - saves_before  # the host's replay, kept here


def test_the_host_screen_hosts_a_league_fixture_two_persons_coach(
    app: App, store: TeamStore, data: GameData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Host screen lists the fixture once for each side its coach may take; the joiner brings
    no team, plays the other side, and the result goes into the host's league."""
    crab, lion = team_files(data, tmp_path)
    monkeypatch.setattr(app, "folder", tmp_path / "host")  # its league file is the test's own
    two_coach_league(app.folder, crab, lion)
    app.go(HostMatch())
    screen = app.window.current_view
    assert isinstance(screen, HostScreen)
    fixtures = [c for c in screen.choices if c.fixture is not None]
    assert [f.fixture.remote for f in fixtures if f.fixture] == [1, 0]
    assert all(f.words.startswith("Winter Court #1: ") for f in fixtures)
    for _ in range(screen.choices.index(fixtures[1])):  # you coach the away side: the joiner home
        send(app, "on_key_press", arcade.key.RIGHT, 0)
    assert screen.what.value.text == fixtures[1].words
    send(app, "on_key_press", arcade.key.DOWN, 0)  # Spectators
    send(app, "on_key_press", arcade.key.RIGHT, 0)
    screen.port.value = "0"  # any free port: tests run side by side
    send(app, "on_key_press", arcade.key.M, 0)
    found = CODE.search(screen.lines[0].text)
    assert found is not None, screen.status.text
    assert screen.link is not None and screen.link.host.spectators
    draw_frame(app.window)
    assert app.window.current_view is screen  # no match screen before the joiner comes
    wire = Wire(data, found[1])
    welcome = wire.hello(found[2], None)
    assert (welcome["type"], welcome["side"], welcome["league"]) == ("welcome", 0, "Winter Court, round 1")
    frames_until(app, "the match screen", lambda: isinstance(app.window.current_view, NetMatchView))
    view = app.window.current_view
    assert isinstance(view, NetMatchView) and view.link.side == 1
    host_plays_to_the_joiners_decision(app, view, wire, make_coach("normal", SEED))
    wire.act(Action(Act.CONCEDE))
    frames_until(app, "the results", lambda: isinstance(app.window.current_view, EndView))
    history = league(app.folder, "history", "Winter Court")
    assert f"({view.match.teams[0].name} conceded)" in history, history


def test_the_host_and_join_screens_fit_at_both_sizes(
    app: App, store: TeamStore, data: GameData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fixture's long name stays between its row's arrows, each line inside the window and above
    the buttons; once hosting, only the address, the code and Stop hosting show."""
    crab, lion = team_files(data, tmp_path)
    monkeypatch.setattr(app, "folder", tmp_path / "host")
    two_coach_league(app.folder, crab, lion)
    app.go(HostMatch())
    host_screen = app.window.current_view
    assert isinstance(host_screen, HostScreen)
    while host_screen.choices[host_screen.what.index].fixture is None:
        host_screen.what.step(1)
    app.go(JoinMatch())
    join_screen = app.window.current_view
    assert isinstance(join_screen, JoinScreen)
    for screen, name in ((host_screen, "host"), (join_screen, "join")):
        for size in ((1280, 720), (1920, 1080)):
            shot_at(app.window, screen, size, name, keep=False)
            screen.on_resize(*size)
            for row in screen.rows:
                assert row.back.rect[0] + row.back.rect[2] <= row.value.left
                assert row.value.right <= row.next.rect[0]
            lowest = min(line.bottom for line in screen.lines if line.text)
            assert lowest > max(b.rect[1] + b.rect[3] for b in screen.menu.buttons)
            assert all(line.left >= 0 and line.right <= size[0] for line in screen.lines)
            screen.on_resize(*app.window.get_size())
    app.show(host_screen)
    host_screen.port.value = "0"  # any free port: tests run side by side
    host_screen.host_here()
    assert [b.text.text for b in host_screen.menu.buttons] == ["Stop hosting"]
    for size in ((1280, 720), (1920, 1080)):
        shot_at(app.window, host_screen, size, "host-listening")
    send(app, "on_key_press", arcade.key.ESCAPE, 0)
    assert host_screen.link is None


def test_a_match_hosted_before_is_hosted_again_from_the_resume_screen(
    app: App, data: GameData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Resuming a network match's autosave hosts it again with its own code, never plays it here
    (the joiner's side stays its coach's); the joiner comes back to the same position."""
    crab, lion = team_files(data, tmp_path)
    monkeypatch.setattr(app, "folder", tmp_path / "host")
    match = Match(data, read_team(crab), read_team(lion), SEED)
    coach = make_coach("normal", SEED)
    while len(match.history) < 12:
        match.apply(coach.choose(match))
    session = Session(match, ("human", "human"), network={"remote": 1, "code": new_code()})
    save_session(session, autosave_path(app.folder, session))
    resume_autosave(app, autosave_path(app.folder, session))
    screen = app.window.current_view
    assert isinstance(screen, HostScreen)
    assert [choice.words for choice in screen.choices] == [
        f"Hosted again: {match.teams[0].name} v {match.teams[1].name}"
    ]
    screen.port.value = "0"  # any free port: tests run side by side
    send(app, "on_key_press", arcade.key.M, 0)
    found = CODE.search(screen.lines[0].text)
    assert found is not None and typed(found[2]) == session.network["code"], screen.status.text
    wire = Wire(data, found[1])
    welcome = wire.hello(found[2], None)
    assert (welcome["type"], welcome["side"]) == ("welcome", 1)
    assert wire.match is not None and wire.match.history == match.history
    frames_until(app, "the match screen", lambda: isinstance(app.window.current_view, NetMatchView))
    view = app.window.current_view
    assert isinstance(view, NetMatchView) and view.link.side == 0
    view.left()  # leaving stops hosting
    app.main_menu()
