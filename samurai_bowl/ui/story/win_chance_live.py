"""Each side's chance to win during a match, at the start of every team turn: the win-probability
model's figure at once, then refined by play-outs made in the background: the position goes (as
its save, without the match's dice) to one worker process per core, and they play it out
:data:`PLAYOUTS` times with each side's own coach (an AI level, or for a person the level nearest
his rating), so the window never waits. The model's figure reads both coaches' ratings.

A position has one figure: its play-outs are seeded from the position (``win_chance.position_key``)
and always the same number of them, so whatever order they finish in, and however the position was
reached (a take-back back to it included), the figure is the same. It is kept by position
(:data:`FIGURES`), and by match and actions played (:data:`KNOWN`) for the end screen's story, which
then only plays out the turns the window could not. The model's figure stands until all the
play-outs are in: a figure from a few play-outs is further out than the model's, never nearer.
Nothing is played out unless the figure is shown.

Without worker processes (``threaded=False``, the default when the window is headless, as in
tests) the play-outs are made at once, and only when asked for (``playouts``): a run stepped frame
by frame shows the model's figure, the same every time."""

from __future__ import annotations

import contextlib
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TYPE_CHECKING, Any

import pyglet

from samurai_bowl.ai.win_chance import NORMAL, Levels, Tally, estimate, play_outs, position_key
from samurai_bowl.ai.win_model import Estimate, combine, shipped
from samurai_bowl.engine import Match, SeededDice
from samurai_bowl.processes.pool import end_pool, start_pool, submit

if TYPE_CHECKING:
    from samurai_bowl.data.loader import GameData
    from samurai_bowl.ratings.coach import Coaches

# The play-outs that refine a position's figure: with the model's figure (worth PRIOR_PLAYOUTS
# play-outs) they bring a win chance of a half from 14 points either way to 8; each takes about a
# fifth of a second, so two cores play them in about two and a half seconds.
PLAYOUTS = 24
HEADLESS_PLAYOUTS = 0  # the headless window shows the model's figure unless told
KNOWN: dict[int, dict[int, Tally]] = {}  # match seed -> actions played -> the play-outs' tally
KEPT_MATCHES = 4  # the estimates of this many matches are kept
# (position key, the levels playing it out) -> its play-outs' tally (all PLAYOUTS of them)
FIGURES: dict[tuple[int, Levels], Tally] = {}
KEPT_FIGURES = 512
UNSURE_SIGMA = 4.0  # a person's rating this unsure (± 8 at 95%) is still a wide guess: the panel says so

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


def _play(saved: dict[str, Any], first: int, step: int, playouts: int, levels: Levels = NORMAL) -> Tally:
    """Play-outs numbered ``first``, ``first + step``, … below ``playouts`` from a saved position,
    each side played by its level of ``levels``."""
    assert _DATA is not None, "the worker was started without the game data"
    return play_outs(Match.from_json(_DATA, saved), range(first, playouts, step), levels)


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


def keep_figure(key: tuple[int, Levels], tally: Tally) -> None:
    if key not in FIGURES and len(FIGURES) >= KEPT_FIGURES:
        del FIGURES[next(iter(FIGURES))]
    FIGURES[key] = tally


def refined(prior: tuple[float, float, float], tally: Tally | None, playouts: int) -> Estimate:
    """The figure shown: the model's, refined by the play-outs only once all ``playouts`` are in."""
    if tally is None or not playouts or tally.playouts < playouts:
        return combine(prior, None)
    return combine(prior, tally)


class LiveChance:
    """The latest turn's estimate for one match; call :meth:`update` every frame."""

    def __init__(
        self,
        match: Match,
        threaded: bool | None = None,
        playouts: int | None = None,
        coaches: Coaches | None = None,
    ) -> None:
        from samurai_bowl.ratings.coach import two_normal

        self.match = match
        self.coaches = coaches or two_normal()
        self.ratings = (self.coaches[0].rating, self.coaches[1].rating)
        self.levels: Levels = (self.coaches[0].stand_in, self.coaches[1].stand_in)
        self.threaded = not pyglet.options["headless"] if threaded is None else threaded
        self.playouts = (PLAYOUTS if self.threaded else HEADLESS_PLAYOUTS) if playouts is None else playouts
        self.seen_turn = -1
        # (team turn, actions played, (position key, levels)) being played out
        self.asked: tuple[int, int, tuple[int, Levels]] | None = None
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
        at, key = len(m.history), (position_key(m), self.levels)
        self.prior = shipped().chances(m, self.ratings)
        for future in self.futures:
            future.cancel()  # the last turn's play-outs, still under way, are of no use now
        self.asked, self.futures = None, []
        known = FIGURES.get(key)
        if known is None and self.playouts and not self.threaded:
            known = estimate(m, self.playouts, self.levels)
            keep_figure(key, known)
            remember(m.seed, at, known)
        self.latest = (m.turn_seq, refined(self.prior, known, self.playouts))
        if known is not None or not self.playouts:
            return
        self.asked = (m.turn_seq, at, key)
        # The workers play with dice of their own: the match's own are not sent (a stand-in is).
        position = m.clone(dice=SeededDice(0)).to_json()
        # Starting a worker process waits for it: done off the drawing thread.
        threading.Thread(
            target=self._submit, args=(m.data, position, self.asked), name="win-chance", daemon=True
        ).start()

    def _submit(
        self, data: GameData, saved: dict[str, Any], asked: tuple[int, int, tuple[int, Levels]]
    ) -> None:
        try:
            pool = _pool(data)
            n = min(cores(), self.playouts)
            futures = [submit(pool, _play, saved, first, n, self.playouts, self.levels) for first in range(n)]
        except Exception:  # no processes to be had: say so, the match goes on
            self.failed = "play-outs not available"
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
        turn, at, key = self.asked
        try:  # summed in the order of the play-outs' numbers, whatever order they finished in
            tally = sum((future.result() for future in futures), Tally())
        except Exception:  # a worker that died: say so, and try again next turn
            self.failed = "play-outs not available"
            return
        keep_figure(key, tally)
        remember(self.match.seed, at, tally)
        self.failed = ""
        if self.prior is not None and self.latest is not None and self.latest[0] == turn:
            self.latest = (turn, refined(self.prior, tally, self.playouts))

    def words(self) -> str:
        """The side panel's line: the latest turn's chances, home's first as in the score."""
        if self.latest is None:
            return "Win chance: worked out when a team turn begins"
        figure = self.latest[1]
        return f"Win chance {figure.home:.0%} – {figure.away:.0%}, draw {figure.draw:.0%}"

    def doubt(self) -> str:
        """The line under it: how far the chances may be out (one standard deviation, in points),
        said in plain words, and what they rest on."""
        if self.latest is None:
            return ""
        figure = self.latest[1]
        if figure.playouts:
            rests = f"{figure.playouts} play-outs"
        elif self.failed:
            rests = self.failed
        elif self.futures or self.asked is not None:
            rests = "a first guess, checking"
        else:
            rests = "a first guess"
        unsure = [
            c.name or "a new coach" for c in self.coaches if not c.is_ai and c.rating.sigma > UNSURE_SIGMA
        ]
        if unsure:
            rests += f"; {' and '.join(unsure)}: rating still a wide guess"
        return f"Likely within {round(figure.spread * 100)} points of that ({rests})"

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
