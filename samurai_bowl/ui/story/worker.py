"""A match's whole story worked out off the drawing thread, for the end screen and the replays.

A thread hands the play-outs of every turn's start to worker processes (``ai.story_run``) and
publishes the story as it grows; the turns the match screen already estimated (``KNOWN``) are
not played again. The thread only waits for the processes, so it never holds up the drawing.

A finished story is kept beside the match's save (``stories/`` in the saves folder), so a match is
played out once: the end screen's story is the replay's too.

Without a thread (``threaded=False``, the default when the window is headless, as in tests) the
story stays empty until :meth:`StoryWorker.finish` works it all out at once."""

from __future__ import annotations

import contextlib
import json
import threading
from pathlib import Path
from typing import TYPE_CHECKING

import pyglet

from samurai_bowl.ai.story import MatchStory, read_story
from samurai_bowl.ai.story_run import StoryRun
from samurai_bowl.data.files import read_mapping
from samurai_bowl.engine import Match
from samurai_bowl.errors import DataError
from samurai_bowl.files.atomic import WriteError, write_text_atomic
from samurai_bowl.ui.story.win_chance_live import KNOWN, cores

if TYPE_CHECKING:
    from samurai_bowl.ratings.coach import Coaches

PLAYOUTS = 8  # play-outs from each turn's start the match screen did not estimate
STORIES = "stories"  # the folder, beside the saves, of the stories worked out


def story_file(save: Path) -> Path:
    return save.parent / STORIES / save.name


def kept_story(match: Match, save: Path) -> MatchStory | None:
    """The story kept for the match saved at ``save``, if there is one and it tells this match."""
    path = story_file(save)
    if not path.is_file():
        return None
    try:
        story = read_story(read_mapping(path))
    except (DataError, ValueError):  # damaged or foreign: worked out again and written anew
        return None
    return story if (story.seed, story.actions) == (match.seed, len(match.history)) else None


class StoryWorker:
    def __init__(
        self,
        match: Match,
        playouts: int | None = None,
        threaded: bool | None = None,
        save: Path | None = None,
        coaches: Coaches | None = None,
    ) -> None:
        self.file = story_file(save) if save is not None else None
        self.run = StoryRun(match, playouts or PLAYOUTS, coaches)
        kept = kept_story(match, save) if save is not None else None
        if kept is None:
            self.run.reuse(KNOWN.get(match.seed, {}))
        else:
            self.run.jobs = []
        self.story: MatchStory = kept or self.run.story()
        self.total = len(self.run.jobs)
        self.done = 0
        self.failed = ""
        self._stop = False
        self.threaded = not pyglet.options["headless"] if threaded is None else threaded
        self._thread: threading.Thread | None = None
        if self.threaded and self.total:
            self._thread = threading.Thread(target=self._work, name="match-story", daemon=True)
            self._thread.start()

    @property
    def busy(self) -> bool:
        return self.done < self.total and not self.failed

    @property
    def status(self) -> str:
        """What the chart says while play-outs refine the model's figures (nothing once they are done)."""
        if self.failed:
            return self.failed
        if not self.busy:
            return ""
        if not self.threaded:
            return ""  # the model's figures stand; play-outs refine them when the story is finished
        return f"Play-outs {100 * self.done // max(1, self.total)}%"

    def _took(self, done: int, total: int) -> None:
        self.done = done
        self.story = self.run.story()

    def _work(self) -> None:
        try:
            self.run.run(cores(), self._took, lambda: self._stop, here=False)
        except Exception as exc:  # a worker process that died: the chart says so, the window goes on
            self.failed = f"No play-outs ({type(exc).__name__}): the model's figures"
            return
        self._keep()

    def _keep(self) -> None:
        """Write the whole story beside the save (a story cut short is not kept)."""
        if self.file is None or self.done < self.total or not self.total:
            return
        with contextlib.suppress(WriteError):  # a full or read-only disk: worked out again next time
            write_text_atomic(
                self.file,
                json.dumps(self.story.to_json(), separators=(",", ":")) + "\n",
                "the match's story",
                make_folder=True,
            )

    def finish(self) -> MatchStory:
        """Work out whatever is left here and now (the headless window's way)."""
        if self._thread is None and self.busy:
            self.run.run(1, self._took)
            self.done = self.total
            self._keep()
        elif self._thread is not None:
            self._thread.join()
        return self.story

    def close(self) -> None:
        """Give up the play-outs not yet begun (the screen was left)."""
        self._stop = True
