"""The League screen's buttons in two rows: the league's season first (new league, teams, the
schedule, playing, hiring, back), then the open card's team and the whole league (firing,
names, buying, corrections, history, export, import, deletion); each switched on when it can act."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import arcade

from samurai_bowl.league.batch import playable
from samurai_bowl.league.store import Fixture
from samurai_bowl.ui.kit.legible import fit_buttons, same_size
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.league import actions
from samurai_bowl.ui.league.card import Card
from samurai_bowl.ui.league.grid import Frame
from samurai_bowl.ui.league.mode import LeagueScreen
from samurai_bowl.ui.league.playing import Playing

ROW_ONE = 10  # the menu's first row of buttons: the league's season; the second, a team's and the file's


def league_menu(view: LeagueScreen, card: Card, plays: Playing, leave: Callable[[], None]) -> ButtonColumn:
    """The buttons: the league's actions on ``view``, the open card's (``card``), playing
    (``plays``), and Back (``leave``)."""
    k = arcade.key
    return ButtonColumn(
        [
            Button("New league", partial(actions.new_league, view), k.N),
            Button("Add team", partial(actions.add_team, view), k.A),
            Button("Remove team", partial(actions.remove_team, view), k.X),
            Button("Schedule", partial(actions.draw_schedule, view), k.D),
            Button("New season", partial(actions.new_season, view), k.S),
            Button("Play next", plays.play, k.P),
            Button("Play all", plays.play_all, k.G),
            Button("Watch", plays.watch, k.W),
            Button("Hire", partial(actions.hire, view), k.H),
            Button("Back", leave, k.ESCAPE),
            # the second row: the open card's team, then the whole league
            Button("Fire player", card.fire, k.F),
            Button("Rename", card.rename, k.R),
            Button("Team name", card.team_name, k.T),
            Button("Buy", card.buy, k.U),
            Button("Correct result", partial(actions.correct, view), k.C),
            Button("History", partial(actions.history, view), k.Y),
            Button("Export", partial(actions.export, view), k.E),
            Button("Import", partial(actions.import_export, view), k.I),
            Button("Delete league", partial(actions.delete_league, view), k.DELETE),
        ]
    )


def switch(view: LeagueScreen, error: str, fixtures: list[Fixture], next_fixture: Fixture | None) -> None:
    """Each button on when it can act on the league as read (``fixtures``, ``next_fixture``); all
    that would write are off when the league file cannot be used (``error``)."""
    league = view.league
    entries_in = len(view.boards.table.values)
    idle = not view.busy()
    carded, chosen = view.boards.picked is not None, view.boards.player is not None
    watchable = next_fixture is not None and "human" not in (
        next_fixture.home.coach_kind,
        next_fixture.away.coach_kind,
    )
    played = league is not None and (league.season > 1 or any(f.played for f in fixtures))
    for button, enabled in zip(
        view.menu.buttons,
        (
            not error,
            league is not None and not fixtures,
            entries_in >= 1 and idle,
            entries_in >= 2 and not fixtures,
            bool(fixtures) and next_fixture is None and idle,
            next_fixture is not None and idle,
            bool(playable(fixtures)) and idle,
            watchable and idle,
            bool(view.short),
            True,
            chosen,
            chosen,
            carded,
            carded,
            played and idle,
            league is not None,
            league is not None,
            not error,
            league is not None and idle,
        ),
        strict=True,
    ):
        button.enabled = enabled


def place_menu(buttons: list[Button], f: Frame) -> None:
    """Two rows 1200 wide, each button as wide as its words, the key on its right."""
    for row, first in enumerate((0, ROW_ONE)):
        shown = buttons[first : ROW_ONE if row == 0 else len(buttons)]
        weights = [len(b.words) + 2 * len(b.hint.text) + 4 for b in shown]  # words, the key each side
        unit = (1200 - 6 * (len(shown) - 1)) / sum(weights)
        left = 40.0
        for button, weight in zip(shown, weights, strict=True):
            button.place(f.rect(left, 592 + row * 42, weight * unit, 36), f.points(12))
            left += weight * unit + 6
    fit_buttons(buttons)
    same_size(buttons)
    for button in buttons:
        button.text.x -= round(6 * f.scale)  # clear of the key on the right
