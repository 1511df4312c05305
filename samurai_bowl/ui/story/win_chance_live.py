"""Each side's chance to win during a match, at the start of every team turn: the win-probability
model's figure at once, then refined by play-outs made in the background: the position goes (as
its save, without the match's dice) to one worker process per core, and each plays the match out
from it with the normal coach for about a second (``win_chance.within``), so the window never
waits. The play-outs are kept by match and position (:data:`KNOWN`), so the end screen's story only
plays out the turns the window could not. Nothing is played out unless the figure is shown.

Without worker processes (``threaded=False``, the default when the window is headless, as in
tests) an estimate is ``playouts`` play-outs made at once, so a run stepped frame by frame
plays out the same every time."""

from __future__ import annotations

import contextlib
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TYPE_CHECKING, Any

import pyglet

from samurai_bowl.ai.win_chance import Tally, estimate, within
from samurai_bowl.ai.win_model import Estimate, combine, shipped
from samurai_bowl.engine import Match, SeededDice
from samurai_bowl.processes.pool import end_pool, start_pool, submit

if TYPE_CHECKING:
    from samurai_bowl.data.loader import GameData

SECONDS = 1.0  # each turn's play-outs take about this long on every core
HEADLESS_PLAYOUTS = 2
KNOWN: dict[int, dict[int, Tally]] = {}  # match seed -> actions played -> the play-outs' tally
KEPT_MATCHES = 4  # the estimates of this many matches are kept

_POOL: tuple[int, ProcessPoolExecutor] | None = None  # (id of the game data, the pool)
_POOL_LOCK = threading.Lock()
_DATA: GameData | None = None  # a worker's game data, sent once when it starts


def cores() -> int:
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def _start(data: GameData) -> None:
    global _DATA
    _DATA = data
    with contextlib.suppress(OSError, AttributeError):
        os.nice(5)  # the window comes first


def _play(saved: dict[str, Any], seconds: float, first: int, step: int) -> Tally:
    assert _DATA is not None, "the worker was started without the game data"
    return within(Match.from_json(_DATA, saved), seconds, first, step)


def _pool(data: GameData) -> ProcessPoolExecutor:
    """One pool of worker processes for the window's life (started at the first estimate), made
    anew for other game data."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is None or _POOL[0] != id(data):
            if _POOL is not None:
                end_pool(_POOL[1])
            _POOL = id(data), start_pool(cores(), _start, (data,))
        return _POOL[1]


def remember(seed: int, at: int, tally: Tally) -> None:
    if seed not in KNOWN and len(KNOWN) >= KEPT_MATCHES:
        del KNOWN[next(iter(KNOWN))]
    KNOWN.setdefault(seed, {})[at] = tally


class LiveChance:
    """The latest turn's estimate for one match; call :meth:`update` every frame."""

    def __init__(
        self,
        match: Match,
        threaded: bool | None = None,
        seconds: float = SECONDS,
        playouts: int = HEADLESS_PLAYOUTS,
    ) -> None:
        self.match = match
        self.threaded = not pyglet.options["headless"] if threaded is None else threaded
        self.seconds = seconds
        self.playouts = playouts
        self.seen_turn = -1
        self.asked: tuple[int, int] | None = None  # (team turn, actions played) being played out
        self.futures: list[Future[Tally]] = []
        self.prior: tuple[float, float, float] | None = None  # the model's figure for this turn
        self.latest: tuple[int, Estimate] | None = None  # (team turn, its figure)
        self.failed = ""

    def update(self) -> None:
        """Start the play-outs of a team turn that has just begun, and take in finished ones."""
        m = self.match
        if m.pending is not None and m.active is not None and m.turn_seq != self.seen_turn:
            self.seen_turn = m.turn_seq
            self._ask(m)
        if self.futures and all(future.done() for future in self.futures):
            self._collect()

    def _ask(self, m: Match) -> None:
        at = len(m.history)
        self.prior = shipped().chances(m)
        known = KNOWN.get(m.seed, {}).get(at)
        if known is not None:  # a match resumed where it was estimated before
            self.latest = (m.turn_seq, combine(self.prior, known))
            return
        self.latest = (m.turn_seq, combine(self.prior, None))
        if not self.threaded:
            tally = estimate(m, self.playouts)
            remember(m.seed, at, tally)
            self.latest = (m.turn_seq, combine(self.prior, tally))
            return
        for future in self.futures:
            future.cancel()  # the last turn's play-outs, still under way, are of no use now
        self.asked, self.futures = (m.turn_seq, at), []
        # The workers play with dice of their own: the match's own are not sent (a stand-in is).
        position = m.clone(dice=SeededDice(0)).to_json()
        # Starting a worker process waits for it: done off the drawing thread.
        threading.Thread(
            target=self._submit, args=(m.data, position, self.asked), name="win-chance", daemon=True
        ).start()

    def _submit(self, data: GameData, saved: dict[str, Any], asked: tuple[int, int]) -> None:
        try:
            pool = _pool(data)
            n = cores()
            futures = [submit(pool, _play, saved, self.seconds, first, n) for first in range(n)]
        except Exception as exc:  # no processes to be had: say so, the match goes on
            self.failed = f"play-outs not available ({type(exc).__name__})"
            return
        if self.asked == asked:
            self.futures = futures
        else:  # a newer turn has begun meanwhile
            for future in futures:
                future.cancel()

    def _collect(self) -> None:
        futures, self.futures = self.futures, []
        if self.asked is None or any(future.cancelled() for future in futures):
            return
        turn, at = self.asked
        try:
            tally = sum((future.result() for future in futures), Tally())
        except Exception as exc:  # a worker that died: say so, and try again next turn
            self.failed = f"play-outs not available ({type(exc).__name__})"
            return
        remember(self.match.seed, at, tally)
        self.failed = ""
        if self.prior is not None and self.latest is not None and self.latest[0] == turn:
            self.latest = (turn, combine(self.prior, tally))

    def words(self) -> str:
        """The side panel's line: the latest turn's chances, home's first as in the score."""
        if self.latest is None:
            return "Win chance: worked out when a team turn begins"
        figure = self.latest[1]
        return f"Win chance {figure.home:.0%} – {figure.away:.0%}, draw {figure.draw:.0%}"

    def doubt(self) -> str:
        """The line under it: how far the chances may be out (one standard deviation, in points)
        and how many play-outs refined them, or why none did."""
        if self.latest is None:
            return ""
        figure = self.latest[1]
        made = f"{figure.playouts} play-outs" if figure.playouts else "play-outs to come"
        if self.failed:
            made = self.failed
        return f"±{round(figure.spread * 100)} points · {made}"

    def close(self) -> None:
        for future in self.futures:
            future.cancel()
        self.futures = []


def close_pool() -> None:
    """Stop the worker processes now, play-outs or not (they start again at the next estimate)."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is not None:
            end_pool(_POOL[1])
            _POOL = None
