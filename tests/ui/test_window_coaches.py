"""The window's AI coaches are the ones ``simulate`` plays with: for the same match, seed and
levels they choose the same actions (both seeded with the match's seed, ``play.coaches``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Action, Match
from samurai_bowl.play import games
from samurai_bowl.play.series import Game, Series
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.model import Team
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from tests.ui.test_match_view import instant

__all__ = ["instant"]  # the fixture, shared with the match screen's tests
SEED = 11  # the hard coaches' look-ahead dice tell a seed from the next by the 27th action
LEVELS = ("hard", "hard")


class Handed(Exception):
    """What ``play_game`` hands to ``play_match``: its coaches."""

    def __init__(self, coaches: tuple[Any, Any]) -> None:
        self.coaches = coaches


def simulates_coaches(data: GameData, teams: tuple[Team, Team], monkeypatch: pytest.MonkeyPatch) -> Any:
    """The coaches ``simulate`` plays game ``SEED`` of its series with, caught before they play."""

    def hand(*args: Any, **kwargs: Any) -> Match:
        raise Handed(args[4])

    monkeypatch.setattr(games, "play_match", hand)
    with pytest.raises(Handed) as caught:
        games.play_game(Series(data, teams, LEVELS), Game(0, 0, 1, SEED))
    return caught.value.coaches


def first_actions(data: GameData, teams: tuple[Team, Team], coaches: Any, count: int = 40) -> list[Action]:
    m = Match(data, *teams, SEED, takes_back=False)
    actions = []
    while m.pending is not None and len(actions) < count:
        action = coaches[m.pending.side].choose(m)
        actions.append(action)
        m.apply(action)
    return actions


def test_the_windows_ai_coaches_choose_as_simulates(
    instant: App, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(SEED)
    teams = (draft_team(data, "crab", rng), draft_team(data, "lion", rng))
    view = MatchView(instant, Session(Match(data, *teams, SEED), LEVELS))
    window = (view._ai[0], view._ai[1])
    simulated = simulates_coaches(data, teams, monkeypatch)
    chosen = first_actions(data, teams, window)
    assert len(chosen) == 40 and chosen == first_actions(data, teams, simulated)
    assert view.match.history == []  # the window's own match untouched
