"""Every R2 rule the team breaks right now, one line each with its rule id."""

from __future__ import annotations

from samurai_bowl.teams.rules import Problem
from samurai_bowl.ui.kit.legible import points as legible
from samurai_bowl.ui.kit.theme import BAD, GOOD, MUTED_INK, SUBTITLE_INK, Rect, label, shorten

LINES = 7


class ProblemList:
    def __init__(self) -> None:
        self.heading = label("Team-building rules (R2)", SUBTITLE_INK, anchor_y="center", bold=True)
        self.lines = [label("", BAD, anchor_y="center") for _ in range(LINES)]
        self.shown: list[str] = []
        self.rect: Rect = (0.0, 0.0, 0.0, 0.0)
        self._problems: list[Problem] = []

    def show(self, problems: list[Problem]) -> None:
        self._problems = problems
        if not problems:
            self.shown = ["Every rule is kept: the team may be saved."]
        elif len(problems) <= LINES:
            self.shown = [f"{p.rule}  {p.message}" for p in problems]
        else:
            self.shown = [f"{p.rule}  {p.message}" for p in problems[: LINES - 1]]
            self.shown.append(f"… and {len(problems) - LINES + 1} more")
        self._fill()

    def _fill(self) -> None:
        room = self.rect[2] - 12
        for index, line in enumerate(self.lines):
            words = self.shown[index] if index < len(self.shown) else ""
            line.color = GOOD if not self._problems else MUTED_INK if words.startswith("…") else BAD
            shorten(line, words, room)

    def layout(self, rect: Rect, line_h: float, points: float) -> None:
        self.rect = left, bottom, _, height = rect
        top = bottom + height
        self.heading.font_size = legible(points)
        self.heading.position = (round(left), round(top - line_h / 2))
        for index, line in enumerate(self.lines):
            line.font_size = legible(points)
            line.position = (round(left + 12), round(top - line_h * (index + 1.6)))
        self._fill()

    def draw(self) -> None:
        self.heading.draw()
        for line in self.lines[: len(self.shown)]:
            line.draw()
