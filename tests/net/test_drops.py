"""Drops told truly: a joiner stops at a refusal whenever it comes, an address where no host answers
is said at once, a silent link is noticed by the keep-alive, and the time a joiner has been away
counts from the last word heard from him, not from when his drop was noticed."""

from __future__ import annotations

import asyncio
import os
import random
import select
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.net import joiner as joiner_module
from samurai_bowl.net.host import SEAT_TAKEN, MatchHost
from samurai_bowl.net.joiner import Joiner, TurnedAway
from samurai_bowl.net.link import HostLink
from samurai_bowl.net.transport import PING
from samurai_bowl.sessions.session import Session
from tests.net.games import host, join, team_files
from tests.net.relay import Relay
from tests.net.test_faults import free_port, played
from tests.net.test_patience import until
from tests.net.wire import Wire
from tests.subprocesses import HANG, cli, end, python_env, send, start, wait_until, wait_while_running

CODE = "ABCDEFGHJK"


class Clock:
    """The host's clock, set by the test: no test waits for real seconds to pass."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def hosted(data: GameData, folder: Path, clock: Clock, keep_alive: float) -> tuple[HostLink, int]:
    """A match between two drafted teams served on a thread of its own, the joiner coaching the
    away side; the link and its port."""
    rng = random.Random(3)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 3)
    session = Session(match, ("human", "human"), network={"remote": 1, "code": CODE})
    host = MatchHost(session, CODE, award_after=30.0, clock=clock, keep_alive=keep_alive)
    link = HostLink(data, folder, host, lambda s: None)
    return link, link.listen("127.0.0.1", 0)[1]


def err_line(proc: subprocess.Popen[str]) -> str:
    """The next line ``proc`` writes to its standard error (waiting for it, against a hang only)."""
    assert proc.stderr is not None
    fd, line, deadline = proc.stderr.fileno(), b"", time.monotonic() + HANG
    while not line.endswith(b"\n"):
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        assert ready, f"nothing said after {HANG:.0f} s: {line!r}"
        byte = os.read(fd, 1)
        if not byte:
            break
        line += byte
    return line.decode()


def test_a_host_refusal_after_the_welcome_stops_the_joiner_with_its_reason(
    data: GameData, tmp_path: Path
) -> None:
    """The host goes and another, with another code, serves on the same port: the joiner that was
    in the match stops at "wrong join code" instead of trying again for ten minutes."""
    crab, lion = team_files(data, tmp_path)
    port = str(free_port())
    first, address, code = host(tmp_path / "host", "--team", str(crab), "--port", port)
    joiner = join(tmp_path / "join", address, code, "--team", str(lion))
    wait_while_running(first, lambda: played(tmp_path / "host") >= 10, "the match under way")
    end(first)
    _, again, other = host(tmp_path / "other", "--team", str(crab), "--port", port)
    assert again == address and other != code
    out, err = joiner.communicate(timeout=HANG)
    assert joiner.returncode == 1, (out, err)
    assert err.endswith("samurai-bowl join: the host refused: wrong join code\n"), err
    assert err.count("\n") == 1, err


def test_no_host_answering_is_said_at_once_and_once(data_dir: Path) -> None:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))  # bound and never listening: nothing answers there
        address = f"127.0.0.1:{held.getsockname()[1]}"
        proc = start(
            cli("join", address, "--code", "ABCDE-FGHJK", "--ai", "easy"),
            env=python_env(SAMURAI_BOWL_DATA_DIR=str(data_dir)),
        )
        try:
            said = err_line(proc)
            assert said == f"{address}: no host answers; trying again every 2 s — Ctrl-C to stop\n"
            send(proc, signal.SIGINT, "group")
            out, err = proc.communicate(timeout=HANG)
        finally:
            end(proc)
    assert proc.returncode != 0 and out == ""
    assert said not in err, err  # once, not at every try


def test_away_counts_from_the_last_message_heard(data: GameData, tmp_path: Path) -> None:
    """The joiner's last frame comes at 110, his drop is noticed at 150: awarding after 30 s is
    possible from 140 on, not from 180."""
    clock = Clock(100.0)
    link, port = hosted(data, tmp_path, clock, keep_alive=3600.0)  # no ping: only frames are heard
    host = link.host
    try:
        wire = Wire(data, f"127.0.0.1:{port}")
        assert wire.hello(CODE)["type"] == "welcome"
        assert host.player is not None and host.player.heard == 100.0
        clock.now = 110.0
        wire.send({"v": 1, "type": "act", "seq": 999, "action": {"act": "end_turn"}})
        assert wire.next()["type"] == "refused"  # refused, and heard all the same
        assert host.player.heard == 110.0
        clock.now = 150.0
        wire.connection.socket.shutdown(socket.SHUT_RDWR)  # gone without a word
        wait_until(lambda: host.player is None, "the drop noticed")
        assert host.away_since == 110.0 and host.paused is not None
        clock.now = 139.5
        assert not host.may_award()
        clock.now = 140.0
        assert host.may_award()
    finally:
        link.close()


def test_a_silent_link_is_noticed_and_an_answered_ping_counts_as_heard(
    data: GameData, tmp_path: Path
) -> None:
    """Nothing goes through the link any more, its connection stays open: the host's keep-alive
    drops it after a ping and as long again without an answer (5 s + 5 s by default), and the
    away time counts from the last ping answered."""
    assert 2 * PING <= 10.0
    clock = Clock(100.0)
    link, port = hosted(data, tmp_path, clock, keep_alive=1.0)
    relay = Relay(port)
    host = link.host
    try:
        wire = Wire(data, relay.address)
        assert wire.hello(CODE)["type"] == "welcome"
        clock.now = 120.0  # the joiner says nothing more: only his answers to pings are heard
        wait_until(lambda: host.player is not None and host.player.heard == 120.0, "a ping answered")
        relay.silence()
        wait_until(lambda: host.player is None, "the silent link noticed")
        assert host.away_since == 120.0
        assert host.paused is not None and host.paused.endswith(" to reconnect")
    finally:
        relay.close()
        link.close()


def test_a_joiner_back_before_the_host_noticed_his_drop_waits_for_his_seat(
    data: GameData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The one refusal a joiner waits through: his own old connection, not yet noticed gone, still
    holds the seat ("a coach already plays this match"); the host's keep-alive frees it."""
    clock = Clock(100.0)
    link, port = hosted(data, tmp_path, clock, keep_alive=1.0)
    relay = Relay(port)
    host = link.host
    refused: list[str] = []

    def turned_away(reason: str) -> None:
        refused.append(reason)
        raise TurnedAway(reason)

    monkeypatch.setattr(joiner_module, "raise_turned_away", turned_away)

    async def main() -> None:
        joiner = Joiner(data, relay.address, CODE, give_up=HANG)
        running = asyncio.create_task(joiner.run())
        try:
            await until(lambda: joiner.connections == 1 or running.done())
            old = host.player
            relay.strand()  # his end resets at once; the host's end stays open, silent
            await until(lambda: host.player is not old or running.done())
            await until(lambda: joiner.connections == 2 or running.done())
            assert not running.done(), running.exception()
            assert host.player is not None and host.player is not old
            assert SEAT_TAKEN in refused
        finally:
            running.cancel()
            await asyncio.gather(running, return_exceptions=True)

    try:
        asyncio.run(main())
    finally:
        relay.close()
        link.close()
