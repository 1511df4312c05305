"""The progress bar's rate: games finished per second, as rich measures it (over the last half
minute). Kept apart so that rich loads only when a bar is drawn."""

from __future__ import annotations

from rich.progress import ProgressColumn, Task
from rich.text import Text

from samurai_bowl.cli.progress import rate_words


class RateColumn(ProgressColumn):
    def render(self, task: Task) -> Text:
        return Text(rate_words(task.finished_speed or task.speed), style="progress.data.speed")
