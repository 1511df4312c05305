"""Coming back through a relay works as it does directly: a joiner killed and started again with
the code plays on; a host killed and hosted again from its autosave takes its code back at the
relay (its token kept with the match), and the joiner, who kept trying, finishes the match; a
joiner who stays away longer than the host waits concedes (R3.8), and is told so when he comes
back."""

from __future__ import annotations

import subprocess
from pathlib import Path

from samurai_bowl.data import GameData
from samurai_bowl.net.host import RELAY_TOKEN
from tests.net.games import SEED, autosave, finish, host_waits_for_joiner, saved, team_files
from tests.net.relayed import HOSTING, host_relayed, join_relayed, relay_process, relay_stopped
from tests.net.test_faults import HALFWAY, played
from tests.subprocesses import cli, end, python_env, read_line, start, wait_until, wait_while_running

Running = subprocess.Popen[str]


def halfway_through_a_relay(data: GameData, tmp_path: Path) -> tuple[Running, str, Running, str, Running]:
    """A relay process, a host and a joiner playing a seeded friendly through it, half a match in:
    the relay, its address, the host, the code and the joiner."""
    crab, lion = team_files(data, tmp_path)
    relay, url = relay_process(tmp_path / "relay")
    host, code = host_relayed(tmp_path / "host", url, "--team", str(crab), "--seed", str(SEED))
    joiner = join_relayed(tmp_path / "join", url, code, "--team", str(lion))
    wait_while_running(host, lambda: played(tmp_path / "host") >= HALFWAY, "half a match played")
    return relay, url, host, code, joiner


def test_a_joiner_killed_mid_match_joins_again_through_the_relay(data: GameData, tmp_path: Path) -> None:
    relay, url, proc, code, first = halfway_through_a_relay(data, tmp_path)
    end(first)
    again = join_relayed(tmp_path / "join", url, code)  # no team: the match has them
    assert "Final score" in finish(again)
    finish(proc)
    assert (
        saved(tmp_path / "join")["match"]["state"]["history"]
        == saved(tmp_path / "host")["match"]["state"]["history"]
    )
    assert len(relay_stopped(relay)) == 2  # one match, opened and ended


def test_a_host_killed_mid_match_takes_its_code_back_at_the_relay(data: GameData, tmp_path: Path) -> None:
    relay, url, proc, code, joiner = halfway_through_a_relay(data, tmp_path)
    end(proc)
    before = autosave(tmp_path / "host")
    assert before is not None and before["network"]["relay"] == url and RELAY_TOKEN in before["network"]
    (file,) = (tmp_path / "host" / "saves" / "autosaves").glob("*.json")
    again = start(  # no --relay: the match was hosted through one, and is again
        cli("host", "--resume", str(file), "--ai", "normal"),
        env=python_env(SAMURAI_BOWL_DATA_DIR=str(tmp_path / "host")),
    )
    found = HOSTING.fullmatch(read_line(again))
    assert found is not None and (found["url"], found["code"]) == (url, code)
    assert "Final score" in finish(joiner)
    finish(again)
    history = saved(tmp_path / "host")["match"]["state"]["history"]
    assert history[: len(before["match"]["state"]["history"])] == before["match"]["state"]["history"]
    assert saved(tmp_path / "join")["match"]["state"]["history"] == history
    replay = saved(tmp_path / "join")
    assert "network" not in replay  # (the joiner keeps no code or token)
    log = relay_stopped(relay)
    assert len(log) == 2 and "ended" in log[1] and "2 joins" in log[1]  # one match, across the crash


def test_a_joiner_who_does_not_come_back_through_the_relay_concedes(data: GameData, tmp_path: Path) -> None:
    crab, lion = team_files(data, tmp_path)
    relay, url = relay_process(tmp_path / "relay")
    proc, code = host_relayed(tmp_path / "host", url, "--team", str(crab), "--award-after", "0")
    joiner = join_relayed(tmp_path / "join", url, code, "--team", str(lion))
    wait_until(lambda: played(tmp_path / "host") >= 20, "a few actions played")
    end(joiner)
    host_waits_for_joiner(proc)
    told = finish(join_relayed(tmp_path / "join", url, code))
    out = finish(proc)
    assert "(awarded (R3.8): " in out and " coach did not come back within 0 s)" in out
    assert "Final score: " in told and " coach did not come back within 0 s)" in told
    relay_stopped(relay)
