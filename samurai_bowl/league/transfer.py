"""A whole league as one JSON file, to move it to another machine: its seasons, teams, fixtures
and every ledger row in order, each player named by his lasting id. Importing checks all of it,
then adds it as a new league in one transaction; the players of an export made before they had
ids are given them as the league file's schema step gives them (samurai_bowl/league/identity.py).

A fixture's seed is exported as the league file keeps it: the one it was played with, the one a
schedule drawn from a given seed set for it, or null (fresh secret dice when it is played). An
export made before fixtures kept their dice secret gives up the seeds of its unplayed fixtures,
as the league file's schema step does: they were drawn from the league's name and season."""

from __future__ import annotations

import copy
import json
import sqlite3
from pathlib import Path
from typing import Any

from samurai_bowl.data.files import read_mapping
from samurai_bowl.errors import DataError, FieldProblem
from samurai_bowl.files.atomic import write_text_atomic
from samurai_bowl.league.identity import Step, give_ids
from samurai_bowl.league.schema import insert_fixture, read_seed
from samurai_bowl.league.store import League, LeagueStore
from samurai_bowl.league.validate_export import check_export
from samurai_bowl.league.validate_league import league_name

EXPORT_FORMAT = "samurai-bowl-league-export-5"
OLDER_FORMAT = "samurai-bowl-league-export-1"  # made before R4.2's revision: one action per model
BEFORE_IDS = (OLDER_FORMAT, "samurai-bowl-league-export-2")  # players known by shirt number only
BEFORE_NUMBERS = (*BEFORE_IDS, "samurai-bowl-league-export-3")  # fixtures numbered by their order
BEFORE_SECRET_SEEDS = (*BEFORE_NUMBERS, "samurai-bowl-league-export-4")  # seeds drawn from public facts
TABLES = {
    "seasons": "SELECT * FROM season WHERE league_id = :league ORDER BY number",
    "entries": "SELECT * FROM entry WHERE league_id = :league ORDER BY id",
    "fixtures": """SELECT f.* FROM fixture f JOIN season s ON s.id = f.season_id
                   WHERE s.league_id = :league ORDER BY f.id""",
    "ledger": """SELECT l.* FROM ledger l LEFT JOIN fixture f ON f.id = l.fixture_id
                 LEFT JOIN season s ON s.id = f.season_id LEFT JOIN entry e ON e.id = l.entry_id
                 WHERE e.league_id = :league OR s.league_id = :league ORDER BY l.seq""",
}


def export_league(store: LeagueStore, league: League) -> dict[str, Any]:
    row = store.con.execute("SELECT * FROM league WHERE id = ?", (league.id,)).fetchone()
    out: dict[str, Any] = {"format": EXPORT_FORMAT, "league": dict(row)}
    for key, query in TABLES.items():
        out[key] = [dict(r) for r in store.con.execute(query, {"league": league.id})]
    for fixture in out["fixtures"]:
        fixture["seed"] = read_seed(fixture["seed"])
    return out


def write_export(store: LeagueStore, league: League, path: Path) -> None:
    text = json.dumps(export_league(store, league), indent=1, ensure_ascii=False) + "\n"
    write_text_atomic(path, text, f"the export of {league.name!r}")


def read_export(path: Path) -> dict[str, Any]:
    saved = read_mapping(path)
    if saved.get("format") not in (EXPORT_FORMAT, *BEFORE_SECRET_SEEDS):
        found = saved.get("format")
        raise DataError(path, f"is not a Samurai Bowl league export (format: {found!r})", "format")
    for key in ("league", *TABLES):
        if key not in saved:
            raise DataError(path, "is missing from the export", key)
    if saved["format"] == OLDER_FORMAT:
        _one_action_per_model(saved["league"])
    return saved


def _numbered(fixtures: Any) -> None:
    """An older export's fixtures get the numbers people knew them by: 1, 2, 3… in each season in
    playing order (round, then id). Rows not shaped as fixtures are left for the import to refuse."""
    try:
        order = sorted(fixtures, key=lambda f: (f["season_id"], f["round"], f["id"]))
    except (KeyError, TypeError, AttributeError):
        return
    counts: dict[Any, int] = {}
    for fixture in order:
        counts[fixture["season_id"]] = counts.get(fixture["season_id"], 0) + 1
        fixture.setdefault("number", counts[fixture["season_id"]])


def _unplayed_without_seeds(saved: dict[str, Any]) -> None:
    """An older export's unplayed fixtures give up their seeds (drawn from public facts): they are
    given fresh secret ones when played. Rows not shaped as fixtures are left for the import to refuse."""
    try:
        played = {row.get("fixture_id") for row in saved["ledger"] if row.get("kind") == "result"}
        for fixture in saved["fixtures"]:
            if fixture.get("id") not in played:
                fixture["seed"] = None
    except (KeyError, TypeError, AttributeError):
        return


def _one_action_per_model(league: Any) -> None:
    """An export made before R4.2's revision keeps playing with one action per model, unless it
    chose otherwise. Options that are not a mapping are left for the import to refuse."""
    try:
        options = json.loads(league.get("options") or "{}")
    except (AttributeError, TypeError, ValueError, RecursionError):
        return
    if isinstance(options, dict) and isinstance(options.get("match", {}), dict):
        options["match"] = {"action_limit": "model", **options.get("match", {})}
        league["options"] = json.dumps(options)


def _with_ids(saved: dict[str, Any]) -> dict[str, Any]:
    """A copy of the export whose players all have their ids (an older export's get them in ledger
    order). An export not shaped as one is returned as it is, for its checks to name what is wrong."""
    saved = copy.deepcopy(saved)
    try:
        fixtures = {f["id"]: f for f in saved["fixtures"]}
        rows = sorted(saved["ledger"], key=lambda row: int(row["seq"]))
        steps = []
        for row in rows:
            fixture = fixtures.get(row.get("fixture_id"), {})
            steps.append(
                Step(
                    row.get("entry_id"),
                    row["kind"],
                    json.loads(row["data"]),
                    fixture.get("home_id"),
                    fixture.get("away_id"),
                )
            )
    except (KeyError, TypeError, ValueError, AttributeError, RecursionError):
        return saved
    give_ids(steps)
    for row, step in zip(rows, steps, strict=True):
        row["data"] = json.dumps(step.data)
    return saved


def import_league(
    store: LeagueStore, saved: dict[str, Any], name: str | None = None, source: str = "league export"
) -> League:
    """Add an exported league under its name (or ``name``); new ids, the same story. The whole
    export is checked first: a bad row is refused in one line and nothing is written."""
    if name is not None:
        try:
            name = league_name(name)
        except FieldProblem as problem:
            raise DataError("--as", problem.message) from None
    saved = _with_ids(saved)
    if saved.get("format") in BEFORE_NUMBERS:
        _numbered(saved.get("fixtures"))
    if saved.get("format") in BEFORE_SECRET_SEEDS:
        _unplayed_without_seeds(saved)
    try:
        export = check_export(saved, store.data, name)
    except FieldProblem as problem:
        raise DataError(source, problem.message, problem.field) from None
    if store.con.execute("SELECT 1 FROM league WHERE name = ?", (export.name,)).fetchone():
        raise DataError(
            f"league {export.name!r}", "already exists here (import it under another name with --as)"
        )
    league = export.league
    try:
        with store.db.transaction() as con:
            league_id = _row_id(
                con.execute(
                    "INSERT INTO league (name, rounds, options, created) VALUES (?, ?, ?, ?)",
                    (export.name, league.rounds, json.dumps(export.options), league.created),
                )
            )
            seasons = {
                s.id: _row_id(
                    con.execute(
                        "INSERT INTO season (league_id, number, started) VALUES (?, ?, ?)",
                        (league_id, s.number, s.started),
                    )
                )
                for s in export.seasons
            }
            entries = {
                e.id: _row_id(
                    con.execute(
                        "INSERT INTO entry (league_id, name, clan, coach, coach_kind) VALUES (?, ?, ?, ?, ?)",
                        (league_id, e.name, e.clan, e.coach, e.coach_kind),
                    )
                )
                for e in export.entries
            }
            fixtures = {
                f.id: insert_fixture(
                    con,
                    seasons[f.season_id],
                    f.round,
                    f.number,
                    entries[f.home_id],
                    entries[f.away_id],
                    f.seed,
                )
                for f in sorted(export.fixtures, key=lambda f: f.id)
            }
            for row, data in export.ledger:
                con.execute(
                    "INSERT INTO ledger (entry_id, fixture_id, kind, data, at) VALUES (?, ?, ?, ?, ?)",
                    (
                        None if row.entry_id is None else entries[row.entry_id],
                        None if row.fixture_id is None else fixtures[row.fixture_id],
                        row.kind,
                        json.dumps(data),
                        row.at,
                    ),
                )
    except sqlite3.IntegrityError as exc:
        raise DataError(source, f"does not fit in a league database ({exc})") from exc
    return store.league(export.name)


def _row_id(cursor: sqlite3.Cursor) -> int:
    """The id of the row an INSERT just made."""
    assert cursor.lastrowid is not None
    return cursor.lastrowid
