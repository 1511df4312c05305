"""Each team's dugout: its name on a band of its colour, and every player off the pitch as a small
token in the team's shape (home circle, away square) and colour with his number, grouped in boxes
with a heading and a count (see :mod:`dugout_boxes`). Hovering a token says who he is and why he
is there. Shapes and texts are batched, and placed again only when the match, the selection or the
marks change."""

from __future__ import annotations

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.engine import Match, Piece
from samurai_bowl.ui.kit.theme import (
    FONT,
    PANEL,
    PANEL_EDGE,
    SUBTITLE_INK,
    TITLE_INK,
    Rect,
    ink_for,
    label,
    shorten,
)
from samurai_bowl.ui.match.parts.dugout_boxes import (
    BOX,
    BOXES,
    Flowed,
    Measure,
    Spacing,
    best_fit,
    box_of,
    flow,
    heading,
    needed_height,
    token_sizes,
)
from samurai_bowl.ui.pitch.tokens import piece_marks

SELECTED = Color(255, 230, 80)
TIP_BACK = Color(10, 10, 14, 245)


def luminance(c: Color) -> float:
    def linear(channel: int) -> float:
        v = channel / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)


def contrast(a: Color, b: Color) -> float:
    """WCAG contrast ratio, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


BAND_ALPHA = 90  # the team's colour over the dugout, behind its name


def blend(top: Color, back: Color, alpha: int) -> Color:
    a = alpha / 255
    return Color(*(round(t * a + b * (1 - a)) for t, b in zip(top[:3], back[:3], strict=True)))


def name_ink(colours: tuple[Color, Color], back: Color) -> Color:
    """The team colour that reads best on ``back``; plain light ink when neither reads well (4.5:1)."""
    best = max(colours, key=lambda c: contrast(c, back))
    return best if contrast(best, back) >= 4.5 else TITLE_INK


def ring_ink(fill: Color, edge: Color) -> Color:
    """A token's ring: the team's edge colour, unless neither it nor the fill stands out from the
    dugout (3:1); then light ink, so the token does."""
    return edge if contrast(edge, PANEL) >= 3 or contrast(fill, PANEL) >= 3 else TITLE_INK


class Dugout:
    """One team's dugout, laid out in a rectangle the match screen gives it."""

    def __init__(
        self,
        match: Match,
        side: int,
        colours: tuple[Color, Color],
        measure: Measure,
        batch: pyglet.graphics.Batch,
    ) -> None:
        self.match = match
        self.side = side
        self.fill, self.edge = colours
        self.measure = measure
        self.rect: Rect = (0, 0, 0, 0)
        self.scale = 1.0
        self.space = Spacing(1.0, 16, 9, False)
        self.indexes = [p.index for p in match.pieces if int(p.side) == side]
        self.batch = batch  # shared by both dugouts: one draw for all their words
        self.band = blend(self.fill, PANEL, BAND_ALPHA)
        self.title = label(
            match.teams[side].name,
            name_ink(colours, self.band),
            11,
            anchor_y="center",
            bold=True,
            batch=self.batch,
        )
        self.heads = {b.key: label("", SUBTITLE_INK, 9, anchor_y="center", batch=self.batch) for b in BOXES}
        ink = ink_for(self.fill)
        self.numbers = {
            p.index: label(
                str(p.number), ink, 8, anchor_x="center", anchor_y="center", bold=True, batch=self.batch
            )
            for p in match.pieces
            if p.index in self.indexes
        }
        marks = piece_marks(match)  # the letters his token on the pitch shows over his number
        self.marks = {
            p.index: label(
                marks[p.index], ink, 6, anchor_x="center", anchor_y="center", bold=True, batch=self.batch
            )
            for p in match.pieces
            if p.index in self.indexes
        }
        self.shapes: list[shapes.Shape] = []  # drawn with the other dugout's in one list
        self.spots: dict[int, tuple[float, float]] = {}
        self.token = 0.0
        self.ring = ring_ink(self.fill, self.edge)
        self._seen: tuple[object, ...] = ()
        self._placed: tuple[object, ...] = ()
        self.flowed = Flowed([], [], 0, self.space)

    def layout(self, rect: Rect, scale: float, players: int) -> None:
        self.rect, self.scale = rect, scale
        self.space = best_fit(rect[2], rect[3], scale, players, self.measure) or Spacing(scale, 10, 7, True)
        self._seen = self._placed = ()

    def contains(self, x: float, y: float) -> bool:
        left, bottom, width, height = self.rect
        return left <= x <= left + width and bottom <= y <= bottom + height

    def spot(self, piece: int) -> tuple[float, float] | None:
        """The centre of ``piece``'s token, while he is in this dugout."""
        self._place()
        return self.spots.get(piece)

    def piece_at(self, x: float, y: float) -> int | None:
        self._place()
        half = self.token / 2 + 1
        for piece, (cx, cy) in self.spots.items():
            if abs(x - cx) <= half and abs(y - cy) <= half:
                return piece
        return None

    @property
    def pieces(self) -> list[Piece]:
        """This team's players as the match holds them now: a take-back or the host's newer copy
        of the match puts new ones in its place (the same players, by index)."""
        pieces = self.match.pieces
        return [pieces[index] for index in self.indexes]

    # --- placing and drawing ----------------------------------------------------------------
    def groups(self) -> list[tuple[str, str, list[int]]]:
        """The boxes in use (Reserves always), each with its heading and players by number."""
        m = self.match
        held: dict[str, list[Piece]] = {}
        for piece in self.pieces:
            key = box_of(m, piece)
            if key is not None:
                held.setdefault(key, []).append(piece)
        out = []
        for box in BOXES:
            players = sorted(held.get(box.key, []), key=lambda p: p.number)
            if players or box.key == "reserves":
                words = heading(box, len(players), self.space.short)
                out.append((box.key, words, [p.index for p in players]))
        return out

    def refresh(self, selected: int | None, marked: frozenset[int]) -> bool:
        """Shapes again when the players, the selection or the marks have changed; True if so."""
        self._place()
        seen = (self._placed, selected, marked)
        if seen == self._seen:
            return False
        self._seen = seen
        self._build(selected, marked)
        return True

    def _place(self) -> None:
        """Where the headings and tokens go, worked out again once the match has moved on."""
        groups = self.groups()  # who is in which box: most actions change none of it
        key = (groups, self.rect, self.scale)
        if key == self._placed:
            return
        self._placed = key
        flowed = self.flowed = self._fit(groups)
        left, bottom, _, height = self.rect
        below = bottom + height - flowed.space.title_h
        self.token = flowed.space.token
        self.spots = {piece: (left + x, below + y) for piece, x, y in flowed.spots}
        for head in self.heads.values():
            head.visible = False
        for key_, words, x, y in flowed.heads:
            head = self.heads[key_]
            head.text, head.font_size, head.visible = words, flowed.space.label, True
            head.position = (round(left + x), round(below + y))
        for index, number in self.numbers.items():
            spot, mark = self.spots.get(index), self.marks[index]
            number.visible = mark.visible = spot is not None
            if spot is not None:  # as on his token: the position's mark over the shirt number
                number.font_size = max(6, round(self.token * 0.32))
                mark.font_size = max(5, round(self.token * 0.24))
                number.position = (round(spot[0]), round(spot[1] - self.token * 0.16))
                mark.position = (round(spot[0]), round(spot[1] + self.token * 0.2))

    def _fit(self, groups: list[tuple[str, str, list[int]]]) -> Flowed:
        """The largest tokens at which what the dugout holds now fits its height (smaller than
        planned only for a crowd the plan did not expect)."""
        width, height = self.rect[2], self.rect[3]
        label, short = self.space.label, self.space.short
        flowed: Flowed | None = None
        for token in token_sizes(self.scale, 10):
            flowed = flow(groups, width, Spacing(self.scale, token, label, short), self.measure)
            if flowed is not None and flowed.height <= height:
                return flowed
        return flowed or Flowed([], [], 0, Spacing(self.scale, 10, label, short))

    def _build(self, selected: int | None, marked: frozenset[int]) -> None:
        left, bottom, width, height = self.rect
        top = bottom + height
        space = self.flowed.space
        out: list[shapes.Shape] = []
        cx, cy = left + width / 2, bottom + height / 2
        out.append(shapes.create_rectangle_filled(cx, cy, width, height, PANEL))
        out.append(shapes.create_rectangle_outline(cx, cy, width, height, PANEL_EDGE, 2))
        band = space.title_h
        out.append(shapes.create_rectangle_filled(cx, top - band / 2, width, band, self.band))
        out.append(shapes.create_rectangle_filled(left + 2, top - band / 2, 4, band, self.fill))
        swatch = band * 0.5
        sx, sy = left + space.pad + 4 + swatch / 2, top - band / 2
        self._token(out, sx, sy, swatch, None)
        self._title(self.flowed, sx + swatch / 2 + space.gap + 2, sy)
        for index, (x, y) in self.spots.items():
            ring = SELECTED if index == selected else TITLE_INK if index in marked else None
            self._token(out, x, y, self.token, ring)
        self.shapes = out

    def _title(self, flowed: Flowed, x: float, y: float) -> None:
        """The team's name beside the swatch; in a strip too narrow for it, written up the strip
        under the players when there is room there, else cut short; left out (the swatch, the
        colours and the hover words say whose dugout it is) when hardly a word would show."""
        title, name = self.title, self.match.teams[self.side].name
        left, bottom, width, height = self.rect
        title.font_size, title.rotation, title.text, title.visible = flowed.space.title, 0, name, True
        title.anchor_x = "left"
        room = left + width - x - flowed.space.pad
        if title.content_width > room and title.content_width < height - flowed.height:
            title.rotation = -90  # reads from the bottom up
            title.position = (round(left + width / 2), round(bottom + flowed.space.pad))
            return
        title.position = (round(x), round(y))
        shorten(title, name, room)
        title.visible = len(title.text.rstrip("…")) >= min(4, len(name))

    def summary(self) -> str:
        """Whose dugout this is and what it holds, in words."""
        counts = [f"{len(pieces)} {BOX[key].words.lower()}" for key, _, pieces in self.groups() if pieces]
        return f"{self.match.teams[self.side].name} dugout: " + (", ".join(counts) or "nobody in it")

    def _token(self, out: list[shapes.Shape], x: float, y: float, size: float, ring: Color | None) -> None:
        r = size / 2 - 1
        if self.side == 0:
            out.append(shapes.create_ellipse_filled(x, y, 2 * r, 2 * r, self.fill))
            out.append(shapes.create_ellipse_outline(x, y, 2 * r, 2 * r, self.ring, 2))
        else:
            out.append(shapes.create_rectangle_filled(x, y, 2 * r, 2 * r, self.fill))
            out.append(shapes.create_rectangle_outline(x, y, 2 * r, 2 * r, self.ring, 2))
        if ring is not None:
            thick = 3 if ring is SELECTED else 2
            out.append(shapes.create_rectangle_outline(x, y, size + 3, size + 3, ring, thick))

    def words(self, index: int) -> str:
        """Who he is, and why he is in the dugout."""
        m = self.match
        piece = m.pieces[index]
        roster = m.data.roster(m.team_files[self.side].clan).position(piece.position)
        position = roster.name if roster is not None else piece.position
        key = box_of(m, piece)
        where = BOX[key].about if key is not None else "on the pitch"
        return f"#{piece.number} {piece.name} · {position} · {where}"


class Dugouts:
    """Both teams' dugouts, the mouse over them, and the words for the player under it."""

    def __init__(self, match: Match, colours: list[tuple[Color, Color]]) -> None:
        self.measure = Measure()
        self.batch = pyglet.graphics.Batch()
        self.sides = [Dugout(match, side, colours[side], self.measure, self.batch) for side in (0, 1)]
        self.players = max(len(d.indexes) for d in self.sides)
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self.hovered: int | None = None  # the player under the mouse
        self.hovered_side: int | None = None  # the dugout under the mouse
        self.mouse: tuple[float, float, str] = (0.0, 0.0, "")
        self.tip = arcade.Text("", 0, 0, TITLE_INK, 11, font_name=FONT)
        self.screen = (0.0, 0.0)
        self.scale = 1.0

    def fits(self, width: float, height: float, scale: float) -> tuple[int, float] | None:
        """The token side at which a full dugout fits ``width`` × ``height``, and the height it
        needs there; None when it does not fit."""
        fit = best_fit(width, height, scale, self.players, self.measure)
        if fit is None:
            return None
        return fit.token, needed_height(width, fit, self.players, self.measure)

    def layout(self, rects: tuple[Rect, Rect], scale: float, screen: tuple[float, float]) -> None:
        self.scale, self.screen = scale, screen
        for dugout, rect in zip(self.sides, rects, strict=True):
            dugout.layout(rect, scale, self.players)
        self.tip.font_size = max(8, round(11 * scale))

    def refresh(self, selected: int | None, marked: frozenset[int]) -> None:
        changed = [dugout.refresh(selected, marked) for dugout in self.sides]
        if any(changed):
            self.shapes = shapes.ShapeElementList()
            for dugout in self.sides:
                for shape in dugout.shapes:
                    self.shapes.append(shape)
            if self.hovered_side is not None:  # the words under the mouse follow what changed
                x, y, hint = self.mouse
                self.hovered = self.hovered_side = None
                self.hover(x, y, hint)

    def draw(self) -> None:
        self.shapes.draw()
        self.batch.draw()

    def draw_tip(self) -> None:
        """The words for what the mouse is over, over everything else."""
        if self.hovered_side is not None:
            self._draw_tip()

    def piece_at(self, x: float, y: float) -> int | None:
        for dugout in self.sides:
            if dugout.contains(x, y):
                return dugout.piece_at(x, y)
        return None

    def side_at(self, x: float, y: float) -> int | None:
        """Whose dugout is under (x, y), if any."""
        return next((d.side for d in self.sides if d.contains(x, y)), None)

    def hover(self, x: float, y: float, hint: str = "") -> None:
        """The mouse at (x, y): the player there in words, with ``hint`` (what a click on him would
        do); elsewhere in a dugout, whose it is and what it holds."""
        self.mouse = (x, y, hint)
        piece = self.piece_at(x, y)
        side = self.side_at(x, y)
        if (piece, side) == (self.hovered, self.hovered_side):
            return
        self.hovered, self.hovered_side = piece, side
        if side is None:
            return
        dugout = self.sides[side]
        if piece is None:
            self.tip.text = dugout.summary()
            cx, cy, size = x, y, 0.0
        else:
            self.tip.text = dugout.words(piece) + (f" · {hint}" if hint else "")
            (cx, cy), size = dugout.spots[piece], dugout.token
        width, height = self.screen
        tip_w, tip_h = self.tip.content_width, self.tip.content_height
        self.tip.x = round(min(max(6.0, cx - tip_w / 2), width - tip_w - 8))
        above = cy + size / 2 + 8
        self.tip.y = round(above if above + tip_h < height - 4 else cy - size / 2 - 8 - tip_h)

    def _draw_tip(self) -> None:
        if self.hovered is not None:
            dugout = self.sides[int(self.sides[0].match.pieces[self.hovered].side)]
            spot = dugout.spots.get(self.hovered)
            if spot is None:  # he has left the dugout since
                return
            size = dugout.token + 6
            x, y = spot[0] - size / 2, spot[1] - size / 2
            arcade.draw_lbwh_rectangle_outline(x, y, size, size, TITLE_INK, 2)
        tip = self.tip
        box = (tip.left - 5, tip.bottom - 4, tip.content_width + 10, tip.content_height + 8)
        arcade.draw_lbwh_rectangle_filled(*box, TIP_BACK)
        arcade.draw_lbwh_rectangle_outline(*box, PANEL_EDGE, 1)
        tip.draw()
