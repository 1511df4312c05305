"""One match played through to its end by two coaches, and one game of a series played that way.

A game depends only on its teams, coaches, rule options and seed, never on which process plays
it or what it played before.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

from samurai_bowl.play.coaches import make_coach
from samurai_bowl.play.series import Game, Played, Series

if TYPE_CHECKING:
    from samurai_bowl.ai.coach import Coach
    from samurai_bowl.data.loader import GameData
    from samurai_bowl.engine import Match
    from samurai_bowl.teams.model import Team


def play_match(
    data: GameData,
    home: Team,
    away: Team,
    seed: int,
    coaches: tuple[Coach, Coach],
    options: dict[str, Any] | None = None,
) -> Match:
    """One whole match; each decision goes to the coach of the side it belongs to."""
    from samurai_bowl.engine import Match

    match = Match(data, home, away, seed, options, takes_back=False)  # no person plays it
    play_out(match, coaches)
    return match


def play_out(match: Match, coaches: tuple[Coach, Coach]) -> None:
    """``match`` played on to its end; each decision goes to the coach of the side it belongs to."""
    while (prompt := match.pending) is not None:
        match.apply(coaches[prompt.side].choose(match))


# A process with several threads (a cluster worker may have them) plays one game at a time:
# the engine's caches are per process and the games gain nothing from threads.
_ONE_GAME_AT_A_TIME = threading.Lock()


def play_game(series: Series, game: Game) -> Played:
    """Play one game of ``series``; both coaches are seeded with the game's seed."""
    from samurai_bowl.engine import summarize

    coaches = (make_coach(series.coaches[0], game.seed), make_coach(series.coaches[1], game.seed))
    home, away = series.teams_for(game)
    with _ONE_GAME_AT_A_TIME:
        start = time.perf_counter()
        match = play_match(series.data, home, away, game.seed, coaches, series.options)
        seconds = time.perf_counter() - start
    record = None
    if series.records and match.result is not None:
        record = {"seed": game.seed, **match.result}
    return Played(game.index, summarize(match, seconds), record)
