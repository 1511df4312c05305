"""A whole friendly between two processes over 127.0.0.1 is the match one machine plays."""

from __future__ import annotations

from pathlib import Path

from samurai_bowl.data import GameData
from tests.net.games import SEED, finish, host, join, played_as_on_one_machine, team_files


def test_a_network_match_is_the_local_match_action_for_action(data: GameData, tmp_path: Path) -> None:
    crab, lion = team_files(data, tmp_path)
    proc, address, code = host(tmp_path / "host", "--team", str(crab), "--seed", str(SEED), "--port", "0")
    joiner = join(tmp_path / "join", address, code, "--team", str(lion))
    joined, hosted = finish(joiner), finish(proc)
    played_as_on_one_machine(data, tmp_path, crab, lion, joined)
    assert "Final score" in hosted
    assert (tmp_path / "host" / "saves" / "autosaves").is_dir()
    assert not list((tmp_path / "host" / "saves" / "autosaves").iterdir())  # a finished match keeps none
