"""Code the engine writes for itself (the state's copiers, dumpers and loaders, the match's field
writers), run with its text known to ``linecache``: a traceback through it shows its lines, under
a name that says what it is, instead of ``<string>`` and nothing."""

from __future__ import annotations

import itertools
import linecache
from typing import Any

_NUMBERS = itertools.count(1)


def run_source(source: str, names: dict[str, Any], what: str) -> None:
    """Run ``source`` (definitions) in the namespace ``names``; ``what`` names it in tracebacks."""
    filename = f"<samurai_bowl generated {next(_NUMBERS)}: {what}>"
    text = source if source.endswith("\n") else source + "\n"
    # No modification time: linecache.checkcache keeps the entry, as for a module's own loader.
    linecache.cache[filename] = (len(text), None, text.splitlines(keepends=True), filename)
    exec(compile(text, filename, "exec"), names)  # our own generated source, as dataclasses does
