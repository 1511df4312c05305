"""A host's line out to a relay (:mod:`.relay`): the host dials out, so no port of its own need be
open. It says ``open`` with its code and token, then answers every ``knock`` by opening a
connection of its own to the relay for that joiner and serving it there as if he had connected to
the host directly. A dropped line is dialled again with the same code and token, for as long as the
host serves; the relay keeps the code meanwhile."""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from collections.abc import Awaitable, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from samurai_bowl.net import protocol as p
from samurai_bowl.net import relay_protocol as rp
from samurai_bowl.net.transport import FRAME_LIMIT, HELLO, INBOX, PING

OPEN_WAIT = HELLO  # seconds to reach the relay and be answered
RETRY = 2.0  # seconds between tries at most, after the line drops
PEER_HEADER = "Samurai-Peer"  # the knock a host's attaching connection answers
CODE_HEADER = "Samurai-Join-Code"  # the code a joiner comes with (a header: kept out of addresses and logs)

Serve = Callable[[ClientConnection], Awaitable[None]]


def untrusted(exc: BaseException, url: str) -> str | None:
    """What is said when ``exc`` is a certificate this end does not trust (it will not change by
    trying again); None for any other failure."""
    if not isinstance(exc, ssl.SSLCertVerificationError):
        return None
    return (
        f"the certificate of {url} is not trusted ({exc.verify_message}): for a relay with a "
        "certificate of its own making, give it with --relay-ca FILE"
    )


class RelayRefused(Exception):
    """The relay will not serve this host (the code is another's, too many matches ...)."""


class RelayDial:
    def __init__(
        self, url: str, code: str, token: str, serve: Serve, tls: ssl.SSLContext | None = None
    ) -> None:
        """``serve`` serves one joiner on the host's end of his connection, until it closes;
        ``tls`` the certificates a ``wss://`` relay is checked against (None: the system's)."""
        self.url = url
        self.code = code
        self.token = token
        self.serve = serve
        self.tls = tls
        self.grace = 0.0  # seconds the relay keeps the code while this line is down
        self.connected = False  # the line is up now
        self.problem: str | None = None  # the relay refused this host after a drop: it serves no more
        self._control: ClientConnection | None = None
        self._line: asyncio.Task[None] | None = None
        self._attached: set[asyncio.Task[None]] = set()

    async def open(self) -> float:
        """Reach the relay and have the code served; the seconds it is kept across a drop.
        :class:`RelayRefused` when the relay will not, OSError when it cannot be reached."""
        try:
            await self._dial()
        except (OSError, InvalidHandshake, TimeoutError, ConnectionClosed) as exc:
            raise OSError(
                untrusted(exc, self.url) or f"could not reach the relay at {self.url}: {exc}"
            ) from None
        except InvalidURI as exc:
            raise OSError(str(exc)) from None
        self._line = asyncio.create_task(self._keep_line())
        return self.grace

    async def close(self, finished: bool) -> None:
        """Hang up: when the match is ``finished`` the relay is told to let the code go (else it
        keeps it for the host's return); every joiner's connection is closed."""
        if self._line is not None:
            self._line.cancel()
            await asyncio.gather(self._line, return_exceptions=True)
        control = self._control
        if control is not None:
            with contextlib.suppress(ConnectionClosed):
                if finished:
                    await control.send(p.encode(rp.Close()))
                await control.close()
        for task in list(self._attached):
            task.cancel()
        await asyncio.gather(*self._attached, return_exceptions=True)

    async def _dial(self) -> None:
        kwargs = {"ssl": self.tls} if self.url.startswith("wss:") and self.tls is not None else {}
        control = await connect(
            rp.relay_path(self.url, "host"),
            additional_headers={CODE_HEADER: self.code},  # (a balancer in front routes by it)
            max_size=rp.CONTROL_LIMIT,
            open_timeout=OPEN_WAIT,
            ping_interval=PING,
            ping_timeout=PING,
            **kwargs,  # type: ignore[arg-type]
        )
        try:
            await control.send(p.encode(rp.Open(code=self.code, token=self.token)))
            answer = rp.read_from_relay(await asyncio.wait_for(control.recv(), OPEN_WAIT))
        except p.BadMessage as exc:
            await control.close(1002, "message not understood")
            raise RelayRefused(f"the relay's answer was not understood: {exc}") from None
        except BaseException:
            await control.close()
            raise
        if isinstance(answer, rp.Refused):
            await control.close()
            raise RelayRefused(answer.reason)
        if not isinstance(answer, rp.Opened):
            await control.close(1002, "expected opened")
            raise RelayRefused("the relay did not open the match")
        self.grace, self._control, self.connected = answer.grace, control, True

    async def _keep_line(self) -> None:
        """Answer knocks; dial again when the line drops, until the relay refuses."""
        wait = 0.05
        while True:
            control = self._control
            if control is not None:
                with contextlib.suppress(ConnectionClosed):
                    async for raw in control:
                        self._take(raw)
                        wait = 0.05
                self._control, self.connected = None, False
            try:
                await self._dial()
            except RelayRefused as exc:
                self.problem = f"the relay refused: {exc}"
                return
            except (OSError, InvalidHandshake, TimeoutError, ConnectionClosed):
                await asyncio.sleep(wait)
                wait = min(wait * 2, RETRY)

    def _take(self, raw: str | bytes) -> None:
        try:
            message = rp.read_from_relay(raw)
        except p.BadMessage:
            return  # a relay of another version: its knock is not one this host can answer
        if isinstance(message, rp.Knock):
            task = asyncio.create_task(self._attach(message.peer))
            self._attached.add(task)
            task.add_done_callback(self._attached.discard)

    async def _attach(self, peer: str) -> None:
        """The host's end of one joiner's connection, served until it closes."""
        kwargs = {"ssl": self.tls} if self.url.startswith("wss:") and self.tls is not None else {}
        with contextlib.suppress(OSError, InvalidHandshake, TimeoutError, ConnectionClosed):
            async with connect(
                rp.relay_path(self.url, "attach"),
                additional_headers={PEER_HEADER: peer, CODE_HEADER: self.code},
                max_size=FRAME_LIMIT,
                max_queue=INBOX,
                ping_interval=None,  # the host's own keep-alive, as for a joiner connected directly
                open_timeout=OPEN_WAIT,
                **kwargs,  # type: ignore[arg-type]
            ) as connection:
                await self.serve(connection)
