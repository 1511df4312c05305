"""Resume: every unfinished match, newest first, each as who v who and the score over where it
stands and when it was saved. Enter or a click resumes one; Delete (twice, or the row's Delete
button twice) removes one, as it does an autosave that cannot be read."""

from __future__ import annotations

import time
from pathlib import Path

import arcade

from samurai_bowl.errors import DataError
from samurai_bowl.sessions.autosaves import Autosave, details, headline, list_autosaves
from samurai_bowl.sessions.session import Session, load_session
from samurai_bowl.text.words import plural
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.row_list import RowPicking
from samurai_bowl.ui.kit.theme import (
    BACKGROUND,
    BAD,
    BLACK,
    BUTTON,
    BUTTON_HOVER,
    DESIGN_SIZE,
    FOOTER_INK,
    MUTED_INK,
    PANEL_EDGE,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    Rect,
    label,
    place,
    shorten,
    text,
)
from samurai_bowl.ui.kit.widgets import inside
from samurai_bowl.ui.routes import Help, HostMatch, PlayMatch
from samurai_bowl.ui.screen import Screen

HINT = (
    "Up/Down, Page Up/Down or the wheel to choose · Enter or a click to resume · Delete to remove · Esc back"
)


def resumed(session: Session) -> PlayMatch | HostMatch:
    """Where a saved match goes on: played here, or, hosted over the network before, hosted again
    (the rules keep to the host's machine and the joiner's side to its coach)."""
    return HostMatch(resumed=session) if session.network is not None else PlayMatch(session)


def resume_autosave(app: Host, path: Path) -> None:
    """Open the match saved in ``path``; a damaged file is reported on the main menu, and kept."""
    try:
        session = load_session(app.data, path, app.folder)
    except DataError as exc:
        app.notice = str(exc)
        app.main_menu()
        return
    app.go(resumed(session))


class ResumeView(RowPicking, Screen):
    """The unfinished matches; ``lit`` (an autosave's path) chosen at first."""

    def __init__(self, app: Host, lit: Path | None = None, now: float | None = None) -> None:
        super().__init__(app.window, background_color=BACKGROUND)
        self.app = app
        self.now = time.time() if now is None else now
        self.saves: list[Autosave] = list_autosaves(app.data, app.folder)
        paths = [save.path for save in self.saves]
        self.lit = paths.index(lit) if lit in paths else 0
        self.first = 0  # the first row on screen, when there are more than fit
        self.armed: Path | None = None  # the autosave a second Delete removes
        self.title = text("Resume a match", TITLE_INK, anchor_y="center", bold=True)
        self.subtitle = text("", SUBTITLE_INK, anchor_y="center", italic=True)
        self.footer = text(HINT, FOOTER_INK, anchor_y="center")
        self.more_above = text("", MUTED_INK, anchor_y="center")
        self.more_below = text("", MUTED_INK, anchor_y="center")
        self.delete_words = label("Delete", TITLE_INK, anchor_x="center", anchor_y="center")
        self._build_rows()
        self.layout(self.window.width, self.window.height)

    def _build_rows(self) -> None:
        self.heads = [
            label("", TITLE_INK if save.session else WARN, anchor_y="center", bold=save.session is not None)
            for save in self.saves
        ]
        self.lines = [label("", SUBTITLE_INK, anchor_y="center") for _ in self.saves]
        self._say()

    def _say(self, words: str | None = None, colour: arcade.types.Color = SUBTITLE_INK) -> None:
        count = len(self.saves)
        if words is None:
            words = (
                f"{plural(count, 'match', 'matches')} left unfinished, the last saved first"
                if count
                else "No unfinished match: every match left for the menu waits here."
            )
        self.subtitle.text, self.subtitle.color = words, colour

    # --- layout ---------------------------------------------------------------------------------
    def scale(self, width: int, height: int) -> float:
        return min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1]) * self.app.settings.ui_scale

    def layout(self, width: int, height: int) -> None:
        scale = self.scale(width, height)
        centre = width / 2
        place(self.title, centre, height * 0.91, 34 * scale)
        place(self.subtitle, centre, height * 0.84, 15 * scale)
        place(self.footer, centre, height * 0.035, 11 * scale)
        shorten(self.footer, HINT, width * 0.96)
        self._row_w, self._row_h, self._gap = min(width * 0.9, 1000 * scale), 54 * scale, 6 * scale
        self._top, bottom = height * 0.76, height * 0.11
        self._fits = max(1, int((self._top - bottom + self._gap) // (self._row_h + self._gap)))
        self._points = 14 * scale
        self._delete_w = 90 * scale
        self.delete_words.font_size = max(6, round(self._points * 0.85))
        place(self.more_above, centre, self._top + 10 * scale, 11 * scale)
        self._more_below_y = self._top - self._fits * (self._row_h + self._gap) - 4 * scale
        place(self.more_below, centre, self._more_below_y, 11 * scale)
        room = self._row_w - self._delete_w - 3 * self._points
        for head, line, save in zip(self.heads, self.lines, self.saves, strict=True):
            head.font_size = max(6, round(self._points))
            line.font_size = max(6, round(self._points * 0.8))
            shorten(head, headline(save), room)
            shorten(line, details(save, self.now), room)
        self._place_rows()

    def _place_rows(self) -> None:
        """Scroll so the lit row is on screen, and place the rows that are."""
        self.lit = min(max(self.lit, 0), max(0, len(self.saves) - 1))
        self.first = max(0, min(self.first, len(self.saves) - self._fits))
        self.first = min(max(self.first, self.lit - self._fits + 1), self.lit)
        left = (self.window.width - self._row_w) / 2
        self.rects: list[Rect] = []
        for row, index in enumerate(range(self.first, min(len(self.saves), self.first + self._fits))):
            bottom = self._top - (row + 1) * self._row_h - row * self._gap
            self.rects.append((left, bottom, self._row_w, self._row_h))
            self.heads[index].position = (round(left + self._points), round(bottom + self._row_h * 0.66))
            self.lines[index].position = (round(left + self._points), round(bottom + self._row_h * 0.28))
        above, below = self.first, len(self.saves) - self.first - len(self.rects)
        self.more_above.text = f"▲ {above} more above" if above else ""
        self.more_below.text = f"▼ {below} more below" if below else ""

    def delete_rect(self, rect: Rect) -> Rect:
        """The Delete button at the right of a row."""
        left, bottom, width, height = rect
        pad = height * 0.18
        return (left + width - self._delete_w - pad, bottom + pad, self._delete_w, height - 2 * pad)

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    # --- what the player does -------------------------------------------------------------------
    def resume(self, index: int) -> None:
        if not 0 <= index < len(self.saves):
            return
        save = self.saves[index]
        if save.session is None:
            self._say(f"{save.path.name} cannot be resumed; Delete removes it.", WARN)
            return
        try:  # read again: it may have changed since the list was made
            session = load_session(self.app.data, save.path, self.app.folder)
        except DataError as error:
            self._say(str(error), BAD)
            return
        self.app.go(resumed(session))

    def delete(self, index: int) -> None:
        """The first time, ask; the second, remove the file (and say which)."""
        if not 0 <= index < len(self.saves):
            return
        save = self.saves[index]
        if self.armed != save.path:
            self.armed = save.path
            what = headline(save).replace("  ", " ") if save.session else save.path.name
            self._say(f"Delete {what}? Delete again to remove it, any other key to keep it.", WARN)
            return
        self.armed = None
        try:
            save.path.unlink(missing_ok=True)
        except OSError as error:
            self._say(f"{save.path.name} could not be deleted: {error.strerror}", BAD)
            return
        del self.saves[index]
        self._build_rows()
        self._say(f"Deleted {save.path.name}.")
        self.layout(self.window.width, self.window.height)

    def on_draw(self) -> None:
        self.clear()
        for row, rect in enumerate(self.rects):
            index = self.first + row
            lit = index == self.lit
            arcade.draw_lbwh_rectangle_filled(*rect, BUTTON_HOVER if lit else BUTTON)
            arcade.draw_lbwh_rectangle_outline(*rect, TITLE_INK if lit else PANEL_EDGE, 2)
            readable = self.saves[index].session is not None  # on the lit row, light ink: ≥ 4.5:1
            self.heads[index].color = TITLE_INK if lit or readable else WARN
            self.lines[index].color = TITLE_INK if lit else SUBTITLE_INK
            self.heads[index].draw()
            self.lines[index].draw()
            button = self.delete_rect(rect)
            armed = self.armed == self.saves[index].path
            arcade.draw_lbwh_rectangle_filled(*button, BAD if armed else BACKGROUND)
            arcade.draw_lbwh_rectangle_outline(*button, PANEL_EDGE, 1)
            self.delete_words.text = "Sure?" if armed else "Delete"
            self.delete_words.color = BLACK if armed else TITLE_INK
            self.delete_words.position = (round(button[0] + button[2] / 2), round(button[1] + button[3] / 2))
            self.delete_words.draw()
        for line in (self.title, self.subtitle, self.footer, self.more_above, self.more_below):
            line.draw()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        row = self._row_at(x, y)
        if row is None:
            return
        self.lit = row
        if inside(self.delete_rect(self.rects[row - self.first]), x, y):
            self.delete(row)
        else:
            self.armed = None
            self.resume(row)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if not self.saves:
            return
        step = -1 if scroll_y > 0 else 1
        self.first = max(0, min(self.first + step, len(self.saves) - self._fits))
        self.lit = min(max(self.lit, self.first), self.first + self._fits - 1)
        self._place_rows()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol == k.DELETE or (symbol == k.BACKSPACE and self.saves):
            self.delete(self.lit)
            return
        if self.armed is not None:  # any other key keeps the file (Esc too, and stays here)
            self.armed = None
            self._say()
            return
        if symbol == k.ESCAPE:
            self.app.main_menu()
        elif symbol == k.F1:
            self.app.go(Help(back=self))
        elif symbol in (k.ENTER, k.RETURN, k.SPACE):
            self.resume(self.lit)
        elif symbol in (k.UP, k.DOWN, k.PAGEUP, k.PAGEDOWN, k.HOME, k.END) and self.saves:
            last = len(self.saves) - 1
            step = {k.UP: -1, k.DOWN: 1, k.PAGEUP: -self._fits, k.PAGEDOWN: self._fits}
            self.lit = 0 if symbol == k.HOME else last if symbol == k.END else self.lit + step[symbol]
            self._place_rows()
