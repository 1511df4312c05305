"""The match screen of a network match at either end, against a real host or joiner of the test's
own over 127.0.0.1: the dugouts follow the match as the host sends it."""

from __future__ import annotations

import random
from pathlib import Path

import arcade

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Match
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.link import HostLink
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import WARN
from samurai_bowl.ui.match.net_view import NetMatchView
from samurai_bowl.ui.match.parts.dugout_boxes import box_of
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.match.words.hover_words import card_words, target_words
from tests.net.games import SEED
from tests.net.relay import Relay
from tests.net.wire import Wire
from tests.ui.conftest import render
from tests.ui.driving import back_to_the_menu, frames_until
from tests.ui.gestures import send
from tests.ui.offscreen import shot_at
from tests.ui.test_hover_words_window import wind_pass
from tests.ui.test_net_drops_window import CODE, hosting, join_in_window, joined


def play_to_kick_off(app: App, view: NetMatchView, host: HostLink) -> None:
    """Both coaches play (this window's over the network, the host's through its link) until
    both teams are set up and the ball is kicked: every model is then on the pitch."""
    coach = make_coach("normal", SEED)
    while view.match.turn_seq < 1:
        if view.human_to_act():
            assert view.apply(coach.choose(view.match))
        elif (
            host.match is not None and host.match.pending is not None and host.match.pending.side == host.side
        ):
            assert host.request(coach.choose(host.match)) is None
        frames_until(app, "the action shown", lambda: view.link.version == view.shown)


def boxes_shown(view: NetMatchView) -> dict[int, dict[str, list[int]]]:
    return {d.side: {key: pieces for key, _, pieces in d.groups()} for d in view.dugouts.sides}


def boxes_held(match: Match) -> dict[int, dict[str, list[int]]]:
    """Who is in which dugout box in ``match`` (Reserves always shown)."""
    out: dict[int, dict[str, list[int]]] = {0: {"reserves": []}, 1: {"reserves": []}}
    for piece in sorted(match.pieces, key=lambda p: p.number):
        key = box_of(match, piece)
        if key is not None:
            out[int(piece.side)].setdefault(key, []).append(piece.index)
    return out


def test_the_joiners_dugouts_hold_only_who_is_off_the_pitch(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    host = hosting(data, tmp_path, CODE)
    try:
        assert host.address is not None
        join_in_window(app, f"127.0.0.1:{host.address[1]}")
        view = joined(app)
        play_to_kick_off(app, view, host)
        on_pitch = [p.index for p in view.match.pieces if p.status.on_pitch]
        assert len(on_pitch) >= 22  # both teams set up
        assert boxes_shown(view) == boxes_held(view.match)
        view.input.selected = on_pitch[0]
        for size in ((1280, 720), (1920, 1080)):
            shot_at(app.window, view, size, "net-joiner-dugouts")
        held = boxes_held(view.match)
        for dugout in view.dugouts.sides:  # no token in a dugout for a model on the pitch
            assert not set(dugout.spots) & set(on_pitch)
            reserves = len(held[dugout.side]["reserves"])
            assert dugout.heads["reserves"].text in (f"Reserves {reserves}", f"Res {reserves}")
    finally:
        back_to_the_menu(app)
        host.close()


def test_the_hosts_hover_never_previews_the_joiners_pass(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    """The host ends his turn with the mouse resting on the joiner's catcher; the joiner's ninja
    then takes his pass. The host reads who the catcher is, as a spectator would, and none of the
    pass's odds, and the pitch shows none of the joiner's choices; the mouse moved on, the words
    follow it."""
    m, throw = wind_pass(data)
    assert throw.piece is not None and throw.square is not None
    end_turn = Action(Act.END_TURN)
    m.apply(end_turn)  # the joiner's side (home) has had a turn: now it is the host's
    session = Session(m, ("human", "human"), network={"remote": 0, "code": CODE})
    host = HostLink(data, tmp_path, MatchHost(session, CODE, remote=0), lambda s: None)
    host.listen("127.0.0.1", 0)
    assert host.address is not None
    wire = Wire(data, f"127.0.0.1:{host.address[1]}")
    try:
        assert wire.hello(CODE)["side"] == 0  # the joiner coaches the passing side
        frames_until(app, "the joiner here", lambda: host.paused is None and host.version > 0)
        view = NetMatchView(app, host)
        app.show(view)
        frames_until(app, "the host's decision", view.human_to_act)
        square = view.geo.centre(throw.square)
        view.on_mouse_motion(round(square[0]), round(square[1]), 0, 0)
        assert view.apply(end_turn)
        wire.until_my_decision()
        wire.act(Action(Act.ACTIVATE, piece=throw.piece))
        wire.next()
        assert wire.match is not None and wire.match.allows(throw)
        frames_until(app, "the joiner's ninja acting", lambda: view.match.history == wire.match.history)
        assert "%" in target_words(view.match, throw)  # the words the joiner reads, his alone
        catcher = view.match.board_view.at(throw.square)
        assert catcher is not None and not view.human_to_act()
        for size in ((1280, 720), (1920, 1080)):
            view.on_resize(*size)
            shot_at(app.window, view, size, "net-host-hovers-joiners-pass", keep=True)
            assert view.input.words.text == card_words(view.match, catcher)
            assert not view.input.marks().shade and not view.input.marks().targets
        ninja = view.match.pieces[throw.piece]
        assert ninja.square is not None
        view.on_mouse_motion(*(round(c) for c in view.geo.centre(ninja.square)), 0, 0)
        render(app.window)
        assert view.input.words.text == card_words(view.match, ninja)
        view.on_resize(*app.window.get_size())
    finally:
        wire.connection.close()
        back_to_the_menu(app)
        host.close()


def test_the_joiner_reads_whom_he_coaches_and_the_connection_as_it_changes(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    host = hosting(data, tmp_path, CODE)
    assert host.address is not None
    relay = Relay(host.address[1])
    try:
        join_in_window(app, relay.address)
        view = joined(app)
        away = view.match.teams[1].name
        said = f"You coach {away} (away) · connected to {relay.address}"
        frames_until(app, "the line", lambda: view.line.label.text == said)
        relay.cut()  # the cable is pulled: he is told, and that it is tried again
        lost = f"You coach {away} (away) · connection to {relay.address} lost: trying again"
        frames_until(app, "the loss said", lambda: view.line.words[0] == lost)
        assert view.line.label.text in view.line.words and away in view.line.label.text  # as room allows
        assert view.line.label.color == WARN and "trying again" in view.banner.text
        assert view.status.text == "The connection to the host dropped: trying again"
        for size in ((1280, 720), (1920, 1080)):
            image = shot_at(app.window, view, size, "net-joiner-connection-lost")
            line, banner = view.line.label, view.banner
            assert line.left >= 0 and line.right + 4 <= banner.left and banner.right <= view.plan.panel[0]
            assert image.size == size
        relay.mend()
        frames_until(app, "back", lambda: view.line.label.text == said)
        assert view.status.text == f"Connected to the host at {relay.address}"
    finally:
        relay.close()
        back_to_the_menu(app)
        host.close()


def test_waiting_for_the_joiner_says_his_time_to_come_back_and_the_key_that_awards(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    """The host's window while the joiner is away: how long he has, then that A awards the match
    once the time is up (R3.8); A does it."""
    now = [1000.0]
    rng = random.Random(3)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), SEED)
    session = Session(m, ("human", "human"), network={"remote": 1, "code": CODE})
    hosted = MatchHost(session, CODE, award_after=120.0, clock=lambda: now[0])
    host = HostLink(data, tmp_path, hosted, lambda s: None)
    host.listen("127.0.0.1", 0)
    assert host.address is not None
    wire = Wire(data, f"127.0.0.1:{host.address[1]}")
    try:
        assert wire.hello(CODE)["side"] == 1
        frames_until(app, "the joiner here", lambda: host.paused is None and host.version > 0)
        view = NetMatchView(app, host)
        app.show(view)
        away = view.match.teams[1].name
        wire.connection.close()  # he goes
        frames_until(app, "the wait", lambda: host.paused is not None and view.link.version == view.shown)
        now[0] += 30
        render(app.window)
        waits = f"The match waits: {hosted.paused}"
        assert "to reconnect" in waits
        assert view.banner.text == f"{away} away: back within 1:30 or A awards you the match"
        assert view.waiting_words() == f"{waits}; after 2 min away, A awards you the match"
        assert view.status.text == f"{away} lost the connection"
        for size in ((1280, 720), (1920, 1080)):
            shot_at(app.window, view, size, "net-host-waits-for-joiner")
            assert view.banner.left >= 0 and view.banner.right <= view.plan.panel[0]
            assert view.line.label.right < view.banner.left
        view.on_resize(*app.window.get_size())
        render(app.window)
        send(app, "on_key_press", arcade.key.A, 0)  # too soon: refused, and said why
        assert not hosted.awarded
        now[0] += 100
        render(app.window)
        assert view.banner.text == f"{away} did not come back in time: A awards you the match"
        shot_at(app.window, view, (1280, 720), "net-host-may-award")
        send(app, "on_key_press", arcade.key.A, 0)
        assert hosted.awarded
    finally:
        back_to_the_menu(app)
        host.close()


def test_the_joiners_pause_menu_says_how_long_he_may_be_away(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    """The host tells the joiner its wait for an absent coach (R3.8); his pause menu says it where
    it says that leaving hangs up, whole at both sizes."""
    host = hosting(data, tmp_path, CODE, award_after=150.0)
    assert host.address is not None
    try:
        join_in_window(app, f"127.0.0.1:{host.address[1]}")
        view = joined(app)
        frames_until(app, "the welcome", lambda: view.link.connected)
        send(app, "on_key_press", arcade.key.ESCAPE, 0)
        pause = app.window.current_view
        assert isinstance(pause, PauseView)
        assert pause.footer.text == (
            "Leaving hangs up: the host keeps the match; join again with the same code "
            "within 2.5 min, or the host may take the match"
        )
        for size in ((1280, 720), (1920, 1080)):
            shot_at(app.window, pause, size, "net-joiner-pause")
            assert pause.footer.left >= 0 and pause.footer.right <= size[0]
        send(app, "on_key_press", arcade.key.ESCAPE, 0)
    finally:
        back_to_the_menu(app)
        host.close()
