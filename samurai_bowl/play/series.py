"""A series of games: what every game shares (:class:`Series`), one game of it (:class:`Game`)
and what playing it gives back (:class:`Played`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from samurai_bowl.data.loader import GameData
    from samurai_bowl.engine import MatchSummary
    from samurai_bowl.teams.model import Team


@dataclass(frozen=True)
class Series:
    """What every game of a run shares, sent once to each worker."""

    data: GameData
    teams: tuple[Team, ...]
    coaches: tuple[str, str]  # home's and away's coach names
    options: dict[str, Any] | None = None  # the rule options each match takes
    records: bool = False  # keep each match's full record (``--report``)
    drafts: tuple[str, ...] = ()  # clans: each game drafts fresh teams of these (a round robin)

    def teams_for(self, game: Game) -> tuple[Team, Team]:
        """The game's home and away teams: the series' own, or drafted for this game alone from
        a seed that names the game's seed and both clans, home first."""
        if not self.drafts:
            return self.teams[game.home], self.teams[game.away]
        import random

        from samurai_bowl.ai.drafting import draft_team

        home, away = self.drafts[game.home], self.drafts[game.away]
        rng = random.Random(f"draft:{game.seed}:{home}:{away}")
        return draft_team(self.data, home, rng), draft_team(self.data, away, rng)


@dataclass(frozen=True)
class Game:
    """One game of a series: its place in the run, its teams (indices into ``Series.teams``), its seed."""

    index: int
    home: int
    away: int
    seed: int


@dataclass(frozen=True)
class Played:
    index: int
    summary: MatchSummary
    record: dict[str, Any] | None
