"""Dice drawn as dice where the coach decides (R7.3-R7.4): the five block faces differ by shape,
a block-die choice shows one die per face as its buttons, the kept face is ringed in the tray,
the re-roll question (R11.2) shows the dice rolled, and the tray shows an armour roll (R8.1) as
it happens. The log tells a move in one line with the model's name and scrolls back."""

from __future__ import annotations

import re
from itertools import combinations
from typing import Any

import arcade
import arcade.shape_list as shapes
import numpy as np
from numpy.typing import NDArray

from samurai_bowl.data import GameData
from samurai_bowl.data.charts import BlockFace
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import PANEL, Rect
from samurai_bowl.ui.match.panel.dice_draw import BODY, KEPT, SKULL_INK, Die, add_die
from samurai_bowl.ui.match.view import MatchView
from tests.rules.match_builder import crane_v_lion, sq
from tests.ui.conftest import render
from tests.ui.driving import play_by_hints
from tests.ui.test_match_view import click, click_square, instant, press

__all__ = ["instant"]

Image = NDArray[np.uint8]


def screen() -> Image:
    """This frame's pixels, row 0 at the bottom as Arcade counts."""
    return np.asarray(arcade.get_image().convert("RGB"))[::-1].astype(np.int32)


def crop(image: Image, rect: Rect, inset: float = 0.0) -> Image:
    left, bottom, width, height = rect
    dx, dy = width * inset, height * inset
    return image[int(bottom + dy) : int(bottom + height - dy), int(left + dx) : int(left + width - dx)]


def ink(cell: Image) -> NDArray[np.bool_]:
    """Pixels of a die that are not its ivory body: the face's marks."""
    return np.abs(cell - np.array(BODY[:3])).sum(axis=-1) > 120


def near(cell: Image, colour: tuple[int, ...], tolerance: int = 40) -> int:
    return int((np.abs(cell - np.array(colour[:3])).sum(axis=-1) < tolerance).sum())


def test_the_five_block_faces_and_the_pips_are_drawn_differently(app: App) -> None:
    """R7.4: skull, arrow, blade, crossed blades and "!" are five shapes; a d6 shows its pips."""
    out: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
    size = 64
    rects: dict[str, Rect] = {}
    for n, face in enumerate(BlockFace):
        add_die(out, Die("block", 0, face.value), 60 + n * 90, 300, size)
        rects[face.value] = (60 + n * 90 - size / 2, 300 - size / 2, size, size)
    for value in range(1, 7):
        add_die(out, Die("d6", value), 60 + (value - 1) * 90, 150, size)
        rects[f"d6:{value}"] = (60 + (value - 1) * 90 - size / 2, 150 - size / 2, size, size)
    app.window.clear(color=PANEL)
    out.draw()
    image = screen()
    marks = {name: ink(crop(image, rect, 0.12)) for name, rect in rects.items()}
    faces = [face.value for face in BlockFace]
    for a, b in combinations(faces, 2):
        assert (marks[a] != marks[b]).mean() > 0.04, f"{a} and {b} look alike"
    assert all(marks[face].mean() > 0.05 for face in faces)  # every face carries a mark
    skull = near(crop(image, rects["attacker_down"], 0.12), SKULL_INK)
    assert skull > 100 and all(near(crop(image, rects[f], 0.12), SKULL_INK) == 0 for f in faces[1:])
    pips = [int(marks[f"d6:{value}"].sum()) for value in range(1, 7)]
    assert pips == sorted(pips) and len(set(pips)) == 6  # more pips, more ink


def block_match(
    data: GameData, app: App, dice: list[tuple[str, Any]], assist: bool, rerolls: tuple[int, int] = (0, 0)
) -> MatchView:
    """A Crane lineman beside a Lion; with ``assist`` a second Crane makes it two dice (R7.2-R7.3)."""
    placements = [Placement(0, sq(10, 5)), Placement(11, sq(11, 5)), Placement(12, sq(20, 11))]
    if assist:
        placements.append(Placement(1, sq(12, 6)))
    m = match_at_turn(data, *crane_v_lion(), ScriptedDice(dice, data.block_dice), placements, rerolls=rerolls)
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    render(app.window)
    return view


def block(app: App, view: MatchView) -> None:
    click_square(app, view, sq(10, 5))
    click_square(app, view, sq(11, 5))


def test_a_block_die_choice_shows_each_die_as_its_button_and_the_kept_one_is_ringed(
    data: GameData, instant: App
) -> None:
    app = instant
    view = block_match(data, app, [("block", "attacker_down"), ("block", "pushed")], assist=True)
    block(app, view)
    pending = view.match.pending
    assert (
        pending is not None
        and pending.kind == "block_die"
        and list(pending.data["faces"]) == ["attacker_down", "pushed"]
    )
    dice = view.prompt.dice
    assert dice.tiles and len(view.prompt.buttons) == len(dice.die_rects) == 2
    render(app.window)
    image = screen()
    skull, arrow = (crop(image, rect, 0.12) for rect in dice.die_rects)
    assert near(skull, SKULL_INK) > 50 and near(arrow, SKULL_INK) == 0
    assert (ink(skull) != ink(arrow)).mean() > 0.04
    for button, rect in zip(view.prompt.buttons, dice.die_rects, strict=True):
        left, bottom, width, height = button.rect
        assert left <= rect[0] and rect[0] + rect[2] <= left + width  # the die is on its button
    app.window.dispatch_event("on_mouse_motion", 0, 0, 0, 0)
    left, bottom, width, height = view.prompt.buttons[1].rect
    click(app, left + width / 2, bottom + height / 2)  # keep "Pushed" by clicking its die
    assert any(e.kind == "block_result" and e.text == "Pushed" for e in view.match.events)
    render(app.window)
    tray = view.panel.tray
    assert tray.rolls[0].kept == 1 and "kept Pushed" in " ".join(t.text for t in tray.texts[0])
    image = screen()
    dropped, kept = tray.die_rects[0]

    def ring(rect: Rect) -> int:  # gold in the strips just left and just below the die
        x, y, w, h = rect
        return near(crop(image, (x - 4, y, 4, h)), KEPT) + near(crop(image, (x, y - 4, w, 4)), KEPT)

    assert ring(kept) > 20 and ring(dropped) == 0
    assert crop(image, dropped, 0.1).mean() < crop(image, kept, 0.1).mean() - 30  # the other is dimmed


def test_the_block_re_roll_question_shows_the_dice_rolled(data: GameData, instant: App) -> None:
    """R11.2: a team with a re-roll is asked whatever the dice show, and sees them."""
    app = instant
    view = block_match(
        data, app, [("block", "both_down"), ("block", "defender_down")], assist=True, rerolls=(1, 1)
    )
    block(app, view)
    pending = view.match.pending
    assert pending is not None and pending.kind == "block_reroll"
    dice = view.prompt.dice
    assert not dice.tiles and [d.face for d in dice.dice] == ["both_down", "defender_down"]
    assert [b.words for b in view.prompt.buttons] == ["Use a team re-roll", "Accept the roll"]
    render(app.window)
    image = screen()
    for rect in dice.die_rects:
        cell = crop(image, rect, 0.1)
        assert near(cell, BODY) > cell.shape[0] * cell.shape[1] * 0.4 and ink(cell).mean() > 0.05
    right = max(b.rect[0] + b.rect[2] for b in view.prompt.buttons)
    assert right < dice.die_rects[0][0]  # beside the buttons, not under them


def test_the_tray_shows_the_last_armour_roll_and_what_it_needed(data: GameData, instant: App) -> None:
    """R8.1: 1 + 2 against AV 8 holds; the tray shows both dice, 'needs 9+' and 'holds'."""
    app = instant
    view = block_match(data, app, [("block", "defender_down"), ("d6", 1), ("d6", 2)], assist=False)
    block(app, view)
    for _ in range(5):  # the push and the follow-up, whatever the engine asks
        pending = view.match.pending
        if pending is None or pending.kind not in ("push", "follow_up"):
            break
        view.apply(view.match.legal_actions()[-1])
    render(app.window)
    tray = view.panel.tray
    lion = view.match.pieces[11]
    words = " ".join(t.text for t in tray.texts[0])
    assert f"{lion.name}'s armour (AV {lion.av})" in words
    assert f"holds · rolled 1+2 = 3, needs {lion.av + 1}+" in words
    image = screen()
    one, two = (int(ink(crop(image, rect, 0.12)).sum()) for rect in tray.die_rects[0])
    assert 0 < one < two  # a one and a two, drawn as pips
    assert "kept" not in words and "Defender Down" in " ".join(t.text for t in tray.texts[1])


def test_the_log_tells_a_move_in_one_line_with_his_name(data: GameData, instant: App) -> None:
    """Each step is an event; the log says a model's move once, with his dodge in it (R5.3)."""
    app = instant
    placements = [Placement(0, sq(10, 5)), Placement(2, sq(3, 9)), Placement(11, sq(11, 5))]
    m = match_at_turn(data, *crane_v_lion(), ScriptedDice([("d6", 6)], data.block_dice), placements)
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    walker, dodger = m.pieces[2], m.pieces[0]
    click_square(app, view, sq(3, 9))
    click_square(app, view, sq(6, 9))  # three squares
    press(app, arcade.key.E)
    click_square(app, view, sq(10, 5))
    click_square(app, view, sq(8, 3))  # out of the Lion's tackle zone: a dodge, then two squares
    assert walker.square == sq(6, 9) and dodger.square == sq(8, 3)
    render(app.window)
    lines = [e.text for e in view.panel.story.entries]
    assert f"{walker.name} moves 3 squares" in lines
    assert f"{dodger.name} dodges (rolled 6, needs 4+), moves 2 squares" in lines
    assert sum(walker.name in line for line in lines) == 1
    assert not any(re.search(r"\(\d+, \d+\)", line) for line in lines)  # no coordinates anywhere
    shown = [t for t in view.panel.log.row_texts() if t]
    said = f"{dodger.name} dodges (rolled 6, needs 4+), moves 2 squares"
    assert (
        " ".join(shown).endswith(said) or said.startswith(shown[-1]) or any(said.startswith(t) for t in shown)
    )


def test_the_log_wraps_and_scrolls_back_through_the_match(data: GameData, instant: App) -> None:
    app = instant
    m = Match(data, *crane_v_lion(), seed=11)
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    play_by_hints(view, until_turn=5)
    render(app.window)
    log = view.panel.log
    assert len(log.rows) > log.capacity + 10 and log.back == 0
    shown = [t for t in log.row_texts() if t]
    assert shown[-1] == log.rows[-1].text and log.more.text.startswith("▲ ")
    left, bottom, width, height = log.rect
    assert all(t.content_width <= width and not t.text.endswith("…") for t in log.texts())
    before = screen()
    app.window.dispatch_event("on_mouse_scroll", int(left + width / 2), int(bottom + height / 2), 0, 2)
    render(app.window)
    assert log.back == 6
    assert log.row_texts()[-1].startswith("▼ 6 newer lines")
    rows = [t for t in log.row_texts()[:-1] if t]
    assert rows == [r.text for r in log.rows[log.first : log.first + len(rows)]]
    assert np.any(crop(screen(), log.rect) != crop(before, log.rect))
    app.window.dispatch_event("on_mouse_scroll", 5, 5, 0, 2)  # over the pitch: the log stays
    render(app.window)
    assert log.back == 6
    press(app, arcade.key.HOME)
    render(app.window)
    assert log.first == 0 and log.row_texts()[0] == log.rows[0].text and log.more.text == ""
    press(app, arcade.key.END)
    render(app.window)
    assert log.back == 0 and [t for t in log.row_texts() if t][-1] == log.rows[-1].text
