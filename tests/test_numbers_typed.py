"""Every number a person types is read by samurai_bowl/text/numbers.py, digits 0-9 only: a decimal number
as a whole one, never "nan", "inf" or "1e400"; a port of an address; the options of ``host`` and
``join``. What is not a number is one line naming what was typed, exit status 2."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from samurai_bowl.cli import main
from samurai_bowl.net.address import address_problem
from samurai_bowl.text.numbers import decimal_number

PACKAGE = Path(__file__).resolve().parent.parent / "samurai_bowl"


@pytest.mark.parametrize(
    ("typed", "value"),
    [("300", 300.0), (" 2.5 ", 2.5), (".5", 0.5), ("5.", 5.0), ("-0.25", -0.25), ("0", 0.0)],
)
def test_a_decimal_number_is_digits_and_a_point(typed: str, value: float) -> None:
    assert decimal_number(typed) == value


@pytest.mark.parametrize(
    ("typed", "problem"),
    [
        ("nan", "must be a number (got 'nan')"),
        ("NaN", "must be a number (got 'NaN')"),
        ("inf", "must be a number (got 'inf')"),
        ("-Infinity", "must be a number (got '-Infinity')"),
        ("1e400", "must be a number (got '1e400')"),
        ("1e3", "must be a number (got '1e3')"),
        ("٣", "must be a number (got '٣')"),
        ("²", "must be a number (got '²')"),
        ("1_0", "must be a number (got '1_0')"),
        ("+5", "must be a number (got '+5')"),
        ("1.2.3", "must be a number (got '1.2.3')"),
        (".", "must be a number (got '.')"),
        ("", "must be a number (got '')"),
        ("1" + "0" * 400, "is too big a number (401 digits before the point)"),
        ("9" * 400 + ".5", "is too big a number (400 digits before the point)"),
    ],
)
def test_what_is_not_a_decimal_number_is_named(typed: str, problem: str) -> None:
    with pytest.raises(ValueError) as caught:
        decimal_number(typed)
    assert str(caught.value) == problem


def test_a_decimal_number_is_bounded() -> None:
    assert decimal_number("7.5", 0, 10) == 7.5
    with pytest.raises(ValueError, match=r"^must be from 0 to 10 \(got 10\.5\)$"):
        decimal_number("10.5", 0, 10)
    with pytest.raises(ValueError, match=r"^must be at least 0.5 \(got 0\)$"):
        decimal_number("0", 0.5)


@pytest.mark.parametrize("port", ["٣٣", "²", "７４５５", "7455²", "0", "65536", "-1", "1_0"])
def test_a_port_is_plain_digits_from_1_to_65535(port: str) -> None:
    problem = address_problem(f"127.0.0.1:{port}")
    assert problem is not None and problem.startswith("must be an address and a port 1 to 65535")
    assert address_problem("127.0.0.1:65535") is None and address_problem("[::1]:1") is None


HOST = ["host", "--team", "X", "--ai", "easy", "--yes"]


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        ([*HOST, "--award-after", "nan"], "samurai-bowl host: --award-after: must be a number (got 'nan')"),
        ([*HOST, "--award-after", "inf"], "samurai-bowl host: --award-after: must be a number (got 'inf')"),
        (
            [*HOST, "--award-after", "1e400"],
            "samurai-bowl host: --award-after: must be a number (got '1e400')",
        ),
        ([*HOST, "--award-after", "٣٠"], "samurai-bowl host: --award-after: must be a number (got '٣٠')"),
        (
            [*HOST, "--award-after", "604801"],
            "--award-after: must be at most 604800 seconds, a week (got 604801)",
        ),
        (
            ["host", "--league", "L", "--fixture", "9223372036854775808", "--ai", "easy", "--yes"],
            "samurai-bowl host: --fixture: must be a whole number below 2^63 (got 9223372036854775808)",
        ),
        ([*HOST, "--port", "٣٣"], "samurai-bowl host: --port: must be a whole number (got '٣٣')"),
        (
            ["join", "127.0.0.1:٣٣", "--code", "ABCDE-FGHJK", "--ai", "easy"],
            "HOST:PORT: must be an address and a port 1 to 65535, e.g. 192.168.1.20:7455 (got '127.0.0.1:٣٣')",
        ),
        (
            ["join", "127.0.0.1:7455", "--code", "ABCDE-FGHJK", "--ai", "easy", "--ai-seed", "²"],
            "samurai-bowl join: --ai-seed: must be a whole number (got '²')",
        ),
    ],
    ids=["nan", "inf", "1e400", "arabic-indic", "over a week", "fixture", "port", "join port", "ai seed"],
)
def test_host_and_join_numbers_are_plain_digits(
    argv: list[str], line: str, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert line in err and err.count("\n") == 1, err


def test_award_after_takes_a_decimal_number(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A plain number gets past the option (to the team, which is not there)."""
    assert main([*HOST, "--award-after", "90.5"]) == 2
    assert "team 'X': no saved team by that name" in capsys.readouterr().err


def test_no_module_reads_typed_digits_as_python_does() -> None:
    """``str.isdigit``, ``isdecimal`` and ``isnumeric`` take "²" or "٣": the game asks numbers.py."""
    used = {
        f"{path.relative_to(PACKAGE)}:{n}"
        for path in PACKAGE.rglob("*.py")
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\.is(?:digit|decimal|numeric)\b(?!`)", line)  # not as ``named`` in words
    }
    assert not used, used
