"""The league database: one SQLite file with a versioned schema, foreign keys on, WAL journal,
and every change checked and written in one transaction that holds the write lock, so processes
sharing the file take turns. A file that is not a league database (or is damaged) is refused in
one line and never written to; a file only read is opened read-only and never created."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from samurai_bowl.errors import DataError, StorageError
from samurai_bowl.league.faults import from_surroundings, problem, read_only, writable
from samurai_bowl.league.schema import APPLICATION, MIGRATIONS

LEAGUE_FILE = "league.sqlite3"
BUSY_SECONDS = 30.0  # how long a process waits for another's transaction before giving up


def league_path(folder: Path) -> Path:
    return folder / LEAGUE_FILE


class LeagueDB:
    """An open league database; use :meth:`transaction` for every change."""

    def __init__(self, connection: sqlite3.Connection, path: Path, readonly: bool = False) -> None:
        self.connection = connection
        self.path = path
        self.readonly = readonly
        self._savepoints = 0

    @property
    def version(self) -> int:
        return int(self.connection.execute("PRAGMA user_version").fetchone()[0])

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """All or nothing: committed when the block ends, rolled back if it raises (or the
        process dies before the commit). It begins with the write lock (BEGIN IMMEDIATE), so what
        the block reads stays true until it commits: check there, then write. A block inside
        another is a savepoint of the outer one. A failure of the disk or the file's permissions
        is told in one line."""
        if self.readonly:
            raise DataError(self.path, "was opened to be read, not written")
        con = self.connection
        if con.in_transaction:
            self._savepoints += 1
            name = f"inner_{self._savepoints}"
            con.execute(f"SAVEPOINT {name}")
            try:
                yield con
            except BaseException:
                con.execute(f"ROLLBACK TO {name}")
                con.execute(f"RELEASE {name}")
                raise
            finally:
                self._savepoints -= 1
            con.execute(f"RELEASE {name}")
            return
        try:
            con.execute("BEGIN IMMEDIATE")
            try:
                yield con
                con.execute("COMMIT")
            except BaseException:
                if con.in_transaction:
                    con.execute("ROLLBACK")
                raise
        except sqlite3.OperationalError as exc:
            fault = problem(self.path, exc)
            if fault is None:
                raise
            raise fault from exc

    def close(self) -> None:
        self.connection.close()


def no_league_file(path: Path) -> DataError:
    return DataError(f"no league file at {path}", "`samurai-bowl league new NAME` creates one")


def open_db(path: Path, create: bool = True, readonly: bool = False) -> LeagueDB:
    """Open the league database at ``path``: to read it only (``readonly``: never created,
    changed or locked), or to write it (created when missing if ``create``, and migrated)."""
    try:
        if path.exists() and not path.is_file():  # a folder, a pipe or a device
            raise DataError(path, "is not a league file (not a regular file)")
        exists = path.exists() and path.stat().st_size > 0
    except OSError as exc:
        raise DataError(path, f"cannot be read ({exc.strerror})") from exc
    if not exists and (readonly or not create):
        raise no_league_file(path)
    if exists:
        _check_header(path)
    if readonly:
        db = _open_readonly(path)
        version = db.version
        if version == len(MIGRATIONS):
            return db
        db.close()  # an older schema is brought up to date first, which writes
        if not writable(path):
            raise StorageError(
                path,
                f"was written by an older Samurai Bowl (schema {version}) and is read-only here, so it "
                f"cannot be brought up to date (schema {len(MIGRATIONS)})",
            )
    elif exists and not writable(path):
        raise read_only(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(path, f"cannot be created ({exc.strerror})") from exc
    try:
        con = sqlite3.connect(path, isolation_level=None, timeout=BUSY_SECONDS)
    except sqlite3.OperationalError as exc:
        raise problem(path, exc) or DataError(path, f"cannot be opened ({exc})") from exc
    try:
        con.row_factory = sqlite3.Row
        con.execute("PRAGMA foreign_keys = ON")
        if exists:
            _check_application(con, path)
        _journal_in_wal(con)
        con.execute("PRAGMA synchronous = FULL")
    except sqlite3.DatabaseError as exc:
        con.close()
        raise problem(path, exc) or DataError(path, f"is not a readable league database ({exc})") from exc
    except DataError:
        con.close()
        raise
    db = LeagueDB(con, path)
    migrate(db)
    return db


def _journal_in_wal(con: sqlite3.Connection) -> None:
    """Write-ahead journalling. Turning it on takes the file for a moment, and SQLite does not wait
    for that lock as it waits for others: when processes open a new file together, try again
    until the busy timeout."""
    deadline = time.monotonic() + BUSY_SECONDS
    while True:
        try:
            con.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def _open_readonly(path: Path) -> LeagueDB:
    """Opened so that SQLite refuses every change (query_only). Where the file and its folder may
    be written, the connection may tidy its journal files away as it closes; elsewhere it is
    read-only, and where SQLite cannot keep its shared-memory index beside the file (a read-only
    folder or disk, a full disk) the file is read as unchanging — unless changes not yet folded
    into it wait in its journal, which only a writable copy can read."""
    mode = "rw" if writable(path) and writable(path.parent) else "ro"
    try:
        return _connect_readonly(path, mode)
    except sqlite3.OperationalError as exc:
        if not from_surroundings(exc):
            raise problem(path, exc) or DataError(path, f"cannot be read ({exc})") from exc
        journal = path.with_name(path.name + "-wal")
        if journal.exists() and journal.stat().st_size > 0:
            raise DataError(
                path,
                f"cannot be read here: its latest changes are still in {journal.name}, which SQLite "
                "must be able to write to read (copy both files to a writable folder)",
            ) from exc
    return _connect_readonly(path, "ro&immutable=1")


def _connect_readonly(path: Path, mode: str) -> LeagueDB:
    """A connection that changes nothing; ``mode`` never lets SQLite create a missing file."""
    con = sqlite3.connect(
        f"{path.resolve().as_uri()}?mode={mode}", uri=True, isolation_level=None, timeout=BUSY_SECONDS
    )
    try:
        con.row_factory = sqlite3.Row
        con.execute("PRAGMA query_only = ON")
        con.execute("PRAGMA foreign_keys = ON")
        _check_application(con, path)
    except BaseException:
        con.close()
        raise
    return LeagueDB(con, path, readonly=True)


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
    """Ours, not newer than this program, and whole. An error from where the file lies (a
    read-only folder, a full disk) is raised as it is: the file may well be whole."""
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
    except sqlite3.OperationalError as exc:
        if from_surroundings(exc) or problem(path, exc) is not None:
            raise
        raise DataError(path, f"is damaged ({exc}); it was left as it is") from exc
    except sqlite3.DatabaseError as exc:
        raise DataError(path, f"is damaged ({exc}); it was left as it is") from exc


def migrate(db: LeagueDB) -> None:
    """Bring the schema up to date, one version per transaction; each step is taken only if no
    other process took it while this one waited for the lock. A step may make a table again that
    others refer to (SQLite's way to change a column): foreign keys are off while the steps run,
    so dropping the old table takes no rows with it, and every reference is checked before each
    step commits."""
    if db.version >= len(MIGRATIONS):
        return
    db.connection.execute("PRAGMA foreign_keys = OFF")
    try:
        while db.version < len(MIGRATIONS):
            with db.transaction() as con:
                version = db.version
                if version >= len(MIGRATIONS):
                    break
                for statement in MIGRATIONS[version]:
                    if isinstance(statement, str):
                        con.execute(statement)
                    else:
                        statement(con)
                broken = con.execute("PRAGMA foreign_key_check").fetchone()
                if broken is not None:
                    raise DataError(
                        db.path,
                        f"is damaged (a row of {broken[0]} refers to a missing row of {broken[2]}); "
                        "it was left as it is",
                    )
                con.execute(f"PRAGMA user_version = {version + 1}")
    finally:
        db.connection.execute("PRAGMA foreign_keys = ON")
