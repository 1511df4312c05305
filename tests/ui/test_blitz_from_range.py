"""An opponent out of reach of a block, hovered while the selected model could still blitz: the
move preview's best way to a square beside him and the block's dice and odds from there, every roll
on the way assumed made (engine/odds/blitz.py), in the move and block previews' own words, the way
drawn on the pitch. Nothing is rolled to find it out; a click walks the way, the next one blocks."""

from __future__ import annotations

import numpy as np

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.controls.pitch_input import BLITZ_INK, PATH_INK
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.match.words.hover_words import block_words, path_words, target_words
from tests.rules.match_builder import crane_v_lion, sq
from tests.shots import shots
from tests.ui.pitch_helpers import count, frame
from tests.ui.test_hover_words_window import frame as sized_frame
from tests.ui.test_match_view import click_square, hover, instant

__all__ = ["instant"]


def a_match(data: GameData, placements: list[Placement], rerolls: int = 0) -> Match:
    """No die scripted: a preview that rolled one would fail the test."""
    return match_at_turn(
        data, *crane_v_lion(), ScriptedDice([], data.block_dice), placements, rerolls=(rerolls, 0)
    )


def screen(app: App, m: Match) -> MatchView:
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    frame(app)
    return view


def test_hovering_an_opponent_from_range_shows_the_blitz(data: GameData, instant: App) -> None:
    # a Crane at (5, 5); a Lion at (9, 5) four squares off, another at (7, 7) whose zone the straight
    # way crosses
    places = [Placement(0, sq(5, 5)), Placement(11, sq(9, 5)), Placement(12, sq(7, 7))]
    view = screen(instant, a_match(data, places, rerolls=1))
    m = view.match
    click_square(instant, view, sq(5, 5))
    assert sq(9, 5) not in view.input.reach and not any(a.square == sq(9, 5) for a in view.input.turn_targets)
    hover(instant, *view.geo.centre(sq(9, 5)))
    pixels = frame(instant)  # the words are set as the frame is drawn
    blitz = view.input.blitz_at(sq(9, 5))
    assert blitz is not None and blitz.path == view.input.reach[blitz.path.square]
    assert m.pitch.distance(blitz.path.square, sq(9, 5)) == 1
    # the block as the block preview gives it with the Crane walked there by hand
    there = a_match(
        data, [Placement(0, blitz.path.square), Placement(11, sq(9, 5)), Placement(12, sq(7, 7))], 1
    )
    there.apply(Action(Act.ACTIVATE, piece=0))
    by_hand = target_words(there, Action(Act.BLOCK, piece=0, square=sq(9, 5)))
    way = path_words(m, 0, blitz.path, m.pieces[0], "gets there ")
    words = view.input.words.text
    assert words == f"Blitz on {m.pieces[11].name}: {way} · the block there: " + (
        block_words(there, 0, there.odds(Action(Act.BLOCK, piece=0, square=sq(9, 5))))  # type: ignore[arg-type]
    )
    assert by_hand.endswith(words.split("the block there: ")[1])
    # among the squares beside him none gives a better chance of getting there and knocking him down
    for square in m.pitch.neighbours[sq(9, 5)]:
        other = view.input.reach.get(square)
        if other is not None:
            assert other.chance_with_team_reroll <= blitz.path.chance_with_team_reroll or (
                blitz.odds.knockdown > 0
            )
    left, bottom, width, height = view.geo.bounds
    assert count(pixels, (left, bottom, width, height), PATH_INK) > 50  # the way, drawn
    assert count(pixels, (left, bottom, width, height), BLITZ_INK) > 10  # and the block at its end
    assert m.history[-1:] == [] or m.history[-1].act is not Act.ACTIVATE  # hovering activated no one
    for size in ((1280, 720), (1920, 1080)):
        view.on_resize(*size)
        view.on_mouse_motion(*(round(c) for c in view.geo.centre(sq(9, 5))), 0, 0)
        image = sized_frame(instant, view, *size, "blitz")
        image.save(shots("acting") / f"blitz_{size[0]}x{size[1]}.png")
        assert np.asarray(image).std() > 10
    view.on_resize(*instant.window.get_size())


def test_a_click_on_him_walks_the_way_and_the_next_blocks(data: GameData, instant: App) -> None:
    places = [Placement(0, sq(5, 5)), Placement(11, sq(9, 5))]
    view = screen(instant, a_match(data, places))
    m = view.match
    click_square(instant, view, sq(5, 5))
    blitz = view.input.blitz_at(sq(9, 5))
    assert blitz is not None and blitz.reach == 1.0  # open ground: no roll on the way
    click_square(instant, view, sq(9, 5))
    assert m.pieces[0].square == blitz.path.square
    assert m.pending is not None and m.pending.kind == "activation"
    assert Action(Act.BLOCK, piece=0, square=sq(9, 5)) in m.legal_actions()
    assert view.input.blitz_at(sq(9, 5)) is None  # beside him now: the block itself is offered


def test_no_blitz_on_a_fallen_opponent_nor_once_the_team_action_is_spent(
    data: GameData, instant: App
) -> None:
    places = [Placement(0, sq(5, 5)), Placement(11, sq(9, 5), Status.PRONE)]
    view = screen(instant, a_match(data, places))
    click_square(instant, view, sq(5, 5))
    hover(instant, *view.geo.centre(sq(9, 5)))
    frame(instant)
    assert view.input.blitz_at(sq(9, 5)) is None
    assert not view.input.words.text.startswith("Blitz")
    # the team's one action (R4.2) spent on a block by another Crane
    places = [
        Placement(0, sq(5, 5)),
        Placement(1, sq(3, 9)),
        Placement(11, sq(9, 5)),
        Placement(12, sq(4, 9)),
    ]
    m = match_at_turn(data, *crane_v_lion(), ScriptedDice([("block", "pushed")], data.block_dice), places)
    m.apply(Action(Act.ACTIVATE, piece=1))
    m.apply(Action(Act.BLOCK, piece=1, square=sq(4, 9)))
    while m.pending is not None and m.pending.kind != "activation" and m.pending.kind != "turn":
        m.apply(m.legal_actions()[0])  # where he is pushed, no follow-up
    if m.pending is not None and m.pending.kind == "activation":
        m.apply(Action(Act.END_ACTIVATION))
    assert m.action_used
    view = screen(instant, m)
    click_square(instant, view, sq(5, 5))
    hover(instant, *view.geo.centre(sq(9, 5)))
    frame(instant)
    assert view.input.blitz_at(sq(9, 5)) is None
    assert not view.input.words.text.startswith("Blitz")


def test_a_blitz_with_a_dodge_on_the_way_assumes_it_and_rolls_nothing(data: GameData, instant: App) -> None:
    # the Crane starts in a Lion's tackle zone: leaving it is a dodge (R5.3), his team has a re-roll
    places = [Placement(0, sq(5, 5)), Placement(12, sq(4, 5)), Placement(11, sq(9, 5))]
    view = screen(instant, a_match(data, places, rerolls=1))
    m = view.match
    click_square(instant, view, sq(5, 5))
    hover(instant, *view.geo.centre(sq(9, 5)))
    frame(instant)
    blitz = view.input.blitz_at(sq(9, 5))
    assert blitz is not None and blitz.path.dodges == 1
    assert 0 < blitz.reach < 1 and blitz.reach == blitz.path.chance_with_team_reroll
    assert blitz.match.pieces[0].square == blitz.path.square  # the copy walked, the dodge made
    assert m.pieces[0].square == sq(5, 5) and not any(e.kind == "roll" for e in m.events)
    words = view.input.words.text
    assert blitz.reach == 0.75  # a 4+ dodge (AG3), re-rolled
    assert words.startswith(
        f"Blitz on {m.pieces[11].name}: 3 squares · dodge 4+ · gets there 75% · the block there: "
    )


def test_a_model_already_moving_still_shows_the_blitz_from_where_he_stands(
    data: GameData, instant: App
) -> None:
    places = [Placement(0, sq(3, 5)), Placement(11, sq(9, 5))]
    view = screen(instant, a_match(data, places))
    m = view.match
    click_square(instant, view, sq(3, 5))
    click_square(instant, view, sq(4, 5))  # activated and one step: he is moving
    assert m.pending is not None and m.pending.kind == "activation"
    blitz = view.input.blitz_at(sq(9, 5))
    assert blitz is not None and blitz.path == view.input.reach[blitz.path.square]
    assert m.pitch.distance(sq(4, 5), blitz.path.square) == len(blitz.path.steps) == 4
    assert blitz.match.pieces[0].square == blitz.path.square and m.pieces[0].square == sq(4, 5)
