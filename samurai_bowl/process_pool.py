"""The kind of worker process every pool of the game uses (``simulate``'s games, the win-chance
play-outs): started by a fork server where the system has one — fast to start, and inheriting no
thread of a window — else spawned."""

from __future__ import annotations

import multiprocessing
from multiprocessing.context import BaseContext

# Imported once by the fork server, so that each worker starts with them loaded.
PRELOAD = ["samurai_bowl.engine.match", "ai.heuristic", "ai.random_coach", "ai.story"]


def pool_context() -> BaseContext:
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(PRELOAD)
        return context
    return multiprocessing.get_context("spawn")
