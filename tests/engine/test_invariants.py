"""Seeded random matches played to the end, checking the engine's invariants at every step."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from ai.drafting import draft_team
from ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action, IllegalAction
from samurai_bowl.engine.match import Match

MATCHES = 200
ROUND_TRIP_EVERY = 25


def check(m: Match) -> None:
    board = m.board
    assert board.recount() == (board.occupant, board.tz, board.tackle_tz), "zone counts drifted"
    for piece in m.pieces:
        assert (piece.square is not None) == piece.status.on_pitch, piece
        if piece.square is not None:
            assert board.occupant[piece.square] == piece.index
    if m.ball.carrier is not None:
        carrier = m.pieces[m.ball.carrier]
        assert carrier.standing and carrier.square == m.ball.square, "the ball left its carrier"
    assert all(0 <= t.turn <= m.rules.match.turns_per_half for t in m.teams)
    assert all(t.rerolls >= 0 for t in m.teams)
    if m.pending is not None:
        legal = m.legal_actions()
        assert legal and len(set(legal)) == len(legal), "legal actions must be unique and non-empty"


def play(data: GameData, seed: int) -> tuple[Match, Counter[str]]:
    rng = random.Random(seed)
    home = draft_team(data, rng.choice(sorted(data.rosters)), rng)
    away = draft_team(data, rng.choice(sorted(data.rosters)), rng)
    m = Match(data, home, away, seed)
    coach = RandomCoach(seed)
    sides = Counter(p.side for p in m.pieces)
    kinds: Counter[str] = Counter()
    step = 0
    while m.pending is not None:
        check(m)
        kinds[m.pending.kind] += 1
        if step % ROUND_TRIP_EVERY == 0:
            saved = m.to_json()
            assert Match.from_json(data, json.loads(json.dumps(saved))).to_json() == saved
        m.apply(coach.choose(m))
        step += 1
    check(m)
    assert Counter(p.side for p in m.pieces) == sides
    assert m.over and m.half == 2 and m.events[-1].kind == "game_over"
    return m, kinds


def test_random_matches_keep_every_invariant_and_replay_exactly(data: GameData) -> None:
    seen: Counter[str] = Counter()
    for seed in range(MATCHES):
        m, kinds = play(data, seed)
        seen.update(kinds)
        if seed % 20 == 0:
            again = Match.replay(data, *m.team_files, seed, m.history)
            assert again.to_json() == m.to_json()
    # the random coach reaches every decision this engine asks for
    assert {"coin_toss", "setup", "kick", "turn", "activation", "reroll", "touchback",
            "block_die", "block_reroll", "push", "follow_up"} <= set(seen), sorted(seen)


def test_illegal_actions_never_change_a_match(data: GameData) -> None:
    m, _ = play(data, 7)
    rng = random.Random(1)
    m = Match(data, *m.team_files, 7)
    coach = RandomCoach(7)
    for _ in range(120):
        if m.pending is None:
            break
        before = json.dumps(m.to_json())
        bogus = Action(rng.choice(list(Act)), piece=rng.randrange(-2, 40), square=rng.randrange(-2, 400))
        if bogus not in m.legal_actions():
            with pytest.raises(IllegalAction):
                m.apply(bogus)
            assert json.dumps(m.to_json()) == before
        m.apply(coach.choose(m))
