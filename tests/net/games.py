"""Network matches between real processes on 127.0.0.1: a host and a joiner started as the
``samurai-bowl`` command, each in a data folder of its own, and the matches they played read back
from the files they wrote. Everything started here is ended with its group by ``tests/conftest.py``."""

from __future__ import annotations

import json
import random
import re
import subprocess
from pathlib import Path
from typing import Any

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match, seed_label
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.play.games import play_match
from samurai_bowl.teams.model import Team
from tests.subprocesses import cli, python_env, read_line, run, start

SEED = 7
HOSTING = re.compile(r"Hosting on (?P<address>\S+), join code (?P<code>\S+)\n")


def team_files(data: GameData, folder: Path) -> tuple[Path, Path]:
    """A crab team and a lion team, drafted alike every time, written as team files."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(1)
    paths = []
    for clan in ("crab", "lion"):
        path = folder / f"{clan}.json"
        path.write_text(json.dumps(draft_team(data, clan, rng).model_dump(mode="json")))
        paths.append(path)
    return paths[0], paths[1]


def read_team(path: Path) -> Team:
    return Team.model_validate(json.loads(path.read_text()))


def started(
    folder: Path, pattern: re.Pattern[str], *argv: str
) -> tuple[subprocess.Popen[str], re.Match[str]]:
    """``samurai-bowl ARGV`` started in the data folder ``folder``, and its first line, which must
    be ``pattern``."""
    proc = start(cli(*argv), env=python_env(SAMURAI_BOWL_DATA_DIR=str(folder)))
    line = read_line(proc)
    found = pattern.fullmatch(line)
    assert found is not None, f"{line!r} {proc.communicate()}"
    return proc, found


def host(folder: Path, *options: str) -> tuple[subprocess.Popen[str], str, str]:
    """``samurai-bowl host`` on 127.0.0.1 with an AI coach: the process, its address and its code."""
    proc, found = started(folder, HOSTING, "host", "--listen", "127.0.0.1", "--ai", "normal", *options)
    return proc, found["address"], found["code"]


def host_waits_for_joiner(proc: subprocess.Popen[str]) -> None:
    """Read the host's lines until it says the match is over and it waits for the joiner."""
    waiting = "The match is over; waiting up to 60 s for the joining coach to come back for the result"
    while not (line := read_line(proc)).startswith(waiting):
        assert line, f"the host ended without waiting for the joiner: {proc.communicate()}"


def join(folder: Path, address: str, code: str, *options: str) -> subprocess.Popen[str]:
    return start(
        cli("join", address, "--code", code, "--ai", "normal", "--ai-seed", str(SEED), *options),
        env=python_env(SAMURAI_BOWL_DATA_DIR=str(folder)),
    )


def finish(proc: subprocess.Popen[str]) -> str:
    """Wait for the process to end (against a hang only) and return its output; it must succeed."""
    out, err = proc.communicate(timeout=180)
    assert proc.returncode == 0, f"{proc.args}: {proc.returncode}\n{out}\n{err}"
    return str(out)


def saved(folder: Path, seed: int = SEED) -> dict[str, Any]:
    """The finished match a process saved for its replays."""
    loaded: dict[str, Any] = json.loads((folder / "saves" / f"match-{seed_label(seed)}.json").read_text())
    return loaded


def autosave(folder: Path) -> dict[str, Any] | None:
    """The host's autosave as it stands, or None before there is one."""
    files = list((folder / "saves" / "autosaves").glob("*.json"))
    if not files:
        return None
    try:
        loaded: dict[str, Any] = json.loads(files[0].read_text())
    except (OSError, ValueError):  # written atomically, but it may go between listing and reading
        return None
    return loaded


def local_match(data: GameData, home: Team, away: Team) -> Match:
    """The same match played on one machine: the same seed, the same coaches."""
    return play_match(data, home, away, SEED, (make_coach("normal", SEED), make_coach("normal", SEED)))


def league(folder: Path, *argv: str) -> str:
    """``samurai-bowl league …`` in the data folder ``folder``; its output (it must succeed)."""
    done = run(cli("league", *argv), env=python_env(SAMURAI_BOWL_DATA_DIR=str(folder)))
    assert done.returncode == 0, done.stderr
    return done.stdout


def two_coach_league(folder: Path, crab: Path, lion: Path) -> None:
    """League "Winter Court" in ``folder``: the crab team (Ann) and the lion team (Ben), both
    coached by persons, and its schedule drawn."""
    league(folder, "new", "Winter Court")
    league(folder, "add-team", "Winter Court", str(crab), "--coach", "Ann")
    league(folder, "add-team", "Winter Court", str(lion), "--coach", "Ben")
    league(folder, "schedule", "Winter Court")


def played_as_on_one_machine(data: GameData, folder: Path, crab: Path, lion: Path, joined: str) -> None:
    """The host's and the joiner's saved matches (in ``folder``'s host/ and join/) are the match one
    machine plays, action for action, and the joiner printed its score."""
    local = local_match(data, read_team(crab), read_team(lion)).to_json()["state"]
    for end in ("host", "join"):
        state = saved(folder / end)["match"]["state"]
        assert state["history"] == local["history"], end
        assert state["events"] == local["events"], end
        assert state["result"] == local["result"], end
    home, away = local["result"]["score"]
    assert f"Final score: {read_team(crab).name} {home}–{away} {read_team(lion).name}" in joined
