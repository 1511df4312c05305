"""A joiner written for tests with the websockets library's plain (blocking) client: it sends
exactly what a test tells it, well-formed or not, and keeps every message the host sent."""

from __future__ import annotations

import json
from typing import Any

from websockets.sync.client import ClientConnection, connect

from samurai_bowl.data import GameData
from samurai_bowl.engine import Action, Match, from_public, read_actions, read_events, take_back_after
from samurai_bowl.net.relay_dial import CODE_HEADER
from samurai_bowl.net.relay_protocol import relay_path

TIMEOUT = 60.0  # seconds, against a hang only


class Wire:
    def __init__(self, data: GameData, address: str, relay_code: str | None = None) -> None:
        """A connection to the host at ``address``; with ``relay_code``, ``address`` is a relay's
        (``ws://…``) and the connection goes through it to the host of that code."""
        self.data = data
        uri, headers = f"ws://{address}", None
        if relay_code is not None:
            uri, headers = relay_path(address, "join"), {CODE_HEADER: relay_code}
        self.connection: ClientConnection = connect(
            uri, max_size=None, open_timeout=TIMEOUT, legacy=True, additional_headers=headers
        )
        self.received: list[str] = []
        self.match: Match | None = None
        self.seq = 0
        self.side: int | None = None
        self._frame: dict[str, Any] = {}
        self._history: list[Action] = []
        self._events: list[Any] = []
        self._take_back: dict[str, Any] | None = None

    def send(self, message: dict[str, Any] | str) -> None:
        self.connection.send(message if isinstance(message, str) else json.dumps(message))

    def hello(self, code: str, team: dict[str, Any] | None = None, role: str = "player") -> dict[str, Any]:
        self.send({"v": 1, "type": "hello", "code": code, "team": team, "role": role})
        return self.next()

    def act(self, action: Action, seq: int | None = None) -> None:
        self.send(
            {"v": 1, "type": "act", "seq": self.seq if seq is None else seq, "action": action.to_json()}
        )

    def next(self) -> dict[str, Any]:
        """The host's next message (its copy of the match brought up to date)."""
        raw = self.connection.recv(timeout=TIMEOUT)
        assert isinstance(raw, str)
        self.received.append(raw)
        message: dict[str, Any] = json.loads(raw)
        if message["type"] == "welcome":
            self._frame = message["match"]
            state = dict(message["match"]["state"])
            self._history = read_actions(state.pop("history", []))
            self._events = read_events(state.pop("events", []))
            self.match = from_public(self.data, self._frame, state, self._history, self._events)
            self._take_back = state.get("take_back")
            self.seq, self.side = message["seq"], message["side"]
        elif message["type"] == "update":
            self._history = self._history[: message["history_from"]] + read_actions(message["history"])
            self._events = self._events[: message["events_from"]] + read_events(message["events"])
            self._take_back = take_back_after(self._take_back, message.get("take_back"))
            state = (
                message["state"]
                if self._take_back is None
                else {**message["state"], "take_back": self._take_back}
            )
            self.match = from_public(self.data, self._frame, state, self._history, self._events)
            self.seq = message["seq"]
        return message

    def until_my_decision(self) -> None:
        """Read the host's messages until the decision in hand is this joiner's."""
        while not self.my_decision():
            self.next()

    def my_decision(self) -> bool:
        return (
            self.match is not None and self.match.pending is not None and self.match.pending.side == self.side
        )

    def close(self) -> None:
        self.connection.close()
