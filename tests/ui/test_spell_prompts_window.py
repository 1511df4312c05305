"""A spell offered in answer to a roll (R16) says what happened and what the spell would do there:
the Biting Steel names the model going down and, under the question, the armour and injury it
adds with the chance the armour breaks with it and without; the Augury on a block names the face
that downs the attacker and the dice rolled again with their odds. Whole at 1280×720 and
1920×1080 for models with long names; each frame saved for a look (hover/ among the pictures)."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine import SteelOffer, spell_offer
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice, SeededDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.art.token_art import PRONE, STANDING
from samurai_bowl.ui.match.view import MatchView
from tests.rules.match_builder import sq
from tests.ui.gestures import screen
from tests.ui.test_hover_words_window import SIZES, frame, scorpions_v_crabs

__all__ = ["screen"]  # the fixture


def blocked(data: GameData, face: str) -> Match:
    """A Scorpion lineman (Shosuro Daiki's team, with a shugenja) blocks one of the Damned, ST 3 on
    ST 3: one die, showing ``face``."""
    m = match_at_turn(
        data,
        *scorpions_v_crabs(),
        ScriptedDice([("block", face)], data.block_dice),
        [Placement(0, sq(8, 6)), Placement(18, sq(9, 6))],
        rerolls=(0, 0),
    )
    m.apply(Action(Act.ACTIVATE, piece=0))
    m.apply(Action(Act.BLOCK, piece=0, square=sq(9, 6)))
    return m


def shown_whole(app: App, m: Match, name: str) -> MatchView:
    """The match on the screen, on seeded dice from here on (a match on scripted dice is not
    saved, and the window would say so where the spell's words go)."""
    view = MatchView(app, Session(m.clone(dice=SeededDice(5)), ("human", "human")))
    app.show(view)
    for width, height in SIZES:
        view.on_resize(width, height)
        frame(app, view, width, height, name)
        question, status = view.prompt.question, view.status
        assert "…" not in question.text and question.left + question.content_width <= width
        assert status.label.text == status.text, (width, status.label.text)  # never cut short
    return view


def test_biting_steel_says_who_goes_down_and_what_the_spell_does_to_his_armour(
    screen: App, data: GameData
) -> None:
    m = blocked(data, "defender_down")
    m.apply(Action(Act.FOLLOW_UP, choice=0))
    assert m.pending is not None and m.pending.kind == "biting_steel"
    offer = spell_offer(m)
    assert isinstance(offer, SteelOffer)
    view = shown_whole(screen, m, "biting_steel")
    victim = m.pieces[18].name
    assert view.prompt.question.text == f"{victim} is going down: cast Biting Steel on the knock-down?"
    # AV 8: above 8 on 2d6 is 28%, above 6 (the spell's +2) 58%
    assert view.status.text.startswith(
        "Biting Steel: +2 to armour and injury · armour breaks 58% instead of 28% · knocked out or worse "
    )
    assert [b.words for b in view.prompt.buttons] == ["Cast Biting Steel", "Keep the spell"]
    assert m.pieces[18].standing  # the rules have not put him down yet: the window shows him going down
    assert view.tokens.looks[18][0].state == PRONE and view.tokens.looks[0][0].state == STANDING


def test_augury_on_a_skull_says_the_face_and_the_block_rolled_again(screen: App, data: GameData) -> None:
    m = blocked(data, "attacker_down")
    assert m.pending is not None and m.pending.kind == "augury"
    view = shown_whole(screen, m, "augury_block")
    attacker = m.pieces[0].name
    assert view.prompt.question.text.startswith(
        f"Attacker Down puts {attacker} down: cast Augury to roll the block die again?"
    )
    # one die: Defender Down or a Stumble knock him down (3 of 6), a Skull or Both Down fell you
    assert view.status.text.startswith("Augury: 1 die again · knock-down 50% · you fall 33%")
