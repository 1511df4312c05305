"""Words that never cover the board, on the match screen at 1280×720 and 1920×1080: the hover
words in their own strip off the pitch, the status line worked out from the decision at hand and
never over a button or a die, the rolls printed only on the path under the mouse, and a hint's
marks gone once another model is selected. Each frame is saved for a look
(pitch-text among the session's pictures, tests/shots.py)."""

from __future__ import annotations

import arcade
import numpy as np
from PIL import Image

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import DESIGN_SIZE, Rect
from samurai_bowl.ui.match.controls.pitch_input import PATH_INK
from samurai_bowl.ui.match.layout import ScreenPlan, plan_screen, side_panel_rect
from samurai_bowl.ui.match.parts.dugout import Dugouts
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.match.words.hover_words import path_chance
from samurai_bowl.ui.pitch.draw import team_colours
from samurai_bowl.ui.pitch.shading import path_labels
from tests.rules.match_builder import crane_v_lion, sq
from tests.shots import shots
from tests.ui.pitch_helpers import on_screen
from tests.ui.test_hover_words_window import block, frame
from tests.ui.test_match_view import click_square, hover, instant, press

__all__ = ["instant"]

SIZES = ((1280, 720), (1920, 1080))


def overlap(a: Rect, b: Rect) -> bool:
    """Whether two (left, bottom, width, height) rectangles share any area."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def save(image: Image.Image, name: str) -> None:
    image.convert("RGB").save(shots("pitch-text") / f"{name}.png")


def sized(app: App, view: MatchView, width: int, height: int, name: str) -> Image.Image:
    """The frame at ``width`` × ``height``, saved under ``name``."""
    view.on_resize(width, height)
    image = frame(app, view, width, height, name)
    save(image, f"{name}_{width}x{height}")
    return image


# --- 1. the hover words' own strip ------------------------------------------------------------
def test_the_layout_keeps_a_strip_for_the_hover_words_clear_of_everything_else(
    app: App, data: GameData
) -> None:
    m, _ = block(data)
    for width, height in (*SIZES, (1600, 900), (1024, 768)):
        view_plan = _plan(m, width, height)
        words = view_plan.words
        assert words[2] > 300 and words[3] >= 16, (width, height, words)
        for other in (view_plan.pitch_area, view_plan.prompt, view_plan.panel, *view_plan.dugouts):
            assert not overlap(words, other), (width, height, words, other)


def _plan(m: Match, width: int, height: int) -> ScreenPlan:
    """The match screen's plan at a window size, as the screen makes it."""
    scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
    dugouts = Dugouts(m, team_colours(m.data, m))
    column = side_panel_rect(width, height)
    return plan_screen(width, height, scale, m.pitch, column[1] + column[3] - 300 * scale, dugouts.fits)


def test_hover_words_on_a_block_target_cover_neither_the_blocker_the_target_nor_the_path(
    instant: App, data: GameData
) -> None:
    m, action = block(data)
    assert action.piece is not None and action.square is not None
    m.apply(Action(Act.ACTIVATE, piece=action.piece))
    view = MatchView(instant, Session(m, ("human", "normal")))
    instant.show(view)
    blocker = m.pieces[action.piece].square
    assert blocker is not None
    for width, height in SIZES:
        view.on_resize(width, height)
        hover(instant, *view.geo.centre(action.square))
        image = sized(instant, view, width, height, "hover-block")
        box = view.input.words.box()
        assert box is not None and view.input.words.text.startswith("Block: Shosuro Daiki on Kaiu Hikaru")
        assert not overlap(box, view.geo.bounds)  # the whole pitch stays in sight
        for square in (blocker, action.square):
            assert not overlap(box, view.geo.rect(square)), (width, square)
        far = max(view.input.reach, key=lambda s: len(view.input.reach[s].steps))
        path = view.input.reach[far]
        assert len(path.steps) >= 3
        hover(instant, *view.geo.centre(far))
        sized(instant, view, width, height, "hover-path")
        box = view.input.words.box()
        assert box is not None and "square" in view.input.words.text
        for square in (blocker, *path.steps):
            assert not overlap(box, view.geo.rect(square)), (width, square)
        left, _, w, _ = box  # the words are drawn inside their strip
        label = view.input.words.label
        assert left <= label.left and label.left + label.content_width <= left + w
        assert image.size == (width, height)


# --- 2. one owner for the status line ---------------------------------------------------------
def buttons_and_dice(view: MatchView) -> list[Rect]:
    return [b.rect for b in view.prompt.buttons] + list(view.prompt.dice.die_rects)


def status_clear_of_buttons(app: App, view: MatchView, name: str) -> None:
    """At both sizes, the longest status line lies clear of every button and die of the prompt."""
    said = view.status.text
    for width, height in SIZES:
        view.status.text = said + " · " + "a status line far too long for its room " * 8
        sized(app, view, width, height, name)
        bounds = view.status.bounds()
        assert bounds[2] > 0, name
        for rect in buttons_and_dice(view):
            assert not overlap(bounds, rect), (name, width, bounds, rect)
        assert bounds[0] + bounds[2] <= view.prompt.rect[0] + view.prompt.rect[2]
    view.status.text = said
    view.on_resize(*SIZES[0])


def test_the_set_up_words_are_worked_out_afresh_and_gone_once_the_set_up_ends(
    instant: App, data: GameData
) -> None:
    m = Match(data, *crane_v_lion(), seed=4)
    while m.pending is not None and m.pending.kind != "setup":
        m.apply(m.legal_actions()[0])
    view = MatchView(instant, Session(m, ("human", "human")))
    instant.show(view)
    sized(instant, view, *SIZES[0], "status-setup-start")
    assert view.status.text.startswith("0 in reserve") or "in reserve" in view.status.text
    reserve = view.status.text
    assert view.apply(Action(Act.FORMATION, choice=0))
    assert view.status.text != reserve and "in reserve" in view.status.text  # worked out again
    status_clear_of_buttons(instant, view, "status-setup")
    assert "legal: End set-up (E) when ready" in view.status.text
    while m.pending is not None and m.pending.kind == "setup":
        assert view.apply(Action(Act.FORMATION, choice=0)) and view.apply(Action(Act.END_SETUP))
    assert m.pending is not None
    sized(instant, view, *SIZES[0], "status-after-setup")
    assert "in reserve" not in view.status.text and "End set-up" not in view.status.text


def test_words_said_at_a_selection_are_gone_at_the_block_dice_and_never_over_a_die(
    instant: App, data: GameData
) -> None:
    placements = [Placement(0, sq(10, 5)), Placement(11, sq(11, 5)), Placement(12, sq(20, 11))]
    placements.append(Placement(1, sq(12, 6)))
    dice = ScriptedDice([("block", "attacker_down"), ("block", "pushed")], data.block_dice)
    view = on_screen(instant, match_at_turn(data, *crane_v_lion(), dice, placements))
    status_clear_of_buttons(instant, view, "status-turn")  # a normal turn: End turn and the rest
    click_square(instant, view, sq(10, 5))
    selected = view.status.text
    assert selected and view.input.selected == 0
    click_square(instant, view, sq(11, 5))
    assert view.match.pending is not None and view.match.pending.kind == "block_die"
    assert view.status.text == "", view.status.text  # the selection's words went with it
    assert view.prompt.dice.tiles
    status_clear_of_buttons(instant, view, "status-block-dice")


def test_words_said_stay_while_the_decision_stands_and_go_when_it_changes(
    instant: App, data: GameData
) -> None:
    placements = [Placement(0, sq(5, 5)), Placement(1, sq(5, 9)), Placement(11, sq(20, 4))]
    view = on_screen(instant, match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements))
    view.status.text = "Save failed: the disk is full"
    sized(instant, view, *SIZES[0], "status-said")
    assert view.status.text == "Save failed: the disk is full"  # drawing does not wipe it
    click_square(instant, view, sq(5, 5))  # a selection: the words said now are his
    assert view.status.text.startswith("Player 1") or view.input.selected == 0
    said = view.status.text
    click_square(instant, view, sq(5, 9))  # another model: the first one's words go
    assert view.input.selected == 1 and view.status.text != said


# --- 3. a quiet reach overlay -----------------------------------------------------------------
def test_rolls_show_only_on_the_path_under_the_mouse(instant: App, data: GameData) -> None:
    placements = [Placement(0, sq(5, 5)), Placement(11, sq(8, 4)), Placement(12, sq(8, 7))]
    view = on_screen(instant, match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements))
    click_square(instant, view, sq(5, 5))
    hover(instant, 0, 0)
    sized(instant, view, *SIZES[0], "reach-quiet")
    risky = [s for s, p in view.input.reach.items() if path_chance(view.match, 0, p) < 0.999]
    assert len(risky) > 10  # squares that once each carried a label
    assert view.marks.texts.used == 0 and view.hover_marks.labels == 0  # the tint alone
    target = next(s for s in risky if len(view.input.reach[s].steps) >= 3)
    path = view.input.reach[target]
    hover(instant, *view.geo.centre(target))
    image = sized(instant, view, *SIZES[0], "reach-hovered")
    piece = view.match.pieces[0]
    labels = path_labels(view.match, piece, path, path_chance(view.match, 0, path))
    expected = sum(bool(needs) + bool(chance) for needs, chance in labels.values())
    assert set(labels) <= set(path.steps) and target in labels
    assert view.hover_marks.labels == expected and 0 < expected <= 2 * len(path.steps)
    shown = {t.text for t in view.hover_marks.texts.texts[: view.hover_marks.labels]}
    assert labels[target][1] in shown and labels[target][1].endswith("%")
    pixels = np.asarray(image.convert("RGB")).astype(int)
    for square in labels:  # each chip drawn over the path's line, which runs through its middle
        x, y = (round(c) for c in view.geo.centre(square))
        middle = pixels[image.size[1] - 1 - y - 2 : image.size[1] - 1 - y + 3, x - 2 : x + 3]
        assert (np.abs(middle - np.array(PATH_INK[:3])).sum(axis=-1) < 60).sum() == 0, square
    hover(instant, 0, 0)
    sized(instant, view, *SIZES[0], "reach-left")
    assert view.hover_marks.labels == 0


def test_a_hints_marks_are_gone_once_another_model_is_selected(instant: App, data: GameData) -> None:
    placements = [Placement(0, sq(5, 5)), Placement(1, sq(5, 9)), Placement(11, sq(8, 4))]
    m = match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements, ball_carrier=1)
    view = on_screen(instant, m)
    click_square(instant, view, sq(5, 5))
    press(instant, arcade.key.H)
    sized(instant, view, *SIZES[0], "hint-shown")
    assert view.hint_marks.shown and view.status.text.startswith("Hint: ")
    click_square(instant, view, sq(5, 9))
    assert view.input.selected == 1
    sized(instant, view, *SIZES[0], "hint-gone")
    assert not view.hint_marks.shown and not view.status.text.startswith("Hint: ")
