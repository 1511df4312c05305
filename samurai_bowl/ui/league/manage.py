"""What the League screen reads and writes beyond the boards: every season's results as rows, and
the export folder's files and names."""

from __future__ import annotations

import re
from pathlib import Path

from arcade.types import Color

from samurai_bowl.league.result_words import result_cells
from samurai_bowl.league.store import League, LeagueStore
from samurai_bowl.ui.kit.theme import MUTED_INK, SUBTITLE_INK, TITLE_INK

EXPORTS = "exports"  # the folder, in the player's data folder, that E writes to and I reads from
RESULTS = "results"  # the folder, in the player's data folder, a recorded result is written out to


def history_rows(store: LeagueStore, league: League) -> tuple[list[tuple[str, ...]], list[Color]]:
    """Every season first to last: a line for the season, then its fixtures round by round (the
    round named on its first fixture), each with its score or "v" if not played yet."""
    rows: list[tuple[str, ...]] = []
    inks: list[Color] = []
    for season in store.seasons(league):
        fixtures = store.fixtures(season)
        played = sum(1 for f in fixtures if f.played)
        drawn = f"{played} of {len(fixtures)} fixtures played" if fixtures else "no schedule drawn"
        rows.append((f"Season {season.season} · {drawn}", "", "", ""))
        inks.append(SUBTITLE_INK)
        last = 0
        for fixture in fixtures:
            round_words = f"Round {fixture.round}" if fixture.round != last else ""
            last = fixture.round
            rows.append((round_words, *result_cells(fixture)))
            inks.append(TITLE_INK if fixture.played else MUTED_INK)
    return rows, inks


def slug(name: str) -> str:
    """A file name safe on every system: lower-case letters and digits joined by hyphens."""
    words = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return words[:60].strip("-") or "league"


def exported(folder: Path) -> list[Path]:
    """The exports in the folder, newest first (none when there is no folder yet)."""
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.json"), key=lambda p: (-p.stat().st_mtime, p.name))


def free_name(store: LeagueStore, name: str) -> str:
    """``name``, or "name (2)", "name (3)"… when a league already has it."""
    taken = {league.name for league in store.leagues()}
    name = name.strip()
    number = 2
    found = name
    while found in taken:
        found, number = f"{name} ({number})", number + 1
    return found
