"""The league database: one SQLite file with a versioned schema, foreign keys on, WAL journal,
and every multi-row change in one transaction. A file that is not a league database (or is
damaged) is refused in one line and never written to."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from samurai_bowl.errors import DataError
from samurai_bowl.league.schema import APPLICATION, MIGRATIONS

LEAGUE_FILE = "league.sqlite3"


def league_path(folder: Path) -> Path:
    return folder / LEAGUE_FILE


class LeagueDB:
    """An open league database; use :meth:`transaction` for every change."""

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self.connection = connection
        self.path = path

    @property
    def version(self) -> int:
        return int(self.connection.execute("PRAGMA user_version").fetchone()[0])

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """All or nothing: committed when the block ends, rolled back if it raises (or the
        process dies before the commit)."""
        con = self.connection
        con.execute("BEGIN IMMEDIATE")
        try:
            yield con
        except BaseException:
            con.execute("ROLLBACK")
            raise
        con.execute("COMMIT")

    def close(self) -> None:
        self.connection.close()


def open_db(path: Path, create: bool = True) -> LeagueDB:
    """Open (and if needed create or migrate) the league database at ``path``."""
    exists = path.exists() and path.stat().st_size > 0
    if not exists and not create:
        raise DataError(path, "no league database here (create a league first)")
    if exists:
        _check_header(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(path, isolation_level=None, timeout=10)
    try:
        con.row_factory = sqlite3.Row
        con.execute("PRAGMA foreign_keys = ON")
        if exists:
            _check_application(con, path)
        con.execute("PRAGMA journal_mode = WAL")
        con.execute("PRAGMA synchronous = FULL")
    except sqlite3.DatabaseError as exc:
        con.close()
        raise DataError(path, f"is not a readable league database ({exc})") from exc
    except DataError:
        con.close()
        raise
    db = LeagueDB(con, path)
    migrate(db)
    return db


def _check_header(path: Path) -> None:
    """SQLite files start with a fixed header; anything else is someone else's file."""
    try:
        with path.open("rb") as handle:
            head = handle.read(16)
    except OSError as exc:
        raise DataError(path, f"cannot be read ({exc.strerror})") from exc
    if head != b"SQLite format 3\x00":
        raise DataError(path, "is not a league database (not an SQLite file); it was left as it is")


def _check_application(con: sqlite3.Connection, path: Path) -> None:
    try:
        tables = {row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "meta" not in tables:
            if tables:
                raise DataError(path, "is an SQLite file of another program; it was left as it is")
            return
        row = con.execute("SELECT value FROM meta WHERE key = 'application'").fetchone()
        if row is None or row[0] != APPLICATION:
            raise DataError(path, "is an SQLite file of another program; it was left as it is")
        version = int(con.execute("PRAGMA user_version").fetchone()[0])
        if version > len(MIGRATIONS):
            raise DataError(
                path,
                f"was written by a newer Samurai Bowl (schema {version}, this one knows "
                f"{len(MIGRATIONS)}); it was left as it is",
            )
        problems = [
            line
            for row in con.execute("PRAGMA quick_check")
            for line in str(row[0]).splitlines()
            if line.strip() and not line.startswith("*** in database")
        ]
        if problems != ["ok"]:
            shown = "; ".join(problems[:2]) + (f" (+{len(problems) - 2} more)" if len(problems) > 2 else "")
            raise DataError(path, f"is damaged ({shown}); it was left as it is")
    except sqlite3.DatabaseError as exc:
        raise DataError(path, f"is damaged ({exc}); it was left as it is") from exc


def migrate(db: LeagueDB) -> None:
    """Bring the schema up to date, one version per transaction."""
    while db.version < len(MIGRATIONS):
        step = MIGRATIONS[db.version]
        with db.transaction() as con:
            for statement in step:
                con.execute(statement)
            con.execute(f"PRAGMA user_version = {db.version + 1}")
