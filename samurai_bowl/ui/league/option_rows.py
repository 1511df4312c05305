"""A rule option on a form: a choice row (‹ value ›) with the line that explains it beneath."""

from __future__ import annotations

from samurai_bowl.league.rule_options import RuleOption
from samurai_bowl.ui.kit.choice_row import Row
from samurai_bowl.ui.kit.theme import MUTED_INK, label, shorten

LINE_BELOW = 33  # design pixels from the row's middle to its explanation's


class OptionRow(Row):
    def __init__(self, option: RuleOption) -> None:
        super().__init__(option.caption, list(option.words))
        self.option = option
        self.line = label(option.line, MUTED_INK, anchor_y="center")

    def layout(self, left: float, y: float, width: float, points: float, scale: float) -> None:
        super().layout(left, y, width, points, scale)
        self.line.font_size = max(6, round(points * 0.72))
        self.line.position = (round(left), round(y - LINE_BELOW * scale))
        shorten(self.line, self.option.line, width)

    def draw(self, lit: bool) -> None:
        super().draw(lit)
        self.line.draw()
