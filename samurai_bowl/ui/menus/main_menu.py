"""The main menu: every part of the game is one click or one key away, between the clans' crests."""

from __future__ import annotations

import arcade

from samurai_bowl.sessions.autosaves import has_autosaves
from samurai_bowl.ui.art.crest import crest_sprite
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.legible import fit, fit_buttons, put
from samurai_bowl.ui.kit.theme import (
    ACCENT,
    FOOTER_INK,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    text,
)
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.routes import (
    Clans,
    CoachesBook,
    HostMatch,
    JoinMatch,
    Leagues,
    NewMatch,
    Replays,
    Resumes,
    SettingsMenu,
    TeamBuilder,
    Teams,
)
from samurai_bowl.ui.screen import ButtonScreen


class MainMenuView(ButtonScreen):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.title = text("Samurai Bowl", TITLE_INK, anchor_y="center", bold=True)
        self.subtitle = text(
            "The other game of fantasy football", SUBTITLE_INK, anchor_y="center", italic=True
        )
        self.footer = text(
            "Arrow keys and Enter, or the key on the button · F1 for every shortcut · Esc quits",
            FOOTER_INK,
            anchor_y="center",
        )
        self.notice = text(app.notice or "", WARN, anchor_y="center")
        k = arcade.key
        buttons = []
        if has_autosaves(app.folder):
            buttons.append(Button("Resume a match", self.resume, k.R))
        buttons += [
            Button("Play vs AI", self.play_ai, k.P),
            Button("Hot-seat (two players)", self.hot_seat, k.H),
            Button("Host a match", self.host_match, k.O),
            Button("Join a match", self.join_match, k.J),
            Button("League", self.league, k.L),
            Button("New team", self.new_team, k.N),
            Button("Teams", self.teams, k.T),
            Button("Replays", self.replays, k.W),
            Button("Coaches", self.coaches, k.K),
            Button("Clans", self.clans, k.C),
            Button("Settings", self.settings, k.S),
            Button("Quit", self.window.close, k.Q),
        ]
        self.menu = ButtonColumn(buttons)
        self.crests: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.layout(self.window.width, self.window.height)

    # --- where each button leads ---------------------------------------------------------
    def resume(self) -> None:
        self.app.go(Resumes())

    def play_ai(self) -> None:
        self.app.go(NewMatch(against_ai=True))

    def hot_seat(self) -> None:
        self.app.go(NewMatch(against_ai=False))

    def host_match(self) -> None:
        self.app.go(HostMatch())

    def join_match(self) -> None:
        self.app.go(JoinMatch())

    def league(self) -> None:
        self.app.go(Leagues())

    def new_team(self) -> None:
        self.app.go(TeamBuilder())

    def teams(self) -> None:
        self.app.go(Teams())

    def replays(self) -> None:
        self.app.go(Replays())

    def coaches(self) -> None:
        self.app.go(CoachesBook())

    def clans(self) -> None:
        self.app.go(Clans())

    def settings(self) -> None:
        self.app.go(SettingsMenu())

    # --- drawing and input ---------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        scale = self.scale(width, height)
        centre = width / 2
        put(self.title, centre, height * 0.86, 60 * scale)
        put(self.subtitle, centre, height * 0.76, 20 * scale)
        put(self.footer, centre, height * 0.04, 12 * scale)
        put(self.notice, centre, height * 0.09, 12 * scale)
        pitch = min(50 * scale, height * 0.58 / len(self.menu.buttons))  # clear of the notice and footer
        button_w, button_h, gap = 360 * scale, pitch * 0.8, pitch * 0.2
        self.menu.layout(
            centre - button_w / 2, height * 0.70, button_w, button_h, gap, min(16 * scale, button_h * 0.45)
        )
        fit_buttons(self.menu.buttons)
        for line in (self.title, self.subtitle, self.footer, self.notice):  # inside a narrow window
            fit([line], line.font_size, width * 0.96)
        self._accent = (centre - 140 * scale, height * 0.72, 280 * scale, max(2.0, 3 * scale))
        self._place_crests(width, height, button_w)

    def _place_crests(self, width: int, height: int, button_w: float) -> None:
        """The clans' crests in two columns either side of the buttons, first half on the left."""
        rosters = list(self.app.data.rosters.values())
        left_count = (len(rosters) + 1) // 2
        side = (width - button_w) / 2  # the room beside the buttons
        size = int(min(side * 0.45, height * 0.5 / max(1, left_count), 96 * self.scale(width, height)))
        self.crests.clear()
        if size < 16:  # a window too narrow: no room for them
            return
        first, last = self.menu.buttons[0].rect, self.menu.buttons[-1].rect
        step = size * 1.25
        top = (first[1] + first[3] + last[1]) / 2 + (left_count - 1) * step / 2  # level with the buttons
        for index, roster in enumerate(rosters):
            column, row = (0, index) if index < left_count else (1, index - left_count)
            x = side / 2 if column == 0 else width - side / 2
            extra = (left_count - (len(rosters) - left_count)) * step / 2 if column == 1 else 0.0
            self.crests.append(crest_sprite(roster, size, x, top - row * step - extra))

    def on_draw(self) -> None:
        self.clear()
        arcade.draw_lbwh_rectangle_filled(*self._accent, ACCENT)
        self.crests.draw()
        self.menu.draw()
        for line in (self.title, self.subtitle, self.footer, self.notice):
            line.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.window.close()
        else:
            super().on_key_press(symbol, modifiers)
