"""What the benchmarks measure inside the engine, and nothing a game needs: the movement search on
raw arrays (as the rules call it), its cache of path summaries, and a timer on every search a
match makes. Callers that play or show a match use :mod:`samurai_bowl.engine`; only
``benchmarks/`` imports this (``tests/engine/test_surface.py`` holds that)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from samurai_bowl.engine.odds import before_acting, paths
from samurai_bowl.engine.odds.lru import LruCache
from samurai_bowl.engine.odds.paths import CACHE_BYTES, CACHE_ENTRIES, MoveAbility, Path, reachable
from samurai_bowl.engine.state.pitch import Pitch, pitch_for

__all__ = [
    "CACHE_BYTES",
    "CACHE_ENTRIES",
    "LruCache",
    "MoveAbility",
    "Pitch",
    "clear_path_cache",
    "path_cache",
    "pitch_for",
    "reachable",
    "timing_path_searches",
]


def path_cache() -> LruCache[Any, Any]:
    """The movement search's cache of path summaries, shared by every match of this process."""
    return paths._SUMMARIES


def clear_path_cache() -> None:
    """Empty that cache, and forget the searches made: the next ones pay for every search and
    roll sequence anew."""
    paths._SUMMARIES.clear()
    before_acting.clear_reached()


@contextmanager
def timing_path_searches(seconds: list[float]) -> Iterator[None]:
    """Meanwhile, the CPU time of every movement search a match makes is appended to ``seconds``
    (not of the ones it answers from memory)."""
    search = paths.reachable_from  # the one before_acting calls, by its own name for it
    names = vars(before_acting)

    def timed(*args: Any) -> dict[int, Path]:
        began = time.process_time()
        try:
            return search(*args)
        finally:
            seconds.append(time.process_time() - began)

    names["reachable_from"] = timed
    try:
        yield
    finally:
        names["reachable_from"] = search
