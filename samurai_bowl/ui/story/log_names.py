"""The log's players by name and shirt number in their team's colour ("#4 Kaiu Isamu"), so a
match between two teams of one clan reads clearly: an entry's words split into runs of one
colour, wrapped between words and never inside a player's name."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from arcade.types import Color

from samurai_bowl.engine import Match
from samurai_bowl.ui.kit.wrap import Measure


@dataclass(frozen=True)
class Token:
    text: str
    colour: Color | None  # None: the entry's own colour
    spaced: bool = True  # a space before it (not so for the "'s" after a name)


@dataclass(frozen=True)
class Run:
    text: str
    colour: Color
    offset: int  # pixels from the row's left edge


class Names:
    """Each model's name as the log writes it and the ink of his team."""

    def __init__(self, match: Match, inks: list[Color]) -> None:
        self.shown: dict[str, tuple[str, Color]] = {}
        called = Counter(piece.name for piece in match.pieces)
        for piece in match.pieces:  # a name two models share is left as it is: the words can't tell
            if called[piece.name] == 1:
                self.shown[piece.name] = (f"#{piece.number} {piece.name}", inks[int(piece.side)])
        names = sorted(self.shown, key=len, reverse=True)
        alternatives = "|".join(re.escape(n) for n in names) or r"(?!)"
        self.pattern = re.compile(rf"(?<![\w#])(?:{alternatives})(?![\w])")

    def tokens(self, text: str) -> list[Token]:
        """``text`` as words and whole names, each name numbered and in his team's ink."""
        tokens: list[Token] = []
        at = 0
        for found in self.pattern.finditer(text):
            tokens += _words(text[at : found.start()], tokens)
            shown, ink = self.shown[found[0]]
            tokens.append(
                Token(shown, ink, spaced=not tokens or text[found.start() - 1 : found.start()].isspace())
            )
            at = found.end()
        tokens += _words(text[at:], tokens)
        return tokens

    def text(self, text: str) -> str:
        """The entry's words with every name numbered, in one colour (for a line of one run)."""
        return self.pattern.sub(lambda found: self.shown[found[0]][0], text)


def _words(text: str, before: list[Token]) -> list[Token]:
    words = text.split()
    if not words:
        return []
    glued = bool(before) and not text[:1].isspace()  # "'s" straight after a name
    return [Token(word, None, spaced=not (n == 0 and glued)) for n, word in enumerate(words)]


def wrap(tokens: list[Token], room: float, measure: Measure) -> list[list[Token]]:
    """Tokens as rows no wider than ``room``, broken only before a spaced token."""
    rows: list[list[Token]] = []
    current: list[Token] = []
    for token in tokens:
        if current and token.spaced and width([*current, token], measure) > room:
            rows.append(current)
            current = []
        current.append(token)
    if current or not rows:
        rows.append(current)
    return rows


def joined(tokens: list[Token]) -> str:
    return "".join((" " if n and t.spaced else "") + t.text for n, t in enumerate(tokens))


def width(tokens: list[Token], measure: Measure) -> int:
    return measure.width(joined(tokens))


def runs(tokens: list[Token], colour: Color, measure: Measure) -> tuple[Run, ...]:
    """A row's tokens as runs of one colour, each with its offset from the row's start."""
    found: list[Run] = []
    start = 0
    for n in range(1, len(tokens) + 1):
        if n < len(tokens) and (tokens[n].colour or colour) == (tokens[start].colour or colour):
            continue
        # measured with the run's first word, so the space before it is the font's own
        offset = measure.width(joined(tokens[: start + 1])) - measure.width(tokens[start].text)
        found.append(Run(joined(tokens[start:n]), tokens[start].colour or colour, offset if start else 0))
        start = n
    return tuple(found)


def wrap_words(text: str, room: float, measure: Measure) -> list[str]:
    """``text`` as lines no wider than ``room``, each line measured whole (a line's width is a
    little more than its words' widths added up)."""
    return [joined(row) for row in wrap([Token(word, None) for word in text.split()], room, measure)]
