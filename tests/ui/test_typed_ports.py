"""The network screens read a port as every typed number is read: the Host screen's port field
takes only the digits 0-9 ("²" and "٣" are not taken, and a port set to one from elsewhere is a
line on the status, not an exception), and the Join screen refuses an address whose port is not
plain digits before it tries to connect."""

from __future__ import annotations

from pathlib import Path

import arcade

from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.net.join_screen import JoinScreen
from samurai_bowl.ui.routes import JoinMatch
from tests.ui.driving import host_screen
from tests.ui.test_builder import click, press, type_text


def test_the_host_screens_port_takes_only_plain_digits(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    screen, _, _ = host_screen(app, store, data, tmp_path)
    click(app.window, screen.port.rect)
    press(app.window, *[arcade.key.BACKSPACE] * 5)
    type_text(app.window, "²٣0")
    assert screen.port.value == "0"
    screen.port.value = "²"  # set from elsewhere: still not a port
    click(app.window, screen.port.rect)
    press(app.window, arcade.key.ENTER)  # Enter in the field hosts
    assert screen.link is None
    assert screen.status.text == "Port: must be a whole number (got '²')"


def test_the_join_screen_refuses_a_port_of_other_digits(app: App, store: TeamStore) -> None:
    app.go(JoinMatch())
    screen = app.window.current_view
    assert isinstance(screen, JoinScreen)
    click(app.window, screen.address.rect)
    type_text(app.window, "127.0.0.1:٣٣")
    click(app.window, screen.code.rect)
    type_text(app.window, "ABCDE-FGHJK")
    press(app.window, arcade.key.ENTER)
    assert screen.link is None
    assert screen.status.text.startswith("Address: must be an address and a port 1 to 65535")
