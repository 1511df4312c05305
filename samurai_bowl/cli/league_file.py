"""The league file the ``league`` commands work on (``--league-db``, or the data folder's own),
opened to be read, changed or created."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from samurai_bowl.league.store import LeagueStore


def league_file(args: argparse.Namespace) -> Path:
    from samurai_bowl.cli.context import data_dir
    from samurai_bowl.league.db import league_path

    path: Path = args.league_db or league_path(data_dir(args))
    return path


def new_file_place(path: Path) -> None:
    """A league file named by ``--league-db`` is made only in a folder that is there (the data
    folder's own is made with it): a missing folder is one line, as ``--out`` and ``--report``
    say it, and nothing is made."""
    from samurai_bowl.files.atomic import check_target

    if not path.exists():
        check_target(path, "the league file")


@contextmanager
def opened(
    args: argparse.Namespace, mode: Literal["read", "write", "create"] = "create"
) -> Iterator[LeagueStore]:
    """The league file: only read ("read": opened read-only, never created), changed ("write":
    it must exist) or created when missing ("create"). A read-only or full disk is told in one
    line wherever it is met."""
    import sqlite3

    from samurai_bowl.cli.context import game_data
    from samurai_bowl.league.db import open_db
    from samurai_bowl.league.faults import problem
    from samurai_bowl.league.store import LeagueStore

    path = league_file(args)
    if mode == "create" and args.league_db is not None:
        new_file_place(path)
    db = open_db(path, create=mode == "create", readonly=mode == "read")
    try:
        yield LeagueStore(db, game_data(args))
    except sqlite3.OperationalError as exc:
        fault = problem(path, exc)
        if fault is None:
            raise
        raise fault from exc
    finally:
        db.close()
