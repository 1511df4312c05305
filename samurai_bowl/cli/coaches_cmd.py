"""``samurai-bowl coaches``: every person's rating in the data folder's coaches' book, strongest
first, and the AI levels' fixed ratings; ``--league NAME``: the ratings of one league's coaches,
worked out from its own results."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from samurai_bowl.errors import DataError

if TYPE_CHECKING:
    from rich.table import Table

    from samurai_bowl.league.ratings import CoachLine
    from samurai_bowl.ratings.book import Record
    from samurai_bowl.ratings.rating import Rating

LEVELS = ("hard", "normal", "easy", "random")  # the AI levels, strongest first

DESCRIPTION = (
    "Every person who has coached a match in the window (against the AI, hot-seat or over the "
    "network), from the coaches' book (coaches.json in the data folder): his rating, shown as its "
    "mean ± its 95% margin, his matches, wins, draws and losses and the day he last played, the "
    "surest strongest first; then the AI levels' fixed ratings. A new coach starts at 25 ± 16.3, the "
    "normal AI's level, and his rating moves after every match he finishes. With --league NAME, the "
    "ratings of that league's coaches instead, worked out from the league's own results in the "
    "order they were recorded (so they move with the league file, and with its export)."
)
EXAMPLES = (
    "examples:\n"
    "  samurai-bowl coaches\n"
    "  samurai-bowl coaches --json\n"
    '  samurai-bowl coaches --league "Winter Court"'
)


def add_coaches_command(commands: Any, with_league: argparse.ArgumentParser) -> None:
    from samurai_bowl.cli.league_help import ExamplesFormatter

    cmd = commands.add_parser(
        "coaches",
        parents=[with_league],
        help="every coach's rating (mean ± 95%%), strongest first, and the AI levels'",
        description=DESCRIPTION,
        epilog=EXAMPLES,
        formatter_class=ExamplesFormatter,
    )
    cmd.add_argument(
        "--league",
        metavar="NAME",
        help="the ratings of this league's coaches, from its own results (its file: --league-db)",
    )
    cmd.add_argument("--json", action="store_true", help="print one JSON object instead of the tables")
    cmd.set_defaults(handler=coaches, league_command=True)  # --league-db: the file of --league


def coaches(args: argparse.Namespace) -> int:
    if args.league is None:
        if args.league_db is not None:
            raise DataError("--league-db", "names the file of a league: give --league NAME too")
        return book_coaches(args)
    return league_coaches(args)


def explained() -> str:
    from samurai_bowl.ratings.rating import PRIOR

    return (
        f"A rating is a coach's strength, its mean ± its 95% margin: a new coach starts at {PRIOR.shown()}, "
        "the normal AI's level, and moves after every finished match he coaches; "
        "the AI levels' ratings are fixed, measured from self-play."
    )


def book_coaches(args: argparse.Namespace) -> int:
    from samurai_bowl.cli.context import data_dir
    from samurai_bowl.cli.tables import print_parts, table
    from samurai_bowl.ratings.book import BOOK_FILE, Book

    folder = data_dir(args)
    try:
        book = Book.load(folder)
    except DataError as exc:  # named by its whole path: the player must find it to mend it
        where = str(folder / BOOK_FILE) + exc.source.removeprefix(BOOK_FILE)
        raise DataError(where, exc.message, exc.field) from None
    people = book.ranked()
    if args.json:
        doc = {
            "coaches": [record_json(r) for r in people],
            "ai_levels": levels_json(),
            "prior": rating_json(prior()),
        }
        print(json.dumps(doc, indent=2, ensure_ascii=False))
        return 0
    parts: list[Any] = []
    if people:
        heads = ("coach", "rating", "matches", "won", "drawn", "lost", "last played")
        parts.append(table(heads, [record_row(r) for r in people], bold_first=True))
    else:
        parts.append(
            "No coaches yet: a person's rating shows here once he has finished a match in the window "
            "(against the AI, hot-seat or over the network)."
        )
    parts += ["", levels_table(), "", explained()]
    print_parts(parts)
    return 0


def league_coaches(args: argparse.Namespace) -> int:
    from samurai_bowl.cli.league_file import opened
    from samurai_bowl.cli.tables import print_parts, table
    from samurai_bowl.league.ratings import league_ratings, strongest_first

    with opened(args, "read") as store:
        league = store.league(args.league)
        lines = strongest_first(league_ratings(store, league))
    if args.json:
        doc = {
            "league": league.name,
            "season": league.season,
            "coaches": [line_json(c) for c in lines],
            "ai_levels": levels_json(),
            "prior": rating_json(prior()),
        }
        print(json.dumps(doc, indent=2, ensure_ascii=False))
        return 0
    title = f"{league.name}, season {league.season}: each coach's rating from the league's own results"
    parts: list[Any] = [title]
    if lines:
        heads = ("coach", "rating", "matches", "won", "drawn", "lost")
        parts.append(table(heads, [line_row(c) for c in lines], bold_first=True))
    else:
        parts.append(f"No teams in {league.name} yet, so no coaches.")
    parts += ["", explained()]
    print_parts(parts)
    return 0


def prior() -> Rating:
    from samurai_bowl.ratings.rating import PRIOR

    return PRIOR


def rating_json(rating: Rating) -> dict[str, Any]:
    return {**rating.to_json(), "shown": rating.shown()}


def played_on(last: float) -> str | None:
    """The day (here) a coach last finished a match, as 2025-03-14; None if the book has none."""
    from datetime import datetime

    if last <= 0:
        return None
    try:
        return datetime.fromtimestamp(last).date().isoformat()
    except (OverflowError, OSError, ValueError):  # a hand-edited time no calendar holds
        return None


def record_row(record: Record) -> tuple[str, ...]:
    counts = (record.played, record.won, record.drawn, record.lost)
    return (record.name, record.rating.shown(), *map(str, counts), played_on(record.last) or "—")


def counts_json(coach: Record | CoachLine) -> dict[str, int]:
    return {"matches": coach.played, "won": coach.won, "drawn": coach.drawn, "lost": coach.lost}


def record_json(record: Record) -> dict[str, Any]:
    return {
        "name": record.name,
        **rating_json(record.rating),
        **counts_json(record),
        "last_played": played_on(record.last),
    }


def line_row(line: CoachLine) -> tuple[str, ...]:
    counts = (line.played, line.won, line.drawn, line.lost)
    return (line.who, line.rating.shown(), *map(str, counts))


def line_json(line: CoachLine) -> dict[str, Any]:
    return {
        "name": line.name,
        "kind": line.kind,
        **rating_json(line.rating),
        **counts_json(line),
    }


def levels_json() -> list[dict[str, Any]]:
    from samurai_bowl.ratings.rating import level_ratings

    ratings = level_ratings()
    return [{"level": level, **rating_json(ratings[level])} for level in LEVELS if level in ratings]


def levels_table() -> Table:
    from samurai_bowl.cli.tables import table
    from samurai_bowl.ratings.rating import level_ratings

    ratings = level_ratings()
    rows = [(f"{level} AI", ratings[level].shown()) for level in LEVELS if level in ratings]
    return table(("AI level", "fixed rating"), rows, bold_first=True)
