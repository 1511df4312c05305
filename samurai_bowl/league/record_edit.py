"""A recorded result being corrected by hand, one figure at a time, the way a coach means it: a
player's touchdown added also adds to his side's score and to his SPP (R19.2), a casualty to his
side's casualties, an MVP moves within a side, and the winner follows the score unless a side
conceded (R3.8). Every figure can still be set directly; the store checks the whole record."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from samurai_bowl.data.rules import SppValues

INJURIES: tuple[str | None, ...] = (None, "badly_hurt", "seriously_injured", "dead")
TEAM_FIGURES = ("score", "casualties_caused", "winnings")
PLAYER_FIGURES = ("touchdowns", "completions", "casualties", "spp", "mvp", "injury")
SPP_OF = {"touchdowns": "touchdown", "completions": "completion", "casualties": "casualty", "mvp": "mvp"}
FOLLOWS = {"touchdowns": "score", "casualties": "casualties_caused"}  # a player's figure in his side's


@dataclass(frozen=True)
class Cell:
    """One figure: a team's (``figure`` of side ``side``) or a player's (line ``line``)."""

    figure: str
    side: int = 0
    line: int | None = None


class RecordEdit:
    def __init__(self, record: dict[str, Any], spp: SppValues) -> None:
        self.record = copy.deepcopy(record)
        self.record.setdefault("casualties_caused", [0, 0])
        self.original = copy.deepcopy(self.record)
        self.spp = spp

    @property
    def lines(self) -> list[dict[str, Any]]:
        return self.record["players"]  # type: ignore[no-any-return]

    @property
    def changed(self) -> bool:
        return self.record != self.original

    def value(self, cell: Cell) -> Any:
        if cell.line is None:
            return self.record[cell.figure][cell.side]
        line = self.lines[cell.line]
        if cell.figure == "mvp":
            return bool(line.get("mvp"))
        if cell.figure == "injury":
            return line.get("injury")
        return int(line.get(cell.figure, 0))

    def step(self, cell: Cell, by: int) -> None:
        """One up or down: a count by one, the MVP on or off, the injury to the next one."""
        if cell.figure == "mvp":
            self.set(cell, not self.value(cell))
        elif cell.figure == "injury":
            self.set(cell, INJURIES[(INJURIES.index(self.value(cell)) + by) % len(INJURIES)])
        else:
            self.set(cell, max(0, self.value(cell) + by))

    def set(self, cell: Cell, value: Any) -> None:
        if cell.line is None:
            pair = list(self.record[cell.figure])
            pair[cell.side] = int(value)
            self.record[cell.figure] = pair
            self._winner()
            return
        line = self.lines[cell.line]
        if cell.figure == "injury":
            if value is None:
                line.pop("injury", None)
            else:
                line["injury"] = value
            return
        old = self.value(cell)
        if cell.figure == "mvp":
            if value:
                for other in self.lines:  # R19.2: one MVP a side
                    if other is not line and other["side"] == line["side"] and other.get("mvp"):
                        other["mvp"] = False
                        other["spp"] = max(0, int(other.get("spp", 0)) - self.spp.mvp)
            line["mvp"] = bool(value)
            self._earn(line, "mvp", int(bool(value)) - int(old))
            return
        line[cell.figure] = int(value)
        if cell.figure in SPP_OF:
            self._earn(line, cell.figure, int(value) - old)
        if cell.figure in FOLLOWS:
            team = FOLLOWS[cell.figure]
            pair = list(self.record[team])
            pair[line["side"]] = max(0, pair[line["side"]] + int(value) - old)
            self.record[team] = pair
            self._winner()

    def _earn(self, line: dict[str, Any], figure: str, by: int) -> None:
        line["spp"] = max(0, int(line.get("spp", 0)) + by * int(getattr(self.spp, SPP_OF[figure])))

    def _winner(self) -> None:
        """The winner by the score, unless a side conceded (R3.8) or the record names none."""
        if "winner" in self.record and self.record.get("conceded") is None:
            home, away = self.record["score"]
            self.record["winner"] = None if home == away else 0 if home > away else 1
