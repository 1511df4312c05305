"""R17 special coaching staff, each at its moment (Ide Tadaji is in test_r09_fouling.py)."""

from __future__ import annotations

from typing import Any

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.teams.model import Team
from tests.rules.match_builder import activate, crane_v_lion, position, sq
from tests.teams.helpers import make_team

WEATHER = [("d6", 3), ("d6", 4)]


def start(data: GameData, home: Team, away: Team, dice: list[tuple[str, Any]]) -> tuple[Match, ScriptedDice]:
    scripted = ScriptedDice(dice, data.block_dice)
    return Match(data, home, away, seed=0, dice=scripted), scripted


def test_r17_asako_yasu_bans_the_opposing_shugenja(data: GameData) -> None:
    phoenix = make_team("phoenix", {"apprentice": 11}, name="Phoenix", special_staff=True)
    cranes = crane_v_lion()[0].model_copy(update={"team_shugenja": True})
    m, dice = start(data, phoenix, cranes, [*WEATHER, ("d6", 4), ("d6", 4), ("d6", 2)])
    texts = [e.text for e in m.events]
    assert "Asako Yasu: the opposing Team Shugenja is held for questioning" in texts  # a tie is enough
    assert m.shugenja_banned == [False, True] and m.pending.kind == "coin_toss"  # type: ignore[union-attr]
    dice.finish()


def test_r17_shosuro_hametsu_poisons_before_the_game(data: GameData) -> None:
    scorpions = make_team("scorpion", {"lineman": 11}, name="Scorpions", special_staff=True)
    m, dice = start(data, scorpions, crane_v_lion()[0], [*WEATHER, ("d3", 2), ("d6", 2)])
    assert m.pending.kind == "poison" and m.pending.side == 0  # type: ignore[union-attr]
    texts = [e.text for e in m.apply(Action(Act.CHOOSE_PLAYER, piece=11))]
    assert any("is doubled up with cramps and misses the game" in t for t in texts)
    assert 11 in m.absent and 11 not in {p.index for p in m.able_to_play(1)}
    assert m.pending.kind == "coin_toss"  # type: ignore[union-attr]
    dice.finish()


def test_r17_shosuro_hametsu_can_kill(data: GameData) -> None:
    scorpions = make_team("scorpion", {"lineman": 11}, name="Scorpions", special_staff=True)
    m, dice = start(data, scorpions, crane_v_lion()[0], [*WEATHER, ("d3", 3), ("d6", 2)])
    m.apply(Action(Act.CHOOSE_PLAYER, piece=12))
    assert m.pieces[12].status is Status.CASUALTY and m.injuries[12] == "dead"
    dice.finish()


def test_r17_kitsuki_yasu_forces_a_refused_challenge(data: GameData) -> None:
    dragons = make_team("dragon", {"lineman": 11}, name="Dragons", special_staff=True)
    cranes = crane_v_lion()[0]
    # weather, toss (home), kickoff chart 3, then the duel's initiative rolls
    m, dice = start(data, dragons, cranes, [*WEATHER, ("d6", 2), ("d6", 1), ("d6", 2), ("d6", 4), ("d6", 2)])
    m.apply(Action(Act.CHOOSE_KICK, choice=1))
    for _ in (0, 1):
        m.apply(Action(Act.FORMATION, choice=0))
        m.apply(Action(Act.END_SETUP))
    m.apply(Action(Act.KICK, square=sq(16, 6)))
    mine = m.board.at(sq(11, 6))
    assert mine is not None
    m.apply(Action(Act.CHALLENGE, piece=mine.index, square=sq(12, 6)))
    m.apply(Action(Act.ACCEPT_DUEL, choice=0))
    assert m.pending.kind == "force_duel" and m.pending.side == 0  # type: ignore[union-attr]
    texts = [e.text for e in m.apply(Action(Act.USE_STAFF, choice=1))]
    assert any(t.startswith("Kitsuki Yasu:") and t.endswith("must accept the challenge") for t in texts)
    assert m.pending.kind == "duel"  # type: ignore[union-attr]  # Iaijutsu: 4+2 against 2
    assert m.staff_used == [True, False]
    dice.finish()


def test_r17_ikoma_ujiaki_adds_two_to_armour_this_turn(data: GameData) -> None:
    cranes = crane_v_lion()[0]
    lions = make_team("lion", {"lineman": 11}, name="Lions", special_staff=True)
    m, dice = position(
        data,
        cranes,
        lions,
        [("block", "defender_down"), ("d6", 2), ("d6", 3)],
        {0: (6, 5), 11: (5, 5)},
        active=1,
    )
    assert Action(Act.USE_STAFF, choice=1) in m.legal_actions()
    m.apply(Action(Act.USE_STAFF, choice=1))
    assert Action(Act.USE_STAFF, choice=1) not in m.legal_actions()  # once per game
    activate(m, 11)
    texts = [e.text for e in m.apply(Action(Act.BLOCK, piece=11, square=sq(6, 5)))]
    texts += [e.text for e in m.apply(Action(Act.FOLLOW_UP, choice=0))]
    assert "Armour (Player 1, AV 7): rolled 2+3+2 — holds" in texts  # no Charge: he did not move
    dice.finish()


def test_r17_ikoma_ujiaki_is_for_the_lions_rolls_to_break_armour_not_against_them(data: GameData) -> None:
    """R17 (revised wording): the +2 is on his team's rolls to break armour. A Lion knocked down by
    his own block's Attacker Down in the fury turn is rolled against without it: 3+5 holds AV 8."""
    cranes = crane_v_lion()[0]
    lions = make_team("lion", {"lineman": 11}, name="Lions", special_staff=True)
    m, dice = position(
        data,
        cranes,
        lions,
        [("block", "attacker_down"), ("d6", 3), ("d6", 5)],
        {0: (6, 5), 11: (5, 5)},
        active=1,
    )
    texts = [e.text for e in m.apply(Action(Act.USE_STAFF, choice=1))]
    assert "Ikoma Ujiaki: the Emperor's Revenge! +2 on his players' rolls to break armour this turn" in texts
    activate(m, 11)
    texts = [e.text for e in m.apply(Action(Act.BLOCK, piece=11, square=sq(6, 5)))]
    assert "Armour (Player 1, AV 8): rolled 3+5 — holds" in texts  # the Lion's armour, no +2 against him
    assert "to break armour" in data.roster("lion").special_staff.rules
    dice.finish()


def test_r17_kakita_shijin_writes_a_poem_for_a_first_half_death(data: GameData) -> None:
    cranes = crane_v_lion()[0].model_copy(update={"special_staff": True, "rerolls": 1})
    m, dice = position(
        data, cranes, crane_v_lion()[1], [("d3", 2)], {0: (5, 5), 11: (15, 5)}, active=1, turns=(8, 8)
    )
    m.deaths_first_half[0] = 1
    texts = [e.text for e in m.apply(Action(Act.END_TURN))]
    assert "Kakita Shijin's poem: rolled 2 — 2 extra re-rolls" in texts
    assert m.teams[0].rerolls == 1 + 2
    dice.finish()


def test_r8_5_seriously_injured_players_may_miss_the_game(data: GameData) -> None:
    cranes, lions = crane_v_lion()
    players = list(cranes.players)
    players[0] = players[0].model_copy(update={"seriously_injured": True})
    players[1] = players[1].model_copy(update={"seriously_injured": True})
    cranes = cranes.model_copy(update={"players": players})
    m, dice = start(data, cranes, lions, [*WEATHER, ("d6", 1), ("d6", 2), ("d6", 2)])
    texts = [e.text for e in m.events]
    assert "Seriously Injured (Player 1): rolled 1 — misses the game" in texts
    assert "Seriously Injured (Player 2): rolled 2 — plays" in texts
    assert m.absent == {0} and m.pending.kind == "coin_toss"  # type: ignore[union-attr]
    dice.finish()


def test_r17_kakita_shijin_counts_a_death_by_poison_before_the_kick_off(data: GameData) -> None:
    """R17 [I] (2026-11-28): Shosuro Hametsu's poison kills a Crane before the game; that death is
    before half time, so at half time Kakita Shijin's poem brings the Cranes d3 re-rolls."""
    from samurai_bowl.engine.dice.sources import SeededDice

    scorpions = make_team("scorpion", {"lineman": 11}, name="Scorpions", special_staff=True)
    cranes = crane_v_lion()[0].model_copy(update={"special_staff": True})
    # weather 7; no Favor roll (PH 11 against 23); the poison's d3 3 kills; the toss (1): home
    scripted = ScriptedDice([*WEATHER, ("d3", 3), ("d6", 1)], data.block_dice)
    m = Match(data, scorpions, cranes, seed=0, dice=scripted, options={"match": {"turns_per_half": 1}})
    m.apply(Action(Act.CHOOSE_PLAYER, piece=11))
    assert m.pieces[11].status is Status.CASUALTY and m.half == 0
    m.apply(Action(Act.CHOOSE_KICK, choice=1))
    scripted.finish()
    m.state.dice = SeededDice(3)  # the first half, played with nobody hurt: every turn ended at once
    texts: list[str] = []
    while m.half < 2 and m.pending is not None:
        kinds = m.legal_kinds()
        if Act.FORMATION in kinds:
            action = (
                Action(Act.END_SETUP) if m.allows(Action(Act.END_SETUP)) else Action(Act.FORMATION, choice=0)
            )
        elif Act.END_TURN in kinds:
            action = Action(Act.END_TURN)
        else:
            action = m.legal_actions()[0]
        texts += [e.text for e in m.apply(action)]
    assert not any(t.startswith("Injury") for t in texts)
    poems = [t for t in texts if t.startswith("Kakita Shijin's poem")]
    assert len(poems) == 1, "no poem at half time"
    extra = int(poems[0].split("rolled ")[1][0])
    assert m.half == 2 and m.teams[1].rerolls == cranes.rerolls + extra
