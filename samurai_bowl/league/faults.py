"""What SQLite's failures around the league file mean to the player, in one line: a read-only
file, folder or disk, a full disk, a lock held too long, a failing disk. A file that is itself
damaged is not one of these; the caller says so."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from samurai_bowl.errors import StorageError

# SQLite's result codes (the low byte of an extended code).
BUSY, LOCKED, READONLY, IOERR, FULL, CANTOPEN = 5, 6, 8, 10, 13, 14
READONLY_DIRECTORY = READONLY | (6 << 8)
SURROUNDINGS = {READONLY, IOERR, FULL, CANTOPEN}  # the file may be whole; where it lies is not writable
NOT_WRITTEN = "this change was not written"


def writable(path: Path) -> bool:
    """Whether this process may write ``path`` (by its effective user, as the kernel decides)."""
    return os.access(path, os.W_OK, effective_ids=os.access in os.supports_effective_ids)


def code_of(exc: sqlite3.Error) -> int:
    return int(getattr(exc, "sqlite_errorcode", 0) or 0)


def from_surroundings(exc: sqlite3.Error) -> bool:
    """True when the error comes from where the file lies (permissions, the disk), not the file."""
    return code_of(exc) & 0xFF in SURROUNDINGS


def problem(path: Path, exc: sqlite3.Error) -> StorageError | None:
    """The one line for ``exc`` met while using the league file at ``path``, or None when it is
    none of the faults above."""
    code = code_of(exc)
    primary = code & 0xFF
    if primary in (READONLY, CANTOPEN):
        return read_only(path, folder=code == READONLY_DIRECTORY)
    if primary == FULL or (primary == IOERR and _disk_full(path)):
        return StorageError(path, f"the disk is full; {NOT_WRITTEN}")
    if primary == IOERR:
        if _disk_read_only(path):
            return read_only(path)
        return StorageError(path, f"could not be read or written (disk I/O error, {_name(exc)})")
    if primary in (BUSY, LOCKED):
        return StorageError(path, "another program kept the league file locked too long; try again later")
    return None


def read_only(path: Path, folder: bool = False) -> StorageError:
    """The league file cannot be written: says whether the file, its folder or its disk is why."""
    if _disk_read_only(path):
        where = "the league file is on a read-only disk"
    elif path.exists() and not writable(path):
        where = "the league file is read-only"
    elif folder or not writable(path.parent):
        where = f"the league file's folder {path.parent} is read-only (SQLite writes its journal there)"
    else:
        where = "the league file is read-only"
    return StorageError(path, f"{where}; {NOT_WRITTEN}")


def _name(exc: sqlite3.Error) -> str:
    return str(getattr(exc, "sqlite_errorname", "") or exc)


def _statvfs(path: Path) -> os.statvfs_result | None:
    """The file system's figures for ``path`` or its nearest existing folder (None on Windows)."""
    if not hasattr(os, "statvfs"):
        return None
    for folder in (path, *path.parents):
        try:
            return os.statvfs(folder)
        except OSError:
            continue
    return None


def _disk_read_only(path: Path) -> bool:
    found = _statvfs(path)
    return found is not None and bool(found.f_flag & getattr(os, "ST_RDONLY", 0))


def _disk_full(path: Path) -> bool:
    found = _statvfs(path)
    return found is not None and found.f_bavail == 0
