"""A skill on the match's player card, pointed at, shows its rule beside the mouse, from the same
skills chart the hiring table explains them from (ui/kit/skill_words.py); the card stays on the
model pointed at on the pitch while the mouse crosses to it. At 1280×720 and 1920×1080, each frame
saved for a look (hover/ among the session's pictures)."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.skill_words import skill_words
from samurai_bowl.ui.kit.wrap import measure
from samurai_bowl.ui.match.view import MatchView
from tests.rules.match_builder import sq
from tests.ui.gestures import screen
from tests.ui.test_hover_words_window import SIZES, UP, at, frame

__all__ = ["screen"]  # the fixture

CRAB = 11  # Hida Kisada, a Crab lineman: Block and Tackle


def skill_spot(view: MatchView, name: str) -> tuple[int, int]:
    """The middle of ``name`` where the card writes it."""
    card = view.panel.card
    for text in card.skills:
        if name in text.text:
            font = measure(card.points)
            start = font.width(text.text[: text.text.index(name)])
            middle = start + font.width(name) / 2
            return round(text.left + middle), round(text.bottom + text.content_height / 2)
    raise AssertionError(f"{name} is not on the card: {[t.text for t in card.skills]}")


def test_pointing_at_a_skill_on_the_card_shows_its_rule(screen: App, data: GameData) -> None:
    m = at(data, {0: (5, 6, UP), CRAB: (12, 6, UP)})
    view = MatchView(screen, Session(m, ("human", "human")))
    screen.show(view)
    for width, height in SIZES:
        view.on_resize(width, height)
        view.on_mouse_motion(*(round(c) for c in view.geo.centre(sq(12, 6))), 0, 0)
        frame(screen, view, width, height, "skill_card")  # the card drawn, on the Crab
        left, bottom, pitch_w, pitch_h = view.geo.bounds
        view.on_mouse_motion(
            round(left + pitch_w + 4), round(bottom + pitch_h / 2), 0, 0
        )  # off, to the right
        assert view.panel.card.piece == CRAB  # the card stays on him on the way
        x, y = skill_spot(view, "Tackle")
        view.on_mouse_motion(x, y, 0, 0)
        image = frame(screen, view, width, height, "skill_tip")
        tip = view.panel.tip
        assert view.panel.card.piece == CRAB
        assert tip.words == skill_words(data.skills, "Tackle") and tip.words.startswith("Tackle: ")
        tip_left, tip_bottom, tip_w, tip_h = tip.rect
        assert (
            tip_left >= 0 and tip_bottom >= 0 and tip_left + tip_w <= width and tip_bottom + tip_h <= height
        )
        assert image.size == (width, height)
        x, y = skill_spot(view, "Block")
        view.on_mouse_motion(x, y, 0, 0)
        assert tip.words == skill_words(data.skills, "Block")
        view.on_mouse_motion(*(round(c) for c in view.geo.centre(sq(20, 2))), 0, 0)  # an empty square
        assert not tip.shown and view.panel.card.piece is None
