"""Where the tests keep the pictures they draw for a person to look at: a folder of the test
session's own among pytest's temporary folders (``--basetemp`` puts them elsewhere; each xdist
worker has its own), never a fixed path that two checkouts on one machine would share. To keep
them where you will look, name a folder in ``SAMURAI_BOWL_TEST_PICTURES``:

    SAMURAI_BOWL_TEST_PICTURES=$PWD/pictures python -m pytest tests/ui
"""

from __future__ import annotations

import os
from pathlib import Path

CHOSEN = "SAMURAI_BOWL_TEST_PICTURES"  # a folder a person chose for the pictures, instead

_base: list[Path] = []  # set once per session by tests/conftest.py


def keep_under(folder: Path) -> None:
    """The session's folder for pictures (tests/conftest.py sets it from ``tmp_path_factory``),
    unless a person chose one (:data:`CHOSEN`)."""
    chosen = os.environ.get(CHOSEN, "").strip()
    _base[:] = [Path(chosen) if chosen else folder]


def shots(folder: str = "") -> Path:
    """The folder (made if need be) that pictures of ``folder`` go into."""
    if not _base:
        raise RuntimeError("no folder for pictures: tests/conftest.py sets one for every session")
    where = _base[0] / folder if folder else _base[0]
    where.mkdir(parents=True, exist_ok=True)
    return where
