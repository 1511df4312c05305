"""Network play over loopback: what the host spends on each action, over a whole match and under a
flood of set-up placements.

1. A whole seeded friendly (normal AI at both ends): the host (a MatchHost and its AI on an asyncio
   loop in a thread) and the joiner (a blocking WebSocket client keeping its diceless copy of the
   match, tests/net/wire.py) share one process, so both ends read one clock: "to_host" is send ->
   the host has applied the action, "to_joiner" is send -> the update is read and the joiner's copy
   rebuilt, "joiner_cpu" the joiner thread's own time per action. Then, by quarter of the match
   (the median of each quarter's actions): the host thread's CPU to apply an action and send its
   update (both coaches' actions), and the bytes of that update.
2. A set-up flood: the joiner places and benches one model ACTS times (all legal, each one joining
   what he may take back, R4.7), with no spectator and with SPECTATORS silent ones reading every
   update. Printed: the bytes sent (to the joiner, and in all), the host thread's CPU in all and per
   act (wall time beside it), and the update's size after act 10 and after the last.

CPU is time.thread_time (or the host thread's clock read from outside), wall time perf_counter.
Run: python benchmarks/bench_net.py [--matches N] [--acts N] [--spectators N] [--against DIR]
With --against DIR the same measures run first on the code in DIR (another checkout), then here.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, os.environ.get("BENCH_NET_CODE") or str(Path(__file__).resolve().parent.parent))

import argparse
import asyncio
import json
import random
import statistics
import subprocess
import threading
import time
import zlib
from typing import Any

from websockets.asyncio.client import connect

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData, load_game_data
from samurai_bowl.engine import Act, Action, Ask, Match
from samurai_bowl.net.ai_play import play_host_side
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.join_code import new_code
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.sessions.session import Session
from tests.net.wire import Wire

US = 1e6


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


class HostThread:
    """A MatchHost serving ``session`` on a loop of its own thread, its side played by the AI; the
    host thread's CPU spent in each applied action (the rules, the update, its encoding) is kept."""

    def __init__(self, session: Session, spectators: bool = False) -> None:
        self.session = session
        self.code = new_code()
        self.spectators = spectators
        self.applied: list[float] = []  # perf_counter when each action of the joiner was applied
        self.apply_cpu: list[float] = []  # the host thread's CPU for each action, both coaches'
        self.total_cpu = 0.0  # the host thread's CPU while it served
        self.host: MatchHost | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.address = ""
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=lambda: asyncio.run(self._main()))

    def start(self) -> None:
        self.thread.start()
        self._ready.wait()

    def cpu(self) -> float:
        """The host thread's CPU so far, read from any thread."""
        assert self.thread.ident is not None
        return time.clock_gettime(time.pthread_getcpuclockid(self.thread.ident))

    def stop(self) -> None:
        assert self.loop is not None and self._stop is not None
        self.loop.call_soon_threadsafe(self._stop.set)
        self.thread.join()

    async def _main(self) -> None:
        cpu0 = time.thread_time()
        host = MatchHost(self.session, self.code, remote=1, spectators=self.spectators)
        original = host._apply

        def timed(side: int, action: Any) -> str | None:
            c0 = time.thread_time()
            problem = original(side, action)
            if problem is None:
                self.apply_cpu.append(time.thread_time() - c0)
                if side == 1:
                    self.applied.append(time.perf_counter())
            return problem

        host._apply = timed  # type: ignore[method-assign]
        self.host, self.loop, self._stop = host, asyncio.get_running_loop(), asyncio.Event()
        address = await host.start("127.0.0.1", 0)
        self.address = f"{address[0]}:{address[1]}"
        self._ready.set()
        playing = asyncio.create_task(play_host_side(host, "normal"))
        stopping = asyncio.create_task(self._stop.wait())
        await asyncio.wait([playing, stopping], return_when=asyncio.FIRST_COMPLETED)
        playing.cancel()
        await asyncio.sleep(0.2)  # the last messages out
        await host.close()
        self.total_cpu = time.thread_time() - cpu0


def new_session(data: GameData, seed: int) -> Session:
    rng = random.Random(seed)
    home, away = draft_team(data, "crab", rng), draft_team(data, "lion", rng)
    return Session(Match(data, home, away, seed), ("normal", "human"), network={"remote": 1, "code": "X"})


def by_quarter(values: list[float]) -> list[float]:
    """The median of each quarter of ``values`` (in their order)."""
    n = len(values)
    return [statistics.median(values[n * q // 4 : n * (q + 1) // 4]) for q in range(4)]


# --- a whole match ----------------------------------------------------------------------------------
def one_match(data: GameData, seed: int) -> dict[str, Any]:
    served = HostThread(new_session(data, seed))
    cpu0 = time.process_time()
    served.start()
    wire = Wire(data, served.address)
    deflated = on_the_wire(wire)
    wire.hello(served.code)
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
            to_host.append(served.applied[-1] - t0)
            if message["type"] == "ended":
                break
            continue
        if wire.next()["type"] == "ended":
            break
    served.thread.join()
    host = served.host
    assert host is not None
    updates = [len(raw.encode()) for raw in wire.received if raw.startswith('{"v":1,"type":"update"')]
    return {
        "to_host": to_host,
        "to_joiner": to_joiner,
        "joiner_cpu": cpu,
        "apply_cpu": served.apply_cpu,
        "update_bytes": updates,
        "host_cpu": served.total_cpu,
        "sent": host.sent,
        "deflated": deflated,
        "received": host.received,
        "process_cpu": time.process_time() - cpu0,
    }


# --- a flood of set-up placements -------------------------------------------------------------------
class Spectators:
    """``count`` spectators on a loop of their own thread, each reading every message it is sent
    and saying nothing."""

    def __init__(self, address: str, code: str, count: int) -> None:
        self.address, self.code, self.count = address, code, count
        self.messages = [0] * count
        self.bytes = [0] * count
        self._joined = threading.Event()
        self._stop: asyncio.Event | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread = threading.Thread(target=lambda: asyncio.run(self._main()))

    def start(self) -> None:
        if self.count:
            self.thread.start()
            self._joined.wait()

    def stop(self) -> None:
        if self.count:
            assert self.loop is not None and self._stop is not None
            self.loop.call_soon_threadsafe(self._stop.set)
            self.thread.join()

    def behind(self, messages: int) -> bool:
        return any(n < messages for n in self.messages)

    async def _main(self) -> None:
        self.loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        joined = [asyncio.Event() for _ in range(self.count)]
        readers = [asyncio.create_task(self._watch(i, joined[i])) for i in range(self.count)]
        for event in joined:
            await event.wait()
        self._joined.set()
        await self._stop.wait()
        for reader in readers:
            reader.cancel()
        await asyncio.gather(*readers, return_exceptions=True)

    async def _watch(self, i: int, joined: asyncio.Event) -> None:
        # each from a loopback address of its own, as spectators on as many machines would be: the
        # host takes only a few connections at once from one address
        source = (f"127.0.{1 + i // 250}.{1 + i % 250}", 0)
        async with connect(f"ws://{self.address}", max_size=None, local_addr=source) as connection:
            hello = {"v": 1, "type": "hello", "code": self.code, "role": "spectator"}
            await connection.send(json.dumps(hello))
            async for raw in connection:
                self.messages[i] += 1
                self.bytes[i] += len(raw)
                joined.set()


def flood(data: GameData, seed: int, acts: int, spectators: int) -> dict[str, Any]:
    """The joiner places and benches one model ``acts`` times in his set-up."""
    served = HostThread(new_session(data, seed), spectators=spectators > 0)
    served.start()
    wire = Wire(data, served.address)
    wire.hello(served.code)
    coach = make_coach("normal", seed)
    while True:  # the joiner's set-up
        wire.until_my_decision()
        assert wire.match is not None and wire.match.pending is not None
        if wire.match.pending.kind == Ask.SETUP:
            break
        wire.act(coach.choose(wire.match))
        wire.next()
    place = next(a for a in wire.match.legal_actions() if a.act == Act.PLACE)
    moves = (place, Action(Act.BENCH, piece=place.piece))
    watchers = Spectators(served.address, served.code, spectators)
    watchers.start()
    seen, watched0 = min(watchers.messages, default=0), sum(watchers.bytes)
    sizes: list[int] = []
    seq = wire.seq
    cpu0, t0 = served.cpu(), time.perf_counter()
    for n in range(acts):
        wire.send({"v": 1, "type": "act", "seq": seq, "action": moves[n % 2].to_json()})
        raw = wire.connection.recv(timeout=60)
        assert isinstance(raw, str) and raw.startswith('{"v":1,"type":"update"'), raw[:200]
        sizes.append(len(raw.encode()))
        seq = json.loads(raw)["seq"]
        while watchers.behind(seen + n + 1 - 128):  # never let a reader fall out (the host's outbox)
            time.sleep(0.001)
    while watchers.behind(seen + acts):
        time.sleep(0.001)
    cpu, wall = served.cpu() - cpu0, time.perf_counter() - t0
    watched = sum(watchers.bytes) - watched0  # the welcomes came before the flood
    watchers.stop()
    wire.close()
    served.stop()
    return {
        "acts": acts,
        "spectators": spectators,
        "to_joiner": sum(sizes),
        "in_all": sum(sizes) + watched,
        "cpu": cpu,
        "wall": wall,
        "after_10": sizes[min(9, acts - 1)],
        "after_last": sizes[-1],
    }


# --- the report -------------------------------------------------------------------------------------
def report(matches: int, acts: int, spectators: int) -> None:
    data = load_game_data()
    runs = [one_match(data, seed) for seed in range(7, 7 + matches)]
    ms = 1000.0
    for name in ("to_host", "to_joiner", "joiner_cpu"):
        values = sorted(v for r in runs for v in r[name])
        p90 = values[int(len(values) * 0.9)]
        median = statistics.median(values) * ms
        print(f"{name:10} median {median:6.2f} ms  p90 {p90 * ms:6.2f} ms  ({len(values)} actions)")
    for r in runs:
        print(
            f"host -> joiner {r['sent'][0]} messages, {r['sent'][1]:,} bytes "
            f"({r['deflated'][1]:,} compressed); "
            f"joiner -> host {r['received'][0]} messages, {r['received'][1]:,} bytes; "
            f"host thread CPU {r['host_cpu']:.2f} s, process CPU {r['process_cpu']:.2f} s"
        )
    print("by quarter of the match (median of the quarter's actions)      Q1      Q2      Q3      Q4")
    for r in runs:
        cpu = by_quarter([c * US for c in r["apply_cpu"]])
        size = by_quarter([float(b) for b in r["update_bytes"]])
        print(f"  host CPU per action, µs ({len(r['apply_cpu'])} actions)".ljust(60) + _row(cpu))
        print(f"  update bytes ({len(r['update_bytes'])} updates)".ljust(60) + _row(size))
    for count in sorted({0, spectators}):
        f = flood(data, 7, acts, count)
        print(
            f"set-up flood, {f['acts']:,} acts, {f['spectators']} spectators: "
            f"{f['to_joiner'] / 1e6:.1f} MB to the joiner, {f['in_all'] / 1e6:.1f} MB in all; "
            f"host CPU {f['cpu']:.2f} s ({f['cpu'] / f['acts'] * ms:.2f} ms per act, "
            f"wall {f['wall'] / f['acts'] * ms:.2f} ms); "
            f"update {f['after_10']:,} bytes after act 10, {f['after_last']:,} after act {f['acts']:,}"
        )


def _row(values: list[float]) -> str:
    return "".join(f"{v:8.0f}" for v in values)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=1, help="whole matches (seeds 7, 8, ...)")
    parser.add_argument("--acts", type=int, default=3000, help="set-up actions in the flood")
    parser.add_argument("--spectators", type=int, default=40, help="silent spectators in the second flood")
    parser.add_argument("--against", type=Path, help="another checkout to measure first, the same way")
    args = parser.parse_args()
    if args.against is not None:
        here = Path(__file__).resolve().parent.parent
        for name, code in (("before", args.against.resolve()), ("after", here)):
            print(f"=== {name}: {code}", flush=True)
            argv = [f"--matches={args.matches}", f"--acts={args.acts}", f"--spectators={args.spectators}"]
            subprocess.run(
                [sys.executable, __file__, *argv], env={**os.environ, "BENCH_NET_CODE": str(code)}, check=True
            )
        return
    report(args.matches, args.acts, args.spectators)


if __name__ == "__main__":
    main()
