"""One relay process serving many matches at once on 127.0.0.1: its CPU and memory per match, and
the latency it adds to each message.

A whole AI-vs-AI friendly (normal coaches, seeded) is played once through an in-process relay and
every frame it forwarded is kept, in order, with its way. Load processes then replay that match's
frames, byte for byte, for MATCHES matches at once: each match has a host end (its line to the
relay, and its end of the joiner's connection) and a joiner end, and sends the recorded frames in
order at PACE frames a second (each gap drawn at random around 1/PACE, so the matches do not beat
in step). The replay costs the load processes no engine or AI: the relay sees exactly the frames
of real matches, at a pace a machine could keep for that many matches.

Each message's latency is from its send at one end to its arrival at the other; both ends live in
one process, so one clock reads both. The same load runs twice: "direct", each joiner connected to
its host end as to a host today, and "relay", through the relay. The relay's added latency is the
difference of the two (median and p99). The relay process's CPU (user + system, from /proc) over
the measured window and its resident memory (RSS, with all matches connected, less its RSS before
any) are read from outside it.

Run: python benchmarks/bench_relay.py [--matches 200 1000] [--pace 2] [--seconds 60] [--loaders 2]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import argparse
import asyncio
import json
import random
import resource
import statistics
import subprocess
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.server import ServerConnection, serve

from samurai_bowl.net import protocol as p
from samurai_bowl.net import relay_protocol as rp
from samurai_bowl.net.join_code import new_code
from samurai_bowl.net.relay_dial import CODE_HEADER, PEER_HEADER

HERE = Path(__file__).resolve().parent
TICKS = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


# -- the recorded match ---------------------------------------------------------------------------
def record(seed: int) -> list[tuple[str, str]]:
    """Every frame of one whole AI-vs-AI friendly, as a relay forwarded it: (way, frame)."""
    from samurai_bowl.data import load_game_data
    from samurai_bowl.net.ai_play import play_joiner_side
    from samurai_bowl.net.host import MatchHost
    from samurai_bowl.net.joiner import Joiner
    from tests.net.relayed import RelayThread, ServedRelayed
    from tests.net.served import a_friendly

    data = load_game_data()
    session = a_friendly(data, seed)
    code = new_code()
    assert session.network is not None
    session.network["code"] = code
    with RelayThread() as relay:
        relay.tap()
        with ServedRelayed(MatchHost(session, code), relay.url, ai="normal"):
            joiner = Joiner(data, relay.url, code, relay=True)

            async def play() -> None:
                playing = asyncio.create_task(play_joiner_side(joiner, "normal", seed))
                try:
                    await joiner.run()
                finally:
                    playing.cancel()

            asyncio.run(play())
        frames = relay.call(lambda: list(relay.frames))
    return [(way, frame if isinstance(frame, str) else frame.decode()) for way, frame in frames]


# -- the load ------------------------------------------------------------------------------------
class Ends:
    """One match's two ends in a load process, and the send times of frames still on the way."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.host: Any = None  # the host's end of the joiner's connection
        self.joiner: ClientConnection | None = None
        self.line: ClientConnection | None = None  # the host's line to the relay
        self.sent: dict[str, list[float]] = {"to host": [], "to joiner": []}
        self.host_here = asyncio.Event()


async def reader(conn: Any, ends: Ends, way: str, latencies: list[float], measuring: list[bool]) -> None:
    """Note the latency of every frame ``conn`` receives (its way's oldest send)."""
    try:
        async for _ in conn:
            sent = ends.sent[way].pop(0)
            if measuring[0]:
                latencies.append(time.perf_counter() - sent)
    except Exception:  # (closed at the end)
        pass


async def loader(
    mode: str, url: str, matches: int, pace: float, seconds: float, frames: list[tuple[str, str]]
) -> None:
    """Set up ``matches`` matches (``mode`` "relay" through ``url``, "direct" to a server here),
    say "ready", wait for "go", replay for ``seconds`` and print the latencies as JSON."""
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    rng = random.Random(os.getpid())
    all_ends = [Ends(new_code()) for _ in range(matches)]
    by_code = {ends.code: ends for ends in all_ends}
    latencies: list[float] = []
    measuring = [False]
    tasks: list[asyncio.Task[None]] = []
    gate = asyncio.Semaphore(50)

    async def host_end(conn: ServerConnection | ClientConnection, ends: Ends) -> None:
        ends.host = conn
        ends.host_here.set()
        await reader(conn, ends, "to host", latencies, measuring)

    async def direct_server(conn: ServerConnection) -> None:
        assert conn.request is not None
        await host_end(conn, by_code[conn.request.headers[CODE_HEADER]])

    server = None
    if mode == "direct":
        server = await serve(direct_server, "127.0.0.1", 0, max_size=None, ping_interval=None)
        url = f"ws://127.0.0.1:{next(iter(server.sockets)).getsockname()[1]}"

    async def line(ends: Ends) -> None:
        """The host's line: open the code, attach on the knock."""
        conn = await connect(rp.relay_path(url, "host"), max_size=None)
        ends.line = conn
        await conn.send(p.encode(rp.Open(code=ends.code, token="b" * 32)))
        await conn.recv()  # opened
        async for raw in conn:
            knock = rp.read_from_relay(raw)
            assert isinstance(knock, rp.Knock)
            attach = await connect(
                rp.relay_path(url, "attach"),
                additional_headers={PEER_HEADER: knock.peer},
                max_size=None,
                ping_interval=None,
            )
            tasks.append(asyncio.create_task(host_end(attach, ends)))

    async def set_up(ends: Ends) -> None:
        async with gate:
            if mode == "relay":
                tasks.append(asyncio.create_task(line(ends)))
                while ends.line is None:
                    await asyncio.sleep(0.01)
                await asyncio.sleep(0.05)  # its open answered
            path = rp.relay_path(url, "join") if mode == "relay" else url
            ends.joiner = await connect(
                path, additional_headers={CODE_HEADER: ends.code}, max_size=None, ping_interval=None
            )
            tasks.append(asyncio.create_task(reader(ends.joiner, ends, "to joiner", latencies, measuring)))
            await ends.host_here.wait()

    await asyncio.gather(*(set_up(ends) for ends in all_ends))
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)

    async def play(ends: Ends) -> None:
        at = rng.randrange(len(frames))
        await asyncio.sleep(rng.uniform(0, 1 / pace))
        while True:
            way, frame = frames[at % len(frames)]
            at += 1
            ends.sent[way].append(time.perf_counter())
            await (ends.host if way == "to joiner" else ends.joiner).send(frame)  # type: ignore[union-attr]
            await asyncio.sleep(rng.uniform(0.5, 1.5) / pace)

    players = [asyncio.create_task(play(ends)) for ends in all_ends]
    await asyncio.sleep(min(5.0, seconds / 4))  # settle
    measuring[0] = True
    cpu0 = time.process_time()
    await asyncio.sleep(seconds)
    measuring[0] = False
    print(json.dumps({"latencies": latencies, "cpu": time.process_time() - cpu0}), flush=True)
    for task in players + tasks:
        task.cancel()
    if server is not None:
        server.close()


# -- the measurement ------------------------------------------------------------------------------
def proc_cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def proc_rss(pid: int) -> int:
    return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE


def start_relay(matches: int) -> tuple[subprocess.Popen[str], str]:
    many = str(matches * 4 + 100)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "samurai_bowl",
            "relay",
            "--listen",
            "127.0.0.1",
            "--port",
            "0",
            "--per-address",
            many,
            "--matches-per-address",
            many,
            "--max-matches",
            many,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=HERE.parent,
    )
    assert proc.stdout is not None
    url = proc.stdout.readline().split()[-1]
    proc.stdout.readline()
    return proc, url


def run_load(mode: str, matches: int, args: argparse.Namespace, frames_file: Path) -> dict[str, Any]:
    relay, url = start_relay(matches) if mode == "relay" else (None, "")
    time.sleep(1.0)
    rss0 = proc_rss(relay.pid) if relay else 0
    share = [matches // args.loaders + (i < matches % args.loaders) for i in range(args.loaders)]
    loaders = [
        subprocess.Popen(
            [
                sys.executable,
                __file__,
                "--load",
                mode,
                url,
                str(n),
                str(args.pace),
                str(args.seconds),
                str(frames_file),
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=HERE.parent,
        )
        for n in share
    ]
    for proc in loaders:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    rss1 = proc_rss(relay.pid) if relay else 0
    for proc in loaders:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
    time.sleep(min(5.0, args.seconds / 4))
    cpu0, wall0 = (proc_cpu(relay.pid) if relay else 0.0), time.perf_counter()
    latencies: list[float] = []
    loader_cpu = 0.0
    for proc in loaders:
        assert proc.stdout is not None
        found = json.loads(proc.stdout.readline())
        latencies += found["latencies"]
        loader_cpu += found["cpu"]
    wall = time.perf_counter() - wall0
    cpu = (proc_cpu(relay.pid) - cpu0) if relay else 0.0
    rss2 = proc_rss(relay.pid) if relay else 0
    for proc in loaders:
        proc.kill()
        proc.wait()
    if relay is not None:
        relay.terminate()
        relay.wait()
    latencies.sort()
    return {
        "mode": mode,
        "matches": matches,
        "messages": len(latencies),
        "rate": len(latencies) / args.seconds,
        "median_ms": statistics.median(latencies) * 1000,
        "p99_ms": latencies[int(len(latencies) * 0.99)] * 1000,
        "relay_cpu": cpu / wall,
        "loader_cpu": loader_cpu / args.seconds,
        "rss_connected": rss1 - rss0,
        "rss_end": rss2 - rss0,
        "rss_base": rss0,
    }


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--load":
        mode, url, n, pace, seconds, path = sys.argv[2:8]
        frames = json.loads(Path(path).read_text())
        asyncio.run(loader(mode, url, int(n), float(pace), float(seconds), [tuple(f) for f in frames]))  # type: ignore[misc]
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, nargs="+", default=[200, 1000])
    parser.add_argument(
        "--pace", type=float, default=2.0, help="frames a second each match sends, either way"
    )
    parser.add_argument("--seconds", type=float, default=60.0, help="the measured window")
    parser.add_argument("--loaders", type=int, default=2, help="load processes")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    import tempfile

    frames = record(args.seed)
    sizes = [len(frame.encode()) for _, frame in frames]
    print(
        f"recorded match: {len(frames)} frames ({sum(w == 'to joiner' for w, _ in frames)} to the joiner), "
        f"median {statistics.median(sizes):,.0f} bytes, mean {statistics.mean(sizes):,.0f}",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as folder:
        frames_file = Path(folder) / "frames.json"
        frames_file.write_text(json.dumps(frames))
        rows = []
        for matches in args.matches:
            direct = run_load("direct", matches, args, frames_file)
            relayed = run_load("relay", matches, args, frames_file)
            rows.append((direct, relayed))
            print(json.dumps([direct, relayed]), flush=True)
    print(
        f"\npace {args.pace:g} frames/s a match, {args.seconds:g} s measured, {args.loaders} load processes"
    )
    print(
        "matches  msgs/s  relay CPU (core)  CPU/match  RSS/match  "
        "direct med/p99 ms  relay med/p99 ms  added med/p99 ms"
    )
    for direct, relayed in rows:
        n = relayed["matches"]
        print(
            f"{n:>7} {relayed['rate']:>7.0f} {relayed['relay_cpu'] * 100:>14.1f}% "
            f"{relayed['relay_cpu'] * 100 / n:>9.3f}% {relayed['rss_end'] / n / 1024:>8.1f} KB "
            f"{direct['median_ms']:>8.2f}/{direct['p99_ms']:<8.2f} "
            f"{relayed['median_ms']:>8.2f}/{relayed['p99_ms']:<8.2f} "
            f"{relayed['median_ms'] - direct['median_ms']:>7.2f}/{relayed['p99_ms'] - direct['p99_ms']:<7.2f}"
        )


if __name__ == "__main__":
    main()
