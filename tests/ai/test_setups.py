"""Set-ups for the situation and the kick's aim: a deep safety against a quick team, everyone up
when behind in the last turns, men back when ahead, and a kick away from the surest hands."""

from __future__ import annotations

from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.setup_plan import kick_target
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_kickoff
from samurai_bowl.teams.model import Team
from tests.rules.match_builder import sq
from tests.teams.helpers import make_team


def kicking_setup(
    data: GameData,
    home: Team,
    away: Team,
    *,
    half: int = 1,
    turn: int = 0,
    score: tuple[int, int] = (0, 0),
    kicking: bool = True,
) -> tuple[Match, list[tuple[int, int]]]:
    """The kicking (or receiving) side's set-up by the normal coach, in home's coordinates (x = 11
    is its line, its end zone x = 0-1), with the half, the turn counters and the score (the side's,
    the other's) given."""
    m = Match(data, home, away, 5)
    coach = HeuristicCoach(5)
    while m.pending is not None and m.pending.kind != "setup":
        m.apply(coach.choose(m))
    assert m.kicker is not None
    side = m.kicker if kicking else 1 - m.kicker
    m.half = half
    m.teams[0].turn = m.teams[1].turn = turn
    m.teams[side].score, m.teams[1 - side].score = score
    while m.pending is not None and m.pending.kind == "setup" and m.pending.side != side:
        m.apply(coach.choose(m))
    while m.pending is not None and m.pending.kind == "setup" and m.pending.side == side:
        action = coach.choose(m)
        assert action.act is not Act.FORMATION  # the shape itself, legal as it is
        m.apply(action)
    squares = [m.pitch.xy(p.square) for p in m.side_pieces(side) if p.square is not None]
    if side == 1:
        squares = [(m.pitch.length - 1 - x, y) for x, y in squares]
    assert len(squares) == 11
    return m, squares


def lions() -> Team:
    return make_team("lion", {"lineman": 8, "matsu_lions_pride": 3}, name="Lions")


def scorpions() -> Team:
    return make_team("scorpion", {"lineman": 8, "blitzer": 3}, name="Scorpions")


def crabs() -> Team:
    return make_team("crab", {"lineman": 11}, name="Crabs")


def cranes() -> Team:
    return make_team("crane", {"lineman": 7, "thrower": 2, "catcher": 2}, name="Cranes")


def both_ways(
    data: GameData, us: Team, them: Team, kicking: bool = True, **situation: object
) -> list[tuple[int, int]]:
    """Our kicking (or receiving) set-up in the situation, home or away (whichever the toss makes
    us kick or receive as)."""
    for home, away in ((us, them), (them, us)):
        m, squares = kicking_setup(data, home, away, kicking=kicking, **situation)  # type: ignore[arg-type]
        if m.kicker is not None and (m.team(m.kicker).clan == us.clan) == kicking:
            return squares
    raise AssertionError("the toss never gave us that side of the kick")


def test_kicking_to_a_quick_team_leaves_a_safety_deep(data: GameData) -> None:
    """Lions kicking to Scorpions (AG 4 to a man) keep a safety eight squares behind their line,
    and three hold the middle of the line; kicking to slow Crabs they stand their wall of six."""
    squares = both_ways(data, lions(), scorpions())
    assert min(x for x, _ in squares) <= 3
    assert sorted(y for x, y in squares if x == 11) == [5, 6, 7]
    wall = both_ways(data, lions(), crabs())
    assert sum(x == 11 for x, _ in wall) == 6 and min(x for x, _ in wall) > 3


def test_behind_in_the_last_turns_everyone_comes_up(data: GameData) -> None:
    """Cranes a touchdown down with three turns left put six on the line and nobody behind x = 9;
    level at the same moment they keep their usual depth."""
    pressed = both_ways(data, cranes(), crabs(), half=2, turn=5, score=(0, 1))
    assert sum(x == 11 for x, _ in pressed) == 6
    assert min(x for x, _ in pressed) >= 10
    level = both_ways(data, cranes(), crabs(), half=2, turn=5, score=(1, 1))
    assert sum(x == 11 for x, _ in level) == 3 and min(x for x, _ in level) < 9


def test_ahead_in_the_last_turns_men_stay_back(data: GameData) -> None:
    """Lions a touchdown up with three turns left drop men back: three stand at least five squares
    behind the line, where their usual wall has one."""
    held = both_ways(data, lions(), crabs(), half=2, turn=5, score=(2, 1))
    assert sum(x <= 7 for x, _ in held) >= 3
    assert sum(x == 11 for x, _ in held) == 3


def test_receiving_behind_late_the_fastest_go_forward_and_wide(data: GameData) -> None:
    """Cranes receiving a touchdown down with three turns left put their surest hands where the
    kick comes down and two men forward in the wide zones, ready for a quick pass; level, their
    usual shape."""
    hurry = both_ways(data, cranes(), crabs(), kicking=False, half=2, turn=5, score=(0, 1))
    assert (6, 7) in hurry
    assert sum(x >= 9 and (y <= 3 or y >= 10) for x, y in hurry) == 2
    level = both_ways(data, cranes(), crabs(), kicking=False, half=2, turn=5, score=(1, 1))
    assert sum(x >= 9 and (y <= 3 or y >= 10) for x, y in level) == 0


def test_receiving_ahead_late_a_cage_is_ready_round_the_catch(data: GameData) -> None:
    """Lions receiving a touchdown up with three turns left stand four men on the corners of the
    square where the kick comes down, to cage the ball at once."""
    keep = both_ways(data, lions(), crabs(), kicking=False, half=2, turn=5, score=(1, 0))
    assert {(5, 6), (5, 8), (7, 6), (7, 8), (6, 7)} <= set(keep)


def at_kickoff(data: GameData, catcher: tuple[int, int], **kwargs: object) -> Match:
    """Away's Crabs kick to home's Cranes: their catcher (Catch, Dodge, MA 7), their surest hands,
    waits at ``catcher``; three linemen stand on each line."""
    spots = {9: catcher, 0: (11, 6), 1: (11, 7), 2: (11, 8), 11: (12, 6), 12: (12, 7), 13: (12, 8)}
    placements = [Placement(i, sq(x, y)) for i, (x, y) in spots.items()]
    return match_at_kickoff(
        data, cranes(), crabs(), ScriptedDice([], data.block_dice), placements, kicker=1, **kwargs
    )  # type: ignore[arg-type]


def aim(m: Match) -> tuple[int, int]:
    target = kick_target(m, 1, m.legal_actions(), 6).square
    assert target is not None
    return m.pitch.xy(target)


def test_the_kick_goes_away_from_the_surest_hands(data: GameData) -> None:
    """The kick is aimed to the side of the pitch away from their catcher, and deeper when he waits
    short; always three squares in from the sidelines, where a d6 scatter and a bounce rarely put
    the ball out for a touchback."""
    upper, lower = aim(at_kickoff(data, (6, 4))), aim(at_kickoff(data, (6, 10)))
    assert upper[1] >= 7 and lower[1] <= 6
    short, deep = aim(at_kickoff(data, (8, 7))), aim(at_kickoff(data, (4, 7)))
    assert short[0] < deep[0]
    assert all(3 <= y <= 10 for _, y in (upper, lower, short, deep))


def test_the_kick_goes_deeper_when_ahead_late(data: GameData) -> None:
    """A touchdown up with our last turns to come, the kick goes deeper, so their drive takes longer."""
    level = at_kickoff(data, (6, 4), half=2, turns=(6, 6))
    ahead = at_kickoff(data, (6, 4), half=2, turns=(6, 6))
    ahead.teams[1].score = 1
    assert aim(ahead)[0] < aim(level)[0]
