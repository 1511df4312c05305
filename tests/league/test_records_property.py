"""Any edit of a match record given to `league correct`, or of an export given to `league import`
— a value of another type or range, a field taken away, a field added, ledger data that is not
JSON — is either refused in one line with the league file left row for row as it was, or
accepted with every read command (list, table, team, history, next, schedule, export) still
working on it."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from samurai_bowl.cli import main
from samurai_bowl.data import load_game_data
from tests.league.records_setup import LEAGUE, build_league, rows

Path_ = tuple[Any, ...]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**12), max_value=10**12),
    st.sampled_from([0, 1, -1, 2, 7, 40, 98, 2**31, 2**63, 10**20]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=8),
    st.sampled_from(["", "   ", "abc", "dead", "lineman", "result", "{oops", "[1]", '{"match": 1}', "123"]),
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=5,
)
edits = st.sampled_from(["replace", "replace", "nudge", "nudge", "delete", "add"])
nudges = st.integers(min_value=-3, max_value=3)
PROFILE = settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_league(tmp_path_factory.mktemp("built") / "league.sqlite3", load_game_data())


@pytest.fixture(scope="module")
def stored_record(built: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("record") / "result.json"
    assert cli(built, "result", LEAGUE, "1", "--out", str(out))[0] == 0
    return dict(json.loads(out.read_text(encoding="utf-8")))


@pytest.fixture(scope="module")
def export(built: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The league's export, renamed, with each ledger row's data opened up to be edited inside."""
    out = tmp_path_factory.mktemp("export") / "winter.json"
    assert cli(built, "export", LEAGUE, str(out))[0] == 0
    saved = dict(json.loads(out.read_text(encoding="utf-8")))
    saved["league"]["name"] = "Summer Court"
    for row in saved["ledger"]:
        row["data"] = json.loads(row["data"])
    return saved


def cli(path: Path, *argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["league", "--league-db", str(path), *argv])
    return code, out.getvalue(), err.getvalue()


def places(node: Any, prefix: Path_ = ()) -> Iterator[Path_]:
    """Every field and item below ``node``, as paths of keys and indices."""
    if isinstance(node, dict):
        for key, child in node.items():
            yield (*prefix, key)
            yield from places(child, (*prefix, key))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield (*prefix, index)
            yield from places(child, (*prefix, index))


def nudged(value: Any, by: int) -> Any:
    """A value of the same kind near ``value``: most such edits are ones a real match allows."""
    if isinstance(value, bool):
        return not value if by % 2 else value
    if isinstance(value, int):
        return value + by
    if isinstance(value, str):
        return value[: len(value) + by] if by < 0 else value + " Jr." * by
    if isinstance(value, list):
        return value[: len(value) + by] if by < 0 else value[::-1]
    return value


def edited(doc: Any, place: Path_, how: str, value: Any, key: str, by: int) -> Any:
    doc = copy.deepcopy(doc)
    parent = doc
    for part in place[:-1]:
        parent = parent[part]
    last = place[-1]
    if how == "delete":
        del parent[last]
    elif how == "add" and isinstance(parent[last], dict):
        parent[last][key] = value
    elif how == "add" and isinstance(parent, dict):
        parent[key] = value
    elif how == "nudge":
        parent[last] = nudged(parent[last], by)
    else:
        parent[last] = value
    return doc


def read_everything(path: Path, folder: Path) -> None:
    """Every read command on every league and team in the file works."""
    code, _, err = cli(path, "list")
    assert code == 0, err
    con = sqlite3.connect(path)
    leagues = con.execute("SELECT id, name FROM league").fetchall()
    teams = {
        league: [r[0] for r in con.execute("SELECT name FROM entry WHERE league_id = ?", (league,))]
        for league, _ in leagues
    }
    con.close()
    for league, name in leagues:
        for read in (
            ["table", name],
            ["history", name],
            ["next", name],
            ["schedule", name],
            ["export", name, str(folder / "out.json"), "--force"],
            *(["team", name, team] for team in teams[league]),
        ):
            code, _, err = cli(path, *read)
            assert code == 0, (read, err)


def refused_or_readable(built: Path, argv: list[str], document: Any) -> None:
    with tempfile.TemporaryDirectory(dir=built.parent) as temp:  # among pytest's own folders
        folder = Path(temp)
        path = Path(shutil.copyfile(built, folder / "league.sqlite3"))
        given_file = folder / "given.json"
        given_file.write_text(json.dumps(document), encoding="utf-8")
        before = rows(path)
        code, _, err = cli(path, *argv, str(given_file))
        assert code in (0, 2), err
        if code == 2:
            assert err.count("\n") == 1 and err.startswith(f"{given_file}: "), err
            assert rows(path) == before
        else:
            read_everything(path, folder)


@PROFILE
@given(st.data(), values, edits, st.text(min_size=1, max_size=6), nudges)
def test_any_edited_record_is_refused_whole_or_leaves_a_readable_league(
    built: Path, stored_record: dict[str, Any], data: st.DataObject, value: Any, how: str, key: str, by: int
) -> None:
    # a third of the edits go to the record's own fields, the rest into its player lines
    top = [p for p in places(stored_record) if len(p) == 1]
    lines = [p for p in places(stored_record) if len(p) > 1]
    place = data.draw(st.sampled_from(top) if data.draw(st.integers(0, 2)) == 0 else st.sampled_from(lines))
    refused_or_readable(built, ["correct", LEAGUE, "1"], edited(stored_record, place, how, value, key, by))


@PROFILE
@given(st.data(), values, edits, st.text(min_size=1, max_size=6), nudges)
def test_any_edited_export_is_refused_whole_or_imports_a_readable_league(
    built: Path, export: dict[str, Any], data: st.DataObject, value: Any, how: str, key: str, by: int
) -> None:
    section = data.draw(st.sampled_from(["league", "seasons", "entries", "fixtures", "ledger"]))
    place = data.draw(st.sampled_from([(section, *p) for p in places(export[section])] or [(section,)]))
    saved = edited(export, place, how, value, key, by)
    for row in saved.get("ledger", []) if isinstance(saved.get("ledger"), list) else []:
        if isinstance(row, dict) and "data" in row and not isinstance(row["data"], str):
            row["data"] = json.dumps(row["data"])
    refused_or_readable(built, ["import"], saved)


@pytest.mark.parametrize(
    ("place", "value"),
    [
        (("fixtures", 0, "round"), 2**63),  # found by the property above: an OverflowError from SQLite
        (("fixtures", 0, "number"), 2**63),
        (("seasons", 0, "number"), 2**63),
        (("fixtures", 0, "round"), -(2**63) - 1),
    ],
)
def test_the_faults_the_property_found_stay_refused(
    built: Path, export: dict[str, Any], place: Path_, value: int
) -> None:
    """Each edit the export property once found to end in a traceback, kept as an explicit case."""
    saved = edited(export, place, "replace", value, "", 0)
    for row in saved["ledger"]:
        row["data"] = json.dumps(row["data"])
    refused_or_readable(built, ["import"], saved)
