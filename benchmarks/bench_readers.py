"""What reading a message costs: the readers as they are (samurai_bowl.net.protocol, which also
refuses JSON nested too deep, NaN, long numbers and lone surrogates) beside a plain reader (parse
and validate, nothing more: the readers before those checks), on the messages of a real match and
on hostile ones at the host's size limit. Medians of wall and CPU time per message.
Run: python benchmarks/bench_readers.py [REPEATS]
"""

from __future__ import annotations

import contextlib
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.data import load_game_data
from samurai_bowl.net import protocol as p
from tests.net.messages import host_messages


def plain(raw: str) -> Any:
    """The reader without the checks: json.loads and the schema (lax), as it read before."""
    data = json.loads(raw)
    return p._FROM_HOST.validate_python(data)


def checked(raw: str) -> Any:
    try:
        return p.read_from_host(raw)
    except p.BadMessage:
        return None


def timed(read: Callable[[str], Any], raw: str, repeats: int) -> tuple[float, float]:
    walls, cpus = [], []
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        with contextlib.suppress(ValueError, RecursionError):  # the plain reader, on a hostile one
            read(raw)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    messages = {name: json.dumps(m) for name, m in host_messages(load_game_data()).items()}
    limit = p.HOST_LIMIT - 16
    hostile = {
        "16 MB of [0,0,…]": '{"v":1,"type":"resumed","x":[' + ",".join(["0"] * (limit // 2 - 20)) + "]}",
        "16 MB of [[],[],…]": '{"v":1,"type":"resumed","x":[' + ",".join(["[]"] * (limit // 3 - 20)) + "]}",
        "16 MB string of \\ud83d\\ude00": '{"v":1,"type":"refused","reason":"'
        + "\\ud83d\\ude00" * (limit // 12 - 10)
        + '"}',
        "16 MB of 100-digit numbers": '{"v":1,"type":"resumed","x":['
        + ",".join(["9" * 100] * (limit // 101 - 20))
        + "]}",
        "64 KB of [": "[" * 65_000,
    }
    head = ("message", "bytes", "plain wall", "plain CPU", "checked wall", "checked CPU")
    print("{:<30} {:>11} {:>11} {:>10} {:>13} {:>12}".format(*head))
    for name, raw in {**messages, **hostile}.items():
        runs = repeats if len(raw) < 1_000_000 else max(3, repeats // 10)
        (pw, pc), (cw, cc) = timed(plain, raw, runs), timed(checked, raw, runs)
        times = (pw * 1e3, pc * 1e3, cw * 1e3, cc * 1e3)
        print("{:<30} {:>11,} {:>9.3f}ms {:>8.3f}ms {:>11.3f}ms {:>10.3f}ms".format(name, len(raw), *times))


if __name__ == "__main__":
    main()
