"""Relays for tests: one served from an asyncio loop of its own thread (:class:`RelayThread`,
whose frames a test may read as they pass), one as the ``samurai-bowl relay`` process, and a
:class:`MatchHost` served through a relay (:class:`ServedRelayed`)."""

from __future__ import annotations

import asyncio
import re
import signal
import subprocess
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

from samurai_bowl.net.ai_play import play_host_side
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.relay import Limits, Relay
from tests.net.games import SEED, started
from tests.net.served import LoopThread, Served
from tests.subprocesses import HANG, cli, python_env, read_line, start

TIMEOUT = 60.0  # seconds, against a hang only
TOKEN = "t" * 32  # a host's token at the relay, for tests
LISTENING = re.compile(r"Relay listening on (?P<url>wss?://\S+)\n")
HOSTING = re.compile(r"Hosting through the relay (?P<url>\S+), join code (?P<code>\S+)\n")


class RelayThread(LoopThread):
    """A relay on 127.0.0.1 from a thread of its own; :attr:`frames` holds every frame it
    forwarded, as ``(way, frame)``, once :meth:`tap` is called. A context manager."""

    def __init__(self, limits: Limits | None = None) -> None:
        super().__init__("relay")
        self.relay = Relay(limits)
        self.url = ""
        self.frames: list[tuple[str, str | bytes]] = []

    def __enter__(self) -> RelayThread:
        self.thread.start()
        _, port = self.run(self.relay.start("127.0.0.1", 0))
        self.url = f"ws://127.0.0.1:{port}"
        return self

    def __exit__(self, *_: object) -> None:
        self.run(self.relay.close())
        self.end()

    def tap(self) -> None:
        self.relay.tap = lambda way, frame: self.frames.append((way, frame))


class ServedRelayed(Served):
    """``host`` served through the relay at ``url`` from a thread of its own (see :class:`Served`)."""

    def __init__(self, host: MatchHost, url: str, ai: str | None = None, token: str = TOKEN) -> None:
        super().__init__(host, ai)
        self.url = url
        self.token = token

    async def _start(self) -> str:
        await self.host.start_relayed(self.url, self.token)
        if self.ai is not None:
            self._playing = asyncio.create_task(play_host_side(self.host, self.ai))
        return self.url


def relay_process(folder: Path, *options: str) -> tuple[subprocess.Popen[str], str]:
    """``samurai-bowl relay`` on 127.0.0.1, any free port: the process and its address."""
    folder.mkdir(parents=True, exist_ok=True)
    proc, found = started(folder, LISTENING, "relay", "--listen", "127.0.0.1", "--port", "0", *options)
    read_line(proc)  # its room
    return proc, found["url"]


def host_relayed(folder: Path, url: str, *options: str) -> tuple[subprocess.Popen[str], str]:
    """``samurai-bowl host`` through the relay at ``url``, its side played by the normal AI: the
    process and its join code."""
    proc, found = started(folder, HOSTING, "host", "--relay", url, "--ai", "normal", *options)
    return proc, found["code"]


def join_relayed(folder: Path, url: str, code: str, *options: str) -> subprocess.Popen[str]:
    """``samurai-bowl join`` through the relay at ``url``, played by the normal AI."""
    return start(
        cli("join", "--relay", url, "--code", code, "--ai", "normal", "--ai-seed", str(SEED), *options),
        env=python_env(SAMURAI_BOWL_DATA_DIR=str(folder)),
    )


def relay_stopped(proc: subprocess.Popen[str]) -> list[str]:
    """Stop the relay process as Ctrl-C does; its log's lines (one per match's start and end),
    the last saying it stopped, and no traceback."""
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=TIMEOUT)
    lines = err.splitlines()
    assert "Traceback" not in err and lines[-1] == "samurai-bowl: interrupted; nothing more was written", err
    assert all(re.match(r"\d{4}-\d\d-\d\d [\d:,]+ match \d+ (opened|ended) ", line) for line in lines[:-1]), (
        err
    )
    return lines[:-1]


def relay_counts(url: str) -> dict[str, int]:
    """What the relay at ``url`` answers at /health: its matches, hosts, pairs and connections."""
    http = "http" + url.removeprefix("ws")
    with urllib.request.urlopen(f"{http}/health", timeout=TIMEOUT) as answer:
        text = answer.read().decode()
    found = re.fullmatch(r"samurai-bowl relay: (.*)\n", text)
    assert found is not None, text
    return {name: int(count) for name, count in (part.split(" ") for part in found[1].split(", "))}


def until(condition: Callable[[], bool]) -> None:
    """Wait for ``condition`` (against a hang only)."""
    deadline = time.monotonic() + HANG
    while not condition():
        assert time.monotonic() < deadline
        time.sleep(0.01)
