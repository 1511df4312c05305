"""Saving and loading teams in the player's data folder: atomic writes, safe file names."""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import yaml

from samurai_bowl.data.files import read_mapping, validate_as
from samurai_bowl.data.loader import GameData
from samurai_bowl.errors import DataError, StorageError
from samurai_bowl.files.atomic import write_text_atomic
from samurai_bowl.teams.model import Team
from samurai_bowl.teams.rules import Problem, check_team, team_cost

Format = Literal["yaml", "json"]
SUFFIXES: dict[str, Format] = {".yaml": "yaml", ".yml": "yaml", ".json": "json"}
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}


def team_slug(name: str) -> str:
    """The file name stem for a team: letters and digits joined by '-', never a path."""
    text = unicodedata.normalize("NFKC", name).casefold()
    slug = re.sub(r"[\W_]+", "-", text).strip("-")[:60].strip("-")
    if not slug:
        raise DataError("team name", f"needs a letter or a digit to name its file (got {name!r})")
    if slug in _RESERVED:
        slug += "-team"
    return slug


def dump_team(team: Team, fmt: Format) -> str:
    data = team.model_dump(mode="json")
    if fmt == "json":
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    header = f"# Samurai Bowl team: {team.name} ({team.clan})\n"
    return header + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


def parse_team(path: Path, shown: str | None = None) -> Team:
    """Read a team file (YAML or JSON) and check its fields; R2 is checked separately."""
    source = shown or str(path)
    return validate_as(Team, read_mapping(path, source), source)


def load_team(path: Path, data: GameData, shown: str | None = None) -> Team:
    """Read a team file and re-check it against R2; raise DataError naming the first problem."""
    source = shown or str(path)
    team = parse_team(path, source)
    problems = check_team(team, data)
    if problems:
        raise problems_error(source, problems)
    return team


def problems_error(source: str, problems: list[Problem]) -> DataError:
    first = problems[0]
    extra = len(problems) - 1
    more = f" (+{extra} more problem{'s' if extra > 1 else ''})" if extra else ""
    return DataError(source, f"{first.rule}: {first.message}{more}", first.field)


@dataclass(frozen=True)
class StoredTeam:
    path: Path
    team: Team | None
    error: DataError | None


class TeamStore:
    """The ``teams/`` folder inside the player's data folder."""

    def __init__(self, data_dir: Path) -> None:
        self.folder = data_dir / "teams"

    def path_for(self, name: str, fmt: Format = "yaml") -> Path:
        path = self.folder / f"{team_slug(name)}.{fmt}"
        if path.resolve().parent != self.folder.resolve():
            raise DataError("team name", f"would leave the teams folder (got {name!r})")
        return path

    def find(self, name: str) -> Path | None:
        """The saved file for a team name (any format), or None."""
        stem = team_slug(name)
        for suffix in SUFFIXES:
            path = self.folder / f"{stem}{suffix}"
            if path.is_file():
                return path
        return None

    def save(self, team: Team, data: GameData, fmt: Format = "yaml", overwrite: bool = False) -> Path:
        """Check R2, fill in the treasury, and write the team atomically."""
        problems = check_team(team.model_copy(update={"treasury": None}), data)
        if problems:
            raise problems_error(f"team '{team.name}'", problems)
        existing = self.find(team.name)
        if existing is not None and not overwrite:
            raise DataError(
                existing, f"a team named like '{team.name}' is already saved here (use --force to replace it)"
            )
        cost = team_cost(team, data.roster(team.clan), data)
        final = team.model_copy(update={"treasury": cost.treasury})
        path = self.path_for(team.name, fmt)
        write_text_atomic(path, dump_team(final, fmt), "the team", make_folder=True)
        if existing is not None and existing != path:
            existing.unlink(missing_ok=True)
        return path

    def delete(self, path: Path) -> None:
        """Delete one saved team's file (as :meth:`find` found it); nothing else is touched."""
        if path.parent.resolve() != self.folder.resolve():
            raise DataError(path, "is not a saved team of this data folder; it was left as it is")
        try:
            path.unlink()
        except FileNotFoundError:
            raise DataError(path, "is already gone") from None
        except OSError as exc:
            raise StorageError(path, f"could not be deleted ({exc.strerror or exc})") from None

    def list(self, data: GameData) -> list[StoredTeam]:
        """Every team file in the folder, loaded and checked; broken ones carry their error."""
        if not self.folder.is_dir():
            return []
        entries = []
        for path in sorted(self.folder.iterdir()):
            if path.suffix.lower() not in SUFFIXES or path.name.startswith("."):
                continue
            try:
                entries.append(StoredTeam(path, load_team(path, data), None))
            except DataError as exc:
                entries.append(StoredTeam(path, None, exc))
        return entries
