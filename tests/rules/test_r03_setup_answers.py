"""R3.4 set-up decisions answered without listing their 1,800 placements: ``legal_kinds()``,
``legal_actions_of(kind)`` and ``allows(action)`` say what the full list would, and the list itself
is unchanged."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.rules.setup import Placements, Setup, problems
from tests.teams.helpers import make_team

END = Action(Act.END_SETUP)


def at_setup(data: GameData, seed: int = 4) -> Match:
    """A match at its first set-up decision, each team with more players than may go on."""
    home = make_team("crab", {"lineman": 12, "berserker": 2}, name="Crabs")
    away = make_team("lion", {"lineman": 11, "matsu_lions_pride": 2}, name="Lions")
    m = Match(data, home, away, seed)
    while m.pending is not None and m.pending.kind != "setup":
        m.apply(m.legal_actions()[0])
    return m


def forbid_listing(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on, listing a decision's answers fails the test."""

    def refuse(*args: object) -> list[Action]:
        raise AssertionError("the set-up's answers were listed")

    monkeypatch.setattr(Match, "legal_actions", refuse)
    monkeypatch.setattr(Setup, "legal", refuse)


def old_list(m: Match) -> list[Action]:
    """The set-up's answers as they have always been listed: each movable model (those on the
    pitch, then the reserves while fewer than eleven are on) on each free square of the half, model
    by model; a bench for each on the pitch; every formation; End set-up when the rules allow."""
    side = m.pending.side  # type: ignore[union-attr]
    free = [sq for sq in m.pitch.halves[side] if m.board.occupant[sq] < 0]
    on = [p for p in m.side_pieces(side) if p.square is not None]
    movable = on + ([p for p in m.side_pieces(side) if m.in_reserves(p)] if len(on) < 11 else [])
    return (
        [Action(Act.PLACE, piece=p.index, square=sq) for p in movable for sq in free]
        + [Action(Act.BENCH, piece=p.index) for p in on]
        + [Action(Act.FORMATION, choice=i) for i in range(len(m.data.formations.formations))]
        + ([END] if not problems(m, side) else [])
    )


def test_r3_4_allows_answers_each_kind_without_listing(
    data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    m = at_setup(data)
    forbid_listing(monkeypatch)
    side = m.pending.side  # type: ignore[union-attr]
    mine = m.side_pieces(side)
    half, other_half = m.pitch.halves[side], m.pitch.halves[1 - side]
    assert m.legal_kinds() == {Act.PLACE, Act.FORMATION}  # nobody on yet: nothing to bench or end
    assert not m.allows(END)
    assert not m.allows(Action(Act.BENCH, piece=mine[0].index))  # in the reserves
    assert m.allows(Action(Act.FORMATION, choice=0))
    assert not m.allows(Action(Act.FORMATION, choice=len(m.data.formations.formations)))
    assert m.allows(Action(Act.PLACE, piece=mine[0].index, square=half[5]))
    assert not m.allows(Action(Act.PLACE, piece=mine[0].index, square=other_half[5]))  # R3.4: own half
    assert not m.allows(Action(Act.PLACE, piece=mine[0].index, square=half[5], choice=1))
    other = m.side_pieces(1 - side)[0]
    assert not m.allows(Action(Act.PLACE, piece=other.index, square=half[5]))  # not his team's set-up

    m.apply(Action(Act.FORMATION, choice=0))
    on = [p for p in mine if p.square is not None]
    reserve = next(p for p in mine if p.square is None)
    assert len(on) == 11
    assert m.legal_kinds() == {Act.PLACE, Act.BENCH, Act.FORMATION, Act.END_SETUP}
    assert m.allows(END) and not m.allows(Action(Act.END_SETUP, choice=0))
    assert m.allows(Action(Act.BENCH, piece=on[0].index))
    assert not m.allows(Action(Act.BENCH, piece=on[0].index, square=on[0].square))
    assert not m.allows(Action(Act.PLACE, piece=on[1].index, square=on[0].square))  # taken
    assert not m.allows(Action(Act.PLACE, piece=reserve.index, square=half[0]))  # eleven are on
    placements = m.legal_actions_of(Act.PLACE)
    assert isinstance(placements, Placements) and len(placements) == 11 * (len(half) - 11)

    benched, square = on[0], on[0].square
    m.apply(Action(Act.BENCH, piece=benched.index))
    assert m.legal_kinds() == {Act.PLACE, Act.BENCH, Act.FORMATION}  # ten on: may not end
    assert m.allows(Action(Act.PLACE, piece=reserve.index, square=half[0]))  # room for one more
    assert not m.allows(END)
    m.apply(Action(Act.PLACE, piece=benched.index, square=square))
    m.apply(END)
    assert m.pending is not None and m.pending.side == 1 - side  # the other team sets up


def test_r3_4_the_random_coach_sets_up_without_listing(
    data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    m, coach = at_setup(data), RandomCoach(4)
    forbid_listing(monkeypatch)
    for _ in range(40):
        if m.pending is None or m.pending.kind != "setup":
            break
        m.apply(coach.choose(m))
    assert m.pending is not None and m.pending.kind != "setup"  # both teams set up


def test_r3_4_legal_actions_lists_what_it_always_listed(data: GameData) -> None:
    seen = 0
    for seed in (9, 10):
        m, coach = at_setup(data, seed), RandomCoach(seed)
        while m.pending is not None:
            if m.pending.kind == "setup":
                assert m.legal_actions() == old_list(m)
                seen += 1
            m.apply(coach.choose(m))
    assert seen > 40


def test_r3_4_placements_read_as_the_list_does(data: GameData) -> None:
    m = at_setup(data)
    m.apply(Action(Act.FORMATION, choice=1))
    m.apply(Action(Act.BENCH, piece=next(p.index for p in m.pieces if p.square is not None)))
    placements = m.legal_actions_of(Act.PLACE)
    listed = [a for a in m.legal_actions() if a.act is Act.PLACE]
    assert len(placements) == len(listed) and list(placements) == listed
    assert [placements[i] for i in range(len(listed))] == listed
    assert placements[-1] == listed[-1] and placements[3:9] == listed[3:9]
    assert all(a in placements for a in listed[::97])
    assert Action(Act.PLACE, piece=listed[0].piece, square=listed[0].square, choice=0) not in placements
    assert END not in placements
    with pytest.raises(IndexError):
        placements[len(listed)]
    random.Random(1).choice(placements)  # what the random coach does with it
