"""Where a kick may come down (R12.2, R12.4), counted over every face of its dice: a case worked out
by hand, the chances adding up, a kick aimed at a corner mostly lost to a touchback, and the words
that say which dice the figure counted."""

from __future__ import annotations

from fractions import Fraction

from samurai_bowl.data import GameData
from samurai_bowl.data.dice import Dice
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.odds.kick_reach import distance_chances, kick_reach
from samurai_bowl.engine.scenarios.position import match_at_turn
from samurai_bowl.ui.match.words.preview_words import kick_words
from tests.rules.match_builder import crane_v_lion, sq


def a_match(data: GameData):  # type: ignore[no-untyped-def]
    return match_at_turn(data, *crane_v_lion(), ScriptedDice([], data.block_dice), [])


def test_distance_totals() -> None:
    assert distance_chances(Dice(1, 6)) == dict.fromkeys(range(1, 7), Fraction(1, 6))
    two = distance_chances(Dice(2, 6))
    assert two[2] == Fraction(1, 36) and two[7] == Fraction(6, 36) and sum(two.values()) == 1


def test_a_kick_on_the_halfway_column_by_hand(data: GameData) -> None:
    """Aimed at (12, 7), the away half's first column (x >= 12), on a 24×14 pitch. Across the
    pitch a d8 goes left (faces 1, 4, 6), straight (2, 7) or right (3, 5, 8), the scatter then the
    bounce. It stays in the away half when it ends at x >= 12:
    - scattered right (3/8): always, the bounce takes back at most one of its 1-6 squares;
    - scattered straight (2/8): unless the bounce goes left (5/8 stay): 10/64;
    - scattered left (3/8): only 1 square then bounced right (1/6 × 3/8): 3/128;
    71/128 in all. Scattered down (faces 6, 7, 8) six squares it reaches y = 13, the last row, and
    a bounce down (3/8) leaves the pitch: a touchback. Of those, down-right (always in the away
    half: 1/8 × 1/6 × 3/8 = 3/384) and straight down with a bounce not left (1/8 × 1/6 × 2/8 =
    2/384) were counted above: 71/128 − 5/384 = 13/24."""
    m = a_match(data)
    reach = kick_reach(m, sq(12, 7), receiver=1, distance=Dice(1, 6))  # no Gust of Wind
    assert reach.receiving == Fraction(13, 24)
    off = (Fraction(3, 8) * Fraction(1, 6)) * Fraction(3, 8)  # down six, then a bounce down
    assert sum(reach.landings.values()) == 1 - off
    assert min(m.pitch.xy(s)[0] for s in reach.landings) == 12 - 7 and max(reach.landings) <= m.pitch.size
    assert reach.landings.get(sq(12, 7), Fraction(0)) > 0  # scattered one square, bounced back


def test_a_kick_at_the_corner_is_mostly_a_touchback(data: GameData) -> None:
    m = a_match(data)
    corner = kick_reach(m, sq(23, 0), receiver=1, distance=Dice(1, 6))
    middle = kick_reach(m, sq(19, 7), receiver=1, distance=Dice(1, 6))
    assert corner.receiving < Fraction(1, 3) < middle.receiving
    assert middle.receiving == sum(middle.landings.values())  # from there it never crosses halfway
    gust = kick_reach(m, sq(19, 7), receiver=1, distance=Dice(2, 6))
    assert gust.receiving < middle.receiving  # a Gust of Wind carries it further, off the pitch more often
    aimed = kick_reach(m, sq(19, 7), receiver=1)  # as the coach aims: the chart may roll a Gust (5 in 36)
    assert aimed.receiving == Fraction(31, 36) * middle.receiving + Fraction(5, 36) * gust.receiving


def test_the_kick_words_name_the_gust_of_wind_only_where_the_figure_counts_it(data: GameData) -> None:
    """The words say which dice the figure assumed: a Gust of Wind's 2d6 beside the d6, as often as
    the kickoff chart rolls it (5 in 36), and no Gust where the figure was worked out without one
    (its distance dice given, as for a chart that cannot roll it)."""
    m = a_match(data)
    ball = m.rules.ball
    aimed = kick_reach(m, sq(19, 7), receiver=1)
    assert aimed.gust == Fraction(5, 36)
    words = kick_words(aimed, ball.kickoff_scatter, ball.gust_of_wind_scatter)
    assert words.endswith("d8 × d6 and a bounce (2d6 in a Gust of Wind)"), words
    still = kick_reach(m, sq(19, 7), receiver=1, distance=Dice(1, 6))
    assert still.gust == 0
    words = kick_words(still, ball.kickoff_scatter, ball.gust_of_wind_scatter)
    assert words.endswith("d8 × d6 and a bounce") and "Gust" not in words, words
    assert f"in their half {float(still.receiving):.0%}" in words
