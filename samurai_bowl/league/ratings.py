"""Every coach's rating in one league, worked out afresh from the league's own results in the order
they were recorded: a person (a "human" entry, known by his name whatever its case or spaces)
starts at the prior, 25 ± 16.3, and moves after each result of his teams (openskill's update, a
draw as a tie); an AI level keeps its fixed rating. Nothing is stored beside the results, so the
ratings go wherever the league's file goes, through its export and import too.

A result counts as it is recorded: a conceded or awarded match is the winner's win. A match one
coach (one person, or one AI level) had on both benches is left out, as the coaches' book leaves it
out: it says nothing of his strength. A past season's ratings are those at its end."""

from __future__ import annotations

from dataclasses import dataclass, replace

from samurai_bowl.league.standings import outcome
from samurai_bowl.league.store import Entry, Fixture, League, LeagueStore
from samurai_bowl.ratings.book import name_key
from samurai_bowl.ratings.rating import PRIOR, Rating, level_rating, rated

RESULT = {"W": 0, "D": 1, "L": 2}  # a side's outcome as ``rated`` takes it


@dataclass(frozen=True)
class CoachLine:
    """One coach of a league: who, his rating, and his teams' wins, draws and losses."""

    name: str  # a person's name as first entered; an AI's level
    kind: str  # "human" or an AI level
    rating: Rating
    won: int = 0
    drawn: int = 0
    lost: int = 0

    @property
    def is_ai(self) -> bool:
        return self.kind != "human"

    @property
    def played(self) -> int:
        return self.won + self.drawn + self.lost

    @property
    def who(self) -> str:
        """``"Ann"``, or ``"normal AI"``."""
        return f"{self.kind} AI" if self.is_ai else self.name

    def after(self, rating: Rating, result: str) -> CoachLine:
        """This line after one result (W, D or L) of his team, his rating then ``rating``."""
        return replace(
            self,
            rating=rating,
            won=self.won + (result == "W"),
            drawn=self.drawn + (result == "D"),
            lost=self.lost + (result == "L"),
        )


def coach_key(entry: Entry) -> str:
    """How a league knows an entry's coach: ``"person:ann"`` for Ann (or " ANN "), ``"ai:normal"``
    for the normal AI — a person named "AI normal" is never the AI."""
    if entry.coach_kind == "human":
        return f"person:{name_key(entry.coach)}"
    return f"ai:{entry.coach_kind}"


def first_line(entry: Entry) -> CoachLine:
    if entry.coach_kind == "human":
        return CoachLine(" ".join(entry.coach.split()) or entry.coach, "human", PRIOR)
    return CoachLine(entry.coach_kind, entry.coach_kind, level_rating(entry.coach_kind))


def league_ratings(store: LeagueStore, league: League) -> dict[str, CoachLine]:
    """Every coach of the league by :func:`coach_key`, in the order their teams joined, with his
    rating after every result of the league's seasons up to ``league``'s, taken in the order they
    were recorded. A result that cannot be read is a DataError naming the league and fixture."""
    lines: dict[str, CoachLine] = {}
    for entry in store.entries(league):
        lines.setdefault(coach_key(entry), first_line(entry))
    for fixture in recorded(store, league):
        assert fixture.record is not None
        keys = coach_key(fixture.home), coach_key(fixture.away)
        if keys[0] == keys[1]:  # one coach on both benches
            continue
        home, away = lines[keys[0]], lines[keys[1]]
        result = outcome(fixture.record, 0), outcome(fixture.record, 1)
        new_home, new_away = rated(
            home.rating, away.rating, RESULT[result[0]], a_fixed=home.is_ai, b_fixed=away.is_ai
        )
        lines[keys[0]] = home.after(new_home, result[0])
        lines[keys[1]] = away.after(new_away, result[1])
    return lines


def recorded(store: LeagueStore, league: League) -> list[Fixture]:
    """The played fixtures of the league's seasons up to ``league``'s, in the order their results
    were recorded (a correction keeps its result's place)."""
    seasons = [s for s in store.seasons(league) if s.season <= league.season]
    played = {f.id: f for season in seasons for f in store.fixtures(season) if f.played}
    order = store.con.execute(
        """SELECT l.fixture_id FROM ledger l JOIN fixture f ON f.id = l.fixture_id
           JOIN season s ON s.id = f.season_id
           WHERE s.league_id = ? AND l.kind = 'result' ORDER BY l.seq""",
        (league.id,),
    )
    return [played[row["fixture_id"]] for row in order if row["fixture_id"] in played]


def strongest_first(lines: dict[str, CoachLine]) -> list[CoachLine]:
    """The league's persons, the surest strongest first (by the bottom of the rating's 95%
    interval, as the coaches' book ranks them), then its AI levels, strongest first."""
    people = sorted(
        (c for c in lines.values() if not c.is_ai), key=lambda c: (-c.rating.low, c.name.casefold())
    )
    levels = sorted((c for c in lines.values() if c.is_ai), key=lambda c: (-c.rating.mu, -c.rating.low))
    return people + levels
