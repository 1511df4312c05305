"""Block odds are worked out once for each kind of block (the dice, who chooses, the skills that
change a face, the team re-roll and Augury in hand) and shared: every answer equals the figures
worked out afresh for that block, and its dicts are its own."""

from __future__ import annotations

import random
from fractions import Fraction

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.data.charts import BlockFace
from samurai_bowl.engine.dice.chances import block_dice, block_outcomes
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.before_acting import BlockOdds, block_odds
from samurai_bowl.engine.rules.casting import augury_open
from samurai_bowl.engine.state.pieces import Piece, Skill

DOWN, STUMBLES, BOTH, ATTACKER = (
    BlockFace.DEFENDER_DOWN.value,
    BlockFace.DEFENDER_STUMBLES.value,
    BlockFace.BOTH_DOWN.value,
    BlockFace.ATTACKER_DOWN.value,
)


def fresh(m: Match, attacker: Piece, defender: Piece) -> BlockOdds:
    """The figures of one block, worked out from the rules with nothing kept."""
    att_st, def_st = m.board.block_strength(attacker, defender)
    count, chooser = block_dice(att_st, def_st)
    faces: dict[str, int] = {}
    for entry in m.data.block_dice.results:
        faces[entry.id.value] = faces.get(entry.id.value, 0) + entry.roll[1] - entry.roll[0] + 1
    downs = {DOWN} | ({STUMBLES} if not defender.has(Skill.DODGE) else set())
    downs |= {BOTH} if not defender.has(Skill.BLOCK) else set()
    falls = {ATTACKER} | ({BOTH} if not attacker.has(Skill.BLOCK) else set())
    rank = {
        f: (2.0 if f in downs else 0.0 if f == ATTACKER else 1.0) - 1.5 * (f in falls) + 0.1 * (f == DOWN)
        for f in faces
    }
    outcomes = block_outcomes(faces, count, chooser, rank)
    knockdown = sum((outcomes[f] for f in downs), Fraction(0))
    team = m.team(attacker.side)
    if m.active == attacker.side and team.rerolls > 0 and not team.reroll_used:
        rerolled = {f: (p if f in downs else 0) + (1 - knockdown) * p for f, p in outcomes.items()}
    else:
        rerolled = dict(outcomes)
    fallen = sum((rerolled[f] for f in falls), Fraction(0))
    augured = None
    if augury_open(m, attacker.side):
        augured = {f: (0 if f in falls else p) + fallen * outcomes[f] for f, p in rerolled.items()}
    return BlockOdds(
        count,
        chooser,
        att_st,
        def_st,
        outcomes,
        knockdown,
        sum((rerolled[f] for f in downs), Fraction(0)),
        sum((outcomes[f] for f in falls), Fraction(0)),
        rerolled,
        fallen,
        None if augured is None else sum((augured[f] for f in downs), Fraction(0)),
        None if augured is None else sum((augured[f] for f in falls), Fraction(0)),
    )


def test_every_block_of_real_play_has_the_figures_worked_out_afresh(data: GameData) -> None:
    kinds = set()
    for seed in (2, 9, 14):
        rng = random.Random(seed)
        clans = sorted(data.rosters)
        m = Match(
            data, draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng), seed
        )
        coaches = (HeuristicCoach(seed, "normal"), HeuristicCoach(seed + 1, "normal"))
        turns = 0
        while m.pending is not None and turns < 30:
            if m.pending.kind == "turn":
                turns += 1
                for attacker in m.pieces:
                    for defender in m.pieces:
                        if attacker.side == defender.side or not (attacker.standing and defender.standing):
                            continue
                        got, want = block_odds(m, attacker, defender), fresh(m, attacker, defender)
                        assert got == want
                        assert [*got.outcomes] == [*want.outcomes]
                        kinds.add((got.dice, got.attacker_chooses, got.knockdown_with_augury is not None))
            m.apply(coaches[m.pending.side].choose(m))
    assert len(kinds) >= 5 and any(augury for _, _, augury in kinds)


def test_each_answer_has_dicts_of_its_own(data: GameData) -> None:
    rng = random.Random(4)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 4)
    coaches = (HeuristicCoach(4, "normal"), HeuristicCoach(5, "normal"))
    while m.pending is not None and m.pending.kind != "turn":
        m.apply(coaches[m.pending.side].choose(m))
    attacker, defender = m.side_pieces(0)[0], m.side_pieces(1)[0]
    first = block_odds(m, attacker, defender)
    first.outcomes.clear()
    first.outcomes_with_reroll.clear()
    again = block_odds(m, attacker, defender)
    assert again == fresh(m, attacker, defender) and again.outcomes and again.outcomes_with_reroll
    assert again.outcomes is not first.outcomes
