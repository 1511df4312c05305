"""``league table``'s standings (R19.4), each team with its coach's rating in the league: a person's
as the league's results have moved it, an AI level's fixed one."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from samurai_bowl.league.store import League, LeagueStore

TEAM_WIDTH = 28
COACH_HEAD = "Coach rating"


def coach_cells(store: LeagueStore, league: League) -> dict[int, str]:
    """Each entry's "Coach rating" cell by its id: the coach, then his rating, the ratings lined up
    (``"Ann        27.3 ± 4.1"``, ``"normal AI  25.0 ± 0.0"``), every cell as wide as the widest."""
    from samurai_bowl.league.ratings import coach_key, league_ratings

    lines = league_ratings(store, league)
    coaches = {entry.id: lines[coach_key(entry)] for entry in store.entries(league)}
    if not coaches:
        return {}
    who = max(len(c.who) for c in coaches.values())
    figure = max(len(c.rating.shown()) for c in coaches.values())
    return {key: f"{c.who:<{who}}  {c.rating.shown():>{figure}}" for key, c in coaches.items()}


def standings_lines(store: LeagueStore, league: League) -> list[str]:
    """The table's heading and one line a team, in table order."""
    cells = coach_cells(store, league)
    width = max([len(COACH_HEAD), *map(len, cells.values())])
    out = [
        f"{'':3}{'team':<{TEAM_WIDTH}}{COACH_HEAD:<{width}}  "
        f"{'P':>3}{'W':>4}{'D':>4}{'L':>4}{'TD':>5}{'diff':>6}{'Cas':>5}{'Pts':>5}"
    ]
    for place, line in enumerate(store.standings(league), start=1):
        out.append(
            f"{place:>2} {line.name:<{TEAM_WIDTH}}{cells.get(line.entry, ''):<{width}}  "
            f"{line.played:>3}{line.won:>4}{line.drawn:>4}{line.lost:>4}"
            f"{line.scored:>3}:{line.conceded:<2}{line.difference:>+5}{line.casualties:>5}{line.points:>5}"
        )
    return out
