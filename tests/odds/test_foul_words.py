"""R9.3, R9.6, R9.7, R17: a foul's words say what its coach can still do against the doubles that
send his fouler off — argue the call (once a half: how often he is sent off all the same) and
the Imperial Favor (his, unused, not denied by Ide Tadaji) — and only what he can do now."""

from __future__ import annotations

from fractions import Fraction as F
from typing import Any

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.before_acting import FoulOdds
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.ui.match.words.hover_words import figure, target_words
from tests.rules.match_builder import crane_v_lion, position, sq
from tests.teams.helpers import make_team

FOUL = Action(Act.FOUL, piece=0, square=sq(6, 5))
# a Scorpion lineman (Dirty Player) on a prone Crane lineman (AV 7): 2d6 + 3 above 7, 30/36
ROLLED = "Foul: Player 1 on Player 1 · armour breaks 83% · sent off on doubles 17%"


def foul(data: GameData, coaches: int = 0, opponents: Any = None, **kwargs: Any) -> Match:
    scorpions = make_team("scorpion", {"lineman": 11}, name="Scorpions", assistant_coaches=coaches)
    away = opponents or crane_v_lion()[0]
    m, _ = position(data, scorpions, away, [], {0: (5, 5), 11: (6, 5, Status.PRONE), 12: (15, 5)}, **kwargs)
    return m


def test_r9_7_he_may_argue_and_is_sent_off_unless_the_d6_reaches_6(data: GameData) -> None:
    m = foul(data)
    odds = m.odds(FOUL)
    assert isinstance(odds, FoulOdds) and odds.argue == F(1, 6) and not odds.favor
    assert target_words(m, FOUL) == f"{ROLLED} (14% if he argues the call)"  # 1/6 * 5/6


def test_r9_7_assistant_coaches_add_to_the_argument(data: GameData) -> None:
    m = foul(data, coaches=1)
    assert m.odds(FOUL).argue == F(2, 6)  # type: ignore[union-attr]  # a 5 or a 6 (a 1 always fails)
    assert target_words(m, FOUL) == f"{ROLLED} (11% if he argues the call)"  # 1/6 * 4/6
    many = foul(data, coaches=4)
    assert many.odds(FOUL).argue == F(5, 6)  # type: ignore[union-attr]  # all but the natural 1
    assert target_words(many, FOUL) == f"{ROLLED} (3% if he argues the call)"


def test_r9_7_once_a_half(data: GameData) -> None:
    m = foul(data)
    m.argued[0] = m.half  # argued already this half
    odds = m.odds(FOUL)
    assert isinstance(odds, FoulOdds) and odds.argue is None
    assert target_words(m, FOUL) == ROLLED
    second = foul(data, half=2)
    second.argued[0] = 1  # argued in the first half: he may again
    assert target_words(second, FOUL) == f"{ROLLED} (14% if he argues the call)"


def test_r9_6_the_favor_when_it_is_his_and_unused(data: GameData) -> None:
    m = foul(data)
    m.argued[0] = m.half
    m.favor = 0
    assert target_words(m, FOUL) == f"{ROLLED} (0% with the Favor)"  # it cancels the penalty
    m.favor_used = True
    assert target_words(m, FOUL) == ROLLED
    theirs = foul(data)
    theirs.argued[0] = theirs.half
    theirs.favor = 1
    assert target_words(theirs, FOUL) == ROLLED


def test_r17_ide_tadaji_denies_the_favor(data: GameData) -> None:
    unicorns = make_team("unicorn", {"lineman": 11}, name="Unicorns", special_staff=True)
    m = foul(data, opponents=unicorns)
    m.favor = 0
    odds = m.odds(FOUL)
    assert isinstance(odds, FoulOdds) and not odds.favor
    assert target_words(m, FOUL).endswith(" (14% if he argues the call)")


def test_ways_taken_instead_of_each_other_each_keep_their_figure() -> None:
    doubles, again = F(1, 6), F(1, 36)  # Augury and an argued call can both leave 3%
    others = ((again, "with Augury"), (again, "if he argues the call"))
    assert figure(doubles, *others, each_alone=True) == "17% (3% with Augury, 3% if he argues the call)"
    # ways taken one after the other: a second that changes nothing says nothing
    assert figure(doubles, *others) == "17% (3% with Augury)"
