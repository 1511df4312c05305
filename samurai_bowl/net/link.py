"""A network match as the window sees it: the asyncio loop and its connection run on a thread of
their own, off the draw thread, and the window reads the newest copy of the match from here.

Either end looks the same to the window (:class:`NetLink`): the side this coach plays, a copy of
the match without its dice (:attr:`NetLink.match`, replaced as the match moves on; ``version``
counts the copies), why the match waits (``paused``), how it ended (``ended``), and
:meth:`NetLink.request`, which sends one action and waits for the host's answer. On the host
(:class:`HostLink`) the window follows its own match through the same diceless copy the joiner has.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ssl
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from samurai_bowl.data import GameData
from samurai_bowl.engine import (
    Action,
    Match,
    TakeBackSent,
    from_public,
    public_save,
    public_state,
    take_back_after,
    take_back_change,
)
from samurai_bowl.net.host import LINGER, MatchHost
from samurai_bowl.net.joiner import Joiner, TurnedAway, no_answer_words
from samurai_bowl.net.protocol import Chat
from samurai_bowl.sessions.session import Session

ANSWER = 30.0  # seconds the window waits for the host's answer to an action before it says so
T = TypeVar("T")


@dataclass(frozen=True)
class Ending:
    """How the match ended: its post-game record, the finished match to save and show, and how it
    ended when not on the pitch (an award, R3.8)."""

    result: dict[str, Any]
    replay: dict[str, Any]
    note: str


class NetLink(ABC):
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="network play", daemon=True)
        self.thread.start()
        self.side: int | None = None
        self.match: Match | None = None
        self.version = 0
        self.paused: str | None = None
        self.ended: Ending | None = None
        self.problem: str | None = None  # the connection failed or was refused: the match cannot go on
        self.where = ""  # the host's address ("host:port"), as this end knows it
        self.connected = False  # the other end is here: the host (at a joiner), the joiner (at the host)
        self.chat: list[Chat] = []  # the latest lines the coaches said, oldest first
        self.chat_refused: str | None = None  # why the host refused this coach's last line
        self._lock = threading.Lock()

    def run(self, work: Coroutine[Any, Any, T], timeout: float = ANSWER) -> T:
        """Run ``work`` on the link's loop and wait for it (from the draw thread)."""
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout)

    def request(self, action: Action) -> str | None:
        """Send one action of this coach and wait for the host's answer: None when it was applied
        (``match`` is then the position after it), else the reason it was refused."""
        return self._answer(self._request(action))

    def _answer(self, work: Coroutine[Any, Any, str | None]) -> str | None:
        """Run ``work`` (which says None or why not) on the loop; a lost host said in words."""
        try:
            return self.run(work)
        except concurrent.futures.TimeoutError:
            return f"no answer from the host in {ANSWER:g} s"
        except ConnectionError as exc:
            return str(exc)
        except RuntimeError:  # the link's loop is closed: the connection was hung up
            work.close()  # never to run
            return "the connection to the host is closed"

    @abstractmethod
    async def _request(self, action: Action) -> str | None:
        """Send ``action`` from the loop's thread; None when applied, else why refused."""

    def say(self, text: str) -> str | None:
        """Say a line of chat: None when it went (the host may still refuse it: then
        ``chat_refused`` says why), else why it could not go."""
        self.chat_refused = None
        return self._answer(self._say(text))

    @abstractmethod
    async def _say(self, text: str) -> str | None:
        """Send a line of chat from the loop's thread."""

    def names(self) -> tuple[str | None, str | None]:
        """The names of the persons who coach each side, as this end knows them (None: unnamed)."""
        return None, None

    @abstractmethod
    def clock(self) -> tuple[int, float, bool] | None:
        """The turn clock now: whose it is, his seconds left and whether it counts; None without one."""

    def close(self) -> None:
        """End the connection and the loop's thread."""
        if not self.loop.is_closed() and self.thread.is_alive():
            with contextlib.suppress(concurrent.futures.TimeoutError, RuntimeError):  # closed meanwhile
                self.run(self._close(), timeout=5.0)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5.0)

    async def _close(self) -> None:
        await self._hang_up()
        others = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        for task in others:
            task.cancel()
        await asyncio.gather(*others, return_exceptions=True)

    @abstractmethod
    async def _hang_up(self) -> None:
        """Close this end's connections, from the loop's thread."""

    def _publish(self, match: Match | None, paused: str | None, ended: Ending | None) -> None:
        with self._lock:
            self.match, self.paused, self.ended = match, paused, ended
            self.version += 1


class JoinLink(NetLink):
    """The joining end: a :class:`Joiner` on the link's loop."""

    def __init__(
        self,
        data: GameData,
        address: str,
        code: str,
        team: dict[str, Any] | None,
        first_try: float | None = None,
        role: str = "player",
        coach: str | None = None,
        relay: bool = False,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        """``first_try``: seconds to reach the host at all; after a drop it is tried for as long
        as ``samurai-bowl join`` tries. ``coach``: this coach's name (None: he gave none). With
        ``relay``, ``address`` is the relay's the host serves through (``tls``: its certificates)."""
        super().__init__()
        self.joiner = Joiner(
            data, address, code, team=team, first_try=first_try, role=role, coach=coach, relay=relay, tls=tls
        )
        self.where = address
        self._refusals_seen = 0
        self.welcomed = threading.Event()
        self.no_answer: str | None = None  # no host answers the first tries, in words
        asyncio.run_coroutine_threadsafe(self._main(), self.loop)

    async def _main(self) -> None:
        follower = asyncio.create_task(self._follow())
        try:
            await self.joiner.run()
        except TurnedAway as exc:
            self.problem = f"The host refused: {exc}"
        except OSError as exc:
            self.problem = str(exc)
        finally:
            follower.cancel()
            self._show()
            self.welcomed.set()  # whoever waits for the welcome hears of the end as well

    async def _follow(self) -> None:
        while True:
            await self.joiner.changed.wait()
            self.joiner.changed.clear()
            self._show()

    def _show(self) -> None:
        joiner = self.joiner
        ended = None
        if joiner.ended is not None:
            ended = Ending(joiner.ended.result, joiner.ended.replay, joiner.ended.note)
        self.side = joiner.side
        self.connected = joiner.connected and self.problem is None
        self.chat = list(joiner.chat)
        refused = [reason for reason in joiner.refused[self._refusals_seen :] if reason.startswith("chat:")]
        self._refusals_seen = len(joiner.refused)
        if refused:
            self.chat_refused = refused[-1]
        if joiner.unanswered.is_set() and not joiner.welcomed.is_set():
            self.no_answer = no_answer_words(joiner.address)
        # stopped (refused, or gone for good): no longer "trying again"
        self._publish(joiner.match, None if self.problem else joiner.paused, ended)
        if joiner.welcomed.is_set():
            self.welcomed.set()

    def names(self) -> tuple[str | None, str | None]:
        """The persons' names per side, as this end knows them: its own coach's and the host's."""
        side = self.side
        named: list[str | None] = [None, None]  # a spectator's: none (he counts no match)
        if side is not None:
            named[side], named[1 - side] = self.joiner.hello.coach, self.joiner.host_coach
        return named[0], named[1]

    async def _hang_up(self) -> None:
        await self.joiner.close()

    async def _say(self, text: str) -> str | None:
        await self.joiner.say(text)
        return None

    def clock(self) -> tuple[int, float, bool] | None:
        return self.joiner.clock_left()

    async def _request(self, action: Action) -> str | None:
        refused = await self.joiner.request(action)
        self._show()
        return refused


class HostLink(NetLink):
    """The hosting end: a :class:`MatchHost` on the link's loop, its own coach this window."""

    def __init__(
        self,
        data: GameData,
        folder: Path,
        host: MatchHost,
        on_finish: Callable[[Session], str | None],
    ) -> None:
        super().__init__()
        self.data = data
        self.folder = folder
        self.host = host
        self.side = 1 - host.remote
        self.notice: str | None = None
        host.on_end = lambda session: self._ended(session, on_finish)
        self.address: tuple[str, int] | None = None
        self.linger_until: float | None = None  # (time.monotonic) serving on for a joiner owed the end
        self.lingered = threading.Event()  # ... and done
        self._frame: dict[str, Any] = {}
        self._take_back: dict[str, Any] | None = None  # the window's take-back, kept as the joiner's is
        self._take_back_sent = TakeBackSent()

    def listen(self, address: str, port: int) -> tuple[str, int]:
        """Start serving; the address and port listened on (OSError when it cannot)."""
        self.address = self.run(self.host.start(address, port))
        self.where = f"{self.address[0]}:{self.address[1]}"
        asyncio.run_coroutine_threadsafe(self._follow(), self.loop)
        return self.address

    def through_relay(self, url: str, token: str, tls: ssl.SSLContext | None = None) -> float:
        """Serve through the relay at ``url`` instead of listening (:meth:`MatchHost.start_relayed`);
        the seconds the relay keeps the code across a drop. RelayRefused or OSError when it will
        not serve."""
        grace: float = self.run(self.host.start_relayed(url, token, tls))
        self.where = url
        asyncio.run_coroutine_threadsafe(self._follow(), self.loop)
        return grace

    def relay_problem(self) -> str | None:
        """Why the relay no longer serves this match (it refused the host after a drop), if so."""
        dial = self.host.dial
        return None if dial is None else dial.problem

    def award(self) -> str | None:
        """Award the match for the joiner's absence (R3.8): None when done, else why not."""
        return self.run(self._award())

    async def _award(self) -> str | None:
        return self.host.award()

    def close(self) -> None:
        """Stop hosting. A finished match whose joining coach has not had the end is served on in
        the background (:data:`LINGER` seconds at most, until he comes back for it), then closed;
        ``lingered`` is set then."""
        if self.linger_until is not None:
            return
        if self.host.owes_end() and not self.loop.is_closed() and self.thread.is_alive():
            self.linger_until = time.monotonic() + LINGER
            asyncio.run_coroutine_threadsafe(self._linger(), self.loop)
            return
        super().close()
        self.lingered.set()

    async def _linger(self) -> None:
        try:
            await self.host.wait_for_joiner(LINGER)
            await self._close()
        finally:
            self.lingered.set()
            self.loop.stop()

    async def _follow(self) -> None:
        self._show()
        while not self.host.finished.is_set():
            await self.host.changed.wait()
            self.host.changed.clear()
            self._show()
        self._show()

    def _ended(self, session: Session, on_finish: Callable[[Session], str | None]) -> None:
        self.notice = on_finish(session)

    def _show(self) -> None:
        match = self.host.match
        copy = None
        if match is not None:
            if not self._frame:
                self._frame = public_save(match, side=self.side)
            change = take_back_change(match, self.side, self._take_back_sent)
            self._take_back = take_back_after(self._take_back, change)
            state = public_state(match, whole=False)
            if self._take_back is not None:
                state["take_back"] = self._take_back
            copy = from_public(self.data, self._frame, state, list(match.history), list(match.events))
        ended = None
        session = self.host.session
        if self.host.finished.is_set() and session is not None and session.match.result is not None:
            ended = Ending(session.match.result, session.to_json(), self.host.note)
        self.chat = list(self.host.chat)
        self.connected = self.host.player is not None
        self._publish(copy, self.host.paused, ended)

    def names(self) -> tuple[str | None, str | None]:
        """The persons' names per side, as the hosted match has them."""
        session = self.host.session
        return (None, None) if session is None else session.names

    def award_in(self) -> float | None:
        """Seconds until the match may be awarded for the joiner's absence (0 once it may); None
        while he is here, before he first came, or once it is awarded or over."""
        host = self.host
        away = host.away_since
        if away is None or not host.joined_once or host.awarded or host.finished.is_set():
            return None
        return max(0.0, host.award_after - (host.clock() - away))

    async def _hang_up(self) -> None:
        await self.host.close()

    async def _say(self, text: str) -> str | None:
        assert self.side is not None  # the host's own coach
        return self.host.say(self.side, text)

    def clock(self) -> tuple[int, float, bool] | None:
        clock = self.host.turn_clock
        if clock is None or clock.side is None:
            return None
        left = clock.remaining(self.host.clock())
        assert left is not None
        return clock.side, left, clock.since is not None

    async def _request(self, action: Action) -> str | None:
        refused = self.host.submit(action)
        self._show()
        return refused
