"""Host a match: pick your team and where to listen; the screen shows the address and the join code
to give the other coach, and the match starts when that coach joins with his team.

Listening on every network (so another machine can join) is chosen only after a confirmation;
"This machine only" listens on the loopback address. The rules and the dice stay on this machine
(samurai_bowl/net/host.py); the match is autosaved as it goes and recorded at its end."""

from __future__ import annotations

from typing import Any

import arcade

from samurai_bowl.data.files import validate_as
from samurai_bowl.engine import Match
from samurai_bowl.errors import DataError
from samurai_bowl.net.address import PORT, this_machine
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.hosting import autosave, finish
from samurai_bowl.net.join_code import new_code, shown
from samurai_bowl.net.link import HostLink
from samurai_bowl.session import Session
from samurai_bowl.teams.model import Team
from samurai_bowl.teams.rules import check_team
from samurai_bowl.teams.store import load_team, problems_error
from samurai_bowl.ui.kit.host import Host
from samurai_bowl.ui.kit.text_field import TextField
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.net.form import FormScreen
from samurai_bowl.ui.routes import NetMatch

AWAY_FOR = 300.0  # seconds a joiner may be away before the host may award the match (R3.8)


class HostScreen(FormScreen):
    def __init__(self, app: Host, link: HostLink | None = None, told: tuple[str, ...] = ()) -> None:
        """``link``: already listening (``samurai-bowl host``), saying ``told``."""
        self.team = TextField(placeholder="a saved team's name", on_enter=lambda _: self.start())
        self.port = TextField(str(PORT), max_length=5, accept=str.isdigit, on_enter=lambda _: self.start())
        self.everywhere = False  # listen on every network: asked, then confirmed
        self.confirming = False
        self.link: HostLink | None = None
        super().__init__(
            app,
            "Host a match",
            [("Your team", self.team), ("Port", self.port)],
            [
                Button("Host on this machine only", self.host_here, arcade.key.M),
                Button("Host for other machines", self.host_everywhere, arcade.key.O),
            ],
        )
        self.link = link
        self.tell(*(told or ("Your team plays at home; the joining coach brings his own.",)))

    def start(self) -> None:
        self.host_here()

    def host_here(self) -> None:
        self._host("127.0.0.1")

    def host_everywhere(self) -> None:
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
            home = self._team()
            port = int(self.port.value or PORT)
            if not 0 <= port <= 65535:
                raise DataError("Port", f"must be 0 to 65535 (got {port})")
        except DataError as exc:
            self.status.text = str(exc)
            return
        data, folder, code = self.app.data, self.app.folder, new_code()

        def make_session(team: dict[str, Any]) -> Session:
            away = validate_as(Team, team, "team")
            problems = check_team(away, data)
            if problems:
                raise problems_error("team", problems)
            import secrets

            match = Match(data, home, away, secrets.randbits(31))
            return Session(match, ("human", "human"), network={"remote": 1, "code": code})

        host = MatchHost(
            None,
            code,
            remote=1,
            make_session=make_session,
            save=lambda s: autosave(folder, s),
            award_after=AWAY_FOR,
        )
        link = HostLink(data, folder, host, lambda s: finish(folder, s))
        try:
            address, port = link.listen(listen, port)
        except OSError as exc:
            link.close()
            self.status.text = f"Cannot listen on {listen}:{port}: {exc.strerror or exc}"
            return
        self.link = link
        where = this_machine() if listen == "0.0.0.0" else address
        self.status.text = ""
        self.tell(
            f"Address: {where}:{port}    Join code: {shown(code)}",
            f"Waiting for the other coach to join (port {port} open in this machine's firewall)",
            "The match starts when he joins; Esc stops hosting.",
        )

    def _team(self) -> Team:
        name = self.team.value.strip()
        if not name:
            raise DataError("Your team", "type the name of one of your saved teams")
        found = self.app.teams.find(name)
        if found is None:
            raise DataError("Your team", f"no saved team is called {name!r}")
        return load_team(found, self.app.data)

    def back(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None
        super().back()

    def busy(self) -> bool:
        return self.link is not None  # drawn every frame while it waits for the joiner

    def on_update(self, delta_time: float) -> None:
        link = self.link
        if link is not None and link.match is not None:
            self.link = None  # the match screen owns it now
            self.app.go(NetMatch(link))
