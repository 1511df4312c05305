"""``simulate --report FILE``: every match's record, written as each game comes in, so a run of
any length holds one record at a time. The file takes its place whole when the run ends (it is a
temporary file until then): a run stopped or failed half-way leaves the old file, or none."""

from __future__ import annotations

import contextlib
import json
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TextIO

from samurai_bowl.files.atomic import open_atomic

REPORT = "the match report"
Keep = Callable[[dict[str, Any]], None]  # takes one match's record


def with_clans(record: dict[str, Any], clans: tuple[str, str]) -> dict[str, Any]:
    """A match's record as the report holds it: its seed, then the home and away clans, then the
    rest (a round robin's teams are drafted afresh for every game: their names do not say it)."""
    return {"seed": record.get("seed"), "clans": list(clans), **record}


class RecordsWriter:
    """``{"games": [record, ...]}`` written record by record, as ``json.dumps(doc, indent=1)``
    would write the whole."""

    def __init__(self, handle: TextIO) -> None:
        self.handle = handle
        self.count = 0
        handle.write('{\n "games": [')

    def add(self, record: dict[str, Any]) -> None:
        text = textwrap.indent(json.dumps(record, indent=1, ensure_ascii=False), "  ")
        self.handle.write(("\n" if self.count == 0 else ",\n") + text)
        self.count += 1

    def finish(self) -> None:
        self.handle.write("\n ]\n}\n" if self.count else "]\n}\n")


@contextlib.contextmanager
def game_report(path: Path | None) -> Iterator[Keep | None]:
    """What keeps each record for the report at ``path`` (nothing without one); the report is
    written when the block ends without an exception."""
    if path is None:
        yield None
        return
    with open_atomic(path, REPORT) as handle:
        writer = RecordsWriter(handle)
        yield writer.add
        writer.finish()
