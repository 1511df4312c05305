"""The printed tables: columns that line up under their headings, plain text in a pipe, bold on a
terminal, and nothing wrapped however long a line is."""

from __future__ import annotations

import io

import pytest

from samurai_bowl.cli.tables import print_parts, table
from tests.cli.test_simulate import run


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_numbers_line_up_under_their_heading_and_labels_on_the_left(
    capsys: pytest.CaptureFixture[str],
) -> None:
    print_parts(
        ["a heading", table(("", "home", "away"), [("wins", "1 (10%)", "12 (60%)"), ("draws", "7", "")])]
    )
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "a heading"
    head, rule, wins, draws = lines[1:]
    assert set(rule) == {"─"} and len(rule) == len(head)
    assert head.endswith("away") and wins.endswith("12 (60%)") and len(head) == len(wins)
    assert wins.index("1 (10%)") + len("1 (10%)") == head.index("home") + len("home") == draws.index("7") + 1
    assert wins.startswith("wins") and draws.startswith("draws") and draws == draws.rstrip()


def test_a_pipe_gets_no_control_characters_and_no_trailing_spaces(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        ["--round-robin", "--clans", "crab,lion", "--games", "1", "--coach", "random", "--vs", "random"],
        capsys,
    )
    assert code == 0 and "\x1b" not in out
    assert all(line == line.rstrip() for line in out.splitlines())
    long_line = out.splitlines()[0]
    assert long_line.endswith("one action per team turn")  # a long line is never wrapped


def test_a_terminal_gets_bold_headings(monkeypatch: pytest.MonkeyPatch) -> None:
    screen = Terminal()
    monkeypatch.setattr("sys.stdout", screen)
    print_parts([table(("clan", "points"), [("crab", "3")], bold_first=True)])
    text = screen.getvalue()
    assert "\x1b[1m" in text and "crab" in text and "points" in text
