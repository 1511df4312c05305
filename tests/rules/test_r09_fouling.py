"""R9 fouling and penalties: who may foul whom, the modifiers, doubles, the Imperial Favor,
arguing the call, and the foul victim's challenge."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pieces import Status
from tests.rules.match_builder import activate, crane_v_lion, position, sq
from tests.teams.helpers import make_team

# home: Scorpion linemen 0-10 (PH 1, Dirty Player); away: Cranes 11-17 linemen (AV 7), ...


def scorpions_v_cranes(
    data: GameData,
    dice: list[tuple[str, Any]],
    victim: Status = Status.PRONE,
    away_staff: str | None = None,
    **kw: Any,
) -> tuple[Match, Any]:
    home = make_team("scorpion", {"lineman": 11}, name="Scorpions")
    away = (
        crane_v_lion()[0]
        if away_staff is None
        else make_team(away_staff, {"lineman": 11}, name="Unicorns", special_staff=True)
    )
    return position(data, home, away, dice, {0: (5, 5), 1: (8, 8), 11: (6, 5, victim), 12: (15, 5)}, **kw)


def foul(m: Match) -> list[str]:
    activate(m, 0)
    return [e.text for e in m.apply(Action(Act.FOUL, piece=0, square=sq(6, 5)))]


def test_r9_1_only_low_honor_may_foul_and_only_face_up_models(data: GameData) -> None:
    m, _ = scorpions_v_cranes(data, [])
    activate(m, 0)
    assert Action(Act.FOUL, piece=0, square=sq(6, 5)) in m.legal_actions()
    stunned, _ = scorpions_v_cranes(data, [], victim=Status.STUNNED)
    activate(stunned, 0)
    assert not any(a.act is Act.FOUL for a in stunned.legal_actions())
    cranes, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (6, 5, Status.PRONE)})
    activate(cranes, 0)  # a Crane lineman has PH 3
    assert not any(a.act is Act.FOUL for a in cranes.legal_actions())


def test_r9_2_foul_armour_plus_one_and_dirty_player(data: GameData) -> None:
    # 2+3 +1 foul +2 Dirty Player = 8 breaks AV 7; injury 1+2 +2 Dirty Player = 5, Stunned
    m, dice = scorpions_v_cranes(data, [("d6", 2), ("d6", 3), ("d6", 1), ("d6", 2)])
    texts = foul(m)
    assert "Armour (Player 1, AV 7): rolled 2+3+3 — broken" in texts
    assert "Injury (Player 1): rolled 1+2+2 — Stunned" in texts
    assert m.pieces[11].status is Status.STUNNED
    assert m.pending.kind == "turn" and m.pending.side == 0  # type: ignore[union-attr]  # no turnover
    assert Action(Act.ACTIVATE, piece=0) not in m.legal_actions()  # the foul was his action
    dice.finish()


def test_r9_3_doubles_eject_the_fouler_a_penalty_and_a_turnover(data: GameData) -> None:
    m, dice = scorpions_v_cranes(data, [("d6", 2), ("d6", 2)])
    foul(m)
    assert m.pending.kind == "penalty" and m.pending.side == 0  # type: ignore[union-attr]
    assert {a.act for a in m.legal_actions()} == {
        Act.ACCEPT_PENALTY,
        Act.ARGUE_CALL,
    }  # nobody holds the Favor
    texts = [e.text for e in m.apply(Action(Act.ACCEPT_PENALTY))]
    assert "Player 1 is Dishonored" in texts and "Turnover: Scorpions' turn ends" in texts
    assert m.pieces[0].status is Status.DISHONORED
    dice.finish()


def test_r9_7_arguing_the_call_once_per_half(data: GameData) -> None:
    # doubles 2+2 hold (7 against AV 7), argued with a 6; then doubles 3+3 break and stun. Two fouls
    # in one turn need one action per model (R4.2's rule option).
    m, dice = scorpions_v_cranes(
        data,
        [("d6", 2), ("d6", 2), ("d6", 6), ("d6", 3), ("d6", 3), ("d6", 1), ("d6", 1)],
        options={"match": {"action_limit": "model"}},
    )
    foul(m)
    texts = [e.text for e in m.apply(Action(Act.ARGUE_CALL))]
    assert "Arguing the call (0 Assistant Coaches): rolled 6, needed 6+, success" in texts
    assert m.pieces[0].status is Status.STANDING and m.pending.kind == "turn"  # type: ignore[union-attr]
    # a second foul this half: no argument left, so the penalty stands without a question
    m.apply(Action(Act.ACTIVATE, piece=1))
    m.apply(Action(Act.MOVE, piece=1, square=sq(7, 7)))
    m.apply(Action(Act.MOVE, piece=1, square=sq(7, 6)))
    texts = [e.text for e in m.apply(Action(Act.FOUL, piece=1, square=sq(6, 5)))]
    assert "Player 2 is Dishonored" in texts
    dice.finish()


def test_r9_6_the_imperial_favor_cancels_one_penalty(data: GameData) -> None:
    m, dice = scorpions_v_cranes(data, [("d6", 2), ("d6", 2)])
    m.favor = 0
    foul(m)
    assert Action(Act.USE_FAVOR) in m.legal_actions()
    texts = [e.text for e in m.apply(Action(Act.USE_FAVOR))]
    assert "Penalty (Player 1 rolled doubles fouling): cancelled" in texts
    assert m.favor_used and m.pieces[0].status is Status.STANDING
    dice.finish()


def test_r17_ide_tadaji_denies_the_opponent_the_favor(data: GameData) -> None:
    m, dice = scorpions_v_cranes(data, [("d6", 2), ("d6", 2)], away_staff="unicorn")
    m.favor = 0
    foul(m)
    assert Action(Act.USE_FAVOR) not in m.legal_actions()
    dice.finish()


def test_r9_4_the_victim_demands_his_challenge_at_the_next_drive(data: GameData) -> None:
    # armour holds; then the Scorpions score, and the next drive opens with the Crane's demand
    home = make_team("scorpion", {"lineman": 11}, name="Scorpions")
    m, dice = position(
        data,
        home,
        crane_v_lion()[0],
        [("d6", 1), ("d6", 2)],
        {0: (5, 5), 1: (21, 8), 11: (6, 5, Status.PRONE), 12: (15, 5)},
        ball_carrier=1,
    )
    foul(m)
    assert m.grudges == [(11, 0)]
    activate(m, 1)
    m.apply(Action(Act.MOVE, piece=1, square=sq(22, 8)))  # touchdown
    assert m.pending.kind == "demand_duel" and m.pending.side == 1  # type: ignore[union-attr]
    m.apply(Action(Act.DEMAND_DUEL, choice=1))
    assert m.pending.kind == "accept_duel" and m.pending.side == 0  # type: ignore[union-attr]
    m.apply(Action(Act.ACCEPT_DUEL, choice=0))  # the fouler refuses, and is Dishonored
    assert m.pieces[0].status is Status.DISHONORED
    assert m.pending.kind == "setup"  # type: ignore[union-attr]
    dice.finish()


def test_r9_2_foul_odds_count_the_plus_one_and_dirty_player(data: GameData) -> None:
    # Scorpion lineman (Dirty Player: +1 foul +2 = +3) on a Crane lineman (AV 7): 2d6 + 3 > 7 is 2d6 ≥ 5
    m, _ = scorpions_v_cranes(data, [])
    odds = m.odds(Action(Act.FOUL, piece=0, square=sq(6, 5)))
    assert odds is not None
    assert odds.armour_break == Fraction(30, 36)
    assert odds.ejection == Fraction(6, 36)  # R9.3: any doubles
