"""What the recorded results say about players: the season's leaders and each player's career. A
career is one man's: lines are told apart by the player's lasting id, so a number worn by a fired
man and then by a new hire makes two careers, and a man who changes number keeps his."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

COUNTED = ("touchdowns", "casualties", "completions", "spp")


@dataclass
class Career:
    team: str
    number: int  # the number he wore in his latest game
    name: str
    player: int | None = None  # his lasting id (None: a line recorded without one)
    games: int = 0
    totals: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNTED, 0))
    mvp: int = 0
    injuries: list[str] = field(default_factory=list)


def careers(games: list[tuple[str, str, dict[str, Any]]]) -> list[Career]:
    """Every player's totals from (home team, away team, match record) in the order played; the
    team is named as it is now, so a renamed team's careers go on."""
    found: dict[tuple[str, int | str], Career] = {}
    for home, away, record in games:
        names = (home, away)
        for line in record["players"]:
            if not line.get("played", True):
                continue
            team = names[line["side"]]
            player = line.get("id")
            key = (team, f"#{line['number']}" if player is None else player)
            career = found.setdefault(key, Career(team, line["number"], f"#{line['number']}", player))
            career.number = line["number"]
            career.name = line.get("name") or career.name  # a record may leave a name out
            career.games += 1
            for what in COUNTED:
                career.totals[what] += int(line.get(what, 0))
            career.mvp += int(bool(line.get("mvp")))
            if line.get("injury"):
                career.injuries.append(str(line["injury"]).replace("_", " "))
    return list(found.values())


def leaders(all_careers: list[Career], what: str, count: int = 5) -> list[Career]:
    """The top ``count`` at touchdowns, casualties or SPP (ties by name)."""
    ranked = [c for c in all_careers if c.totals[what] > 0]
    ranked.sort(key=lambda c: (-c.totals[what], c.team, c.number))
    return ranked[:count]


def by_team(all_careers: list[Career]) -> dict[str, list[Career]]:
    teams: dict[str, list[Career]] = defaultdict(list)
    for career in all_careers:
        teams[career.team].append(career)
    return dict(teams)
