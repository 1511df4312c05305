"""A process killed (SIGKILL: no clean-up of any kind) while it writes: the file it was
replacing is the old one or the new one, whole, every time; only hidden temporary files of the
write may stay, and the team list ignores them."""

from __future__ import annotations

import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from tests.faults.processes import REPO, leftovers
from tests.subprocesses import HANG, start

KILLS = 6

# Saves two versions of one team in turn, as fast as it can, after saying it has started.
SAVER = r"""
import random, sys
from pathlib import Path
from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import load_game_data
from samurai_bowl.teams.store import TeamStore

data = load_game_data()
store = TeamStore(Path(sys.argv[1]))
versions = [draft_team(data, "crab", random.Random(seed), "Iron Crabs") for seed in (1, 2)]
store.save(versions[0], data, overwrite=True)
print("ready", flush=True)
while True:
    for team in versions:
        store.save(team, data, overwrite=True)
"""

# Writes two large texts in turn to one file: a kill lands inside a write most of the time.
WRITER = r"""
import sys
from pathlib import Path
from samurai_bowl.files.atomic import write_text_atomic

path = Path(sys.argv[1])
texts = ["a" * 3_000_000 + "\n", "b" * 2_000_000 + "\n"]
write_text_atomic(path, texts[0])
print("ready", flush=True)
while True:
    for text in texts:
        write_text_atomic(path, text, "the big file")
"""


def kill_while_running(script: str, target: Path, delay: float) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"}
    proc = start([sys.executable, "-c", script, str(target)], cwd=REPO, env=env)
    assert proc.stdout is not None
    try:
        line = proc.stdout.readline()
        assert line == "ready\n", proc.stderr.read() if proc.stderr else line
        time.sleep(delay)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=HANG)
    assert proc.returncode == -signal.SIGKILL


def test_a_killed_team_save_leaves_one_whole_version(tmp_path: Path, data: GameData) -> None:
    rng = random.Random(4)
    store = TeamStore(tmp_path)
    from samurai_bowl.ai.drafting import draft_team

    versions = [draft_team(data, "crab", random.Random(seed), "Iron Crabs") for seed in (1, 2)]
    for _ in range(KILLS):
        kill_while_running(SAVER, tmp_path, rng.uniform(0.0, 0.15))
        (entry,) = store.list(data)
        assert entry.error is None and entry.team in versions
    assert all(name.startswith(".iron-crabs.yaml.") for name in leftovers(tmp_path))


@pytest.mark.parametrize("seed", range(2))
def test_a_killed_write_leaves_the_old_text_or_the_new(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    target = tmp_path / "big.txt"
    for _ in range(KILLS // 2):
        kill_while_running(WRITER, target, rng.uniform(0.0, 0.2))
        text = target.read_text()
        assert text in ("a" * 3_000_000 + "\n", "b" * 2_000_000 + "\n")
