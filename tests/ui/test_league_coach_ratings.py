"""The League screen's standings show each team's coach with his rating in the league (a person's
as the league's results moved it, an AI level's fixed one), in the smallest window at both ends of
the UI scale: the rating is always whole, a long coach's name is cut before it, and no cell runs
into another or past the table's edge. Each frame is kept as a PNG among the session's pictures."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.league.ratings import coach_key, league_ratings
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.legible import crowded, span
from samurai_bowl.ui.league.boards import RATING, TABLE_HEADER
from tests.ui.conftest import render
from tests.ui.offscreen import shot_at
from tests.ui.test_league_view import fake, league_with, player, shown

__all__ = ["player"]  # the fixture, shared with the League screen's tests

LONG = "Hida Kisada, the Great Bear of the Carpenter Wall"
COACHES = [(LONG, "human"), ("AI (normal)", "normal"), ("Ann", "human"), ("AI (easy)", "easy")]


def rated_league(data: GameData, path: Path) -> dict[str, str]:
    """Two persons and two AI levels, every fixture of the season played (each home side wins 1–0);
    each team's expected "coach, rating" cells by team name."""
    store = league_with(data, path, COACHES)
    league = store.league("Winter Court")
    for fixture in store.fixtures(league):
        store.record(fixture, fake((1, 0)))
    ratings = league_ratings(store, league)
    cells = {e.name: ratings[coach_key(e)].rating.shown() for e in store.entries(league)}
    store.db.close()
    return cells


# the smallest window, at the plainest and the largest UI scale: the tightest the table gets
@pytest.mark.parametrize(("size", "zoom"), [((1280, 720), 1.0), ((1280, 720), 2.0)])
def test_the_table_shows_each_coachs_rating_whole_and_inside_the_table(
    player: App,
    tmp_path: Path,
    data: GameData,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    zoom: float,
) -> None:
    app, path = player, tmp_path / "league.sqlite3"
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"ui_scale": zoom}))
    expected = rated_league(data, path)
    assert len(set(expected.values())) >= 3  # the persons moved apart from each other and the AI
    view = shown(app, path)
    view.on_resize(*size)
    boards = view.boards
    grid = boards.table
    assert boards.header.slots[0][2].text == "Coach rating" and TABLE_HEADER[RATING] == ""
    assert grid.shown >= 1
    for slot, row in zip(grid.slots[: grid.shown], grid.values, strict=False):
        team, rating = row[1], row[RATING]
        assert rating == expected[team], row
        assert slot[RATING].text == rating  # the figure is never cut
        assert span(slot[2])[1] < span(slot[RATING])[0] < span(slot[3])[0]  # after the name, before P
        left, _, width, _ = grid.rects[0]
        assert all(left <= span(text)[0] and span(text)[1] <= left + width for text in slot if text.text)
    long_rows = [slot for slot, row in zip(grid.slots, grid.values, strict=False) if row[2] == LONG]
    if long_rows:  # shown (a zoomed table shows fewer rows): its name cut, the rating whole
        assert long_rows[0][2].text.endswith("…")
    assert not crowded([grid.cells(i) for i in range(grid.shown)]) and not crowded([boards.header.cells(0)])
    name = f"league-coach-ratings-zoom{zoom:g}"
    image = shot_at(app.window, view, size, name, keep=True).convert("RGB")
    assert image.size == size and np.asarray(image).std() > 10
    view.on_resize(*app.window.get_size())
    render(app.window)
    view.close()
