"""A match's coaches as the coaches' book rates them, and a finished match counted in the book
(samurai_bowl/ratings/book.py) of the player's data folder: every kind of match the window plays
(against the AI, hot-seat, a league fixture, either end of a network match) passes through
:func:`count_finished` once its result is known. Counting is the book's to make idempotent (by
the match's id); a damaged book or a failed write is one line to show, and the file is left as
it was."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from samurai_bowl.errors import DataError
from samurai_bowl.files.atomic import why_not_written
from samurai_bowl.ratings.book import BOOK_FILE, Book
from samurai_bowl.ratings.coach import Coaches
from samurai_bowl.sessions.session import Session


def book_problem(exc: DataError | OSError) -> str:
    """What is wrong with the book or its writing, without the file's name: "coaches[0].sigma:
    must be above 0"."""
    if isinstance(exc, DataError):
        words = str(exc)
        if words.startswith(f"{BOOK_FILE}: "):  # read from the book: the field and the problem
            return words.removeprefix(f"{BOOK_FILE}: ")
        return ": ".join(part for part in (exc.field, exc.message) if part)  # a write: its full path left out
    return why_not_written(exc)


def read_book(folder: Path) -> tuple[Book | None, str | None]:
    """The book in ``folder``, or None and the one line saying why it cannot be used."""
    try:
        return Book.load(folder), None
    except (DataError, OSError) as exc:
        return None, f"{BOOK_FILE}: {book_problem(exc)}"


def book_coaches(folder: Path, session: Session) -> Coaches:
    """``session``'s coaches with the ratings the book in ``folder`` gives its named persons (a
    book that cannot be read: each person at the prior, as a new coach)."""
    book, _ = read_book(folder)
    return session.coaches_of(book)


@dataclass(frozen=True)
class Counted:
    """What counting a finished match did: the coaches before and after it, whether it was
    counted now or before (neither: one person coached both sides, which teaches the book
    nothing), or why the book was not updated."""

    before: Coaches
    after: Coaches
    counted: bool = False
    already: bool = False
    problem: str | None = None

    def line(self) -> str:
        """The end screen's line: each person's rating now, moved by this match ("Kenji 27.3 ±
        4.1 (+2.1)"), or why the ratings were not updated."""
        if self.problem is not None:
            return f"{self.problem} — ratings not updated"
        said = []
        for old, new in zip(self.before, self.after, strict=True):
            if new.is_ai or not new.name:
                continue
            moved = new.rating.mu - old.rating.mu
            change = f" ({moved:+.1f})" if self.counted else ""
            said.append(f"{new.name} {new.rating.shown()}{change}")
        if not said or not (self.counted or self.already):
            return "Not rated: one coach on both benches" if said else ""
        return ("Ratings: " if self.counted else "Ratings (counted before): ") + " · ".join(said)


def count_finished(folder: Path, session: Session) -> Counted | None:
    """Count ``session``'s finished match in the book in ``folder`` and save it; None when the match
    is not over or not rated (a person in it has no name). Never raises for the book's sake."""
    result = session.match.result
    if result is None or not session.rated:
        return None
    plain = session.coaches_of(None)
    book, problem = read_book(folder)
    if book is None:
        return Counted(plain, plain, problem=problem)
    before = session.coaches_of(book)
    already = session.id in book.counted
    winner = result.get("winner")
    counted = book.count(session.id, *before, winner if winner in (0, 1) else None)
    if counted:
        try:
            book.save()
        except (DataError, OSError) as exc:
            return Counted(before, before, problem=f"{BOOK_FILE}: {book_problem(exc)}")
    after = session.coaches_of(book)
    return Counted(before, after, counted=counted, already=already)
