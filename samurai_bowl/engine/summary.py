"""What a finished match, and a series of them, come to: scores, casualties, decisions, time."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pitch import Side


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
    """Many matches between the same two teams, and their means: running totals, so a series of
    any length takes the same room."""

    games: int = 0
    home_wins: int = 0
    away_wins: int = 0
    draws: int = 0
    home_scored: int = 0
    away_scored: int = 0
    home_hurt: int = 0  # casualties the home team caused
    away_hurt: int = 0
    decisions: int = 0
    seconds: float = 0.0

    def add(self, summary: MatchSummary) -> None:
        self.games += 1
        winner = summary.winner
        self.home_wins += winner == Side.HOME
        self.away_wins += winner == Side.AWAY
        self.draws += winner is None
        self.home_scored += summary.home_score
        self.away_scored += summary.away_score
        self.home_hurt += summary.home_casualties
        self.away_hurt += summary.away_casualties
        self.decisions += summary.decisions
        self.seconds += summary.seconds

    def _mean(self, total: float) -> float:
        return total / self.games if self.games else 0.0

    @property
    def home_touchdowns(self) -> float:
        return self._mean(self.home_scored)

    @property
    def away_touchdowns(self) -> float:
        return self._mean(self.away_scored)

    @property
    def home_casualties(self) -> float:
        return self._mean(self.home_hurt)

    @property
    def away_casualties(self) -> float:
        return self._mean(self.away_hurt)

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
