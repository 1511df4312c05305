"""Chat between the two coaches of a network match: what a line may hold and how often a coach may
say one. The host holds every line to these rules before it passes it on; a line is plain text
everywhere it is shown (no markup, no links, nothing run)."""

from __future__ import annotations

import unicodedata
from collections import deque

from samurai_bowl.text.words import plural

LENGTH = 200  # characters in one line
LINES = 5  # lines one coach may say ...
PER = 10.0  # ... in this many seconds
KEPT = 50  # lines a coach who joins (or comes back) is shown


def cleaned(text: str) -> str:
    """A line as it is passed on: control characters and other invisibles (Unicode category C:
    line breaks, bidirectional overrides, private use) dropped, spaces around it trimmed."""
    return "".join(ch for ch in text if not unicodedata.category(ch).startswith("C")).strip()


def line_problem(text: str) -> str | None:
    """Why ``text`` (already :func:`cleaned`) cannot be said, or None."""
    if not text:
        return "chat: an empty line says nothing"
    if len(text) > LENGTH:
        return f"chat: a line holds at most {LENGTH} characters (this one has {len(text)})"
    return None


class RateLimit:
    """At most :data:`LINES` lines in any :data:`PER` seconds, for one coach."""

    def __init__(self, lines: int = LINES, per: float = PER) -> None:
        self.lines = lines
        self.per = per
        self._said: deque[float] = deque()

    def take(self, now: float) -> str | None:
        """Count a line said at ``now``: None when it may be said, else why not (and it is not
        counted)."""
        while self._said and now - self._said[0] >= self.per:
            self._said.popleft()
        if len(self._said) >= self.lines:
            wait = self.per - (now - self._said[0])
            return (
                f"chat: at most {plural(self.lines, 'line')} in {self.per:g} s (wait {max(wait, 0.1):.1f} s)"
            )
        self._said.append(now)
        return None
