"""Nothing a player does ends the window: an error in what a screen does with the mouse, a key, a
resize, an update or a frame is caught at the window (kit/window.py), never KeyboardInterrupt or
SystemExit. During a match the match is autosaved first; the error and its traceback are added to
``crash.log`` in the player's data folder, with the time and the screen; one line over the screen
says what happened and where the details are; and play goes on from the same position (a match
screen forgets what the mouse was showing, so a preview that failed is not asked again until the
mouse comes back). An error that repeats, every frame perhaps, is written down once."""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import arcade

from samurai_bowl.sessions.autosaves import autosave_path
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.window import GameWindow
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.match.view import MatchView

CRASH_LOG = "crash.log"
DOING = {  # what the window was doing when the error came, in the line's words
    "on_draw": "drawing the screen",
    "on_update": "moving the game on",
    "on_mouse_motion": "following the mouse",
    "on_mouse_drag": "following the mouse",
    "on_mouse_press": "answering the click",
    "on_mouse_release": "answering the click",
    "on_mouse_scroll": "answering the mouse wheel",
    "on_key_press": "answering the key",
    "on_key_release": "answering the key",
    "on_text": "answering the typing",
    "on_text_motion": "answering the key",
    "on_resize": "resizing the window",
}
Signature = tuple[str, tuple[tuple[str, int], ...]]  # an error's kind and where it was raised from


def crash_log(folder: Path) -> Path:
    return folder / CRASH_LOG


def signature(exc: BaseException) -> Signature:
    """What makes two errors the same one: their kind and every line their traceback passes."""
    frames = traceback.extract_tb(exc.__traceback__)
    return type(exc).__qualname__, tuple((f.filename, f.lineno or 0) for f in frames)


def append_entry(path: Path, entry: str) -> None:
    """Add ``entry`` at the end of ``path`` (made, with its folder, if need be) in one appending
    write, forced to the disk: a crash after it keeps it whole, a crash before leaves the rest."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = entry.encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        while data:
            data = data[os.write(fd, data) :]
        os.fsync(fd)
    finally:
        os.close(fd)


def shown_folder(path: Path) -> str:
    """A path as a player reads it, his home folder as ``~``."""
    try:
        return "~/" + path.relative_to(Path.home()).as_posix()
    except ValueError:
        return str(path)


def match_screen(view: arcade.View | None) -> MatchView | None:
    """The match being played when ``view`` is shown: the match screen, or the one paused."""
    if isinstance(view, MatchView):
        return view
    if isinstance(view, PauseView) and isinstance(view.match_view, MatchView):
        return view.match_view
    return None


class SafetyNet:
    """Told of each error a screen raised (``window.net``); keeps the match and writes it down."""

    def __init__(self, app: Host, clock: Callable[[], datetime] = datetime.now) -> None:
        self.app = app
        self.clock = clock
        self.told: set[Signature] = set()
        self.kept: tuple[int, int] | None = None  # the match and the number of its actions last autosaved

    @property
    def log(self) -> Path:
        return crash_log(self.app.folder)

    def __call__(self, event: str, exc: Exception) -> None:
        view = self.app.window.current_view
        screen = match_screen(view)
        saved = self._keep(screen) if screen is not None else None
        new = signature(exc) not in self.told
        written = True
        if new:
            self.told.add(signature(exc))
            written = self._write(event, view, exc, saved)
        self._say(DOING.get(event, "on this screen"), saved, written)
        recover = getattr(view, "recover", None)
        if callable(recover):
            try:
                recover()
            except Exception as again:  # a screen that cannot even forget: noted, the window goes on
                if signature(again) not in self.told:
                    self.told.add(signature(again))
                    self._write("recover", view, again, saved)

    def _keep(self, screen: MatchView) -> bool:
        """Autosave the match (once per position): whether its autosave is on the disk now."""
        m = screen.match
        path = autosave_path(self.app.folder, screen.session)
        now = (id(m), len(m.history))
        if self.kept == now:
            return path.exists()
        before = path.stat().st_mtime_ns if path.exists() else None
        try:
            screen.autosave()
        except Exception:  # the save itself failed: the log will say what went wrong first
            return False
        self.kept = now
        return path.exists() and path.stat().st_mtime_ns != before

    def _write(self, event: str, view: arcade.View | None, exc: Exception, saved: bool | None) -> bool:
        when = self.clock().isoformat(timespec="seconds")
        screen = type(view).__name__ if view is not None else "no screen"
        kept = {None: "", True: " · match autosaved", False: " · match NOT autosaved"}[saved]
        lines = traceback.format_exception(type(exc), exc, exc.__traceback__)
        entry = f"=== {when} · {screen} · {event}{kept}\n{''.join(lines)}\n"
        try:
            append_entry(self.log, entry)
        except OSError:
            return False
        return True

    def _say(self, doing: str, saved: bool | None, written: bool) -> None:
        kept = {None: "", True: "; the match is saved", False: "; the match could not be saved"}[saved]
        where = f"details in {shown_folder(self.log)}" if written else "the details could not be written down"
        window = self.app.window
        if isinstance(window, GameWindow):
            window.notice.say(f"Something went wrong {doing}{kept} — {where}")


def install_safety_net(app: Host) -> SafetyNet | None:
    """Catch the screens' errors at ``app``'s window from now on (the game's own window)."""
    window = app.window
    if not isinstance(window, GameWindow):
        return None
    net = SafetyNet(app)
    window.net = net
    return net
