"""The settings screen: change a copy of the settings, then Apply saves it or Back forgets it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, get_args

import arcade

from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.legible import fit, fit_buttons, put
from samurai_bowl.ui.kit.settings import HintLevel, Settings, Speed
from samurai_bowl.ui.kit.theme import (
    BAD,
    FOOTER_INK,
    GOOD,
    MUTED_INK,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    label,
    text,
)
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.screen import ButtonScreen

SPEEDS: tuple[str, ...] = get_args(Speed)
HINT_LEVELS: tuple[str, ...] = get_args(HintLevel)
SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080))
SCALES: tuple[float, ...] = (0.75, 1.0, 1.25, 1.5, 1.75, 2.0)
VOLUMES: tuple[float, ...] = tuple(step / 10 for step in range(11))


def following(options: tuple[Any, ...], current: Any, step: int) -> Any:
    """The option ``step`` places after ``current`` (round and round); for a value not among the
    options, the first one (step forward) or the last one (step back)."""
    if current in options:
        return options[(options.index(current) + step) % len(options)]
    return options[0] if step > 0 else options[-1]


@dataclass(frozen=True)
class Option:
    name: str
    key: int
    about: str  # one line on what it changes
    shown: Callable[[Settings], str]
    changed: Callable[[Settings, int], dict[str, Any]]  # the new field values after a step of +1/-1


def _size(s: Settings, step: int) -> dict[str, Any]:
    width, height = following(SIZES, (s.window_width, s.window_height), step)
    return {"window_width": width, "window_height": height}


OPTIONS: tuple[Option, ...] = (
    Option(
        "Animation speed",
        arcade.key.A,
        "How long each AI move, die roll and replay step stays on screen.",
        lambda s: s.animation_speed,
        lambda s, step: {"animation_speed": following(SPEEDS, s.animation_speed, step)},
    ),
    Option(
        "Manual turn counter",
        arcade.key.M,
        "New matches: each coach moves the turn marker himself (rule R4.1).",
        lambda s: "on" if s.manual_turn_counter else "off",
        lambda s, _: {"manual_turn_counter": not s.manual_turn_counter},
    ),
    Option(
        "Window size",
        arcade.key.W,
        "The size of the window when it is not full screen.",
        lambda s: f"{s.window_width} × {s.window_height}",
        _size,
    ),
    Option(
        "Full screen",
        arcade.key.F,
        "Fill the whole screen.",
        lambda s: "on" if s.fullscreen else "off",
        lambda s, _: {"fullscreen": not s.fullscreen},
    ),
    Option(
        "UI scale",
        arcade.key.U,
        "The size of the writing and the buttons on every screen.",
        lambda s: f"{s.ui_scale:.2f}",
        lambda s, step: {"ui_scale": following(SCALES, s.ui_scale, step)},
    ),
    Option(
        "Volume",
        arcade.key.V,
        "How loud the dice, the blocks, the crowd and the whistle are.",
        lambda s: f"{s.volume:.0%}",
        lambda s, step: {"volume": following(VOLUMES, round(s.volume, 1), step)},
    ),
    Option(
        "Mute",
        arcade.key.X,
        "No sound at all (the volume is kept for later).",
        lambda s: "on" if s.mute else "off",
        lambda s, _: {"mute": not s.mute},
    ),
    Option(
        "Win chance",
        arcade.key.C,
        "The match screen shows each side's chance to win, played out at each turn's start.",
        lambda s: "on" if s.show_win_chance else "off",
        lambda s, _: {"show_win_chance": not s.show_win_chance},
    ),
    Option(
        "Hint level",
        arcade.key.H,
        "Whose plan the match screen's hint (H) shows: the easy, normal or hard AI coach's.",
        lambda s: s.hint_level,
        lambda s, step: {"hint_level": following(HINT_LEVELS, s.hint_level, step)},
    ),
)


class SettingsView(ButtonScreen):
    """One row per setting (its key, or Left/Right on the lit row, changes it); Apply, Back."""

    def __init__(self, app: Host, back: Callable[[], None] | None = None) -> None:
        """``back`` is where Back and Esc lead (the main menu unless a match's pause menu opened it)."""
        super().__init__(app)
        self.draft = app.settings.model_copy()
        self.title = text("Settings", TITLE_INK, anchor_y="center", bold=True)
        self.about = text("", SUBTITLE_INK, anchor_y="center", italic=True)
        self.status = text("", MUTED_INK, anchor_y="center")
        self.notice = text(app.notice or "", WARN, anchor_y="center")  # why the saved file was not used
        self.footer = text(
            "Up/Down to choose, Left/Right or the key to change · S applies and saves · "
            "Esc goes back without saving · F1 every shortcut",
            FOOTER_INK,
            anchor_y="center",
        )
        self.names = [label(option.name, TITLE_INK, anchor_y="center") for option in OPTIONS]
        self.values = [label("", WARN, anchor_x="center", anchor_y="center", bold=True) for _ in OPTIONS]
        rows = [Button("", self._stepper(index), option.key) for index, option in enumerate(OPTIONS)]
        self.menu = ButtonColumn(
            [
                *rows,
                Button("Apply and save", self.apply, arcade.key.S),
                Button("Back", back or self.app.main_menu, arcade.key.ESCAPE),
            ]
        )
        self._show_values()
        self.layout(self.window.width, self.window.height)

    # --- changing and saving ---------------------------------------------------------------
    def _stepper(self, index: int) -> Callable[[], None]:
        return lambda: self.change(index, 1)

    def change(self, index: int, step: int) -> None:
        self.draft = self.draft.model_copy(update=OPTIONS[index].changed(self.draft, step))
        self.menu.lit = index
        self._show_values()

    def _show_values(self) -> None:
        for value, option in zip(self.values, OPTIONS, strict=True):
            value.text = option.shown(self.draft)
        if self.draft != self.app.settings:
            self._say("Not saved yet: S applies and saves, Esc forgets the changes.", MUTED_INK)

    def apply(self) -> None:
        try:
            self.app.save_settings(Settings.model_validate(self.draft.model_dump()))
        except OSError as exc:
            self._say(f"The settings could not be saved: {exc.strerror or exc}", BAD)
            return
        self.app.notice = None  # the file is good again
        self.notice.text = ""
        self.layout(self.window.width, self.window.height)  # the UI scale may have changed
        self._say("Saved. The new settings apply now.", GOOD)

    def _say(self, words: str, colour: arcade.types.Color) -> None:
        self.status.text = words
        self.status.color = colour

    # --- drawing and input -----------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        scale = self.scale(width, height)
        scale = min(scale, height * 0.62 / (48 * len(self.menu.buttons)))  # every row stays on screen
        centre = width / 2
        put(self.title, centre, height * 0.88, 36 * scale)
        row_w, row_h, gap = min(560 * scale, width * 0.9), 42 * scale, 6 * scale
        left, top = centre - row_w / 2, height * 0.80
        self.menu.layout(left, top, row_w, row_h, gap, 16 * scale)
        fit_buttons(self.menu.buttons)
        for index, (name, value) in enumerate(zip(self.names, self.values, strict=True)):
            _, bottom, _, _ = self.menu.buttons[index].rect
            put(name, left + 16 * scale, bottom + row_h / 2, 16 * scale)
            put(value, left + row_w * 0.72, bottom + row_h / 2, 16 * scale)
        last = self.menu.buttons[-1].rect[1]
        for index, line in enumerate((self.about, self.status, self.notice)):
            put(line, centre, last - (30 + 26 * index) * scale, 14 * scale)
        put(self.footer, centre, height * 0.04, 12 * scale)
        # the longest lines shrink rather than run off a narrow window
        fit([self.footer], self.footer.font_size, width * 0.96)
        fit([self.notice, self.status], self.notice.font_size, width * 0.96)

    def on_draw(self) -> None:
        self.clear()
        lit = self.menu.lit
        self.about.text = OPTIONS[lit].about if lit < len(OPTIONS) else ""
        self.menu.draw()
        for line in (
            *self.names,
            *self.values,
            self.title,
            self.about,
            self.status,
            self.notice,
            self.footer,
        ):
            line.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.LEFT, arcade.key.RIGHT) and self.menu.lit < len(OPTIONS):
            self.change(self.menu.lit, 1 if symbol == arcade.key.RIGHT else -1)
        else:
            super().on_key_press(symbol, modifiers)
