"""A league's coaches' ratings, worked out from its own results in the order they were recorded: a
person moves (known by his name whatever its case), an AI level stays fixed, a concession counts
for the winner, one coach on both benches counts for nothing, a past season keeps the ratings it
ended with, and the ratings come back the same from an export imported elsewhere."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.league.db import open_db
from samurai_bowl.league.ratings import CoachLine, coach_key, league_ratings, strongest_first
from samurai_bowl.league.store import Entry, Fixture, League, LeagueStore
from samurai_bowl.league.transfer import import_league, read_export, write_export
from samurai_bowl.ratings.rating import PRIOR, Rating, level_rating, rated
from tests.league.test_store import record

LEAGUE = "Winter Court"
CLANS = ("crab", "crane", "lion", "unicorn")
# Ann and Bo are persons; the other two benches the AI's
COACHES = (("Ann", "human"), ("AI (normal)", "normal"), ("Bo", "human"), ("AI (easy)", "easy"))


@pytest.fixture
def store(tmp_path: Path, data: GameData) -> LeagueStore:
    return LeagueStore(open_db(tmp_path / "league.sqlite3"), data)


def coached_league(
    store: LeagueStore, coaches: tuple[tuple[str, str], ...] = COACHES, rounds: int = 2
) -> League:
    """A league of a drafted team for each (coach, kind), its schedule drawn."""
    league = store.create(LEAGUE, rounds)
    rng = random.Random(5)
    for clan, (coach, kind) in zip(CLANS, coaches, strict=False):
        store.add_team(league, draft_team(store.data, clan, rng), coach, kind)
    store.draw_schedule(league, seed=3)
    return league


def between(store: LeagueStore, league: League, a: str, b: str) -> list[Fixture]:
    """The season's fixtures between the teams of coaches ``a`` and ``b``, in playing order."""
    return [f for f in store.fixtures(league) if {f.home.coach, f.away.coach} == {a, b}]


def won_by(store: LeagueStore, fixture: Fixture, coach: str) -> None:
    """Record ``fixture`` 1–0 to the side ``coach`` coaches."""
    store.record(fixture, record((1, 0) if fixture.home.coach == coach else (0, 1)))


def entry_of(store: LeagueStore, league: League, coach: str) -> Entry:
    return next(e for e in store.entries(league) if e.coach == coach)


def line(store: LeagueStore, league: League, coach: str) -> CoachLine:
    return league_ratings(store, league)[coach_key(entry_of(store, league, coach))]


def test_a_person_who_beats_the_normal_ai_twice_rises_and_one_who_loses_falls(store: LeagueStore) -> None:
    league = coached_league(store)
    assert len(between(store, league, "Ann", "AI (normal)")) == 2
    for fixture in between(store, league, "Ann", "AI (normal)"):
        won_by(store, fixture, "Ann")
    for fixture in between(store, league, "Bo", "AI (normal)"):
        won_by(store, fixture, "AI (normal)")
    ann, bo = line(store, league, "Ann"), line(store, league, "Bo")
    normal, easy = line(store, league, "AI (normal)"), line(store, league, "AI (easy)")
    assert ann.rating.mu > PRIOR.mu and ann.rating.sigma < PRIOR.sigma
    assert (ann.won, ann.drawn, ann.lost) == (2, 0, 0)
    assert bo.rating.mu < PRIOR.mu and (bo.won, bo.drawn, bo.lost) == (0, 0, 2)
    assert normal.rating == level_rating("normal") and (normal.won, normal.lost) == (2, 2)
    assert easy.rating == level_rating("easy") and easy.played == 0  # no result yet: where it began
    once, _ = rated(PRIOR, level_rating("normal"), 0, b_fixed=True)
    twice, _ = rated(once, level_rating("normal"), 0, b_fixed=True)
    assert ann.rating == twice
    assert [c.who for c in strongest_first(league_ratings(store, league))] == [
        "Ann",
        "Bo",
        "normal AI",
        "easy AI",
    ]


def test_ratings_follow_the_order_results_were_recorded_not_the_schedule(store: LeagueStore) -> None:
    league = coached_league(store)
    lost = between(store, league, "Ann", "AI (easy)")[0]
    beat = between(store, league, "Ann", "AI (normal)")[1]
    won_by(store, beat, "Ann")  # recorded first, though it is played later
    won_by(store, lost, "AI (easy)")
    normal, easy = level_rating("normal"), level_rating("easy")
    first, _ = rated(PRIOR, normal, 0, b_fixed=True)
    recorded_order, _ = rated(first, easy, 2, b_fixed=True)
    first, _ = rated(PRIOR, easy, 2, b_fixed=True)
    schedule_order, _ = rated(first, normal, 0, b_fixed=True)
    assert recorded_order != schedule_order  # the order matters, so the test can tell them apart
    assert line(store, league, "Ann").rating == recorded_order


def test_a_conceded_match_counts_for_its_winner_whatever_the_score(store: LeagueStore) -> None:
    league = coached_league(store)
    fixture = between(store, league, "Ann", "AI (normal)")[0]
    ann = 0 if fixture.home.coach == "Ann" else 1
    score = (2, 0) if ann == 0 else (0, 2)  # Ann's team ahead, and conceding (R3.8)
    awarded = "awarded (R3.8): their coach did not come back within 300 s"
    store.record(fixture, {**record(score), "winner": 1 - ann, "conceded": ann, "awarded": awarded})
    found = line(store, league, "Ann")
    assert (found.won, found.lost) == (0, 1)
    assert found.rating == rated(PRIOR, level_rating("normal"), 2, b_fixed=True)[0]
    assert found.rating.mu < PRIOR.mu


def test_a_person_is_one_coach_whatever_the_case_and_never_moves_against_himself(
    store: LeagueStore,
) -> None:
    coaches = (("Ann", "human"), ("AI (normal)", "normal"), ("  ANN ", "human"), ("Bo", "human"))
    league = coached_league(store, coaches, rounds=1)
    ratings = league_ratings(store, league)
    assert [c.name for c in ratings.values()] == ["Ann", "normal", "Bo"]  # as first entered
    (own,) = between(store, league, "Ann", "  ANN ")
    store.record(own, record((1, 0)))
    assert league_ratings(store, league) == ratings  # nothing learnt from a match with himself
    for fixture in between(store, league, "  ANN ", "Bo"):
        won_by(store, fixture, "  ANN ")
    ann = line(store, league, "Ann")
    assert ann == line(store, league, "  ANN ") and (ann.won, ann.lost) == (1, 0)
    assert ann.rating.mu > PRIOR.mu > line(store, league, "Bo").rating.mu


def test_a_past_season_keeps_the_ratings_it_ended_with(store: LeagueStore) -> None:
    league = coached_league(store, rounds=1)
    for fixture in store.fixtures(league):
        won_by(store, fixture, fixture.home.coach)
    ended = league_ratings(store, league)
    league = store.new_season(league)
    store.draw_schedule(league, seed=4)
    won_by(store, between(store, league, "Ann", "Bo")[0], "Bo")
    assert league_ratings(store, store.season(league, 1)) == ended
    bo = coach_key(entry_of(store, league, "Bo"))
    now = league_ratings(store, league)
    assert now[bo].won == ended[bo].won + 1 and now[bo].rating.mu > ended[bo].rating.mu


def ratings_as_plain(lines: dict[str, CoachLine]) -> list[tuple[str, str, Rating, int, int, int]]:
    return [(c.name, c.kind, c.rating, c.won, c.drawn, c.lost) for c in lines.values()]


def test_the_ratings_come_back_the_same_from_an_export_imported_elsewhere(
    store: LeagueStore, tmp_path: Path, data: GameData
) -> None:
    league = coached_league(store)
    rng = random.Random(8)
    for fixture in store.fixtures(league)[:9]:  # a mix of wins, draws and losses
        score = (rng.randrange(3), rng.randrange(3))
        store.record(fixture, record(score))
    before = league_ratings(store, league)
    assert len({c.rating for c in before.values() if not c.is_ai}) == 2
    assert sum(c.played for c in before.values()) == 2 * 9
    path = tmp_path / "winter.json"
    write_export(store, league, path)
    elsewhere = LeagueStore(open_db(tmp_path / "elsewhere.sqlite3"), data)
    moved = import_league(elsewhere, read_export(path), name="Winter Court II")
    after = league_ratings(elsewhere, moved)
    assert ratings_as_plain(after) == ratings_as_plain(before)
    assert after == before
