"""The status line at the foot of the prompt, with one owner: its words are worked out from the
decision at hand. Words said by a click, a key or a failed save belong to the decision (and the
selection, the spell being cast, the question the pitch put) they were said at, and are gone as
soon as any of those changes; the set-up's count of reserves and the rule it still breaks are
worked out afresh for every decision of the set-up and never outlive it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.engine import Ask, Match, setup_problems
from samurai_bowl.text.words import without_rule_ids
from samurai_bowl.ui.kit.theme import TITLE_INK, Rect, label, shorten
from samurai_bowl.ui.kit.wrap import measure
from samurai_bowl.ui.match.ai_worker import decision
from samurai_bowl.ui.match.words.spell_words import spell_effect

if TYPE_CHECKING:
    from samurai_bowl.ui.match.faces import MatchScreen

Moment = tuple[object, ...]
MIN_POINTS = 9


def setup_status(m: Match, side: int) -> str:
    """How many wait in the reserves and the first R3.4 rule the set-up still breaks, in words."""
    waiting = sum(1 for p in m.side_pieces(side) if m.in_reserves(p))
    broken = setup_problems(m, side)
    rule = without_rule_ids(broken[0]) if broken else "legal: End set-up (E) when ready"
    return f"{waiting} in reserve · {rule}"


class StatusLine:
    def __init__(self, view: MatchScreen) -> None:
        self.view = view
        self.label = label("", TITLE_INK, 12, anchor_y="center")
        self.rect: Rect = (0, 0, 0, 0)
        self._said = ""
        self._said_at: Moment | None = None
        self._drawn: tuple[str, Rect] = ("", (0, 0, 0, 0))
        self._scale = 0.0
        self._standing: tuple[Moment | None, str] = (None, "")

    def _moment(self) -> Moment:
        """What the words said belong to: the decision, the selection and what the pitch asks."""
        view = self.view
        pitch = getattr(view, "input", None)
        if pitch is None:
            return (decision(view.match),)
        return (decision(view.match), pitch.selected, pitch.fires.active, pitch.choices.active)

    def standing(self) -> str:
        """The words the decision at hand has of itself, for its coach: the set-up's, or what a
        spell offered in answer to a roll would do."""
        m = self.view.match
        pending = m.pending
        if pending is None or not self.view.human_to_act():
            return ""
        if pending.kind == Ask.SETUP:
            return setup_status(m, pending.side)
        if pending.kind in (Ask.AUGURY, Ask.BITING_STEEL):
            return spell_effect(m)  # what the spell offered would do here, and its odds
        return ""

    @property
    def text(self) -> str:
        moment = self._moment()
        if self._said and self._said_at == moment:
            return self._said
        if self._standing[0] != moment:  # worked out once per decision, not once per frame
            self._standing = (moment, self.standing())
        return self._standing[1]

    @text.setter
    def text(self, words: str) -> None:
        """Words said now (a refusal the rules give carries no rule id to the player)."""
        self._said, self._said_at = without_rule_ids(words), self._moment()

    def place(self, rect: Rect, scale: float) -> None:
        self.rect = rect
        self.label.font_size = max(MIN_POINTS, round(11 * scale))
        self.label.position = (round(rect[0]), round(rect[1] + rect[3] / 2))
        self._drawn = ("", (0, 0, 0, 0))

    def bounds(self) -> Rect:
        """Where the words drawn lie."""
        text = self.label
        return (text.left, text.bottom, text.content_width, text.content_height)

    def draw(self) -> None:
        rect = self.view.prompt.status_rect()
        if rect != self.rect or self.view.scale != self._scale:
            self._scale = self.view.scale
            self.place(rect, self.view.scale)
        words = self.text
        if (words, self.rect) != self._drawn:
            self._drawn = (words, self.rect)
            size = max(MIN_POINTS, round(11 * self._scale))  # as large as fits, down to 9 points
            while size > MIN_POINTS and measure(size).width(words) > self.rect[2]:
                size -= 1
            self.label.font_size = size
            shorten(self.label, words, self.rect[2])
        if words:
            self.label.draw()
