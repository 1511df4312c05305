"""How the normal coach plays, counted over seeded normal-v-normal matches between fresh teams of
mixed clans (home and away in turn), each on both cores:

- **carriers exposed**: as a team turn ends (not with a touchdown or the half's end), its ball
  carrier with no standing team-mate beside him and at least three standing opponents who could
  reach a square beside him next turn (a Chebyshev distance of at most MA + 2 surges + 1); how
  many of those stood on a touchline;
- **idle turns**: team turns in which the side activated nobody although a standing model of its own
  was on the pitch;
- **passes and hand-offs** per match, and touchdowns, by clan.

Medians are per match, with a 95% interval from the bootstrap (2,000 resamples, seeded).

Run: python benchmarks/bench_ai_habits.py [MATCHES] [FIRST_SEED]
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import load_game_data
from samurai_bowl.engine import Act, Match

SURGES = 2


@dataclass
class Habits:
    clans: tuple[str, str]
    exposed: int = 0
    exposed_on_touchline: int = 0
    idle_turns: int = 0
    passes: Counter[str] = field(default_factory=Counter)  # passes and hand-offs, by clan
    touchdowns: Counter[str] = field(default_factory=Counter)  # by clan
    cpu: float = 0.0


def exposed(m: Match, side: int) -> tuple[bool, bool]:
    """(whether ``side``'s carrier is exposed as the module says, whether on a touchline)."""
    carrier = m.ball.carrier
    if carrier is None or m.pieces[carrier].side != side or m.pieces[carrier].square is None:
        return False, False
    at = m.pieces[carrier].square
    assert at is not None
    pitch = m.pitch
    friends = [
        p for p in m.pieces if p.side == side and p.standing and p.square is not None and p.index != carrier
    ]
    if any(pitch.distance(p.square, at) == 1 for p in friends if p.square is not None):
        return False, False
    threats = sum(
        1
        for p in m.pieces
        if p.side != side
        and p.standing
        and p.square is not None
        and pitch.distance(p.square, at) <= p.ma + SURGES + 1
    )
    if threats < 3:
        return False, False
    _, y = pitch.xy(at)
    return True, y in (0, pitch.width - 1)


def play(seed: int) -> Habits:
    start = time.process_time()
    data = load_game_data()
    rng = random.Random(f"habits:{seed}")
    clans = sorted(data.rosters)
    home_clan, away_clan = rng.sample(clans, 2)
    m = Match(data, draft_team(data, home_clan, rng), draft_team(data, away_clan, rng), seed)
    coaches = [HeuristicCoach(seed, "normal"), HeuristicCoach(seed + 1, "normal")]
    habits = Habits((home_clan, away_clan))
    turn, side, activated, could = -1, 0, 0, False
    start_of_turn = (0, 0, 0)  # the half and the score as the turn at hand began
    while m.pending is not None:
        pending = m.pending
        if pending.kind == "turn" and m.turn_seq != turn:
            # after a touchdown or the half's end the kick-off has come between: no carrier of
            # that turn is left to expose
            if turn >= 0 and (m.half, m.teams[0].score, m.teams[1].score) == start_of_turn:
                bare, touchline = exposed(m, side)
                habits.exposed += bare
                habits.exposed_on_touchline += touchline
            if turn >= 0:
                habits.idle_turns += activated == 0 and could
            turn, side, activated = m.turn_seq, pending.side, 0
            start_of_turn = (m.half, m.teams[0].score, m.teams[1].score)
            could = any(p.side == side and p.standing and p.square is not None for p in m.pieces)
        action = coaches[pending.side].choose(m)
        if action.act is Act.ACTIVATE and pending.side == side:
            activated += 1
        if action.act in (Act.PASS, Act.HAND_OFF):
            habits.passes[habits.clans[pending.side]] += 1
        m.apply(action)
    for side, clan in enumerate(habits.clans):
        habits.touchdowns[clan] += m.teams[side].score
    habits.cpu = time.process_time() - start
    return habits


def interval(values: list[float], rng: random.Random) -> tuple[float, float]:
    medians = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(2000))
    return medians[50], medians[1949]


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 7000
    start = time.perf_counter()
    with ProcessPoolExecutor(os.cpu_count() or 1) as pool:
        played = list(pool.map(play, range(first, first + matches)))
    rng = random.Random(0)
    print(f"{matches} normal-v-normal matches, seeds {first}–{first + matches - 1}, fresh mixed-clan teams:")
    for name, values in (
        ("carriers exposed at a turn's end", [float(h.exposed) for h in played]),
        ("  of them on a touchline", [float(h.exposed_on_touchline) for h in played]),
        ("team turns with no activation", [float(h.idle_turns) for h in played]),
        ("CPU seconds per match", [h.cpu for h in played]),
    ):
        low, high = interval(values, rng)
        print(
            f"  {name}: mean {statistics.fmean(values):.2f}, median {statistics.median(values):.1f} "
            f"(95% interval {low:.1f}–{high:.1f}) per match"
        )
    per_clan: dict[str, list[tuple[int, int]]] = {}
    for h in played:
        for clan in h.clans:
            per_clan.setdefault(clan, []).append((h.passes[clan], h.touchdowns[clan]))
    print("  per match, by clan (matches): passes + hand-offs, touchdowns")
    for clan, counts in sorted(per_clan.items()):
        passes, scored = (statistics.fmean(c[i] for c in counts) for i in (0, 1))
        print(f"    {clan}: {passes:.2f} passes + hand-offs, {scored:.2f} touchdowns ({len(counts)})")
    print(f"  {time.perf_counter() - start:.0f} s wall")


if __name__ == "__main__":
    main()
