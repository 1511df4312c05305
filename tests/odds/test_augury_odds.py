"""R16 Augury, R11.4: while the acting coach's shugenja can still cast it, each figure of a roll
that would cause a turnover comes with Augury's: what play gives when he casts it on the first
failure it is offered for, every other re-roll taken first. Worked out by hand below."""

from __future__ import annotations

from fractions import Fraction as F
from math import isclose

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.chances import Roll, sequence_with_augury
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.before_acting import BlockOdds, FoulOdds, HandOffOdds, PassOdds
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.teams.model import Team
from samurai_bowl.ui.match.words.hover_words import path_words, target_words
from tests.rules.match_builder import activate, crane_v_lion, position, sq
from tests.teams.helpers import make_team

HALF = F(1, 2)


def seer(team: Team) -> Team:
    return team.model_copy(update={"team_shugenja": True})


def cranes(data: GameData, at: dict[int, tuple[int, int]], **kwargs: object) -> Match:
    """Cranes with a Team Shugenja (0-6 linemen, AG3) against Lions (11-21)."""
    home, away = crane_v_lion()
    m, _ = position(data, seer(home), away, [], at, **kwargs)  # type: ignore[arg-type]
    return m


def test_r16_r11_4_augury_answers_the_first_failure_left_after_any_other_reroll() -> None:
    assert sequence_with_augury([Roll(HALF)]) == F(3, 4)
    assert sequence_with_augury([Roll(HALF)], team_reroll=True) == F(7, 8)  # the team's, then Augury's
    # two rolls at 1/2 and two re-rolls: the second success before the third failure
    assert sequence_with_augury([Roll(HALF), Roll(HALF)], team_reroll=True) == F(1, 4) + F(2, 8) + F(3, 16)
    # a Dodge dodge (no team re-roll after the skill's, R11.1), then a surge: 3/4 with both re-rolls
    # left, then 215/216; 1/4 * 1/2 after Augury, then 35/36 with the team's alone
    dodge_then_surge = [Roll(HALF, skill_reroll=True), Roll(F(5, 6))]
    assert sequence_with_augury(dodge_then_surge, team_reroll=True) == F(3, 4) * F(215, 216) + F(1, 8) * F(
        35, 36
    )


def test_r16_a_dodge_with_augury_ready_in_the_path_words(data: GameData) -> None:
    m = cranes(data, {0: (8, 6), 11: (9, 6)}, rerolls=(1, 0))  # a 4+ dodge out of the Lion's zone
    activate(m, 0)
    path = m.reachable(0)[sq(7, 5)]
    assert m.path_odds(0, path.steps).with_augury == F(7, 8)
    assert path_words(m, 0, path, m.pieces[0]) == "1 square · dodge 4+ · 75% (88% with Augury)"
    m.spell_cast[0] = True  # one spell a game: cast already, Augury is no longer ready
    assert m.path_odds(0, path.steps).with_augury is None
    assert path_words(m, 0, path, m.pieces[0]) == "1 square · dodge 4+ · 75%"


def test_r16_augury_reaches_a_block_whose_kept_face_downs_the_attacker(data: GameData) -> None:
    home, away = crane_v_lion()
    m, _ = position(data, home, seer(away), [], {7: (7, 5), 11: (6, 5)}, active=1)
    block = Action(Act.BLOCK, piece=11, square=sq(7, 5))  # a Lion on a Crane thrower (Dodge): 1 die
    odds = m.odds(block)
    assert isinstance(odds, BlockOdds)
    # he falls on a Skull or a Both Down (1/3), and then Augury rolls again: a Both Down still
    # knocks the thrower down, so it is given up for a fresh 2/6
    assert odds.knockdown_with_augury == F(1, 6) + F(1, 3) * F(2, 6)
    assert odds.attacker_down_with_augury == F(1, 3) * F(1, 3)
    assert target_words(m, block).endswith(
        "knock-down 33% (28% with Augury) · you fall 33% (11% with Augury)"
    )
    m.teams[1].rerolls = 1  # the team re-roll first (on a Skull, Push or Stumble), then Augury
    odds = m.odds(block)
    assert isinstance(odds, BlockOdds)
    falls = F(4, 6) * F(1, 6) + F(1, 6) + F(4, 6) * F(1, 6)  # a Skull or Both Down kept after it
    assert odds.knockdown_with_augury == F(1, 6) + F(4, 6) * F(1, 6) + falls * F(2, 6)
    assert odds.attacker_down_with_augury == falls * F(2, 6)
    assert target_words(m, block).endswith(
        "knock-down 33% (56% with a re-roll, 41% with Augury too) · you fall 33% (39% with a re-roll, 13% with Augury too)"
    )


def test_r16_augury_reaches_the_throw_and_the_targets_catch(data: GameData) -> None:
    # a quick pass (3+, 2/3) from a lineman to a lineman (4+, 1/2), nobody else near
    m = cranes(data, {0: (4, 5), 1: (8, 5), 11: (20, 5)}, ball_carrier=0)
    throw = Action(Act.PASS, piece=0, square=sq(8, 5))
    odds = m.odds(throw)
    assert isinstance(odds, PassOdds) and odds.with_augury is not None
    # accurate at once, Augury left for the catch: 3/4; accurate after Augury: 1/2
    assert isclose(odds.with_augury, 2 / 3 * 3 / 4 + 1 / 3 * 2 / 3 * 1 / 2, rel_tol=1e-12)
    assert target_words(m, throw) == (
        "Pass: Player 1 to Player 2 · Quick pass: caught 33% (61% with Augury), team keeps it 34%"
    )
    m.teams[0].rerolls = 1
    odds = m.odds(throw)
    assert odds.with_augury is not None
    # the team re-roll and Augury both left for the catch (7/8), one of them (3/4), none (1/2)
    rerolled = 2 / 3 * 7 / 8 + 1 / 3 * 2 / 3 * 3 / 4 + 1 / 9 * 2 / 3 * 1 / 2
    assert isclose(odds.with_augury, rerolled, rel_tol=1e-12)


def test_r16_augury_reaches_a_hand_off(data: GameData) -> None:
    m = cranes(data, {0: (8, 6), 1: (9, 6), 11: (20, 6)}, ball_carrier=0)
    hand_off = Action(Act.HAND_OFF, piece=0, square=sq(9, 6))
    odds = m.odds(hand_off)
    assert isinstance(odds, HandOffOdds) and odds.kept_with_augury is not None
    assert odds.with_augury == F(3, 4)
    # a drop bounces to the giver, who may catch it (see test_hand_off_words): 1/15
    assert isclose(odds.kept_with_augury, 3 / 4 + 1 / 4 / 15, rel_tol=1e-12)
    assert (
        target_words(m, hand_off)
        == "Hand-off: Player 1 to Player 2 · 4+: 50% (75% with Augury), team keeps it 53%"
    )


def test_r16_augury_reaches_a_fouls_doubles(data: GameData) -> None:
    scorpions = make_team("scorpion", {"lineman": 11}, name="Scorpions", team_shugenja=True)
    m, _ = position(
        data, scorpions, crane_v_lion()[0], [], {0: (5, 5), 11: (6, 5, Status.PRONE), 12: (15, 5)}
    )
    foul = Action(Act.FOUL, piece=0, square=sq(6, 5))
    odds = m.odds(foul)
    assert isinstance(odds, FoulOdds)
    assert odds.ejection_with_augury == F(1, 36)  # doubles, and doubles again
    assert "sent off on doubles 17% (3% with Augury" in target_words(m, foul)


def test_r16_augury_is_not_ready_for_a_team_without_a_shugenja_or_banned(data: GameData) -> None:
    home, away = crane_v_lion()
    plain, _ = position(data, home, away, [], {0: (8, 6), 1: (9, 6), 11: (20, 6)}, ball_carrier=0)
    banned = cranes(data, {0: (8, 6), 1: (9, 6), 11: (20, 6)}, ball_carrier=0)
    banned.shugenja_banned[0] = True  # Asako Yasu (R17)
    for m in (plain, banned):
        odds = m.odds(Action(Act.HAND_OFF, piece=0, square=sq(9, 6)))
        assert isinstance(odds, HandOffOdds) and odds.with_augury is None and odds.kept_with_augury is None
