"""Two-letter marks for a clan's positions, made from the position names in its roster so that no
two positions of one clan share a mark: "Ln" Lineman, "Da" The Damned, "TT" Tsukai-Tsugasu,
"Ea" Earth Adept (a word every adept has says nothing, so it is left out). No mark is the start of a
clan's name: "Li" over a model would read as a Lion."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator

from samurai_bowl.data.roster import Roster

ARTICLES = frozenset({"the", "a", "an", "of"})


def _words(name: str) -> list[str]:
    return [w for w in (re.sub(r"[^A-Za-z]", "", part) for part in re.split(r"[\s\-]+", name)) if w]


def _candidates(words: list[str]) -> Iterator[str]:
    """Marks for a name, best first: two words' initials, or a word's first two letters; then the
    first letter with each later letter; then the first letter with a digit."""
    first = words[0]
    if len(words) > 1:
        yield (first[0] + words[1][0]).upper()
    for letter in first[1:] + "".join(words[1:]):
        yield first[0].upper() + letter.lower()
    for digit in range(2, 10):
        yield f"{first[0].upper()}{digit}"


def clan_starts(clans: Iterable[str]) -> frozenset[str]:
    """The marks a clan's name begins with ("Li" for the Lion Clan), which no position may wear."""
    return frozenset(name[:2].title() for name in clans)


def position_marks(roster: Roster, clans: Iterable[str] = ()) -> dict[str, str]:
    """Position id -> its mark, different for every position of the roster, and none the start of
    one of the ``clans``' names."""
    named = {p.id: _words(p.name) or [p.id] for p in roster.positions}
    counts = Counter(w.lower() for words in named.values() for w in set(words))
    marks: dict[str, str] = {}
    starts = clan_starts(clans)
    for index, (position, words) in enumerate(named.items()):
        telling = [w for w in words if counts[w.lower()] == 1 and w.lower() not in ARTICLES]
        taken = set(marks.values()) | starts
        fallback = f"P{index + 1}"  # only for names whose every letter is taken
        marks[position] = next((m for m in _candidates(telling or words) if m not in taken), fallback)
    return marks
