"""Network play over loopback: a whole seeded friendly (normal AI at both ends), its messages and
bytes each way, and the time from the joiner sending an action to its result on both ends.

The host (a MatchHost and its AI on an asyncio loop in a thread) and the joiner (a blocking
WebSocket client keeping its diceless copy of the match, as samurai_bowl.net.joiner does) share one
process, so both ends read one clock: "host" is send -> the host has applied the action, "joiner"
is send -> the update is read and the joiner's copy rebuilt. CPU: the joiner thread's own time per
action (send, read, rebuild), and the whole process's per match.
Run: python benchmarks/bench_net.py [MATCHES]
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import threading
import time
import zlib
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.cli.workers import make_coach
from samurai_bowl.data import load_game_data
from samurai_bowl.engine import Match
from samurai_bowl.net.ai_play import play_host_side
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.join_code import new_code
from samurai_bowl.session import Session
from tests.net.wire import Wire


def on_the_wire(wire: Wire) -> list[int]:
    """The bytes the host's messages take once compressed as the connection compresses them
    (permessage-deflate, on by default at both ends, with the host's window of 2**12 bytes and its
    memory level 5, the context kept from message to message): [messages, bytes], filled as the
    wire reads."""
    tally = [0, 0]
    squeeze = zlib.compressobj(wbits=-12, memLevel=5)
    receive = wire.connection.recv

    def counted(*args: Any, **kwargs: Any) -> Any:
        raw = receive(*args, **kwargs)
        text = raw.encode() if isinstance(raw, str) else raw
        tally[0] += 1
        tally[1] += len(squeeze.compress(text) + squeeze.flush(zlib.Z_SYNC_FLUSH)) - 4  # less its tail
        return raw

    wire.connection.recv = counted  # type: ignore[method-assign]
    return tally


def one_match(data: Any, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    home, away = draft_team(data, "crab", rng), draft_team(data, "lion", rng)
    session = Session(Match(data, home, away, seed), ("normal", "human"), network={"remote": 1, "code": "X"})
    code = new_code()
    applied: list[float] = []
    ready = threading.Event()
    box: dict[str, Any] = {}

    def serve() -> None:
        async def main() -> None:
            host = MatchHost(session, code, remote=1)
            original = host._apply

            def timed(side: int, action: Any) -> str | None:
                problem = original(side, action)
                if side == 1 and problem is None:
                    applied.append(time.perf_counter())
                return problem

            host._apply = timed  # type: ignore[method-assign]
            box["host"], box["address"] = host, await host.start("127.0.0.1", 0)
            ready.set()
            await play_host_side(host, "normal")
            await asyncio.sleep(0.2)  # the last messages out
            await host.close()

        asyncio.run(main())

    thread = threading.Thread(target=serve)
    cpu0 = time.process_time()
    thread.start()
    ready.wait()
    address = f"{box['address'][0]}:{box['address'][1]}"
    wire = Wire(data, address)
    deflated = on_the_wire(wire)
    wire.hello(code)
    coach = make_coach("normal", seed)
    to_host, to_joiner, cpu = [], [], []
    while True:
        if wire.my_decision():
            assert wire.match is not None
            action = coach.choose(wire.match)
            c0, t0 = time.thread_time(), time.perf_counter()
            wire.act(action)
            while (message := wire.next())["type"] not in ("update", "ended", "refused"):
                pass
            t1 = time.perf_counter()
            cpu.append(time.thread_time() - c0)
            to_joiner.append(t1 - t0)
            to_host.append(applied[-1] - t0)
            if message["type"] == "ended":
                break
            continue
        if wire.next()["type"] == "ended":
            break
    thread.join()
    host = box["host"]
    return {
        "to_host": to_host,
        "to_joiner": to_joiner,
        "cpu": cpu,
        "sent": host.sent,
        "deflated": deflated,
        "received": host.received,
        "process_cpu": time.process_time() - cpu0,
    }


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    data = load_game_data()
    runs = [one_match(data, seed) for seed in range(7, 7 + matches)]
    ms = 1000.0
    for name in ("to_host", "to_joiner", "cpu"):
        values = sorted(v for r in runs for v in r[name])
        p90 = values[int(len(values) * 0.9)]
        median = statistics.median(values) * ms
        print(f"{name:10} median {median:6.2f} ms  p90 {p90 * ms:6.2f} ms  ({len(values)} actions)")
    for r in runs:
        print(
            f"host -> joiner {r['sent'][0]} messages, {r['sent'][1]:,} bytes "
            f"({r['deflated'][1]:,} compressed); "
            f"joiner -> host {r['received'][0]} messages, {r['received'][1]:,} bytes; "
            f"process CPU {r['process_cpu']:.2f} s"
        )


if __name__ == "__main__":
    main()
