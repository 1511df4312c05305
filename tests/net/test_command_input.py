"""``samurai-bowl host`` and ``join`` refuse bad input in one line naming the option, status 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from tests.net.games import team_files


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["join", "nowhere", "--code", "ABCDE-FGHJK", "--ai", "easy"],
            "HOST:PORT: must be an address and a port",
        ),
        (["join", "127.0.0.1:0", "--code", "ABCDE-FGHJK", "--ai", "easy"], "HOST:PORT: must be an address"),
        (
            ["join", "127.0.0.1:7455", "--code", "ABC-1!", "--ai", "easy"],
            "--code: is the ten letters and digits",
        ),
        (["host", "--team", "X", "--ai", "easy"], "--listen: not given: add --listen 127.0.0.1"),
        (["host", "--league", "L", "--ai", "easy", "--listen", "127.0.0.1"], "--league: needs --fixture N"),
        (
            ["host", "--team", "X", "--ai", "easy", "--listen", "::1", "--port", "70000"],
            "--port: must be 0 to 65535",
        ),
        (
            ["host", "--team", "X", "--ai", "easy", "--yes", "--award-after", "-1"],
            "--award-after: must be 0 or more",
        ),
        (["host", "--team", "nobody", "--ai", "easy", "--yes"], "team 'nobody': no saved team by that name"),
        (["host", "--ai", "easy", "--yes"], "one of the arguments --team --league --resume is required"),
    ],
)
def test_bad_input_is_one_line(
    argv: list[str], message: str, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1, err


def test_only_a_hosted_save_is_hosted_again(
    data: GameData, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from samurai_bowl.engine import Match
    from samurai_bowl.sessions.session import Session, save_session
    from tests.net.games import read_team

    crab, lion = team_files(data, data_dir)
    path = data_dir / "hot-seat.json"
    save_session(Session(Match(data, read_team(crab), read_team(lion), 1), ("human", "human")), path)
    assert main(["host", "--resume", str(path), "--ai", "easy", "--yes"]) == 2
    err = capsys.readouterr().err
    assert "network: was not hosted over the network: resume it in the window" in err and err.count("\n") == 1
