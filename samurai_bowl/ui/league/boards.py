"""The right of the League screen: the R19.4 table (each team's coach with his rating in the
league) or the banzuke above; below, the season's fixtures, the leaders (with the banzuke) or the
card of the team picked in the table. The table, banzuke and fixtures may be a past season's. Every
text is made once here and refilled when the league or the choice changes."""

from __future__ import annotations

from collections.abc import Sequence

from samurai_bowl.league.ratings import CoachLine, league_ratings
from samurai_bowl.league.result_words import result_cells
from samurai_bowl.league.standings import Line
from samurai_bowl.league.store import Entry, Fixture, League, LeagueStore
from samurai_bowl.ui.kit.theme import MUTED_INK, SUBTITLE_INK, TITLE_INK, label, shorten
from samurai_bowl.ui.league.grid import Frame, Grid, window
from samurai_bowl.ui.league.running import standing_rows
from samurai_bowl.ui.league.sheets import (
    BANZUKE,
    BANZUKE_HEADER,
    CARD,
    LEADER_ROWS,
    LEADERS,
    LEADERS_HEADER,
    banzuke_rows,
    card,
    career_words,
    leader_rows,
)

TABLE_ROWS, FIXTURE_ROWS = 8, 16  # fixtures, and a card's players, in two columns of eight
# One "Coach rating" column: the coach's name and, lined up on its right, his rating in the league
# (the rating is a row's last value, so the others keep their places, but stands after the name).
RATING_AT = 0.56
TABLE = [
    (0.015, "left", 0.0),
    (0.05, "left", 0.25),
    (0.31, "left", 0.145),
    *((share, "right", 0.0) for share in (0.60, 0.65, 0.70, 0.75, 0.83, 0.89, 0.94, 0.99)),
    (RATING_AT, "right", 0.0),
]
TABLE_HEADER = ("#", "Team", "Coach rating", "P", "W", "D", "L", "TD", "Diff", "Cas", "Pts", "")
RATING = len(TABLE) - 1  # the column of the coach's rating, never cut short
# the heading "Coach rating" may run over the ratings' place, which has no heading of its own
TABLE_HEADS = [*TABLE[:2], (TABLE[2][0], "left", RATING_AT - TABLE[2][0]), *TABLE[3:]]
FIXTURES = [(0.01, "left", 0.0), (0.44, "right", 0.37), (0.50, "center", 0.0), (0.56, "left", 0.43)]
LEFT, WIDTH = 320, 920  # design pixels


def headed(columns: Sequence[tuple[float, str, float]], words: Sequence[str], bold: int | None = 1) -> Grid:
    grid = Grid(columns, 1, bold=bold)
    grid.fill([words], inks=[SUBTITLE_INK])
    return grid


class Boards:
    def __init__(self) -> None:
        self.ranked = False  # the banzuke instead of the table
        self.picked_id: int | None = None  # the entry whose card shows, wherever the table puts it
        self.first = 0  # the table's first shown place: more than eight teams scroll
        self.row: int | None = None  # the player chosen on the card, by its row
        self.card_first = 0  # the card's first shown row: a zoomed card scrolls
        self.numbers: list[int] = []  # the card's players' numbers, row by row
        self.lines: list[Line] = []
        self.entries: dict[int, Entry] = {}
        self.header = headed(TABLE_HEADS, TABLE_HEADER)
        self.table = Grid(TABLE, TABLE_ROWS, bold=1, whole=[RATING])  # a long name gives way
        self.banzuke_header, self.banzuke = headed(BANZUKE, BANZUKE_HEADER), Grid(BANZUKE, TABLE_ROWS, bold=1)
        self.fixtures = Grid(FIXTURES, FIXTURE_ROWS)
        self.leaders_header, self.leaders = headed(LEADERS, LEADERS_HEADER, None), Grid(LEADERS, LEADER_ROWS)
        self.card = Grid(CARD, FIXTURE_ROWS)
        self.caption = label("Fixtures", SUBTITLE_INK, anchor_y="center", bold=True)
        self.empty_top = label("", MUTED_INK, anchor_y="center")
        self.empty_lower = label("", MUTED_INK, anchor_y="center")
        self.frame = Frame()

    # --- what shows --------------------------------------------------------------------------
    @property
    def top(self) -> list[Grid]:
        return [self.banzuke_header, self.banzuke] if self.ranked else [self.header, self.table]

    @property
    def lower(self) -> list[Grid]:
        if self.picked is not None:
            return [self.card]
        return [self.leaders_header, self.leaders] if self.ranked else [self.fixtures]

    @property
    def picked(self) -> int | None:
        """The place in the table of the team whose card shows."""
        return next((i for i, line in enumerate(self.lines) if line.entry == self.picked_id), None)

    def pick(self, place: int | None) -> None:
        """Show the card of the team at ``place`` in the table (None: the card closes)."""
        before = self.picked_id
        if place is None or not self.lines:
            self.picked_id = None
        else:
            self.picked_id = self.lines[max(0, min(len(self.lines) - 1, place))].entry
        if self.picked_id != before:
            self.row = None

    @property
    def player(self) -> int | None:
        """The number of the player chosen on the open card, if any."""
        if self.picked is None or self.row is None or self.row >= len(self.numbers):
            return None
        return self.numbers[self.row]

    def choose_player(self, by: int) -> None:
        """The next or previous player on the card (from none: the first or the last)."""
        if not self.numbers:
            return
        row = (-1 if by > 0 else len(self.numbers)) if self.row is None else self.row
        self.row = max(0, min(len(self.numbers) - 1, row + by))

    def player_at(self, x: float, y: float) -> int | None:
        """The card's row under (x, y), when a card shows."""
        row = self.card.at(x, y) if self.picked is not None else None
        return None if row is None else row + self.card_first

    def step(self, by: int) -> None:
        """The next or previous team's card; past either end the card closes."""
        if not self.lines:
            return
        place = (-1 if by > 0 else len(self.lines)) if self.picked is None else self.picked
        place += by
        self.pick(place if 0 <= place < len(self.lines) else None)

    # --- filling -----------------------------------------------------------------------------
    def fill(self, store: LeagueStore | None, league: League | None, current: League | None = None) -> None:
        """Read the league afresh: the table, banzuke and fixtures of ``league`` (a past season's,
        when ``current`` is the league as it is now), the leaders and the picked card."""
        current = current or league
        fixtures: list[Fixture] = []
        next_fixture = None
        self.lines, self.entries = [], {}
        ratings: dict[str, CoachLine] = {}
        if store is not None and league is not None:
            self.lines = store.standings(league)
            self.entries = {e.id: e for e in store.entries(league)}
            fixtures, next_fixture = store.fixtures(league), store.next_fixture(league)
            ratings = league_ratings(store, league)
        self.scroll_to(self.picked)
        first, lit = self.first, None if self.picked is None else self.picked - self.first
        table = standing_rows(list(self.entries.values()), self.lines, ratings)
        self.table.fill(table[first:], lit)
        rows, inks = banzuke_rows(self.lines)
        self.banzuke.fill(rows[first:], lit, inks[first:])
        self.empty_top.text = (
            ""
            if self.lines or not league
            else "No teams yet: A adds a saved team, or a random one of a clan."
        )
        self.show_fixtures(league, fixtures, next_fixture, current.season if current else 1)
        if store is not None and current is not None and self.ranked:
            self.show_leaders(store, current)
        entry = self.entries.get(self.picked_id) if self.picked_id is not None else None
        if store is not None and entry is not None and current is not None:
            self.show_card(store, current, entry)
        self.put_empty()

    def show_fixtures(
        self, league: League | None, fixtures: list[Fixture], next_fixture: Fixture | None, latest: int
    ) -> None:
        index = fixtures.index(next_fixture) if next_fixture else len(fixtures)
        room = self.fixtures.room
        start = max(0, min(index - room // 4, len(fixtures) - room))
        shown = fixtures[start : start + room]
        self.fixtures.fill(
            [(f"R{f.round}", *result_cells(f)) for f in shown],
            index - start if next_fixture else None,
            [TITLE_INK if f.played else SUBTITLE_INK for f in shown],
        )
        played = sum(1 for f in fixtures if f.played)
        season = f"Season {league.season} fixtures" if league else "Fixtures"
        if league is not None and league.season < latest:
            season = f"Season {league.season} of {latest}: its table and fixtures"
        words = f"{season} · {played} of {len(fixtures)} played" if fixtures else season
        if league is not None and latest > 1:
            words += " · ← → another season" if league.season < latest else " · ← earlier seasons"
        self.say(words)
        later = "No schedule yet: D draws it, once the teams are in."
        self.empty_lower.text = "" if fixtures or not league else later

    def show_leaders(self, store: LeagueStore, league: League) -> None:
        rows = leader_rows(store, league)
        self.leaders.fill(rows)
        seasons = f"season {league.season}" if league.season == 1 else f"seasons 1–{league.season}"
        self.say(f"Leaders · every recorded game of {seasons}")
        self.empty_lower.text = "" if rows else "No leaders yet: they show once a game is played."

    def show_card(self, store: LeagueStore, league: League, entry: Entry) -> None:
        """The team's card; its caption the team's line, or the chosen player's career."""
        words, rows, inks = card(store, entry)
        self.numbers = [int(row[0][1:]) for row in rows]
        if self.row is not None and self.numbers:
            self.row = min(self.row, len(self.numbers) - 1)  # a fired player's row: the next one
        self.card_first = first = window(self.row, len(rows), self.card.room)
        self.card.fill(rows[first:], None if self.row is None else self.row - first, inks[first:])
        number = self.player
        self.say(words if number is None else career_words(store, league, entry, number))
        self.empty_lower.text = "" if rows else "No players: H hires the cheapest one it can."

    def say(self, words: str) -> None:
        shorten(self.caption, words, WIDTH * self.frame.scale)

    # --- layout and drawing --------------------------------------------------------------------
    def place(self, f: Frame) -> None:
        """The table from design y 76 to 312, the lower board from 342 to 542; zoomed rows are
        taller, so fewer of them show (the table and the card scroll, the fixtures follow the
        next one)."""
        self.frame, z = f, f.zoom
        for header in (self.header, self.banzuke_header):
            header.place([f.rect(LEFT, 76, WIDTH, 26 * z)], f.points(13))
        first = 78 + 26 * z
        rows = min(TABLE_ROWS, f.rows(312 - first, 26))
        for grid in (self.table, self.banzuke):
            grid.place([f.rect(LEFT, first + i * 26 * z, WIDTH, 25 * z) for i in range(rows)], f.points(13))
        lower = 342 + 8 * z
        column = min(FIXTURE_ROWS // 2, f.rows(542 - lower, 24))
        two_columns = [
            f.rect(LEFT + (i // column) * 466, lower + (i % column) * 24 * z, 454, 23 * z)
            for i in range(2 * column)
        ]
        self.fixtures.place(two_columns, f.points(12))
        self.card.place(two_columns, f.points(12))
        self.leaders_header.place([f.rect(LEFT, lower, WIDTH, 23 * z)], f.points(12))
        self.leaders.place(
            [
                f.rect(LEFT, lower + (i + 1) * 24 * z, WIDTH, 23 * z)
                for i in range(min(LEADER_ROWS, column - 1))
            ],
            f.points(12),
        )
        f.put(self.caption, LEFT, 334, 15)
        f.put(self.empty_top, LEFT + 12, first + 13 * z, 13)
        self.put_empty()
        self.say(self.caption.text)

    def put_empty(self) -> None:
        """Why the lower board is empty, on its first row (under the leaders' heads)."""
        under_heads = self.ranked and self.picked is None
        z = self.frame.zoom
        self.frame.put(self.empty_lower, LEFT + 12, 342 + 8 * z + (36 if under_heads else 12) * z, 13)

    def at(self, x: float, y: float) -> int | None:
        """The place in the table of the row under (x, y), if any."""
        row = self.top[1].at(x, y)
        return None if row is None else row + self.first

    def scroll_to(self, place: int | None) -> None:
        """Keep ``place`` among the table's shown rows (a league of more than eight scrolls)."""
        room = self.table.room
        most = max(0, len(self.lines) - room)
        if place is not None:
            if place < self.first:
                self.first = place
            elif place >= self.first + room:
                self.first = place - room + 1
        self.first = max(0, min(self.first, most))

    def scroll(self, by: int) -> None:
        """Move the table's shown rows by ``by`` (the mouse wheel)."""
        self.first += by
        self.scroll_to(None)

    def draw(self) -> None:
        for grid in (*self.top, *self.lower):
            grid.draw()
        for text in (self.caption, self.empty_top, self.empty_lower):
            text.draw()
