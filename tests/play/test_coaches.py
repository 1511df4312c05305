"""One coach factory, one seeding rule: both coaches of a match are seeded with the match's seed,
wherever it is played. A league fixture played headless is the match ``simulate`` plays from the
same teams and seed, decision for decision (the window's coaches: tests/ui/test_window_coaches.py)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine import Action, Match
from samurai_bowl.league.db import open_db
from samurai_bowl.league.play import simulate
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.play.coaches import COACH_NAMES, make_coach
from samurai_bowl.play.games import play_game
from samurai_bowl.play.series import Game, Series
from tests.league.fixtures.make_schema5_league import team

SEED = 20240


def first_actions(data: GameData, coaches: tuple[Any, Any], seed: int, count: int = 60) -> list[Action]:
    """The first ``count`` actions of a crab v lion match of ``seed`` between ``coaches``."""
    rng = random.Random(seed)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), seed, takes_back=False)
    actions = []
    while m.pending is not None and len(actions) < count:
        action = coaches[m.pending.side].choose(m)
        actions.append(action)
        m.apply(action)
    return actions


@pytest.mark.parametrize(("name", "kind"), [("random", RandomCoach), ("easy", HeuristicCoach)])
def test_a_name_and_a_seed_make_one_coach(data: GameData, name: str, kind: type) -> None:
    assert name in COACH_NAMES
    one = (make_coach(name, SEED), make_coach(name, SEED))
    two = (make_coach(name, SEED), make_coach(name, SEED))
    assert isinstance(one[0], kind)
    chosen = first_actions(data, one, SEED)
    assert len(chosen) == 60 and chosen == first_actions(data, two, SEED)
    if name == "random":  # its every choice is the seed's; another seed, other choices
        other = (make_coach(name, SEED + 1), make_coach(name, SEED + 1))
        assert chosen != first_actions(data, other, SEED)


@pytest.mark.slow
def test_a_league_fixture_is_played_as_simulate_plays_its_match(tmp_path: Path, data: GameData) -> None:
    """The hard coach's look-ahead rolls dice of its seed: an away coach seeded otherwise than
    simulate's would play another match."""
    store = LeagueStore(open_db(tmp_path / "league.sqlite3"), data)
    league = store.create("Summer Court")
    for (name, clan, family), level in zip(
        (("Hida Wall", "crab", "Hida"), ("Matsu Pride", "lion", "Matsu")), ("hard", "easy"), strict=True
    ):
        store.add_team(league, team(name, clan, family), f"Coach of {name}", level)
    (fixture,) = store.draw_schedule(league, seed=3)
    assert (fixture.home.coach_kind, fixture.away.coach_kind) == ("easy", "hard")
    played: list[Match] = []
    result = simulate(store, league, fixture, played.append)
    (match,) = played
    store.db.close()

    series = Series(data, match.team_files, ("easy", "hard"), league.options or None, records=True)
    headless = play_game(series, Game(0, 0, 1, match.seed))
    assert headless.record == {"seed": match.seed, **result}
    assert headless.summary.decisions == len(match.history) > 100
