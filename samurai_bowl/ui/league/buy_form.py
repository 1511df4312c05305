"""A team's shopping between games on one panel: a line for each re-roll, staff member and position
it may buy, how many it has of the most allowed, how many to buy (← → or + −, or a click on ‹ ›),
and the treasury after the purchase, shown before Enter buys it all at once."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from samurai_bowl.league.basket import Offer, cost
from samurai_bowl.ui.kit.text_field import ENTER_KEYS
from samurai_bowl.ui.kit.theme import (
    BAD,
    MUTED_INK,
    PANEL,
    PANEL_EDGE,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    label,
    shorten,
)
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.league.grid import Frame, Grid

COLUMNS = [
    (0.02, "left", 0.40),
    (0.54, "right", 0.0),
    (0.70, "right", 0.0),
    (0.81, "center", 0.0),
    (0.98, "right", 0.0),
]
HEADER = ("", "Price", "Has", "Buy", "Cost")
COUNT = 3  # the column of the count, whose left half takes one away and right half adds one
COUNT_ROOM = 0.10
PLUS = (arcade.key.RIGHT, arcade.key.PLUS, arcade.key.EQUAL, arcade.key.NUM_ADD)
MINUS = (arcade.key.LEFT, arcade.key.MINUS, arcade.key.NUM_SUBTRACT)


class BuyForm:
    def __init__(
        self,
        heading: str,
        treasury: int,
        room: int,
        offers: list[Offer],
        submit: Callable[[], None],
        cancel: Callable[[], None],
    ) -> None:
        """``room``: how many more players the team may have (R2.2)."""
        self.treasury, self.room, self.offers = treasury, room, offers
        self.counts = [0] * len(offers)
        self.heading = label(heading, TITLE_INK, anchor_x="center", anchor_y="center", bold=True)
        self.detail = label(
            "↑↓ or click: a line · ← → or + −, or click ‹ ›: how many · Enter buys it all · Esc closes",
            MUTED_INK,
            anchor_x="center",
            anchor_y="center",
        )
        self.header = Grid(COLUMNS, 1)
        self.header.fill([HEADER], inks=[SUBTITLE_INK])
        self.grid = Grid(COLUMNS, len(offers))
        self.total = label("", TITLE_INK, anchor_x="center", anchor_y="center", bold=True)
        self.problem = label("", BAD, anchor_x="center", anchor_y="center")
        self.submit, self.cancel = submit, cancel
        self.buttons = ButtonColumn(
            [Button("Buy", submit, arcade.key.ENTER), Button("Cancel", cancel, arcade.key.ESCAPE)]
        )
        self.rect = (0.0, 0.0, 0.0, 0.0)
        self.lit = 0
        self.fill()

    @property
    def chosen(self) -> list[tuple[Offer, int]]:
        return [(offer, count) for offer, count in zip(self.offers, self.counts, strict=True) if count]

    @property
    def after(self) -> int:
        """The treasury once everything chosen is paid for (below nothing: it cannot be)."""
        return self.treasury - cost(self.chosen)

    def most(self, index: int) -> int:
        """How many of line ``index`` may be bought with the rest of the basket (R2.1-R2.3)."""
        offer = self.offers[index]
        most = offer.most - offer.has
        if offer.position:
            others = sum(
                c
                for i, (o, c) in enumerate(zip(self.offers, self.counts, strict=True))
                if o.position and i != index
            )
            most = min(most, self.room - others)
        return max(0, most)

    def change(self, index: int, by: int) -> None:
        wanted = self.counts[index] + by
        most = self.most(index)
        if wanted > most:
            offer = self.offers[index]
            why = (
                "the team would have the most players allowed (R2.2)"
                if offer.position and offer.most - offer.has > most
                else f"at most {offer.most} {offer.words} (R2)"
            )
            self.say(f"No more {offer.words}: {why}.")
        else:
            self.say("")
        self.counts[index] = max(0, min(most, wanted))
        self.fill()

    def fill(self) -> None:
        rows = []
        for offer, count in zip(self.offers, self.counts, strict=True):
            rows.append(
                (
                    offer.words,
                    f"{offer.price} koku",
                    f"{offer.has} of {offer.most}",
                    f"‹ {count} ›",
                    f"{offer.price * count} koku" if count else "",
                )
            )
        inks = [
            TITLE_INK if count else SUBTITLE_INK if self.most(i) else MUTED_INK
            for i, count in enumerate(self.counts)
        ]
        self.grid.fill(rows, self.lit, inks)
        spent, after = cost(self.chosen), self.after
        if not self.chosen:
            words = f"Treasury {self.treasury} koku: choose what to buy"
        else:
            words = f"Treasury {self.treasury} koku − {spent} koku = {after} koku after the purchase"
            if after < 0:
                words += f": {-after} koku short"
        self.total.color = BAD if after < 0 else TITLE_INK
        shorten(self.total, words, self.rect[2] - 40 if self.rect[2] else 840)

    def say(self, words: str) -> None:
        shorten(self.problem, words, self.rect[2] - 40)

    def layout(self, frame: Frame) -> None:
        s, rows = frame.scale, len(self.offers)
        height = 236 + 32 * rows
        top = max(20.0, (700 - height) / 2)
        self.rect = frame.rect(180, top, 920, height)
        frame.put(self.heading, 640, top + 34, 22)
        frame.put(self.detail, 640, top + 66, 12)
        shorten(self.heading, self.heading.text, self.rect[2] - 40)
        shorten(self.detail, self.detail.text, self.rect[2] - 40)
        self.header.place([frame.rect(220, top + 86, 840, 28)], 14 * s)
        self.grid.place([frame.rect(220, top + 116 + i * 32, 840, 30) for i in range(rows)], 15 * s)
        frame.put(self.total, 640, top + 134 + 32 * rows, 15)
        frame.put(self.problem, 640, top + 160 + 32 * rows, 13)
        for index, button in enumerate(self.buttons.buttons):
            button.place(frame.rect(430 + index * 220, top + height - 56, 200, 40), 15 * s)
        self.fill()
        self.say(self.problem.text)

    def draw(self) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 3)
        for text in (self.heading, self.detail, self.total, self.problem):
            text.draw()
        self.header.draw()
        self.grid.draw()
        left, bottom, width, height = self.grid.rects[self.lit]
        share = COLUMNS[COUNT][0]
        cell = (left + (share - COUNT_ROOM / 2) * width, bottom, COUNT_ROOM * width, height)
        arcade.draw_lbwh_rectangle_outline(*cell, WARN, 2)
        self.buttons.draw()

    def light(self, index: int) -> None:
        self.lit = max(0, min(len(self.offers) - 1, index))
        self.fill()

    def key(self, symbol: int) -> None:
        k = arcade.key
        if symbol in (k.UP, k.DOWN):
            self.light(self.lit + (1 if symbol == k.DOWN else -1))
        elif symbol in PLUS:
            self.change(self.lit, 1)
        elif symbol in MINUS:
            self.change(self.lit, -1)
        elif symbol in ENTER_KEYS:
            self.submit()
        elif symbol == k.ESCAPE:
            self.cancel()

    def text(self, words: str) -> None:
        """Nothing here takes typing."""

    def click(self, x: float, y: float) -> None:
        row = self.grid.at(x, y)
        if row is None:
            self.buttons.click(x, y)
            return
        self.light(row)
        left, _, width, _ = self.grid.rects[row]
        middle = left + COLUMNS[COUNT][0] * width
        if abs(x - middle) <= COUNT_ROOM * width / 2:
            self.change(row, 1 if x > middle else -1)  # the › adds one, the ‹ takes one away

    def hover(self, x: float, y: float) -> None:
        self.buttons.hover(x, y)

    def scroll(self, rows: int) -> None:
        self.light(self.lit + rows)
