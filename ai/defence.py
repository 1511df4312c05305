"""The side without the ball: a screen in front of their carrier, a deep safety, marks on their
receivers, men between a loose ball and the opponents, and in a Sneak Attack the surest hands
under the kick before it lands.

Spots are chosen once per decision and handed out one man to a spot (the nearest man first, the
most urgent spot first), so two men never walk to the same place and the plans the coach keeps
from one activation to the next stay apart."""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.ai.kick import hands
from samurai_bowl.ai.plan import Plan, goal_edge, moves, progress, square_name, their_carrier, to_goal
from samurai_bowl.ai.planners import SURGE_ROOM, Nerve, Planners
from samurai_bowl.engine import Act, Action, EventKind, Match, Path, Piece, Skill, Status

SCREEN_AHEAD = 3  # squares in front of their carrier the screen stands
SCREEN_GAP = 3  # rows between screen men: each tackle zone covers three, so no lane is free
SAFETY_BACK = 2  # the safety stands at least this far in front of our end zone
RECEIVER_MARKS = 2  # their free receivers marked at most
GUARDS = 3  # men between a loose ball and the opponents
UNDER_KICK = 3  # men who run under the kick in a Sneak Attack turn
KICK_SPREAD = 3  # rows between them: the kick scatters up to six squares either way
Key = tuple[int, int, int, int, int]


def quick(piece: Piece) -> bool:
    """A man who breaks away rather than grinds: fast, or sure to dodge out of tackle zones (the
    set-up against a team of them stands deeper)."""
    return piece.ma >= 7 or piece.ag >= 4 or piece.has(Skill.DODGE)


@dataclass(frozen=True)
class Spot:
    square: int
    role: str  # "safety", "screen", "mark", "guard" or "under" (the kick)
    why: str
    others: tuple[int, ...] = ()  # squares as good for the role, when he cannot reach ``square``


class Defence(Planners):
    """The planners, with the defence of the side without the ball."""

    def __init__(self, m: Match, nerve: Nerve) -> None:
        super().__init__(m, nerve)
        self._screen: dict[int, Plan] | None = None
        self._guard: dict[int, Plan] | None = None
        self._under: dict[int, Plan] | None = None

    # --- their carrier -------------------------------------------------------------------------
    def screen(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """A man who cannot get next to their carrier this turn takes his place in the defence:
        marking a receiver who could take a pass and score, deep as the safety, or in the screen
        in front of the carrier, spaced so tackle zones cover every lane. A slow carrier in his
        cage is screened too: the men who can reach him press him, the others wait in his way, so
        no turn passes with the defence standing still."""
        if self._screen is None:
            self._screen = self._plan_screen(m, side)
        return self._screen.get(piece.index)

    def _plan_screen(self, m: Match, side: int) -> dict[int, Plan]:
        carrier = their_carrier(m, side)
        if carrier is None or carrier.square is None:
            return {}
        men = [p for p in self._free_men(m, side) if not self._can_reach(p, carrier)]
        if not men:
            return {}
        return self._hand_out(m, side, self._screen_spots(m, side, carrier), men)

    def _can_reach(self, piece: Piece, carrier: Piece) -> bool:
        """Could he stand next to the carrier this turn, by a walk or a likely enough run?"""
        assert piece.square is not None and carrier.square is not None
        if self.m.pitch.distance(piece.square, carrier.square) <= 1:
            return True
        if not self.within_reach(piece, carrier.square, 1):
            return False
        pitch = self.m.pitch
        if any(pitch.distance(s, carrier.square) == 1 for s in self.safe(piece)):
            return True
        return any(
            pitch.distance(s, carrier.square) == 1 and self.odds(p) >= self.nerve.blitz
            for s, p in self.reach(piece).items()
        )

    def _screen_spots(self, m: Match, side: int, carrier: Piece) -> list[Spot]:
        assert carrier.square is not None
        their = 1 - side
        pitch = m.pitch
        cx, cy = pitch.xy(carrier.square)
        ahead = 1 if their == 0 else -1  # the way he runs, in x
        last = goal_edge(m, their) - ahead  # the last column before our end zone
        spots = [
            Spot(s[0], "mark", f"marks {r.name}, who could take a pass and score", s[1:])
            for r, s in self._receivers(m, side, carrier)
        ]

        def column(squares_ahead: int) -> int:
            x = cx + ahead * squares_ahead
            return min(x, last) if ahead > 0 else max(x, last)

        line = column(SCREEN_AHEAD)
        rows = [cy, cy - SCREEN_GAP, cy + SCREEN_GAP]
        width = pitch.width
        screen = [
            Spot(
                pitch.square(line, max(1, min(width - 2, y))),
                "screen",
                f"stands in the screen in front of {carrier.name}",
            )
            for y in rows
        ]
        deep = goal_edge(m, their) - ahead * (SAFETY_BACK + 1)
        safety_x = deep if (deep - line) * ahead >= 2 else None
        spots.append(screen[0])
        if safety_x is not None:
            spots.append(
                Spot(
                    pitch.square(safety_x, max(2, min(width - 3, cy))),
                    "safety",
                    f"drops deep as the safety behind the screen in front of {carrier.name}",
                )
            )
        spots += screen[1:]
        return spots

    def _receivers(self, m: Match, side: int, carrier: Piece) -> list[tuple[Piece, tuple[int, ...]]]:
        """Their free men who could score next turn with the ball, nearest our end zone first,
        with the free squares next to each where one of ours marks him, those between him and
        our end zone first."""
        their = 1 - side
        ours_tz = m.board_view.tz[side]
        found = []
        for r in m.side_pieces(their):
            if r is carrier or r.square is None or not r.standing or ours_tz[r.square]:
                continue
            if to_goal(m, their, r.square) > r.ma + SURGE_ROOM - 1:
                continue
            beside = sorted(
                (s for s in m.pitch.neighbours[r.square] if m.board_view.at(s) is None),
                key=lambda s: (-progress(m, their, s), s),
            )
            if beside:
                found.append((to_goal(m, their, r.square), r.index, r, tuple(beside)))
        found.sort(key=lambda f: (f[0], f[1]))
        return [(r, squares) for _, _, r, squares in found[:RECEIVER_MARKS]]

    # --- the loose ball -------------------------------------------------------------------------
    def guard_ball(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """The ball is loose and he is not going for it: he stands next to it on the side of the
        opponents who could reach it, so they must come through his tackle zone (and dodge out of
        it) to get there."""
        if self._guard is None:
            self._guard = self._plan_guard(m, side)
        return self._guard.get(piece.index)

    def _plan_guard(self, m: Match, side: int) -> dict[int, Plan]:
        ball = m.ball.square
        if not m.ball.loose or ball is None:
            return {}
        pitch = m.pitch
        bx, by = pitch.xy(ball)
        rivals = sorted(
            (pitch.distance(e.square, ball), e.index, e)
            for e in m.side_pieces(1 - side)
            if e.square is not None
            and e.status in (Status.STANDING, Status.PRONE)
            and pitch.distance(e.square, ball) <= e.ma + SURGE_ROOM
        )
        spots: list[Spot] = []
        for _, _, e in rivals:
            assert e.square is not None
            ex, ey = pitch.xy(e.square)
            step = pitch.square(bx + (ex > bx) - (ex < bx), by + (ey > by) - (ey < by))
            if step != ball and all(s.square != step for s in spots) and m.board_view.at(step) in (None, e):
                spots.append(Spot(step, "guard", f"stands between the loose ball and {e.name}"))
            if len(spots) == GUARDS:
                break
        # men who can get there this turn (the others come up in support), but not the man most
        # likely to pick the ball up: he is kept to go for it, now or as the turn's last act
        free = self._free_men(m, side)
        picker = self._picker(free)
        men = [p for p in free if p is not picker and 1 < pitch.distance(p.square, ball) <= p.ma + 1]  # type: ignore[arg-type]
        return self._hand_out(m, side, spots, men) if spots and men else {}

    def _picker(self, men: list[Piece]) -> Piece | None:
        """Of ``men``, the one most likely to pick up the loose ball this turn, if any could."""
        ball = self.m.ball.square
        best: tuple[float, Piece] | None = None
        for man in men:
            if ball is None or not self.within_reach(man, ball):
                continue
            path = self.to_ball(man)
            chance = self.odds(path) if path is not None else 0.0
            if chance >= self.nerve.long_shot and (best is None or chance > best[0]):
                best = (chance, man)
        return best[1] if best else None

    # --- the kick in the air --------------------------------------------------------------------
    def under_kick(self, m: Match, side: int, piece: Piece) -> Plan | None:
        """R13 Sneak Attack: our bonus turn comes before the ball lands, and the square it was kicked
        to is known. The surest hands run, with no roll, to it and to squares a few rows either side,
        so one of them can pick the ball up and run on in our first turn after it lands."""
        if self._under is None:
            self._under = self._plan_under(m, side)
        return self._under.get(piece.index)

    def _plan_under(self, m: Match, side: int) -> dict[int, Plan]:
        if m.ball.square is not None or m.kicker != side:
            return {}
        target = next((e.square for e in reversed(m.events) if e.kind == EventKind.KICK), None)
        if target is None:
            return {}
        pitch = m.pitch
        x, y = pitch.xy(target)
        rows = [y] + [r for gap in (KICK_SPREAD, -KICK_SPREAD) if 0 <= (r := y + gap) < pitch.width]
        spots = [
            Spot(pitch.square(x, r), "under", "runs under the kick to pick the ball up when it lands")
            for r in rows[:UNDER_KICK]
        ]
        # the runners are chosen from the whole team, so that the men who have run count too
        tz = m.board_view.tz[1 - side]
        able = [
            p
            for p in m.side_pieces(side)
            if p.square is not None
            and p.standing
            and (not tz[p.square] or (p.index in m.acted and p.index != self.active))
        ]
        runners = sorted(able, key=lambda p: (-hands(p), pitch.distance(p.square, target), p.index))  # type: ignore[arg-type]
        chosen = {p.index for p in runners[:UNDER_KICK]}
        return self._hand_out(m, side, spots, [p for p in self._free_men(m, side) if p.index in chosen])

    # --- shared ---------------------------------------------------------------------------------
    def _free_men(self, m: Match, side: int) -> list[Piece]:
        """Our men yet to act who can walk without a roll (on their feet or able to stand)."""
        tz = m.board_view.tz[1 - side]
        return [
            p
            for p in m.side_pieces(side)
            if p.square is not None
            and p.index != m.ball.carrier
            and (p.index not in m.acted or p.index == self.active)
            and self.can_rise(p)
            and not tz[p.square]
        ]

    def _hand_out(self, m: Match, side: int, spots: list[Spot], men: list[Piece]) -> dict[int, Plan]:
        """Each spot, most urgent first, to the free man who gets nearest it; a spot a team-mate
        already holds (or who has acted next to it) needs nobody."""
        pitch = m.pitch
        held = [
            p.square
            for p in m.side_pieces(side)
            if p.square is not None and p.standing and p.index in m.acted and p.index != self.active
        ]
        free = list(men)
        plans: dict[int, Plan] = {}
        for rank, spot in enumerate(spots):
            if any(pitch.distance(s, spot.square) <= 1 for s in held):
                continue
            best: tuple[Key, Piece, Path | None] | None = None
            for man in free:
                found = self._nearest(man, spot.square)
                for other in spot.others:
                    if found is not None and found[0][0] == 0:
                        break
                    there = self._nearest(man, other)
                    if there is not None and there[0][0] == 0:
                        found = there
                if found is None:
                    continue
                key, path = found
                if best is None or (*key, man.index) < (*best[0], best[1].index):
                    best = (key, man, path)
            if best is None:
                continue
            key, man, path = best
            free.remove(man)
            plans[man.index] = self._spot_plan(m, man, spot, path, 10.0 - rank - key[0] / 100)
        return plans

    def _nearest(self, man: Piece, spot: int) -> tuple[Key, Path | None] | None:
        """(how far from the spot he ends, in an enemy tackle zone, his distance now, squares off
        the spot's row and column, steps) and his walk; None when he cannot get any nearer the
        spot than he stands."""
        assert man.square is not None
        pitch, tz = self.m.pitch, self.m.board_view.tz[1 - man.side]
        now = pitch.distance(man.square, spot)
        sx, sy = pitch.xy(spot)

        def off(square: int) -> int:
            x, y = pitch.xy(square)
            return abs(x - sx) + abs(y - sy)

        stay = (now, int(tz[man.square]), now, off(man.square), 0)
        best: tuple[Key, Path | None] = (stay, None)
        for square, path in self.safe(man).items():
            key = (pitch.distance(square, spot), int(tz[square]), now, off(square), len(path.steps))
            if key < best[0]:
                best = (key, path)
        if best[1] is None and now > 0:
            return (stay, None) if now <= 1 else None
        return best

    def _spot_plan(self, m: Match, man: Piece, spot: Spot, path: Path | None, worth: float) -> Plan:
        if path is None:  # he stands there already: he stays, up on his feet
            return Plan(
                worth - 5.0,
                (Action(Act.END_ACTIVATION, piece=man.index),),
                f"{man.name} holds his place: he {spot.why}",
                1.0,
            )
        where = square_name(m, path.square, man.index)
        return Plan(worth, moves(man, path.steps), f"{man.name} {spot.why} at {where}", 1.0)
