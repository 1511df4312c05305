"""A kick-off result that asks a coach something says why (R13): Superior Tactics' second set-up,
Sneak Attack's bonus turn, the three challenges and the Touch of Amaterasu each have their own words
in the prompt, never the plain set-up's or turn's."""

from __future__ import annotations

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.match.words.action_words import question
from samurai_bowl.ui.pitch.decisions import ON_SCREEN
from tests.rules.test_r13_kickoff_events import EMPTY_LANDING, kickoff
from tests.shots import shots
from tests.ui.conftest import render
from tests.ui.offscreen import shot_at

ASKED = [
    ((3, 3), "setup", "Superior Tactics: move any of your players again (set-up rules hold)"),
    ((4, 6), "turn", "Sneak Attack: a bonus turn before the ball lands"),
    ((1, 2), "challenge", "Iaijutsu Challenge: click a non-star challenger"),
    ((4, 5), "challenge", "Test of Might: click your challenger"),
    ((5, 6), "challenge", "Show Me Your Stance: click your challenger"),
    ((2, 3), "touch_of_amaterasu", "Touch of Amaterasu: click the player to bless"),
]


@pytest.mark.parametrize(("chart", "kind", "words"), ASKED)
def test_each_kickoff_result_asks_in_its_own_words(
    data: GameData, chart: tuple[int, int], kind: str, words: str
) -> None:
    m, _, _ = kickoff(data, chart, EMPTY_LANDING)
    pending = m.pending
    assert pending is not None and pending.kind == kind and pending.side == 0
    asked = question(m, pending)
    assert asked.startswith(words)
    plain = {shown.question for shown in ON_SCREEN.values()}
    assert kind == "touch_of_amaterasu" or asked not in plain


def test_the_set_up_and_turn_after_a_kickoff_use_the_plain_words_again(data: GameData) -> None:
    m, _, _ = kickoff(data, (3, 3), EMPTY_LANDING)
    m.apply(Action(Act.END_SETUP))
    assert m.pending is not None and m.pending.kind == "turn"
    assert question(m, m.pending) == ON_SCREEN[m.pending.kind].question


def test_the_superior_tactics_prompt_on_screen_says_why(data: GameData, app: App) -> None:
    m, _, _ = kickoff(data, (3, 3), EMPTY_LANDING)
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    view.moments.waiting.clear()
    render(app.window)
    arcade.get_image().convert("RGB").save(shots("prompts2") / "superior-tactics-1280.png")
    assert view.prompt.question.text.startswith("Superior Tactics: move any of your players again")
    assert "End set-up" in [b.words for b in view.prompt.buttons]
    left, _, width, _ = view.prompt.rect
    assert view.prompt.question.left + view.prompt.question.content_width <= left + width
    shot_at(app.window, view, (1920, 1080), "superior-tactics")
