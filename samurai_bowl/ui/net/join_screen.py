"""Join a match: the host's address and join code, your team for a friendly (a league fixture or a
match hosted again has its teams), and whether you come to play or to watch. The match screen
opens when the host welcomes this coach; a refusal (a wrong code, a coach already playing) or a
host that cannot be reached is told on the status line. An address where no host answers is said
at once, while the screen goes on trying for a while.

A host serving through a relay is joined through it: the address is then the relay's (kept in the
settings once used), and the join code finds the host there."""

from __future__ import annotations

import random

import arcade

from samurai_bowl.errors import DataError
from samurai_bowl.net.address import address_problem
from samurai_bowl.net.join_code import typed
from samurai_bowl.net.link import JoinLink
from samurai_bowl.net.protocol import CODE_CHARS
from samurai_bowl.ratings.book import NAME_MAX, clean_name
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.choice_row import Row
from samurai_bowl.ui.kit.text_field import TextField
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.match.coach_names import UNNAMED, remember
from samurai_bowl.ui.match.setup import team_choices
from samurai_bowl.ui.net.form import FormScreen
from samurai_bowl.ui.net.relay_choice import RELAY_CAPTION, relay_field, remember_relay, typed_relay
from samurai_bowl.ui.routes import NetMatch

FIRST_TRY = 20.0  # seconds to reach a host before the screen says it cannot (a drop: 600)
HOSTS_TEAMS = "none: the host's league fixture or saved match"
ROLES = (("player", "play"), ("spectator", "watch (if the host lets you)"))
WAYS = ("at the host's address", "through the relay the host uses")


class JoinScreen(FormScreen):
    stop_words = "Stop joining"

    def __init__(self, app: Host, link: JoinLink | None = None) -> None:
        """``link``: already connecting (``samurai-bowl join``)."""
        self.teams, broken = team_choices(app)
        self.team = Row("Your team", [choice.words for choice in self.teams] + [HOSTS_TEAMS])
        self.role = Row("You come to", [words for _, words in ROLES])
        self.way = Row("You join", list(WAYS), on_change=lambda _: self._show_way())
        self.address = TextField(
            placeholder="192.168.1.20:7455", max_length=60, on_enter=lambda _: self.join()
        )
        self.relay = relay_field(app, lambda _: self.join())
        self.code = TextField(placeholder="ABCDE-FGHJK", max_length=11, on_enter=lambda _: self.join())
        self.coach = TextField(
            app.settings.coach_name, max_length=NAME_MAX, placeholder=UNNAMED, on_enter=lambda _: self.join()
        )
        self.link: JoinLink | None = None
        self.told_no_answer = False
        self.broken = broken[:1]  # a team file that could not be read, told below the advice
        super().__init__(
            app,
            "Join a match",
            [("Address", self.address), ("Join code", self.code), ("Your name", self.coach)],
            [Button("Join", self.join, arcade.key.J)],
            rows=[self.team, self.role, self.way],
        )
        self.address.focus()
        self.link = link
        self.layout(self.window.width, self.window.height)
        if link:
            self.tell("Joining…")
        else:
            self._advise()

    def _advise(self) -> None:
        where = "the relay's address" if self.through_relay else "the address"
        self.tell(
            f"Ask the hosting coach for {where} and the join code his screen shows.",
            "Your team is for a friendly: a league fixture or a resumed match has its own.",
            *self.broken,
        )

    @property
    def through_relay(self) -> bool:
        """Whether the host is reached through a relay rather than at his own address."""
        return self.way.index == 1

    def _show_way(self) -> None:
        """The host's address, or the relay's, in the first field."""
        self.status.text = ""
        where = (RELAY_CAPTION, self.relay) if self.through_relay else ("Address", self.address)
        self.show_fields([where, ("Join code", self.code), ("Your name", self.coach)])
        self._advise()

    def join(self) -> None:
        if self.link is not None:
            return
        try:
            if self.through_relay:
                address = typed_relay(self.relay.value)
            else:
                address = self.address.value.strip()
                problem = address_problem(self.address.value)
                if problem:
                    raise DataError("Address", problem)
            code = typed(self.code.value)
            if not code or any(ch not in CODE_CHARS for ch in code):
                raise DataError("Join code", "is the ten letters and digits the host shows, e.g. ABCDE-FGHJK")
            coach = clean_name(self.coach.value, "Your name") if self.coach.value.strip() else None
        except DataError as exc:
            self.status.text = str(exc)
            return
        role = ROLES[self.role.index][0]
        remember(self.app, [coach])
        if self.through_relay:
            remember_relay(self.app, address)
        team = None
        if role == "player" and self.team.index < len(self.teams):
            team = self.teams[self.team.index].make(self.app, random.Random()).model_dump(mode="json")
        self.link = JoinLink(
            self.app.data,
            address,
            code,
            team,
            first_try=FIRST_TRY,
            role=role,
            coach=coach,
            relay=self.through_relay,
        )
        self.status.text = ""
        self.told_no_answer = False
        self.tell(f"Joining through the relay {address}…" if self.through_relay else f"Joining {address}…")

    def on_update(self, delta_time: float) -> None:
        link = self.link
        if link is None:
            return
        if link.problem:
            self.status.text = link.problem
            link.close()
            self.link = None
            where = "relay's address" if _relayed(link) else "address"
            self.tell(f"Check the {where} and the code, then Join again.")
        elif link.match is not None and link.welcomed.is_set():
            self.link = None  # the match screen owns it now
            self.app.go(NetMatch(link))
        elif link.no_answer and not self.told_no_answer:
            self.told_no_answer = True
            self.tell(
                f"{link.no_answer} — Esc to stop",
                "Check the relay's address with the host."
                if _relayed(link)
                else "Check the address and the port with the host.",
            )


def _relayed(link: JoinLink) -> bool:
    """Whether ``link`` goes through a relay: a relay's address has its scheme (``wss://``), a
    host's is HOST:PORT."""
    return "://" in link.where
