"""What the host writes never stops the match: an autosave on a full disk is told and the joiner is
sent every action all the same; at the end a league file gone meanwhile is one line to tell, the
finished match is still saved, and an award (R3.8) goes into the record the league would keep."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Match
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.hosting import finish
from samurai_bowl.net.joiner import Joiner
from samurai_bowl.net.result import result_record
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.sessions.session import Session


def a_conceded_fixture(data: GameData, league_file: Path) -> Session:
    rng = random.Random(4)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 4)
    while match.pending is not None and match.pending.side != 1:  # to the away coach's decision
        match.apply(match.legal_actions()[0])
    match.apply(Action(Act.CONCEDE))  # the away side concedes (R3.8)
    league = {"path": str(league_file), "fixture": 1, "name": "Winter Court", "round": 1}
    network = {"remote": 1, "code": "ABCDEFGHJK", "awarded": "awarded (R3.8): Lions' coach did not come back"}
    return Session(match, ("human", "human"), league, network=network)


def test_a_league_file_gone_is_told_and_the_match_still_saved(data: GameData, tmp_path: Path) -> None:
    session = a_conceded_fixture(data, tmp_path / "gone.sqlite3")
    said = finish(tmp_path, session)
    assert said is not None and said.startswith("The league result was not recorded: ")
    assert (tmp_path / "saves" / f"match-{session.match.seed}.json").exists()


def test_an_award_is_in_the_record(data: GameData, tmp_path: Path) -> None:
    session = a_conceded_fixture(data, tmp_path / "gone.sqlite3")
    record = result_record(session)
    assert record["conceded"] == 1
    assert record["awarded"] == "awarded (R3.8): Lions' coach did not come back"
    assert "awarded" not in (session.match.result or {})  # the engine's own record is left as it is


def test_a_full_disk_is_told_and_the_match_goes_on(data: GameData) -> None:
    """An autosave that cannot be written (a full or read-only disk) is kept to tell the host; the
    action stands and the joiner is sent it all the same."""
    rng = random.Random(5)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 5)
    session = Session(match, ("human", "human"), network={"remote": 1, "code": "ABCDEFGHJK"})

    def full_disk(_: Session) -> None:
        raise OSError(28, "No space left on device")

    async def main() -> None:
        host = MatchHost(session, "ABCDEFGHJK", save=full_disk)
        address, port = await host.start("127.0.0.1", 0)
        joiner = Joiner(data, f"{address}:{port}", "ABCDEFGHJK", give_up=60.0)
        running = asyncio.create_task(joiner.run())
        coach = make_coach("normal", 5)
        try:
            await asyncio.wait_for(joiner.welcomed.wait(), 60)
            while host.save_problem is None:  # the decision passes from one coach to the other
                assert match.pending is not None
                if match.pending.side == 0:
                    assert host.submit(coach.choose(match)) is None
                else:
                    assert joiner.match is not None
                    assert await joiner.request(coach.choose(joiner.match)) is None
            assert host.save_problem == "Autosave failed: [Errno 28] No space left on device"
            while joiner.seq < host.seq:  # every action reaches the joiner all the same
                joiner.changed.clear()
                await asyncio.wait_for(joiner.changed.wait(), 60)
            assert joiner.match is not None and joiner.match.history == match.history
            await joiner.close()
            await host.close()
        finally:
            running.cancel()
            await asyncio.gather(running, return_exceptions=True)

    asyncio.run(main())
