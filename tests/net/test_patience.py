"""A joiner's patience after a drop counts from the drop, not from when it first came: one that has
been in the match longer than it waits still finds a host that comes back (a crash, a restart),
while reaching a host at all has a patience of its own (the Join screen's is short)."""

from __future__ import annotations

import asyncio
import random

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.joiner import Joiner
from samurai_bowl.sessions.session import Session

CODE = "ABCDEFGHJK"
HANG = 60.0  # seconds, against a hang only


async def until(what: object) -> None:
    async def polled() -> None:
        while not (what() if callable(what) else what):
            await asyncio.sleep(0.01)

    await asyncio.wait_for(polled(), HANG)


def test_a_joiner_waits_for_a_host_that_comes_back_however_long_it_has_played(data: GameData) -> None:
    rng = random.Random(3)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 3)
    session = Session(match, ("human", "human"), network={"remote": 1, "code": CODE})

    async def main() -> None:
        host = MatchHost(session, CODE)
        address, port = await host.start("127.0.0.1", 0)
        # no patience at all for the first connection: any failed try after the drop would end it
        # if the patience still counted from the start
        joiner = Joiner(data, f"{address}:{port}", CODE, first_try=0.0, give_up=HANG)
        running = asyncio.create_task(joiner.run())
        try:
            await until(joiner.welcomed.is_set)
            assert host.player is not None
            host.player.connection.transport.abort()  # the host's end vanishes, as in a crash
            await host.close()
            await until(lambda: joiner.paused is not None or running.done())
            await asyncio.sleep(0.3)  # a few tries meet no host (a slow machine makes fewer)
            assert not running.done(), running.exception()
            again = MatchHost(session, CODE)
            await again.start("127.0.0.1", port)
            await until(lambda: joiner.connections == 2 or running.done())
            assert not running.done(), running.exception()
            assert joiner.match is not None and joiner.match.history == match.history
            await joiner.close()
            await again.close()
        finally:
            running.cancel()
            await asyncio.gather(running, return_exceptions=True)

    asyncio.run(main())
