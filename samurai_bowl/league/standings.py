"""R19.4: the league table — win 3, draw 1, loss 0 (from the rules), ties broken by touchdown
difference, then casualties caused."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from samurai_bowl.data.rules import LeaguePoints


@dataclass
class Line:
    entry: int
    name: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    scored: int = 0
    conceded: int = 0
    casualties: int = 0
    points: int = 0
    form: list[str] = field(default_factory=list)  # W/D/L, oldest first

    @property
    def difference(self) -> int:
        return self.scored - self.conceded


def outcome(record: dict[str, Any], side: int) -> str:
    """W, D or L for ``side``: by the record's winner (a conceded match, R3.8, is lost whatever the
    score), or by the score in records that name none."""
    if "winner" in record:
        winner = record["winner"]
        return "D" if winner is None else "W" if winner == side else "L"
    mine, theirs = record["score"][side], record["score"][1 - side]
    return "W" if mine > theirs else "D" if mine == theirs else "L"


def table(
    names: dict[int, str], results: list[tuple[int, int, dict[str, Any]]], points: LeaguePoints
) -> list[Line]:
    """Lines in table order from (home entry, away entry, match record) in the order played."""
    lines = {entry: Line(entry, name) for entry, name in names.items()}
    for home, away, record in results:
        score = record["score"]
        caused = record.get("casualties_caused", [0, 0])
        for side, entry in enumerate((home, away)):
            line = lines[entry]
            mine, theirs = score[side], score[1 - side]
            line.played += 1
            line.scored += mine
            line.conceded += theirs
            line.casualties += caused[side]
            if outcome(record, side) == "W":
                line.won, line.points = line.won + 1, line.points + points.win
                line.form.append("W")
            elif outcome(record, side) == "D":
                line.drawn, line.points = line.drawn + 1, line.points + points.draw
                line.form.append("D")
            else:
                line.lost, line.points = line.lost + 1, line.points + points.loss
                line.form.append("L")
    return sorted(
        lines.values(), key=lambda line: (-line.points, -line.difference, -line.casualties, line.name)
    )
