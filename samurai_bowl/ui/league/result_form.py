"""The form over a recorded result, corrected figure by figure: each side's score, casualties caused
and winnings above, every player's touchdowns, completions, casualties, SPP, MVP and injury below,
and on the right what the correction would do to the table, the treasuries and the players. Arrows
or a click choose a figure; + and − (or typing a number) change it, Space flips an MVP or the next
injury; Enter saves and Esc cancels."""

from __future__ import annotations

import re
from collections.abc import Callable

import arcade
from arcade.types import Color

from samurai_bowl.errors import DataError
from samurai_bowl.league.preview import PlayerState, Preview, Standing
from samurai_bowl.league.record_edit import PLAYER_FIGURES, TEAM_FIGURES, Cell, RecordEdit
from samurai_bowl.text.numbers import is_digit, whole_number
from samurai_bowl.ui.kit.text_field import ENTER_KEYS
from samurai_bowl.ui.kit.theme import (
    BAD,
    MUTED_INK,
    PANEL,
    PANEL_EDGE,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    label,
    shorten,
)
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.league.grid import Frame, Grid

LEFT, WIDTH = 56, 770  # design pixels: the record on the left
SIDE_LEFT, SIDE_WIDTH = 852, 380  # the changes on the right
TEAM = [(0.0, "left", 0.40), (0.58, "center", 0.30), (0.86, "center", 0.26)]
TEAM_WORDS = ("Score (touchdowns)", "Casualties caused", "Winnings (koku)")
PLAYERS = [
    (0.0, "left", 0.22),
    (0.27, "right", 0.0),
    (0.285, "left", 0.25),
    (0.585, "center", 0.0),
    (0.655, "center", 0.0),
    (0.725, "center", 0.0),
    (0.795, "center", 0.0),
    (0.865, "center", 0.0),
    (0.945, "center", 0.0),
]
PLAYER_HEADER = ("Team", "#", "Player", "TD", "Cmp", "Cas", "SPP", "MVP", "Injury")
FIRST_FIGURE = 3  # the players' grid's first column that is a figure
CELL = 0.062  # a figure's cell, as a share of the grid's width
PLAYER_ROWS, CHANGE_ROWS = 13, 19
INJURY_SHORT = {None: "–", "badly_hurt": "BH", "seriously_injured": "SI", "dead": "Dead"}
KEEP = 999  # the most a typed figure takes
PLUS = (arcade.key.PLUS, arcade.key.EQUAL, arcade.key.NUM_ADD)
MINUS = (arcade.key.MINUS, arcade.key.NUM_SUBTRACT)


def ordinal(n: int) -> str:
    tail = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{tail}"


def player_change(was: PlayerState, now: PlayerState) -> str:
    changes = [f"{was.spp} → {now.spp} SPP"] if was.spp != now.spp else []
    if was.hurt != now.hurt:
        changes.append(f"{was.hurt or 'fit'} → {now.hurt or 'fit'}")
    return f"#{now.number} {now.name}: {', '.join(changes)}"


def figures(line: Standing) -> str:
    """A team's line in the table as figures: won-drawn-lost, touchdowns for and against, casualties."""
    return f"{line.won}-{line.drawn}-{line.lost}, TD {line.scored}:{line.conceded}, Cas {line.casualties}"


class ResultForm:
    def __init__(
        self,
        heading: str,
        names: tuple[str, str],
        edit: RecordEdit,
        changed: Callable[[], None],
        save: Callable[[], None],
        cancel: Callable[[], None],
    ) -> None:
        self.edit, self.names = edit, names
        self.changed, self.cancel = changed, cancel
        self.heading = label(heading, TITLE_INK, anchor_y="center", bold=True)
        self.hint = label(
            "↑↓←→ or click: a figure · + − or type a number · Space: MVP, injury · Enter saves · Esc cancels",
            MUTED_INK,
            anchor_y="center",
        )
        self.team_header = Grid(TEAM, 1)
        self.team_header.fill([("", *names)], inks=[SUBTITLE_INK])
        self.team = Grid(TEAM, len(TEAM_FIGURES))
        self.player_header = Grid(PLAYERS, 1)
        self.player_header.fill([PLAYER_HEADER], inks=[SUBTITLE_INK])
        self.players = Grid(PLAYERS, PLAYER_ROWS)
        self.changes_heading = label(
            "What the correction changes", SUBTITLE_INK, anchor_y="center", bold=True
        )
        self.changes = [label("", TITLE_INK, anchor_y="center") for _ in range(CHANGE_ROWS)]
        self.problem = label("", BAD, anchor_x="center", anchor_y="center")
        self.buttons = ButtonColumn(
            [Button("Save", save, arcade.key.ENTER), Button("Cancel", cancel, arcade.key.ESCAPE)]
        )
        self.rect = (0.0, 0.0, 0.0, 0.0)
        self.side_width = 0.0
        self.row, self.column = 0, 0  # rows: the three team figures, then the players
        self.first = 0  # the first player shown
        self.typed = ""  # digits typed into the chosen figure so far
        self.fill()

    # --- the figures -------------------------------------------------------------------------
    @property
    def rows(self) -> int:
        return len(TEAM_FIGURES) + len(self.edit.lines)

    def columns(self, row: int) -> int:
        return 2 if row < len(TEAM_FIGURES) else len(PLAYER_FIGURES)

    @property
    def cell(self) -> Cell:
        if self.row < len(TEAM_FIGURES):
            return Cell(TEAM_FIGURES[self.row], self.column)
        return Cell(PLAYER_FIGURES[self.column], line=self.row - len(TEAM_FIGURES))

    def shown(self, cell: Cell) -> str:
        value = self.edit.value(cell)
        if cell.figure == "mvp":
            return "MVP" if value else "–"
        if cell.figure == "injury":
            return INJURY_SHORT[value]
        return str(value)

    def fill(self) -> None:
        """The figures as they are now, the chosen one lit."""
        record = self.edit.record
        self.team.fill(
            [
                (words, str(record[f][0]), str(record[f][1]))
                for words, f in zip(TEAM_WORDS, TEAM_FIGURES, strict=True)
            ],
            self.row if self.row < len(TEAM_FIGURES) else None,
        )
        rows, inks = [], []
        for index, line in enumerate(self.edit.lines):
            side = line["side"]
            first_of_side = index == 0 or self.edit.lines[index - 1]["side"] != side
            figures = [self.shown(Cell(f, line=index)) for f in PLAYER_FIGURES]
            rows.append(
                (
                    self.names[side] if first_of_side else "",
                    str(line["number"]),
                    line.get("name") or f"#{line['number']}",
                    *figures,
                )
            )
            inks.append(TITLE_INK if line.get("played", True) else MUTED_INK)
        player, room = self.row - len(TEAM_FIGURES), self.players.room
        if 0 <= player < self.first:
            self.first = player
        elif player >= self.first + room:
            self.first = player - room + 1
        self.first = max(0, min(self.first, len(rows) - room))
        self.players.fill(
            rows[self.first :], player - self.first if player >= 0 else None, inks[self.first :]
        )
        shown = f"Team · {self.first + 1}–{min(len(rows), self.first + room)} of {len(rows)}"
        self.player_header.fill(
            [(shown if len(rows) > room else "Team", *PLAYER_HEADER[1:])], inks=[SUBTITLE_INK]
        )

    def move(self, rows: int = 0, columns: int = 0) -> None:
        self.row = max(0, min(self.rows - 1, self.row + rows))
        self.column = max(0, min(self.columns(self.row) - 1, self.column + columns))
        self.typed = ""
        self.fill()

    def change(self, by: int) -> None:
        self.edit.step(self.cell, by)
        self.typed = ""
        self.after_change()

    def after_change(self) -> None:
        self.fill()
        self.changed()

    # --- what it changes ----------------------------------------------------------------------
    def show(self, preview: Preview | None) -> None:
        """The changes the record would make (None: it cannot be saved; the problem says why)."""
        lines: list[tuple[str, Color]] = []
        if preview is not None:
            self.problem.text = ""
            table = preview.table_changes()
            if table:
                lines.append(("The table", SUBTITLE_INK))
            for was, now in table:
                points = f", {was.points} → {now.points} pts" if was.points != now.points else ""
                lines.append((f"{now.name}: {ordinal(was.place)} → {ordinal(now.place)}{points}", TITLE_INK))
                if (was.won, was.drawn, was.lost, was.scored, was.conceded, was.casualties) != (
                    now.won,
                    now.drawn,
                    now.lost,
                    now.scored,
                    now.conceded,
                    now.casualties,
                ):
                    lines.append((f"   {figures(was)} → {figures(now)}", MUTED_INK))
            treasuries = preview.treasury_changes()
            if treasuries:
                lines.append(("Treasuries", SUBTITLE_INK))
            lines += [(f"{name}: {was} → {now} koku", TITLE_INK) for name, was, now in treasuries]
            players = preview.player_changes()
            if players:
                lines.append(("Players", SUBTITLE_INK))
            lines += [(player_change(before, after), TITLE_INK) for before, after in players]
            if not lines:
                lines.append(("Nothing changes yet: edit a figure on the left.", MUTED_INK))
        else:
            lines.append(("Nothing can change until the problem below is put right.", MUTED_INK))
        if len(lines) > CHANGE_ROWS:
            lines = [*lines[: CHANGE_ROWS - 1], (f"… and {len(lines) - CHANGE_ROWS + 1} more", MUTED_INK)]
        for text, (words, ink) in zip(self.changes, [*lines, *[("", TITLE_INK)] * CHANGE_ROWS], strict=False):
            text.color = ink
            shorten(text, words, self.side_width)

    def refuse(self, exc: DataError) -> None:
        """Why the record cannot be saved, naming the player as the form shows him."""
        field = re.sub(r"players\[(\d+)\]\.?", lambda m: self.player_words(int(m.group(1))), exc.field)
        field = re.sub(r"(\w+)\[([01])\]", lambda m: f"{m.group(1)} of {self.names[int(m.group(2))]}", field)
        words = f"{field.replace('_', ' ')}: {exc.message}" if field else exc.message
        self.show(None)
        shorten(self.problem, words, self.rect[2] - 40)

    def player_words(self, index: int) -> str:
        if index >= len(self.edit.lines):
            return f"player line {index + 1} "
        line = self.edit.lines[index]
        return f"#{line['number']} {line.get('name') or ''} ".replace("  ", " ")

    # --- layout and drawing ------------------------------------------------------------------------
    def layout(self, frame: Frame) -> None:
        s = frame.scale
        self.rect = frame.rect(30, 14, 1220, 664)
        frame.put(self.heading, LEFT, 42, 18)
        frame.put(self.hint, LEFT, 70, 12)
        shorten(self.heading, self.heading.text, 1170 * s)
        shorten(self.hint, self.hint.text, 1170 * s)
        self.team_header.place([frame.rect(LEFT, 90, WIDTH, 26)], 13 * s)
        self.team.place([frame.rect(LEFT, 118 + i * 27, WIDTH, 26) for i in range(len(TEAM_FIGURES))], 13 * s)
        self.player_header.place([frame.rect(LEFT, 212, WIDTH, 26)], 13 * s)
        self.players.place([frame.rect(LEFT, 240 + i * 26, WIDTH, 25) for i in range(PLAYER_ROWS)], 13 * s)
        frame.put(self.changes_heading, SIDE_LEFT, 104, 14)
        for index, text in enumerate(self.changes):
            frame.put(text, SIDE_LEFT, 132 + index * 23, 12)
        self.side_width = SIDE_WIDTH * s
        frame.put(self.problem, 640, 598, 13)
        for index, button in enumerate(self.buttons.buttons):
            button.place(frame.rect(430 + index * 220, 620, 200, 40), 15 * s)
        self.fill()
        self.changed()

    def cell_rect(self) -> tuple[float, float, float, float]:
        """Where the chosen figure is drawn."""
        if self.row < len(TEAM_FIGURES):
            left, bottom, width, height = self.team.rects[self.row]
            share, room = TEAM[1 + self.column][0], 0.2
        else:
            left, bottom, width, height = self.players.rects[self.row - len(TEAM_FIGURES) - self.first]
            share, room = PLAYERS[FIRST_FIGURE + self.column][0], CELL
        return (left + (share - room / 2) * width, bottom, room * width, height)

    def draw(self) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 3)
        for text in (self.heading, self.hint, self.changes_heading, self.problem, *self.changes):
            text.draw()
        for grid in (self.team_header, self.team, self.player_header, self.players):
            grid.draw()
        arcade.draw_lbwh_rectangle_outline(*self.cell_rect(), WARN, 2)
        self.buttons.draw()

    # --- input -------------------------------------------------------------------------------
    def key(self, symbol: int) -> None:
        k = arcade.key
        moves = {
            k.UP: (-1, 0),
            k.DOWN: (1, 0),
            k.LEFT: (0, -1),
            k.RIGHT: (0, 1),
            k.TAB: (0, 1),
            k.PAGEUP: (1 - PLAYER_ROWS, 0),
            k.PAGEDOWN: (PLAYER_ROWS - 1, 0),
        }
        if symbol in moves:
            self.move(*moves[symbol])
        elif symbol in PLUS or symbol == k.SPACE:
            self.change(1)
        elif symbol in MINUS:
            self.change(-1)
        elif symbol == k.BACKSPACE:
            self.typed = self.typed[:-1]
            self.type_value()
        elif symbol in ENTER_KEYS:
            self.buttons.buttons[0].press()
        elif symbol == k.ESCAPE:
            self.cancel()

    def text(self, words: str) -> None:
        """Digits typed set the chosen count (a second digit makes 12 of 1)."""
        digits = "".join(ch for ch in words if is_digit(ch))
        if digits and self.cell.figure not in ("mvp", "injury"):
            self.typed = (self.typed + digits)[-3:]
            self.type_value()

    def type_value(self) -> None:
        if self.cell.figure in ("mvp", "injury"):
            return
        self.edit.set(self.cell, min(KEEP, whole_number(self.typed or "0")))
        self.after_change()

    def click(self, x: float, y: float) -> None:
        for row in range(len(TEAM_FIGURES)):
            left, bottom, width, height = self.team.rects[row]
            if bottom <= y <= bottom + height and left <= x <= left + width:
                self.row, self.column = row, 0 if x < left + 0.72 * width else 1
                self.move()
                return
        shown = self.players.at(x, y)
        if shown is not None:
            left, _, width, _ = self.players.rects[shown]
            shares = [c[0] for c in PLAYERS[FIRST_FIGURE:]]
            column = min(range(len(shares)), key=lambda i: abs(left + shares[i] * width - x))
            same = (self.row, self.column) == (len(TEAM_FIGURES) + self.first + shown, column)
            self.row, self.column = len(TEAM_FIGURES) + self.first + shown, column
            if same and self.cell.figure in ("mvp", "injury"):
                self.change(1)  # a second click flips the MVP, or gives the next injury
            else:
                self.move()
            return
        self.buttons.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.buttons.hover(x, y)

    def scroll(self, rows: int) -> None:
        self.move(rows)
