"""R4 turns and R5 movement through the public Match API, with scripted dice."""

from __future__ import annotations

import json

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action, IllegalAction
from samurai_bowl.engine.state.pieces import Status
from tests.rules.match_builder import activate, crane_v_crab, crane_v_lion, move, position, sq


def test_r5_1_moving_into_free_squares_costs_one_ma_each(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (15, 5)})
    activate(m, 0)
    for x in range(6, 13):
        move(m, 0, x, 5)
    assert m.pieces[0].square == sq(12, 5)
    assert m.pending.data["ma_left"] == 0 and m.pending.data["surges_left"] == 2  # type: ignore[union-attr]
    dice.finish()


def test_r5_3_dodge_out_of_a_tackle_zone(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [("d6", 4)], {0: (5, 5), 11: (6, 6)})
    activate(m, 0)
    texts = move(m, 0, 4, 4)
    assert texts[0] == "Dodge (Player 1): rolled 4, needed 4+, success"
    assert m.pieces[0].square == sq(4, 4) and m.pieces[0].status is Status.STANDING
    dice.finish()


def test_r5_3_dodge_modifier_counts_tackle_zones_on_the_square_entered(data: GameData) -> None:
    # leaving the zone of 11 into a square covered by 12 and 13: -2, a 5 is not enough for AG3
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 5), ("d6", 1), ("d6", 1)],
        {0: (5, 5), 11: (4, 4), 12: (7, 5), 13: (7, 7)},
    )
    activate(m, 0)
    texts = move(m, 0, 6, 6)
    assert texts[0] == "Dodge (Player 1): rolled 5-2, needed 4+, failed"
    dice.finish()


def test_r5_3_failed_dodge_falls_prone_armour_and_turnover(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [("d6", 3), ("d6", 2), ("d6", 3)], {0: (5, 5), 11: (6, 6)})
    activate(m, 0)
    texts = move(m, 0, 4, 4)
    assert m.pieces[0].square == sq(4, 4) and m.pieces[0].status is Status.PRONE
    assert any(t.startswith("Armour (Player 1, AV 7): rolled 2+3") for t in texts)
    assert "Turnover: Cranes' turn ends" in texts
    assert m.pending.kind == "turn" and m.pending.side == 1  # type: ignore[union-attr]
    dice.finish()


def test_r5_3_dodge_skill_rerolls(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [("d6", 2), ("d6", 5)], {9: (5, 5), 11: (6, 6)})
    activate(m, 9)
    texts = move(m, 9, 4, 4)
    assert texts[1] == "Dodge (Player 10): rolled 5, needed 4+, success (re-roll: Dodge)"
    dice.finish()


def test_r5_3_tackle_denies_the_dodge_reroll(data: GameData) -> None:
    m, dice = position(data, *crane_v_crab(), [("d6", 2), ("d6", 3), ("d6", 3)], {9: (5, 5), 11: (6, 6)})
    activate(m, 9)
    texts = move(m, 9, 4, 4)
    assert texts[0] == "Dodge (Player 10): rolled 2, needed 4+, failed"
    assert not any("re-roll" in t for t in texts)
    assert m.pieces[9].status is Status.PRONE
    dice.finish()


def test_r11_1_team_reroll_offered_once_per_turn(data: GameData) -> None:
    # 12 marks (4, 4), so the first dodge is at -1 and the second move must dodge too
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 2), ("d6", 5), ("d6", 1), ("d6", 2), ("d6", 2)],
        {0: (5, 5), 11: (6, 6), 12: (3, 5)},
        rerolls=(2, 0),
    )
    activate(m, 0)
    move(m, 0, 4, 4)
    assert m.pending.kind == "reroll"  # type: ignore[union-attr]
    texts = [e.text for e in m.apply(Action(Act.USE_REROLL))]
    assert texts[0] == "Dodge (Player 1): rolled 5-1, needed 4+, success (re-roll: team)"
    assert m.teams[0].rerolls == 1 and m.teams[0].reroll_used
    # a second failure in the same turn is not offered a re-roll: he falls
    move(m, 0, 4, 3)
    assert m.pieces[0].status is Status.PRONE and m.teams[0].rerolls == 1
    dice.finish()


def test_r5_4_surge_of_speed_fails_on_a_one(data: GameData) -> None:
    m, dice = position(
        data, *crane_v_lion(), [("d6", 2), ("d6", 1), ("d6", 1), ("d6", 1)], {4: (5, 5), 11: (20, 5)}
    )
    activate(m, 4)
    for x in range(6, 13):
        move(m, 4, x, 5)
    texts = move(m, 4, 13, 5)  # first surge: 2 is fine
    assert texts[0] == "Surge of Speed (Player 5): rolled 2, needed 2+, success"
    texts = move(m, 4, 14, 5)  # second surge: 1 falls
    assert m.pieces[4].status is Status.PRONE and m.pieces[4].square == sq(14, 5)
    assert "Turnover: Cranes' turn ends" in texts
    dice.finish()


def test_r5_4_two_surges_then_no_more_moves(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [("d6", 3), ("d6", 3)], {4: (5, 5), 11: (20, 5)})
    activate(m, 4)
    for x in range(6, 15):
        move(m, 4, x, 5)
    assert [a.act for a in m.legal_actions()] == [Act.END_ACTIVATION]
    dice.finish()


def test_r4_2_an_activated_model_cannot_act_again_this_turn(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 1: (5, 7), 11: (15, 5)})
    activate(m, 0)
    move(m, 0, 6, 5)
    m.apply(Action(Act.END_ACTIVATION, piece=0))
    assert Action(Act.ACTIVATE, piece=0) not in m.legal_actions()
    assert Action(Act.ACTIVATE, piece=1) in m.legal_actions()


def test_r4_6_standing_up_costs_three_squares(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5, Status.PRONE), 11: (15, 5)})
    activate(m, 0)
    assert m.pieces[0].status is Status.STANDING
    assert m.pending.data["ma_left"] == 7 - 3  # type: ignore[union-attr]


def test_r4_6_below_the_cost_standing_up_takes_a_roll_and_ends_movement(data: GameData) -> None:
    options = {"movement": {"stand_up_cost": 5}}  # a Crab lineman has MA 4
    at = {0: (5, 5), 11: (15, 5, Status.PRONE)}
    m, dice = position(data, *crane_v_crab(), [("d6", 4)], at, options=options, active=1)
    activate(m, 11)
    dice.finish()
    assert m.pieces[11].status is Status.STANDING
    assert [a.act for a in m.legal_actions()] == [Act.END_ACTIVATION]
    m2, _ = position(data, *crane_v_crab(), [("d6", 3)], at, options=options, active=1)
    activate(m2, 11)
    assert m2.pieces[11].status is Status.PRONE and m2.pending.kind == "turn"  # type: ignore[union-attr]


def test_r4_5_stunned_models_turn_face_up_at_the_end_of_their_next_turn(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (15, 5, Status.STUNNED)}, active=1)
    assert [a.act for a in m.legal_actions()] == [Act.END_TURN]  # a stunned model cannot act
    texts = [e.text for e in m.apply(Action(Act.END_TURN))]
    assert "Player 1 turns face up" in texts and m.pieces[11].status is Status.PRONE


def test_r6_1_pick_up_and_r5_5_touchdown(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [("d6", 3)], {0: (20, 5), 11: (10, 5)}, ball_square=sq(21, 5))
    activate(m, 0)
    texts = move(m, 0, 21, 5)
    assert texts[-1] == "Player 1 picks up the ball" and m.ball.carrier == 0
    texts = move(m, 0, 22, 5)
    assert texts[-1] == "Touchdown! Player 1 scores for Cranes"
    assert (m.teams[0].score, m.teams[1].score) == (1, 0)
    # R3.3: the drive is over and the scoring team kicks off, so it sets up first
    assert m.pending.kind == "setup" and m.pending.side == 0  # type: ignore[union-attr]
    dice.finish()


def test_r6_1_failed_pick_up_bounces_and_is_a_turnover(data: GameData) -> None:
    m, dice = position(
        data, *crane_v_lion(), [("d6", 2), ("d8", 5)], {0: (20, 5), 11: (10, 5)}, ball_square=sq(21, 5)
    )
    activate(m, 0)
    texts = move(m, 0, 21, 5)
    assert m.ball.carrier is None and m.ball.square == sq(22, 5)
    assert "Turnover: Cranes' turn ends" in texts
    dice.finish()


def test_r6_1_sure_hands_rerolls_a_pick_up(data: GameData) -> None:
    m, dice = position(
        data, *crane_v_lion(), [("d6", 1), ("d6", 3)], {7: (20, 5), 11: (10, 5)}, ball_square=sq(21, 5)
    )
    activate(m, 7)
    texts = move(m, 7, 21, 5)
    assert "Pick-up (Player 8): rolled 3+1, needed 4+, success (re-roll: Sure Hands)" in texts
    dice.finish()


def test_r3_5_knocked_out_players_may_return_at_the_next_drive(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 4), ("d6", 3)],
        {0: (21, 5), 11: (10, 5)},
        ball_carrier=0,
        boxes={1: Status.KO, 12: Status.KO},
    )
    activate(m, 0)
    texts = move(m, 0, 22, 5)  # touchdown ends the drive; the next drive starts with KO recovery
    assert "KO recovery (Player 2): rolled 4, needed 4+, success" in texts  # home #2
    assert "KO recovery (Player 2): rolled 3, needed 4+, failed" in texts  # away #2
    assert m.pieces[1].status is Status.RESERVES and m.pieces[12].status is Status.KO
    dice.finish()


def test_an_illegal_action_is_refused_and_changes_nothing(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 1: (6, 5), 11: (15, 5)})
    activate(m, 0)
    before = json.dumps([a.to_json() for a in m.history])
    with pytest.raises(
        IllegalAction, match=r"move piece=0 square=\d+ is not allowed now: home must answer 'activation'"
    ):
        m.apply(Action(Act.MOVE, piece=0, square=sq(6, 5)))
    with pytest.raises(IllegalAction):
        m.apply(Action(Act.ACTIVATE, piece=11))
    assert json.dumps([a.to_json() for a in m.history]) == before
    assert m.pieces[0].square == sq(5, 5)


def test_r6_4_a_ball_never_rests_on_a_fallen_models_square(data: GameData) -> None:
    # (revised) the failed pick-up bounces right onto a prone Lion: it bounces on, right again to (23, 5)
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 2), ("d8", 5), ("d8", 5)],
        {0: (20, 5), 11: (22, 5, Status.PRONE)},
        ball_square=sq(21, 5),
    )
    activate(m, 0)
    texts = move(m, 0, 21, 5)
    assert "The ball bounces off Player 1" in texts and "The ball comes to rest at (23, 5)" in texts
    assert m.ball.square == sq(23, 5) and m.ball.carrier is None
    dice.finish()
