"""A healthy league where it cannot be written — a read-only file, a read-only folder, a full disk
— is read as always and never called damaged; a change to it is refused in one line that says
why; and reading never creates a league file.

Root ignores file permissions, so under root the commands run with the effective user and group
of ``nobody`` while the permissions are in force. A full disk is simulated with the errors SQLite
gives there, and is also made for real, with a read-only disk, where mount namespaces are allowed."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.league import db as league_db
from samurai_bowl.league.db import open_db
from samurai_bowl.league.faults import problem
from samurai_bowl.league.store import LeagueStore
from tests.subprocesses import cli
from tests.subprocesses import run as run_process
from tests.teams.helpers import make_team

LEAGUE = "Winter Court"
NOBODY = 65534
READS = [
    ["list"],
    ["table", LEAGUE],
    ["team", LEAGUE, "Crabs"],
    ["history", LEAGUE],
    ["next", LEAGUE],
    ["schedule", LEAGUE],
]
WRITES = [
    ["team", LEAGUE, "Crabs", "--hire", "lineman"],
    ["team", LEAGUE, "Crabs", "--fire", "1"],
    ["new", "Spring Court"],
    ["play", LEAGUE],
]


@pytest.fixture
def root() -> Iterator[Path]:
    """A folder every user may enter (pytest's own are root's alone when run as root)."""
    folder = Path(tempfile.mkdtemp(prefix="samurai-bowl-read-only-"))
    folder.chmod(0o755)
    yield folder
    for path in (folder, *folder.rglob("*")):
        if path.is_dir():
            path.chmod(0o755)
    shutil.rmtree(folder)


@pytest.fixture
def league(root: Path, data: GameData) -> Path:
    """Three AI teams, the schedule drawn and the first fixture recorded."""
    path = root / "made" / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    league = store.create(LEAGUE)
    for clan, name in (("crab", "Crabs"), ("lion", "Lions"), ("crane", "Cranes")):
        store.add_team(league, make_team(clan, {"lineman": 11}, name=name), "AI", "easy")
    first = store.draw_schedule(league)[0]
    store.record(first, {"score": [2, 1], "casualties_caused": [1, 0], "winnings": [50, 30], "players": []})
    store.db.close()
    return path


def copy_to(league: Path, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copyfile(league, folder / "league.sqlite3"))


def run(path: Path, argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["league", "--league-db", str(path), *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@contextmanager
def bound_by_permissions() -> Iterator[None]:
    """The block runs as a user file permissions apply to: root becomes ``nobody`` for it."""
    if os.geteuid() != 0:
        yield
        return
    try:
        os.setegid(NOBODY)
        os.seteuid(NOBODY)
    except PermissionError:  # a root without the right to change its user: nothing here binds it
        os.setegid(0)
        pytest.skip("root cannot take another user's identity here, and permissions do not bind root")
    try:
        yield
    finally:
        os.seteuid(0)
        os.setegid(0)


@pytest.fixture
def expected(
    league: Path, root: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> dict[str, str]:
    """What each read command prints from a writable copy; every write command is run once on
    another copy too, so that nothing it needs is first loaded where it may not be read (the
    match it plays kept in a data folder of the test's own)."""
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(root / "data"))
    readable = copy_to(league, root / "writable")
    outputs = {}
    for argv in READS:
        code, out, err = run(readable, argv, capsys)
        assert code == 0, err
        outputs[" ".join(argv)] = out
    scratch = copy_to(league, root / "scratch")
    for argv in WRITES:
        run(scratch, argv, capsys)
    return outputs


@pytest.mark.parametrize(
    ("case", "folder_mode", "file_mode"),
    [
        ("a read-only file", 0o777, 0o444),
        ("a read-only folder", 0o555, 0o666),
        ("a read-only file in a read-only folder", 0o555, 0o444),
    ],
    ids=["file", "folder", "both"],
)
def test_a_read_only_league_is_read_and_never_changed(
    league: Path,
    root: Path,
    expected: dict[str, str],
    capsys: pytest.CaptureFixture[str],
    case: str,
    folder_mode: int,
    file_mode: int,
) -> None:
    path = copy_to(league, root / "case")
    before = path.read_bytes()
    outbox = root / "out"
    outbox.mkdir(mode=0o777)
    outbox.chmod(0o777)
    path.chmod(file_mode)
    path.parent.chmod(folder_mode)
    try:
        with bound_by_permissions():
            reads = {" ".join(argv): run(path, argv, capsys) for argv in READS}
            exported = run(path, ["export", LEAGUE, str(outbox / "winter.json")], capsys)
            writes = {" ".join(argv): run(path, argv, capsys) for argv in WRITES}
    finally:
        path.parent.chmod(0o755)
    for command, (code, out, err) in reads.items():
        assert (code, err) == (0, ""), f"{case}: {command}: {err}"
        assert out == expected[command], f"{case}: {command}"
    assert exported[0] == 0, exported[2]
    assert json.loads((outbox / "winter.json").read_text())["league"]["name"] == LEAGUE
    why = (
        f"the league file's folder {path.parent} is read-only (SQLite writes its journal there)"
        if file_mode & stat.S_IWOTH
        else "the league file is read-only"
    )
    for command, (code, out, err) in writes.items():
        assert (code, out) == (1, ""), f"{case}: {command}: {out}"
        assert err == f"{path}: {why}; this change was not written\n", f"{case}: {command}: {err}"
    assert path.read_bytes() == before


@pytest.mark.parametrize("argv", [*READS[1:], ["export", LEAGUE, "out.json"], *WRITES[:2], ["play", LEAGUE]])
def test_no_league_file_is_made_by_a_command_that_needs_one(
    root: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    path = root / "nothing here" / "league.sqlite3"
    code, out, err = run(path, argv, capsys)
    assert (code, out) == (2, "")
    assert err == f"no league file at {path}: `samurai-bowl league new NAME` creates one\n"
    assert not path.parent.exists()


def test_no_leagues_are_listed_without_a_file_and_none_is_made(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = root / "league.sqlite3"
    code, out, err = run(path, ["list"], capsys)
    assert (code, err) == (0, "")
    assert out == f"No leagues yet (no league file at {path}): `samurai-bowl league new NAME` creates one.\n"
    assert not path.exists()
    assert run(path, ["new", LEAGUE], capsys)[0] == 0 and path.exists()  # the one command that makes it


def test_a_league_opened_to_read_refuses_every_change(league: Path, data: GameData) -> None:
    before = league.read_bytes()
    db = open_db(league, readonly=True)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        db.connection.execute("DELETE FROM ledger")
    with pytest.raises(DataError, match="was opened to be read, not written"), db.transaction():
        pass
    db.close()
    assert league.read_bytes() == before
    assert sorted(p.name for p in league.parent.iterdir()) == ["league.sqlite3"]  # its journal tidied away


class FullDisk(sqlite3.Connection):
    """A connection on a disk with no room left: SQLite's own error for every write."""

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:  # type: ignore[override]
        words = sql.split()
        if words[0].upper() in {"INSERT", "UPDATE", "DELETE", "COMMIT"}:
            raise sqlite_error("database or disk is full", 13, "SQLITE_FULL")
        return super().execute(sql, *args)


def sqlite_error(message: str, code: int, name: str) -> sqlite3.OperationalError:
    exc = sqlite3.OperationalError(message)
    exc.sqlite_errorcode = code
    exc.sqlite_errorname = name
    return exc


def on_a_full_disk(monkeypatch: pytest.MonkeyPatch, index_fails: bool) -> None:
    """Every connection the league opens is on a full disk; ``index_fails``: and SQLite cannot
    grow the shared-memory index beside the file either (what a real full disk does to a file
    no connection has open)."""
    connect = sqlite3.connect

    def full(database: str | Path, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if index_fails and "immutable=1" not in str(database):
            raise sqlite_error("disk I/O error", 10 | (19 << 8), "SQLITE_IOERR_SHMSIZE")
        return connect(database, *args, **{**kwargs, "factory": FullDisk})

    monkeypatch.setattr(league_db.sqlite3, "connect", full)
    monkeypatch.setattr(os, "statvfs", lambda _: os.statvfs_result((4096,) * 2 + (100, 0, 0) + (0,) * 5))


@pytest.mark.parametrize("index_fails", [False, True])
def test_a_full_disk_is_said_and_its_league_still_read(
    league: Path,
    expected: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    data: GameData,
    index_fails: bool,
) -> None:
    before = league.read_bytes()
    on_a_full_disk(monkeypatch, index_fails)
    for argv in READS:
        code, out, err = run(league, argv, capsys)
        assert (code, err) == (0, ""), err
        assert out == expected[" ".join(argv)]
    for argv in WRITES:
        code, out, err = run(league, argv, capsys)
        assert code == 1 and out == "", out
        assert err == f"{league}: the disk is full; this change was not written\n", err
    monkeypatch.undo()
    assert league.read_bytes() == before
    store = LeagueStore(open_db(league), data)
    assert store.con.execute("SELECT count(*) FROM ledger WHERE kind = 'hire'").fetchone()[0] == 0
    store.db.close()


@pytest.mark.parametrize(
    ("code", "name", "said"),
    [
        (8, "SQLITE_READONLY", "the league file is read-only"),
        (8 | (6 << 8), "SQLITE_READONLY_DIRECTORY", "the league file's folder"),
        (13, "SQLITE_FULL", "the disk is full"),
        (5, "SQLITE_BUSY", "another program kept the league file locked too long"),
        (
            10 | (3 << 8),
            "SQLITE_IOERR_WRITE",
            "could not be read or written (disk I/O error, SQLITE_IOERR_WRITE)",
        ),
    ],
)
def test_each_fault_of_the_surroundings_is_one_line(tmp_path: Path, code: int, name: str, said: str) -> None:
    path = tmp_path / "league.sqlite3"
    path.write_bytes(b"")
    found = problem(path, sqlite_error("some failure", code, name))
    assert found is not None and said in str(found) and "\n" not in str(found)
    assert problem(path, sqlite_error("database disk image is malformed", 11, "SQLITE_CORRUPT")) is None


REPO = Path(__file__).resolve().parents[2]

# Runs league commands on one league file; prints [exit status, stdout, stderr] for each as JSON.
DRIVER = r"""
import contextlib, io, json, sys
from samurai_bowl.cli import main

path, commands = sys.argv[1], json.loads(sys.argv[2])
results = []
for argv in commands:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["league", "--league-db", path, *argv])
    results.append([code, out.getvalue(), err.getvalue()])
print(json.dumps(results))
"""

# In the namespace: a 1 MB disk with the league on it, filled up, then read-only.
SCRIPT = r"""
set -e
mount -t tmpfs -o size=1m tmpfs "$DISK" || exit 77
cp "$LEAGUE_FILE" "$DISK/league.sqlite3"
dd if=/dev/zero of="$DISK/filler" bs=4k 2>/dev/null || true
"$PYTHON" -c "$DRIVER" "$DISK/league.sqlite3" "$COMMANDS"
mount -o remount,ro "$DISK"
"$PYTHON" -c "$DRIVER" "$DISK/league.sqlite3" "$COMMANDS"
"""


def namespace_command() -> list[str] | None:
    """How to enter a private mount namespace here: as root, or as a user mapped to root."""
    unshare = shutil.which("unshare")
    if unshare is None:
        return None
    for command in (
        [unshare, "--mount", "--propagation", "private"],
        [unshare, "--user", "--map-root-user", "--mount", "--propagation", "private"],
    ):
        if run_process([*command, "true"]).returncode == 0:
            return command
    return None


def test_a_league_on_a_real_full_then_read_only_disk(
    league: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A small tmpfs in a private mount namespace (``unshare``; the mounts vanish with the
    process), filled up, then remounted read-only. Skipped where mount namespaces are not allowed."""
    command = namespace_command()
    if command is None:
        pytest.skip("mount namespaces are not allowed here")
    expected = {}
    for argv in READS:
        assert main(["league", "--league-db", str(league), *argv]) == 0
        expected[" ".join(argv)] = capsys.readouterr().out
    disk = tmp_path / "disk"
    disk.mkdir()
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "PYTHON": sys.executable,
        "DRIVER": DRIVER,
        "DISK": str(disk),
        "LEAGUE_FILE": str(league),
        "COMMANDS": json.dumps([*READS, *WRITES]),
    }
    done = run_process([*command, "sh", "-c", SCRIPT], env=env, cwd=REPO)
    if done.returncode == 77:
        pytest.skip(f"no tmpfs may be mounted here: {done.stderr.strip()}")
    assert done.returncode == 0, done.stderr
    runs: list[list[Any]] = [json.loads(line) for line in done.stdout.splitlines()]
    path = disk / "league.sqlite3"
    for run, why in zip(runs, ("the disk is full", "the league file is on a read-only disk"), strict=True):
        results = dict(zip([" ".join(argv) for argv in READS + WRITES], run, strict=True))
        for argv in READS:
            assert results[" ".join(argv)] == [0, expected[" ".join(argv)], ""], (why, argv)
        for argv in WRITES:
            assert results[" ".join(argv)] == [1, "", f"{path}: {why}; this change was not written\n"], (
                why,
                argv,
            )
    assert not disk.exists() or not any(disk.iterdir())  # the disk went with its namespace


@pytest.mark.parametrize("command", [["league", "list"], ["league", "new", "Spring"]])
def test_a_pipe_or_a_device_given_as_the_league_file_is_refused_in_one_line(
    tmp_path: Path, command: list[str]
) -> None:
    pipe = tmp_path / "league.sqlite3"
    os.mkfifo(pipe)
    for target in (pipe, Path("/dev/zero")):
        done = run_process(cli(*command, "--league-db", str(target)))
        assert (
            done.returncode == 2 and done.stderr == f"{target}: is not a league file (not a regular file)\n"
        )
