"""How many cores this process may use: the default number of worker processes everywhere games
or play-outs are spread over processes (``simulate``, ``analyse``, fitting the win model)."""

from __future__ import annotations

import os


def available_cores() -> int:
    """The cores this process may run on (fewer than the machine's when it is confined)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)
