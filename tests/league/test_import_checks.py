"""`league import` checks the whole export — every row's shape, every reference between rows, the
ledger replayed as the store writes it — before anything is written; and a league's name is text
a person can type back, on `league new`, on import and under `--as`."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.data import GameData
from tests.league.records_setup import LEAGUE, build_league, copy_league, league_cli, one_line, rows

Edit = Callable[[dict[str, Any]], None]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory, data: GameData) -> Path:
    return build_league(tmp_path_factory.mktemp("built") / "league.sqlite3", data)


@pytest.fixture(scope="module")
def export(built: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    from samurai_bowl.cli import main

    path = tmp_path_factory.mktemp("export") / "winter.json"
    assert main(["league", "--league-db", str(built), "export", LEAGUE, str(path)]) == 0
    saved = dict(json.loads(path.read_text(encoding="utf-8")))
    saved["league"]["name"] = "Summer Court"
    return saved


@pytest.fixture
def league_file(built: Path, tmp_path: Path) -> Path:
    return copy_league(built, tmp_path / "league")


def data_of(kind: str, edit: Callable[[dict[str, Any]], None], nth: int = 0) -> Edit:
    """An edit of the ``nth`` ledger row of ``kind``'s data (a JSON text inside the export)."""

    def change(saved: dict[str, Any]) -> None:
        row = [r for r in saved["ledger"] if r["kind"] == kind][nth]
        data = json.loads(row["data"])
        edit(data)
        row["data"] = json.dumps(data)

    return change


def row_of(kind: str, **fields: Any) -> Edit:
    return lambda saved: next(r for r in saved["ledger"] if r["kind"] == kind).update(fields)


def hire_for(saved: dict[str, Any], cost: int, number: int) -> None:
    """A hire after the first team joined: a lineman costing ``cost`` wearing ``number``."""
    join = next(r for r in saved["ledger"] if r["kind"] == "join")
    player = {"number": number, "name": "Hida Kisada", "position": "lineman"}
    hire = {
        **join,
        "seq": join["seq"] + 1000,
        "kind": "hire",
        "data": json.dumps({"player": player, "cost": cost}),
    }
    saved["ledger"].append(hire)


def ghost(record: dict[str, Any]) -> None:
    record["record"]["players"].append({"side": 0, "number": 98, "name": "Nobody", "spp": 5})


BAD: list[tuple[str, Edit, str]] = [
    ("options not JSON", lambda s: s["league"].update(options="nope{"), "league.options: is not valid JSON"),
    ("options a list", lambda s: s["league"].update(options="[1]"), "league.options: must be a mapping"),
    (
        "an unknown rule",
        lambda s: s["league"].update(options='{"match": {"turns": 3}}'),
        "league.options.match.turns: is not a known field",
    ),
    (
        "a rule's bad value",
        lambda s: s["league"].update(options='{"match": {"turns_per_half": "x"}}'),
        "league.options.match.turns_per_half: must be a whole number",
    ),
    ("ledger data not JSON", row_of("result", data="{oops"), ".data: is not valid JSON"),
    ("ledger data a list", row_of("join", data="[]"), ".data: must be a mapping of fields"),
    (
        "a result without a score",
        data_of("result", lambda d: d["record"].pop("score")),
        ".data.record.score: is required but missing",
    ),
    (
        "a garbage roster",
        data_of("join", lambda d: d["team"].update(players="x")),
        ".data.team.players: must be a list",
    ),
    (
        "an illegal roster",
        data_of("join", lambda d: d["team"]["players"].pop()),
        "R2.2: a team needs at least 11",
    ),
    (
        "a roster for another team",
        data_of("join", lambda d: d["team"].update(name="Someone Else")),
        "but the team that joined is",
    ),
    (
        "a name that is a number",
        lambda s: s["league"].update(name=123),
        "league.name: must be text (got 123)",
    ),
    ("a blank name", lambda s: s["league"].update(name="   "), "league.name: must not be empty"),
    ("no season", lambda s: s.update(seasons=[]), "seasons: a league has at least its first season"),
    (
        "a fixture for nobody",
        lambda s: s["fixtures"][0].update(home_id=999),
        "fixtures[0].home_id: no team has id 999",
    ),
    ("a negative seed", lambda s: s["fixtures"][0].update(seed=-7), "fixtures[0].seed: must be ≥ 0"),
    (
        "an unknown kind of row",
        lambda s: s["ledger"][0].update(kind="gift"),
        "ledger[0].kind: must be one of",
    ),
    ("a team that never joined", lambda s: s.update(ledger=[]), "never joined"),
    ("a hire beyond the treasury", lambda s: hire_for(s, 5000, 50), "is more than the treasury of"),
    ("a number worn twice", lambda s: hire_for(s, 0, 1), "player.number: #1 is already worn by"),
    ("a result for a player never there", data_of("result", ghost), "has had no player #98"),
    (
        "a result twice",
        lambda s: s["ledger"].append({**next(r for r in s["ledger"] if r["kind"] == "result"), "seq": 10**6}),
        "already has a result",
    ),
    (
        "an unknown column",
        lambda s: s["entries"][0].update(colour="red"),
        "entries[0].colour: is not a known field",
    ),
]


@pytest.mark.parametrize(("edit", "message"), [case[1:] for case in BAD], ids=[case[0] for case in BAD])
def test_a_bad_export_is_one_line_and_nothing_is_written(
    league_file: Path,
    export: dict[str, Any],
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    edit: Edit,
    message: str,
) -> None:
    saved = copy.deepcopy(export)
    edit(saved)
    path = tmp_path / "summer.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    before = rows(league_file)
    code, _, err = league_cli(league_file, capsys, "import", str(path))
    assert code == 2 and one_line(err), err
    assert err.startswith(f"{path}: ") and message in err, err
    assert rows(league_file) == before
    code, out, err = league_cli(league_file, capsys, "list")
    assert code == 0 and out.startswith(f"{LEAGUE}: season 1, 4 teams, 2 played"), err


def test_a_good_export_still_imports(
    league_file: Path, export: dict[str, Any], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "summer.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    code, out, err = league_cli(league_file, capsys, "import", str(path))
    assert code == 0 and out == "Summer Court imported: 4 teams, season 1\n", err
    _, copied, _ = league_cli(league_file, capsys, "table", "Summer Court")
    _, original, _ = league_cli(league_file, capsys, "table", LEAGUE)
    assert copied.replace("Summer Court", LEAGUE) == original


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("", "league: name: must not be empty"),
        ("   ", "league: name: must not be empty"),
        ("\t\n", "league: name: must not be empty"),
        ("!!!", "league: name: must contain a letter or a digit"),
        ("Winter\x07Court", "league: name: must not contain control characters"),
        ("W" * 41, "league: name: must "),
    ],
)
def test_a_league_needs_a_name_a_person_can_type(
    league_file: Path, capsys: pytest.CaptureFixture[str], name: str, message: str
) -> None:
    before = rows(league_file)
    code, _, err = league_cli(league_file, capsys, "new", name)
    assert code == 2 and one_line(err) and err.startswith(message), err
    assert rows(league_file) == before
    if len(name) > 40:
        assert "40" in err


def test_a_name_of_digits_is_a_name(league_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Leagues are found by name alone (no number selects one), so "2025" is as good a name as any."""
    assert league_cli(league_file, capsys, "new", " 2025 ")[0] == 0
    code, out, _ = league_cli(league_file, capsys, "table", "2025")
    assert code == 0 and out.startswith("2025, season 1")


def test_an_import_under_a_blank_name_is_refused(
    league_file: Path, export: dict[str, Any], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "summer.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    before = rows(league_file)
    code, _, err = league_cli(league_file, capsys, "import", str(path), "--as", "   ")
    assert code == 2 and one_line(err) and err.startswith("--as: must not be empty"), err
    assert rows(league_file) == before
    assert league_cli(league_file, capsys, "import", str(path), "--as", "  Autumn Court ")[0] == 0
    assert league_cli(league_file, capsys, "table", "Autumn Court")[0] == 0
