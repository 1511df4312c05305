"""The tables commands print (``simulate``'s summary, the round robin's grid and standings), drawn
by rich: aligned columns under a ruled heading, bold headings on a terminal, plain text with no
control characters in a pipe or a file, and no trailing spaces in either."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import RenderableType
    from rich.table import Table

PIPE_WIDTH = 200  # a pipe or a file has no width: wide enough that no table or line is wrapped


def table(headings: Sequence[str], rows: Sequence[Sequence[str]] = (), bold_first: bool = False) -> Table:
    """Columns under ``headings``: the first (labels) left-aligned, the rest (numbers) right-aligned."""
    from rich import box
    from rich.table import Table

    grid = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, header_style="bold")
    for i, heading in enumerate(headings):
        grid.add_column(
            heading,
            justify="left" if i == 0 else "right",
            no_wrap=True,
            style="bold" if bold_first and i == 0 else None,
        )
    for row in rows:
        grid.add_row(*row)
    return grid


def print_parts(parts: Sequence[RenderableType]) -> None:
    """Lines of text and tables, one after another, on stdout."""
    from rich.console import Console

    terminal = sys.stdout.isatty()
    console = Console(file=sys.stdout, width=None if terminal else PIPE_WIDTH, highlight=False)
    with console.capture() as captured:
        for part in parts:
            if isinstance(part, str):
                console.print(part, markup=False, soft_wrap=True)
            else:
                console.print(part)
    text = captured.get()
    sys.stdout.write("".join(line.rstrip() + "\n" for line in text.splitlines()))
