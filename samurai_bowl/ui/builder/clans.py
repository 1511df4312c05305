"""The clan picker: seven buttons in the clans' colours, each with its crest, keys 1 to 7."""

from __future__ import annotations

import arcade
from arcade.types import Color

from samurai_bowl.data import Roster
from samurai_bowl.ui.art.crest import crest_sprite
from samurai_bowl.ui.kit.legible import fit
from samurai_bowl.ui.kit.legible import points as legible
from samurai_bowl.ui.kit.theme import TITLE_INK, Rect, ink_for, label
from samurai_bowl.ui.kit.widgets import inside


class _ClanButton:
    def __init__(self, roster: Roster, number: int) -> None:
        self.clan = roster.id
        self.roster = roster
        self.fill = Color.from_hex_string(roster.colours.primary)
        self.edge = Color.from_hex_string(roster.colours.secondary)
        ink = ink_for(self.fill)
        self.name = label(roster.name, ink, anchor_x="center", anchor_y="center", bold=True)
        self.key = label(str(number), ink, anchor_x="left", anchor_y="center")
        self.rect: Rect = (0.0, 0.0, 0.0, 0.0)


class ClanBar:
    def __init__(self, rosters: list[Roster]) -> None:
        self.buttons = [_ClanButton(roster, number) for number, roster in enumerate(rosters, start=1)]
        self.crests: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()

    def layout(self, rect: Rect, gap: float, points: float) -> None:
        left, bottom, width, height = rect
        count = len(self.buttons)
        each = (width - gap * (count - 1)) / count
        crest = int(height * 0.78)  # at the button's right end
        self.crests.clear()
        for index, button in enumerate(self.buttons):
            x = round(left + index * (each + gap))
            button.rect = (x, round(bottom), round(each), round(height))
            button.name.position = (round(x + (each - crest) / 2 + points * 0.6), round(bottom + height / 2))
            button.key.font_size = legible(points * 0.8)
            button.key.position = (round(x + points * 0.6), round(bottom + height / 2))
            self.crests.append(crest_sprite(button.roster, crest, x + each - height / 2, bottom + height / 2))
        fit([b.name for b in self.buttons], points, each - points * 3.2 - crest)

    def draw(self, chosen: str) -> None:
        for button in self.buttons:
            arcade.draw_lbwh_rectangle_filled(*button.rect, button.fill)
            picked = button.clan == chosen
            left, bottom, width, height = button.rect
            if picked:
                arcade.draw_lbwh_rectangle_outline(left - 3, bottom - 3, width + 6, height + 6, TITLE_INK, 3)
            arcade.draw_lbwh_rectangle_outline(*button.rect, button.edge, 3 if picked else 1)
            button.name.draw()
            button.key.draw()
        self.crests.draw()

    def clan_at(self, x: float, y: float) -> str | None:
        return next((b.clan for b in self.buttons if inside(b.rect, x, y)), None)

    def clan_for_key(self, symbol: int) -> str | None:
        """Keys 1 to 7 (top row or keypad)."""
        for first in (arcade.key.KEY_1, arcade.key.NUM_1):
            index = symbol - first
            if 0 <= index < len(self.buttons):
                return self.buttons[index].clan
        return None

    def rect_of(self, clan: str) -> Rect:
        return next(b.rect for b in self.buttons if b.clan == clan)
