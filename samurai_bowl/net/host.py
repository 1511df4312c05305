"""The host of a network match: the referee. The match and its dice live here alone.

:class:`MatchHost` serves one match over WebSockets (asyncio, the ``websockets`` library). One
joiner plays the side the session names as remote; with ``spectators`` others may watch and never
act. Every action — the joiner's, and the host's own coach's through :meth:`MatchHost.submit` — is
checked by the engine and applied here, then sent to everyone as an ``update`` that carries the
state without its dice (:func:`samurai_bowl.engine.public_state`). A message too big, malformed,
out of turn or illegal is answered ``refused`` with the reason and changes nothing.

While the joiner is away the match is paused. After ``award_after`` seconds the host may award
the match (:meth:`MatchHost.award`): the absent coach concedes at his next decision (R3.8), at
once if it is his. With a ``turn_clock`` each coach has that many seconds for his team turn
(:mod:`.turn_clock`); when they run out the host answers for him with the rules' defaults, and a
joiner who lets several turns run out without acting may be awarded the match against as an
absent one. The coaches chat (:meth:`MatchHost.say`, the joiner's ``say``); spectators read.

Every applied action is saved (``save``), so a host that crashed can serve the same match again
from that file, with the same code.

Away counts from the last word heard from the joiner (a frame, or the answer to a keep-alive
ping every ``PING`` seconds; a link silent for two of them is dropped). A joiner who comes back
after the end is told how it ended (``ended``, with the replay) instead of welcomed, and the host
waits a little for him before it stops (:meth:`MatchHost.wait_for_joiner`).

Everything here runs on one asyncio loop: the match is only touched from it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from websockets.asyncio.connection import Connection
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from samurai_bowl.engine import (
    Act,
    Action,
    Event,
    IllegalAction,
    Match,
    TakeBackSent,
    clock_period,
    default_action,
    public_save,
    public_state,
    take_back_change,
)
from samurai_bowl.errors import DataError
from samurai_bowl.net import chat
from samurai_bowl.net import protocol as p
from samurai_bowl.net.admission import PerAddress, accept_refusals_said_once, address_of
from samurai_bowl.net.join_code import same_code
from samurai_bowl.net.result import result_record
from samurai_bowl.net.transport import FRAME_LIMIT, HELLO, INBOX, PING
from samurai_bowl.net.turn_clock import SILENT_TURNS, TurnClock
from samurai_bowl.sessions.session import Session
from samurai_bowl.text.words import possessive

OUTBOX = 256  # messages waiting for one slow reader; one more and it is dropped as if it went away
REFUSALS = 200  # refused messages in a row before the connection is closed: a flood, not a coach
SAVE_EVERY = 16  # actions of one coach between saves at most
SEAT_TAKEN = "a coach already plays this match"
LINGER = 60.0  # seconds a finished host waits for a joiner who has not had the end to come back for it
DRAIN = 3.0  # seconds a closing host waits for its last messages to go out
CLOSING = 15.0  # seconds it then waits for its connections to close (each times out in 10)
DEFAULTS_AT_MOST = 1000  # answers the clock gives in one go (a team turn ends in a handful)
PER_ADDRESS = 8  # connections at once from one address: a coach, a retry of his and a few watchers
RELAY_TOKEN = "relay_token"  # where a match hosted through a relay keeps the host's token there

if TYPE_CHECKING:
    from samurai_bowl.net.relay_dial import RelayDial

log = logging.getLogger(__name__)


@dataclass(eq=False)
class Peer:
    connection: Connection  # from the host's own server, or its end of a relay's
    role: str  # "player" or "spectator"
    outbox: asyncio.Queue[str] = field(default_factory=lambda: asyncio.Queue(OUTBOX))  # texts, one for many
    refusals: int = 0
    heard: float = 0.0  # when it last said anything (a frame, or the answer to a ping), by the host's clock


class MatchHost:
    def __init__(
        self,
        session: Session | None,
        code: str,
        *,
        remote: int = 1,
        make_session: Callable[[dict[str, Any]], Session] | None = None,
        save: Callable[[Session], None] | None = None,
        on_end: Callable[[Session], None] | None = None,
        award_after: float = 300.0,
        spectators: bool = False,
        league_words: str | None = None,
        turn_clock: float | None = None,
        clock: Callable[[], float] = time.monotonic,
        keep_alive: float = PING,
    ) -> None:
        """``session`` the match to serve, or None for a friendly whose joiner brings his team:
        ``make_session(team)`` makes it then (a bad team is a DataError, refused with its text).
        ``remote`` is the side the joiner coaches; ``turn_clock`` the seconds each coach has for
        a team turn (None: no clock). ``clock`` tells the time the award, the turn clock and the
        chat count in; ``keep_alive``: seconds between pings, and how long an answer may take."""
        self.session = session
        self.code = code
        self.remote = remote
        self.make_session = make_session
        self.save = save
        self.on_end = on_end
        self.award_after = award_after
        self.spectators = spectators
        self.league_words = league_words
        self.clock = clock
        self.keep_alive = keep_alive
        self.seq = 0
        self.player: Peer | None = None
        self.watchers: set[Peer] = set()
        self.away_since: float | None = clock()  # nobody has joined yet
        self.awarded = False
        self.note = ""
        self.changed = asyncio.Event()  # set at every change a local coach or window waits for
        self.finished = asyncio.Event()
        self.ending: p.Ended | None = None  # how the match ended, for a joiner who comes back for it
        self.end_taken = asyncio.Event()  # the joining coach has had the end
        self.joined_once = False
        self._history: list[Action] = []  # what the joiners have been sent of the history and events
        self._events: list[Event] = []
        self._take_back = TakeBackSent()  # what the joining coach holds of his take-back (R4.7)
        self.server: Server | None = None
        self.dial: RelayDial | None = None  # serving through a relay (start_relayed)
        self._relay: dict[str, str] = {}  # the relay and this host's token there, kept with the match
        self._seeing_end: asyncio.Task[None] | None = None  # (kept: a task no one holds may be collected)
        self._unsaved = 0
        self.save_problem: str | None = None  # why the last autosave failed, to tell the host
        self.sent = [0, 0]  # messages and bytes sent to the player
        self.received = [0, 0]
        self.turn_clock = TurnClock(turn_clock) if turn_clock else None
        self.chat: list[p.Chat] = []  # the latest lines said, oldest first
        self.lines_said = 0
        self._chat_limits = (chat.RateLimit(), chat.RateLimit())
        self._clock_wake = asyncio.Event()
        self._ticker: asyncio.Task[None] | None = None
        if session is not None:
            self._history, self._events = list(session.match.state.history), list(session.match.state.events)
            awarded = (session.network or {}).get("awarded")
            if isinstance(awarded, str) and awarded:  # awarded before the host went down (R3.8)
                self.awarded, self.note = True, awarded

    # --- serving ------------------------------------------------------------------------------------
    async def start(self, host: str, port: int) -> tuple[str, int]:
        """Listen on ``host``:``port`` (0: any free port); the address listened on. At most
        :data:`PER_ADDRESS` connections at once come from one address; an accept the system refuses
        (no descriptor left) is said once, not at each of the loop's tries."""
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(accept_refusals_said_once(loop.get_exception_handler(), "host"))
        self._per_address = PerAddress(PER_ADDRESS)
        self.server = await serve(
            self._serve,
            host,
            port,
            max_size=FRAME_LIMIT,
            max_queue=INBOX,
            ping_interval=None,  # each peer's own keep-alive (_keep_alive) tells when it was last heard
            process_request=self._admit,
        )
        address = next(iter(self.server.sockets)).getsockname()
        self._serving()
        return str(address[0]), int(address[1])

    async def start_relayed(self, relay: str, token: str, tls: ssl.SSLContext | None = None) -> float:
        """Serve through the relay at the address ``relay`` instead of listening: the host dials out
        to it, and joiners come with the code through it. ``token`` keeps the code this host's at
        the relay (the same token after a crash takes it back). The seconds the relay keeps the
        code for a host that drops; a :class:`~samurai_bowl.net.relay_dial.RelayRefused` or an
        OSError when it will not serve."""
        from samurai_bowl.net.relay_dial import RelayDial

        dial = RelayDial(relay, self.code, token, self._serve, tls)
        grace = await dial.open()
        self.dial = dial
        self._relay = {"relay": relay, RELAY_TOKEN: token}
        self._serving()
        return grace

    def _serving(self) -> None:
        """What starts with serving, however joiners reach the host."""
        self._concede_if_due()  # a match awarded before a crash ends at once if the decision is his
        self._follow_clock(None)
        if self.turn_clock is not None:
            self._ticker = asyncio.create_task(self._keep_time())
        self._keep_clock_setting()

    async def close(self) -> None:
        """Stop serving: what is queued for each connection (the end of the match, its replay) is
        sent first, for a few seconds at most, then every connection is closed."""
        if self._ticker is not None:
            self._ticker.cancel()
        peers = [peer for peer in (self.player, *self.watchers) if peer is not None]
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*(peer.outbox.join() for peer in peers)), DRAIN)
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(TimeoutError):  # a peer that never answers the close is let go
                await asyncio.wait_for(self.server.wait_closed(), CLOSING)
        if self.dial is not None:
            await self.dial.close(finished=self.finished.is_set())

    @property
    def match(self) -> Match | None:
        return None if self.session is None else self.session.match

    @property
    def paused(self) -> str | None:
        """Why the match waits, in words, while the joiner is away; None while he is here."""
        if self.away_since is None or self.awarded or self.finished.is_set():
            return None
        return f"waiting for {self._remote_name()} to {'reconnect' if self.joined_once else 'join'}"

    def may_award(self) -> bool:
        """Whether the joiner has been away long enough, or silent for enough turns on the clock,
        for the host to award the match."""
        away_long = self.away_since is not None and self.clock() - self.away_since >= self.award_after
        return (
            self.joined_once
            and not self.awarded
            and not self.finished.is_set()
            and (away_long or self.silent_turns() >= SILENT_TURNS)
        )

    def silent_turns(self) -> int:
        """Team turns of the joiner's in a row that his clock ran out without an action of his."""
        return 0 if self.turn_clock is None else self.turn_clock.silent_for(self.remote)

    def award(self) -> str | None:
        """Award the match to the host for the joiner's absence (R3.8): he concedes at his next
        decision. None when done; else why not."""
        if not self.may_award():
            clocked = "" if self.turn_clock is None else f", or after {SILENT_TURNS} turns he lets run out"
            return (
                f"the match can be awarded only after {self.award_after:g} s without"
                f" {self._remote_name()}{clocked}"
            )
        self.awarded = True
        away = self._remote_name()
        if self.away_since is None:  # here, but silent on the clock
            turns = self.silent_turns()
            self.note = f"awarded (R3.8): {away} let {turns} turns in a row run out without acting"
        else:
            self.note = f"awarded (R3.8): {away} did not come back within {self.award_after:g} s"
        if self.session is not None and self.session.network is not None:
            self.session.network["awarded"] = self.note  # saved with the match, recorded at its end
        self._concede_if_due()
        self.changed.set()
        return None

    def submit(self, action: Action) -> str | None:
        """The host's own coach acts: None when applied, else why it was refused (nothing changed)."""
        match = self.match
        if match is None or match.pending is None:
            return "the match is not under way"
        if self.paused is not None:
            return f"the match is paused, {self.paused}"
        if match.pending.side == self.remote:
            return f"the decision is {possessive(self._remote_name())}"
        return self._apply(match.pending.side, action)

    def say(self, side: int, text: str) -> str | None:
        """A line of chat from the coach of ``side`` (the host's own through here): passed on to
        everyone when it keeps to the rules of :mod:`.chat`; else why not."""
        match = self.match
        if match is None:
            return "chat: the match has not begun"
        line = chat.cleaned(text)
        problem = chat.line_problem(line) or self._chat_limits[side].take(self.clock())
        if problem:
            return problem
        self.lines_said += 1
        name = f"{possessive(match.teams[side].name)} coach"
        said = p.Chat(n=self.lines_said, side=side, name=name, text=line)
        self.chat = [*self.chat[-(chat.KEPT - 1) :], said]
        self._send_all(p.ChatLine(line=said))
        self.changed.set()
        return None

    # --- the connections --------------------------------------------------------------------------------
    def _admit(self, connection: ServerConnection, request: Request) -> Response | None:
        """At the handshake, before any message: a connection beyond :data:`PER_ADDRESS` from one
        address is refused (HTTP 429) and the match never hears of it."""
        return self._per_address.admit(connection, address_of(connection))

    async def _serve(self, connection: Connection) -> None:
        peer: Peer | None = None
        try:
            peer = await self._greet(connection)
            if peer is None:
                return
            writer = asyncio.create_task(self._write(peer))
            alive = asyncio.create_task(self._keep_alive(peer))
            try:
                async for raw in connection:
                    peer.heard = self.clock()
                    if peer.role == "player":
                        self.received[0] += 1
                        self.received[1] += len(raw)
                    self._receive(peer, raw)
                    if peer.refusals >= REFUSALS:
                        closing = asyncio.create_task(connection.close(1008, "too many refused messages"))
                        async for _ in connection:  # the rest of the flood, unread, would hide its answer
                            pass
                        await closing
                        break
            finally:
                writer.cancel()
                alive.cancel()
        except ConnectionClosed:
            pass
        finally:
            if peer is not None:
                self._leave(peer)

    async def _greet(self, connection: Connection) -> Peer | None:
        """The first message must be a hello with the right code; the welcome, or a refusal and close."""
        try:
            raw = await asyncio.wait_for(connection.recv(), HELLO)
            hello = p.read_from_joiner(raw)
        except (TimeoutError, p.BadMessage) as exc:
            return await self._turn_away(connection, f"{exc}" or "no hello")
        if not isinstance(hello, p.Hello):
            return await self._turn_away(connection, "the first message must be a hello")
        if not same_code(hello.code, self.code):
            return await self._turn_away(connection, "wrong join code")
        if self.ending is not None and (hello.role == "player" or self.spectators):
            return await self._tell_end(connection, self.ending, hello.role)
        if hello.role == "spectator":
            if not self.spectators:
                return await self._turn_away(connection, "this match takes no spectators")
        elif self.player is not None:
            return await self._turn_away(connection, SEAT_TAKEN)
        # awarded and not yet over (the host's coach decides): back in, he sees himself concede
        if self.session is None:
            if hello.role != "player":
                return await self._turn_away(connection, "the match has not begun: no coach has joined")
            problem = self._begin(hello.team)
            if problem:
                return await self._turn_away(connection, problem)
        peer = Peer(connection, hello.role, heard=self.clock())
        if hello.role == "player":
            self._name_joiner(hello.coach)
            self.player, self.away_since, self.joined_once = peer, None, True
            self._follow_clock(None)
            self._send_all(p.Resumed(clock=self._clock_data()), but=peer)
        else:
            self.watchers.add(peer)
        self._send(peer, self._welcome(peer))
        self.changed.set()
        return peer

    def _name_joiner(self, coach: str | None) -> None:
        """A friendly's joining coach is named as his hello names him, the first time he gives a
        name (a league fixture's coaches are named by their league entries)."""
        session = self.session
        if session is None or session.league is not None or coach is None or session.names[self.remote]:
            return
        named = list(session.names)
        named[self.remote] = coach
        session.names = (named[0], named[1])
        self._save()

    def _begin(self, team: dict[str, Any] | None) -> str | None:
        if team is None or self.make_session is None:
            return "a friendly needs the joiner's team (join with --team)"
        try:
            self.session = self.make_session(team)
        except (ValueError, DataError) as exc:
            return f"team: {exc}"
        self._history, self._events = (
            list(self.session.match.state.history),
            list(self.session.match.state.events),
        )
        self._keep_clock_setting()
        self._follow_clock(None)
        self._save()
        return None

    async def _turn_away(self, connection: Connection, reason: str) -> Peer | None:
        """Refuse a connection with its reason and close it; None, as no peer joined."""
        with contextlib.suppress(ConnectionClosed):
            await connection.send(p.encode(p.Refused(reason=reason)))
            await connection.close(1008, reason[:120])
        return None

    async def _tell_end(self, connection: Connection, ending: p.Ended, role: str) -> Peer | None:
        """A coach back after the end is told how it ended, with the replay, instead of a welcome."""
        with contextlib.suppress(ConnectionClosed):
            await connection.send(p.encode(ending))
            await connection.close()
        if role == "player" and _closed_by_joiner(connection):  # it answered the close: it has it
            self.end_taken.set()
        return None

    async def _keep_alive(self, peer: Peer) -> None:
        """A ping every ``keep_alive`` seconds; its answer counts as hearing from the peer. No
        answer within as long again: the link has gone silent and the connection is dropped (the
        match pauses; the joiner, if it still can, comes back)."""
        with contextlib.suppress(ConnectionClosed):
            while True:
                await asyncio.sleep(self.keep_alive)
                pong = await peer.connection.ping()
                try:
                    await asyncio.wait_for(asyncio.shield(pong), self.keep_alive)
                except TimeoutError:
                    peer.connection.transport.abort()
                    return
                peer.heard = self.clock()

    def _see_end_taken(self) -> None:
        """The joiner here at the end has had it once he answers a ping sent after it (or closes
        normally, as he does then): ``end_taken``. A drop first, and he may come back for it."""
        peer = self.player
        if peer is None:
            return

        async def see() -> None:
            await peer.outbox.join()  # the end written, or the connection gone
            try:
                pong = await peer.connection.ping()
                await asyncio.wait_for(asyncio.shield(pong), LINGER)
            except (ConnectionClosed, TimeoutError):
                if not _closed_by_joiner(peer.connection):
                    return
            self.end_taken.set()

        self._seeing_end = asyncio.get_running_loop().create_task(see())

    def owes_end(self) -> bool:
        """Whether the match is over and its joining coach has not had the end: he may come back for it."""
        return self.finished.is_set() and self.joined_once and not self.end_taken.is_set()

    async def wait_for_joiner(self, patience: float = LINGER) -> bool:
        """Wait, ``patience`` seconds at most, until the joining coach has had the end (at once if
        he has); whether he has."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.end_taken.wait(), patience)
        return self.end_taken.is_set()

    def _leave(self, peer: Peer) -> None:
        if peer is self.player:
            self.player = None
            if not self.finished.is_set():
                self.away_since = peer.heard  # away since the last word heard, not since the drop was noticed
                paused = self.paused
                self._follow_clock(None)
                if paused is not None:
                    left = max(0.0, self.award_after - (self.clock() - peer.heard))
                    self._send_all(p.Paused(waiting_for=paused, award_after=left, clock=self._clock_data()))
            self.changed.set()
        self.watchers.discard(peer)

    async def _write(self, peer: Peer) -> None:
        try:
            while True:
                text = await peer.outbox.get()
                try:
                    await peer.connection.send(text)
                finally:
                    peer.outbox.task_done()
        except ConnectionClosed:
            while not peer.outbox.empty():  # gone: nothing more is waited for
                peer.outbox.get_nowait()
                peer.outbox.task_done()

    def _send(self, peer: Peer, message: p.HostMessage | str) -> None:
        """Queue ``message`` for ``peer``: a message, or the text of one already encoded."""
        text = message if isinstance(message, str) else p.encode(message)
        if peer is self.player:
            self.sent[0] += 1
            self.sent[1] += len(text.encode())
        try:
            peer.outbox.put_nowait(text)
        except asyncio.QueueFull:  # it does not read: let it go, it may come back for the state
            asyncio.get_running_loop().create_task(peer.connection.close(1008, "too slow to read the match"))

    def _send_all(
        self, message: p.Update | p.Paused | p.Resumed | p.ChatLine | p.Ended, but: Peer | None = None
    ) -> None:
        """Send ``message`` to every peer but ``but``, encoded once for all who get the same text:
        an update's take-back goes to the coach whose it is alone (R4.7), the others get it without."""
        shared = message
        if isinstance(message, p.Update) and message.take_back is not None:
            shared = message.model_copy(update={"take_back": None})
        texts: dict[int, str] = {}  # by id of the message encoded
        for peer in [self.player, *self.watchers]:
            if peer is not None and peer is not but:
                own = message if peer is self.player else shared
                if id(own) not in texts:
                    texts[id(own)] = p.encode(own)
                self._send(peer, texts[id(own)])

    # --- what a joiner says ---------------------------------------------------------------------------
    def _receive(self, peer: Peer, raw: str | bytes) -> None:
        try:
            message = p.read_from_joiner(raw)
        except p.BadMessage as exc:
            return self._refuse(peer, str(exc))
        if isinstance(message, p.Hello):
            return self._refuse(peer, "already joined")
        if isinstance(message, p.Say):
            problem = "chat: spectators read the chat" if peer.role != "player" else None
            problem = problem or self.say(self.remote, message.text)
            if problem:
                return self._refuse(peer, problem)
            peer.refusals = 0
            return None
        if peer.role != "player":
            return self._refuse(peer, "a spectator cannot act", message.seq)
        match = self.match
        assert match is not None
        if match.pending is None:
            return self._refuse(peer, "the match is over", message.seq)
        if message.seq != self.seq:
            return self._refuse(
                peer, f"out of turn: this is decision {self.seq}, not {message.seq}", message.seq
            )
        if match.pending.side != self.remote:
            return self._refuse(
                peer,
                f"out of turn: the decision is {possessive(match.teams[match.pending.side].name)}",
                message.seq,
            )
        try:
            action = Action.from_json(message.action.model_dump(exclude_none=True))
        except ValueError as exc:
            return self._refuse(peer, f"action: {exc}", message.seq)
        problem = self._apply(self.remote, action)
        if problem:
            return self._refuse(peer, problem, message.seq)
        peer.refusals = 0
        return None

    def _refuse(self, peer: Peer, reason: str, seq: int | None = None) -> None:
        peer.refusals += 1
        self._send(peer, p.Refused(reason=reason, seq=seq))

    # --- the match --------------------------------------------------------------------------------
    def _apply(self, side: int, action: Action, by_clock: bool = False) -> str | None:
        assert self.session is not None
        match = self.session.match
        try:
            match.apply(action)  # checks it first: an illegal action changes nothing
        except IllegalAction as exc:
            return str(exc)
        self.seq += 1
        self._follow_clock(None if by_clock else side)
        self._autosave(side)
        self._send_all(self._update(side, action))
        if match.pending is None:
            self._end()
        else:
            self._concede_if_due()
        self.changed.set()
        return None

    def _autosave(self, side: int) -> None:
        """Saved whenever the decision passes to the other coach, and every few actions of a run:
        a host that crashes serves the match again from there (a save takes milliseconds, an
        action far less)."""
        match = self.match
        self._unsaved += 1
        if self.save is None or match is None or match.pending is None:
            return
        if match.pending.side != side or self._unsaved >= SAVE_EVERY:
            self._save()
            self._unsaved = 0

    def _save(self) -> None:
        """The autosave; a failure (a full or read-only disk) is kept to tell, and the match goes
        on: the joiner is sent every action all the same."""
        if self.save is None or self.session is None:
            return
        try:
            self.save(self.session)
        except (OSError, DataError, IllegalAction) as exc:
            self.save_problem = f"Autosave failed: {exc}"
        else:
            self.save_problem = None

    def _concede_if_due(self) -> None:
        match = self.match
        if (
            self.awarded
            and match is not None
            and match.pending is not None
            and match.pending.side == self.remote
        ):
            self._apply(self.remote, Action(Act.CONCEDE))

    def _end(self) -> None:
        assert self.session is not None and self.session.match.result is not None
        replay = self.session.to_json()
        if isinstance(replay.get("network"), dict):  # the relay token is this host's alone
            replay["network"] = {k: v for k, v in replay["network"].items() if k != RELAY_TOKEN}
        if self.on_end is not None:
            self.on_end(self.session)
        self.ending = p.Ended(result=result_record(self.session), replay=replay, note=self.note)
        self._send_all(self.ending)
        self._see_end_taken()
        self.finished.set()

    def _update(self, side: int, action: Action) -> p.Update:
        match = self.match
        assert match is not None
        history, events = match.state.history, match.state.events
        h_from, e_from = _follow(self._history, history), _follow(self._events, events)
        take_back = take_back_change(match, self.remote, self._take_back)
        return p.Update(
            seq=self.seq,
            side=side,
            action=p.ActionData.model_validate(action.to_json()),
            state=public_state(match, whole=False),
            history_from=h_from,
            history=[a.to_json() for a in history[h_from:]],
            events_from=e_from,
            events=[e.to_json() for e in events[e_from:]],
            clock=self._clock_data(),
            take_back=None if take_back is None else p.TakeBackPart.model_validate(take_back),
        )

    def _welcome(self, peer: Peer) -> p.Welcome:
        match = self.match
        assert match is not None
        return p.Welcome(
            role=peer.role,  # type: ignore[arg-type]
            side=self.remote if peer.role == "player" else None,
            seq=self.seq,
            match=public_save(match, side=self.remote if peer.role == "player" else None),
            paused=self.paused,
            league=self.league_words,
            clock=self._clock_data(),
            chat=list(self.chat),
            award_after=self.award_after,
            coach=self.session.names[1 - self.remote] if self.session is not None else None,
        )

    # --- the turn clock ---------------------------------------------------------------------------
    def _follow_clock(self, by: int | None) -> None:
        """The clock after a change to the match or to who is here: ``by`` the coach who acted."""
        if self.turn_clock is None or self.match is None:
            return
        self.turn_clock.follow(self.match, self.clock(), self.paused is not None, by)
        self._clock_wake.set()

    def _keep_clock_setting(self) -> None:
        """The clock's limit and the relay kept with the match, so a host that crashed serves it
        with its clock, through its relay, under its code."""
        session = self.session
        if session is None or session.network is None:
            return
        if self.turn_clock is not None:
            session.network["turn_clock"] = self.turn_clock.limit
        session.network.update(self._relay)

    def _clock_data(self) -> p.ClockData | None:
        return None if self.turn_clock is None else self.turn_clock.data(self.clock())

    async def _keep_time(self) -> None:
        """Wait for the running clock to reach zero (or for a change that moves it), then answer
        for the coach whose time ran out."""
        clock = self.turn_clock
        assert clock is not None
        while not self.finished.is_set():
            self._clock_wake.clear()
            counting = clock.since is not None
            left = clock.remaining(self.clock()) if counting else None
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._clock_wake.wait(), left)
            self.tick()

    def tick(self) -> None:
        """Answer for a coach whose time has run out, with the rules' defaults until his stretch
        of play is over (his team turn ended, his set-up done, his reaction given)."""
        clock, match = self.turn_clock, self.match
        if clock is None or match is None:
            return
        side = clock.due(self.clock())
        if side is None:
            return
        clock.run_out(side)
        period = clock.period
        for _ in range(DEFAULTS_AT_MOST):
            pending = match.pending
            if pending is None or pending.side != side or clock_period(match) != period:
                break
            if self._apply(side, default_action(match), by_clock=True) is not None:
                break  # the rules refused their own default: leave the decision to the coach
        self.changed.set()

    def _remote_name(self) -> str:
        match = self.match
        return "the joining coach" if match is None else f"{possessive(match.teams[self.remote].name)} coach"


def _closed_by_joiner(connection: Connection) -> bool:
    """Whether the other end closed the connection normally (1000), or answered the host's normal
    close: a joiner does so once it has had the end, or when its coach leaves."""
    close = connection.protocol.close_rcvd
    return close is not None and close.code == 1000


def _follow(sent: list[Any], now: list[Any]) -> int:
    """How much of ``now`` the joiners already have: the length of its common start with ``sent``,
    which is then made ``now``. A match's history and events only grow, so the usual answer is
    found at once (the last one sent is still in its place) and only what is new is copied."""
    n = min(len(sent), len(now))
    kept = n
    if n and sent[n - 1] is not now[n - 1]:
        kept = next((i for i in range(n) if sent[i] is not now[i] and sent[i] != now[i]), n)
    del sent[kept:]
    sent.extend(now[kept:])
    return kept
