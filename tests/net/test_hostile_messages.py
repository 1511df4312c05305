"""Messages no reader may fail on, sent over real connections on 127.0.0.1: a 64 KB run of ``[``
(under the size limit, nested far deeper than any message), NaN, 1e400, a number of 400 digits, a
lone surrogate. The host refuses them before the hello and goes on serving; from the seated
joiner it refuses them and he keeps his seat; sent by a fake host, ``samurai-bowl join`` says it
did not understand in one line and stops, without a traceback."""

from __future__ import annotations

import contextlib
import json
import signal
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.server import ServerConnection, serve

from samurai_bowl.data import GameData
from samurai_bowl.play.coaches import make_coach
from tests.net.games import SEED, host, read_team, team_files
from tests.net.messages import host_messages
from tests.net.wire import TIMEOUT, Wire
from tests.subprocesses import HANG, cli, python_env, run

NESTED = "[" * 65_000  # the joiner's limit is 65,536 bytes
HOSTILE = [
    (NESTED, "the message is nested too deeply"),
    ('{"v": 1, "type": "act", "seq": NaN, "action": {"act": "end_turn"}}', "NaN is not a number"),
    ('{"v": 1, "type": "act", "seq": 0, "action": {"act": "move", "piece": 1e400}}', "1e400 is too big"),
    ('{"v": 1, "type": "act", "seq": 1' + "0" * 400 + ', "action": {"act": "end_turn"}}', "401 digits"),
    ('{"v": 1, "type": "hello", "code": "\\ud800"}', "lone surrogate"),
]


@pytest.fixture
def hosting(
    data: GameData, tmp_path: Path
) -> Iterator[tuple[subprocess.Popen[str], str, str, dict[str, Any]]]:
    crab, lion = team_files(data, tmp_path)
    proc, address, code = host(tmp_path / "host", "--team", str(crab), "--seed", str(SEED), "--port", "0")
    yield proc, address, code, read_team(lion).model_dump(mode="json")


def stopped_without_a_traceback(proc: subprocess.Popen[str]) -> None:
    """Stop the host as Ctrl-C does: all it wrote to its error stream is the one line that says so."""
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=HANG)
    assert "Traceback" not in err and err.count("\n") == 1, err


def test_the_host_refuses_what_comes_before_the_hello_and_goes_on_serving(
    data: GameData, hosting: tuple[subprocess.Popen[str], str, str, dict[str, Any]]
) -> None:
    proc, address, code, team = hosting
    for raw, reason in HOSTILE:
        wire = Wire(data, address)
        wire.send(raw)
        answer = wire.next()
        assert answer["type"] == "refused" and reason in answer["reason"], (reason, answer)
        with pytest.raises(ConnectionClosed):
            wire.next()
        assert wire.connection.close_code == 1008
    assert Wire(data, address).hello(code, team)["type"] == "welcome"
    stopped_without_a_traceback(proc)


def test_the_seated_joiner_is_refused_and_keeps_his_seat(
    data: GameData, hosting: tuple[subprocess.Popen[str], str, str, dict[str, Any]]
) -> None:
    proc, address, code, team = hosting
    wire = Wire(data, address)
    assert wire.hello(code, team)["type"] == "welcome"
    wire.until_my_decision()
    assert wire.match is not None
    seq, history = wire.seq, len(wire.match.history)
    for raw, reason in HOSTILE:
        wire.send(raw)
        answer = wire.next()
        assert answer["type"] == "refused" and reason in answer["reason"], (reason, answer)
    action = make_coach("normal", SEED).choose(wire.match)
    wire.act(action)
    update = wire.next()  # the match goes on: the same connection, the same seat
    assert (update["type"], update["seq"], update["history_from"]) == ("update", seq + 1, history)
    assert Wire(data, address).hello(code, team)["reason"] == "a coach already plays this match"
    stopped_without_a_traceback(proc)


@contextlib.contextmanager
def fake_host(sent: list[str]) -> Iterator[str]:
    """A host that answers the hello with ``sent`` and then only listens; its address."""

    def greet(connection: ServerConnection) -> None:
        with contextlib.suppress(ConnectionClosed, TimeoutError):
            connection.recv(timeout=TIMEOUT)
            for text in sent:
                connection.send(text)
            while True:
                connection.recv(timeout=TIMEOUT)

    with serve(greet, "127.0.0.1", 0, max_size=None) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"127.0.0.1:{server.socket.getsockname()[1]}"
        finally:
            server.shutdown()
            thread.join(TIMEOUT)


def changed(kind: str, data: GameData, **fields: Any) -> str:
    return json.dumps({**host_messages(data)[kind], **fields})


@pytest.mark.parametrize(
    ("sent", "reason"),
    [
        (lambda data: [NESTED], "the message is nested too deeply"),
        (
            lambda data: [changed("welcome", data, match={"state": 5})],
            "match.state: must be a mapping of fields (got 5)",
        ),
        (
            lambda data: [changed("welcome", data), changed("ended", data, replay={"match": {"format": 2}})],
            "replay.match.home: is required but missing",
        ),
    ],
    ids=["nested", "garbage-match", "garbage-replay"],
)
def test_join_says_in_one_line_that_it_did_not_understand_a_fake_host(
    data: GameData, tmp_path: Path, sent: Any, reason: str
) -> None:
    with fake_host(sent(data)) as address:
        done = run(
            cli("join", address, "--code", "ABCDE-FGHJK", "--ai", "easy"),
            env=python_env(SAMURAI_BOWL_DATA_DIR=str(tmp_path)),
        )
    assert done.returncode == 1, (done.stdout, done.stderr)
    assert done.stderr.startswith("samurai-bowl join: a message from the host was not understood: ")
    assert reason in done.stderr and done.stderr.count("\n") == 1, done.stderr
