"""The Host and Join screens offer a relay both machines dial out to (no port to open): a choice
on each screen puts the relay's address in place of the port (or the host's address), prefilled
from the settings; an address that is no relay's is one line and starts nothing; through a real
relay the host waits with its code shown, the joiner joins, and the settings keep the relay."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import re
import socket
import threading
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import arcade
import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.hosting import relay_token
from samurai_bowl.net.link import HostLink
from samurai_bowl.net.relay import Limits, Relay
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App, draw_frame
from samurai_bowl.ui.kit.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from samurai_bowl.ui.match.net_view import NetMatchView
from samurai_bowl.ui.net.form import FormScreen
from samurai_bowl.ui.net.host_screen import HostScreen
from samurai_bowl.ui.net.join_screen import JoinScreen
from samurai_bowl.ui.routes import HostMatch, JoinMatch
from tests.net.wire import Wire
from tests.subprocesses import wait_until
from tests.ui.driving import back_to_the_menu, frames_until, host_screen
from tests.ui.offscreen import shot_at
from tests.ui.test_builder import click, press, type_text

T = TypeVar("T")
TIMEOUT = 60.0  # seconds, against a hang only
KEPT = "wss://relay.example.org"  # the relay the settings remember before a test
CODE = "ABCDEFGHJK"
DICE = 4403  # the joined match's seed
WAITING = re.compile(r"Relay: (\S+)\s+Join code: (\S+)")


class RelayThread:
    """A relay on 127.0.0.1 (any free port) served from an asyncio loop of its own thread; leaving
    the ``with`` closes it and ends the thread."""

    def __init__(self, limits: Limits | None = None) -> None:
        self.limits = limits
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="relay", daemon=True)
        self.relay: Relay | None = None
        self.url = ""

    def __enter__(self) -> RelayThread:
        self.thread.start()
        port = self.run(self._start(0))
        self.url = f"ws://127.0.0.1:{port}"
        return self

    def restart(self, limits: Limits) -> None:
        """Stop the relay (every match it served ends) and start another at the same address."""
        assert self.relay is not None
        self.run(self.relay.close())
        self.limits = limits
        self.run(self._start(int(self.url.rpartition(":")[2])))

    def __exit__(self, *_: object) -> None:
        if self.relay is not None:
            self.run(self.relay.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(TIMEOUT)
        self.loop.close()

    def run(self, work: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(TIMEOUT)

    def status(self) -> dict[str, int]:
        async def read() -> dict[str, int]:
            assert self.relay is not None
            return self.relay.status()

        return self.run(read())

    async def _start(self, port: int) -> int:
        self.relay = Relay(self.limits)
        return (await self.relay.start("127.0.0.1", port))[1]


@pytest.fixture
def player(app: App, store: TeamStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """The window on a player's folder of the test's own, whose settings remember a relay."""
    monkeypatch.setattr(app, "folder", tmp_path / "player")
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"relay_address": KEPT}))
    yield app
    back_to_the_menu(app)


def captions(screen: FormScreen) -> list[str]:
    return [caption.text for caption in screen.captions]


def buttons(screen: FormScreen) -> list[str]:
    return [button.text.text for button in screen.choosing.buttons]


def kept_relay(app: App) -> str | None:
    """The relay the settings file keeps (None: no settings file)."""
    path = app.folder / SETTINGS_FILE
    return json.loads(path.read_text())["relay_address"] if path.exists() else None


def a_session(data: GameData, **network: str) -> Session:
    """A match of two drafted teams (the same every time) for a host whose joiner coaches the
    away side, with ``network`` kept besides."""
    rng = random.Random(3)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), DICE)
    return Session(match, ("human", "human"), network={"remote": 1, "code": CODE, **network})


def dialled(app: App, screen: HostScreen) -> None:
    """Frames until the Host screen has reached the relay, or has said why it could not."""
    frames_until(app, "the relay reached or not", lambda: screen.dialling is None)


def relay_host_screen(app: App, store: TeamStore, data: GameData, folder: Path, url: str) -> HostScreen:
    """The Host screen through a relay (chosen by the keys), ``url`` typed as its address."""
    screen, _, _ = host_screen(app, store, data, folder)
    press(app.window, arcade.key.UP, arcade.key.RIGHT)  # the last line: the way the joiner comes
    assert screen.through_relay
    click(app.window, screen.relay.rect)
    press(app.window, *[arcade.key.BACKSPACE] * len(screen.relay.value))
    type_text(app.window, url)
    return screen


def test_the_settings_keep_a_relays_address_and_older_files_still_load(tmp_path: Path) -> None:
    old = Settings().model_dump()
    del old["relay_address"]  # a settings file from before relays
    (tmp_path / SETTINGS_FILE).write_text(json.dumps(old))
    assert load_settings(tmp_path) == (Settings(), None)
    settings = Settings(relay_address="  wss://relay.example.org:8443/samurai ")
    assert settings.relay_address == "wss://relay.example.org:8443/samurai"
    save_settings(tmp_path, settings)
    assert load_settings(tmp_path) == (settings, None)
    (tmp_path / SETTINGS_FILE).write_text(json.dumps({"relay_address": "relay.example.org"}))
    loaded, notice = load_settings(tmp_path)
    assert loaded == Settings()
    assert notice is not None and "relay_address" in notice and "wss://HOST[:PORT]" in notice


def test_the_relay_choice_puts_the_relays_address_in_place_of_the_port(
    player: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    app = player
    screen, _, _ = host_screen(app, store, data, tmp_path)
    assert captions(screen) == ["Port", "Your name"]
    assert buttons(screen) == ["Host on this machine only", "Host for other machines", "Back"]
    press(app.window, arcade.key.UP, arcade.key.RIGHT)  # by the keys
    assert captions(screen) == ["Relay address", "Your name"]
    assert screen.fields[0][1] is screen.relay and screen.relay.value == KEPT  # from the settings
    assert buttons(screen) == ["Host through the relay", "Back"]
    draw_frame(app.window)
    click(app.window, screen.way.back.rect)  # and by the mouse
    assert not screen.through_relay and captions(screen) == ["Port", "Your name"]
    assert buttons(screen) == ["Host on this machine only", "Host for other machines", "Back"]

    app.go(JoinMatch())
    join = app.window.current_view
    assert isinstance(join, JoinScreen) and join.address.focused
    type_text(app.window, "192.168.1.20:7455")
    click(app.window, join.way.next.rect)
    assert captions(join) == ["Relay address", "Join code", "Your name"]
    assert join.relay.value == KEPT and join.relay.focused  # the typing goes on in the relay's field
    assert "the relay's address" in join.lines[0].text
    type_text(app.window, "/match")
    assert join.relay.value == f"{KEPT}/match"
    draw_frame(app.window)
    press(app.window, arcade.key.TAB, arcade.key.TAB, arcade.key.TAB)  # past the fields: the lines
    assert join.lit == 2  # the way, lit since its arrow was clicked
    press(app.window, arcade.key.LEFT)  # back to the host's address
    assert not join.through_relay and captions(join) == ["Address", "Join code", "Your name"]
    assert join.address.value == "192.168.1.20:7455"  # as typed before


@pytest.mark.parametrize(
    ("typed", "problem"),
    [
        ("http://relay.example.org", "must be a relay's address, wss://HOST[:PORT] or ws://HOST[:PORT]"),
        ("", "is required: the relay's address"),
    ],
)
def test_an_address_no_relay_has_is_one_line_and_starts_nothing(
    player: App, store: TeamStore, data: GameData, tmp_path: Path, typed: str, problem: str
) -> None:
    app = player
    screen = relay_host_screen(app, store, data, tmp_path, typed)
    told = [line.text for line in screen.lines]
    press(app.window, arcade.key.ENTER)  # Enter in the field hosts
    assert screen.link is None and [line.text for line in screen.lines] == told
    assert screen.status.text.startswith(f"Relay address: {problem}")
    assert kept_relay(app) is None and app.settings.relay_address == KEPT

    app.go(JoinMatch())
    join = app.window.current_view
    assert isinstance(join, JoinScreen)
    click(app.window, join.way.next.rect)
    join.relay.value = typed
    join.code.value = "ABCDE-FGHJK"
    click(app.window, join.choosing.buttons[0].rect)  # Join, by the mouse
    assert join.link is None
    assert join.status.text.startswith(f"Relay address: {problem}")
    assert kept_relay(app) is None


def test_a_relay_that_refuses_or_cannot_be_reached_is_one_line(
    player: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    app = player
    with RelayThread(Limits(matches=0)) as relay:  # it serves no match at all
        screen = relay_host_screen(app, store, data, tmp_path, relay.url)
        told = [line.text for line in screen.lines]
        click(app.window, screen.choosing.buttons[0].rect)  # Host through the relay
        dialled(app, screen)
        assert screen.link is None
        assert screen.status.text == (
            "the relay refused: the relay serves 0 matches, its most: try another relay or later"
        )
        assert [line.text for line in screen.lines] == told  # the choices are back, as they were
        assert not screen.relay.focused
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))  # bound and never listening: nothing answers there
        url = f"ws://127.0.0.1:{held.getsockname()[1]}"
        screen.relay.value = url
        press(app.window, arcade.key.R)  # the button's key, no field taking the keys
        dialled(app, screen)
    assert screen.link is None
    assert screen.status.text.startswith(f"could not reach the relay at {url}")


def test_the_window_draws_while_the_relay_is_reached_and_esc_stops_it(
    player: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    app = player
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen()  # connections are made, and never answered
        url = f"ws://127.0.0.1:{silent.getsockname()[1]}"
        screen = relay_host_screen(app, store, data, tmp_path, url)
        press(app.window, arcade.key.ENTER)
        dialling = screen.dialling
        assert dialling is not None and screen.link is not None
        draw_frame(app.window)  # the window goes on drawing meanwhile
        assert screen.lines[0].text == f"Reaching the relay at {url}…"
        assert [b.text.text for b in screen.menu.buttons] == ["Stop hosting"]
        press(app.window, arcade.key.ESCAPE)
        assert screen.link is None and app.window.current_view is not screen
        wait_until(dialling.done.is_set, "the dial ended")
        assert dialling.problem == "stopped"


def test_the_host_screen_waits_through_a_real_relay(
    player: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    app = player
    with RelayThread() as relay:
        screen = relay_host_screen(app, store, data, tmp_path, relay.url)
        press(app.window, arcade.key.ENTER)  # Enter in the field hosts, through the relay
        dialled(app, screen)
        found = WAITING.fullmatch(screen.lines[0].text)
        assert found is not None, screen.status.text
        assert screen.link is not None and found[1] == relay.url
        assert re.fullmatch(r"[A-Z0-9]{5}-[A-Z0-9]{5}", found[2])
        assert (
            screen.lines[1].text == "Waiting for the other coach to join through the relay (no port to open)"
        )
        assert screen.lines[2].text == "The match starts when he joins; Esc stops hosting."
        assert [b.text.text for b in screen.menu.buttons] == ["Stop hosting"]
        assert relay.status()["hosts"] == 1
        assert kept_relay(app) == relay.url == app.settings.relay_address
        frames_until(app, "a frame of waiting", lambda: screen.status.text == "")
        shot_at(app.window, screen, (1280, 720), "host-relay-waiting")
        press(app.window, arcade.key.ESCAPE)  # stop hosting
        assert screen.link is None
    app.go(JoinMatch())
    join = app.window.current_view
    assert isinstance(join, JoinScreen) and join.relay.value == relay.url  # offered again


def test_a_relay_that_stops_serving_the_match_is_told(
    player: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    app = player
    with RelayThread() as relay:
        screen = relay_host_screen(app, store, data, tmp_path, relay.url)
        press(app.window, arcade.key.ENTER)
        dialled(app, screen)
        assert screen.link is not None, screen.status.text
        relay.restart(Limits(matches=0))  # the code is gone, and the new relay takes no match
        said = "the relay refused: the relay serves 0 matches, its most: try another relay or later"
        frames_until(app, "the relay's refusal told", lambda: screen.status.text == said)
        press(app.window, arcade.key.ESCAPE)
        assert screen.link is None


def test_a_match_hosted_through_a_relay_is_hosted_again_through_it_with_its_code(
    player: App, data: GameData, tmp_path: Path
) -> None:
    """The relay keeps the code of a host that dropped: the match hosted again (its autosave)
    goes through the same relay with the same token, and has its code back."""
    app = player
    with RelayThread() as relay:
        token = relay_token(None)
        kept = {"relay": relay.url, "relay_token": token}
        before = HostLink(data, tmp_path / "host", MatchHost(a_session(data), CODE), lambda s: None)
        try:
            before.through_relay(relay.url, token)
        finally:
            before.close()  # a crash, say: the relay keeps the code for the host's return
        assert relay.status()["matches"] == 1
        app.go(HostMatch(resumed=a_session(data, **kept)))
        screen = app.window.current_view
        assert isinstance(screen, HostScreen) and screen.through_relay
        assert screen.relay.value == relay.url
        press(app.window, arcade.key.R)
        dialled(app, screen)
        assert screen.lines[0].text == f"Relay: {relay.url}    Join code: ABCDE-FGHJK", screen.status.text
        press(app.window, arcade.key.ESCAPE)
        assert screen.link is None


def test_the_join_screen_joins_through_a_real_relay(player: App, data: GameData, tmp_path: Path) -> None:
    app = player
    with RelayThread() as relay:
        host = HostLink(data, tmp_path / "host", MatchHost(a_session(data), CODE), lambda s: None)
        try:
            host.through_relay(relay.url, relay_token(None))
            app.go(JoinMatch())
            screen = app.window.current_view
            assert isinstance(screen, JoinScreen)
            press(app.window, arcade.key.TAB, arcade.key.TAB, arcade.key.TAB)  # to the lines
            press(app.window, arcade.key.UP, arcade.key.RIGHT)  # the way: through the relay
            assert screen.through_relay
            screen.relay.value = relay.url
            click(app.window, screen.code.rect)
            type_text(app.window, CODE)
            press(app.window, arcade.key.ENTER)
            assert screen.lines[0].text == f"Joining through the relay {relay.url}…"
            frames_until(app, "the match screen", lambda: isinstance(app.window.current_view, NetMatchView))
            view = app.window.current_view
            assert isinstance(view, NetMatchView) and view.link.side == 1
            assert relay.status()["pairs"] == 1
            assert kept_relay(app) == relay.url
            back_to_the_menu(app)
        finally:
            host.close()


def test_the_screens_with_a_relay_fit(player: App, store: TeamStore, data: GameData, tmp_path: Path) -> None:
    """Through a relay, every line stays inside the window and above the buttons, and no row or
    field overlaps the next, at both sizes."""
    app = player
    host, _, _ = host_screen(app, store, data, tmp_path)
    host.way.step(1)
    app.go(JoinMatch())
    join = app.window.current_view
    assert isinstance(join, JoinScreen)
    join.way.step(1)
    for screen, name in ((host, "host-relay"), (join, "join-relay")):
        for size in ((1280, 720), (1920, 1080)):
            shot_at(app.window, screen, size, name, keep=False)
            screen.on_resize(*size)
            tops = [row.back.rect for row in screen.rows] + [field.rect for _, field in screen.fields]
            for upper, lower in itertools.pairwise(tops):
                assert lower[1] + lower[3] <= upper[1]
            lowest = min(line.bottom for line in screen.lines if line.text)
            assert lowest > max(b.rect[1] + b.rect[3] for b in screen.menu.buttons)
            assert all(line.left >= 0 and line.right <= size[0] for line in screen.lines)
            screen.on_resize(*app.window.get_size())


def test_the_hosts_match_screen_says_when_the_relay_let_its_code_go(
    player: App, data: GameData, tmp_path: Path
) -> None:
    """Once the relay refuses the host's line back (its code gone to another), a joiner who drops
    cannot return through it: the host's match screen says so."""
    app = player
    with RelayThread() as relay:
        link = HostLink(data, tmp_path / "host", MatchHost(a_session(data), CODE), lambda s: None)
        try:
            link.through_relay(relay.url, relay_token(None))
            app.go(HostMatch(link=link, told=("through the relay",)))
            joiner = Wire(data, relay.url, CODE)
            assert joiner.hello(CODE)["type"] == "welcome"
            frames_until(app, "the match screen", lambda: isinstance(app.window.current_view, NetMatchView))
            view = app.window.current_view
            assert isinstance(view, NetMatchView) and "relay" not in view.status.text
            dial = link.host.dial
            assert dial is not None
            dial.problem = "the relay refused: this join code is another host's: host anew"
            view.after_change()
            assert view.status.text == (
                "the relay refused: this join code is another host's: host anew: "
                "a joiner who drops cannot come back through it"
            )
            joiner.connection.close()
            back_to_the_menu(app)
        finally:
            link.close()
