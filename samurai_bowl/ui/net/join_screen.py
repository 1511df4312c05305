"""Join a match: the host's address and join code, your team for a friendly (a league fixture or a
match hosted again has its teams), and whether you come to play or to watch. The match screen
opens when the host welcomes this coach; a refusal (a wrong code, a coach already playing) or a
host that cannot be reached is told on the status line. An address where no host answers is said
at once, while the screen goes on trying for a while."""

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
from samurai_bowl.ui.routes import NetMatch

FIRST_TRY = 20.0  # seconds to reach a host before the screen says it cannot (a drop: 600)
HOSTS_TEAMS = "none: the host's league fixture or saved match"
ROLES = (("player", "play"), ("spectator", "watch (if the host lets you)"))


class JoinScreen(FormScreen):
    stop_words = "Stop joining"

    def __init__(self, app: Host, link: JoinLink | None = None) -> None:
        """``link``: already connecting (``samurai-bowl join``)."""
        self.teams, broken = team_choices(app)
        self.team = Row("Your team", [choice.words for choice in self.teams] + [HOSTS_TEAMS])
        self.role = Row("You come to", [words for _, words in ROLES])
        self.address = TextField(
            placeholder="192.168.1.20:7455", max_length=60, on_enter=lambda _: self.join()
        )
        self.code = TextField(placeholder="ABCDE-FGHJK", max_length=11, on_enter=lambda _: self.join())
        self.coach = TextField(
            app.settings.coach_name, max_length=NAME_MAX, placeholder=UNNAMED, on_enter=lambda _: self.join()
        )
        self.link: JoinLink | None = None
        self.told_no_answer = False
        super().__init__(
            app,
            "Join a match",
            [("Address", self.address), ("Join code", self.code), ("Your name", self.coach)],
            [Button("Join", self.join, arcade.key.J)],
            rows=[self.team, self.role],
        )
        self.address.focus()
        self.link = link
        self.layout(self.window.width, self.window.height)
        if link:
            self.tell("Joining…")
        else:
            self.tell(
                "Ask the hosting coach for the address and the join code his screen shows.",
                "Your team is for a friendly: a league fixture or a resumed match has its own.",
                *broken[:1],
            )

    def join(self) -> None:
        if self.link is not None:
            return
        try:
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
        team = None
        if role == "player" and self.team.index < len(self.teams):
            team = self.teams[self.team.index].make(self.app, random.Random()).model_dump(mode="json")
        self.link = JoinLink(
            self.app.data, self.address.value.strip(), code, team, first_try=FIRST_TRY, role=role, coach=coach
        )
        self.status.text = ""
        self.told_no_answer = False
        self.tell(f"Joining {self.address.value.strip()}…")

    def on_update(self, delta_time: float) -> None:
        link = self.link
        if link is None:
            return
        if link.problem:
            self.status.text = link.problem
            link.close()
            self.link = None
            self.tell("Check the address and the code, then Join again.")
        elif link.match is not None and link.welcomed.is_set():
            self.link = None  # the match screen owns it now
            self.app.go(NetMatch(link))
        elif link.no_answer and not self.told_no_answer:
            self.told_no_answer = True
            self.tell(f"{link.no_answer} — Esc to stop", "Check the address and the port with the host.")
