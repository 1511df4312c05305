"""The hostile cases of network play, against the relay: messages no reader may fail on, a frame
over the limit, a flood, wrong codes, a fake host, unknown paths and knocks, too many connections
or matches from one address, sockets that never speak and pairs that fall silent. Each is refused
or closed, and the relay goes on serving the match beside it: its seated joiner still acts."""

from __future__ import annotations

import json
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from samurai_bowl.data import GameData
from samurai_bowl.engine import default_action
from samurai_bowl.net import relay_protocol as rp
from samurai_bowl.net.host import REFUSALS, MatchHost
from samurai_bowl.net.join_code import new_code
from samurai_bowl.net.relay import WRONG_CODE, Limits
from samurai_bowl.net.relay_dial import CODE_HEADER, PEER_HEADER
from tests.net.games import SEED, read_team, team_files
from tests.net.relayed import (
    TOKEN,
    RelayThread,
    ServedRelayed,
    host_relayed,
    relay_counts,
    relay_process,
    relay_stopped,
    until,
)
from tests.net.served import a_friendly
from tests.net.test_hostile_messages import HOSTILE, stopped_without_a_traceback
from tests.net.wire import TIMEOUT, Wire

WRONG_CODES = Limits().wrong_codes  # from one address in a minute


@pytest.fixture
def relayed(
    data: GameData, tmp_path: Path
) -> Iterator[tuple[subprocess.Popen[str], str, str, dict[str, Any]]]:
    """A relay process and a host process serving a friendly through it: the relay, its address,
    the code and the joiner's team."""
    crab, lion = team_files(data, tmp_path)
    relay, url = relay_process(tmp_path / "relay", "--per-address", "1000")
    host, code = host_relayed(tmp_path / "host", url, "--team", str(crab), "--seed", str(SEED))
    yield relay, url, code, read_team(lion).model_dump(mode="json")
    stopped_without_a_traceback(host)


def acts_still(wire: Wire) -> None:
    """The seated joiner's next action is taken: the match goes on."""
    wire.until_my_decision()
    assert wire.match is not None
    seq = wire.seq
    wire.act(default_action(wire.match))
    while wire.seq == seq:
        assert wire.next()["type"] != "refused"


def test_what_no_reader_may_fail_on_is_refused_through_the_relay_and_the_match_goes_on(
    data: GameData, relayed: tuple[subprocess.Popen[str], str, str, dict[str, Any]]
) -> None:
    relay, url, code, team = relayed
    seated = Wire(data, url, code)
    assert seated.hello(code, team)["type"] == "welcome"
    for raw, reason in HOSTILE:  # before a hello, through the relay to the host
        wire = Wire(data, url, code)
        wire.send(raw)
        answer = wire.next()
        assert answer["type"] == "refused" and reason in answer["reason"], (reason, answer)
        with pytest.raises(ConnectionClosed):
            wire.next()
        assert wire.connection.close_code == 1008  # the host's close, passed on
    over = Wire(data, url, code)
    over.send("x" * (1024 * 1024 + 1))  # over the frame limit: closed as a host closes it
    with pytest.raises(ConnectionClosed):
        over.next()
    assert over.connection.close_code == 1009
    for raw, reason in HOSTILE:  # from the seated joiner: refused, and he keeps his seat
        seated.send(raw)
        answer = seated.next()
        assert answer["type"] == "refused" and reason in answer["reason"]
    acts_still(seated)
    for _ in range(REFUSALS + 50):  # a flood from the seated joiner: the host closes him
        seated.send("[]")
    with pytest.raises(ConnectionClosed):
        while True:
            assert seated.next()["type"] in ("refused", "update")
    assert (
        seated.connection.close_code == 1008 and seated.connection.close_reason == "too many refused messages"
    )
    back: list[Wire] = []

    def seated_again() -> bool:
        back.append(Wire(data, url, code))
        return bool(back[-1].hello(code, team)["type"] == "welcome")

    until(seated_again)  # (once the host has seen him go)
    acts_still(back[-1])
    relay_stopped(relay)


def test_wrong_codes_and_fake_hosts_are_turned_away_and_the_relay_goes_on(
    data: GameData, relayed: tuple[subprocess.Popen[str], str, str, dict[str, Any]]
) -> None:
    relay, url, code, team = relayed
    seated = Wire(data, url, code)
    assert seated.hello(code, team)["type"] == "welcome"
    wrong = Wire(data, url, new_code())
    assert wrong.next() == {"v": 1, "type": "refused", "reason": WRONG_CODE, "seq": None}
    with pytest.raises(ConnectionClosed):
        wrong.next()
    for fake, reason in (("not json", "not JSON"), ('{"v": 1, "type": "close"}', "must be open")):
        with connect(rp.relay_path(url, "host"), open_timeout=TIMEOUT) as host:
            host.send(fake)
            answer = json.loads(host.recv(timeout=TIMEOUT))
            assert answer["type"] == "refused" and reason in answer["reason"], answer
            with pytest.raises(ConnectionClosed):
                host.recv(timeout=TIMEOUT)
            assert host.close_code == 1008
    with connect(rp.relay_path(url, "host"), open_timeout=TIMEOUT) as host:
        host.send("{" * (rp.CONTROL_LIMIT + 1))  # over a host line's limit
        with pytest.raises(ConnectionClosed):
            host.recv(timeout=TIMEOUT)
        assert host.close_code == 1009
    with connect(rp.relay_path(url, "host"), open_timeout=TIMEOUT) as thief:  # the code, without its token
        thief.send(rp.Open(code=code.replace("-", ""), token="x" * 30).model_dump_json())
        answer = json.loads(thief.recv(timeout=TIMEOUT))
        assert answer["type"] == "refused" and "another host's" in answer["reason"]
    with connect(rp.relay_path(url, "host"), additional_headers={CODE_HEADER: new_code()}) as routed:
        routed.send(rp.Open(code=new_code(), token=TOKEN).model_dump_json())  # not the code it was routed by
        answer = json.loads(routed.recv(timeout=TIMEOUT))
        assert answer["type"] == "refused" and "is not the code opened" in answer["reason"]
    with connect(rp.relay_path(url, "attach"), additional_headers={PEER_HEADER: "y" * 22}) as stray:
        with pytest.raises(ConnectionClosed):
            stray.recv(timeout=TIMEOUT)
        assert stray.close_code == 1008
    with pytest.raises(InvalidStatus) as found:
        connect(rp.relay_path(url, "elsewhere"), open_timeout=TIMEOUT)
    assert found.value.response.status_code == 404
    acts_still(seated)
    relay_stopped(relay)


def test_limits_of_an_address_refuse_the_excess_and_serve_the_rest(data: GameData, tmp_path: Path) -> None:
    proc, url = relay_process(tmp_path, "--per-address", "4", "--matches-per-address", "1")
    session = a_friendly(data, SEED, setup_of=1)
    code = new_code()
    with ServedRelayed(MatchHost(session, code), url):  # the host's line: one connection
        seated = Wire(data, url, code)  # two more: his and the host's end of it
        seated.hello(code)
        with connect(rp.relay_path(url, "host"), open_timeout=TIMEOUT) as second:  # the fourth
            second.send(rp.Open(code=new_code(), token=TOKEN).model_dump_json())
            answer = json.loads(second.recv(timeout=TIMEOUT))
            assert answer["type"] == "refused" and "1 matches are hosted from 127.0.0.1" in answer["reason"]
        until(lambda: relay_counts(url)["connections"] == 3)
        with connect(rp.relay_path(url, "host"), open_timeout=TIMEOUT):
            with pytest.raises(InvalidStatus) as found:  # a fifth at once
                connect(rp.relay_path(url, "host"), open_timeout=TIMEOUT)
            assert found.value.response.status_code == 429
        for _ in range(WRONG_CODES):
            until(lambda: relay_counts(url)["connections"] == 3)
            wrong = Wire(data, url, new_code())
            assert wrong.next()["reason"] == WRONG_CODE
            wrong.connection.close()
        with pytest.raises(InvalidStatus) as found:  # after so many wrong codes in a minute, none
            Wire(data, url, code)
        assert found.value.response.status_code == 429
        acts_still(seated)
        assert relay_counts(url)["matches"] == 1
    relay_stopped(proc)


def test_a_pair_silent_longer_than_the_relay_allows_is_closed(data: GameData, tmp_path: Path) -> None:
    proc, url = relay_process(tmp_path, "--idle", "1")
    code = new_code()
    with ServedRelayed(MatchHost(a_friendly(data, SEED, setup_of=1), code), url) as served:
        seated = Wire(data, url, code)
        seated.send({"v": 1, "type": "hello", "code": code, "team": None, "role": "player"})
        with pytest.raises(ConnectionClosed):  # his welcome (however slow the host), then a second of nothing
            while True:
                assert seated.next()["type"] == "welcome"
        assert seated.connection.close_code == 1000
        assert "idle" in (seated.connection.close_reason or "")
        until(lambda: served.call(lambda: served.host.player) is None)  # the host saw him go: paused
    relay_stopped(proc)


def test_a_socket_that_never_opens_is_closed() -> None:
    with RelayThread(Limits(handshake=0.5)) as relay:
        port = int(relay.url.rsplit(":", 1)[1])
        with socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT) as mute:  # no handshake
            assert mute.recv(1024) == b""  # closed by the relay
        assert relay.call(relay.relay.status)["connections"] == 0
