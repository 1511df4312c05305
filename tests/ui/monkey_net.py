"""Both ends of a network match for the monkey (tests/ui/monkey.py): the window hosts from its Host
screen or joins from its Join screen over 127.0.0.1, and the other end is a link of the test's own
in this process, its decisions an easy coach's. While the decision is the other end's, the monkey
waits for it and for the window to show it, as a person at the window would."""

from __future__ import annotations

import arcade

from samurai_bowl.data import GameData
from samurai_bowl.net.link import JoinLink, NetLink
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.net_view import NetMatchView
from tests.net.games import read_team
from tests.ui.driving import back_to_the_menu, frames_until, host_screen
from tests.ui.gestures import send
from tests.ui.test_net_drops_window import CODE, hosting, join_in_window, joined
from tests.ui.test_net_window import CODE as SHOWN_CODE

PATIENCE = 400  # the other end's decisions in a row before the monkey goes on anyway


class OtherEnd:
    """The far end of the window's network match: ``link`` played by an easy coach."""

    def __init__(self, link: NetLink, seed: int) -> None:
        self.link = link
        self.coach = make_coach("easy", seed)
        self.window_end: NetLink | None = None  # the window's own link, once its match screen shows

    def window_link(self) -> NetLink | None:
        return self.window_end

    def play_on(self, app: App, view: NetMatchView) -> None:
        """The other end's decisions until the window's coach is to act, the match is over or
        waits, or the window has left the match; each shown in the window before the next."""
        for _ in range(PATIENCE):
            m, theirs = view.match, self.link.match
            if app.window.current_view is not view or m.pending is None or view.human_to_act():
                return
            if view.link.paused is not None or self.link.paused is not None or theirs is None:
                return
            theirs_to_act = theirs.pending is not None and theirs.pending.side == self.link.side
            if theirs_to_act and self.link.request(self.coach.choose(theirs)) is not None:
                return  # refused: nothing changed for the window to show
            frames_until(app, "the other end's decision shown", lambda: self._caught_up(app, view))

    def _caught_up(self, app: App, view: NetMatchView) -> bool:
        theirs = self.link.match
        if app.window.current_view is not view or view.ending or theirs is None:
            return True
        return view.shown == view.link.version and view.match.history == theirs.history

    def close(self) -> None:
        self.link.close()


def window_hosts(app: App, data: GameData, seed: int) -> OtherEnd:
    """The window hosts a friendly from its Host screen on 127.0.0.1; the other end joins."""
    screen, _, lion = host_screen(app, app.teams, data, app.folder)
    screen.port.value = "0"  # any free port: tests run side by side
    send(app, "on_key_press", arcade.key.M, 0)  # host on this machine only
    found = SHOWN_CODE.search(screen.lines[0].text)
    assert found is not None, screen.status.text
    team = read_team(lion).model_dump(mode="json")
    other = OtherEnd(JoinLink(data, found[1], found[2], team), seed)
    return seen_in_the_window(app, other)


def window_joins(app: App, data: GameData, seed: int) -> OtherEnd:
    """The other end hosts on 127.0.0.1; the window joins it from its Join screen, typing the
    address and the code."""
    host = hosting(data, app.folder / "host", CODE)
    assert host.address is not None
    other = OtherEnd(host, seed)
    try:
        join_in_window(app, f"127.0.0.1:{host.address[1]}")
    except BaseException:
        other.close()
        raise
    return seen_in_the_window(app, other)


def seen_in_the_window(app: App, other: OtherEnd) -> OtherEnd:
    """``other`` once the window shows the match it plays; both ends closed if it never does."""
    try:
        other.window_end = joined(app).link
    except BaseException:
        back_to_the_menu(app)  # the window's end hung up, if it got as far as the match
        other.close()
        raise
    return other
