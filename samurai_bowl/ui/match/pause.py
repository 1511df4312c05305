"""Esc during a match: resume, save, settings, concede (R3.8, after a confirmation), abandon, or
leave for the menu (the match stays in the autosave and can be resumed from the menu).

A concession is the pending decision's coach's, so it is offered only at this coach's decision;
while the AI or the coach on the other machine decides, the menu says so and nothing happens: the
person concedes at his next one. A match over the network is kept by its host: there is nothing to
save or abandon here, and the footer says what leaving does."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from samurai_bowl.engine import Act, Action
from samurai_bowl.sessions.autosaves import remove_autosave
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.legible import fit, fit_buttons, put
from samurai_bowl.ui.kit.theme import MUTED_INK, SUBTITLE_INK, TITLE_INK, WARN, text
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.routes import SettingsMenu
from samurai_bowl.ui.screen import ButtonScreen

BUTTON_H, GAP = 40, 10  # design pixels

if TYPE_CHECKING:
    from samurai_bowl.ui.match.faces import MatchScreen


class PauseView(ButtonScreen):
    def __init__(self, app: Host, match_view: MatchScreen) -> None:
        super().__init__(app)
        self.match_view = match_view
        self.heading = text("Paused", TITLE_INK, anchor_y="center", bold=True)
        away = match_view.kept_words()  # a match over the network is kept by its host
        self.footer = text(
            away or "The match is kept: Resume from the main menu later", MUTED_INK, anchor_y="center"
        )
        self.note = text("", WARN, anchor_y="center")  # why a concession is not possible now
        self.terms = text("", SUBTITLE_INK, anchor_y="center")  # what conceding means, when asked
        k = arcade.key
        kept_here = away is None
        self.choices = ButtonColumn(
            [
                Button("Resume", self.resume, k.ESCAPE),
                *([Button("Save (Ctrl+S)", self.save, k.S)] if kept_here else []),
                Button("Settings", self.settings, k.T),
                Button("Concede the match", self.ask_concede, k.C),
                *([Button("Abandon, keep the replay", self.abandon, k.A)] if kept_here else []),
                Button("Leave for the main menu", self.leave, k.M),
            ]
        )
        self.menu = self.choices
        self.confirming = False
        self.layout(self.window.width, self.window.height)

    def resume(self) -> None:
        assert isinstance(self.match_view, arcade.View)  # the match screen itself, shown again
        self.app.show(self.match_view)

    def save(self) -> None:
        self.match_view.save()
        self.resume()

    def settings(self) -> None:
        """Settings, then back to this menu; a new animation speed applies at once."""
        self.app.go(SettingsMenu(back=self))

    def abandon(self) -> None:
        """The match stops here: saved for its replay, and no longer offered to resume."""
        self.match_view.save()
        remove_autosave(self.app.folder, self.match_view.session)
        self.match_view.left()
        self.app.main_menu()

    def leave(self) -> None:
        self.match_view.autosave()
        self.match_view.left()
        self.app.main_menu()

    def conceder(self) -> int | None:
        """The side that would concede now: the person whose decision is pending, or None."""
        pending = self.match_view.match.pending
        if pending is None or not self.match_view.human_to_act():  # (over the network: this end's)
            return None
        return pending.side

    def ask_concede(self) -> None:
        """R3.8: ask before conceding; while the AI decides, say why not."""
        m = self.match_view.match
        side = self.conceder()
        if side is None:
            deciding = "the other side"
            if m.pending is not None:  # the AI here, or the coach on the other machine
                ai = "" if self.match_view.session.human(m.pending.side) else " (AI)"
                deciding = f"{m.teams[m.pending.side].name}{ai}"
            self.note.text = f"{deciding} are deciding: you may concede at your next decision"
            return
        loser, winner = m.teams[side].name, m.teams[1 - side].name
        self.heading.text = f"Concede the match for {loser}?"
        self.terms.text = (
            f"{winner} win whatever the score; {loser} earn no winnings and no MVP (SPP and injuries stand)"
        )
        self.note.text = ""
        k = arcade.key
        self.menu = ButtonColumn(
            [
                Button(f"Y: concede, {winner} win", self.concede, k.Y),
                Button("N: keep playing", self.keep_playing, k.N),
            ]
        )
        self.menu.lit = 1  # Enter keeps playing: conceding is never the default
        self.confirming = True
        self.layout(self.window.width, self.window.height)

    def concede(self) -> None:
        """The match ends at once and its results show (a league fixture records it as usual)."""
        if self.conceder() is None:
            self.keep_playing()
            return
        self.match_view.apply(Action(Act.CONCEDE))
        if self.window.current_view is self:  # refused (the match says why), or the results are
            self.resume()  # still coming (over the network, from the host): back to the match

    def keep_playing(self) -> None:
        self.heading.text = "Paused"
        self.terms.text = ""
        self.menu = self.choices
        self.confirming = False
        self.layout(self.window.width, self.window.height)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if self.confirming and symbol == arcade.key.ESCAPE:
            self.keep_playing()
        else:
            super().on_key_press(symbol, modifiers)

    def layout(self, width: int, height: int) -> None:
        s = self.scale(width, height)
        room = width * 0.94  # every line stays inside the window, shrinking if it must
        put(self.heading, width / 2, height * 0.84, 34 * s)
        fit([self.heading], self.heading.font_size, room)
        put(self.terms, width / 2, height * 0.75, 15 * s)
        fit([self.terms], self.terms.font_size, room)
        put(self.footer, width / 2, height * 0.08, 12 * s)
        fit([self.footer], self.footer.font_size, room)
        top = height * 0.70
        # the buttons, and the note under them, between the heading and the footer
        count = len(self.menu.buttons)
        b = min(s, (top - height * 0.08 - 40 * s) / (count * (BUTTON_H + GAP) + 30))
        button_w = min(420 * s, room)
        self.menu.layout(width / 2 - button_w / 2, top, button_w, BUTTON_H * b, GAP * b, 16 * s)
        fit_buttons(self.menu.buttons)
        put(self.note, width / 2, top - count * (BUTTON_H + GAP) * b - 14 * b, 14 * s)
        fit([self.note], self.note.font_size, room)

    def on_draw(self) -> None:
        self.clear()
        for line in (self.heading, self.terms, self.note):
            line.draw()
        if not self.confirming:  # a conceded match is not kept to resume
            self.footer.draw()
        self.menu.draw()
