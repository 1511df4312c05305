"""R16 the Team Shugenja: one spell per game, offered only when it can be cast."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.teams.model import Team
from tests.rules.match_builder import activate, crane_v_lion, move, position, sq
from tests.teams.helpers import make_team

SPELLS = {Act.FIRES_FROM_WITHIN, Act.INNER_FIRE, Act.VOID_STRIKE}


def with_shugenja() -> tuple[Team, Team]:
    cranes, lions = crane_v_lion()
    return cranes.model_copy(update={"team_shugenja": True}), lions


def spells(m) -> set[Act]:  # type: ignore[no-untyped-def]
    return {a.act for a in m.legal_actions()} & SPELLS


def test_r16_no_shugenja_no_spells(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5, Status.PRONE), 11: (6, 5)})
    assert spells(m) == set()


def test_r16_inner_fire_stands_a_player_up_once_per_game(data: GameData) -> None:
    m, _ = position(
        data, *with_shugenja(), [], {0: (5, 5, Status.STUNNED), 1: (8, 8, Status.PRONE), 11: (6, 5)}
    )
    assert spells(m) == {Act.FIRES_FROM_WITHIN, Act.INNER_FIRE}  # no Void Strike: not Phoenix
    texts = [e.text for e in m.apply(Action(Act.INNER_FIRE, piece=0))]
    assert "Cranes' shugenja casts Inner Fire" in texts and m.pieces[0].standing
    assert spells(m) == set() and m.spell_cast == [True, False]


def test_r16_the_fires_from_within(data: GameData) -> None:
    # a line (10, 5)-(12, 5): two standing Lions; the first keeps his feet, the second falls
    m, dice = position(
        data,
        *with_shugenja(),
        [("d6", 4), ("d6", 2), ("d6", 1), ("d6", 1)],
        {0: (5, 5), 11: (10, 5), 12: (12, 5), 13: (11, 5, Status.PRONE)},
    )
    action = Action(Act.FIRES_FROM_WITHIN, square=sq(10, 5), choice=0)
    assert action in m.legal_actions()
    texts = [e.text for e in m.apply(action)]
    assert "The Fires From Within (Player 1): rolled 4, needed 4+, success" in texts
    assert "The Fires From Within (Player 2): rolled 2, needed 4+, failed" in texts
    assert m.pieces[12].status is Status.PRONE and m.pieces[11].standing
    assert not any(t.startswith("Turnover") for t in texts)  # none of his own fell
    dice.finish()


def test_r16_void_strike_is_phoenix_only(data: GameData) -> None:
    phoenix = make_team("phoenix", {"apprentice": 11}, name="Phoenix", team_shugenja=True)
    m, dice = position(data, phoenix, crane_v_lion()[1], [("d6", 4)], {0: (5, 5), 11: (10, 5)})
    action = Action(Act.VOID_STRIKE, square=sq(10, 5))
    assert action in m.legal_actions()
    texts = [e.text for e in m.apply(action)]
    assert "Void Strike at Player 1 (ST 3): rolled 4, success — Knocked Out" in texts
    assert m.pieces[11].status is Status.KO
    dice.finish()


def test_r16_augury_rerolls_a_turnover_even_after_a_reroll(data: GameData) -> None:
    cranes, lions = with_shugenja()
    m, dice = position(
        data, cranes, lions, [("d6", 1), ("d6", 2), ("d6", 5)], {0: (5, 5), 11: (6, 6)}, rerolls=(1, 0)
    )
    activate(m, 0)
    move(m, 0, 4, 4)
    m.apply(Action(Act.USE_REROLL))  # the team re-roll fails too (2)
    assert m.pending.kind == "augury"  # type: ignore[union-attr]
    texts = [e.text for e in m.apply(Action(Act.AUGURY, choice=1))]
    assert "Dodge (Player 1): rolled 5, needed 4+, success (re-roll: Augury)" in texts
    assert m.pieces[0].square == sq(4, 4) and m.pieces[0].standing
    dice.finish()


def test_r16_biting_steel_on_a_blocks_knock_down(data: GameData) -> None:
    # 3+4 would not break the Lion's AV 8; with +2 it does, and the injury gets +2 as well
    m, dice = position(
        data,
        *with_shugenja(),
        [("block", "defender_down"), ("d6", 3), ("d6", 4), ("d6", 2), ("d6", 2)],
        {0: (5, 5), 11: (6, 5)},
    )
    activate(m, 0)
    m.apply(Action(Act.BLOCK, piece=0, square=sq(6, 5)))
    m.apply(Action(Act.FOLLOW_UP, choice=0))
    assert m.pending.kind == "biting_steel" and m.pending.side == 0  # type: ignore[union-attr]
    texts = [e.text for e in m.apply(Action(Act.BITING_STEEL, choice=1))]
    assert "Armour (Player 1, AV 8): rolled 3+4+2 — broken" in texts
    assert "Injury (Player 1): rolled 2+2+2 — Stunned" in texts
    dice.finish()


def test_r17_r16_asako_yasus_ban_silences_the_shugenja(data: GameData) -> None:
    m, _ = position(data, *with_shugenja(), [], {0: (5, 5, Status.PRONE), 11: (6, 5)})
    m.shugenja_banned[0] = True
    m._legal = None
    assert spells(m) == set()


def test_r16_a_spell_in_the_middle_of_an_activation_keeps_its_movement_and_action(data: GameData) -> None:
    """R16 [I] (2026-11-28): Inner Fire and the Fires From Within are offered after a step, before
    the next; casting one does not end the activation, spend its action or lose its movement."""
    m, dice = position(data, *with_shugenja(), [], {0: (5, 5), 1: (8, 8, Status.PRONE), 11: (15, 5)})
    activate(m, 0)
    move(m, 0, 6, 5)
    asked = m.pending
    assert asked is not None and asked.kind == "activation" and asked.data["ma_left"] == 6  # MA 7
    assert spells(m) == {Act.INNER_FIRE, Act.FIRES_FROM_WITHIN}
    m.apply(Action(Act.INNER_FIRE, piece=1))
    assert m.pieces[1].standing and m.pending == asked and not m.action_used
    assert spells(m) == set()
    for x in range(7, 13):  # the six squares of movement he had left, every one of them
        move(m, 0, x, 5)
    assert m.pieces[0].square == sq(12, 5) and m.pending is not None and m.pending.data["ma_left"] == 0
    dice.finish()
