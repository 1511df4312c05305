"""Messages that say what is really wrong: a purchase of nothing is not "at most 8", a count far
too large is shown as typed, and a file that cannot be made in a folder that exists does not say
the folder is missing."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.files.atomic import write_error, write_text_atomic
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore

LEAGUE, TEAM = "Winter Court", "Iron Crabs"


pytestmark = pytest.mark.usefixtures(
    "data_dir"
)  # a data folder of its own, and its folder as the working one


@pytest.fixture
def league(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    assert main(["team", "new", "--name", TEAM, "--clan", "crab", "--add", "lineman=11"]) == 0
    assert main(["league", "new", LEAGUE]) == 0
    assert main(["league", "add-team", LEAGUE, TEAM, "--ai", "easy"]) == 0
    capsys.readouterr()
    return data_dir / "league.sqlite3"


@pytest.mark.parametrize(
    ("count", "line"),
    [
        ("0", "--buy: count: must be at least 1 (got 0)"),
        ("-2", "--buy: count: must be at least 1 (got -2)"),
        ("9", f"team '{TEAM}': R2.3: at most 8 rerolls; it has 0, and 9 more would make 9"),
    ],
)
def test_buying_a_count_says_what_is_wrong_with_it(
    league: Path, count: str, line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before = league.read_bytes()
    assert main(["league", "team", LEAGUE, TEAM, "--buy", f"rerolls:{count}"]) == 2
    assert capsys.readouterr() == ("", line + "\n")
    assert league.read_bytes() == before


def test_the_store_refuses_buying_nothing_as_nothing(league: Path, data: GameData) -> None:
    store = LeagueStore(open_db(league), data)
    try:
        entry = store.entry(store.league(LEAGUE), TEAM)
        with pytest.raises(DataError) as raised:
            store.buy(entry, "geisha", 0)
        assert str(raised.value) == "item 'geisha': the count must be at least 1 (got 0)"
    finally:
        store.db.close()


@pytest.mark.parametrize("count", ["99999999999999999999", "17"])
def test_adding_too_many_of_a_position_says_what_was_typed(
    count: str, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["team", "new", "--name", TEAM, "--clan", "crab", "--add", f"lineman={count}"]) == 2
    assert capsys.readouterr() == ("", f"--add lineman={count}: count: must be from 0 to 16 (got {count})\n")
    assert not (data_dir / "teams").exists()


@pytest.mark.skipif(not Path("/proc/version").is_file(), reason="needs Linux's /proc")
def test_a_report_in_proc_is_not_said_to_be_in_a_missing_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["simulate", "--home", "crab", "--away", "lion", "--games", "1", "--report", "/proc/version"])
    assert code == 1
    assert (
        capsys.readouterr().err
        == "/proc/version: could not write the match report: no file can be made in /proc\n"
    )


def test_a_folder_that_exists_but_takes_no_file_is_not_said_to_be_missing(tmp_path: Path) -> None:
    target = tmp_path / "report.json"
    said = write_error(target, "the match report", OSError(errno.ENOENT, "No such file or directory"))
    assert str(said) == f"{target}: could not write the match report: no file can be made in {tmp_path}"
    gone = tmp_path / "gone" / "report.json"
    said = write_error(gone, "the match report", OSError(errno.ENOENT, "No such file or directory"))
    assert str(said) == f"{gone}: could not write the match report: the folder {gone.parent} does not exist"


def test_a_write_into_a_missing_folder_still_says_so(tmp_path: Path) -> None:
    with pytest.raises(DataError) as raised:
        write_text_atomic(tmp_path / "gone" / "x.json", "{}", "the match report")
    assert str(raised.value).endswith(f"the folder {tmp_path / 'gone'} does not exist")
