"""The chat and the turn clock on the match screen of a hosted match, driven headless: the Host
screen sets a clock, a joiner of the test's own joins over 127.0.0.1 and says a line, the host's
coach answers by typing into the window."""

from __future__ import annotations

import re
import time
from pathlib import Path

import arcade

from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.net_view import NetMatchView
from tests.net.games import read_team
from tests.net.wire import Wire
from tests.ui.driving import frames_until, host_screen
from tests.ui.gestures import send
from tests.ui.offscreen import shot_at

CODE = re.compile(r"Address: (\S+)\s+Join code: (\S+)")
CLOCK = re.compile(r"\b(Your clock|clock) (\d):(\d\d)")


def next_of(wire: Wire, kind: str) -> dict[str, object]:
    while True:
        message = wire.next()
        if message["type"] == kind:
            return message


def test_the_coaches_chat_in_the_log_and_the_clock_counts_in_the_banner(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    screen, _, lion = host_screen(app, store, data, tmp_path)
    assert screen.turn_clock.value.text == "none"  # a friendly has no clock unless asked for
    for _ in range(3):
        send(app, "on_key_press", arcade.key.DOWN, 0)  # Spectators, You may take, Turn clock
    send(app, "on_key_press", arcade.key.RIGHT, 0)
    assert screen.turn_clock.value.text == "2 minutes a team turn"
    screen.port.value = "0"
    send(app, "on_key_press", arcade.key.M, 0)
    found = CODE.search(screen.lines[0].text)
    assert found is not None, screen.status.text
    assert screen.link is not None
    now = time.monotonic()
    screen.link.host.clock = lambda: now  # the clock shows 2:00 and never runs out, however slow the run
    wire = Wire(data, found[1])
    welcome = wire.hello(found[2], read_team(lion).model_dump(mode="json"))
    assert welcome["type"] == "welcome" and welcome["clock"]["limit"] == 120.0
    frames_until(app, "the match screen", lambda: isinstance(app.window.current_view, NetMatchView))
    view = app.window.current_view
    assert isinstance(view, NetMatchView)

    # the clock: whose it is, counting down from two minutes
    frames_until(app, "the clock in the banner", lambda: CLOCK.search(view.banner.text))
    shown = CLOCK.search(view.banner.text)
    assert shown is not None and int(shown[2]) * 60 + int(shown[3]) <= 120

    # the joiner says a line (markup stays words); it comes into the host's log in his colour
    wire.send({"v": 1, "type": "say", "text": "good luck <b>host</b>"})
    lion_name = read_team(lion).name
    said = f"{lion_name}' coach: good luck <b>host</b>"
    frames_until(app, "the line in the log", lambda: said in " ".join(view.panel.log.row_texts()))
    entry = view.panel.story.entries[-1]
    assert entry.text == said and entry.side == 1
    assert view.panel.log.rows[-1].colour == view.panel.log.inks[1]

    # the host's coach answers: Enter opens the line, every key is the line's, Enter says it
    send(app, "on_key_press", arcade.key.ENTER, 0)
    assert view.talk.open
    for ch in "e gg":  # E would end the activation: here it is a letter of the line
        send(app, "on_text", ch)
        send(app, "on_key_press", arcade.key.E if ch == "e" else arcade.key.G, 0)
    history = len(view.match.history)
    for size in ((1280, 720), (1920, 1080)):  # for a look: the open line and the log over it
        shot_at(app.window, view, size, "chat-line", keep=size == app.window.get_size())
    send(app, "on_key_press", arcade.key.ENTER, 0)
    assert not view.talk.open and len(view.match.history) == history
    echo = next_of(wire, "chat")["line"]  # everyone is sent every line, its sayer too
    assert isinstance(echo, dict) and (echo["side"], echo["text"]) == (1, "good luck <b>host</b>")
    line = next_of(wire, "chat")["line"]
    assert isinstance(line, dict) and (line["side"], line["text"]) == (0, "e gg")
    frames_until(app, "the answer in the log", lambda: "coach: e gg" in " ".join(view.panel.log.row_texts()))

    # Esc closes the line without saying it, and the match screen has its keys again
    send(app, "on_key_press", arcade.key.ENTER, 0)
    send(app, "on_text", "never said")
    send(app, "on_key_press", arcade.key.ESCAPE, 0)
    assert not view.talk.open and app.window.current_view is view
    wire.close()
    view.link.close()
