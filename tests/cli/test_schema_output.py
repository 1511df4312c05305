"""``samurai-bowl schema`` without ``--out`` prints, and writes nothing where the user stands:
every schema in one JSON document keyed by its file name, or the one schema named, ready to be
redirected into a file. ``--out DIR`` writes the files and names each."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from samurai_bowl.cli import main


@pytest.fixture(autouse=True)
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_schema_alone_prints_them_all_and_writes_nothing(
    here: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["schema"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    schemas = json.loads(out)
    assert {"roster.schema.json", "team.schema.json", "rules.schema.json", "kickoff.schema.json"} <= set(
        schemas
    )
    assert all(schema["$schema"].endswith("2020-12/schema") for schema in schemas.values())
    assert list(here.iterdir()) == []


def test_schema_names_one_to_print_as_it_would_be_written(
    here: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["schema", "team"]) == 0
    printed = capsys.readouterr().out
    assert main(["schema", "team", "--out", "editor"]) == 0
    assert capsys.readouterr().out == "editor/team.schema.json\n"
    assert [p.name for p in (here / "editor").iterdir()] == ["team.schema.json"]
    assert (here / "editor" / "team.schema.json").read_text(encoding="utf-8") == printed
    assert "players" in json.loads(printed)["properties"]


def test_an_unknown_schema_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "teams"]) == 2
    out, err = capsys.readouterr()
    assert (
        out == ""
        and err.startswith("samurai-bowl schema: NAME: invalid choice: 'teams'")
        and err.count("\n") == 1
    )


def test_the_help_says_where_the_schemas_go(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["schema", "--help"])
    words = " ".join(capsys.readouterr().out.split())
    assert "prints them to the standard output" in words and "--out DIR writes" in words
