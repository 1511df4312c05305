"""What a finished match, and a series of them, come to: scores, casualties, decisions, time."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from samurai_bowl.engine.match import Match
from samurai_bowl.engine.pitch import Side


@dataclass(frozen=True)
class MatchSummary:
    home: str
    away: str
    home_score: int
    away_score: int
    home_casualties: int  # casualties the home team caused, i.e. of away pieces
    away_casualties: int
    decisions: int
    seconds: float

    @property
    def winner(self) -> int | None:
        """The winning side (0 home, 1 away), or None for a draw."""
        if self.home_score == self.away_score:
            return None
        return Side.HOME if self.home_score > self.away_score else Side.AWAY


def summarize(match: Match, seconds: float) -> MatchSummary:
    """Sum up a match (normally a finished one) that took ``seconds`` to play."""
    hurt_by_side = [0, 0]  # casualties suffered, by the side of the piece hurt
    for index in match.injuries:
        hurt_by_side[match.pieces[index].side] += 1
    home, away = match.teams
    return MatchSummary(
        home=home.name,
        away=away.name,
        home_score=home.score,
        away_score=away.score,
        home_casualties=hurt_by_side[Side.AWAY],
        away_casualties=hurt_by_side[Side.HOME],
        decisions=len(match.history),
        seconds=seconds,
    )


@dataclass
class SeriesSummary:
    """Many matches between the same two teams, and their means."""

    matches: list[MatchSummary] = field(default_factory=list)

    def add(self, summary: MatchSummary) -> None:
        self.matches.append(summary)

    @property
    def games(self) -> int:
        return len(self.matches)

    def _wins(self, side: int | None) -> int:
        return sum(1 for m in self.matches if m.winner == side)

    @property
    def home_wins(self) -> int:
        return self._wins(Side.HOME)

    @property
    def away_wins(self) -> int:
        return self._wins(Side.AWAY)

    @property
    def draws(self) -> int:
        return self._wins(None)

    def _mean(self, total: float) -> float:
        return total / self.games if self.games else 0.0

    @property
    def home_touchdowns(self) -> float:
        return self._mean(sum(m.home_score for m in self.matches))

    @property
    def away_touchdowns(self) -> float:
        return self._mean(sum(m.away_score for m in self.matches))

    @property
    def home_casualties(self) -> float:
        return self._mean(sum(m.home_casualties for m in self.matches))

    @property
    def away_casualties(self) -> float:
        return self._mean(sum(m.away_casualties for m in self.matches))

    @property
    def seconds(self) -> float:
        return sum(m.seconds for m in self.matches)

    @property
    def decisions(self) -> int:
        return sum(m.decisions for m in self.matches)

    @property
    def seconds_per_match(self) -> float:
        return self._mean(self.seconds)

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        """Counts as ints; means to 3 decimals, seconds to 5, decisions per second to 1."""
        return {
            "games": self.games,
            "home_wins": self.home_wins,
            "away_wins": self.away_wins,
            "draws": self.draws,
            "home_touchdowns": round(self.home_touchdowns, 3),
            "away_touchdowns": round(self.away_touchdowns, 3),
            "home_casualties": round(self.home_casualties, 3),
            "away_casualties": round(self.away_casualties, 3),
            "seconds_per_match": round(self.seconds_per_match, 5),
            "decisions_per_second": round(self.decisions_per_second, 1),
        }
