"""The joining side of a network match: it sends actions and keeps a copy of the match from what
the host sends. Its copy has no dice (:func:`samurai_bowl.engine.from_public`): it lists legal
actions, gives odds and lets a coach think, and can never roll.

:class:`Joiner` runs on an asyncio loop. A dropped connection is tried again with the same code
until ``give_up`` seconds pass, counted from the drop; the host's welcome brings the match as it
stands. An AI coach (``samurai-bowl join --ai``) or the window reads :attr:`Joiner.match` when
:attr:`Joiner.changed` is set and acts with :meth:`Joiner.act`.

A refusal stops the joiner with its reason whenever it comes, but for a seat still held by its own
dropped connection (waited for, as the host notices the drop). After the end the host answers
with how it ended instead of a welcome. A host that does not answer at all is said at once
(:attr:`Joiner.unanswered`) and tried for ``first_try``.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from samurai_bowl.data import GameData
from samurai_bowl.engine import (
    READS,
    Action,
    Event,
    Match,
    from_public,
    read_actions,
    read_events,
    take_back_after,
)
from samurai_bowl.errors import FieldProblem, describe_value, join_fields
from samurai_bowl.net import protocol as p
from samurai_bowl.net.host import SEAT_TAKEN
from samurai_bowl.net.relay_dial import CODE_HEADER, untrusted
from samurai_bowl.net.relay_protocol import relay_path
from samurai_bowl.net.transport import HELLO, PING

RETRY = 2.0  # seconds between tries at most


def no_answer_words(address: str) -> str:
    """What is said of an address where no host answers."""
    return f"{address}: no host answers; trying again every {RETRY:g} s"


CHAT_KEPT = 500  # lines of chat kept to show


class TurnedAway(Exception):
    """The host refused to let this joiner in (wrong code, a coach already playing...)."""


class NotUnderstood(ConnectionError):
    """The host sent what this joiner cannot read (not a message, or a match that does not
    load): it cannot play with that host, and says so in one line instead of trying again."""


class Joiner:
    def __init__(
        self,
        data: GameData,
        address: str,
        code: str,
        *,
        team: dict[str, Any] | None = None,
        role: str = "player",
        give_up: float = 600.0,
        first_try: float | None = None,
        coach: str | None = None,
        relay: bool = False,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        """``give_up``: seconds to keep trying after the connection drops; ``first_try``: seconds
        to reach the host at all (by default the same); ``coach``: this coach's name, for the
        coaches' book (None: he gave none). With ``relay`` the ``address`` is a relay's
        (``wss://…``) that the host serves through; ``tls`` the certificates a ``wss://`` relay
        is checked against (None: the system's)."""
        self.data = data
        self.first_try = give_up if first_try is None else first_try
        self.address = address
        self.uri = relay_path(address, "join") if relay else f"ws://{address}"
        self._dialling: dict[str, Any] = {"additional_headers": {CODE_HEADER: code}} if relay else {}
        if tls is not None and self.uri.startswith("wss:"):
            self._dialling["ssl"] = tls
        self.hello = p.Hello(code=code, team=team, role=role, coach=coach)  # type: ignore[arg-type]
        self.give_up = give_up
        self.match: Match | None = None
        self.side: int | None = None
        self.seq = 0
        self.paused: str | None = None
        self.league: str | None = None
        self.host_coach: str | None = None  # the name of the other side's coach, as the host says it
        self.award_after: float | None = None  # how long he may be away before the host may award (R3.8)
        self.ended: p.Ended | None = None
        self.refused: list[str] = []  # every refusal's reason, in order
        self.chat: list[p.Chat] = []  # the lines the coaches said, oldest first
        self.clock: p.ClockData | None = None  # the turn clock as last told ...
        self.clock_at = 0.0  # ... at this time (time.monotonic)
        self.changed = asyncio.Event()
        self.welcomed = asyncio.Event()
        self.unanswered = asyncio.Event()  # no host answered the first try (set once, said once)
        self._welcomed_here = False  # this connection's welcome has come: a refusal before it turns away
        self._frame: dict[str, Any] = {}
        self._history: list[Action] = []
        self._events: list[Event] = []
        self._take_back: dict[str, Any] | None = None  # the take-back as the host last told it (R4.7)
        self._connection: ClientConnection | None = None
        self._answer: tuple[int, asyncio.Future[str | None]] | None = None  # (decision, its answer)
        self.connections = 0  # welcomes received: a decision after a reconnection is answered again
        self.sent = [0, 0]  # messages and bytes
        self.received = [0, 0]

    async def run(self) -> None:
        """Play until the match ends: connect, and connect again when the connection drops. Raises
        :class:`TurnedAway` when the host refuses, OSError when it cannot be reached in time."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.first_try
        wait = 0.05
        while self.ended is None:
            welcomes = self.connections
            self._welcomed_here = False
            silent = loop.call_later(PING, self._no_answer) if welcomes == 0 else None
            reached = False
            try:
                async with connect(
                    self.uri,
                    max_size=p.HOST_LIMIT,
                    ping_interval=PING,
                    ping_timeout=PING,
                    open_timeout=HELLO,
                    **self._dialling,
                ) as connection:
                    reached = True  # a host answers (a welcome or a refusal follows)
                    if silent is not None:
                        silent.cancel()
                    self._connection = connection
                    await self._send(self.hello)
                    async for raw in connection:
                        self._receive(raw)
                        if self.ended is not None:
                            return
                    wait, deadline = 0.05, loop.time() + self.give_up
            except NotUnderstood:
                raise
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError) as exc:
                refusal = untrusted(exc, self.address)
                if refusal is not None:  # no try will change it
                    raise OSError(refusal) from None
                if self.connections > welcomes:  # in the match until now: the patience starts now
                    wait, deadline = 0.05, loop.time() + self.give_up
                else:
                    if not reached:
                        self._no_answer()  # (said once, and only before the first welcome)
                    if loop.time() > deadline:
                        raise OSError(f"could not reach the host at {self.uri}: {exc}") from None
            except InvalidURI as exc:
                raise OSError(str(exc)) from None
            except TurnedAway as exc:
                # back after a drop the host has not noticed yet (it will within its keep-alive):
                # its old connection holds the seat until then
                if self.connections == 0 or str(exc) != SEAT_TAKEN or loop.time() > deadline:
                    raise
            finally:
                if silent is not None:
                    silent.cancel()
                self._connection = None
                self._answered(self.seq, "the connection to the host dropped")
            if self.ended is None:
                self.paused = "the connection to the host dropped: trying again"
                self.changed.set()
                await asyncio.sleep(wait)
                wait = min(wait * 2, RETRY)

    @property
    def connected(self) -> bool:
        """Whether this coach is in the match now: connected, and welcomed on this connection."""
        return self._connection is not None and self._welcomed_here

    def _no_answer(self) -> None:
        if self.connections == 0 and not self.unanswered.is_set():
            self.unanswered.set()
            self.changed.set()

    async def act(self, action: Action) -> None:
        """Send ``action`` as the answer to the decision in hand (the host may still refuse it)."""
        await self.send_raw(
            p.encode(p.Act(seq=self.seq, action=p.ActionData.model_validate(action.to_json())))
        )

    async def say(self, text: str) -> None:
        """Say a line of chat (the host may refuse it: too long, too often)."""
        await self.send_raw(p.encode(p.Say(text=text)))

    def clock_left(self, now: float | None = None) -> tuple[int, float, bool] | None:
        """The turn clock now: whose it is, his seconds left, whether it counts; None without one."""
        clock = self.clock
        if clock is None:
            return None
        spent = (time.monotonic() if now is None else now) - self.clock_at if clock.running else 0.0
        return clock.side, max(0.0, clock.left - spent), clock.running

    async def request(self, action: Action) -> str | None:
        """Send ``action`` and wait for the host's answer: None when it was applied (the copy of
        the match is then up to date), else the reason it was refused."""
        answer: asyncio.Future[str | None] = asyncio.get_running_loop().create_future()
        self._answer = (self.seq, answer)
        try:
            await self.act(action)
            return await answer
        finally:
            self._answer = None

    async def send_raw(self, text: str) -> None:
        """Send a message as it is (an action does it through :meth:`act`)."""
        if self._connection is None:
            raise ConnectionError("not connected to the host")
        self.sent[0] += 1
        self.sent[1] += len(text.encode())
        await self._connection.send(text)

    async def close(self) -> None:
        if self._connection is not None:
            with contextlib.suppress(ConnectionClosed):
                await self._connection.close()

    async def _send(self, message: p.Hello | p.Act) -> None:
        await self.send_raw(p.encode(message))

    def _receive(self, raw: str | bytes) -> None:
        self.received[0] += 1
        self.received[1] += len(raw)
        try:
            message = p.read_from_host(raw)
            self._take(message)
        except (p.BadMessage, FieldProblem, ValueError) as exc:
            # what the host sends does not read or does not follow: it would send it again
            reason = p.printable(f"a message from the host was not understood: {_problem(exc)}", p.LINE)
            self.refused.append(reason)
            if self._connection is not None:
                asyncio.get_running_loop().create_task(self._connection.close(1002, "message not understood"))
            raise NotUnderstood(reason) from None
        self.changed.set()

    def _take(self, message: p.HostMessage) -> None:
        if isinstance(message, (p.Welcome, p.Update, p.Paused, p.Resumed)):
            self.clock, self.clock_at = message.clock, time.monotonic()
        if isinstance(message, p.Welcome):
            state = dict(_mapping(message.match.get("state"), "match.state"))
            history = read_actions(state.pop("history", []))
            events = read_events(state.pop("events", []))
            self.match = from_public(self.data, message.match, state, history, events)
            self._frame, self._history, self._events = message.match, history, events
            self._take_back = state.get("take_back")
            self.side, self.seq = message.side, message.seq
            self.paused, self.league = message.paused, message.league
            self.award_after = message.award_after
            self.host_coach = message.coach
            self.chat = list(message.chat)
            self.connections += 1
            self._welcomed_here = True
            self.welcomed.set()
        elif isinstance(message, p.Update):
            if (
                message.seq != self.seq + 1
                or message.history_from > len(self._history)
                or message.events_from > len(self._events)
            ):
                raise ValueError(f"update {message.seq} does not follow update {self.seq}")
            history = self._history[: message.history_from] + read_actions(message.history)
            events = self._events[: message.events_from] + read_events(message.events)
            part = message.take_back
            take_back = take_back_after(self._take_back, None if part is None else part.model_dump())
            state = message.state if take_back is None else {**message.state, "take_back": take_back}
            self.match = from_public(self.data, self._frame, state, history, events)
            self._history, self._events, self._take_back = history, events, take_back
            self.seq = message.seq
            self._answered(message.seq - 1, None if message.side == self.side else "the opponent acted first")
        elif isinstance(message, p.Refused):
            if not self._welcomed_here:  # the answer to the hello: turned away, at any time in the match
                raise_turned_away(message.reason)
            self.refused.append(message.reason)
            if message.seq is not None:
                self._answered(message.seq, message.reason)
        elif isinstance(message, p.Paused):
            self.paused = message.waiting_for
        elif isinstance(message, p.Resumed):
            self.paused = None
        elif isinstance(message, p.ChatLine):
            self.chat = [*self.chat[-(CHAT_KEPT - 1) :], message.line]
        else:
            _check_end(self.data, message)
            self.ended = message
            self.paused = None
            self._catch_up(message.replay)

    def _catch_up(self, replay: dict[str, Any]) -> None:
        """The copy of the match brought to its end from the replay, when the end came without the
        last updates (told to a joiner who came back after an award). A replay that cannot be read
        leaves the copy as it was: the end is known all the same."""
        saved = replay.get("match")
        if not isinstance(saved, dict) or not isinstance(saved.get("state"), dict):
            return
        state = dict(saved["state"])
        try:
            history = read_actions(state.pop("history", []))
            if self.match is not None and len(history) <= len(self.match.history):
                return
            events = read_events(state.pop("events", []))
            self.match = from_public(self.data, saved, state, history, events)
        except (FieldProblem, ValueError, TypeError):
            return
        self._history, self._events = history, events

    def _answered(self, seq: int, refusal: str | None) -> None:
        if self._answer is not None and self._answer[0] == seq and not self._answer[1].done():
            self._answer[1].set_result(refusal)

    @property
    def my_decision(self) -> bool:
        match = self.match
        return (
            match is not None
            and match.pending is not None
            and match.pending.side == self.side
            and self.paused is None
        )


def raise_turned_away(reason: str) -> None:
    raise TurnedAway(reason)


def _problem(exc: Exception) -> str:
    return f"{exc.field}: {exc.message}" if isinstance(exc, FieldProblem) and exc.field else str(exc)


def _mapping(value: Any, field: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise FieldProblem(field, f"must be a mapping of fields (got {describe_value(value)})")
    return value


def _check_end(data: GameData, ended: p.Ended) -> None:
    """The end of the match as the joiner shows and keeps it: the score, and a replay that is a
    finished match in the format a host writes (a FieldProblem names what is wrong)."""
    score = ended.result.get("score")
    if not (type(score) is list and len(score) == 2 and all(type(n) is int and n >= 0 for n in score)):
        raise FieldProblem("result.score", f"must be two numbers of touchdowns (got {describe_value(score)})")
    saved = _mapping(ended.replay.get("match"), "replay.match")
    found, written = saved.get("format"), READS[-1]  # a host writes the newest format there is
    if found != written or type(found) is not int:
        raise FieldProblem("replay.match.format", f"must be {written} (got {describe_value(found)})")
    try:
        match = Match.from_json(data, saved)
    except FieldProblem as exc:
        raise FieldProblem(join_fields("replay.match", exc.field), exc.message) from None
    if match.pending is not None:
        raise FieldProblem("replay.match", "is not a finished match")
