"""The team builder explains itself on hover: each column of the hiring table says what its stat
means (PH is Personal Honor, and what it does), and each skill in a row gives its rule, in a box
that stays inside the window."""

from __future__ import annotations

from collections.abc import Iterator

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.builder.explain import COLUMNS
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.kit.skill_words import skill_words
from samurai_bowl.ui.kit.tip import Tip
from samurai_bowl.ui.kit.wrap import measure
from tests.ui.conftest import render
from tests.ui.offscreen import save_shot, shot_at


@pytest.fixture
def view(app: App, store: TeamStore) -> Iterator[TeamBuilderView]:
    view = TeamBuilderView(app, seed=3)
    app.show(view)
    render(app.window)
    yield view
    app.window.set_size(1280, 720)


def hover(app: App, x: float, y: float) -> None:
    app.window.dispatch_event("on_mouse_motion", int(x), int(y), 0, 0)
    app.window.dispatch_events()


def inside(view: TeamBuilderView) -> bool:
    left, bottom, width, height = view.tip.rect
    return (
        left >= 0
        and bottom >= 0
        and left + width <= view.window.width
        and bottom + height <= view.window.height
    )


def test_every_skill_a_roster_names_has_its_rule_in_words(data: GameData) -> None:
    used = {skill for roster in data.rosters.values() for p in roster.positions for skill in p.skills}
    assert used
    for name in sorted(used):
        words = skill_words(data.skills, name)
        skill = data.skills.get(name)
        assert skill is not None and len(skill.text.split()) >= 4, name
        assert words.startswith(f"{skill.name}") and skill.text in words
        assert "_" not in words  # names and rules, never an internal id


def test_hovering_each_column_heading_explains_it(app: App, view: TeamBuilderView) -> None:
    for text in (*view.table.header, view.table.header_count):
        hover(app, text.x + (0 if text.anchor_x == "center" else 2), text.y)
        assert view.tip.words.startswith(f"{text.text}: "), text.text
        assert COLUMNS[text.text][1] in view.tip.words
        assert inside(view)
    ph = next(t for t in view.table.header if t.text == "PH")
    hover(app, ph.x, ph.y)
    assert "Personal Honor" in view.tip.words and "foul" in view.tip.words
    render(app.window)
    save_shot(arcade.get_image().convert("RGB"), "builder-ph-1280")


def test_hovering_a_skill_shows_its_rule(app: App, view: TeamBuilderView, data: GameData) -> None:
    table = view.table
    row_index = next(i for i in table.shown if len(table.state.roster.positions[i].skills) >= 2)
    cell = table.rows[row_index].cells[6]
    first, second = table.state.roster.positions[row_index].skills[:2]
    width = measure(int(cell.font_size), bool(cell.bold))
    x = cell.x + width.width(f"{first}, ") + width.width(second) / 2  # the middle of the second
    hover(app, x, cell.y)
    assert view.tip.words == skill_words(data.skills, second)
    assert inside(view)
    render(app.window)
    save_shot(arcade.get_image().convert("RGB"), "builder-skill-1280")
    view.on_resize(1920, 1080)
    width = measure(int(cell.font_size), bool(cell.bold))
    view.on_mouse_motion(
        round(cell.x + width.width(f"{first}, ") + width.width(second) / 2), round(cell.y), 0, 0
    )
    assert view.tip.words == skill_words(data.skills, second)
    left, bottom, tip_w, tip_h = view.tip.rect
    assert left >= 0 and bottom >= 0 and left + tip_w <= 1920 and bottom + tip_h <= 1080
    shot_at(app.window, view, (1920, 1080), "builder-skill", keep=True)
    view.on_resize(1280, 720)
    render(app.window)
    hover(app, cell.x + width.width(first) / 2, cell.y)
    assert view.tip.words == skill_words(data.skills, first)
    hover(app, 5, 5)  # off the table: the box goes
    assert not view.tip.shown


def test_the_tip_stays_in_the_window_at_its_corners() -> None:
    tip = Tip()
    long = "Personal Honor: " + "a long rule in many words " * 12
    for x, y in ((1275, 5), (5, 715), (1275, 715), (640, 360)):
        tip.show(long, x, y, (1280, 720), 12)
        left, bottom, width, height = tip.rect
        assert left >= 0 and bottom >= 0 and left + width <= 1280 and bottom + height <= 720
        assert len(tip.lines) > 1  # wrapped, not one line off the screen
