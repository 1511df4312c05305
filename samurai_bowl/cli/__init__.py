"""The ``samurai-bowl`` command."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from samurai_bowl.atomic import why_not_written
from samurai_bowl.cli.parser import build_parser, parse_args
from samurai_bowl.errors import DataError, StorageError

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; bad input gives one line on stderr and exit status 2, a file that could not
    be written (or made, or deleted) one line and status 1."""
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
    except KeyboardInterrupt:
        print("samurai-bowl: interrupted; nothing more was written", file=sys.stderr)
        return 130


def system_refused(exc: OSError) -> str:
    """One line for an OSError that reached the top: where, if it says, and why."""
    where = exc.filename if exc.filename is not None else "the output"
    return f"samurai-bowl: {where}: {why_not_written(exc)}"


def entry() -> None:
    """Console-script entry point. Output cut short by a closed pipe (``| head``) is not an error;
    output the disk refuses is one line and status 1."""
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        code = 0
    except OSError as exc:  # what no other line covers: output on a full disk, say
        print(system_refused(exc), file=sys.stderr)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = EXIT_FAILED
    sys.exit(code)
