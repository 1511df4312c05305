"""The path search asked for a few squares only: on random positions over the whole pitch, each of
those squares gets the very path (steps, chances, rolls) the whole search gives it, in the whole
search's order, and no other square is answered."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from samurai_bowl.data import load_game_data
from samurai_bowl.engine.odds.paths import MoveAbility, reachable
from samurai_bowl.engine.state.pitch import Pitch, Side, pitch_for

PITCH: Pitch = pitch_for(load_game_data().rules.pitch)


@st.composite
def positions(draw: st.DrawFn) -> tuple[int, MoveAbility, list[bool], list[int], list[int], int | None]:
    """A mover's square and ability, the taken squares, the enemy's tackle zones and marks (from
    standing enemies, some with Tackle), and maybe a loose ball."""
    squares = st.integers(0, PITCH.size - 1)
    start = draw(squares)
    near = [s for s in range(PITCH.size) if s != start and PITCH.distance(start, s) <= 5]
    taken = draw(st.lists(st.sampled_from(near), min_size=0, max_size=16, unique=True))
    enemies = taken[: draw(st.integers(0, len(taken)))]
    tacklers = set(draw(st.lists(st.sampled_from(enemies), max_size=3))) if enemies else set()
    occupied = [False] * PITCH.size
    tz = [0] * PITCH.size
    marks = [0] * PITCH.size
    occupied[start] = True
    for s in taken:
        occupied[s] = True
    for e in enemies:
        for around in PITCH.neighbours[e]:
            tz[around] += 1
            marks[around] += e in tacklers
    ball = draw(st.none() | st.sampled_from([s for s in near if not occupied[s]] or [start]))
    ability = MoveAbility(
        ma_left=draw(st.integers(0, 8)),
        surges=draw(st.integers(0, 3)),
        dodge_target=draw(st.integers(2, 6)),
        has_dodge=draw(st.booleans()),
        pickup_chance=draw(st.sampled_from([None, Fraction(1, 2), Fraction(2, 3), Fraction(5, 6)])),
        sure_hands=draw(st.booleans()),
    )
    return start, ability, occupied, tz, marks, None if ball == start else ball


@settings(max_examples=300, deadline=None)
@given(positions(), st.data())
def test_the_squares_asked_for_get_the_whole_searchs_paths(
    position: tuple[int, MoveAbility, list[bool], list[int], list[int], int | None], data: st.DataObject
) -> None:
    start, ability, occupied, tz, marks, ball = position
    whole = reachable(PITCH, start, ability, occupied, tz, marks, ball)
    pool = sorted(set(whole) | set(PITCH.neighbours[start]) | {start})
    asked = data.draw(st.lists(st.sampled_from(pool), min_size=1, max_size=10))
    if data.draw(st.booleans()):
        asked.append(data.draw(st.integers(0, PITCH.size - 1)))  # anywhere, maybe out of reach
    got = reachable(PITCH, start, ability, occupied, tz, marks, ball, asked)
    assert list(got.items()) == [(s, p) for s, p in whole.items() if s in asked]


def test_a_square_out_of_reach_gets_nothing_and_the_end_zone_gets_its_paths() -> None:
    start = PITCH.square(PITCH.length - 4, PITCH.width // 2)
    occupied = [False] * PITCH.size
    occupied[start] = True
    free = [0] * PITCH.size
    ability = MoveAbility(ma_left=6, surges=2, dodge_target=4, has_dodge=False)
    assert reachable(PITCH, start, ability, occupied, free, free, None, (PITCH.square(0, 0),)) == {}
    end_zone = PITCH.scoring_squares(Side.HOME)  # home scores in the high-x end zone
    assert all(PITCH.xy(s)[0] >= PITCH.length - PITCH.end_zone_depth for s in end_zone)
    whole = reachable(PITCH, start, ability, occupied, free, free)
    got = reachable(PITCH, start, ability, occupied, free, free, None, end_zone)
    assert len(got) == len(end_zone) == PITCH.width * PITCH.end_zone_depth
    assert list(got.items()) == [(s, p) for s, p in whole.items() if s in end_zone]
