"""A team-mate beside the carrier, clicked: the hand-off and the pass are offered on buttons that
say each throw's roll and chance whole, at 1280×720 and 1920×1080, for models with a drafted
team's long names; hovering him shows the hand-off's odds beside the pass's, so neither is taken
blind (R10.3). Each frame is saved for a look (throws/ among the session's pictures)."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.match.words.hover_words import hand_off_chances
from tests.rules.match_builder import crane_v_lion, sq
from tests.ui.gestures import screen
from tests.ui.test_hover_words_window import SIZES, frame, named, whole

__all__ = ["screen"]  # the fixture

CRANES = [
    "Kakita Toshimoko",
    "Toritaka Tomoe",
    "Doji Hayaku",
    "Asahina Sekawa",
    "Daidoji Uji",
    "Kakita Kaiten",
    "Doji Kurohito",
    "Asahina Yajinden",
    "Daidoji Rekai",
    "Kakita Asami",
    "Doji Nio",
]


def offered(app: App, data: GameData) -> MatchView:
    """The carrier at (5, 5) selected, his team-mate at (6, 5) hovered (a hand-off and a pass both open)."""
    cranes, lions = crane_v_lion()
    m = match_at_turn(
        data,
        named(cranes, CRANES),
        lions,
        SeededDice(5),
        [Placement(0, sq(5, 5)), Placement(1, sq(6, 5)), Placement(11, sq(20, 9))],
        ball_carrier=0,
        rerolls=(1, 1),
    )
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    view.input.click(sq(5, 5))
    return view


def test_hovering_a_team_mate_beside_the_carrier_shows_the_hand_off_beside_the_pass(
    screen: App, data: GameData
) -> None:
    view = offered(screen, data)
    for width, height in SIZES:
        view.on_resize(width, height)
        view.on_mouse_motion(*(round(c) for c in view.geo.centre(sq(6, 5))), 0, 0)
        frame(screen, view, width, height, "throw_hover")
        strip = view.input.words
        words = strip.text
        assert words.startswith("Hand-off or pass: Kakita Toshimoko to Toritaka Tomoe · hand-off 4+: ")
        assert " · Quick pass: caught " in words
        assert whole(strip.lines, words), (width, strip.lines)


def test_the_throws_offered_say_their_odds_whole_inside_their_buttons(screen: App, data: GameData) -> None:
    view = offered(screen, data)
    m = view.match
    view.input.click(sq(6, 5))  # the team-mate: the throws offered, nothing applied yet
    hand_off = Action(Act.HAND_OFF, piece=0, square=sq(6, 5))
    odds = m.odds(hand_off)
    assert odds is not None
    chance = hand_off_chances(m, 0, odds)[0]  # type: ignore[arg-type]
    assert view.prompt.question.text.startswith("Hand off or pass to Toritaka Tomoe?")
    words = [b.words for b in view.prompt.buttons]
    assert words[0] == f"Hand off (4+): {chance:.0%}"
    assert words[1].startswith("Quick pass: caught ") and words[2:] == ["Select him instead", "Cancel"]
    for width, height in SIZES:
        view.on_resize(width, height)
        frame(screen, view, width, height, "throw_offer")
        for button in view.prompt.buttons:
            assert button.text.text == button.words, (width, button.text.text)  # never cut short
            left, _, button_w, _ = button.rect
            assert button.text.content_width + 2 * button.hint.content_width <= button_w
            assert left + button_w <= width
        question = view.prompt.question
        assert question.text.startswith("Hand off or pass to Toritaka Tomoe?") and "…" not in question.text
