"""R13 kickoff events played so far: Peasant Revolt, Rallying Cry, Superior Tactics, Gust of Wind,
Sneak Attack (Weather is in test_r14_weather.py)."""

from __future__ import annotations

from typing import Any

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match, TeamState
from samurai_bowl.engine.procedure import DONE
from tests.rules.match_builder import crane_v_lion, sq

PRE_GAME = [("d6", 3), ("d6", 4), ("d6", 2)]  # fine weather; home wins the toss
EMPTY_LANDING = [("d8", 5), ("d6", 1), ("d8", 5)]  # from (16, 6) one square right, bounce right: (18, 6)


def kickoff(
    data: GameData,
    chart: tuple[int, int],
    after: list[tuple[str, Any]],
    options: dict[str, Any] | None = None,
    geisha: int = 0,
) -> tuple[Match, ScriptedDice, list[str]]:
    """Home kicks to (16, 6) with the kickoff chart showing ``chart``."""
    home, away = crane_v_lion()
    home = home.model_copy(update={"geisha": geisha})
    dice = ScriptedDice([*PRE_GAME, ("d6", chart[0]), ("d6", chart[1]), *after], data.block_dice)
    m = Match(data, home, away, seed=0, dice=dice, options=options)
    m.apply(Action(Act.CHOOSE_KICK, choice=1))
    for _ in (0, 1):
        m.apply(Action(Act.FORMATION, choice=0))
        m.apply(Action(Act.END_SETUP))
    texts = [e.text for e in m.apply(Action(Act.KICK, square=sq(16, 6)))]
    return m, dice, texts


def test_r13_peasant_revolt_advances_both_turn_counters(data: GameData) -> None:
    m, dice, texts = kickoff(data, (1, 1), [("d6", 3), *EMPTY_LANDING])
    assert "Peasant Revolt: rolled 3 — both turn counters advance by 3" in texts
    assert (m.teams[0].turn, m.teams[1].turn) == (3, 4)  # the receivers' turn has begun: their 4th
    dice.finish()


def test_r13_peasant_revolt_can_end_the_half(data: GameData) -> None:
    m, dice, texts = kickoff(
        data, (1, 1), [("d6", 6), *EMPTY_LANDING], options={"match": {"turns_per_half": 5}}
    )
    assert "End of half 1" in texts and m.half == 2
    assert m.pending.kind == "setup"  # type: ignore[union-attr]
    dice.finish()


def test_r13_rallying_cry_gives_the_higher_roll_a_bonus_reroll_for_the_drive(data: GameData) -> None:
    m, dice, texts = kickoff(data, (1, 3), [("d6", 2), ("d6", 4), *EMPTY_LANDING], geisha=3)
    assert "Rallying Cry (Cranes, 3 Geisha): rolled 2+3" in texts
    assert "Cranes gain a bonus re-roll for this drive" in texts
    assert (m.teams[0].rerolls, m.teams[0].drive_rerolls) == (1, 1)
    dice.finish()


def test_r13_rallying_cry_tie_gives_nothing(data: GameData) -> None:
    m, dice, texts = kickoff(data, (1, 3), [("d6", 4), ("d6", 4), *EMPTY_LANDING])
    assert "Rallying Cry: a tie, nobody is roused" in texts and m.teams[0].rerolls == 0
    dice.finish()


def test_r13_bonus_rerolls_are_spent_first_and_lost_at_the_drive_end() -> None:
    team = TeamState("Cranes", "crane", rerolls_bought=2, rerolls=3, drive_rerolls=1)
    team.spend_reroll()
    assert (team.rerolls, team.drive_rerolls, team.reroll_used) == (2, 0, True)
    kept = TeamState("Lions", "lion", rerolls_bought=2, rerolls=3, drive_rerolls=1)
    kept.end_drive()
    assert (kept.rerolls, kept.drive_rerolls) == (2, 0)


def test_r13_gust_of_wind_scatters_the_kick_2d6(data: GameData) -> None:
    # right by 2+3 = 5 from (16, 6) to (21, 6), then the bounce right to (22, 6)
    m, dice, _ = kickoff(data, (4, 4), [("d8", 5), ("d6", 2), ("d6", 3), ("d8", 5)])
    assert m.ball.square == sq(22, 6)
    dice.finish()


def test_r13_superior_tactics_lets_the_kicking_team_rearrange(data: GameData) -> None:
    m, dice, _ = kickoff(data, (3, 3), EMPTY_LANDING)
    assert m.pending.kind == "setup" and m.pending.side == 0  # type: ignore[union-attr]
    m.apply(Action(Act.FORMATION, choice=1))  # the Wall instead of the Balanced set-up
    assert m.board.at(sq(11, 4)) is not None
    m.apply(Action(Act.END_SETUP))  # then the ball comes down
    assert m.ball.square == sq(18, 6) and m.pending.kind == "turn"  # type: ignore[union-attr]
    dice.finish()


def test_r13_sneak_attack_is_a_bonus_turn_before_the_ball_lands(data: GameData) -> None:
    m, dice, texts = kickoff(data, (4, 6), EMPTY_LANDING)
    assert "Cranes: a bonus turn (Sneak Attack)" in texts
    assert m.pending.kind == "turn" and m.pending.side == 0  # type: ignore[union-attr]
    assert m.teams[0].turn == 0 and m.ball.square is None  # no counter moved; the ball is in the air
    texts = [e.text for e in m.apply(Action(Act.END_TURN))]
    assert m.ball.square == sq(18, 6)
    assert m.pending.kind == "turn" and m.pending.side == 1 and m.teams[1].turn == 1  # type: ignore[union-attr]
    dice.finish()


def test_r13_touch_of_amaterasu_blesses_a_chosen_player(data: GameData) -> None:
    m, dice, _ = kickoff(data, (2, 3), EMPTY_LANDING)
    assert m.pending.kind == "touch_of_amaterasu" and m.pending.side == 0  # type: ignore[union-attr]
    chosen = m.board.at(sq(11, 6))
    assert chosen is not None and chosen.stats() == [7, 3, 3, 7, 3]
    texts = [e.text for e in m.apply(Action(Act.CHOOSE_PLAYER, piece=chosen.index))]
    assert f"The Touch of Amaterasu: {chosen.name} gains +1 to every stat" in texts
    assert chosen.stats() == [8, 4, 4, 8, 4] and chosen.index in m.blessed
    dice.finish()


def test_r13_the_touch_does_not_fall_twice_on_one_player(data: GameData) -> None:
    """R13 (5) [I]: a player already touched is not offered again (a second Touch stacked +2, and
    his next injury took only one away); with every player touched, the event passes."""
    from samurai_bowl.engine.rules.conditions import bless

    m, dice, _ = kickoff(data, (2, 3), EMPTY_LANDING)
    touched = m.board.at(sq(11, 6))
    assert touched is not None
    others = [a.piece for a in m.legal_actions()]
    m.apply(Action(Act.CHOOSE_PLAYER, piece=touched.index))
    dice.finish()
    # the same choice at the next drive's Touch: he is not among the players offered
    from samurai_bowl.engine.rules.kickoff_events import TouchOfAmaterasu

    offered = [a.piece for a in TouchOfAmaterasu(side=0).legal(m, m.pending)]  # type: ignore[arg-type]
    assert touched.index not in offered and sorted(offered) == sorted(p for p in others if p != touched.index)
    for piece in offered:
        bless(m, m.pieces[piece])
    assert TouchOfAmaterasu(side=0).run(m) is DONE  # nobody left to touch
    assert touched.stats() == [8, 4, 4, 8, 4]


def test_r13_the_touch_ends_at_the_next_injury(data: GameData) -> None:
    from samurai_bowl.engine.rules.conditions import bless
    from tests.rules.match_builder import activate, move, position

    # blessed, he dodges badly: armour 6+6 breaks even AV 8, injury 1+2 stunned, and the Touch goes
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 1), ("d6", 6), ("d6", 6), ("d6", 1), ("d6", 2)],
        {0: (5, 5), 11: (6, 6)},
    )
    bless(m, m.pieces[0])
    activate(m, 0)
    texts = move(m, 0, 4, 4)
    assert "The Touch of Amaterasu leaves Player 1" in texts
    assert m.pieces[0].stats() == [7, 3, 3, 7, 3] and not m.blessed
    dice.finish()


def test_r13_test_of_might_knocks_down_the_weaker(data: GameData) -> None:
    m, dice, _ = kickoff(data, (4, 5), [("d6", 2), ("d6", 5), ("d6", 1), ("d6", 1), *EMPTY_LANDING])
    assert m.pending.kind == "challenge" and m.pending.data == {"event": "test_of_might"}  # type: ignore[union-attr]
    mine = m.board.at(sq(11, 6))
    assert mine is not None
    texts = [e.text for e in m.apply(Action(Act.CHALLENGE, piece=mine.index, square=sq(12, 6)))]
    assert f"Test of Might ({mine.name}): rolled 2+3" in texts
    assert mine.status.value == "prone"  # 5 against 8: knocked down; armour 1+1 holds
    dice.finish()


def test_r13_show_me_your_stance_dishonors_the_lower(data: GameData) -> None:
    m, dice, _ = kickoff(data, (5, 6), [("d6", 6), ("d6", 1), *EMPTY_LANDING])
    mine = m.board.at(sq(11, 6))
    theirs = m.board.at(sq(12, 6))
    assert mine is not None and theirs is not None
    texts = [e.text for e in m.apply(Action(Act.CHALLENGE, piece=mine.index, square=sq(12, 6)))]
    assert f"{theirs.name} is Dishonored" in texts  # 6+3 against 1+3
    assert theirs.status.value == "dishonored" and theirs.square is None
    dice.finish()


def test_r13_evil_portents_weakens_all_but_the_shadowlands(data: GameData) -> None:
    from samurai_bowl.engine.rules.conditions import end_portents
    from tests.teams.helpers import make_team

    home = crane_v_lion()[0]
    away = make_team("crab", {"the_damned": 4, "berserker": 2, "lineman": 5}, name="Crabs")
    dice = ScriptedDice([*PRE_GAME, ("d6", 6), ("d6", 6), *EMPTY_LANDING], data.block_dice)
    m = Match(data, home, away, seed=0, dice=dice)
    m.apply(Action(Act.CHOOSE_KICK, choice=1))
    for _ in (0, 1):
        m.apply(Action(Act.FORMATION, choice=0))
        m.apply(Action(Act.END_SETUP))
    m.apply(Action(Act.KICK, square=sq(16, 6)))
    damned = [p for p in m.side_pieces(1) if p.position == "the_damned"]
    berserkers = [p for p in m.side_pieces(1) if p.position == "berserker"]
    assert all(p.stats() == [5, 3, 3, 8, 0] for p in damned)  # Shadowlands: untouched
    assert all(p.status.value == "reserves" for p in berserkers)  # PH 0 - 1: to the Reserves
    assert m.pieces[0].stats() == [6, 2, 2, 6, 2]
    end_portents(m)
    assert m.pieces[0].stats() == [7, 3, 3, 7, 3] and berserkers[0].stats() == [4, 4, 1, 7, 0]
    dice.finish()
