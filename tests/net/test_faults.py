"""A coach who drops out comes back to the same match: the joiner killed and started again with the
same code, or the host killed and started again from its autosave. And a joiner who stays away
longer than the host waits concedes (R3.8), said so at the end, and told so when he comes back."""

from __future__ import annotations

import json
import socket
from pathlib import Path

from samurai_bowl.data import GameData
from samurai_bowl.text.words import possessive
from tests.net.games import (
    SEED,
    autosave,
    finish,
    host,
    host_waits_for_joiner,
    join,
    league,
    saved,
    team_files,
    two_coach_league,
)
from tests.subprocesses import end, wait_until, wait_while_running

HALFWAY = 300  # actions: well into the first half


def played(folder: Path) -> int:
    save = autosave(folder)
    return 0 if save is None else len(save["match"]["state"].get("history", []))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_joiner_killed_mid_match_joins_again_and_the_match_goes_on(data: GameData, tmp_path: Path) -> None:
    crab, lion = team_files(data, tmp_path)
    proc, address, code = host(tmp_path / "host", "--team", str(crab), "--seed", str(SEED), "--port", "0")
    first = join(tmp_path / "join", address, code, "--team", str(lion))
    wait_while_running(proc, lambda: played(tmp_path / "host") >= HALFWAY, "half a match played")
    end(first)
    before = autosave(tmp_path / "host")
    assert before is not None and before["match"]["state"].get("result") is None
    again = join(tmp_path / "join", address, code)  # no team: the match has them
    assert "Final score" in finish(again)
    finish(proc)
    history = saved(tmp_path / "host")["match"]["state"]["history"]
    assert history[: len(before["match"]["state"]["history"])] == before["match"]["state"]["history"]
    assert saved(tmp_path / "join")["match"]["state"]["history"] == history


def test_a_host_killed_mid_match_hosts_it_again_from_its_autosave(data: GameData, tmp_path: Path) -> None:
    crab, lion = team_files(data, tmp_path)
    port = str(free_port())
    proc, address, code = host(tmp_path / "host", "--team", str(crab), "--seed", str(SEED), "--port", port)
    joiner = join(tmp_path / "join", address, code, "--team", str(lion))
    wait_while_running(proc, lambda: played(tmp_path / "host") >= HALFWAY, "half a match played")
    end(proc)
    files = list((tmp_path / "host" / "saves" / "autosaves").glob("*.json"))
    assert len(files) == 1
    before = autosave(tmp_path / "host")
    assert before is not None
    again, address_again, code_again = host(tmp_path / "host", "--resume", str(files[0]), "--port", port)
    assert (address_again, code_again) == (address, code)  # the joiner finds it where it was
    joined = finish(joiner)
    finish(again)
    assert "Final score" in joined
    history = saved(tmp_path / "host")["match"]["state"]["history"]
    assert history[: len(before["match"]["state"]["history"])] == before["match"]["state"]["history"]
    assert saved(tmp_path / "join")["match"]["state"]["history"] == history


def test_a_joiner_who_does_not_come_back_concedes(data: GameData, tmp_path: Path) -> None:
    """R3.8: the host awards the match after the time it chose; the league's record says it was
    conceded and why. The host waits a little for the joiner after the end: back, he is told the
    result and keeps the replay."""
    crab, lion = team_files(data, tmp_path)
    folder = tmp_path / "host"
    two_coach_league(folder, crab, lion)
    proc, address, code = host(folder, "--league", "Winter Court", "--fixture", "1", "--award-after", "0")
    joiner = join(tmp_path / "join", address, code)
    wait_until(lambda: played(folder) >= 20, "a few actions played")
    end(joiner)
    host_waits_for_joiner(proc)
    told = finish(join(tmp_path / "join", address, code))
    out = finish(proc)
    assert "(awarded (R3.8): " in out and " coach did not come back within 0 s)" in out
    (replay,) = (folder / "saves").glob("match-*.json")
    seed = json.loads(replay.read_text())["match"]["state"]["seed"]
    hosted = saved(folder, seed=seed)
    assert "Final score: " in told and " coach did not come back within 0 s)" in told
    assert saved(tmp_path / "join", seed=seed) == {
        k: v for k, v in hosted.items() if k not in ("league", "network")
    }
    state, remote = hosted["match"]["state"], hosted["network"]["remote"]
    assert state["conceded"] == remote
    assert (state["result"]["conceded"], state["result"]["winner"]) == (remote, 1 - remote)
    absent = hosted["match"]["home" if remote == 0 else "away"]["name"]
    awarded = f"{possessive(absent)} coach did not come back within 0 s"
    assert hosted["network"]["awarded"] == f"awarded (R3.8): {awarded}"
    (line,) = [line for line in league(folder, "history", "Winter Court").splitlines() if "#1 " in line]
    assert line.endswith(f" {absent} ({absent} conceded; awarded (R3.8): {awarded})"), line
