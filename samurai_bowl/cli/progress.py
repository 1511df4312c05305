"""The progress bar of long runs (``simulate``, ``league play --all``), drawn by rich on stderr
when stderr is a terminal, with the rate and the time left. Lines the command prints meanwhile
appear whole above the bar, never through it; a pipe or a file gets no bar and no control
characters at all."""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.progress import Progress


class ProgressBar:
    """``games ━━━━━━━━━━━━━━━━━━ 35/100 2.9 games/s 0:00:12 ETA 0:00:22``; call it with the games done."""

    def __init__(self, total: int, force: bool = False) -> None:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        from samurai_bowl.cli.rate_column import RateColumn

        console = Console(file=sys.stderr, force_terminal=True if force else None, soft_wrap=True)
        self.progress: Progress = Progress(
            TextColumn("games", markup=False),
            BarColumn(),
            MofNCompleteColumn(),
            RateColumn(),
            TimeElapsedColumn(),
            TextColumn("ETA", markup=False),
            TimeRemainingColumn(),
            console=console,
            # What the command prints goes above the bar only when it shares the bar's terminal.
            redirect_stdout=sys.stdout.isatty() and sys.stderr.isatty(),
            redirect_stderr=False,
        )
        self.task = self.progress.add_task("games", total=total)
        self.progress.start()

    def __call__(self, done: int) -> None:
        self.progress.update(self.task, completed=done)

    def close(self) -> None:
        with contextlib.suppress(OSError):  # its terminal gone (closed in the middle of the run)
            self.progress.stop()


def progress_bar(total: int, args: argparse.Namespace) -> ProgressBar | None:
    """A bar when stderr is a terminal, or when ``--progress`` asks for one anyway."""
    if args.progress or sys.stderr.isatty():
        return ProgressBar(total, force=args.progress)
    return None
