"""One match state: a replica and a save and load through JSON text are the match exactly, share
nothing mutable with it, and go on exactly as it does; a look-ahead copy (a clone) is the same
position with dice that are never the match's: sealed, or its own. The hard coach never changes the
match it plays (its look-ahead works on clones), so every AI level's match replays exactly."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from samurai_bowl.ai.coach import Coach
from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import IllegalAction
from samurai_bowl.engine.dice.sources import DieKind, SealedDice, SealedDiceError, SeededDice
from samurai_bowl.engine.invariants import check_reentrant
from samurai_bowl.engine.match import Match
from tests.engine.graph import mutable_objects, shared, vandalise


def drafted(data: GameData, seed: int, options: dict | None = None) -> Match:  # type: ignore[type-arg]
    rng = random.Random(seed)
    clans = sorted(data.rosters)
    return Match(
        data,
        draft_team(data, rng.choice(clans), rng),
        draft_team(data, rng.choice(clans), rng),
        seed,
        options,
    )


def text(m: Match) -> str:
    return json.dumps(m.to_json(), sort_keys=True)


def position(m: Match) -> dict[str, object]:
    """The state but its dice and what may be taken back (a look-ahead keeps neither)."""
    state = m.state.copy()
    state.dice, state.take_back = SeededDice(0), None
    return state.dump()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 700), later=st.integers(1, 120), manual=st.booleans())
def test_copies_are_the_match_share_nothing_and_go_on_alike(
    data: GameData, seed: int, steps: int, later: int, manual: bool
) -> None:
    m = drafted(data, seed, {"match": {"manual_turn_counter": True}} if manual else None)
    coach = RandomCoach(seed)
    for _ in range(steps):
        if m.pending is None:
            break
        m.apply(coach.choose(m))
    check_reentrant(m)  # the waiting step asks again, changing nothing (R16's Void Strike relies on it)
    before = text(m)
    clone = m.replica()
    loaded = Match.from_json(data, json.loads(before))
    assert text(clone) == before and text(loaded) == before and clone.state == m.state
    assert mutable_objects(clone) and not shared(m, clone) and not shared(m, loaded)
    ahead = m.clone()  # a look-ahead: the same position, but never the match's dice
    assert isinstance(ahead.state.dice, SealedDice) and not shared(m, ahead)
    assert position(ahead) == position(m)
    # both copies go on; the original is untouched by them
    actions = []
    for _ in range(later):
        if clone.pending is None:
            break
        action = coach.choose(clone)
        actions.append(action)
        clone.apply(action)
        loaded.apply(action)
    assert text(m) == before
    for action in actions:  # the same actions, the same dice: the same match
        m.apply(action)
    assert text(m) == text(clone) == text(loaded)
    # and changing everything a copy holds changes nothing in the original
    again = text(m)
    vandal = m.clone()
    assert vandalise(vandal) > 10
    assert text(m) == again


def test_the_walk_finds_a_list_two_matches_share(data: GameData) -> None:
    """The check above can fail: a copy made the old way, sharing a list, is caught."""
    m = drafted(data, 5)
    careless = m.replica()
    careless.state.argued = m.state.argued
    assert [id(obj) for obj in shared(m, careless)] == [id(m.state.argued)]


def test_a_copy_with_dice_of_its_own_rolls_them_and_leaves_the_match_alone(data: GameData) -> None:
    m = drafted(data, 3)
    before = text(m)
    ahead = m.clone(dice=SeededDice(99))
    coach = RandomCoach(1)
    while ahead.pending is not None:
        ahead.apply(coach.choose(ahead))
    assert text(m) == before and ahead.over and not m.over
    assert ahead.state.dice is not m.state.dice and ahead.state.dice.state != m.state.dice.state  # type: ignore[attr-defined]


def test_a_look_ahead_copy_without_dice_of_its_own_cannot_roll(data: GameData) -> None:
    """Fair play: a clone plays on only as far as no die is needed; the first roll it asks for
    raises, and neither the match nor its dice are touched. Nor may a sealed copy be saved."""
    m = drafted(data, 4)
    coach = RandomCoach(4)
    while m.pending is not None and m.half < 1:
        m.apply(coach.choose(m))
    before, dice = text(m), m.state.dice.clone()
    ahead = m.clone()
    with pytest.raises(SealedDiceError, match="sealed"):
        for _ in range(400):  # the set-up rolls nothing; the kick-off does
            ahead.apply(coach.choose(ahead))
    assert text(m) == before and m.state.dice.roll(DieKind.D6, "") == dice.roll(DieKind.D6, "")
    with pytest.raises(IllegalAction, match="seeded dice"):
        ahead.to_json()


def test_a_match_sealed_while_a_coach_thinks_gets_its_dice_back(data: GameData) -> None:
    m = drafted(data, 6)
    dice = m.state.dice
    with m.sealed():
        assert isinstance(m.state.dice, SealedDice) and isinstance(m.clone().state.dice, SealedDice)
        with pytest.raises(SealedDiceError):
            m.state.dice.roll(DieKind.D6, "a peek")
    assert m.state.dice is dice


class Watchful:
    """A coach's wrapper that fails if choosing an action changed the match it looked at."""

    def __init__(self, coach: Coach) -> None:
        self.coach = coach
        self.looked = 0

    def choose(self, m: Match):  # type: ignore[no-untyped-def]
        before = m.state.dump()
        action = self.coach.choose(m)
        assert m.state.dump() == before, "the coach changed the match while choosing"
        self.looked += 1
        return action


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "levels", "halves"),
    [
        (1, ("hard", "normal"), 1),
        (2, ("normal", "hard"), 1),
        (3, ("hard", "hard"), 2),
        (4, ("hard", "hard"), 1),
    ],
)
def test_every_ai_match_replays_exactly_and_the_hard_coach_never_changes_it(
    data: GameData, seed: int, levels: tuple[str, str], halves: int
) -> None:
    """One whole hard-v-hard match, and the first half of three more (each side hard in one):
    the coach looks ahead at every decision without touching the match, and the match replays."""
    m = drafted(data, seed)
    coaches = [Watchful(HeuristicCoach(seed + side, level)) for side, level in enumerate(levels)]
    while m.pending is not None and m.half <= halves:
        m.apply(coaches[m.pending.side].choose(m))
    assert (m.over if halves == 2 else m.half == 2) and all(coach.looked > 50 for coach in coaches)
    again = Match.replay(data, *m.team_files, seed, list(m.history))
    assert text(again) == text(m)
