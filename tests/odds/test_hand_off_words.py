"""R10.3: a hand-off's words give how often the team keeps the ball where that differs from the
hand-off's own chance: a dropped ball bounces from the receiver's square (R6.4), and may come down
on a team-mate who catches it (the turnover is already there, so no team re-roll helps him)."""

from __future__ import annotations

from math import isclose

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.ui.match.words.hover_words import target_words
from tests.rules.match_builder import crane_v_lion, position, sq

HAND_OFF = Action(Act.HAND_OFF, piece=0, square=sq(9, 6))
# Two Crane linemen (AG3: the hand-off and each catch 4+, 1/2) side by side, nobody else near. A
# ball bouncing from one of them comes down on the other 1/8 of the time; he catches it half the
# time, else it bounces on from him: a team-mate ends with it x = 1/8 * (1/2 + 1/2 * x) = 1/15.
AFTER_A_DROP = 1 / 15


def pair(data: GameData, rerolls: int) -> Match:
    m, _ = position(
        data, *crane_v_lion(), [], {0: (8, 6), 1: (9, 6), 11: (20, 6)}, ball_carrier=0, rerolls=(rerolls, 0)
    )
    return m


def test_r10_3_the_team_keeps_a_dropped_hand_off_when_it_bounces_to_the_giver(data: GameData) -> None:
    m = pair(data, 0)
    odds = m.odds(HAND_OFF)
    assert isclose(odds.kept, 1 / 2 + 1 / 2 * AFTER_A_DROP, rel_tol=1e-12)
    assert target_words(m, HAND_OFF) == "Hand-off: Player 1 to Player 2 · 4+: 50%, team keeps it 53%"


def test_r10_3_r11_1_kept_with_the_team_reroll_counted_while_one_is_left(data: GameData) -> None:
    m = pair(data, 1)
    odds = m.odds(HAND_OFF)
    assert isclose(odds.kept_with_team_reroll, 3 / 4 + 1 / 4 * AFTER_A_DROP, rel_tol=1e-12)
    assert target_words(m, HAND_OFF) == "Hand-off: Player 1 to Player 2 · 4+: 75%, team keeps it 77%"
