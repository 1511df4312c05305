"""``samurai-bowl simulate --round-robin``: every clan against every other, and the standings.

Each pair of clans plays ``--games`` matches, taking home turns game by game (the first clan in
alphabetical order is home in even games). Every game drafts a fresh team for each clan
(``play.series.Series.teams_for``), so a clan's results rest on as many drafts as it plays games, not
on one lucky or unlucky team. Game i of a pairing uses seed SEED+i for the dice and both coaches,
as ``simulate`` does, and for its two drafts with the clans' names.

Each clan's share of the points a game can give (a win 1, a draw a half) is shown with its 95%
Wilson interval, so two clans whose intervals overlap are not told apart by the run.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from samurai_bowl.cli.action_limit import action_words, rule_options
from samurai_bowl.cli.game_report import REPORT, game_report, with_clans
from samurai_bowl.cli.series_run import run_series
from samurai_bowl.cli.tables import print_parts, table
from samurai_bowl.errors import DataError
from samurai_bowl.files.atomic import check_target
from samurai_bowl.play.series import Game, Played, Series
from samurai_bowl.play.workers import WorkerLost
from samurai_bowl.text.words import plural

if TYPE_CHECKING:
    from rich.table import Table

    from samurai_bowl.data.loader import GameData

WIN_POINTS = 3
DRAW_POINTS = 1
DIAGONAL = "—"
SINGLE_SIDE_FLAGS = ("home", "away", "home_team", "away_team")


@dataclass
class Record:
    """One clan's results, against one opponent or against everyone."""

    won: int = 0
    drawn: int = 0
    lost: int = 0
    scored: int = 0
    conceded: int = 0

    def add(self, scored: int, conceded: int) -> None:
        self.won += int(scored > conceded)
        self.drawn += int(scored == conceded)
        self.lost += int(scored < conceded)
        self.scored += scored
        self.conceded += conceded

    def merge(self, other: Record) -> None:
        self.won += other.won
        self.drawn += other.drawn
        self.lost += other.lost
        self.scored += other.scored
        self.conceded += other.conceded

    def reversed(self) -> Record:
        """The same games seen from the other side."""
        return Record(self.lost, self.drawn, self.won, self.conceded, self.scored)

    @property
    def played(self) -> int:
        return self.won + self.drawn + self.lost

    @property
    def difference(self) -> int:
        return self.scored - self.conceded

    @property
    def points(self) -> int:
        return WIN_POINTS * self.won + DRAW_POINTS * self.drawn

    @property
    def wdl(self) -> str:
        return f"{self.won}-{self.drawn}-{self.lost}"

    def share(self) -> tuple[float, float, float]:
        """The share of the points its games could give (a win 1, a draw a half), with its 95%
        Wilson score interval: (share, low, high)."""
        n = self.played
        if n == 0:
            return 0.0, 0.0, 1.0
        p = (self.won + self.drawn / 2) / n
        z = 1.959964
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return p, max(0.0, centre - half), min(1.0, centre + half)

    @property
    def share_words(self) -> str:
        p, low, high = self.share()
        return f"{p:.0%} ({low:.0%}–{high:.0%})"


@dataclass(frozen=True)
class Pairing:
    """Two clans' games against each other, as ``first`` saw them."""

    first: str
    second: str
    record: Record


def check_args(args: argparse.Namespace) -> None:
    """A round robin drafts its own teams: naming one side's team is a mistake."""
    given = [f"--{name.replace('_', '-')}" for name in SINGLE_SIDE_FLAGS if getattr(args, name) is not None]
    if given:
        raise DataError(" / ".join(given), "not with --round-robin, which plays every clan in turn")


def chosen_clans(spec: str | None, data: GameData) -> list[str]:
    """The clans in ``--clans a,b,...`` (every clan by default), sorted; unknown or too few is an error."""
    if spec is None:
        clans = list(data.rosters)
    else:
        clans = [name.strip() for name in spec.split(",") if name.strip()]
        for clan in clans:
            data.roster(clan)  # an unknown clan is one clear line
        repeated = sorted({clan for clan in clans if clans.count(clan) > 1})
        if repeated:
            raise DataError("--clans", f"{', '.join(repeated)} given more than once")
    if len(clans) < 2:
        raise DataError("--clans", f"a round robin needs at least two clans (got {len(clans)})")
    return sorted(clans)


def schedule(pairings: int, games: int, seed: int) -> Iterator[Game]:
    """Every pairing's games in turn, each made as its turn comes: game i of pairing p is game
    ``p * games + i`` of the run, with seed SEED+i, the pairing's first team (``2 * p`` in the
    series) at home in even games."""
    for pairing in range(pairings):
        first, second = 2 * pairing, 2 * pairing + 1
        for i in range(games):
            yield Game(pairing * games + i, *((first, second) if i % 2 == 0 else (second, first)), seed + i)


def count_in(records: list[Record], played: Played, games: int) -> None:
    """One game into its pairing's record, as the pairing's first team saw it."""
    pairing, i = divmod(played.index, games)
    scores = (played.summary.home_score, played.summary.away_score)
    records[pairing].add(*(scores if i % 2 == 0 else scores[::-1]))


def game_clans(pairs: list[tuple[str, str]], index: int, games: int) -> tuple[str, str]:
    """The home and away clans of game ``index`` of the run, as :func:`schedule` made it."""
    pairing, i = divmod(index, games)
    first, second = pairs[pairing]
    return (first, second) if i % 2 == 0 else (second, first)


def standings(clans: list[str], pairings: list[Pairing]) -> list[tuple[str, Record]]:
    """Each clan's total record, best first: points, then touchdown difference, then touchdowns."""
    totals = {clan: Record() for clan in clans}
    for pairing in pairings:
        totals[pairing.first].merge(pairing.record)
        totals[pairing.second].merge(pairing.record.reversed())
    return sorted(
        totals.items(), key=lambda item: (-item[1].points, -item[1].difference, -item[1].scored, item[0])
    )


def results_grid(clans: list[str], pairings: list[Pairing]) -> Table:
    """Rows and columns are clans; a cell is the row clan's W-D-L against the column clan."""
    cells: dict[tuple[str, str], str] = {}
    for p in pairings:
        cells[p.first, p.second] = p.record.wdl
        cells[p.second, p.first] = p.record.reversed().wdl
    rows = [[row, *(cells.get((row, col), DIAGONAL) for col in clans)] for row in clans]
    return table(["", *clans], rows, bold_first=True)


STANDINGS_HEADS = ("played", "W", "D", "L", "TD for", "TD against", "diff", "points", "share (95%)")


def standings_table(standing: list[tuple[str, Record]]) -> Table:
    rows = [
        [
            clan,
            *(
                str(v)
                for v in (
                    r.played,
                    r.won,
                    r.drawn,
                    r.lost,
                    r.scored,
                    r.conceded,
                    f"{r.difference:+d}" if r.difference else "0",
                    r.points,
                    r.share_words,
                )
            ),
        ]
        for clan, r in standing
    ]
    return table(["clan", *STANDINGS_HEADS], rows, bold_first=True)


def text_report(
    args: argparse.Namespace, clans: list[str], pairings: list[Pairing], seconds: float
) -> list[Any]:
    games = len(pairings) * args.games
    return [
        f"round robin: {len(clans)} clans, {plural(args.games, 'game')} per pairing "
        f"from seed {args.seed}, home {args.coach} coach vs away {args.vs} coach, {action_words(args)}",
        "",
        "W-D-L of each row's clan against each column's clan",
        results_grid(clans, pairings),
        "",
        f"standings (win {WIN_POINTS} points, draw {DRAW_POINTS}; share: a win 1, a draw ½, with its 95% "
        "interval; fresh teams every game)",
        standings_table(standings(clans, pairings)),
        "",
        f"{plural(games, 'game')} in {seconds:.1f} seconds",
    ]


def json_report(args: argparse.Namespace, clans: list[str], pairings: list[Pairing], seconds: float) -> str:
    def counts(r: Record) -> dict[str, int]:
        return {
            "played": r.played,
            "won": r.won,
            "drawn": r.drawn,
            "lost": r.lost,
            "td_for": r.scored,
            "td_against": r.conceded,
            "td_difference": r.difference,
        }

    def shares(r: Record) -> dict[str, float]:
        share, low, high = r.share()
        return {"share": round(share, 4), "share_low": round(low, 4), "share_high": round(high, 4)}

    doc: dict[str, Any] = {
        "clans": clans,
        "games_per_pairing": args.games,
        "seed": args.seed,
        "coach": args.coach,
        "vs": args.vs,
        "action_limit": args.action_limit,
        "pairs": [{"clan": p.first, "opponent": p.second, **counts(p.record)} for p in pairings],
        "standings": [
            {"clan": clan, **counts(r), "points": r.points, **shares(r)}
            for clan, r in standings(clans, pairings)
        ],
        "seconds": round(seconds, 3),
    }
    return json.dumps(doc, indent=2)


def round_robin(args: argparse.Namespace) -> int:
    from samurai_bowl.cli.context import game_data

    check_args(args)
    if args.report is not None:
        check_target(args.report, REPORT)
    data = game_data(args)
    clans = chosen_clans(args.clans, data)
    pairs = list(combinations(clans, 2))
    drafts = tuple(clan for pair in pairs for clan in pair)  # a pairing's clans at 2p and 2p + 1
    options = rule_options(args)
    series = Series(data, (), (args.coach, args.vs), options, records=bool(args.report), drafts=drafts)

    start = time.perf_counter()
    records = [Record() for _ in pairs]
    try:
        with game_report(args.report) as keep:  # every game of every pairing, in order

            def take(played: Played) -> None:
                count_in(records, played, args.games)
                if keep is not None and played.record is not None:
                    keep(with_clans(played.record, game_clans(pairs, played.index, args.games)))

            run_series(
                args, series, schedule(len(pairs), args.games, args.seed), len(pairs) * args.games, take
            )
    except WorkerLost as exc:
        print(exc, file=sys.stderr)
        return 1
    seconds = time.perf_counter() - start
    pairings = [Pairing(a, b, record) for (a, b), record in zip(pairs, records, strict=True)]
    if args.json:
        print(json_report(args, clans, pairings, seconds))
    else:
        print_parts(text_report(args, clans, pairings, seconds))
    return 0
