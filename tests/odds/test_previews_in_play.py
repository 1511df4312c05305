"""The block figures the window shows before the blocker has done anything, played out: a prone
model's, read at the turn's decision from the engine's preview of his activation (he stands up
first, R4.6, and only then do his tackle zone and assists count, R7.2), and a blocker's after he has
walked up to his target. Built positions and positions met in seeded matches, each figure against
2,000 play-outs on copies with dice of their own, at 99.9% for all of them together."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.before_acting import BlockOdds
from samurai_bowl.engine.odds.previews import once_activated
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.ui.match.words.preview_words import preview_target_words
from tests.odds.playout import Observe, Trial, disagreements
from tests.odds.trials import _inside, at, scorpions_v_crabs
from tests.rules.match_builder import sq

RUNS = 2000
CONFIDENCE = 0.999


def blocked(before: Match, c: Match) -> bool:
    """The block was thrown in this play-out (a prone blocker may have failed to stand)."""
    return any(
        e.kind == "roll" and str(e.data.get("purpose", "")).startswith("Block")
        for e in c.state.events[len(before.state.events) :]
    )


def falls(before: Match, c: Match, piece: int) -> bool | None:
    """Whether ``piece`` went down in the block (read from the events, as the pitch may be cleared
    for the next half before the play settles); None when no block was thrown."""
    events = c.state.events[len(before.state.events) :]
    if not blocked(before, c):
        return None
    return any(e.kind == "fall" and e.piece == piece for e in events)


def figures(odds: BlockOdds, attacker: int, defender: int) -> dict[str, tuple[float, Observe]]:
    return {
        "knock-down": (float(odds.knockdown_with_reroll), lambda b, c: falls(b, c, defender)),
        "you fall": (float(odds.attacker_down_with_reroll), lambda b, c: falls(b, c, attacker)),
    }


def stand_up_then_block(name: str, m: Match, attacker: int, defender: int) -> Trial:
    """Hovering the target of a prone model at the turn's decision: the figures of his block once
    he is up. Where his stand-up takes a roll, they are the figures if it succeeds, and the
    play-outs in which it fails are left out."""
    activated = once_activated(m, attacker)
    assert activated is not None
    square = m.pieces[defender].square
    assert square is not None
    block = Action(Act.BLOCK, piece=attacker, square=square)
    assert block in activated.match.legal_actions()
    odds = activated.match.odds(block)
    assert isinstance(odds, BlockOdds)
    return Trial(
        name,
        m,
        [Action(Act.ACTIVATE, piece=attacker), block],
        figures(odds, attacker, defender),
        lambda c: not c.pieces[attacker].standing,
    )


def move_then_block(name: str, m: Match, attacker: int, defender: int, path: list[tuple[int, int]]) -> Trial:
    """The figures over the target once the blocker has walked up to him."""
    m.apply(Action(Act.ACTIVATE, piece=attacker))
    for x, y in path:
        m.apply(Action(Act.MOVE, piece=attacker, square=sq(x, y)))
    square = m.pieces[defender].square
    assert square is not None
    block = Action(Act.BLOCK, piece=attacker, square=square)
    odds = m.odds(block)
    assert isinstance(odds, BlockOdds)
    return Trial(name, m, [block], figures(odds, attacker, defender))


def built(data: GameData) -> list[Trial]:
    sc = scorpions_v_crabs
    # Crab 11 (ST 4, MA 4) lies beside Scorpion 0 (ST 3); Scorpion 1 stands beside him and in no
    # other Crab's tackle zone: once 11 is up, 1 assists, and it is 4 against 4: one die
    return [
        stand_up_then_block(
            "a prone Crab stands (MA 4) and blocks, 1 die, re-roll",
            at(data, sc(), {11: (9, 6, Status.PRONE), 0: (8, 6), 1: (10, 7)}, active=1, rerolls=(0, 1)),
            11,
            0,
        ),
        stand_up_then_block(
            "a prone Crab needs 4+ to stand (cost 5), then 2 dice",
            at(
                data,
                sc(),
                {11: (9, 6, Status.PRONE), 0: (8, 6), 12: (7, 7)},
                active=1,
                options={"movement": {"stand_up_cost": 5}},
            ),
            11,
            0,
        ),
        move_then_block(
            "a Crab walks up, assisted, then blocks against an assist",
            at(data, sc(), {11: (6, 6), 0: (9, 6), 1: (8, 7), 12: (10, 7)}, active=1, rerolls=(0, 1)),
            11,
            0,
            [(7, 6), (8, 6)],
        ),
    ]


def harvested(data: GameData, seeds: tuple[int, ...] = (3, 5, 8, 13, 21)) -> list[Trial]:
    """At the turns of seeded matches between random coaches, every prone model of the active team
    with a block in the preview of his activation (a target on the pitch's edge, where a push
    could go into the crowd, is passed over); at most two a match."""
    found: list[Trial] = []
    for seed in seeds:
        rng = random.Random(seed)
        clans = sorted(data.rosters)
        m = Match(
            data, draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng), seed
        )
        coach, here = RandomCoach(seed), 0
        while m.pending is not None and here < 2:
            if m.pending.kind == "turn":
                for piece in m.side_pieces(m.pending.side):
                    if piece.status is not Status.PRONE or here >= 2:
                        continue
                    activated = once_activated(m, piece.index)
                    blocks = (
                        []
                        if activated is None
                        else [
                            a
                            for a in activated.match.legal_actions()
                            if a.act is Act.BLOCK and a.square is not None
                        ]
                    )
                    for block in [b for b in blocks if b.square is not None and _inside(m.pitch, b.square)][
                        :1
                    ]:
                        assert block.square is not None
                        target = m.board.at(block.square)
                        assert target is not None
                        found.append(
                            stand_up_then_block(
                                f"seed {seed}: {piece.position} #{piece.number} stands and blocks",
                                m.replica(),
                                piece.index,
                                target.index,
                            )
                        )
                        here += 1
            m.apply(coach.choose(m))
    return found


def test_a_prone_blockers_preview_counts_the_assists_he_will_meet_once_up(data: GameData) -> None:
    """R7.2: the window's words over the target of a prone Crab (ST 4) at the turn's decision: the
    Scorpion beside him assists once he stands, so it is 4 against 4, one die, as the block rolls."""
    m = at(data, scorpions_v_crabs(), {11: (9, 6, Status.PRONE), 0: (8, 6), 1: (10, 7)}, active=1)
    activated = once_activated(m, 11)
    assert activated is not None and activated.stand_up == 1
    words = preview_target_words(activated, Action(Act.BLOCK, piece=11, square=sq(8, 6)))
    assert " 1 die · " in words and not words.startswith("If")
    # and the assists read on the position as it stands count the Scorpion too: a fallen blocker
    # has no tackle zone to take from his square
    odds = m.odds(Action(Act.BLOCK, piece=11, square=sq(8, 6)))
    assert isinstance(odds, BlockOdds) and (odds.attacker_st, odds.defender_st, odds.dice) == (4, 4, 1)


def test_a_preview_that_assumes_a_stand_up_roll_says_so(data: GameData) -> None:
    m = at(
        data,
        scorpions_v_crabs(),
        {11: (9, 6, Status.PRONE), 0: (8, 6)},
        active=1,
        rerolls=(0, 1),
        options={"movement": {"stand_up_cost": 5}},
    )
    activated = once_activated(m, 11)
    assert activated is not None
    assert (activated.stand_up_target, activated.stand_up, activated.stand_up_rerolled) == (
        4,
        Fraction(1, 2),
        Fraction(3, 4),
    )
    words = preview_target_words(activated, Action(Act.BLOCK, piece=11, square=sq(8, 6)))
    assert words.startswith("If he stands up (4+: 50%, 75% re-rolled): Block: Player 1 on Player 1")


@pytest.mark.slow
def test_every_preview_of_a_block_agrees_with_play(data: GameData) -> None:
    met = harvested(data)
    assert len(met) >= 3
    wrong = disagreements(built(data) + met, RUNS, CONFIDENCE, first_seed=20_000)
    assert not wrong, "\n".join(wrong)
