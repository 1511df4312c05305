"""R7 blocks through the Match API: dice and chooser, every face, pushes, crowd, follow-up, skills."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pieces import Status
from tests.rules.match_builder import activate, crane_v_crab, crane_v_lion, move, position, sq
from tests.teams.helpers import make_team


def block(m: Match, attacker: int, x: int, y: int) -> list[str]:
    return [e.text for e in m.apply(Action(Act.BLOCK, piece=attacker, square=sq(x, y)))]


def answer(m: Match, act: Act, **kw: int) -> list[str]:
    return [e.text for e in m.apply(Action(act, **kw))]


def test_r7_3_equal_strength_one_die_and_a_push(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [("block", "pushed")], {0: (5, 5), 11: (6, 5)})
    activate(m, 0)
    texts = block(m, 0, 6, 5)
    assert texts[0] == "Player 1 (ST 3) blocks Player 1 (ST 3): 1 die"
    assert m.pieces[11].square == sq(7, 5) and m.pieces[11].standing
    assert m.pending.kind == "follow_up"  # type: ignore[union-attr]
    answer(m, Act.FOLLOW_UP, choice=1)
    assert m.pieces[0].square == sq(6, 5)
    assert m.pending.kind == "turn"  # type: ignore[union-attr]  # the block was his action
    dice.finish()


def test_r7_2_r7_3_an_assist_gives_two_dice_the_attacker_picks(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "attacker_down"), ("block", "defender_down"), ("d6", 1), ("d6", 2)],
        {0: (5, 5), 1: (6, 4), 11: (6, 5)},
    )
    activate(m, 0)
    texts = block(m, 0, 6, 5)
    assert "ST 4) blocks" in texts[0] and "2 dice, the attacker chooses" in texts[0]
    assert m.pending.kind == "block_die" and m.pending.side == 0  # type: ignore[union-attr]
    answer(m, Act.CHOOSE_DIE, choice=1)  # Defender Down: pushed, knocked down, armour 1+2 holds
    answer(m, Act.FOLLOW_UP, choice=0)
    assert m.pieces[11].status is Status.PRONE and m.pieces[11].square == sq(7, 5)
    dice.finish()


def test_r7_3_the_stronger_defender_picks(data: GameData) -> None:
    home, _ = crane_v_lion()
    lions = make_team("lion", {"matsu_lions_pride": 4, "lineman": 7}, name="Lions")
    m, dice = position(
        data,
        home,
        lions,
        [("block", "pushed"), ("block", "attacker_down"), ("d6", 2), ("d6", 2)],
        {0: (5, 5), 11: (6, 5)},
    )
    activate(m, 0)
    block(m, 0, 6, 5)
    assert m.pending.kind == "block_die" and m.pending.side == 1  # type: ignore[union-attr]
    texts = answer(m, Act.CHOOSE_DIE, choice=1)  # the Lion picks the skull
    assert m.pieces[0].status is Status.PRONE
    assert "Turnover: Cranes' turn ends" in texts
    dice.finish()


def test_r7_5_skull_uses_the_defenders_modifiers(data: GameData) -> None:
    # the Lion defender has Katana: +2 on the injury he causes; armour 4+4 breaks AV 7, injury 3+3+2 = 8 KO
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "attacker_down"), ("d6", 4), ("d6", 4), ("d6", 3), ("d6", 3)],
        {0: (5, 5), 11: (6, 5)},
    )
    activate(m, 0)
    texts = block(m, 0, 6, 5)
    assert "Injury (Player 1): rolled 3+3+2 — Knocked Out" in texts
    assert m.pieces[0].status is Status.KO
    dice.finish()


def test_r7_6_both_down_block_keeps_a_model_up(data: GameData) -> None:
    # a Crab lineman (Block) blocks a Crane lineman: both down, only the Crane falls, no turnover
    # ST 4 against 3: two dice, both showing Both Down
    m, dice = position(
        data,
        *crane_v_crab(),
        [("block", "both_down"), ("block", "both_down"), ("d6", 1), ("d6", 1)],
        {0: (6, 5), 11: (5, 5)},
        active=1,
    )
    activate(m, 11)
    texts = block(m, 11, 6, 5)
    assert m.pieces[11].standing and m.pieces[0].status is Status.PRONE
    assert not any(t.startswith("Turnover") for t in texts)
    dice.finish()


def test_r7_6_both_down_without_block_is_a_turnover(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "both_down"), ("d6", 1), ("d6", 1), ("d6", 1), ("d6", 1)],
        {0: (5, 5), 11: (6, 5)},
    )
    activate(m, 0)
    texts = block(m, 0, 6, 5)
    assert m.pieces[0].status is Status.PRONE and m.pieces[11].status is Status.PRONE
    assert "Turnover: Cranes' turn ends" in texts
    dice.finish()


def test_r7_4_defender_stumbles_dodge_is_only_pushed(data: GameData) -> None:
    # the Crab attacks a Crane catcher (Dodge): stumbles only pushes him
    m, dice = position(
        data,
        *crane_v_crab(),
        [("block", "defender_stumbles"), ("block", "defender_stumbles")],
        {9: (6, 5), 11: (5, 5)},
        active=1,
    )
    activate(m, 11)
    block(m, 11, 6, 5)
    answer(m, Act.FOLLOW_UP, choice=0)
    assert m.pieces[9].standing and m.pieces[9].square == sq(7, 5)
    dice.finish()


def test_r7_9_charge_adds_armour_after_moving(data: GameData) -> None:
    # a Lion lineman moves, then blocks: Charge +1 armour, Katana +2 injury
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "defender_down"), ("d6", 3), ("d6", 4), ("d6", 2), ("d6", 2)],
        {0: (8, 5), 11: (6, 5)},
        active=1,
    )
    activate(m, 11)
    move(m, 11, 7, 5)
    texts = block(m, 11, 8, 5)
    answer(m, Act.FOLLOW_UP, choice=0)
    events = [e.text for e in m.events]
    assert "Armour (Player 1, AV 7): rolled 3+4+1 — broken" in events
    assert "Injury (Player 1): rolled 2+2+2 — Stunned" in events
    assert m.pieces[0].status is Status.STUNNED
    dice.finish()
    assert texts


def test_r7_7_pushed_into_the_crowd(data: GameData) -> None:
    # the carrier on the side line is pushed off: injury, no armour; the ball is thrown in
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "pushed"), ("d6", 4), ("d6", 4), ("d3", 2), ("d6", 1), ("d6", 2)],
        {0: (5, 1), 11: (5, 0)},
        ball_carrier=11,
    )
    activate(m, 0)
    texts = block(m, 0, 5, 0)
    assert "Player 1 is pushed into the crowd" in texts
    assert m.pieces[11].status is Status.KO
    assert m.pending.kind == "follow_up"  # type: ignore[union-attr]
    answer(m, Act.FOLLOW_UP, choice=0)
    # thrown in straight back down 3 squares from (5, 0) to (5, 3): nobody there
    assert m.ball.square == sq(5, 3) and m.ball.carrier is None
    dice.finish()


def test_r7_7_chain_push(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "pushed")],
        {0: (5, 5), 11: (6, 5), 12: (7, 4), 13: (7, 5), 14: (7, 6)},
    )
    activate(m, 0)
    block(m, 0, 6, 5)  # all three squares are taken: into 13's square, 13 pushed on first
    assert m.pieces[13].square == sq(8, 5) and m.pieces[11].square == sq(7, 5)
    assert m.pending.kind == "follow_up"  # type: ignore[union-attr]
    dice.finish()


def test_r7_7_stand_firm_is_knocked_down_where_he_stands(data: GameData) -> None:
    home, _ = crane_v_lion()
    dragons = make_team("dragon", {"ise_zumi": 4, "lineman": 7}, name="Dragons")
    m, dice = position(
        data, home, dragons, [("block", "defender_down"), ("d6", 1), ("d6", 1)], {0: (5, 5), 11: (6, 5)}
    )
    activate(m, 0)
    block(m, 0, 6, 5)
    assert m.pieces[11].square == sq(6, 5) and m.pieces[11].status is Status.PRONE
    assert m.pending.kind == "turn"  # type: ignore[union-attr]  # no follow-up: he did not move
    dice.finish()


def test_r7_7_sidestep_lets_the_defender_choose(data: GameData) -> None:
    home, _ = crane_v_lion()
    phoenix = make_team("phoenix", {"water_adept": 2, "apprentice": 9}, name="Phoenix")
    m, dice = position(data, home, phoenix, [("block", "pushed")], {0: (5, 5), 11: (6, 5)})
    activate(m, 0)
    block(m, 0, 6, 5)
    assert m.pending.kind == "push" and m.pending.side == 1  # type: ignore[union-attr]
    answer(m, Act.PUSH, piece=11, square=sq(5, 4))
    assert m.pieces[11].square == sq(5, 4)
    dice.finish()


def test_r11_2_block_dice_rerolled_together(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "attacker_down"), ("block", "both_down"), ("block", "pushed"), ("block", "pushed")],
        {0: (5, 5), 1: (6, 4), 11: (6, 5)},
        rerolls=(1, 0),
    )
    activate(m, 0)
    block(m, 0, 6, 5)
    assert m.pending.kind == "block_reroll"  # type: ignore[union-attr]
    texts = answer(m, Act.USE_REROLL)
    assert texts[0] == "Block dice: rolled 3+3 — Pushed, Pushed (re-roll: team)"
    assert m.teams[0].rerolls == 0 and m.pending.kind == "follow_up"  # type: ignore[union-attr]
    dice.finish()


def test_r4_3_frenzy_blocks_again(data: GameData) -> None:
    home, _ = crane_v_lion()
    crabs = make_team("crab", {"berserker": 2, "lineman": 9}, name="Crabs")
    # first block: 1 helps 0 (4 against 4, one die); second: 4 against 3, two dice
    m, dice = position(
        data, home, crabs, [("block", "pushed")] * 3, {0: (6, 5), 1: (6, 7), 11: (5, 6)}, active=1
    )
    activate(m, 11)
    block(m, 11, 6, 5)
    answer(m, Act.FOLLOW_UP, choice=0)
    assert Action(Act.BLOCK, piece=11, square=sq(6, 7)) in m.legal_actions()
    assert not any(a.act is Act.MOVE for a in m.legal_actions())
    block(m, 11, 6, 7)
    answer(m, Act.FOLLOW_UP, choice=0)
    assert m.pieces[1].square == sq(7, 8)
    dice.finish()


def test_r5_5_a_carrier_pushed_into_the_end_zone_scores(data: GameData) -> None:
    # the Lion carrier stands at (2, 5); pushed to (1, 5), home's end zone, where Lions score
    m, dice = position(data, *crane_v_lion(), [("block", "pushed")], {0: (3, 5), 11: (2, 5)}, ball_carrier=11)
    activate(m, 0)
    texts = block(m, 0, 2, 5)
    assert "Touchdown! Player 1 scores for Lions" in texts
    assert m.teams[1].score == 1
    dice.finish()
