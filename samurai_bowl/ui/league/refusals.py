"""Why a switched-off button of the League screen does nothing, for the few whose reason is not on
the screen already: the card's buttons with no card or no player chosen, and the league's with
no team, no result, or fixtures still to play."""

from __future__ import annotations

import arcade

from samurai_bowl.league.store import Fixture, League, LeagueStore
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.league.mode import LeagueScreen

CARD_KEYS = (arcade.key.F, arcade.key.R, arcade.key.T, arcade.key.U)
PLAYER_KEYS = (arcade.key.F, arcade.key.R)


def refusal(view: LeagueScreen, button: Button) -> str:
    """Why ``button`` did nothing ("" when the screen shows it already)."""
    if button.key in CARD_KEYS and view.boards.picked is None:
        return "Open a team's card first: [ ] or click its row in the table."
    if button.key in PLAYER_KEYS:
        return "Choose a player on the card first: ↑↓ or click the player's row."
    league, store = view.league, view.store
    if store is None or league is None or view.busy():
        return ""
    return league_refusal(store, league, button.key)


def league_refusal(store: LeagueStore, league: League, key: int | None) -> str:
    """Why the league's button with ``key`` did nothing."""
    k = arcade.key
    if key == k.X:
        return f"No team has joined {league.name} yet: A adds one."
    if key == k.C:
        return f"No result is recorded in {league.name} yet: there is nothing to correct."
    if key == k.S:
        return season_refusal(league, store.fixtures(league))
    if key == k.G:
        return play_all_refusal(league, store.fixtures(league))
    if key == k.W:
        return watch_refusal(store.next_fixture(league))
    return ""


def season_refusal(league: League, fixtures: list[Fixture]) -> str:
    """Why no new season begins yet."""
    if not fixtures:
        return f"Season {league.season} has no schedule yet: D draws it."
    left = sum(1 for f in fixtures if not f.played)
    return f"Season {league.season} still has {left} fixture{'s' if left > 1 else ''} to play first."


def play_all_refusal(league: League, fixtures: list[Fixture]) -> str:
    """Why no AI fixture is played at once."""
    if not fixtures:
        return f"Season {league.season} has no schedule yet: D draws it."
    if all(f.played for f in fixtures):
        return f"Every fixture of season {league.season} is played."
    return "A person coaches the next fixtures of these teams: P plays them on the match screen."


def watch_refusal(fixture: Fixture | None) -> str:
    """Why there is no fixture to watch."""
    if fixture is None:
        return "No fixture left to watch this season."
    return "A person coaches the next fixture: P plays it on the match screen."
