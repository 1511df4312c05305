"""A whole league as one JSON file, to move it to another machine: its seasons, teams, fixtures
and every ledger row in order. Importing adds it as a new league in one transaction."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from samurai_bowl.atomic import write_text_atomic
from samurai_bowl.data.files import read_mapping
from samurai_bowl.errors import DataError
from samurai_bowl.league.store import League, LeagueStore

EXPORT_FORMAT = "samurai-bowl-league-export-2"
OLDER_FORMAT = "samurai-bowl-league-export-1"  # made before R4.2's revision: one action per model
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
    return out


def write_export(store: LeagueStore, league: League, path: Path) -> None:
    write_text_atomic(path, json.dumps(export_league(store, league), indent=1, ensure_ascii=False) + "\n")


def read_export(path: Path) -> dict[str, Any]:
    saved = read_mapping(path)
    if saved.get("format") not in (EXPORT_FORMAT, OLDER_FORMAT):
        found = saved.get("format")
        raise DataError(path, f"is not a Samurai Bowl league export (format: {found!r})", "format")
    for key in ("league", *TABLES):
        if key not in saved:
            raise DataError(path, "is missing from the export", key)
    if saved["format"] == OLDER_FORMAT and isinstance(saved["league"], dict):
        options = json.loads(saved["league"].get("options") or "{}")
        match = options.get("match", {}) if isinstance(options, dict) else {}
        if isinstance(match, dict):
            options["match"] = {"action_limit": "model", **match}
            saved["league"]["options"] = json.dumps(options)
    return saved


def import_league(store: LeagueStore, saved: dict[str, Any], name: str | None = None) -> League:
    """Add an exported league under its name (or ``name``); new ids, the same story."""
    league = saved["league"]
    new_name = (name or league["name"]).strip()
    if store.con.execute("SELECT 1 FROM league WHERE name = ?", (new_name,)).fetchone():
        raise DataError(
            f"league {new_name!r}", "already exists here (import it under another name with --as)"
        )
    try:
        with store.db.transaction() as con:
            league_id = con.execute(
                "INSERT INTO league (name, rounds, options, created) VALUES (?, ?, ?, ?)",
                (new_name, league["rounds"], league["options"], league["created"]),
            ).lastrowid
            seasons = {
                s["id"]: con.execute(
                    "INSERT INTO season (league_id, number, started) VALUES (?, ?, ?)",
                    (league_id, s["number"], s.get("started")),
                ).lastrowid
                for s in saved["seasons"]
            }
            entries = {
                e["id"]: con.execute(
                    "INSERT INTO entry (league_id, name, clan, coach, coach_kind) VALUES (?, ?, ?, ?, ?)",
                    (league_id, e["name"], e["clan"], e["coach"], e["coach_kind"]),
                ).lastrowid
                for e in saved["entries"]
            }
            fixtures = {
                f["id"]: con.execute(
                    "INSERT INTO fixture (season_id, round, home_id, away_id, seed) VALUES (?, ?, ?, ?, ?)",
                    (
                        seasons[f["season_id"]],
                        f["round"],
                        entries[f["home_id"]],
                        entries[f["away_id"]],
                        f["seed"],
                    ),
                ).lastrowid
                for f in saved["fixtures"]
            }
            for row in saved["ledger"]:
                con.execute(
                    "INSERT INTO ledger (entry_id, fixture_id, kind, data, at) VALUES (?, ?, ?, ?, ?)",
                    (
                        entries.get(row["entry_id"]),
                        fixtures.get(row["fixture_id"]),
                        row["kind"],
                        row["data"],
                        row["at"],
                    ),
                )
    except (KeyError, TypeError, sqlite3.IntegrityError) as exc:
        raise DataError("league export", f"is damaged ({exc.__class__.__name__}: {exc})") from exc
    return store.league(new_name)
