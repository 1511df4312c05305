"""The dice tray: the last rolls as they happen, newest on top, each as its dice drawn as dice,
what it was for ("Doji Satoshi's dodge"), what it needed and what came of it. A block's dice
show the face kept with a gold ring and the others dimmed once it is chosen. A new roll's dice
tumble a moment (other faces, turning) before they settle on what the match rolled; the roll is
already made, the tray only catches up."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.engine import Event, EventKind, Match
from samurai_bowl.telling.event_words import Roll, ball_sentence, kept_face, kept_words, read_block, read_roll
from samurai_bowl.ui.kit.boxes import add_box
from samurai_bowl.ui.kit.ink import legible
from samurai_bowl.ui.kit.theme import (
    BAD,
    GOOD,
    MUTED_INK,
    PANEL_EDGE,
    SUBTITLE_INK,
    TITLE_INK,
    Rect,
    label,
    shorten,
)
from samurai_bowl.ui.kit.wrap import PIXELS_PER_POINT, measure
from samurai_bowl.ui.match.panel.dice_draw import Die, Mark, add_die, dice_of, tumbling
from samurai_bowl.ui.story.log_names import wrap_words

ROWS = 3
MOST_LINES = 3
SMALLEST_POINTS = 8  # a roll's words shrink no further than this to fit their row
CATCH_UP = 80  # events read back when the tray opens on a match already under way
WIDE_ENOUGH = 22  # points of text width per point of size that two lines need beside the dice
TRAY = Color(26, 24, 34)
GOOD_INK = legible(GOOD, TRAY)
TUMBLE_SECONDS = 0.45  # at the normal animation speed
FACE_SECONDS = 0.06  # a tumbling die shows another face this often
BAD_INK = legible(BAD, TRAY)


@dataclass
class TrayRoll:
    """One roll in the tray: its dice, its words, and for a block the face kept (an index)."""

    dice: list[Die]
    title: str
    detail: str
    good: bool | None = None  # coloured by how it went for whoever rolled, when that is plain
    kept: int | None = None  # the face kept; -1 when these dice were thrown again
    faces: list[str] = field(default_factory=list)


def tray_roll(m: Match, event: Event, blocking: str) -> TrayRoll:
    roll = read_roll(m, event)
    dice = dice_of(event, m.data.block_dice)
    if "block" in roll.kinds:
        detail = "a face to keep" if len({d.face for d in dice}) > 1 else roll.result
        return TrayRoll(dice, blocking or "Block dice", detail, faces=[d.face for d in dice])
    ball = ball_sentence(m, roll)
    return TrayRoll(dice, roll.title(), ball or _detail(roll), _good(roll))


def block_title(m: Match, event: Event) -> str:
    """The title of a block's dice: "Hida Kenji blocks Doji Satoshi" ("" for an old event without
    its models, whose dice are then titled "Block dice")."""
    blocking = read_block(m, event)
    return f"{blocking.attacker} blocks {blocking.defender}" if blocking else ""


def _detail(roll: Roll) -> str:
    """The outcome first; then the numbers (the dice show them too) and what was needed."""
    numbers = ""
    if roll.target is not None:
        numbers = roll.against()
    elif roll.modifier or (roll.base == "Injury" and len(roll.values) == 3):
        numbers = roll.shown()
    elif len(roll.values) > 1 and all(k == "d6" for k in roll.kinds):
        numbers = f"total {sum(roll.values)}"
    said = [roll.outcome(), numbers]
    if roll.reroll:
        said.append(f"re-roll: {roll.reroll}")
    return " · ".join(w for w in said if w)


def _good(roll: Roll) -> bool | None:
    if roll.success is not None:
        return roll.success
    if roll.base == "Armour":
        return roll.result == "holds"
    return None


class DiceTray:
    def __init__(self, match: Match, batch: pyglet.graphics.Batch) -> None:
        self.match = match
        self.rolls: list[TrayRoll] = []  # newest first
        self.texts = [[label("", TITLE_INK, 10, batch=batch) for _ in range(MOST_LINES)] for _ in range(ROWS)]
        self.head = label("Dice", MUTED_INK, 10, bold=True, batch=batch)
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self.rect: Rect = (0, 0, 0, 0)
        self.points = 10
        self.lines = 2  # lines of words beside each roll's dice: three in a narrow panel
        self.rows = ROWS  # rolls shown: fewer when the panel is short
        self.die_rects: list[list[Rect]] = []  # where each shown roll's dice are, newest first
        self.read = max(0, len(match.events) - CATCH_UP)  # a resumed match shows its last rolls
        self._blocking = ""
        self._dirty = True
        self.tumble_left = 0.0  # seconds the newest roll's dice still tumble
        self.pace = 0.0  # the rolls of a resumed match are shown settled
        self._face_clock = 0.0
        self._throw = random.Random(0)  # the faces shown while tumbling (drawing only, not the match's dice)
        self.update()
        self.pace = 1.0

    @staticmethod
    def line(points: int) -> float:
        return points * PIXELS_PER_POINT * 1.3

    @staticmethod
    def dice_room(points: int) -> float:
        """The width of two dice, which every roll's dice share."""
        return 2 * DiceTray.line(points) * 1.6 + 16

    def lines_for(self, width: float, points: int) -> int:
        return 2 if width - 12 - self.dice_room(points) >= WIDE_ENOUGH * points else MOST_LINES

    def height(self, width: float, points: int, rows: int = ROWS) -> float:
        return self.line(points) * (1.4 + self.lines_for(width, points) * rows) + 4 * rows + 12

    def layout(self, rect: Rect, points: int, rows: int = ROWS) -> None:
        self.rect, self.points, self.rows = rect, points, rows
        self.lines = self.lines_for(rect[2], points)
        for text in (*(t for row in self.texts for t in row), self.head):
            text.font_size = points
        self._dirty = True

    def update(self) -> bool:
        """Take in new events; True when the tray changed."""
        events = self.match.events
        if self.read == len(events):
            return False
        rolls = len(self.rolls)
        for event in events[self.read :]:
            self._take(event)
        self.read = len(events)
        if len(self.rolls) > rolls and self.pace > 0:
            self.tumble_left = TUMBLE_SECONDS * self.pace
        del self.rolls[ROWS:]
        self._dirty = True
        return True

    def _take(self, event: Event) -> None:
        if event.kind is EventKind.BLOCK:
            self._blocking = block_title(self.match, event)
        elif event.kind is EventKind.ROLL:
            roll = tray_roll(self.match, event, self._blocking)
            earlier = next((r for r in self.rolls if r.faces), None)
            if roll.faces and earlier is not None and earlier.kept is None:
                earlier.detail = "re-rolled"  # the block's dice thrown again: none kept from these
                earlier.kept = -1
            self.rolls.insert(0, roll)
        elif event.kind is EventKind.BLOCK_RESULT:
            chosen = next((r for r in self.rolls if r.faces), None)
            if chosen is not None and chosen.kept is None:
                face = kept_face(event)
                chosen.kept = chosen.faces.index(face) if face in chosen.faces else 0
                chosen.detail = f"kept {kept_words(event)}"

    def tumble(self, seconds: float, pace: float) -> None:
        """Let ``seconds`` of frame time pass at ``pace`` (0: the dice settle at once)."""
        self.pace = pace
        if self.tumble_left <= 0:
            return
        self.tumble_left = 0.0 if pace <= 0 else max(0.0, self.tumble_left - seconds)
        self._face_clock += seconds
        if self.tumble_left <= 0 or self._face_clock >= FACE_SECONDS:
            self._face_clock = 0.0
            self._dirty = True  # another face, or the one rolled

    def draw(self) -> None:
        self.update()
        if self._dirty:
            self._build()
        self.shapes.draw()

    def _build(self) -> None:
        self._dirty = False
        self.shapes = shapes.ShapeElementList()
        self.die_rects = []
        left, bottom, width, height = self.rect
        add_box(self.shapes, self.rect, TRAY, PANEL_EDGE)
        line, pad = self.line(self.points), 6
        top = bottom + height - pad
        self.head.position = (round(left + pad), round(top - line * 0.8))
        top -= line * 1.4
        row_h = self.lines * line + 4
        die = min(line * 1.6, row_h - 6)
        text_x = left + pad + self.dice_room(self.points)
        room = left + width - pad - text_x
        for index, row in enumerate(self.texts):
            roll = self.rolls[index] if index < min(self.rows, len(self.rolls)) else None
            if roll is None:
                for text in row:
                    text.text = ""
                continue
            middle = top - row_h / 2
            count = max(2, len(roll.dice))
            size = min(die, (2 * die + 6 - (count - 1) * 5) / count)  # two dice's room for them all
            self.die_rects.append([])
            rolling = index == 0 and self.tumble_left > 0
            for n, one in enumerate(roll.dice):
                mark = Mark.PLAIN if roll.kept is None else Mark.KEPT if n == roll.kept else Mark.DROPPED
                cx = left + pad + size / 2 + 3 + n * (size + 5)
                if rolling:
                    shown, turn = tumbling(one, self._throw, self.block_faces())
                    add_die(
                        self.shapes,
                        shown,
                        cx,
                        middle + size * 0.12 * self._throw.uniform(-1, 1),
                        size,
                        turn=turn,
                    )
                    continue
                add_die(self.shapes, one, cx, middle, size, mark)
                self.die_rects[-1].append((cx - size / 2, middle - size / 2, size, size))
            self._words(row, roll, index > 0, text_x, top, room, line)
            top -= row_h

    def block_faces(self) -> list[str]:
        return [entry.id.value for entry in self.match.data.block_dice.results]

    def _words(
        self,
        row: list[arcade.Text],
        roll: TrayRoll,
        older: bool,
        x: float,
        top: float,
        room: float,
        line: float,
    ) -> None:
        """The title (bold) and then the outcome, wrapped over the row's lines: a point or two
        smaller when they need more lines than the row has, never cut short."""
        fits = room
        for points in range(self.points, max(SMALLEST_POINTS, self.points - 3) - 1, -1):
            title = wrap_words(roll.title, fits, measure(points, True))[: self.lines - 1]
            detail = wrap_words(roll.detail, fits, measure(points))
            if len(title) + len(detail) <= self.lines:
                break
        if len(detail) > self.lines - len(title):  # still too long even smaller: the title gives way
            title = title[:1] if len(detail) < self.lines else []
            detail = wrap_words(roll.detail, fits, measure(points))[: self.lines - len(title)]
        outcome = (GOOD_INK if roll.good else BAD_INK) if roll.good is not None else SUBTITLE_INK
        words = [(t, True, MUTED_INK if older else TITLE_INK) for t in title]
        words += [(d, False, outcome) for d in detail]
        for n, text in enumerate(row):
            said, bold, colour = words[n] if n < len(words) else ("", False, SUBTITLE_INK)
            if text.bold != bold:
                text.bold = bold
            if text.font_size != points:
                text.font_size = points
            text.color = colour
            text.position = (round(x), round(top - (n + 0.8) * line))
            shorten(text, said, room)
