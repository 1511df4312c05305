"""A whole friendly through a relay, between three processes on 127.0.0.1 (the relay, the host and
the joiner, both dialling out to it), is the match one machine plays and the match played
directly, action for action; the relay logs its start and its end, and nothing of its contents."""

from __future__ import annotations

from pathlib import Path

from samurai_bowl.data import GameData
from samurai_bowl.net.join_code import typed
from tests.net.games import SEED, finish, played_as_on_one_machine, read_team, team_files
from tests.net.relayed import host_relayed, join_relayed, relay_process, relay_stopped


def test_a_match_through_the_relay_is_the_local_match_action_for_action(
    data: GameData, tmp_path: Path
) -> None:
    crab, lion = team_files(data, tmp_path)
    relay, url = relay_process(tmp_path / "relay")
    host, code = host_relayed(tmp_path / "host", url, "--team", str(crab), "--seed", str(SEED))
    joined = finish(join_relayed(tmp_path / "join", url, code, "--team", str(lion)))
    hosted = finish(host)
    played_as_on_one_machine(data, tmp_path, crab, lion, joined)
    assert "Final score" in hosted
    lines = relay_stopped(relay)
    log = "\n".join(lines)
    assert len(lines) == 2, log
    assert "match 1 opened by 127.0.0.1" in lines[0]
    assert "match 1 ended after" in lines[1] and "(the host closed it): 1 joins" in lines[1]
    for secret in (typed(code), code, read_team(crab).name, read_team(lion).name, '"type"'):
        assert secret not in log  # no code, no team, no message
