"""One answer, one name: the AI's hint names a yes-or-no answer as the window's button does, then
says why, for every such decision the hint words."""

from __future__ import annotations

from samurai_bowl.ai.hint_words import WHY, YES_NO
from samurai_bowl.engine import CATALOGUE, Ask
from samurai_bowl.telling.answer_words import YES_NO as BUTTONS


def test_the_hint_begins_with_the_buttons_words() -> None:
    assert set(YES_NO) == set(WHY)
    for ask, (yes, no) in YES_NO.items():
        (act,) = CATALOGUE[ask].acts
        button_yes, button_no = BUTTONS[act]
        assert yes.startswith(button_yes) and no.startswith(button_no), ask
        assert yes != no


def test_every_yes_or_no_answer_has_button_words() -> None:
    yes_or_no = [ask for ask in Ask if ask in WHY]
    assert Ask.FOLLOW_UP in yes_or_no and Ask.COIN_TOSS in yes_or_no
    assert all(next(iter(CATALOGUE[ask].acts)) in BUTTONS for ask in yes_or_no)
