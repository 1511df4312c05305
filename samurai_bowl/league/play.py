"""Playing a fixture between two league teams as they stand, coached as the league says. Another
process may play the same fixture at the same time: the first result recorded counts, and the
other game is told so."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from samurai_bowl.errors import DataError
from samurai_bowl.league.store import Fixture, League, LeagueStore

if TYPE_CHECKING:
    from samurai_bowl.engine import Match

MEANWHILE = "was recorded by another game meanwhile"


class RecordedMeanwhile(DataError):
    """Another game recorded the fixture while this one was getting ready or being played; this
    one's result is not counted."""


def fixture_match(
    store: LeagueStore, league: League, fixture: Fixture, seed: int | None = None, *, takes_back: bool = True
) -> Match:
    """The match of a fixture, ready to play: the teams as they stand, and the dice of ``seed``, or
    else the fixture's own (a schedule drawn from a given seed), or else fresh secret ones.
    ``takes_back`` false for a match only the AI plays: nothing is kept to take back."""
    from samurai_bowl.engine import Match, new_seed

    if fixture.played:
        raise DataError(
            f"fixture #{fixture.number}", f"{fixture.home.name} v {fixture.away.name} is already played"
        )
    for entry in (fixture.home, fixture.away):
        problem = store.unfit(entry)
        if problem:
            raise DataError(f"team {entry.name!r}", problem)
    home, away = store.team(fixture.home), store.team(fixture.away)
    if seed is None:
        seed = fixture.seed if fixture.seed is not None else new_seed()
    return Match(store.data, home, away, seed, league.options or None, takes_back=takes_back)


def simulate(
    store: LeagueStore, league: League, fixture: Fixture, on_end: Callable[[Match], None] | None = None
) -> dict[str, Any]:
    """Play an AI-v-AI fixture headless and record it; returns the match record. ``on_end`` is
    given the finished match before its result is recorded (to keep its replay, as the window
    does). Raises :class:`RecordedMeanwhile` when another game recorded the fixture first."""
    from samurai_bowl.play.coaches import make_coach
    from samurai_bowl.play.games import play_out

    humans = [e.coach for e in (fixture.home, fixture.away) if e.coach_kind == "human"]
    if humans:
        raise DataError(f"fixture #{fixture.number}", f"{' and '.join(humans)} must play it in the window")
    with store.db.transaction():  # the fixture still open, the AI's hires and the teams it plays, at once
        current = store.fixture(league, fixture.id)
        if current.played and not fixture.played:
            raise _meanwhile(fixture, "not played here")
        for entry in (fixture.home, fixture.away):  # the AI keeps its own roster at eleven when it can
            store.fill_roster(entry)
        match = fixture_match(store, league, current, takes_back=False)  # nobody takes back an AI's move
    coaches = (
        make_coach(fixture.home.coach_kind, match.seed),
        make_coach(fixture.away.coach_kind, match.seed),
    )
    play_out(match, coaches)
    assert match.result is not None
    if on_end is not None:
        on_end(match)
    if not store.record(fixture, match.result, match.seed):
        home, away = match.result["score"]
        raise _meanwhile(fixture, f"this game's {home}–{away} is not counted")
    return match.result


def _meanwhile(fixture: Fixture, what: str) -> RecordedMeanwhile:
    return RecordedMeanwhile(
        f"fixture #{fixture.number}", f"{fixture.home.name} v {fixture.away.name} {MEANWHILE}; {what}"
    )
