"""A TCP relay on 127.0.0.1 between a joiner and a host, on a thread of its own, that a test turns
into a network fault: silent (the bytes both ways are read and dropped, the connections stay
open, as in a partition), cut (every connection reset and new ones refused, as with a cable
pulled), or stranded (the joiner's ends reset, the host's left open and silent, as when the
joiner's machine changes networks), and mended again."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

TIMEOUT = 60.0  # seconds, against a hang only
T = TypeVar("T")


class Relay:
    def __init__(self, port: int) -> None:
        """A relay to the host listening on 127.0.0.1:``port``; joiners connect to :attr:`address`."""
        self.target = port
        self.passing = True  # bytes go through
        self.open = True  # new connections are made
        self._links: list[tuple[asyncio.StreamWriter, asyncio.StreamWriter]] = []  # (joiner's, host's)
        self._held: set[asyncio.StreamWriter] = set()  # host's ends left open when the joiner's went
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="relay", daemon=True)
        self.thread.start()
        self.server = self._run(asyncio.start_server(self._link, "127.0.0.1", 0))
        self.address = f"127.0.0.1:{self.server.sockets[0].getsockname()[1]}"

    def silence(self) -> None:
        """From now on nothing goes through either way; the connections stay open."""
        self._run(self._set(passing=False))

    def cut(self) -> None:
        """Reset every connection and refuse new ones."""
        self._run(self._cut())

    def strand(self) -> None:
        """Reset the joiner's end of every connection and leave the host's open, silent: the host
        has not noticed that the joiner has gone."""
        self._run(self._strand())

    def mend(self) -> None:
        self._run(self._set(passing=True, open=True))

    def close(self) -> None:
        if self.thread.is_alive():
            self._run(self._cut())
            self._run(self._let_go())
            self.server.close()
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(TIMEOUT)

    def _run(self, work: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(TIMEOUT)

    async def _set(self, **flags: bool) -> None:
        for name, value in flags.items():
            setattr(self, name, value)

    async def _cut(self) -> None:
        self.open = False
        for ends in self._links:
            for end in ends:
                end.transport.abort()
        self._links.clear()

    async def _strand(self) -> None:
        for joiner_end, host_end in self._links:
            self._held.add(host_end)
            joiner_end.transport.abort()
        self._links.clear()

    async def _let_go(self) -> None:
        for end in self._held:
            end.transport.abort()

    async def _link(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if not self.open:
            writer.transport.abort()
            return
        try:
            host_reader, host_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.transport.abort()
            return
        self._links.append((writer, host_writer))
        await asyncio.gather(self._pipe(reader, host_writer), self._pipe(host_reader, writer))

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(65536):
                if self.passing and writer not in self._held and not writer.transport.is_closing():
                    writer.write(data)
                    await writer.drain()
        except OSError:
            pass
        finally:
            if writer not in self._held:
                writer.transport.abort()  # the other way ends too
