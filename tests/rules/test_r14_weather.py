"""R14 weather: MA and Surge of Speed, pass modifiers, Stifling Wind, the cold, and kickoff 7."""

from __future__ import annotations

from fractions import Fraction as F

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.state.pieces import Status
from tests.rules.match_builder import activate, crane_v_lion, move, position, sq

# crane: 0-6 linemen MA 7, 7-8 throwers (Pass), 9-10 catchers (Catch); lions 11-21 MA 6


def test_r14_torrential_rain_ma_minus_one_and_no_surge(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (20, 5)}, weather="torrential_rain")
    activate(m, 0)
    assert m.pending.data == {"piece": 0, "ma_left": 6, "surges_left": 0}  # type: ignore[union-attr]
    for x in range(6, 12):
        move(m, 0, x, 5)
    assert [a.act for a in m.legal_actions()] == [Act.END_ACTIVATION]


def test_r14_torrential_rain_passes_at_minus_two(data: GameData) -> None:
    # quick pass +1, rain -2: a 4 fails, and the inaccurate pass scatters three times
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 4), ("d8", 5), ("d8", 5), ("d8", 5)],
        {0: (5, 5), 1: (8, 5), 11: (20, 5)},
        ball_carrier=0,
        weather="torrential_rain",
    )
    activate(m, 0)
    assert m.odds(Action(Act.PASS, piece=0, square=sq(8, 5))).success == float(F(2, 6) * F(3, 6))  # type: ignore[union-attr]
    texts = [e.text for e in m.apply(Action(Act.PASS, piece=0, square=sq(8, 5)))]
    assert "Pass (quick pass) (Player 1): rolled 4-1, needed 4+, failed" in texts
    dice.finish()


def test_r14_winter_warfare_halves_ma_rounded_up(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (20, 5)}, weather="winter_warfare", active=1)
    activate(m, 11)
    assert m.pending.data["ma_left"] == 3 and m.pending.data["surges_left"] == 2  # type: ignore[union-attr]
    m2, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (20, 5)}, weather="winter_warfare")
    activate(m2, 0)
    assert m2.pending.data["ma_left"] == 4  # type: ignore[union-attr]  # 7 halved, rounded up


def test_r14_stifling_wind_an_accurate_pass_landing_away_from_team_mates_is_no_turnover(
    data: GameData,
) -> None:
    # accurate (4+1), then the wind carries it three squares right, to an empty square
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 4), ("d8", 5), ("d8", 5), ("d8", 5)],
        {0: (5, 5), 1: (8, 5), 11: (20, 5)},
        ball_carrier=0,
        weather="stifling_wind",
    )
    activate(m, 0)
    texts = [e.text for e in m.apply(Action(Act.PASS, piece=0, square=sq(8, 5)))]
    assert m.ball.square == sq(11, 5) and m.ball.carrier is None
    assert not any(t.startswith("Turnover") for t in texts)
    assert m.pending.kind == "turn" and m.pending.side == 0  # type: ignore[union-attr]
    dice.finish()


def test_r14_stifling_wind_an_accurate_pass_caught_by_an_opponent_is_no_turnover(data: GameData) -> None:
    """R14 [I] (2026-11-28): the pass was accurate, so an opponent catching it where the wind set it
    down is no turnover either; his catch is at no modifier (4+ for AG 3, rolled 4)."""
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 4), ("d8", 5), ("d8", 5), ("d8", 5), ("d6", 4)],
        {0: (5, 5), 1: (8, 5), 11: (11, 5), 12: (20, 5)},
        ball_carrier=0,
        weather="stifling_wind",
    )
    activate(m, 0)
    texts = [e.text for e in m.apply(Action(Act.PASS, piece=0, square=sq(8, 5)))]
    assert "Catch (Player 1): rolled 4, needed 4+, success" in texts
    assert m.ball.carrier == 11 and not any(t.startswith("Turnover") for t in texts)
    assert m.pending.kind == "turn" and m.pending.side == 0  # type: ignore[union-attr]
    dice.finish()


def test_r14_stifling_wind_an_inaccurate_pass_is_still_a_turnover(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 2), ("d8", 5), ("d8", 5), ("d8", 5)],
        {0: (5, 5), 1: (8, 5), 11: (20, 5)},
        ball_carrier=0,
        weather="stifling_wind",
    )
    activate(m, 0)
    texts = [e.text for e in m.apply(Action(Act.PASS, piece=0, square=sq(8, 5)))]
    assert "Turnover: Cranes' turn ends" in texts
    dice.finish()


def test_r14_stifling_wind_a_team_mate_who_drops_it_is_a_turnover(data: GameData) -> None:
    # accurate, carried back left onto the thrower's team-mate at (5, 6)... who drops it
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 4), ("d8", 6), ("d8", 4), ("d8", 4), ("d6", 1), ("d8", 8)],
        {0: (5, 5), 1: (8, 5), 2: (5, 6), 11: (20, 5)},
        ball_carrier=0,
        weather="stifling_wind",
    )
    activate(m, 0)
    texts = [e.text for e in m.apply(Action(Act.PASS, piece=0, square=sq(8, 5)))]
    assert "Catch (Player 3): rolled 1, needed 4+, failed" in texts
    assert "Turnover: Cranes' turn ends" in texts
    dice.finish()


def test_r14_freezing_cold_players_who_took_part_may_miss_the_next_drive(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 1), ("d6", 5)],
        {0: (21, 5), 11: (10, 5)},
        ball_carrier=0,
        weather="freezing_cold",
    )
    assert m.took_part == {0, 11}  # the models placed at the turn's start were on the pitch at its kickoff
    activate(m, 0)
    texts = move(m, 0, 22, 5)  # touchdown: the drive ends and the cold bites
    assert "Cold (Player 1): rolled 1 — misses the next drive" in texts
    assert "Cold (Player 1): rolled 5 — fine" in texts
    dice.finish()
    assert m.pending.kind == "setup" and m.pending.side == 0  # type: ignore[union-attr]
    assert all(a.piece != 0 for a in m.legal_actions() if a.act is Act.PLACE)
    assert 0 not in {p.index for p in m.able_to_play(0)} and m.pieces[0].status is Status.RESERVES


def test_r13_kickoff_weather_rolls_the_weather_again(data: GameData) -> None:
    from samurai_bowl.engine.dice.sources import ScriptedDice
    from samurai_bowl.engine.match import Match

    dice = ScriptedDice(
        [
            ("d6", 3),
            ("d6", 4),
            ("d6", 2),
            ("d6", 4),
            ("d6", 3),
            ("d6", 1),
            ("d6", 1),
            ("d8", 5),
            ("d6", 1),
            ("d8", 5),
        ],
        data.block_dice,
    )
    m = Match(data, *crane_v_lion(), seed=0, dice=dice)
    m.apply(Action(Act.CHOOSE_KICK, choice=1))
    for _ in (0, 1):
        m.apply(Action(Act.FORMATION, choice=0))
        m.apply(Action(Act.END_SETUP))
    texts = [e.text for e in m.apply(Action(Act.KICK, square=sq(16, 6)))]
    assert "The weather changes: rolled 1+1 — Torrential Rain" in texts
    assert m.weather == "torrential_rain"
    dice.finish()
