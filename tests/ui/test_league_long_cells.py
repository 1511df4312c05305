"""A conceded result on the League screen, at 1280×720 and 1920×1080: the fixtures and every
season's history keep the size they were laid out at (never under the grid's least, 10 points at
1280×720), no two cells of a row run together, and the concession is said beside the side that
conceded, the score on its own."""

from __future__ import annotations

from pathlib import Path

import arcade
import numpy as np
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.legible import crowded
from samurai_bowl.ui.league.grid import Grid
from samurai_bowl.ui.league.panels import History
from tests.ui.colour_vision import simulate
from tests.ui.offscreen import save_shot, shot_at
from tests.ui.test_league_view import AI_COACHES, fake, league_with, player, press, shown

__all__ = ["player"]  # the fixture, shared with the League screen's tests

K = arcade.key
SIZES = ((1280, 720), (1920, 1080))


def conceded_league(data: GameData, path: Path) -> str:
    """Four AI teams; the first fixture recorded 0–0 with its home side conceding; the name of
    the side that conceded."""
    store = league_with(data, path, AI_COACHES)
    first = store.fixtures(store.league("Winter Court"))[0]
    store.record(first, {**fake((0, 0)), "winner": 1, "conceded": 0})
    store.db.close()
    return first.home.name


def rows_clear(grid: Grid, least: int) -> None:
    assert not crowded(grid.slots[: grid.shown])
    assert all(text.font_size >= least for slot in grid.slots[: grid.shown] for text in slot)


@pytest.mark.parametrize("size", SIZES)
def test_a_conceded_result_keeps_the_fixtures_and_history_readable(
    player: App, tmp_path: Path, data: GameData, size: tuple[int, int]
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    home = conceded_league(data, path)
    view = shown(app, path)
    view.on_resize(*size)
    grid = view.fixtures
    row = grid.values[0]
    assert row[1] == f"{home} (conceded)" and row[2] == "0 – 0", row
    assert "sqlite" not in view.file.text and path.name not in view.file.text  # the player's words
    laid_out = view.frame.points(12)
    assert laid_out >= 10
    assert grid.size == laid_out and grid.slots[0][2].font_size == laid_out  # not shrunk for one cell
    rows_clear(grid, laid_out)
    assert grid.slots[0][1].text.endswith(" (conceded)")  # a long name is cut, not the concession
    image = shot_at(app.window, view, size, "league-conceded", keep=True)
    save_shot(simulate(image, "deuteranopia"), f"league-conceded-{size[0]}-deuteranopia")
    assert np.asarray(image).std() > 10
    press(app, K.Y)
    history = view.form
    assert isinstance(history, History)
    history.layout(view.frame)
    conceded = next(r for r in history.grid.values if "conceded" in "".join(r))
    assert conceded[1] == f"{home} (conceded)" and conceded[2] == "0 – 0"
    assert history.grid.size >= 14
    rows_clear(history.grid, history.grid.size)
    shot_at(app.window, view, size, "league-conceded-history", keep=True)
    press(app, K.Y)
    view.on_resize(*app.window.get_size())
    view.close()


def test_one_long_cell_is_cut_and_the_other_rows_keep_their_size(app: App) -> None:
    grid = Grid([(0.01, "left", 0.0), (0.44, "right", 0.37), (0.50, "center", 0.0), (0.56, "left", 0.43)], 3)
    grid.place([(0.0, 100.0 + 30 * i, 454.0, 28.0) for i in range(3)], 12)
    grid.fill(
        [
            ("R1", "Crab Wall", "2 – 1", "Iron Crabs"),
            ("R1", "Lion Pride", "0 – 0 (Iron Crabs conceded; awarded for his absence)", "Crane Court"),
            ("R2", "Iron Crabs", "v", "Lion Pride"),
        ]
    )
    assert all(text.font_size == 12 for slot in grid.slots for text in slot)
    assert not crowded(grid.slots[: grid.shown])
    assert grid.slots[0][1].text == "Crab Wall" and grid.slots[2][3].text == "Lion Pride"
    assert grid.slots[1][2].text.endswith("…")  # the one long cell, cut where it would run on


def test_an_awarded_result_is_told_without_the_rule_book_id(
    player: App, tmp_path: Path, data: GameData
) -> None:
    app = player
    path = tmp_path / "league.sqlite3"
    store = league_with(data, path, AI_COACHES)
    first = store.fixtures(store.league("Winter Court"))[0]
    note = "awarded (R3.8): their coach did not come back within 60 s"
    store.record(first, {**fake((0, 0)), "winner": 1, "conceded": 0, "awarded": note})
    store.db.close()
    view = shown(app, path)
    press(app, K.C)
    rows = [" ".join(row) for row in view.form.list.rows]  # type: ignore[union-attr]
    assert any("awarded: their coach did not come back" in row for row in rows), rows
    assert not any("R3.8" in row for row in rows)
    press(app, K.ESCAPE)
    view.close()
