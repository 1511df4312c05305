"""A command line argparse cannot read is one line — the command, the option and what is wrong —
and exit status 2, for every command, not a usage block."""

from __future__ import annotations

import pytest

from samurai_bowl.cli import main

pytestmark = pytest.mark.usefixtures(
    "data_dir"
)  # a data folder of its own, and its folder as the working one


@pytest.mark.parametrize(
    ("argv", "start"),
    [
        (["simulate", "--games", "x"], "samurai-bowl simulate: --games: "),
        (["analyse", "match.json", "--playouts", "x"], "samurai-bowl analyse: --playouts: "),
        (["team", "new", "--rerolls", "x"], "samurai-bowl team new: --rerolls: "),
        (["team", "new", "--format", "xml"], "samurai-bowl team new: --format: invalid choice: 'xml'"),
        (["team", "random", "--seed", "1.5"], "samurai-bowl team random: --seed: "),
        (["team", "validate"], "samurai-bowl team validate: the following arguments are required: FILE"),
        (["league", "schedule", "Winter Court", "--seed", "x"], "samurai-bowl league schedule: --seed: "),
        (["league", "table", "Winter Court", "--season", "x"], "samurai-bowl league table: --season: "),
        (["league", "result", "Winter Court", "x"], "samurai-bowl league result: fixture: "),
        (
            ["league", "add-team", "Winter Court", "Crabs"],
            "samurai-bowl league add-team: one of the arguments --coach --ai is required",
        ),
        (
            ["league", "add-team", "Winter Court", "Crabs", "--ai", "godlike"],
            "samurai-bowl league add-team: --ai: invalid choice: 'godlike'",
        ),
        (["save"], "samurai-bowl save: the following arguments are required: VERB"),
        (["save", "check"], "samurai-bowl save check: the following arguments are required: FILE"),
        (["scenario"], "samurai-bowl scenario: the following arguments are required: "),
        (["schema", "--out"], "samurai-bowl schema: --out: expected one argument"),
        (["bogus"], "samurai-bowl: COMMAND: invalid choice: 'bogus'"),
        (["clans", "--frobnicate"], "samurai-bowl: unrecognized arguments: --frobnicate"),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, list) else None,
)
def test_a_command_line_argparse_refuses_is_one_line(
    argv: list[str], start: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(start) and err.count("\n") == 1, err


def test_help_still_prints_the_whole_usage(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        main(["simulate", "--help"])
    assert raised.value.code == 0
    assert capsys.readouterr().out.startswith("usage: samurai-bowl simulate")
