"""A network match's turn clock, as the host keeps it: each coach has ``limit`` seconds for his
stretch of play (a team turn, or a set-up, a kick or another decision outside the team turns;
:func:`samurai_bowl.engine.timeouts.clock_period`), and the clock counts only while the decision
is his and the match is not waiting for a coach. A coach's time starts afresh when the play moves
on to the next stretch. When it runs out the host answers for him with the rules' defaults until
his stretch is over (:func:`samurai_bowl.engine.timeouts.default_action`).

A coach whose team turns run out one after another without a single action of his is silent, and
after :data:`SILENT_TURNS` of them the match may be awarded against him, as against an absent
coach (R3.8).

Time is given to every method (``now``, seconds on a monotonic clock): the host passes its loop's
clock, and tests any clock they like.
"""

from __future__ import annotations

from samurai_bowl.engine import Match, clock_period, period_owner
from samurai_bowl.net import protocol as p

SILENT_TURNS = 3  # team turns run out in a row without acting, before the match may be awarded
CHOICES = (None, 120.0, 180.0, 240.0)  # what the Host screen offers: none, 2, 3 or 4 minutes


class TurnClock:
    def __init__(self, limit: float) -> None:
        self.limit = limit
        self.left = [limit, limit]  # each coach's time left in the stretch under way
        self.side: int | None = None  # whose clock counts (or would, were the match not waiting)
        self.since: float | None = None  # when it started counting; None while it stands still
        self.period: tuple[object, ...] | None = None
        self.owner: int | None = None  # whose stretch of play it is
        self.acted = [False, False]  # each coach acted himself in the stretch under way
        self.ran_out = [False, False]  # his time ran out in the stretch under way
        self.silent = [0, 0]  # stretches of his in a row that ran out without an action of his

    # --- following the match -------------------------------------------------------------------
    def follow(self, match: Match, now: float, waiting: bool, by: int | None = None) -> None:
        """The match as it stands after a change: ``by`` is the coach who acted himself (None when
        the clock or nobody did); ``waiting``: the match waits for a coach, the clock stands."""
        self._bank(now)
        if by is not None:
            self.acted[by] = True
            self.silent[by] = 0
        period = clock_period(match)
        if period != self.period:
            self._close_period()
            self.period, self.owner = period, period_owner(match)
            self.left = [self.limit, self.limit]
            self.acted, self.ran_out = [False, False], [False, False]
        pending = match.pending
        self.side = None if pending is None else pending.side
        self.since = None if pending is None or waiting else now

    def _bank(self, now: float) -> None:
        if self.side is not None and self.since is not None:
            self.left[self.side] = max(0.0, self.left[self.side] - (now - self.since))
            self.since = now

    def _close_period(self) -> None:
        if self._silent_turn():
            assert self.owner is not None
            self.silent[self.owner] += 1

    def _silent_turn(self) -> bool:
        """Whether the stretch under way is a team turn whose coach let it run out without acting."""
        owner = self.owner
        is_turn = self.period is not None and self.period[0] == "turn"
        return is_turn and owner is not None and self.ran_out[owner] and not self.acted[owner]

    # --- reading it ------------------------------------------------------------------------------
    def remaining(self, now: float) -> float | None:
        """Seconds left to the coach whose clock counts; None when none counts."""
        if self.side is None:
            return None
        left = self.left[self.side]
        if self.since is not None:
            left -= now - self.since
        return max(0.0, left)

    def due(self, now: float) -> int | None:
        """The coach whose time has run out, to be answered for now; else None."""
        if self.side is None or self.since is None:
            return None
        remaining = self.remaining(now)
        return self.side if remaining is not None and remaining <= 0 else None

    def run_out(self, side: int) -> None:
        """The host answers for ``side`` now: his time in this stretch is spent."""
        self.ran_out[side] = True

    def data(self, now: float) -> p.ClockData | None:
        """The clock for a message: whose it is, his seconds left, and whether it counts."""
        if self.side is None:
            return None
        left = self.remaining(now)
        assert left is not None
        running = self.since is not None
        return p.ClockData(side=self.side, left=round(left, 2), limit=self.limit, running=running)

    def silent_for(self, side: int) -> int:
        """How many team turns of ``side``'s in a row ran out without an action of his, the one
        under way counted once it has run out."""
        return self.silent[side] + (1 if self.owner == side and self._silent_turn() else 0)


def clock_words(seconds: float) -> str:
    """Seconds left as a clock shows them: "2:05", "0:09"."""
    whole = max(0, int(seconds + 0.999))  # 0.2 s left still shows 0:01
    return f"{whole // 60}:{whole % 60:02d}"
