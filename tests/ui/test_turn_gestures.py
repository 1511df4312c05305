"""Moves the screen could not make before, made by clicks and keys: a pass or hand-off without
moving first (R10), a prone model standing up and staying (R4.6), the challenger of a kickoff
challenge picked (R13), one straight step to a square beside a model (R5.1), the poisoned player
picked in the dugout (R17), and E asking once before a turn ends with models unused (R4.2)."""

from __future__ import annotations

from itertools import pairwise

import arcade

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from tests.rules.match_builder import crane_v_lion, sq
from tests.rules.test_r13_kickoff_events import EMPTY_LANDING, kickoff
from tests.shots import shots
from tests.teams.helpers import make_team
from tests.ui.conftest import render
from tests.ui.gestures import LEFT, screen, send

K = arcade.key
__all__ = ["screen"]  # the fixture


def shown(app: App, m: Match) -> MatchView:
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    render(app.window)
    return view


def cranes_at(
    data: GameData,
    app: App,
    places: dict[int, tuple[int, int]],
    carrier: int | None = 0,
    prone: tuple[int, ...] = (),
) -> MatchView:
    placements = [
        Placement(i, sq(*xy), Status.PRONE if i in prone else Status.STANDING) for i, xy in places.items()
    ]
    m = match_at_turn(data, *crane_v_lion(), SeededDice(5), placements, ball_carrier=carrier, rerolls=(1, 1))
    return shown(app, m)


def click(app: App, view: MatchView, square: int, modifiers: int = 0) -> None:
    x, y = view.geo.centre(square)
    send(app, "on_mouse_press", round(x), round(y), LEFT, modifiers)
    send(app, "on_mouse_release", round(x), round(y), LEFT, modifiers)


def press(app: App, symbol: int) -> None:
    send(app, "on_key_press", symbol, 0)


def push_button(app: App, view: MatchView, starts: str) -> None:
    button = next(b for b in view.prompt.buttons if b.words.startswith(starts))
    left, bottom, width, height = button.rect
    send(app, "on_mouse_press", round(left + width / 2), round(bottom + height / 2), LEFT, 0)


def shot(app: App, name: str) -> None:
    render(app.window)
    arcade.get_image().convert("RGB").save(shots("dugout") / f"{name}.png")


def test_a_pass_without_moving_is_offered_when_the_carrier_clicks_a_team_mate(
    screen: App, data: GameData
) -> None:
    view = cranes_at(data, screen, {0: (5, 5), 1: (10, 5), 2: (3, 9), 11: (20, 9)})
    m = view.match
    before = len(m.history)
    click(screen, view, sq(5, 5))  # the carrier ...
    click(screen, view, sq(10, 5))  # ... and his team-mate: the ball is offered, nothing applied yet
    assert len(m.history) == before and view.input.selected == 0
    assert view.prompt.question.text == "Pass to Player 2? · click him again: select him"
    assert [b.words for b in view.prompt.buttons][1:] == ["Select him instead", "Cancel"]
    assert view.prompt.buttons[0].words.startswith("Normal pass: caught ")
    shot(screen, "pass_offered_1280")
    push_button(screen, view, "Normal pass")
    assert m.history[-2:] == [Action(Act.ACTIVATE, piece=0), Action(Act.PASS, piece=0, square=sq(10, 5))]
    assert m.pieces[0].square == sq(5, 5)  # he threw from where he stood


def test_a_second_click_or_shift_selects_the_team_mate_instead(screen: App, data: GameData) -> None:
    view = cranes_at(data, screen, {0: (5, 5), 1: (10, 5), 2: (8, 8), 11: (20, 9)})
    before = len(view.match.history)
    click(screen, view, sq(5, 5))
    click(screen, view, sq(10, 5))
    click(screen, view, sq(10, 5))  # again: selected, the offer gone
    assert view.input.selected == 1 and not view.input.choices.active
    click(screen, view, sq(5, 5))
    click(screen, view, sq(8, 8), K.MOD_SHIFT)  # Shift: selected at once
    assert view.input.selected == 2 and len(view.match.history) == before


def test_a_hand_off_without_moving_when_pass_and_hand_off_are_both_open(screen: App, data: GameData) -> None:
    view = cranes_at(data, screen, {0: (5, 5), 1: (6, 5), 11: (20, 9)})
    m = view.match
    click(screen, view, sq(5, 5))
    click(screen, view, sq(6, 5))
    words = [b.words for b in view.prompt.buttons]
    # an inaccurate pass can come down on the thrower: the team keeps a pass more often than it is caught
    assert view.prompt.question.text == (
        "Hand off or pass to Player 2? · a pass: team keeps it 63% · click him again: select him"
    )
    assert words[0].startswith("Hand off (4+): ") and words[1].startswith("Quick pass: caught ")
    push_button(screen, view, "Hand off")
    assert m.history[-2:] == [Action(Act.ACTIVATE, piece=0), Action(Act.HAND_OFF, piece=0, square=sq(6, 5))]
    assert m.pieces[0].square == sq(5, 5)


def test_a_prone_model_stands_up_and_stays(screen: App, data: GameData) -> None:
    view = cranes_at(data, screen, {0: (5, 5), 1: (8, 8), 11: (20, 9)}, carrier=None, prone=(1,))
    m = view.match
    click(screen, view, sq(8, 8))
    assert view.status.text.startswith("Player 2: click him again to stand up and stay")
    click(screen, view, sq(8, 8))  # again: he stands up where he lies
    assert m.history[-1] == Action(Act.ACTIVATE, piece=1)
    assert m.pieces[1].status is Status.STANDING and m.pieces[1].square == sq(8, 8)
    assert m.pending.kind == "activation"  # type: ignore[union-attr]
    press(screen, K.E)  # his action ends: he stays
    assert m.pending.kind == "turn" and 1 in m.acted and m.pieces[1].square == sq(8, 8)  # type: ignore[union-attr]


def test_a_square_beside_him_is_one_straight_step(screen: App, data: GameData) -> None:
    """(6, 5) is in three tackle zones and (5, 6) in one: the engine's safest way to (6, 6) goes
    round; a click beside him steps straight there, as the hover words say."""
    view = cranes_at(data, screen, {0: (5, 5), 11: (5, 4), 12: (7, 6), 13: (7, 7)}, carrier=None)
    m = view.match
    assert len(m.reachable(0)[sq(6, 6)].steps) > 1  # the detour the engine finds safest
    click(screen, view, sq(5, 5))
    assert view.input.reach[sq(6, 6)].steps == (sq(6, 6),)
    click(screen, view, sq(6, 6))
    assert m.history[-2:] == [Action(Act.ACTIVATE, piece=0), Action(Act.MOVE, piece=0, square=sq(6, 6))]


def test_the_challenger_is_chosen_before_his_opponent(screen: App, data: GameData) -> None:
    m, dice, _ = kickoff(data, (4, 5), [("d6", 2), ("d6", 5), ("d6", 1), ("d6", 1), *EMPTY_LANDING])
    view = shown(screen, m)
    assert view.input.selected == 0  # the first who can is picked, his opponents lit
    assert {a.square for a in view.input._targets()} == {sq(12, 5), sq(12, 6)}
    click(screen, view, sq(11, 7))  # another of the line picks him
    assert view.input.selected == 2 and {a.square for a in view.input._targets()} == {
        sq(12, s) for s in (6, 7, 8)
    }
    shot(screen, "challenger_picked_1280")
    click(screen, view, sq(12, 6))  # an opponent next to all three: his
    assert m.history[-1] == Action(Act.CHALLENGE, piece=2, square=sq(12, 6))
    assert any(e.text.startswith(f"Test of Might ({m.pieces[2].name})") for e in m.events)
    dice.finish()


def test_the_poisoned_player_is_picked_in_their_dugout(screen: App, data: GameData) -> None:
    """Sixteen to choose from: more than the prompt has buttons; the dugout has them all."""
    scorpions = make_team("scorpion", {"lineman": 11}, name="Scorpions", special_staff=True)
    crabs = make_team("crab", {"lineman": 16}, name="Crabs")
    m = Match(data, scorpions, crabs, seed=2)
    while m.pending is not None and m.pending.kind != "poison":
        m.apply(m.legal_actions()[0])
    assert m.pending is not None and len(m.legal_actions()) == 16
    view = shown(screen, m)
    victim = 11 + 14  # the Crabs' #15
    assert not any(b.words == describe_player(m, victim) for b in view.prompt.buttons)
    spot = view.dugouts.sides[1].spot(victim)
    assert spot is not None
    shot(screen, "poison_pick_1280")
    send(screen, "on_mouse_press", round(spot[0]), round(spot[1]), LEFT, 0)
    assert m.history[-1] == Action(Act.CHOOSE_PLAYER, piece=victim)


def describe_player(m: Match, piece: int) -> str:
    return m.pieces[piece].name


def test_e_asks_once_before_ending_a_turn_with_models_unused(screen: App, data: GameData) -> None:
    view = cranes_at(data, screen, {0: (5, 5), 1: (8, 8), 11: (20, 9)})
    m = view.match
    seq = m.turn_seq
    press(screen, K.E)
    assert m.turn_seq == seq and m.pending.kind == "turn"  # type: ignore[union-attr]
    assert view.prompt.question.text == "2 models have not acted: E again to end the turn"
    assert [b.words for b in view.prompt.buttons] == ["End the turn", "Keep playing"]
    shot(screen, "end_turn_asked_1280")
    press(screen, K.ESCAPE)  # kept playing: the question is gone, the turn goes on
    assert not view.input.choices.active and view.prompt.question.text.startswith("Your turn")
    press(screen, K.E)
    push_button(screen, view, "End the turn")  # the button ends it as a second E would
    assert m.history[-1] == Action(Act.END_TURN) and m.turn_seq > seq


def test_e_ends_at_once_when_nobody_can_act(screen: App, data: GameData) -> None:
    view = cranes_at(data, screen, {0: (5, 5), 11: (20, 9)}, carrier=None)
    m = view.match
    click(screen, view, sq(5, 5))
    click(screen, view, sq(5, 5))  # he acts where he stands ...
    press(screen, K.E)  # ... his action ends
    assert m.pending.kind == "turn" and not any(a.act is Act.ACTIVATE for a in m.legal_actions())  # type: ignore[union-attr]
    press(screen, K.E)  # nobody left to act: no question
    assert m.history[-1] == Action(Act.END_TURN)


def test_two_es_end_the_turn(screen: App, data: GameData) -> None:
    view = cranes_at(data, screen, {0: (5, 5), 11: (20, 9)})
    press(screen, K.E)
    assert view.prompt.question.text == "1 model has not acted: E again to end the turn"
    press(screen, K.E)
    assert view.match.history[-1] == Action(Act.END_TURN)


def test_four_offers_each_show_their_words_whole_inside_their_button(screen: App, data: GameData) -> None:
    view = cranes_at(data, screen, {0: (5, 5), 1: (6, 5), 11: (20, 9)})
    click(screen, view, sq(5, 5))
    click(screen, view, sq(6, 5))  # hand off, pass, select him, cancel: a long pass line among them
    render(screen.window)
    buttons = view.prompt.buttons
    assert len(buttons) == 4
    for button in buttons:
        width = button.rect[2]
        assert button.text.text == button.words  # not cut short
        assert button.text.content_width + 2 * button.hint.content_width <= width
    assert all(a.rect[0] + a.rect[2] < b.rect[0] for a, b in pairwise(buttons))  # side by side
