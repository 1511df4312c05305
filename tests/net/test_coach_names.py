"""The coaches' names in the join handshake: the joiner's hello names its coach and the host's
welcome names the other side's, each a name as the coaches' book takes it (at most 40
characters, no control character) or none; a message without a name says nothing of one, as a
peer from before names sends it; and once joined both ends know both names."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.net import protocol as p
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.joiner import Joiner
from samurai_bowl.sessions.session import Session

CODE = "ABCDEFGHJK"


def hello(**fields: object) -> str:
    return json.dumps({"v": 1, "type": "hello", "code": CODE, **fields})


def welcome(**fields: object) -> str:
    return json.dumps(
        {"v": 1, "type": "welcome", "role": "player", "side": 1, "seq": 0, "match": {}, **fields}
    )


def test_a_hello_and_a_welcome_carry_a_coachs_name() -> None:
    said = p.read_from_joiner(hello(coach="  Kenji   Tanaka "))
    assert isinstance(said, p.Hello) and said.coach == "Kenji Tanaka"  # spaces tidied, as the book does
    told = p.read_from_host(welcome(coach="Aiko"))
    assert isinstance(told, p.Welcome) and told.coach == "Aiko"
    assert p.read_from_host(p.encode(told)) == told
    assert p.read_from_joiner(p.encode(said)) == said


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("K" * 41, "coach: at most 40 characters (got 41)"),
        ("Ken\x1bji", "coach: must not hold control characters"),
        ("   ", "coach: must not be empty"),
        (7, "coach: Input should be a valid string"),
    ],
)
def test_a_bad_name_is_refused_in_one_line(name: object, reason: str) -> None:
    with pytest.raises(p.BadMessage) as hello_refused:
        p.read_from_joiner(hello(coach=name))
    assert str(hello_refused.value) == f"hello.{reason}"
    with pytest.raises(p.BadMessage) as welcome_refused:
        p.read_from_host(welcome(coach=name))
    assert str(welcome_refused.value) == f"welcome.{reason}"


def test_no_name_is_left_out_so_a_peer_from_before_names_reads_it() -> None:
    """A peer from before names forbids fields it does not know: a message without a name has
    no ``coach`` at all, and one from such a peer (without it) reads as no name."""
    assert "coach" not in json.loads(p.encode(p.Hello(code=CODE)))
    assert "coach" not in json.loads(p.encode(p.read_from_host(welcome())))
    assert json.loads(p.encode(p.Hello(code=CODE, coach="Kenji")))["coach"] == "Kenji"
    old = p.read_from_joiner(hello())
    assert isinstance(old, p.Hello) and old.coach is None


def test_both_ends_know_both_names_once_joined(data: GameData) -> None:
    rng = random.Random(5)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 5)
    session = Session(match, ("human", "human"), network={"remote": 1, "code": CODE}, names=("Kenji", None))

    async def main() -> None:
        host = MatchHost(session, CODE)
        address, port = await host.start("127.0.0.1", 0)
        joiner = Joiner(data, f"{address}:{port}", CODE, give_up=60.0, coach="Aiko")
        running = asyncio.create_task(joiner.run())
        try:
            await asyncio.wait_for(joiner.welcomed.wait(), 60)
            assert joiner.host_coach == "Kenji"
            assert session.names == ("Kenji", "Aiko")
            assert session.to_json()["names"] == ["Kenji", "Aiko"]  # saved with the match, replay and all
            await joiner.close()
            await host.close()
        finally:
            running.cancel()
            await asyncio.gather(running, return_exceptions=True)

    asyncio.run(main())


def test_a_hosted_fixture_names_its_coaches_as_its_league_entries_do(data: GameData, tmp_path: Path) -> None:
    from samurai_bowl.league.db import open_db
    from samurai_bowl.league.store import LeagueStore
    from samurai_bowl.net.hosting import fixture_session, friendly_maker

    path = tmp_path / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    league = store.create("Winter Court", 1)
    rng = random.Random(5)
    crab = draft_team(data, "crab", rng)
    store.add_team(league, crab, "Ann", "human")
    store.add_team(league, draft_team(data, "lion", rng), "Bo", "human")
    store.draw_schedule(league)
    fixture = store.fixtures(league)[0]
    store.db.close()
    session, _ = fixture_session(data, path, "Winter Court", fixture.number, CODE)
    assert session.names == (fixture.home.coach, fixture.away.coach)
    friendly = friendly_maker(data, crab, CODE, host_name="Kenji")(crab.model_dump(mode="json"))
    assert friendly.names == ("Kenji", None)  # the joiner's name comes with his hello
