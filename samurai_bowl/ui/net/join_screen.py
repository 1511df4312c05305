"""Join a match: the host's address and join code, and your team for a friendly. The match screen
opens when the host welcomes this coach; a refusal (a wrong code, a coach already playing) or a
host that cannot be reached is told on the status line."""

from __future__ import annotations

import arcade

from samurai_bowl.errors import DataError
from samurai_bowl.net.address import address_problem
from samurai_bowl.net.join_code import typed
from samurai_bowl.net.link import JoinLink
from samurai_bowl.net.protocol import CODE_CHARS
from samurai_bowl.teams.store import load_team
from samurai_bowl.ui.kit.host import Host
from samurai_bowl.ui.kit.text_field import TextField
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.net.form import FormScreen
from samurai_bowl.ui.routes import NetMatch

GIVE_UP = 20.0  # seconds to reach a host before the screen says it cannot


class JoinScreen(FormScreen):
    def __init__(self, app: Host, link: JoinLink | None = None) -> None:
        """``link``: already connecting (``samurai-bowl join``)."""
        self.address = TextField(
            placeholder="192.168.1.20:7455", max_length=60, on_enter=lambda _: self.join()
        )
        self.code = TextField(placeholder="ABCDE-FGHJK", max_length=11, on_enter=lambda _: self.join())
        self.team = TextField(
            placeholder="a saved team's name (for a friendly)", on_enter=lambda _: self.join()
        )
        self.link: JoinLink | None = None
        super().__init__(
            app,
            "Join a match",
            [("Address", self.address), ("Join code", self.code), ("Your team", self.team)],
            [Button("Join", self.join, arcade.key.J)],
        )
        self.link = link
        self.tell(
            "Joining…"
            if link
            else "Ask the hosting coach for the address and the join code his screen shows."
        )

    def join(self) -> None:
        if self.link is not None:
            return
        try:
            team = self._team()
            problem = address_problem(self.address.value)
            if problem:
                raise DataError("Address", problem)
            code = typed(self.code.value)
            if not code or any(ch not in CODE_CHARS for ch in code):
                raise DataError("Join code", "is the ten letters and digits the host shows, e.g. ABCDE-FGHJK")
        except DataError as exc:
            self.status.text = str(exc)
            return
        self.link = JoinLink(self.app.data, self.address.value.strip(), code, team, give_up=GIVE_UP)
        self.status.text = ""
        self.tell(f"Joining {self.address.value.strip()}…")

    def _team(self) -> dict[str, object] | None:
        name = self.team.value.strip()
        if not name:
            return None  # a league fixture or a resumed match has its teams
        found = self.app.teams.find(name)
        if found is None:
            raise DataError("Your team", f"no saved team is called {name!r}")
        return load_team(found, self.app.data).model_dump(mode="json")

    def back(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None
        super().back()

    def busy(self) -> bool:
        return self.link is not None

    def on_update(self, delta_time: float) -> None:
        link = self.link
        if link is None:
            return
        if link.problem:
            self.status.text = link.problem
            self.tell("Check the address and the code, then Join again.")
            link.close()
            self.link = None
        elif link.match is not None and link.welcomed.is_set():
            self.link = None  # the match screen owns it now
            self.app.go(NetMatch(link))
