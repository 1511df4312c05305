"""Connections counted by the address they come from, at the handshake, before any message: a
host and a relay let each address hold only so many at once. Beyond that the connection is refused
with HTTP 429 and nothing behind the handshake hears of it. And an accept the system refuses, for
want of descriptors, is said once rather than at every try."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from http import HTTPStatus
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Response

ACCEPT_FAILED = "socket.accept() out of system resource"  # what asyncio calls a refused accept
RETRY_ACCEPT = "_start_serving"  # the callback asyncio schedules to accept again after one

LoopHandler = Callable[[asyncio.AbstractEventLoop, dict[str, Any]], object]
log = logging.getLogger(__name__)


class PerAddress:
    def __init__(self, most: int) -> None:
        self.most = most
        self.open: dict[str, set[ServerConnection]] = {}  # the connections from each address
        self._watching: set[asyncio.Task[None]] = set()

    def admit(self, connection: ServerConnection, address: str) -> Response | None:
        """None when ``connection`` from ``address`` is let in (and counted until it closes), else
        the refusal to answer it with."""
        here = self.open.setdefault(address, set())
        if len(here) >= self.most:
            if not here:
                self.open.pop(address, None)
            return connection.respond(
                HTTPStatus.TOO_MANY_REQUESTS, f"{self.most} connections from {address} already\n"
            )
        here.add(connection)
        task = asyncio.get_running_loop().create_task(self._closed(address, connection))
        self._watching.add(task)
        task.add_done_callback(self._watching.discard)
        return None

    def count(self) -> int:
        """Connections open now, from every address."""
        return sum(len(here) for here in self.open.values())

    async def _closed(self, address: str, connection: ServerConnection) -> None:
        """Count ``connection`` no more once it is closed, however it ends."""
        try:
            await connection.wait_closed()
        finally:
            here = self.open.get(address, set())
            here.discard(connection)
            if not here:
                self.open.pop(address, None)


def address_of(connection: ServerConnection) -> str:
    """The address a connection comes from, as the socket says."""
    peer = connection.remote_address
    return str(peer[0]) if isinstance(peer, tuple) and peer else str(peer)


def accept_refusals_said_once(previous: LoopHandler | None, who: str) -> LoopHandler:
    """The loop's exception handler, except for an accept the system refuses for want of
    descriptors or memory: asyncio tries again every second, and from each pending connection,
    logging a traceback each time (thousands under a low descriptor limit); it is said once."""
    said = False

    def handle(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        nonlocal said
        refused = context.get("exception")
        if context.get("message") == ACCEPT_FAILED and isinstance(refused, OSError):
            if not said:
                said = True
                log.error(
                    "The %s cannot take new connections for now (%s): it takes them as others close "
                    "(said once)",
                    who,
                    refused.strerror or refused,
                )
            return
        if said and isinstance(refused, OSError | ValueError) and RETRY_ACCEPT in repr(context.get("handle")):
            return  # asyncio's later try to accept, on the listening socket closed meanwhile: nothing lost
        if previous is not None:
            previous(loop, context)
        else:
            loop.default_exception_handler(context)

    return handle
