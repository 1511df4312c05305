"""R15 iaijutsu duels, met through R13 (3) Iaijutsu Challenge at the kickoff."""

from __future__ import annotations

from typing import Any

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.teams.model import Team
from tests.rules.match_builder import crane_v_lion, sq
from tests.teams.helpers import make_team

PRE_GAME = [("d6", 3), ("d6", 4), ("d6", 2)]
CHALLENGE = [("d6", 1), ("d6", 2)]  # kickoff chart 3
EMPTY_LANDING = [("d8", 5), ("d6", 1), ("d8", 5)]


def challenge(
    data: GameData,
    after: list[tuple[str, Any]],
    home: Team | None = None,
    away: Team | None = None,
    pre_game: list[tuple[str, Any]] = PRE_GAME,
) -> tuple[Match, ScriptedDice, int, int]:
    """Home kicks, rolls Iaijutsu Challenge and challenges the away model at (12, 6) with (11, 6)."""
    default_home, default_away = crane_v_lion()
    dice = ScriptedDice([*pre_game, *CHALLENGE, *after], data.block_dice)
    m = Match(data, home or default_home, away or default_away, seed=0, dice=dice)
    m.apply(Action(Act.CHOOSE_KICK, choice=1))
    for _ in (0, 1):
        m.apply(Action(Act.FORMATION, choice=0))
        m.apply(Action(Act.END_SETUP))
    m.apply(Action(Act.KICK, square=sq(16, 6)))
    mine, theirs = m.board.at(sq(11, 6)), m.board.at(sq(12, 6))
    assert mine is not None and theirs is not None
    assert m.pending.kind == "challenge" and m.pending.data == {"event": "iaijutsu_challenge"}  # type: ignore[union-attr]
    m.apply(Action(Act.CHALLENGE, piece=mine.index, square=sq(12, 6)))
    assert m.pending.kind == "accept_duel" and m.pending.side == 1  # type: ignore[union-attr]
    return m, dice, mine.index, theirs.index


def say(m: Match, act: Act, choice: int) -> list[str]:
    return [e.text for e in m.apply(Action(act, choice=choice))]


def test_r13_3_r9_5_refusing_a_challenge_dishonors(data: GameData) -> None:
    m, dice, _, theirs = challenge(data, EMPTY_LANDING)
    texts = say(m, Act.ACCEPT_DUEL, 0)
    assert f"{m.pieces[theirs].name} is Dishonored" in texts
    assert m.pieces[theirs].status is Status.DISHONORED
    dice.finish()


def test_r15_focus_then_strike(data: GameData) -> None:
    # initiative 5 against 2: home chooses first and focuses; away strikes: 4+4 = 8, Knocked Out
    m, dice, mine, _ = challenge(data, [("d6", 5), ("d6", 2), ("d6", 4), ("d6", 4), *EMPTY_LANDING])
    say(m, Act.ACCEPT_DUEL, 1)
    assert m.pending.kind == "duel" and m.pending.side == 0  # type: ignore[union-attr]
    texts = say(m, Act.DUEL, 1)
    assert texts[0].endswith("focuses (1)")
    assert m.pending.kind == "duel" and m.pending.side == 1  # type: ignore[union-attr]
    texts = say(m, Act.DUEL, 0)
    assert f"Injury ({m.pieces[mine].name}): rolled 4+4 — Knocked Out" in texts
    assert m.pieces[mine].status is Status.KO and not any("strikes back" in t for t in texts)
    dice.finish()


def test_r15_3_a_stunned_duellist_strikes_back_with_his_focus(data: GameData) -> None:
    # home focuses, away strikes: 1+2 stunned; home strikes back at +1: 4+4+1 = 9, Knocked Out
    m, dice, mine, theirs = challenge(
        data, [("d6", 5), ("d6", 2), ("d6", 1), ("d6", 2), ("d6", 4), ("d6", 4), *EMPTY_LANDING]
    )
    say(m, Act.ACCEPT_DUEL, 1)
    say(m, Act.DUEL, 1)
    texts = say(m, Act.DUEL, 0)
    assert f"{m.pieces[mine].name} strikes back" in texts
    assert f"Injury ({m.pieces[theirs].name}): rolled 4+4+1 — Knocked Out" in texts
    assert m.pieces[mine].status is Status.STUNNED and m.pieces[theirs].status is Status.KO
    dice.finish()


def test_r15_1_ties_roll_again_and_iaijutsu_adds_two(data: GameData) -> None:
    # a Dragon lineman (Iaijutsu) challenges: 1+2 against 3 is a tie; then 2+2 against 5: the Lion chooses
    dragons = make_team("dragon", {"lineman": 11}, name="Dragons")
    # eleven Dragon linemen and eleven Lions both total PH 33: the Imperial Favor is rolled off
    tied = [("d6", 3), ("d6", 4), ("d6", 5), ("d6", 2), ("d6", 2)]
    m, _, _, _ = challenge(data, [("d6", 1), ("d6", 3), ("d6", 2), ("d6", 5)], home=dragons, pre_game=tied)
    assert m.favor == 0
    texts = say(m, Act.ACCEPT_DUEL, 1)
    assert "A tie: both roll again" in texts
    assert any(t.startswith("Duel initiative") and "rolled 1+2" in t for t in texts)
    assert m.pending.kind == "duel" and m.pending.side == 1  # type: ignore[union-attr]


def test_r15_2_focus_is_limited_by_personal_honor(data: GameData) -> None:
    # the challenged Crab Berserker (PH 0) wins the initiative and cannot focus: he strikes at once,
    # 1+1 stuns the Crane, who strikes back: 1+1 stuns the Berserker
    berserkers = make_team("crab", {"berserker": 11}, name="Crabs")
    m, dice, mine, theirs = challenge(
        data,
        [("d6", 1), ("d6", 6), ("d6", 1), ("d6", 1), ("d6", 1), ("d6", 1), *EMPTY_LANDING],
        away=berserkers,
    )
    assert m.pieces[theirs].ph == 0
    texts = say(m, Act.ACCEPT_DUEL, 1)
    assert f"{m.pieces[theirs].name} strikes" in texts and f"{m.pieces[mine].name} strikes back" in texts
    assert m.pieces[mine].status is Status.STUNNED and m.pieces[theirs].status is Status.STUNNED
    dice.finish()
