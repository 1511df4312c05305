"""Who is who: the card of the model under the mouse (or else the one selected): his number and
name, position, how he stands, MA/ST/AG/AV/PH as they are now (a changed stat is marked with an
arrow as well as a colour), his skills (each explained when pointed at: :meth:`PlayerCard.skill_at`)
and his star player points."""

from __future__ import annotations

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.engine import Match, Piece, Status, movement_allowance, spp
from samurai_bowl.text.words import plural
from samurai_bowl.ui.kit.boxes import add_box, add_chip
from samurai_bowl.ui.kit.ink import legible
from samurai_bowl.ui.kit.skill_words import SEPARATOR
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
from samurai_bowl.ui.kit.widgets import inside
from samurai_bowl.ui.kit.wrap import PIXELS_PER_POINT, measure

CARD = Color(26, 24, 34)
STAT_BOX = Color(44, 40, 56)
STATS = ("MA", "ST", "AG", "AV", "PH")
UP_INK = legible(GOOD, STAT_BOX)
DOWN_INK = legible(BAD, STAT_BOX)
WRAPPED_LINES = 2  # the most lines his state, his skills or his SPP take
SKILLS = "Skills: "
COUNTS = (
    ("touchdowns", "touchdown"),
    ("casualties", "casualty"),
    ("completions", "completion"),
    ("blocks", "block"),
    ("fouls", "foul"),
    ("mvp", "MVP"),
)


def state_words(m: Match, piece: Piece) -> str:
    """How he stands, and anything else lasting that is true of him now."""
    status = piece.status
    said = {
        Status.STANDING: "Standing",
        Status.PRONE: "Prone (face up)",
        Status.STUNNED: "Stunned (face down)",
        Status.RESERVES: "In the reserves",
        Status.KO: "Knocked out",
        Status.DISHONORED: "Dishonored",
    }.get(status, "Casualty")
    if status is Status.CASUALTY:
        injury = m.injuries.get(piece.index, "")
        names = {entry.id.value: entry.name for entry in m.data.sigudu.results}
        said = f"Casualty: {names.get(injury, injury.replace('_', ' '))}" if injury else said
    extras = []
    if m.ball.carrier == piece.index:
        extras.append("has the ball")
    if piece.index in m.acted and m.active == int(piece.side):
        extras.append("has acted")
    if piece.index in m.sitting_out:
        extras.append("too cold to play this drive")
    if piece.index in m.absent:
        extras.append("misses the game")
    return ", ".join([said, *extras])


def stat_changes(m: Match, piece: Piece) -> str:
    """Why his stats differ from his position's, in words."""
    why = []
    if piece.index in m.blessed:
        why.append("Touch of Amaterasu +1")
    if piece.index in m.portents:
        why.append("Evil Portents -1")
    if movement_allowance(m, piece) != piece.ma:
        why.append(f"MA {movement_allowance(m, piece) - piece.ma:+d} in this weather")
    return " · ".join(why)


def spp_words(m: Match, piece: Piece) -> str:
    team = m.team_files[int(piece.side)]
    before = next((p.spp for p in team.players if p.number == piece.number and p.name == piece.name), 0)
    counts = m.stats.get(piece.index, {})
    earned = spp(m, counts)
    did = [
        plural(n, word, "casualties" if word == "casualty" else None)
        for key, word in COUNTS
        if (n := counts.get(key, 0))
    ]
    this_match = f" (+{earned} this match" + (f": {', '.join(did)})" if did else ")") if did else ""
    return f"SPP {before + earned}{this_match}"


class PlayerCard:
    """Laid out from its top down; as tall as what it has to say."""

    def __init__(self, match: Match, colours: list[tuple[Color, Color]]) -> None:
        self.match = match
        batch = self.batch = pyglet.graphics.Batch()
        self.colours = colours
        self.inks = [legible(fill, CARD) for fill, _ in colours]
        self.name = label("", TITLE_INK, 12, bold=True, batch=batch)
        self.state = [label("", SUBTITLE_INK, 10, batch=batch) for _ in range(WRAPPED_LINES)]
        self.keys = [label(k, MUTED_INK, 9, anchor_x="center", batch=batch) for k in STATS]
        self.values = [label("", TITLE_INK, 12, anchor_x="center", bold=True, batch=batch) for _ in STATS]
        self.why = label("", MUTED_INK, 9, batch=batch)
        self.skills = [label("", SUBTITLE_INK, 10, batch=batch) for _ in range(WRAPPED_LINES)]
        self.spp = [label("", SUBTITLE_INK, 10, batch=batch) for _ in range(WRAPPED_LINES)]
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self.rect: Rect = (0, 0, 0, 0)
        self.frame: Rect = (0, 0, 0, 0)  # where the card may be: its top, its width, its most height
        self.points = 10
        self.hovered: int | None = None
        self.selected: int | None = None
        self._shown: tuple[object, ...] | None = None  # what the card was last made from
        self._skills: list[str] = []  # his skills, in the order the card writes them

    @property
    def piece(self) -> int | None:
        """The model the card is about: the one under the mouse, else the one selected."""
        return self.hovered if self.hovered is not None else self.selected

    def hover_square(self, square: int | None) -> None:
        occupant = self.match.board_view.at(square) if square is not None else None
        self.hovered = occupant.index if occupant is not None else None

    @staticmethod
    def tallest(points: int) -> float:
        """The height of the fullest card at ``points``: every wrapped part on two lines."""
        line = points * PIXELS_PER_POINT * 1.35
        return 16 + line * (1.3 + 3 * WRAPPED_LINES + 0.3 + 2.4 + 0.2 + 1)

    def layout(self, frame: Rect, points: int) -> None:
        self.frame, self.points = frame, points
        for text in (*self.state, *self.skills, *self.spp):
            text.font_size = points
        for key in (*self.keys, self.why):
            key.font_size = max(9, points - 1)
        for value in (*self.values, self.name):
            value.font_size = points + 2
        self._shown = None

    def update(self) -> None:
        """Made again when the model or what is true of him has changed."""
        if self.piece is None:
            return
        piece = self.match.pieces[self.piece]
        shown = (self.piece, len(self.match.events), piece.status, *piece.stats())
        if shown != self._shown:
            self._shown = shown
            self._fill(self.piece)

    def draw(self) -> None:
        if self.piece is None:
            return
        self.update()
        self.shapes.draw()
        self.batch.draw()

    def _fill(self, index: int) -> None:
        m = self.match
        piece = m.pieces[index]
        side = int(piece.side)
        left, top, width, most = self.frame
        pad = 8
        line = self.points * PIXELS_PER_POINT * 1.35
        x, y, room = left + pad, top - pad, width - 2 * pad
        self._marks: list[shapes.Shape] = []
        chip = line * 0.9
        self._chip(side, x + chip / 2, y - line * 0.55, chip)
        self.name.color = self.inks[side]
        self.name.position = (round(x + chip + 6), round(y - line * 0.9))
        shorten(self.name, f"#{piece.number}  {piece.name}", room - chip - 6)
        y -= line * 1.3
        roster = m.data.roster(m.team_files[side].clan)
        position = roster.position(piece.position)
        kind = f"{roster.name.removesuffix(' Clan')} {position.name if position else piece.position}"
        y = self._lines(self.state, f"{kind} · {state_words(m, piece)}", x, y, room, line)
        y = self._stats(piece, x, y - line * 0.3, room, line) - line * 0.2
        changes = stat_changes(m, piece)
        self.why.position = (round(x), round(y - line * 0.8))
        shorten(self.why, changes, room)
        y -= line if changes else 0
        self._skills = sorted(str(skill) for skill in piece.skills)
        skills = SKILLS + (SEPARATOR.join(self._skills) if self._skills else "none")
        y = self._lines(self.skills, skills, x, y, room, line)
        y = self._lines(self.spp, spp_words(m, piece), x, y, room, line)
        height = min(most, top - y + pad)
        self.rect = (left, top - height, width, height)
        self.shapes = shapes.ShapeElementList()  # the card first, then what was drawn on it
        add_box(self.shapes, self.rect, CARD, PANEL_EDGE)
        for shape in self._marks:
            self.shapes.append(shape)

    def skill_at(self, x: float, y: float) -> str | None:
        """The skill written under (x, y) on the card, if any: the lines of his skills are the
        words "Skills: A, B" wrapped between words, so a place on a line is a place in them."""
        if self.piece is None:
            return None
        font = measure(self.points)
        offset = 0  # where the line starts in the words
        for text in self.skills:
            row = text.text
            if not row:
                break
            if inside((text.left, text.bottom, text.content_width, text.content_height), x, y):
                under = next(i for i in range(len(row), -1, -1) if font.width(row[:i]) <= x - text.left)
                return self._skill_from(offset + under)
            offset += len(row) + 1  # and the space the line was broken at
        return None

    def _skill_from(self, at: int) -> str | None:
        """The skill whose name covers the character ``at`` of the skills' words."""
        start = len(SKILLS)
        for name in self._skills:
            if start <= at <= start + len(name):
                return name
            start += len(name) + len(SEPARATOR)
        return None

    def _chip(self, side: int, cx: float, cy: float, size: float) -> None:
        """The team's token shape in its colours: a circle for home, a square for away."""
        add_chip(self._marks, side == 0, (cx, cy), size, self.colours[side], 2)

    def _lines(
        self, texts: list[arcade.Text], words: str, x: float, y: float, room: float, line: float
    ) -> float:
        """``words`` wrapped over ``texts`` from ``y`` down; the height below them."""
        rows = measure(self.points).wrap(words, room)
        if len(rows) > len(texts):
            rows = [*rows[: len(texts) - 1], " ".join(rows[len(texts) - 1 :])]
        for n, text in enumerate(texts):
            text.position = (round(x), round(y - (n + 0.8) * line))
            shorten(text, rows[n] if n < len(rows) else "", room)
        return y - len(rows) * line

    def _stats(self, piece: Piece, x: float, top: float, room: float, line: float) -> float:
        """MA ST AG AV PH in boxes, marked where they differ from his position's; the boxes' foot."""
        m = self.match
        position = m.data.roster(m.team_files[int(piece.side)].clan).position(piece.position)
        base = (
            piece.stats()
            if position is None
            else [position.ma, position.st, position.ag, position.av, position.ph]
        )
        now = piece.stats()
        now[0] = movement_allowance(m, piece)
        gap = 6
        box_w, box_h = (room - 4 * gap) / 5, line * 2.4
        for n, (value, was) in enumerate(zip(now, base, strict=True)):
            bx = x + n * (box_w + gap)
            self._marks.append(
                shapes.create_rectangle_filled(bx + box_w / 2, top - box_h / 2, box_w, box_h, STAT_BOX)
            )
            self.keys[n].position = (round(bx + box_w / 2), round(top - line * 0.85))
            mark = " ▲" if value > was else " ▼" if value < was else ""
            self.values[n].text = f"{value}{mark}"
            self.values[n].color = UP_INK if value > was else DOWN_INK if value < was else TITLE_INK
            self.values[n].position = (round(bx + box_w / 2), round(top - line * 2.0))
        return top - box_h
