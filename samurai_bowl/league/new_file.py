"""A league file made only to receive something (an import) that then fails is taken away again,
so a refused import never leaves an empty league file where there was none."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

JOURNALS = ("-wal", "-shm", "-journal")


def nothing() -> None:
    """The default ``close``: nothing to close."""


@contextmanager
def removed_if_failed(path: Path, close: Callable[[], None] = nothing) -> Iterator[None]:
    """Run the block; if it raises and ``path`` did not exist before it, ``close`` the block's
    connection to it and remove the file (and its journals) — but only while it holds no league,
    so a league another process added meanwhile is never lost."""
    existed = path.exists()
    try:
        yield
    except BaseException:
        if not existed and path.is_file():
            close()
            if _holds_no_league(path):
                for name in (path.name, *(path.name + tail for tail in JOURNALS)):
                    path.with_name(name).unlink(missing_ok=True)
        raise


def _holds_no_league(path: Path) -> bool:
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            return "league" not in tables or con.execute("SELECT 1 FROM league LIMIT 1").fetchone() is None
        finally:
            con.close()
    except sqlite3.Error:
        return path.stat().st_size == 0  # not a database yet: only an empty file is ours to remove
