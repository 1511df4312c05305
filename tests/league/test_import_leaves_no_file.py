"""An import that reads as an export but is refused by its checks or inside its transaction leaves
no league file where there was none, and an existing file as it was."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.league import transfer
from tests.league.records_setup import LEAGUE, build_league, league_cli, one_line, rows


@pytest.fixture(scope="module")
def export_file(tmp_path_factory: pytest.TempPathFactory, data: GameData) -> Path:
    built = build_league(tmp_path_factory.mktemp("built") / "league.sqlite3", data)
    path = tmp_path_factory.mktemp("export") / "winter.json"
    assert main(["league", "--league-db", str(built), "export", LEAGUE, str(path)]) == 0
    return path


def broken(export_file: Path, folder: Path) -> Path:
    """The export with its first result's score beyond what a match allows: it reads, then is refused."""
    saved: dict[str, Any] = json.loads(export_file.read_text(encoding="utf-8"))
    row = next(r for r in saved["ledger"] if r["kind"] == "result")
    data = json.loads(row["data"])
    data["record"]["score"] = [40, 0]
    row["data"] = json.dumps(data)
    path = folder / "broken.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    return path


def test_a_refused_import_leaves_no_new_league_file(
    export_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league_file = tmp_path / "data" / "league.sqlite3"
    league_file.parent.mkdir()
    code, _, err = league_cli(league_file, capsys, "import", str(broken(export_file, tmp_path)))
    assert code != 0 and one_line(err) and "score" in err
    assert not league_file.exists() and list(league_file.parent.glob("league.sqlite3*")) == []


def test_an_import_failing_inside_its_transaction_leaves_no_new_file(
    export_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    league_file = tmp_path / "league.sqlite3"
    real = transfer.check_export

    def passes_a_clash(*args: Any, **kwargs: Any) -> Any:
        """The check passes, but two fixtures clash: the database refuses the second."""
        checked = real(*args, **kwargs)
        first = checked.fixtures[0]
        checked.fixtures.append(first.model_copy(update={"id": 10_000}))
        return checked

    monkeypatch.setattr(transfer, "check_export", passes_a_clash)
    code, _, err = league_cli(league_file, capsys, "import", str(export_file), "--as", "Summer Court")
    assert code != 0 and one_line(err) and "does not fit in a league database" in err
    assert not league_file.exists()


def test_a_refused_import_leaves_an_existing_file_as_it_was(
    export_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league_file = tmp_path / "league.sqlite3"
    assert league_cli(league_file, capsys, "new", "Spring Court")[0] == 0
    before = rows(league_file)
    code, _, _ = league_cli(league_file, capsys, "import", str(broken(export_file, tmp_path)))
    assert code != 0 and rows(league_file) == before
    with sqlite3.connect(league_file) as con:
        assert con.execute("SELECT name FROM league").fetchall() == [("Spring Court",)]
