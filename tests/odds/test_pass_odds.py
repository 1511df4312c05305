"""R10, R14: a pass's figures from positions — "accurate and caught by the target", and "a
team-mate holds the ball" (a failed catch bouncing to him, an inaccurate pass coming down on him).
The figures are floats; each is checked against the exact chance worked out here by hand."""

from __future__ import annotations

from fractions import Fraction as F
from itertools import product

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.odds.before_acting import PassOdds
from tests.rules.match_builder import crane_v_lion, position, sq

KING_STEPS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]  # R1.5's d8


def three_scatters_end(dx: int, dy: int) -> F:
    """R10.2: chance that three one-square scatters, away from the edges, move the ball by (dx, dy)."""
    hits = sum(
        1 for a, b, c in product(KING_STEPS, repeat=3) if (a[0] + b[0] + c[0], a[1] + b[1] + c[1]) == (dx, dy)
    )
    return F(hits, 8**3)


def close(shown: float, exact: F, within: float = 1e-12) -> bool:
    return abs(shown - float(exact)) < within


def pass_odds(m, thrower: int, x: int, y: int) -> PassOdds:  # type: ignore[no-untyped-def]
    odds = m.odds(Action(Act.PASS, piece=thrower, square=sq(x, y)))
    assert isinstance(odds, PassOdds)
    return odds  # type: ignore[no-any-return]


def test_r14_stifling_wind_an_accurate_pass_still_scatters_three_times(data: GameData) -> None:
    # Crane thrower (AG3, Pass) to a Crane catcher (AG3, Catch) 4 squares away: a quick pass, 3+
    m, _ = position(
        data,
        *crane_v_lion(),
        [],
        {7: (4, 5), 9: (8, 5), 11: (20, 5)},
        ball_carrier=7,
        weather="stifling_wind",
        rerolls=(1, 0),
    )
    odds = pass_odds(m, 7, 8, 5)
    throw, back = 1 - F(2, 6) ** 2, three_scatters_end(0, 0)
    assert back == F(24, 512)
    catch, catch_inaccurate = 1 - F(3, 6) ** 2, 1 - F(4, 6) ** 2  # 4+, and 5+ at -1, both with Catch
    assert odds.success == odds.with_team_reroll and close(
        odds.success, throw * back * catch
    )  # 1/32, not 2/3
    assert odds.kept == odds.kept_with_team_reroll
    assert close(odds.kept, throw * back * catch + (1 - throw) * back * catch_inaccurate)


def test_r10_the_light_of_amaterasu_the_same_pass_is_thrown_and_caught(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {7: (4, 5), 9: (8, 5), 11: (20, 5)}, ball_carrier=7)
    odds = pass_odds(m, 7, 8, 5)
    throw, catch = 1 - F(2, 6) ** 2, 1 - F(3, 6) ** 2
    assert close(odds.success, throw * catch)
    assert close(odds.kept, throw * catch + (1 - throw) * three_scatters_end(0, 0) * (1 - F(4, 6) ** 2))


def test_r14_torrential_rain_passes_at_minus_two(data: GameData) -> None:
    m, _ = position(
        data,
        *crane_v_lion(),
        [],
        {7: (4, 5), 9: (8, 5), 11: (20, 5)},
        ball_carrier=7,
        weather="torrential_rain",
    )
    assert close(pass_odds(m, 7, 8, 5).success, (1 - F(4, 6) ** 2) * (1 - F(3, 6) ** 2))  # 5+ with Pass


def test_r11_1_a_pass_with_the_team_reroll_on_the_throw_or_the_catch(data: GameData) -> None:
    # a Crane lineman (no Pass) to a lineman (no Catch): 3+ then 4+, one team re-roll for either
    m, _ = position(
        data, *crane_v_lion(), [], {0: (4, 5), 1: (8, 5), 11: (20, 5)}, ball_carrier=0, rerolls=(1, 0)
    )
    odds = pass_odds(m, 0, 8, 5)
    throw, catch = F(4, 6), F(3, 6)
    assert close(odds.success, throw * catch)
    assert close(odds.with_team_reroll, throw * (1 - (1 - catch) ** 2) + (1 - throw) * throw * catch)


def test_r6_4_the_team_keeps_a_dropped_pass_a_team_mate_catches(data: GameData) -> None:
    # the target (8, 5) and a team-mate beside him (9, 5): a dropped ball bounces to him 1 in 8,
    # and his drop back to the target 1 in 8 again (no re-roll, AG3 4+, 5+ after an inaccurate pass)
    m, _ = position(data, *crane_v_lion(), [], {0: (4, 5), 1: (8, 5), 2: (9, 5), 11: (20, 5)}, ball_carrier=0)
    odds = pass_odds(m, 0, 8, 5)
    throw = F(4, 6)
    # u: the target ends with the ball once it comes down on him; k: either of them does
    u = F(1, 2) / (1 - F(1, 16) ** 2)  # u = 1/2 + 1/16 * (1/16 * u)
    k = F(1, 2) / (1 - F(1, 16))  # k = 1/2 + 1/16 * k, from either square
    k_inaccurate = F(2, 6) + F(4, 6) * F(1, 8) * k  # a 5+ catch first, then the bounce as before
    landed = three_scatters_end(0, 0) + three_scatters_end(1, 0)  # on him or his team-mate
    # bounce chains are followed 12 deep (pass_odds.MAX_BOUNCES): what is left is under 1e-12
    assert close(odds.success, throw * u)
    assert close(odds.kept, throw * k + (1 - throw) * landed * k_inaccurate)
    assert odds.kept > odds.success + 0.02
