"""An AI coach at either end of a network match: it plays the host's own side through
:meth:`MatchHost.submit`, or the joiner's through :meth:`Joiner.act`, thinking off the loop (in a
thread) on a copy of the match, so keep-alive and the other coach are answered meanwhile."""

from __future__ import annotations

import asyncio
import contextlib
import time

from samurai_bowl.errors import DataError
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.joiner import Joiner
from samurai_bowl.play.coaches import make_coach


async def play_host_side(host: MatchHost, level: str, *, award: bool = True) -> None:
    """Play the host's side until the match ends (seeded with the match's seed); with ``award``,
    award the match once the joiner has been away as long as the host waits (R3.8)."""
    coach = None
    while not host.finished.is_set():
        host.changed.clear()
        match = host.match
        if (
            match is not None
            and match.pending is not None
            and match.pending.side != host.remote
            and not host.paused
        ):
            if coach is None:
                coach = make_coach(level, match.seed)
            seq, copy = host.seq, match.clone()
            action = await asyncio.to_thread(coach.choose, copy)
            if host.seq == seq and host.paused is None:
                problem = host.submit(action)
                if problem:
                    raise DataError("the AI coach", problem)
            continue
        if award and host.may_award():
            host.award()
            continue
        timeout = None
        if award and host.joined_once and host.away_since is not None and not host.awarded:
            timeout = max(0.01, host.award_after - (time.monotonic() - host.away_since))
        with contextlib.suppress(TimeoutError):  # the joiner has been away long enough: award it
            await asyncio.wait_for(host.changed.wait(), timeout)


async def play_joiner_side(joiner: Joiner, level: str, seed: int) -> None:
    """Answer every decision of the joiner's side until cancelled (the match's end cancels it)."""
    coach = make_coach(level, seed)
    answered: tuple[int, int] | None = None  # (connection, decision) last answered
    while True:
        await joiner.changed.wait()
        joiner.changed.clear()
        decision = (joiner.connections, joiner.seq)  # asked again after a reconnection: answered again
        match = joiner.match
        if match is not None and joiner.my_decision and decision != answered:
            answered = decision
            action = await asyncio.to_thread(coach.choose, match)
            try:
                await joiner.act(action)
            except ConnectionError:
                answered = None  # answered again once the host is back
