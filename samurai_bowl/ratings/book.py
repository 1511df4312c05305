"""The coaches' book: every person's rating, kept per coach name in ``coaches.json`` in the
player's data folder, moved by every finished match he coaches (against the AI, hot-seat, over the
network). A match is counted once, however often its end is seen (a resumed match, a replay): the
book keeps the ids of the matches it has counted.

A name is matched without regard to case or surrounding spaces ("Kenji" and " kenji" are one coach)
and shown as first written. A damaged file is never overwritten: reading it is one DataError naming
the file and the field, and the book is not used until the player mends or removes it.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from samurai_bowl.data.files import read_capped
from samurai_bowl.errors import DataError
from samurai_bowl.files.atomic import write_text_atomic
from samurai_bowl.ratings.coach import Coach
from samurai_bowl.ratings.rating import PRIOR, Rating, rated

BOOK_FILE = "coaches.json"
BOOK_FORMAT = "samurai-bowl-coaches-1"
BOOK_MAX_BYTES = 5_000_000
NAME_MAX = 40
COUNTED_KEPT = 5000  # the newest match ids kept to tell a match already counted


def name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def clean_name(name: str, source: str = "coach name") -> str:
    """``name`` with its spaces tidied; DataError if it is empty, too long or holds a control
    character."""
    tidy = " ".join(name.split())
    if not tidy:
        raise DataError(source, "must not be empty")
    if len(tidy) > NAME_MAX:
        raise DataError(source, f"at most {NAME_MAX} characters (got {len(tidy)})")
    if any(not ch.isprintable() for ch in tidy):
        raise DataError(source, "must not hold control characters")
    return tidy


@dataclass(frozen=True)
class Record:
    """One person's line in the book."""

    name: str
    rating: Rating = PRIOR
    won: int = 0
    drawn: int = 0
    lost: int = 0
    last: float = 0.0  # when his last match ended (seconds since the epoch)

    @property
    def played(self) -> int:
        return self.won + self.drawn + self.lost

    def after(self, rating: Rating, result: int, when: float) -> Record:
        """This record after a match ``result`` (0 won, 1 drawn, 2 lost)."""
        return replace(
            self,
            rating=rating,
            won=self.won + (result == 0),
            drawn=self.drawn + (result == 1),
            lost=self.lost + (result == 2),
            last=when,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            **self.rating.to_json(),
            "won": self.won,
            "drawn": self.drawn,
            "lost": self.lost,
            "last": round(self.last, 3),
        }


@dataclass
class Book:
    path: Path
    records: dict[str, Record] = field(default_factory=dict)  # by name_key
    counted: list[str] = field(default_factory=list)  # ids of the matches already counted

    @classmethod
    def load(cls, folder: Path) -> Book:
        """The book in ``folder`` (empty if there is none); DataError naming the file and field if
        it is damaged."""
        path = folder / BOOK_FILE
        if not path.exists():
            return cls(path)
        raw = read_capped(path, path.name, BOOK_MAX_BYTES)
        try:
            doc = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise DataError(path.name, f"not JSON ({exc})") from None
        return cls(path, *_parse(doc, path.name))

    def rating(self, name: str) -> Rating:
        """``name``'s rating: the prior (25 ± 16.3) for a coach the book has never seen."""
        found = self.records.get(name_key(name))
        return PRIOR if found is None else found.rating

    def record(self, name: str) -> Record:
        return self.records.get(name_key(name)) or Record(clean_name(name))

    def coach(self, name: str) -> Coach:
        """``name`` as a coach of a match: his rating from the book."""
        return Coach.person(self.record(name).name, self.rating(name))

    def count(
        self, match_id: str, home: Coach, away: Coach, winner: int | None, when: float | None = None
    ) -> bool:
        """Count a finished match between ``home`` and ``away`` (``winner`` 0 home, 1 away, None
        a draw): each person in it moves, an AI level does not. False, changing nothing, if the
        match was counted before or no person with a name coached it. The caller saves the book."""
        named = [coach for coach in (home, away) if not coach.is_ai and coach.name]
        if match_id in self.counted or not named:
            return False
        if (
            not home.is_ai
            and not away.is_ai
            and home.name
            and away.name
            and name_key(home.name) == name_key(away.name)
        ):
            return False  # one person on both benches: nothing to learn
        now = time.time() if when is None else when
        result = 1 if winner is None else (0 if winner == 0 else 2)
        before = [self._current(home), self._current(away)]
        new_home, new_away = rated(before[0], before[1], result, a_fixed=home.is_ai, b_fixed=away.is_ai)
        for coach, rating, own in ((home, new_home, result), (away, new_away, 2 - result)):
            if coach.is_ai or not coach.name:
                continue
            record = self.record(coach.name)
            self.records[name_key(coach.name)] = record.after(rating, own, now)
        self.counted = ([*self.counted, match_id])[-COUNTED_KEPT:]
        return True

    def _current(self, coach: Coach) -> Rating:
        return coach.rating if coach.is_ai or not coach.name else self.rating(coach.name)

    def save(self) -> None:
        doc = {
            "format": BOOK_FORMAT,
            "coaches": [
                record.to_json() for record in sorted(self.records.values(), key=lambda r: name_key(r.name))
            ],
            "counted": self.counted,
        }
        write_text_atomic(self.path, json.dumps(doc, indent=1) + "\n", "the coaches' book", make_folder=True)

    def ranked(self) -> list[Record]:
        """Every person, the surest strongest first: by the bottom of his rating's interval."""
        return sorted(self.records.values(), key=lambda r: (-r.rating.low, name_key(r.name)))


def _parse(doc: object, source: str) -> tuple[dict[str, Record], list[str]]:
    if not isinstance(doc, dict) or doc.get("format") != BOOK_FORMAT:
        raise DataError(source, f"not a {BOOK_FORMAT} file", "format")
    coaches, counted = doc.get("coaches"), doc.get("counted", [])
    if not isinstance(coaches, list):
        raise DataError(source, "must be a list", "coaches")
    if not isinstance(counted, list) or not all(isinstance(c, str) for c in counted):
        raise DataError(source, "must be a list of match ids", "counted")
    records: dict[str, Record] = {}
    for n, entry in enumerate(coaches):
        where = f"coaches[{n}]"
        if not isinstance(entry, dict):
            raise DataError(source, "must be a mapping", where)
        name = entry.get("name")
        if not isinstance(name, str):
            raise DataError(source, "must be a name", f"{where}.name")
        name = clean_name(name, f"{source}: {where}.name")
        numbers = {}
        for key in ("mu", "sigma", "last"):
            value = entry.get(key, 0.0 if key == "last" else None)
            if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
                raise DataError(source, "must be a finite number", f"{where}.{key}")
            numbers[key] = float(value)
        if numbers["sigma"] <= 0:
            raise DataError(source, "must be above 0", f"{where}.sigma")
        counts = {}
        for key in ("won", "drawn", "lost"):
            value = entry.get(key, 0)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise DataError(source, "must be a whole number, 0 or more", f"{where}.{key}")
            counts[key] = value
        if name_key(name) in records:
            raise DataError(source, f"{name!r} is in the book twice", f"{where}.name")
        records[name_key(name)] = Record(
            name, Rating(numbers["mu"], numbers["sigma"]), last=numbers["last"], **counts
        )
    return records, list(counted)
