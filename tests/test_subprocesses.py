"""The tests' own process helpers: what they read of a process's output is not lost to a buffer."""

from __future__ import annotations

import sys

from tests.subprocesses import HANG, read_line, start

SAYS_THREE = "import sys; sys.stdout.write('one\\ntwo\\nthree\\n'); sys.stdout.flush()"


def test_a_line_read_leaves_the_rest_for_communicate() -> None:
    """Lines written in one go: the first read alone, the others still there for ``communicate``
    (which reads the pipe itself: a buffered ``readline`` would have swallowed them)."""
    proc = start([sys.executable, "-c", SAYS_THREE])
    assert read_line(proc) == "one\n"
    out, _ = proc.communicate(timeout=HANG)
    assert out == "two\nthree\n"


def test_a_line_cut_short_by_the_end_is_what_there_was() -> None:
    proc = start([sys.executable, "-c", "import sys; sys.stdout.write('half')"])
    assert read_line(proc) == "half"
    assert read_line(proc) == ""
    proc.wait(timeout=HANG)
