"""Every kind of decision has its place on screen: a question, what a click on the pitch does, and
where the spotlight finds the models a short prompt leaves out. A new Ask fails here until the
window is told how to meet it (ui/pitch/decisions.py)."""

from __future__ import annotations

from samurai_bowl.engine import CATALOGUE, Act, Ask
from samurai_bowl.ui.match.words.action_words import QUESTIONS
from samurai_bowl.ui.pitch.decisions import ON_SCREEN, PitchClicks

# What a click of each kind must be able to give: an answer of one of these kinds.
CLICKED = {
    PitchClicks.SET_UP: {Act.PLACE, Act.BENCH},
    PitchClicks.TURN: {Act.ACTIVATE},
    PitchClicks.ACTIVATION: {Act.MOVE, Act.BLOCK},
    PitchClicks.CHALLENGE: {Act.CHALLENGE},
    PitchClicks.KICK: {Act.KICK},
    PitchClicks.PICK_PLAYER: {Act.TOUCHBACK, Act.CHOOSE_PLAYER},
    PitchClicks.PUSH: {Act.PUSH},
}


def test_every_decision_has_its_question_and_its_clicks() -> None:
    assert set(ON_SCREEN) == set(Ask)
    assert set(QUESTIONS) == set(Ask)
    assert all(shown.question.strip() for shown in ON_SCREEN.values())


def test_a_click_on_the_pitch_can_answer_the_decisions_it_is_given_to() -> None:
    for ask, shown in ON_SCREEN.items():
        if shown.pitch is not PitchClicks.BUTTONS:
            assert CLICKED[shown.pitch] & CATALOGUE[ask].acts, ask


def test_the_spotlight_reads_roles_the_rule_has() -> None:
    """A push names the pushed model and a duel the duellist choosing; the attacker and the
    defender, the challenger and the challenged, are the roles of the rule under the prompt."""
    below = {ask: shown.below for ask, shown in ON_SCREEN.items() if shown.below is not None}
    assert below == {Ask.PUSH: ("attacker", "defender"), Ask.DUEL: ("challenger", "challenged")}
