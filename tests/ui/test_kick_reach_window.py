"""The kicking coach hovering a square of the receiving half sees where the kick may come down
(R12.2): a warm tint over every square in its reach, and the chance it stays in the receiving half
rather than going for a touchback (R12.4). Frames saved at 1280×720 and 1920×1080."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.odds.kick_reach import kick_reach
from samurai_bowl.ui.app import App
from samurai_bowl.ui.pitch.marks import KICK_REACH, kick_reach_tints
from tests.rules.match_builder import sq
from tests.shots import shots
from tests.ui.pitch_helpers import colour_at, frame, on_screen
from tests.ui.test_hover_words_window import frame as sized_frame
from tests.ui.test_match_view import hover, instant
from tests.ui.test_pitch_marks import kick_pending

__all__ = ["instant"]


def test_hovering_a_kick_square_tints_its_reach_and_gives_the_odds(data: GameData, instant: App) -> None:
    view = on_screen(instant, kick_pending(data))
    m = view.match
    aim = sq(14, 7)
    reach = kick_reach(m, aim, receiver=1)
    far = sq(22, 2)  # a kick square out of the reach of one aimed at (14, 7)
    assert far not in reach.landings and sq(8, 7) in reach.landings  # six back over halfway, bounced
    before = frame(instant)
    hover(instant, *view.geo.centre(aim))
    after = frame(instant)
    assert view.input.kick_reach is not None and view.input.kick_reach.target == aim
    assert set(view.input.tints()) >= set(reach.landings)
    tints = kick_reach_tints({s: float(c) for s, c in reach.landings.items()})
    assert all(t.rgb == KICK_REACH.rgb for t in tints.values())
    assert len({t.a for t in tints.values()}) > 2  # stronger where likelier
    # the reach is drawn: a landing square in the kicking half changes, a kick square beyond it not
    x, y = view.geo.rect(sq(8, 7))[:2]
    assert colour_at(before, x + 3, y + 3) != colour_at(after, x + 3, y + 3)
    fx, fy = view.geo.rect(far)[:2]
    assert colour_at(before, fx + 3, fy + 3) == colour_at(after, fx + 3, fy + 3)
    words = view.input.words.text
    assert words.startswith(f"Kick: in their half {float(reach.receiving):.0%}, touchback")
    assert "d8 × d6 and a bounce (2d6 in a Gust of Wind)" in words
    for width, height in ((1280, 720), (1920, 1080)):
        view.on_resize(width, height)
        view.on_mouse_motion(*(round(c) for c in view.geo.centre(aim)), 0, 0)
        sized_frame(instant, view, width, height, "kick_reach").save(
            shots("acting") / f"kick_reach_{width}x{height}.png"
        )
    view.on_resize(*instant.window.get_size())
    hover(instant, *view.geo.centre(sq(3, 3)))  # the kicking half: no kick there, no reach
    assert view.input.kick_reach is None
