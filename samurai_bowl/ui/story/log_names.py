"""The log's players by name and shirt number in their team's colour ("#4 Kaiu Isamu"), so a
match between two teams of one clan reads clearly: an entry's words split into runs of one
colour, wrapped between words and never inside a player's name."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cache

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
    spaced: bool  # a space between it and the run before (placed by the width that run is drawn)


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
        if current and token.spaced and not fits([*current, token], room, measure):
            rows.append(current)
            current = []
        current.append(token)
    if current or not rows:
        rows.append(current)
    return rows


def joined(tokens: list[Token]) -> str:
    return "".join((" " if n and t.spaced else "") + t.text for n, t in enumerate(tokens))


def width(tokens: list[Token], measure: Measure) -> float:
    """A row's width as drawn: the line measured whole (its words' widths added up come out a
    few per cent short), with two pixels for the label's own edges."""
    return measure.width(joined(tokens)) + 2


def fits(tokens: list[Token], room: float, measure: Measure) -> bool:
    """Whether a row fits ``room``: told quickly from its words' remembered widths when far from
    the edge, and measured whole only near it (so a long log wraps in a blink)."""
    spaces = sum(1 for n, t in enumerate(tokens) if n and t.spaced)
    guess = sum(measure.width(t.text) for t in tokens) + spaces * space(measure)
    if guess > room:  # the words alone come out short of the line: it is wider still
        return False
    if guess < room * 0.92:  # they come out at most a few per cent short
        return True
    return width(tokens, measure) <= room


@cache
def space(measure: Measure) -> float:
    """The width of one space in this font, measured across many."""
    return (measure.width("x" + " " * 20 + "x") - 2 * measure.width("x")) / 20


def runs(tokens: list[Token], colour: Color) -> tuple[Run, ...]:
    """A row's tokens as runs of one colour."""
    found: list[Run] = []
    start = 0
    for n in range(1, len(tokens) + 1):
        if n < len(tokens) and (tokens[n].colour or colour) == (tokens[start].colour or colour):
            continue
        found.append(
            Run(joined(tokens[start:n]), tokens[start].colour or colour, start > 0 and tokens[start].spaced)
        )
        start = n
    return tuple(found)


def plain_tokens(text: str, longest: int = 24) -> list[Token]:
    """``text`` as words in the entry's own colour, no name picked out (what a person typed); a
    word longer than ``longest`` characters is broken so that a line can always wrap."""
    return [
        Token(word[at : at + longest], None, spaced=at == 0)
        for word in text.split()
        for at in range(0, len(word), longest)
    ]


def wrap_words(text: str, room: float, measure: Measure) -> list[str]:
    """``text`` as lines no wider than ``room``, each line measured whole (a line's width is a
    little more than its words' widths added up)."""
    return [joined(row) for row in wrap([Token(word, None) for word in text.split()], room, measure)]
