"""``samurai-bowl simulate`` on one worker and on several, and the memory each worker needs.

Speed: ``simulate --games GAMES --coach normal --vs normal`` with ``--workers 1`` and with
``--workers N`` (every core by default), alternating, RUNS times each; prints the medians of the
wall time and of the CPU time of all the run's processes, and the speed-up (the bar: ≥ 1.8× on
2 cores). Memory (``--memory``): one run of GAMES matches (1,000 by default) on N workers and the
peak resident memory of each process (the bar: under 120 MB per worker).

The command runs as a person runs it, in its own process; its processes are followed through
/proc (Linux), sampled every 50 ms: CPU times are those last seen (at most 50 ms short each).
On a shared machine the absolute numbers are noisy; compare the two sides of one run.
Run: python benchmarks/bench_simulate.py [GAMES] [RUNS] [--workers N]
     python benchmarks/bench_simulate.py --memory [GAMES] [--workers N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SAMPLE_SECONDS = 0.05
TICK = os.sysconf("SC_CLK_TCK")


@dataclass
class Seen:
    """What was last seen of one process: its CPU seconds, its peak resident memory, its name."""

    cpu: float = 0.0
    peak_mb: float = 0.0
    role: str = ""


@dataclass
class Run:
    wall: float
    processes: dict[int, Seen] = field(default_factory=dict)

    @property
    def cpu(self) -> float:
        return sum(p.cpu for p in self.processes.values())


def tree(root: int) -> list[tuple[int, int]]:
    """``root`` and every process below it, each with its depth (0 for ``root``)."""
    found, todo = [(root, 0)], [(root, 0)]
    while todo:
        parent, depth = todo.pop()
        for children in Path(f"/proc/{parent}/task").glob("*/children"):
            try:
                kids = [(int(pid), depth + 1) for pid in children.read_text().split()]
            except OSError:
                continue
            found += kids
            todo += kids
    return found


def role(depth: int, command: str) -> str:
    """The command itself; its fork server and resource tracker; the workers, forked by the server."""
    if depth == 0:
        return "command"
    if "resource_tracker" in command:
        return "resource tracker"
    return "fork server" if depth == 1 else "worker"


def look(pid: int, depth: int, seen: Seen) -> None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        status = Path(f"/proc/{pid}/status").read_text()
        command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return
    seen.cpu = max(seen.cpu, (int(fields[11]) + int(fields[12])) / TICK)  # utime + stime
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            seen.peak_mb = max(seen.peak_mb, int(line.split()[1]) / 1024)
    seen.role = seen.role or role(depth, command)


def simulate(games: int, workers: int) -> Run:
    argv = [
        sys.executable,
        "-m",
        "samurai_bowl",
        "simulate",
        "--home",
        "crab",
        "--away",
        "lion",
        "--games",
        str(games),
        "--coach",
        "normal",
        "--vs",
        "normal",
        "--workers",
        str(workers),
        "--json",
    ]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])}
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, env=env)
    run = Run(0.0)
    while proc.poll() is None:
        for pid, depth in tree(proc.pid):
            look(pid, depth, run.processes.setdefault(pid, Seen()))
        time.sleep(SAMPLE_SECONDS)
    run.wall = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"simulate exited with status {proc.returncode}")
    return run


def speed(games: int, runs: int, workers: int) -> None:
    times: dict[int, list[Run]] = {1: [], workers: []}
    for i in range(runs):
        for n in (1, workers) if i % 2 == 0 else (workers, 1):
            times[n].append(simulate(games, n))
            print(
                f"  run {i + 1}, {n} worker{'s' if n > 1 else ''}: {times[n][-1].wall:.1f} s wall, "
                f"{times[n][-1].cpu:.1f} s CPU",
                flush=True,
            )
    wall = {n: statistics.median(r.wall for r in rs) for n, rs in times.items()}
    cpu = {n: statistics.median(r.cpu for r in rs) for n, rs in times.items()}
    print(f"simulate --games {games} --coach normal --vs normal, {runs} runs each, alternating")
    for n in (1, workers):
        print(
            f"  --workers {n}: median {wall[n]:.1f} s wall, {cpu[n]:.1f} s CPU "
            f"({games / wall[n]:.2f} games/s)"
        )
    print(
        f"  speed-up {wall[1] / wall[workers]:.2f}x on {workers} workers (bar: 1.8x on 2 cores); "
        f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the end"
    )


def memory(games: int, workers: int) -> None:
    run = simulate(games, workers)
    print(f"simulate --games {games} --coach normal --vs normal --workers {workers}: {run.wall:.0f} s")
    for pid, seen in sorted(run.processes.items()):
        print(f"  {seen.role:<17} pid {pid:>7}: peak {seen.peak_mb:6.1f} MB resident, {seen.cpu:7.1f} s CPU")
    worst = max(s.peak_mb for s in run.processes.values() if s.role == "worker")
    print(f"  largest worker: {worst:.1f} MB (bar: under 120 MB)")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", nargs="?", type=int)
    parser.add_argument("runs", nargs="?", type=int, default=3)
    parser.add_argument("--workers", type=int, default=len(os.sched_getaffinity(0)))
    parser.add_argument("--memory", action="store_true", help="one run, and each process's peak memory")
    args = parser.parse_args()
    if args.memory:
        memory(args.games or 1000, args.workers)
    else:
        speed(args.games or 200, args.runs, args.workers)


if __name__ == "__main__":
    main()
