"""Where a command is told to write: a folder in the file's place, a missing folder, a file in
the folder's place, a device. Each is one line naming the file, what it is and why, exit 1; a
report's place is checked before any game is played; no folder is made that was not asked for."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from samurai_bowl.cli import main, simulate_cmd
from samurai_bowl.files.atomic import WriteError, check_target, write_text_atomic

SIMULATE = ["simulate", "--home", "crab", "--away", "lion", "--games", "50"]


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    return tmp_path / "data"


@pytest.fixture
def no_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """A series that is started fails the test: the report's place must be refused first."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("a game was played before the report's place was checked")

    monkeypatch.setattr(simulate_cmd, "run_series", refuse)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.usefixtures("no_games")
def test_simulate_report_into_a_folder_is_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "reports").mkdir()
    assert run([*SIMULATE, "--report", "reports"], capsys) == (
        1,
        "",
        "reports: could not write the match report: it is a folder, not a file\n",
    )


@pytest.mark.usefixtures("no_games")
def test_simulate_report_in_a_missing_folder_is_refused_and_no_folder_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run([*SIMULATE, "--report", "missing/deeper/r.json"], capsys) == (
        1,
        "",
        "missing/deeper/r.json: could not write the match report: the folder missing/deeper does not exist\n",
    )
    assert not (tmp_path / "missing").exists()


@pytest.mark.usefixtures("no_games")
def test_simulate_report_under_a_file_or_onto_a_device(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "notes.txt").write_text("mine\n")
    assert run([*SIMULATE, "--report", "notes.txt/r.json"], capsys) == (
        1,
        "",
        "notes.txt/r.json: could not write the match report: notes.txt is a file, not a folder\n",
    )
    assert run([*SIMULATE, "--report", "/dev/null"], capsys) == (
        1,
        "",
        "/dev/null: could not write the match report: something other than a file (a device or a pipe) "
        "is there\n",
    )
    assert (tmp_path / "notes.txt").read_text() == "mine\n"


def test_simulate_report_is_written_whole(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(
        ["simulate", "--home", "crab", "--away", "lion", "--games", "2", "--report", "r.json"], capsys
    )
    assert (code, err) == (0, "")
    assert (tmp_path / "r.json").read_text().startswith('{\n "games": [')


def test_schema_out_an_existing_file_is_refused_and_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "schemas").write_text("mine\n")
    assert run(["schema", "--out", "schemas"], capsys) == (
        1,
        "",
        "schemas: could not write the JSON Schemas: a file of that name is there; "
        "--out names a folder to write into\n",
    )
    assert (tmp_path / "schemas").read_text() == "mine\n"


def test_schema_out_in_a_missing_folder_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["schema", "--out", "missing/schemas"], capsys) == (
        1,
        "",
        "missing/schemas: could not write the JSON Schemas: the folder missing does not exist\n",
    )
    assert not (tmp_path / "missing").exists()


def test_schema_out_a_new_folder_in_an_existing_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(["schema", "--out", "editor"], capsys)
    assert (code, err) == (0, "")
    assert (tmp_path / "editor" / "roster.schema.json").is_file()
    assert "editor/team.schema.json" in out


def test_league_export_into_a_missing_folder_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["league", "new", "Winter Court"]) == 0
    capsys.readouterr()
    assert run(["league", "export", "Winter Court", "missing/court.json"], capsys) == (
        1,
        "",
        "missing/court.json: could not write the export of 'Winter Court': the folder missing does not exist\n",
    )
    assert not (tmp_path / "missing").exists()


@pytest.mark.parametrize(
    ("code", "why"),
    [
        (errno.ENOSPC, "the disk is full"),
        (errno.EDQUOT, "the disk quota is used up"),
        (errno.EFBIG, "the file would be larger than this system allows"),
        (errno.EROFS, "the disk is read-only"),
        (errno.EACCES, "permission denied (the folder or the file is read-only)"),
        (errno.EIO, "the disk reported an input/output error"),
        (errno.ENOTDIR, "a part of the path is a file, not a folder"),
        (errno.EMLINK, "too many links"),
    ],
)
def test_every_failed_write_is_one_line_and_still_an_os_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int, why: str
) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(code, {errno.EMLINK: "Too many links"}.get(code, "system words"))

    path = tmp_path / "x.json"
    path.write_text("old\n")
    monkeypatch.setattr("samurai_bowl.files.atomic.os.replace", fail)
    with pytest.raises(WriteError) as raised:
        write_text_atomic(path, "new\n", "the test file")
    assert str(raised.value) == f"{path}: could not write the test file: {why}"
    assert isinstance(raised.value, OSError) and raised.value.errno == code
    assert path.read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]


def test_checking_a_place_leaves_nothing_behind(tmp_path: Path) -> None:
    check_target(tmp_path / "report.json", "the match report")
    assert list(tmp_path.iterdir()) == []
