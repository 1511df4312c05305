"""Read-only targets: a folder without write permission (real, even for root), a read-only
disk (mocked: it needs a mount), a read-only file. Each write is refused in one line naming the
file, what it is and why, with exit status 1, and nothing is created or changed."""

from __future__ import annotations

import errno
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.files import atomic
from samurai_bowl.sessions.session import Session, save_session
from samurai_bowl.teams.store import TeamStore
from tests.faults.processes import can_make_read_only, leftovers, run_cli, snapshot

DENIED = "permission denied (the folder or the file is read-only)"
TEAM = ["team", "new", "--name", "Iron Crabs", "--clan", "crab", "--add", "lineman=11", "--seed", "1"]

needs_read_only = pytest.mark.skipif(
    not can_make_read_only(), reason="root without setpriv ignores permissions"
)


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[Path]:
    """A folder nobody may write in, holding one file; writable again afterwards for clean-up."""
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "report.json").write_text("old\n")
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP)
    yield folder
    folder.chmod(stat.S_IRWXU)


@needs_read_only
def test_team_save_in_a_read_only_data_folder(tmp_path: Path, read_only: Path) -> None:
    done = run_cli(TEAM, tmp_path, data_dir=read_only, read_only_aware=True)
    assert done.returncode == 1
    assert done.stderr == f"{read_only / 'teams' / 'iron-crabs.yaml'}: could not write the team: {DENIED}\n"
    assert snapshot(read_only) == {"report.json": b"old\n"}


@needs_read_only
def test_simulate_report_in_a_read_only_folder_is_refused_before_playing(
    tmp_path: Path, read_only: Path
) -> None:
    done = run_cli(
        ["simulate", "--home", "crab", "--away", "lion", "--games", "1000", "--report", "locked/new.json"],
        tmp_path,
        read_only_aware=True,
    )
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"locked/new.json: could not write the match report: {DENIED}\n"
    assert snapshot(read_only) == {"report.json": b"old\n"}


@needs_read_only
def test_schema_into_a_read_only_folder(tmp_path: Path, read_only: Path) -> None:
    done = run_cli(["schema", "--out", "locked"], tmp_path, read_only_aware=True)
    assert done.returncode == 1
    assert done.stderr == f"locked/roster.schema.json: could not write the JSON Schema: {DENIED}\n"
    assert snapshot(read_only) == {"report.json": b"old\n"}


@needs_read_only
def test_league_export_into_a_read_only_folder(tmp_path: Path, read_only: Path) -> None:
    assert main(["league", "new", "Winter Court"]) == 0
    done = run_cli(["league", "export", "Winter Court", "locked/court.json"], tmp_path, read_only_aware=True)
    assert done.returncode == 1
    assert done.stderr == f"locked/court.json: could not write the export of 'Winter Court': {DENIED}\n"
    assert snapshot(read_only) == {"report.json": b"old\n"}


@needs_read_only
def test_a_read_only_file_is_not_replaced(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    report.write_text("old\n")
    report.chmod(stat.S_IRUSR)
    done = run_cli(
        ["simulate", "--home", "crab", "--away", "lion", "--games", "1", "--report", "report.json"],
        tmp_path,
        read_only_aware=True,
    )
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == "report.json: could not write the match report: the file is read-only\n"
    assert report.read_text() == "old\n"


def read_only_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every new file refused as a read-only mount refuses it."""

    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)


def test_team_save_on_a_read_only_disk(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data_dir.joinpath("teams").mkdir(parents=True)
    read_only_disk(monkeypatch)
    assert main(TEAM) == 1
    path = data_dir / "teams" / "iron-crabs.yaml"
    assert capsys.readouterr().err == f"{path}: could not write the team: the disk is read-only\n"
    assert not path.exists()


def test_a_saved_match_on_a_read_only_disk_is_an_os_error_the_window_shows(
    tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The match screen catches OSError from a save and shows it: the one line is that error."""
    import random

    from samurai_bowl.ai.drafting import draft_team

    rng = random.Random(1)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 5)
    path = tmp_path / "saves" / "autosave.json"
    save_session(Session(match, ("human", "easy")), path)
    before = path.read_bytes()
    read_only_disk(monkeypatch)
    with pytest.raises(OSError) as raised:
        save_session(Session(match, ("human", "easy")), path)
    assert str(raised.value) == f"{path}: could not write the saved match: the disk is read-only"
    assert raised.value.errno == errno.EROFS
    assert path.read_bytes() == before


def test_the_team_store_creates_its_own_folder_but_no_other(tmp_path: Path, data: GameData) -> None:
    """The game's folders in the data folder are made as needed; a missing folder a player named
    is not (see the write-target tests)."""
    import random

    from samurai_bowl.ai.drafting import draft_team

    store = TeamStore(tmp_path / "new" / "data")
    path = store.save(draft_team(data, "crab", random.Random(2)), data)
    assert path.parent == tmp_path / "new" / "data" / "teams"
    assert leftovers(tmp_path) == []
