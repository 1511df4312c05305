"""What README.md promises a new player: how long the tests take, and a ``simulate`` example
between AI coaches whose printed results are what the command prints."""

from __future__ import annotations

import re
import shlex

import pytest

from samurai_bowl.cli import main
from tests.conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")
SPEED_LINES = ("seconds per game", "decisions per game", "decisions per second")


def example() -> tuple[list[str], list[str]]:
    """The README's shown ``simulate`` run: its command's words and the lines it prints."""
    found = re.search(r"```\n\$ samurai-bowl (simulate [^\n]+)\n(.*?)\n```", README, re.DOTALL)
    assert found, "README.md shows a simulate run"
    return shlex.split(found.group(1)), found.group(2).splitlines()


def test_readme_says_how_long_the_tests_take() -> None:
    head = "\n".join(README.splitlines()[:15])
    assert re.search(r"run the tests \(about \d+ minutes on a 2-core machine\)", head)


def test_the_simulate_example_plays_ai_coaches() -> None:
    argv, _ = example()
    coaches = {argv[argv.index(flag) + 1] for flag in ("--coach", "--vs")}
    assert coaches <= {"easy", "normal", "hard"}
    row = next(line for line in README.splitlines() if line.startswith("| `samurai-bowl simulate --home"))
    assert "--coach normal --vs normal" in row


@pytest.mark.slow
def test_the_simulate_example_prints_what_the_readme_shows(capsys: pytest.CaptureFixture[str]) -> None:
    argv, shown = example()
    assert main(argv) == 0
    printed = capsys.readouterr().out.splitlines()
    assert [line for line in printed if not line.startswith(SPEED_LINES)] == [
        line for line in shown if not line.startswith(SPEED_LINES)
    ]
    touchdowns = next(line for line in shown if line.startswith("touchdowns per game")).split()[-2:]
    assert any(float(t) > 0 for t in touchdowns)  # real football, not a row of 0–0 draws
