"""The ``samurai-bowl`` command.

Nothing heavy is imported here: the console script imports this package before :func:`entry`
can say how the process stops, and a Ctrl-C while the rest loads must stop it as cleanly as
one later."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Sequence

from samurai_bowl.cli.exit_codes import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_STOPPED
from samurai_bowl.processes import stopping


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; bad input gives one line on stderr and exit status 2, a file that could not
    be written (or made, or deleted) one line and status 1, a stop signal (Ctrl-C, SIGTERM, the
    terminal closing) one line and status 128 + the signal's number, with no worker left."""
    try:
        return _run(argv)
    except KeyboardInterrupt as exc:
        return _stopped(exc)


def _run(argv: Sequence[str] | None) -> int:
    from samurai_bowl.cli.parser import build_parser, parse_args
    from samurai_bowl.errors import DataError, StorageError

    parser = build_parser()
    try:
        args = parse_args(parser, argv)
        handler = getattr(args, "handler", None)
        if handler is None:
            from samurai_bowl.cli.play_cmd import play

            handler = play
        return int(handler(args))
    except StorageError as exc:  # not bad input: the disk, a folder or another program refused
        print(exc, file=sys.stderr)
        return EXIT_FAILED
    except DataError as exc:
        print(exc, file=sys.stderr)
        return EXIT_BAD_INPUT


def _stopped(exc: KeyboardInterrupt) -> int:
    """End every worker process left (no pool exists if their module was never loaded), let out
    what was said before the stop, and say the one line — to a terminal that may be gone."""
    pools = sys.modules.get("samurai_bowl.processes.pool")
    if pools is not None:
        pools.end_every_pool()
    try:
        sys.stdout.flush()
    except OSError:
        _drop_output()
    _say(stopping.words(exc))
    return stopping.status(exc)


def _say(line: str) -> None:
    with contextlib.suppress(OSError):
        print(line, file=sys.stderr)


def _drop_output() -> None:
    """Output that cannot be written goes nowhere from now on: no second error as Python exits."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def system_refused(exc: OSError) -> str:
    """One line for an OSError that reached the top: where, if it says, and why."""
    from samurai_bowl.files.atomic import why_not_written

    where = exc.filename if exc.filename is not None else "the output"
    return f"samurai-bowl: {where}: {why_not_written(exc)}"


def entry() -> None:
    """Console-script entry point. Output cut short by a closed pipe (``| head``) is not an error;
    output the disk refuses is one line and status 1; once the command is over, stop signals
    change nothing while the process exits."""
    stopping.stop_on_signals()  # first of all
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        _drop_output()
        code = 0
    except OSError as exc:  # what no other line covers: output on a full disk, say
        _say(system_refused(exc))
        _drop_output()
        code = EXIT_FAILED
    except KeyboardInterrupt as exc:  # stopped while the output was flushed
        code = _stopped(exc)
    stopping.closing()
    if code > EXIT_STOPPED:
        _last_word_said()
    sys.exit(code)


def _last_word_said() -> None:
    """A stopped command has said its one line: whatever the interpreter's winding down would
    add (a worker pool's threads meeting pipes already closed, say) goes nowhere."""
    with contextlib.suppress(OSError, ValueError):
        sys.stderr.flush()
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stderr.fileno())
