"""Writing files safely: a temporary file in the same folder, flushed, then renamed over, so a
reader sees the old file or the new one, never half. A write that fails is one line (where, what,
why) as a :class:`WriteError`, and leaves the old file as it was."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from samurai_bowl.errors import StorageError

# Why a write failed, in the player's words, by errno name (not every system has every one).
_WHY_BY_NAME = {
    "ENOSPC": "the disk is full",
    "EDQUOT": "the disk quota is used up",
    "EFBIG": "the file would be larger than this system allows",
    "EROFS": "the disk is read-only",
    "EACCES": "permission denied (the folder or the file is read-only)",
    "EPERM": "permission denied (the folder or the file is read-only)",
    "EISDIR": "it is a folder, not a file",
    "ENOTDIR": "a part of the path is a file, not a folder",
    "ENAMETOOLONG": "the name is too long",
    "EIO": "the disk reported an input/output error",
}
_WHY = {getattr(errno, name): why for name, why in _WHY_BY_NAME.items() if hasattr(errno, name)}


class WriteError(StorageError, OSError):
    """A file that could not be written: ``path: could not write WHAT: WHY``. It is an OSError
    too, so code that already catches a failed write's OSError keeps catching it."""

    def __init__(self, path: str | Path, what: str, why: str, code: int | None = None) -> None:
        super().__init__(path, f"could not write {what}: {why}")
        self.errno = code
        self.strerror = why

    def __str__(self) -> str:  # the line, not OSError's "[Errno N] ..."
        return str(self.args[0])


def why_not_written(exc: OSError) -> str:
    """The reason in a failed write's OSError, as the player should read it."""
    known = _WHY.get(exc.errno) if exc.errno is not None else None
    if known is not None:
        return known
    if exc.strerror:
        return exc.strerror[:1].lower() + exc.strerror[1:]
    return str(exc) or type(exc).__name__


def write_error(path: Path, what: str, exc: OSError) -> WriteError:
    """The one-line error for an OSError met while writing ``what`` to ``path``."""
    if isinstance(exc, WriteError):
        return exc
    if exc.errno == errno.ENOENT:  # no folder, or one that takes no new file (/proc)
        why = (
            f"no file can be made in {path.parent}"
            if path.parent.is_dir()
            else f"the folder {path.parent} does not exist"
        )
        return WriteError(path, what, why, exc.errno)
    return WriteError(path, what, why_not_written(exc), exc.errno)


def check_target(path: Path, what: str, *, make_folder: bool = False) -> None:
    """Refuse, before any work is done, a file that could not be written: a folder or a device
    in its place, a missing folder (unless ``make_folder``), a folder that takes no new file."""
    _check_place(path, what, make_folder)
    if not path.parent.is_dir():
        return
    try:  # the one sure test that a new file can be made here: make one
        fd, probe = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise write_error(path, what, exc) from None
    os.close(fd)
    os.unlink(probe)


def _check_place(path: Path, what: str, make_folder: bool) -> None:
    """What is at ``path`` and its folder, checked without writing."""
    try:
        mode = path.stat().st_mode
    except (FileNotFoundError, NotADirectoryError):  # the folder is looked at next
        mode = None
    except OSError as exc:
        raise write_error(path, what, exc) from None
    if mode is not None and stat.S_ISDIR(mode):
        raise WriteError(path, what, "it is a folder, not a file", errno.EISDIR)
    if mode is not None and not stat.S_ISREG(mode):
        raise WriteError(path, what, "something other than a file (a device or a pipe) is there")
    folder = path.parent
    if not folder.is_dir():
        if folder.exists():
            raise WriteError(path, what, f"{folder} is a file, not a folder", errno.ENOTDIR)
        if not make_folder:
            raise WriteError(path, what, f"the folder {folder} does not exist", errno.ENOENT)
        return
    if _read_only_disk(folder):
        raise WriteError(path, what, _WHY[errno.EROFS], errno.EROFS)
    if mode is not None and not os.access(path, os.W_OK):  # replacing it would get round that
        raise WriteError(path, what, "the file is read-only", errno.EACCES)


def _read_only_disk(folder: Path) -> bool:
    if not hasattr(os, "statvfs"):
        return False
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def write_text_atomic(path: Path, text: str, what: str = "the file", *, make_folder: bool = False) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the new one, never half.

    The folder must exist unless ``make_folder`` (for the game's own folders in the data folder);
    any failure is a :class:`WriteError` and leaves no temporary file behind."""
    with open_atomic(path, what, make_folder=make_folder) as handle:
        handle.write(text)


@contextlib.contextmanager
def open_atomic(path: Path, what: str = "the file", *, make_folder: bool = False) -> Iterator[TextIO]:
    """A text file to write ``path``'s new content into, piece by piece (a long run's report as
    it grows): it takes ``path``'s place only when the block ends without an exception. Readers
    see the old file or the new one, never half; a failure is a :class:`WriteError`, and
    whatever ends the block early (Ctrl-C too) leaves no temporary file behind."""
    _check_place(path, what, make_folder)
    tmp: Path | None = None
    try:
        if make_folder:
            path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        tmp = Path(tmp_name)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        _remove(tmp)
        raise write_error(path, what, exc) from None
    except BaseException:
        _remove(tmp)
        raise
    _fsync_dir(path.parent)


def _remove(tmp: Path | None) -> None:
    if tmp is not None:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
