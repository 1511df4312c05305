"""The banzuke: the league table read as a sumo ranking sheet, as the sumo games in the design
notes rank their rikishi — Yokozuna at the top, then Ōzeki, Sekiwake and Komusubi (the
san'yaku), then the Maegashira numbered from 1. A record with more wins than losses is
kachi-koshi, fewer is make-koshi."""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.league.standings import Line

SANYAKU = ("Yokozuna", "Ōzeki", "Sekiwake", "Komusubi")


@dataclass(frozen=True)
class Rank:
    title: str  # "Yokozuna", "Maegashira 3", ...
    line: Line

    @property
    def record(self) -> str:
        """Wins–draws–losses, in the order every other table of the game writes them."""
        return f"{self.line.won}–{self.line.drawn}–{self.line.lost}"

    @property
    def standing(self) -> str:
        if not self.line.played:
            return ""
        if self.line.won > self.line.lost:
            return "kachi-koshi"
        if self.line.won < self.line.lost:
            return "make-koshi"
        return "even"


def banzuke(table: list[Line]) -> list[Rank]:
    """Ranks for a table already in order: the first four take the san'yaku, the rest are
    Maegashira 1, 2, ... (a league of two has only a Yokozuna and an Ōzeki)."""
    ranks = []
    for place, line in enumerate(table):
        title = SANYAKU[place] if place < len(SANYAKU) else f"Maegashira {place - len(SANYAKU) + 1}"
        ranks.append(Rank(title, line))
    return ranks
