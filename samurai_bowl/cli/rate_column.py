"""The progress bar's rate: games finished per second, as rich measures it (over the last half
minute), and its words. Kept apart so that rich loads only when a bar is drawn."""

from __future__ import annotations

from rich.progress import ProgressColumn, Task
from rich.text import Text


def rate_words(per_second: float | None) -> str:
    """``12 games/s``, ``3.4 games/s``, ``0.25 games/s``; ``? games/s`` before there is a rate."""
    if per_second is None:
        return "? games/s"
    digits = 0 if per_second >= 10 else 1 if per_second >= 1 else 2
    return f"{per_second:.{digits}f} games/s"


class RateColumn(ProgressColumn):
    def render(self, task: Task) -> Text:
        return Text(rate_words(task.finished_speed or task.speed), style="progress.data.speed")
