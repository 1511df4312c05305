"""The relay: a meeting point that both coaches dial out to, for hosts who cannot open a port.

It holds no match and no dice. A host keeps a line to it (``/host``) under its join code; a joiner
who comes with that code (``/join``, the code in a header) is announced to the host, which opens a
connection of its own for him (``/attach``); from then the relay forwards every frame between the
two as it is, and reads none of them. What it forwards is what a joiner connected directly would
get (:mod:`.relay_protocol` says the paths and the host's messages).

It keeps the rest of the network honest with limits (:class:`Limits`): the size of a frame, a rate
of frames and bytes for each connection (beyond it the relay reads more slowly, so a flood costs
its sender), connections at once from one address, matches one address hosts, wrong codes from
one address a minute. A connection that stops answering pings is dropped (as a host drops one);
one that says nothing either way for ``idle`` seconds is closed. A host whose line drops keeps its
code for ``grace`` seconds, and has it back with its token.

It logs one line when a match opens and one when it ends, with counts and never a message's
contents nor a join code.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import ipaddress
import itertools
import logging
import secrets
import ssl
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http import HTTPStatus

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from samurai_bowl.net import protocol as p
from samurai_bowl.net import relay_protocol as rp
from samurai_bowl.net.admission import PerAddress, accept_refusals_said_once, address_of
from samurai_bowl.net.join_code import typed
from samurai_bowl.net.relay_dial import CODE_HEADER, PEER_HEADER
from samurai_bowl.net.transport import FRAME_LIMIT, HELLO, INBOX, PING

PORT = 7456  # the port a relay listens on unless told another
WRONG_CODE = "no match has this join code: check it with the host"
log = logging.getLogger("samurai_bowl.relay")


@dataclass(frozen=True)
class Limits:
    per_address: int = 64  # connections at once from one address (a household behind one router)
    matches_per_address: int = 8  # matches hosted at once from one address
    matches: int = 5000  # matches at once in all
    joiner_frames: tuple[float, float] = (50.0, 500.0)  # a joiner's frames a second, and at once
    joiner_bytes: tuple[float, float] = (256e3, 2e6)  # ... and bytes
    host_frames: tuple[float, float] = (1000.0, 5000.0)  # a host's, for each joiner
    host_bytes: tuple[float, float] = (8e6, 32e6)
    idle: float = 3600.0  # seconds without a frame either way before a connection is closed
    grace: float = 600.0  # seconds a host's code is kept after its line drops
    knock: float = HELLO  # seconds a host has to take a joiner
    handshake: float = 10.0  # seconds a new connection has to open (a socket that never speaks is closed)
    wrong_codes: int = 30  # wrong join codes from one address in a minute before it is refused
    proxied: bool = False  # behind a reverse proxy: the address is the last in X-Forwarded-For


class Bucket:
    """A rate: ``rate`` a second on average, up to ``burst`` at once. :meth:`take` waits when it
    is spent, so a sender beyond it is read more slowly, not cut off."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.level, self.at = burst, clock()

    async def take(self, amount: float) -> None:
        now = self.clock()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        self.level -= min(amount, self.burst)  # one frame bigger than the burst costs the burst
        if self.level < 0:
            await asyncio.sleep(-self.level / self.rate)


@dataclass(eq=False)
class Pair:
    """A joiner's connection and the host's end of it, joined."""

    joiner: ServerConnection
    host: ServerConnection
    last: float  # when a frame last went either way


@dataclass(eq=False)
class Room:
    """A hosted match as the relay knows it: its code, the hash of its host's token, its host's
    line (None while away) and the joiners' connections."""

    number: int
    code: str
    token: bytes
    address: str
    opened: float
    control: ServerConnection | None = None
    gone_since: float | None = None
    last: float = 0.0
    joins: int = 0
    frames: int = 0
    sent: int = 0  # bytes
    pairs: set[Pair] = field(default_factory=set)


class Relay:
    def __init__(self, limits: Limits | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits or Limits()
        self.clock = clock
        self.rooms: dict[str, Room] = {}  # by code
        self.server: Server | None = None
        self._knocks: dict[str, tuple[Room, asyncio.Future[ServerConnection]]] = {}
        self._numbers = itertools.count(1)
        self._wrong: dict[str, deque[float]] = {}  # when each address last gave wrong codes
        self._per_address = PerAddress(self.limits.per_address)
        self._sweeper: asyncio.Task[None] | None = None
        self.forwarded = 0  # frames, in all
        self.tap: Callable[[str, str | bytes], None] | None = None  # (direction, frame): for tests alone

    async def start(self, host: str, port: int, tls: ssl.SSLContext | None = None) -> tuple[str, int]:
        """Listen on ``host``:``port`` (0: any free port), with TLS when ``tls`` is given; the
        address listened on."""
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(accept_refusals_said_once(loop.get_exception_handler(), "relay"))
        self.server = await serve(
            self._serve,
            host,
            port,
            ssl=tls,
            max_size=p.HOST_LIMIT,  # the most any frame may be; a joiner's are held to less below
            max_queue=INBOX,
            ping_interval=PING,  # a connection silent for two of them is dropped, as a host drops one
            ping_timeout=PING,
            process_request=self._admit,
            server_header=None,
            compression=None,  # frames pass as they are: compressing each leg again costs the CPU twice over
            open_timeout=self.limits.handshake,
        )
        self._sweeper = asyncio.create_task(self._sweep())
        address = next(iter(self.server.sockets)).getsockname()
        return str(address[0]), int(address[1])

    async def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        for room in list(self.rooms.values()):
            self._end(room, "the relay stopped")
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.server.wait_closed(), 15.0)

    def status(self) -> dict[str, int]:
        """Matches, hosts here, joined pairs and connections, now."""
        return {
            "matches": len(self.rooms),
            "hosts": sum(room.control is not None for room in self.rooms.values()),
            "pairs": sum(len(room.pairs) for room in self.rooms.values()),
            "connections": self._per_address.count(),
            "forwarded": self.forwarded,
        }

    # --- the handshake ----------------------------------------------------------------------------
    def _address(self, connection: ServerConnection, request: Request) -> str:
        address = address_of(connection)
        if self.limits.proxied:
            forwarded = request.headers.get("X-Forwarded-For", "")
            address = forwarded.split(",")[-1].strip() or address
        return address_key(address)

    def _admit(self, connection: ServerConnection, request: Request) -> Response | None:
        """Before any frame: the path, the code's host here, the address's wrong codes and
        connections. A health check (``/health``) is answered with the counts."""
        path = request.path.split("?", 1)[0]
        if path == "/health":
            counts = ", ".join(f"{k} {v}" for k, v in self.status().items())
            return connection.respond(HTTPStatus.OK, f"samurai-bowl relay: {counts}\n")
        address = self._address(connection, request)
        if path == "/join":
            if self._wrong_codes(address) >= self.limits.wrong_codes:
                return connection.respond(
                    HTTPStatus.TOO_MANY_REQUESTS, "too many wrong join codes: try again in a minute\n"
                )
            room = self.rooms.get(typed(request.headers.get(CODE_HEADER, "")))
            if room is not None and room.control is None:  # the joiner tries again, as for a host away
                return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "the host is away: trying again\n")
        elif path not in ("/host", "/attach"):
            return connection.respond(HTTPStatus.NOT_FOUND, "a relay serves /host, /join and /attach\n")
        connection.relay_address = address  # type: ignore[attr-defined]
        return self._per_address.admit(connection, address)

    def _wrong_codes(self, address: str, add: bool = False) -> int:
        """Wrong codes from ``address`` in the last minute (one more when ``add``)."""
        now = self.clock()
        seen = self._wrong.setdefault(address, deque())
        while seen and now - seen[0] > 60.0:
            seen.popleft()
        if add:
            seen.append(now)
        if not seen:
            self._wrong.pop(address, None)
        return len(seen)

    async def _serve(self, connection: ServerConnection) -> None:
        assert connection.request is not None
        path = connection.request.path.split("?", 1)[0]
        with contextlib.suppress(ConnectionClosed):
            if path == "/host":
                await self._host(connection)
            elif path == "/join":
                await self._join(connection, typed(connection.request.headers.get(CODE_HEADER, "")))
            else:
                await self._attach(connection, connection.request.headers.get(PEER_HEADER, ""))

    # --- hosts --------------------------------------------------------------------------------------
    async def _host(self, connection: ServerConnection) -> None:
        address: str = connection.relay_address  # type: ignore[attr-defined]
        connection.protocol.max_message_size = rp.CONTROL_LIMIT
        try:
            raw = await asyncio.wait_for(connection.recv(), HELLO)
            opening = rp.read_from_host(raw)
        except (TimeoutError, p.BadMessage) as exc:
            return await self._refuse_host(connection, str(exc) or "no open")
        if not isinstance(opening, rp.Open):
            return await self._refuse_host(connection, "the first message must be open")
        assert connection.request is not None
        told = connection.request.headers.get(CODE_HEADER)
        if told is not None and typed(told) != opening.code:  # a balancer routed it by another code
            return await self._refuse_host(connection, f"{CODE_HEADER} is not the code opened")
        token = hashlib.sha256(opening.token.encode()).digest()
        room = self.rooms.get(opening.code)
        if room is not None:
            if not hmac.compare_digest(room.token, token):
                return await self._refuse_host(connection, "this join code is another host's: host anew")
            if room.control is not None:  # back before the relay noticed the old line drop
                await room.control.close(4001, "replaced by the host's new connection")
        else:
            problem = self._room_problem(address)
            if problem:
                return await self._refuse_host(connection, problem)
            now = self.clock()
            room = Room(next(self._numbers), opening.code, token, address, opened=now)
            self.rooms[opening.code] = room
            log.info("match %d opened by %s (%d open)", room.number, address, len(self.rooms))
        room.control, room.gone_since, room.address, room.last = connection, None, address, self.clock()
        await connection.send(p.encode(rp.Opened(grace=self.limits.grace)))
        try:
            async for raw in connection:
                try:
                    message = rp.read_from_host(raw)
                except p.BadMessage as exc:
                    await connection.close(1008, p.printable(str(exc), 120))
                    break
                if isinstance(message, rp.Close):
                    self._end(room, "the host closed it")
                    await connection.close()
                    break
                await connection.close(1008, "already open")
                break
        finally:
            if room.control is connection:
                room.control, room.gone_since = None, self.clock()

    def _room_problem(self, address: str) -> str | None:
        hosted, most = (
            sum(room.address == address for room in self.rooms.values()),
            self.limits.matches_per_address,
        )
        if hosted >= most:
            return f"{hosted} matches are hosted from {address} already (at most {most})"
        if len(self.rooms) >= self.limits.matches:
            return f"the relay serves {len(self.rooms)} matches, its most: try another relay or later"
        return None

    async def _refuse_host(self, connection: ServerConnection, reason: str) -> None:
        await connection.send(p.encode(rp.Refused(reason=reason)))
        await connection.close(1008, p.printable(reason, 120))

    def _end(self, room: Room, why: str) -> None:
        if self.rooms.get(room.code) is not room:
            return
        del self.rooms[room.code]
        log.info(
            "match %d ended after %s (%s): %d joins, %s frames, %s bytes (%d open)",
            room.number,
            _duration(self.clock() - room.opened),
            why,
            room.joins,
            f"{room.frames:,}",
            f"{room.sent:,}",
            len(self.rooms),
        )

    # --- joiners ------------------------------------------------------------------------------------
    async def _join(self, connection: ServerConnection, code: str) -> None:
        connection.protocol.max_message_size = FRAME_LIMIT  # beyond it closed (1009), as a host does
        room = self.rooms.get(code)
        if room is None:
            self._wrong_codes(connection.relay_address, add=True)  # type: ignore[attr-defined]
            await connection.send(p.encode(p.Refused(reason=WRONG_CODE)))
            await connection.close(1008, "wrong join code")
            return
        control = room.control
        if control is None:  # it went between the handshake and here
            await connection.close(1013, "the host is away: try again")
            return
        peer = secrets.token_urlsafe(16)
        taken: asyncio.Future[ServerConnection] = asyncio.get_running_loop().create_future()
        self._knocks[peer] = (room, taken)
        try:
            await control.send(p.encode(rp.Knock(peer=peer)))
            attached = await asyncio.wait_for(taken, self.limits.knock)
        except (TimeoutError, ConnectionClosed):
            await connection.close(1013, "the host did not answer: try again")
            return
        finally:
            self._knocks.pop(peer, None)
        room.joins += 1
        await self._splice(room, Pair(connection, attached, self.clock()))

    async def _attach(self, connection: ServerConnection, peer: str) -> None:
        knock = self._knocks.get(peer)
        if knock is None or knock[1].done():
            await connection.close(1008, "no joiner waits for this connection")
            return
        knock[1].set_result(connection)
        await connection.wait_closed()

    async def _splice(self, room: Room, pair: Pair) -> None:
        """Forward frames both ways until either side closes; then the other is closed as it was
        (its code and reason passed on), or as gone when it dropped."""
        limits = self.limits
        room.pairs.add(pair)
        ways = [
            asyncio.create_task(self._pump(room, pair, "to host", limits.joiner_frames, limits.joiner_bytes)),
            asyncio.create_task(self._pump(room, pair, "to joiner", limits.host_frames, limits.host_bytes)),
        ]
        try:
            done, _ = await asyncio.wait(ways, return_when=asyncio.FIRST_COMPLETED)
            first = next(iter(done)).result()
            for task in ways:
                task.cancel()
            await asyncio.gather(*ways, return_exceptions=True)
            other = pair.host if first is pair.joiner else pair.joiner
            code, reason = _passed_on(first)
            await other.close(code, reason)
        finally:
            room.pairs.discard(pair)
            for end in (pair.joiner, pair.host):
                if end.close_code is None:
                    end.transport.abort()

    async def _pump(
        self, room: Room, pair: Pair, way: str, frames: tuple[float, float], size: tuple[float, float]
    ) -> ServerConnection:
        """Frames one ``way`` at the sender's rate (``frames`` and bytes ``size``, each a rate and
        a burst); the side that closed."""
        source, target = (pair.joiner, pair.host) if way == "to host" else (pair.host, pair.joiner)
        counted, weighed = Bucket(*frames, self.clock), Bucket(*size, self.clock)
        try:
            async for frame in source:
                await counted.take(1)
                await weighed.take(len(frame))
                pair.last = room.last = self.clock()
                room.frames += 1
                room.sent += len(frame)
                self.forwarded += 1
                if self.tap is not None:
                    self.tap(way, frame)
                await target.send(frame)
        except ConnectionClosed:
            if target.close_code is not None and source.close_code is None:
                return target  # the send failed: the target closed first
        return source

    # --- idle and gone ------------------------------------------------------------------------------
    async def _sweep(self) -> None:
        """Close what has been idle too long and let go the codes of hosts gone past their grace."""
        limits = self.limits
        while True:
            await asyncio.sleep(min(30.0, limits.idle / 4, max(limits.grace / 4, 0.05)))
            now = self.clock()
            for address in list(self._wrong):
                self._wrong_codes(address)  # forgets those with none in the last minute
            for room in list(self.rooms.values()):
                for pair in list(room.pairs):
                    if now - pair.last > limits.idle:
                        await pair.joiner.close(1000, f"idle for {limits.idle:g} s")
                if (
                    room.control is None
                    and room.gone_since is not None
                    and now - room.gone_since > limits.grace
                ):
                    self._end(room, f"the host was away over {limits.grace:g} s")
                elif room.control is not None and not room.pairs and now - room.last > limits.idle:
                    self._end(room, f"idle for {limits.idle:g} s")
                    await room.control.close(1000, f"idle for {limits.idle:g} s")


def address_key(address: str) -> str:
    """What the limits of an address count by: an IPv4 address, or the /64 network of an IPv6 one
    (what one household or server is given, and could otherwise spread a flood across)."""
    try:
        found = ipaddress.ip_address(address.strip("[]"))
    except ValueError:
        return address
    if isinstance(found, ipaddress.IPv6Address):
        if found.ipv4_mapped is not None:
            return str(found.ipv4_mapped)
        return str(ipaddress.IPv6Network((found, 64), strict=False))
    return str(found)


def _passed_on(closed: ServerConnection) -> tuple[int, str]:
    """The close code and reason to pass to the other side of ``closed``: its own, or "going
    away" when it dropped without a close of its own (codes that may not be sent)."""
    code = closed.close_code
    if code is None or code in (1005, 1006, 1015):
        return 1001, "the other side's connection dropped"
    return code, closed.close_reason or ""


def _duration(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"


def server_tls(cert: str, key: str | None) -> ssl.SSLContext:
    """A TLS context from the operator's certificate chain and key (PEM files); an OSError or
    ssl.SSLError naming what is wrong when they do not load."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context
