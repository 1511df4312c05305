"""Playing a fixture between two league teams as they stand, coached as the league says."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from samurai_bowl.errors import DataError
from samurai_bowl.league.store import Fixture, League, LeagueStore

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def fixture_match(store: LeagueStore, league: League, fixture: Fixture) -> Match:
    """The match of a fixture, ready to play: the teams as they stand, the fixture's seed."""
    from samurai_bowl.engine.match import Match

    if fixture.played:
        raise DataError(
            f"fixture #{fixture.number}", f"{fixture.home.name} v {fixture.away.name} is already played"
        )
    for entry in (fixture.home, fixture.away):
        problem = store.unfit(entry)
        if problem:
            raise DataError(f"team {entry.name!r}", problem)
    home, away = store.team(fixture.home), store.team(fixture.away)
    return Match(store.data, home, away, fixture.seed, league.options or None)


def simulate(store: LeagueStore, league: League, fixture: Fixture) -> dict[str, Any]:
    """Play an AI-v-AI fixture headless and record it; returns the match record."""
    from ai.heuristic import HeuristicCoach

    humans = [e.coach for e in (fixture.home, fixture.away) if e.coach_kind == "human"]
    if humans:
        raise DataError(f"fixture #{fixture.number}", f"{' and '.join(humans)} must play it in the window")
    for entry in (fixture.home, fixture.away):  # the AI keeps its own roster at eleven when it can
        store.fill_roster(entry)
    match = fixture_match(store, league, fixture)
    coaches = (
        HeuristicCoach(fixture.seed, fixture.home.coach_kind),
        HeuristicCoach(fixture.seed + 1, fixture.away.coach_kind),
    )
    while (prompt := match.pending) is not None:
        match.apply(coaches[prompt.side].choose(match))
    assert match.result is not None
    store.record(fixture, match.result)
    return match.result
