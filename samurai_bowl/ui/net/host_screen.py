"""Host a match: a friendly with one of your teams (the joining coach brings his own) or a fixture
of your league that two persons coach, whether others may watch, how long the joiner may be away
before you may take the match, the turn clock (none, or minutes for each team turn), and where to
listen. The screen then shows the address and the join
code to give the other coach, and the match screen opens when that coach joins.

Listening on every network (so another machine can join) is chosen only after a confirmation;
"This machine only" listens on the loopback address. Through a relay, the host listens nowhere:
it dials out to the relay, which both coaches reach, so no port need be open (the relay's address
is kept in the settings). The rules and the dice stay on this machine
(samurai_bowl/net/host.py); the match is autosaved as it goes and recorded at its end."""

from __future__ import annotations

import random
from dataclasses import dataclass

import arcade

from samurai_bowl.errors import DataError
from samurai_bowl.league.db import league_path
from samurai_bowl.net.address import PORT, this_machine
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.hosting import (
    HostedFixture,
    finish,
    fixture_session,
    fixtures_to_host,
    friendly_maker,
    match_host,
    relay_token,
)
from samurai_bowl.net.join_code import new_code, shown
from samurai_bowl.net.link import HostLink
from samurai_bowl.net.turn_clock import CHOICES
from samurai_bowl.ratings.book import NAME_MAX, clean_name
from samurai_bowl.sessions.session import Session
from samurai_bowl.text.numbers import is_digit, whole_number
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.choice_row import Row
from samurai_bowl.ui.kit.text_field import TextField
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.match.coach_names import UNNAMED, remember
from samurai_bowl.ui.match.setup import TeamChoice, team_choices
from samurai_bowl.ui.net.form import FormScreen
from samurai_bowl.ui.net.relay_choice import RELAY_CAPTION, Dialling, relay_field, remember_relay, typed_relay
from samurai_bowl.ui.routes import NetMatch

# how long a joiner may be away before the host may award the match (R3.8), as the screen offers it
AWAY_TIMES = (
    (120.0, "after 2 minutes away"),
    (300.0, "after 5 minutes away"),
    (600.0, "after 10 minutes away"),
)
SPECTATORS = ((False, "none"), (True, "anyone with the join code"))
TURN_CLOCKS = tuple(
    (seconds, "none" if seconds is None else f"{seconds / 60:g} minutes a team turn") for seconds in CHOICES
)
WAYS = ("at this machine's address", "through a relay (no port to open)")  # how the joiner comes


@dataclass(frozen=True)
class HostChoice:
    """What the Host screen can serve: a friendly with one of the host's teams, or a fixture."""

    words: str
    team: TeamChoice | None = None
    fixture: HostedFixture | None = None
    session: Session | None = None  # a match hosted before, from its autosave


def host_choices(app: Host) -> tuple[list[HostChoice], list[str]]:
    """A friendly with each team the host could play, then every fixture of the host's leagues
    that two persons coach; and the lines to tell about files that could not be read."""
    teams, broken = team_choices(app)
    choices = [HostChoice(f"A friendly: {choice.words}", team=choice) for choice in teams]
    try:
        fixtures = fixtures_to_host(app.data, league_path(app.folder))
    except DataError as exc:
        broken.append(str(exc))
        fixtures = []
    choices += [HostChoice(fixture.words, fixture=fixture) for fixture in fixtures]
    return choices, broken


class HostScreen(FormScreen):
    stop_words = "Stop hosting"

    def __init__(
        self,
        app: Host,
        link: HostLink | None = None,
        told: tuple[str, ...] = (),
        resumed: Session | None = None,
    ) -> None:
        """``link``: already listening (``samurai-bowl host``), saying ``told``; ``resumed``: a
        match hosted before, the only one offered."""
        if resumed is not None:
            home, away = (team.name for team in resumed.match.teams)
            self.choices = [HostChoice(f"Hosted again: {home} v {away}", session=resumed)]
            broken: list[str] = []
            told = told or (
                "A match hosted before: it goes on where it was saved.",
                "The joining coach comes back with the join code it had.",
            )
        else:
            self.choices, broken = host_choices(app)
        self.what = Row("Match", [choice.words for choice in self.choices])
        self.watchers = Row("Spectators", [words for _, words in SPECTATORS])
        self.away = Row("You may take the match", [words for _, words in AWAY_TIMES])
        self.away.step(1)  # 5 minutes
        self.turn_clock = Row("Turn clock", [words for _, words in TURN_CLOCKS])  # none, as friendlies have
        self.way = Row("The other coach joins", list(WAYS), on_change=lambda _: self._show_way())
        self.port = TextField(str(PORT), max_length=5, accept=is_digit, on_enter=lambda _: self.start())
        kept = _relay_kept(resumed)  # a match hosted again goes through the relay it went through
        self.relay = relay_field(app, lambda _: self.start(), kept)
        self.coach = TextField(
            app.settings.coach_name, max_length=NAME_MAX, placeholder=UNNAMED, on_enter=lambda _: self.start()
        )
        self.confirming = False
        self.link: HostLink | None = None
        self.dialling: Dialling | None = None  # reaching the relay, before the code is served there
        super().__init__(
            app,
            "Host a match",
            [("Port", self.port), ("Your name", self.coach)],
            self._buttons(),
            rows=[self.what, self.watchers, self.away, self.turn_clock, self.way],
        )
        if kept is not None:
            self.way.step(1)
        self.link = link
        self.layout(self.window.width, self.window.height)
        self.advice = told or (
            "A friendly: your team plays at home, the joining coach brings his own.",
            "A league fixture: the joining coach plays the other side.",
            *broken[:1],
        )
        self.tell(*self.advice)

    @property
    def through_relay(self) -> bool:
        """Whether the joiner comes through a relay rather than to this machine's address."""
        return self.way.index == 1

    def _buttons(self) -> list[Button]:
        if self.through_relay:
            return [Button("Host through the relay", self.host_through_relay, arcade.key.R)]
        return [
            Button("Host on this machine only", self.host_here, arcade.key.M),
            Button("Host for other machines", self.host_everywhere, arcade.key.O),
        ]

    def _show_way(self) -> None:
        """The port and the two ways of listening, or the relay's address and its one button."""
        self.confirming = False
        self.status.text = ""
        where = (RELAY_CAPTION, self.relay) if self.through_relay else ("Port", self.port)
        self.show_fields([where, ("Your name", self.coach)])
        self.show_buttons(self._buttons())

    def start(self) -> None:
        if self.through_relay:
            self.host_through_relay()
        else:
            self.host_here()

    def host_here(self) -> None:
        self._host("127.0.0.1")

    def host_everywhere(self) -> None:
        if self.link is not None:
            return
        if not self.confirming:
            self.confirming = True
            self.status.text = (
                f"Listen on every network this machine is on (port {self.port.value or PORT} must be open)? "
                "Press again to confirm."
            )
            return
        self._host("0.0.0.0")

    def _host(self, listen: str) -> None:
        if self.link is not None:
            return
        try:
            port = _port(self.port.value)
            host = self._named_host()
        except DataError as exc:
            self.status.text = str(exc)
            return
        folder = self.app.folder
        link = HostLink(self.app.data, folder, host, lambda s: finish(folder, s))
        try:
            address, port = link.listen(listen, port)
        except OSError as exc:
            link.close()
            self.status.text = f"Cannot listen on {listen}:{port}: {exc.strerror or exc}"
            return
        self.link = link
        everywhere = listen == "0.0.0.0"
        self.status.text = ""
        self.tell(
            f"Address: {this_machine() if everywhere else address}:{port}    Join code: {shown(host.code)}",
            f"Waiting for the other coach to join (port {port} open in this machine's firewall)"
            if everywhere
            else "Waiting for the other coach to join from this machine",
            "The match starts when he joins; Esc stops hosting.",
        )

    def host_through_relay(self) -> None:
        """Serve the match through the relay typed: no address to listen on, no port to open."""
        if self.link is not None:
            return
        try:
            url = typed_relay(self.relay.value)
            host = self._named_host()
        except DataError as exc:
            self.status.text = str(exc)
            return
        remember_relay(self.app, url)
        folder = self.app.folder
        self.link = HostLink(self.app.data, folder, host, lambda s: finish(folder, s))
        self.dialling = Dialling(self.link, url, relay_token(self.choices[self.what.index].session))
        self.status.text = ""
        self.tell(f"Reaching the relay at {url}…", "Esc stops hosting.")

    def _dialled(self, dialling: Dialling, link: HostLink) -> None:
        """The relay serves the match (the code to give is shown), or it does not (why is said and
        the choices are back)."""
        self.dialling = None
        if dialling.problem is not None:
            link.close()
            self.link = None
            self.status.text = dialling.problem
            self.tell(*self.advice)
            return
        self.tell(
            f"Relay: {dialling.url}    Join code: {shown(link.host.code)}",
            "Waiting for the other coach to join through the relay (no port to open)",
            "The match starts when he joins; Esc stops hosting.",
        )

    def _named_host(self) -> MatchHost:
        """The host of the chosen match under a fresh code, its coach named as typed (and the name
        remembered); a DataError when the name or the match will not do."""
        coach = clean_name(self.coach.value, "Your name") if self.coach.value.strip() else None
        host = self._match_host(new_code(), coach)
        remember(self.app, [coach])
        return host

    def _match_host(self, code: str, coach: str | None = None) -> MatchHost:
        """The host of the chosen match, not yet listening (a DataError when it cannot be made);
        ``coach``: the host's name for a friendly (a fixture's coaches are its entries')."""
        app, choice = self.app, self.choices[self.what.index]
        session, make = choice.session, None
        if choice.fixture is not None:
            fixture = choice.fixture
            path = league_path(app.folder)
            session = fixture_session(
                app.data, path, fixture.league, fixture.number, code, remote=fixture.remote
            )[0]
        elif choice.team is not None:
            make = friendly_maker(app.data, choice.team.make(app, random.Random()), code, host_name=coach)
        return match_host(
            app.folder,
            session,
            code,
            make,
            award_after=AWAY_TIMES[self.away.index][0],
            spectators=SPECTATORS[self.watchers.index][0],
            turn_clock=TURN_CLOCKS[self.turn_clock.index][0],
        )

    def on_update(self, delta_time: float) -> None:
        link = self.link
        if link is None:
            return
        if self.dialling is not None:
            if self.dialling.done.is_set():
                self._dialled(self.dialling, link)
            return
        problem = link.relay_problem()  # the relay no longer serves the match: the joiner cannot come
        if problem and self.status.text != problem:
            self.status.text = problem
        if link.match is not None and link.host.joined_once:
            self.link = None  # the match screen owns it now
            self.app.go(NetMatch(link))


def _relay_kept(resumed: Session | None) -> str | None:
    """The relay a match hosted before went through, to go through again (None: none, or not an
    address a relay has)."""
    network = None if resumed is None else resumed.network
    kept = None if network is None else network.get("relay")
    if not isinstance(kept, str):
        return None
    try:
        return typed_relay(kept)
    except DataError:
        return None


def _port(typed: str) -> int:
    """The port typed (the usual one when none is), or a DataError naming the field."""
    try:
        return whole_number(typed or str(PORT), 0, 65535)
    except ValueError as exc:
        raise DataError("Port", str(exc)) from None
