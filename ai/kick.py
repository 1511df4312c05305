"""Where to aim the kick (R12): weighed over every place the ball may come down.

The kick scatters a d8 direction and d6 squares (2d6 when the kickoff chart gives a Gust of Wind,
R13) and bounces once more; off the pitch or back in the kicking half it is a touchback, and the
receivers hand it to whom they like. Each landing square is worth more the nearer it lies to the
depth aimed for (deeper when ahead in the last turns) and the farther from their surest hands;
the charts and the rules' dice give the chances, so a change of data changes the aim. With a d6
scatter the risk of a touchback keeps the aim near the middle: the receivers' hands and the
score move it a square or two."""

from __future__ import annotations

from collections import Counter

from samurai_bowl.data.dice import Dice
from samurai_bowl.engine import Action, Match, Piece, Side, Skill

HANDS_FAR = 5  # squares from their best hands beyond which farther is no better
HANDS_WEIGHT = 0.8  # the worth of a square farther from their best hands (half for the second best)
DEPTH_WEIGHT = 0.3  # the cost of a square off the depth aimed for
EDGE = 2  # targets this near a sideline are never the best: not weighed
AHEAD_DEEPER = 2  # squares deeper when ahead in the last turns: their drive must take longer
LATE = 3  # our turns left in the second half that count as late


def totals(dice: Dice) -> dict[int, float]:
    """The chance of each total of ``dice``."""
    ways: Counter[int] = Counter({0: 1})
    for _ in range(dice.count):
        ways = _roll_once(ways, dice.sides)
    whole = sum(ways.values())
    return {t: n / whole for t, n in ways.items()}


def _roll_once(before: Counter[int], sides: int) -> Counter[int]:
    after: Counter[int] = Counter()
    for total, n in before.items():
        for face in range(1, sides + 1):
            after[total + face] += n
    return after


def flights(m: Match) -> dict[tuple[int, int], float]:
    """Where the kicked ball flies from its target, before the bounce: (dx, dy) and chance."""
    chart = m.data.kickoff
    kick_roll = totals(chart.dice)
    gust = sum(p for total, p in kick_roll.items() if chart.lookup(total).id == "gust_of_wind")
    spread: dict[tuple[int, int], float] = {}
    ball = m.rules.ball
    for distance, share in ((ball.kickoff_scatter, 1 - gust), (ball.gust_of_wind_scatter, gust)):
        if share <= 0:
            continue
        for (dx, dy), p_dir in directions(m).items():
            for squares, p_far in totals(distance).items():
                key = (dx * squares, dy * squares)
                spread[key] = spread.get(key, 0.0) + share * p_dir * p_far
    return spread


def directions(m: Match) -> dict[tuple[int, int], float]:
    """The scatter template's steps (R1.5) and the chance of each."""
    chart = m.data.scatter
    roll = totals(chart.dice)
    found: dict[tuple[int, int], float] = {}
    for total, p in roll.items():
        step = chart.step(total)
        found[step] = found.get(step, 0.0) + p
    return found


def hands(piece: Piece) -> int:
    """How sure a man is to gather a kicked ball and run with it."""
    return piece.ag + int(piece.has(Skill.SURE_HANDS)) + int(piece.has(Skill.CATCH)) + int(piece.ma >= 7)


class Aim:
    """The worth of every landing square, for the kicking side."""

    def __init__(self, m: Match, side: int, depth: int) -> None:
        self.m, self.side = m, side
        self.receiver = 1 - side
        self.line = m.pitch.line_of_scrimmage(Side(self.receiver))
        team, them = m.team(side), m.team(self.receiver)
        late = m.half == 2 and m.rules.match.turns_per_half - team.turn <= LATE
        self.depth = depth + (AHEAD_DEEPER if late and team.score > them.score else 0)
        catchers = sorted(
            (p for p in m.side_pieces(self.receiver) if p.square is not None and p.standing),
            key=lambda p: (-hands(p), p.index),
        )
        self.best = [p.square for p in catchers[:2] if p.square is not None]
        self.occupied = {p.square for p in catchers if p.square is not None}

    def land(self, square: int) -> float:
        """The worth of the ball coming to rest on ``square`` (of the receiving half)."""
        m = self.m
        deep = abs(m.pitch.xy(square)[0] - self.line) + 1  # the line of scrimmage is 1 deep
        worth = -DEPTH_WEIGHT * abs(deep - self.depth)
        for weight, best in zip((HANDS_WEIGHT, HANDS_WEIGHT / 2), self.best, strict=False):
            worth += weight * min(m.pitch.distance(best, square), HANDS_FAR)
        if square in self.occupied:
            worth -= 1.0  # he may catch it where he stands
        return worth

    def touchback(self) -> float:
        """The receivers give the ball to their best hands, wherever he stands."""
        return min((self.land(s) for s in self.best), default=0.0) - 1.0


def kick_target(m: Match, side: int, legal: list[Action], depth: int = 6) -> Action:
    """The target whose landings are worth most on average."""
    pitch = m.pitch
    length, width = pitch.length, pitch.width
    aim = Aim(m, side, depth)
    receiver = Side(1 - side)
    back = aim.touchback()
    worth = [
        [
            aim.land(pitch.square(x, y)) if pitch.half_of(pitch.square(x, y)) == receiver else back
            for y in range(width)
        ]
        for x in range(length)
    ]

    def spread_over(grid: list[list[float]], spread: list[tuple[int, int, float]], x: int, y: int) -> float:
        total = 0.0
        for dx, dy, p in spread:
            tx, ty = x + dx, y + dy
            total += p * (grid[tx][ty] if 0 <= tx < length and 0 <= ty < width else back)
        return total

    bounce = [(dx, dy, p) for (dx, dy), p in directions(m).items()]
    settled = [[spread_over(worth, bounce, x, y) for y in range(width)] for x in range(length)]
    flight = [(dx, dy, p) for (dx, dy), p in flights(m).items()]

    def expected(action: Action) -> float:
        assert action.square is not None
        return spread_over(settled, flight, *pitch.xy(action.square))

    def in_play(action: Action) -> bool:  # near a sideline or the line, a touchback is too likely
        assert action.square is not None
        x, y = pitch.xy(action.square)
        return EDGE <= y < width - EDGE and abs(x - aim.line) >= 1

    aims = [a for a in legal if a.square is not None and in_play(a)] or legal
    return max(aims, key=lambda a: (expected(a), -(a.square or 0)))
