"""How many connections a host takes: at most a handful at once from one address (the next is
refused at the handshake, HTTP 429, and the match never hears of it) while a coach from another
address still joins; and when the system has no descriptor left for one more, the host says so
once instead of logging a traceback at every try of the loop."""

from __future__ import annotations

import asyncio
import json
import os
import random
import resource
import signal
import socket
from pathlib import Path

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidStatus

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.net.host import PER_ADDRESS, MatchHost
from samurai_bowl.sessions.session import Session
from tests.net.games import HOSTING, team_files
from tests.subprocesses import HANG, cli, python_env, read_line, start, wait_until

CODE = "ABCDEFGHJK"


async def joined(uri: str, role: str, source: str = "127.0.0.1") -> ClientConnection:
    """A connection from ``source`` that said hello and was welcomed."""
    connection = await connect(uri, local_addr=(source, 0), open_timeout=HANG)
    await connection.send(json.dumps({"v": 1, "type": "hello", "code": CODE, "role": role}))
    answer = json.loads(await asyncio.wait_for(connection.recv(), HANG))
    assert answer["type"] == "welcome", answer
    return connection


def test_a_ninth_connection_from_one_address_is_refused_at_the_handshake(data: GameData) -> None:
    rng = random.Random(3)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 3)
    session = Session(match, ("human", "human"), network={"remote": 1, "code": CODE})

    async def main() -> None:
        host = MatchHost(session, CODE, spectators=True)
        address, port = await host.start("127.0.0.1", 0)
        uri = f"ws://{address}:{port}"
        try:
            watchers = [await joined(uri, "spectator") for _ in range(PER_ADDRESS)]
            with pytest.raises(InvalidStatus) as caught:
                await connect(uri, open_timeout=HANG)
            assert caught.value.response.status_code == 429
            assert (
                caught.value.response.body == f"{PER_ADDRESS} connections from 127.0.0.1 already\n".encode()
            )
            assert len(host.watchers) == PER_ADDRESS and host.player is None  # the match never heard of it
            coach = await joined(uri, "player", source="127.0.0.2")  # another address: he plays
            assert host.player is not None and host.seq == 0
            await watchers.pop().close()

            async def one_more() -> ClientConnection:
                while True:  # refused until the host has counted the closed one out
                    try:
                        return await joined(uri, "spectator")
                    except InvalidStatus:
                        await asyncio.sleep(0.01)

            watchers.append(await asyncio.wait_for(one_more(), HANG))
            for connection in (*watchers, coach):
                await connection.close()
        finally:
            await host.close()

    asyncio.run(main())


def host_sockets(pid: int) -> set[str]:
    """The sockets the process holds open (``socket:[inode]``), each connection it accepted too."""
    found = set()
    for entry in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(entry)
        except OSError:  # closed meanwhile
            continue
        if target.startswith("socket:"):
            found.add(target)
    return found


@pytest.mark.slow
def test_accepts_refused_for_want_of_descriptors_are_said_once(data: GameData, tmp_path: Path) -> None:
    """A host limited to 48 descriptors and 120 TCP connections held open: it takes what it can,
    and takes more as some close; asyncio tries again every second and from every pending
    connection, and each refused try printed a traceback (thousands); now one line says it."""
    crab, _ = team_files(data, tmp_path)
    err = tmp_path / "host.err"

    def few_descriptors() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (48, 48))

    with err.open("w") as into:
        proc = start(
            cli("host", "--team", str(crab), "--ai", "easy", "--listen", "127.0.0.1", "--port", "0"),
            env=python_env(SAMURAI_BOWL_DATA_DIR=str(tmp_path / "host")),
            stderr=into,
            preexec_fn=few_descriptors,
        )
    found = HOSTING.fullmatch(read_line(proc))
    assert found is not None
    host, port = found["address"].rsplit(":", 1)
    held = []
    for _ in range(120):
        held.append(sock := socket.socket())
        sock.setblocking(False)
        sock.connect_ex((host, int(port)))
    wait_until(lambda: err.read_text() != "", "the host said it cannot take more")
    seen = host_sockets(proc.pid)
    for sock in held[:40]:  # the first ones it took: closed, their descriptors come back to it
        sock.close()
    # it takes new ones as descriptors come back (each try after the first refused one again)
    wait_until(lambda: len(host_sockets(proc.pid) - seen) >= 5, "the host took more connections")
    proc.send_signal(signal.SIGINT)
    proc.wait(HANG)
    for sock in held[40:]:
        sock.close()
    lines = err.read_text().splitlines()
    assert lines == [
        "The host cannot take new connections for now (Too many open files): it takes them as others "
        "close (said once)",
        "samurai-bowl: interrupted; nothing more was written",
    ], (len(lines), lines[:12])
