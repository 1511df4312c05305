"""Where the tests keep the pictures they draw for a person to look at: a folder of the test
session's own among pytest's temporary folders (``--basetemp`` puts them elsewhere; each xdist
worker has its own), never a fixed path that two checkouts on one machine would share."""

from __future__ import annotations

from pathlib import Path

_base: list[Path] = []  # set once per session by tests/conftest.py


def keep_under(folder: Path) -> None:
    """The session's folder for pictures (tests/conftest.py sets it from ``tmp_path_factory``)."""
    _base[:] = [folder]


def shots(folder: str = "") -> Path:
    """The folder (made if need be) that pictures of ``folder`` go into."""
    if not _base:
        raise RuntimeError("no folder for pictures: tests/conftest.py sets one for every session")
    where = _base[0] / folder if folder else _base[0]
    where.mkdir(parents=True, exist_ok=True)
    return where
