"""Nothing the relay sees helps a cheat: every frame it forwards in a whole match, read as it
passes, is what the joiner gets from a host directly — the joiner's hello and actions one way,
the host's messages the other, with no die of the match before its end — and nothing else. A
spectator watches through it as he does directly, and cannot act. A host whose line to the relay
drops dials back and keeps its code, its seated joiner playing on meanwhile."""

from __future__ import annotations

import asyncio
import json
import random

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match, default_action, new_seed
from samurai_bowl.net.ai_play import play_joiner_side
from samurai_bowl.net.host import SEAT_TAKEN, MatchHost
from samurai_bowl.net.join_code import new_code
from samurai_bowl.net.joiner import Joiner
from samurai_bowl.sessions.session import Session
from tests.net.relayed import RelayThread, ServedRelayed, until
from tests.net.served import a_friendly
from tests.net.wire import Wire


def test_the_relay_forwards_only_what_a_joiner_gets_and_no_die_before_the_end(data: GameData) -> None:
    rng = random.Random(3)
    seed = new_seed()  # 128 bits: its digits appear in a frame only if the dice do
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), seed)
    code = new_code()
    session = Session(match, ("normal", "human"), network={"remote": 1, "code": code})
    with RelayThread() as relay:
        relay.tap()
        with ServedRelayed(MatchHost(session, code), relay.url, ai="normal") as served:
            joiner = Joiner(data, relay.url, code, relay=True)

            async def play() -> None:
                playing = asyncio.create_task(play_joiner_side(joiner, "normal", 5))
                try:
                    await joiner.run()
                finally:
                    playing.cancel()

            asyncio.run(play())
            sent_by_host = served.call(lambda: list(served.host.sent))
        frames = relay.call(lambda: list(relay.frames))
    assert joiner.ended is not None and joiner.ended.result["score"] == list(match.result["score"])  # type: ignore[index]
    to_joiner = [frame for way, frame in frames if way == "to joiner"]
    to_host = [frame for way, frame in frames if way == "to host"]
    assert len(to_joiner) == sent_by_host[0] == joiner.received[0]  # every message, and nothing more
    assert (
        sum(len(frame.encode() if isinstance(frame, str) else frame) for frame in to_joiner)
        == sent_by_host[1]
    )
    assert len(to_host) == joiner.sent[0]
    kinds = [json.loads(frame)["type"] for frame in to_joiner]
    assert kinds[0] == "welcome" and kinds[-1] == "ended" and "ended" not in kinds[:-1]
    assert set(kinds) <= {"welcome", "update", "refused", "paused", "resumed", "chat", "ended"}
    assert {json.loads(frame)["type"] for frame in to_host} <= {"hello", "act", "say"}
    for frame in to_joiner[:-1]:  # before the end: no die, no seed
        assert str(seed) not in frame
        state = json.loads(frame).get("state") or json.loads(frame).get("match", {}).get("state", {})
        assert "dice" not in state or not state["dice"]
    assert str(seed) in to_joiner[-1]  # the end's replay has them (as a direct joiner gets it)


def test_a_spectator_watches_through_the_relay_and_never_acts(data: GameData) -> None:
    code = new_code()
    session = a_friendly(data, 11, setup_of=1)
    with RelayThread() as relay, ServedRelayed(MatchHost(session, code, spectators=True), relay.url):
        coach, watcher = Wire(data, relay.url, code), Wire(data, relay.url, code)
        assert coach.hello(code)["side"] == 1
        welcome = watcher.hello(code, role="spectator")
        assert welcome["type"] == "welcome" and welcome["role"] == "spectator" and welcome["side"] is None
        assert coach.match is not None
        coach.act(default_action(coach.match))
        assert coach.next()["type"] == "update"
        assert watcher.next()["type"] == "update"  # he sees it
        watcher.act(default_action(coach.match), seq=coach.seq)
        refused = watcher.next()
        assert refused["type"] == "refused" and refused["reason"] == "a spectator cannot act"


def test_a_host_whose_line_drops_dials_back_and_keeps_its_code(data: GameData) -> None:
    code = new_code()
    with RelayThread() as relay, ServedRelayed(MatchHost(a_friendly(data, 13, setup_of=1), code), relay.url):
        seated = Wire(data, relay.url, code)
        assert seated.hello(code)["type"] == "welcome"
        line = relay.call(lambda: relay.relay.rooms[code].control)
        assert line is not None
        relay.call(line.transport.abort)  # the host's line to the relay drops; his joiner's stays
        until(lambda: relay.call(lambda: relay.relay.rooms[code].control not in (None, line)))
        assert relay.call(relay.relay.status)["matches"] == 1  # the same match, under the same code
        second = Wire(data, relay.url, code)
        assert second.hello(code)["reason"] == SEAT_TAKEN  # the host answers the code again
        assert seated.match is not None
        seated.act(default_action(seated.match))
        assert seated.next()["type"] == "update"
