"""The models on the pitch as sprites (art/token_art.py): a disc for home, a square for away (the
teams differ by shape as well as colour), in the kit colour with the clan's mon and the position's
icon, its position's mark over its number; smaller, turned and barred when prone, crossed when
stunned, greyed once it has acted. A two-tone ring (dark, bright, dark) around the selected model
and the one acting; corner brackets on the one acted on; the ball bright with a dark edge, at the
carrier's shoulder, clear of his label.

One sprite list for the models, a shape list under them (rings) and one over them (brackets), a
shape list for the ball and one batch of texts, rebuilt only when the match or the selection
changes. A model gliding along his path (``offsets``, set by the match view's animation) has his
sprite moved and gets shape lists of his own, moved at each frame with his texts, so a glide
rebuilds nothing. A model falling (``tilts``, degrees) is drawn on his feet, turning, until he
lies; a ball in flight (``flight``: x, y and height in pixels) is drawn there instead of where it
came to rest."""

from __future__ import annotations

from dataclasses import replace

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.engine import Act, Ask, Match, Piece, Status
from samurai_bowl.ui.art.ball_art import ball_texture, shadow_texture
from samurai_bowl.ui.art.icons import position_icons
from samurai_bowl.ui.art.token_art import DIMMED, PRONE, STANDING, STUNNED, Look, radius, token_texture
from samurai_bowl.ui.kit.glyphs import position_marks
from samurai_bowl.ui.kit.palette import difference
from samurai_bowl.ui.kit.theme import FONT, WHITE, ink_for, over
from samurai_bowl.ui.pitch.decisions import PitchClicks, clicks_for
from samurai_bowl.ui.pitch.draw import Geometry
from samurai_bowl.ui.pitch.marks import OUTLINE, STYLES, brackets
from samurai_bowl.ui.pitch.spotlight import Spotlight

__all__ = ["BALL", "DIMMED", "Tokens", "piece_marks", "ring_colour"]

BALL = Color(255, 236, 90)
BALL_SEAM = Color(255, 255, 255)
RING = WHITE
RING_ON_PALE = Color(255, 205, 0)  # around a token too pale for a white ring to stand apart
SEGMENTS = 48
Shapes = shapes.ShapeElementList[shapes.Shape]
STATES = {Status.PRONE: PRONE, Status.STUNNED: STUNNED}


def shown_status(match: Match, piece: Piece) -> Status:
    """His status as drawn: the model a Biting Steel is offered on (R16) is already going down, his
    armour roll waiting on the spell, so he is drawn down while his coach decides."""
    pending = match.pending
    if (
        pending is not None
        and pending.kind == Ask.BITING_STEEL
        and pending.data.get("defender") == piece.index
    ):
        return Status.PRONE
    return piece.status


def ring_colour(fill: Color) -> Color:
    return RING if difference(fill, RING) >= 20 else RING_ON_PALE


def piece_marks(match: Match) -> list[str]:
    """Every model's position mark, by index: the letters over his number on his token, and
    beside it wherever else he is shown (the dugout, the prompt's buttons)."""
    clans = [roster.name for roster in match.data.rosters.values()]
    marks = [position_marks(match.data.roster(team.clan), clans) for team in match.team_files]
    return [marks[int(p.side)].get(p.position, p.position[:2].title()) for p in match.pieces]


def choosable_on_pitch(match: Match) -> frozenset[int]:
    """The models on the pitch a decision that names a player may name (a touchback's receivers,
    Touch of Amaterasu's blessed), to be lit while the rest are dimmed; empty at any other."""
    if clicks_for(match.pending) is not PitchClicks.PICK_PLAYER:
        return frozenset()
    return frozenset(
        a.piece
        for a in match.legal_actions()
        if a.act in (Act.TOUCHBACK, Act.CHOOSE_PLAYER)
        and a.piece is not None
        and a.square is None
        and match.pieces[a.piece].square is not None
    )


class Tokens:
    def __init__(self, match: Match, colours: list[tuple[Color, Color]]) -> None:
        self.match = match
        self.colours = colours
        self.batch = pyglet.graphics.Batch()
        rosters = [match.data.roster(team.clan) for team in match.team_files]
        self.icons = [position_icons(roster) for roster in rosters]
        self.clans = [roster.id for roster in rosters]

        def text(words: str) -> arcade.Text:
            return arcade.Text(
                words,
                0,
                0,
                WHITE,
                10,
                font_name=FONT,
                bold=True,
                anchor_x="center",
                anchor_y="center",
                batch=self.batch,
            )

        self.marks = [text(mark) for mark in piece_marks(match)]
        self.numbers = [text(str(p.number)) for p in match.pieces]
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.sprite = [arcade.Sprite() for _ in match.pieces]
        for sprite in self.sprite:
            sprite.visible = False
            self.sprites.append(sprite)
        self.flying = arcade.SpriteList[arcade.Sprite]()
        self.ball_sprite, self.ball_shadow = arcade.Sprite(), arcade.Sprite()
        self.flying.extend((self.ball_shadow, self.ball_sprite))
        self.under: Shapes = shapes.ShapeElementList()
        self.over: Shapes = shapes.ShapeElementList()
        self.ball: Shapes = shapes.ShapeElementList()
        self._ball_owner: int | None = None  # the carrier whose offset the ball follows
        self._under, self._over = self.under, self.over  # where the model being built goes
        self.looks: dict[int, tuple[Look, tuple[float, float]]] = {}  # piece -> its look and centre
        # piece -> (dx, dy) pixels from his square's centre; those in it at rebuild() are "lifted"
        self.offsets: dict[int, tuple[float, float]] = {}
        self.tilts: dict[int, float] = {}  # piece -> degrees turned on his way down
        self.flight: tuple[float, float, float] | None = None
        self._lifted: dict[int, tuple[Shapes, Shapes, list[tuple[int, int]]]] = {}
        self._tilted: set[int] = set()
        self._shown: dict[int, Look] = {}  # the look each sprite's texture was drawn for

    def look(self, geo: Geometry, piece: Piece, dimmed: bool, state: str | None = None) -> Look:
        fill, edge = self.colours[int(piece.side)]
        side = int(piece.side)
        return Look(
            int(geo.cell),
            side == 1,
            (fill[0], fill[1], fill[2]),
            (edge[0], edge[1], edge[2]),
            self.clans[side],
            self.icons[side].get(piece.position, "shield"),
            state or STATES.get(shown_status(self.match, piece), STANDING),
            dimmed,
        )

    def rebuild(self, geo: Geometry, selected: int | None = None, spot: Spotlight | None = None) -> None:
        m = self.match
        spot = spot or Spotlight()
        acting = spot.acting | ({selected} if selected is not None else set())
        self.under, self.over, self.ball = (shapes.ShapeElementList() for _ in range(3))
        self._lifted = {}
        self.looks = {}
        self._tilted = set(self.tilts)
        picking = choosable_on_pitch(m)
        choosing = {int(m.pieces[index].side) for index in picking}
        for piece in m.pieces:
            shown = piece.square is not None
            self.marks[piece.index].visible = self.numbers[piece.index].visible = shown
            self.sprite[piece.index].visible = shown
            self._under, self._over = self.under, self.over
            if shown and piece.index in self.offsets:
                self._under, self._over = shapes.ShapeElementList(), shapes.ShapeElementList()
                self._lifted[piece.index] = (self._under, self._over, [])
            if shown:
                acted = piece.index in m.acted and m.active == int(piece.side)
                dimmed = acted and piece.index not in spot.acting  # the one acting now is not dimmed yet
                if picking:  # a player to choose (a touchback's receiver): the others of his side
                    # are dimmed; the other side, which has had no turn, is drawn as it is
                    dimmed = piece.index not in picking and int(piece.side) in choosing
                self._piece(geo, piece, piece.index in acting, dimmed)
                style = spot.acted_on.get(piece.index)
                if style is not None and piece.square is not None:  # (for the type checker)
                    brackets(self._over, geo.rect(piece.square), STYLES[style.value][0])
            if piece.index in self._lifted:
                texts = (self.marks[piece.index], self.numbers[piece.index])
                self._lifted[piece.index][2].extend((round(t.x), round(t.y)) for t in texts)
        self._under, self._over = self.under, self.over
        self._ball_owner = m.ball.carrier
        if m.ball.square is not None and m.ball.carrier is None:
            self._ball(*geo.centre(m.ball.square), geo.cell * 0.4)
        size = max(6, round(geo.cell * 0.4))
        self.ball_sprite.texture, self.ball_shadow.texture = ball_texture(size), shadow_texture(size)

    def draw(self) -> None:
        self.under.draw()
        for index, (under, _, _) in self._lifted.items():
            under.position = self.offsets.get(index, (0.0, 0.0))
            under.draw()
        self._place_sprites()
        self.sprites.draw(pixelated=True)  # drawn at their own size: every pixel as drawn
        self.over.draw()
        for index, (_, over_, places) in self._lifted.items():
            dx, dy = self.offsets.get(index, (0.0, 0.0))
            over_.position = (dx, dy)
            over_.draw()
            for text, (x, y) in zip((self.marks[index], self.numbers[index]), places, strict=True):
                text.position = (round(x + dx), round(y + dy))
        if self.flight is None:
            owner = self._ball_owner
            self.ball.position = self.offsets.get(owner, (0.0, 0.0)) if owner is not None else (0.0, 0.0)
            self.ball.draw()
        else:
            bx, by, lift = self.flight
            self.ball_shadow.position = (bx, by - self.ball_shadow.height * 0.3)
            self.ball_sprite.position = (bx, by + lift)
            self.ball_sprite.angle = -lift * 2.0  # it turns as it flies
            self.flying.draw()
        self.batch.draw()

    def _place_sprites(self) -> None:
        """Each sprite at its square (and glide offset), turned while it falls."""
        for index, (look, (x, y)) in self.looks.items():
            sprite = self.sprite[index]
            dx, dy = self.offsets.get(index, (0.0, 0.0))
            sprite.position = (x + dx, y + dy)
            tilt = self.tilts.get(index)
            if tilt is not None:
                if index not in self._tilted:  # began to fall after the last rebuild
                    self._tilted.add(index)
                    self._show(index, replace(look, state=STANDING))
                sprite.angle = tilt
            elif index in self._tilted:  # down now: lying as the match has him
                self._tilted.discard(index)
                self._show(index, look)
                sprite.angle = 0.0

    def _show(self, index: int, look: Look) -> None:
        self.sprite[index].texture = token_texture(look)
        self._shown[index] = look

    def sprite_look(self, index: int) -> Look:
        """The look model ``index`` is drawn with now (standing while he topples)."""
        return self._shown[index]

    def _ball(self, x: float, y: float, width: float) -> None:
        """An oval ball tilted like a thrown one, bright with a dark edge and a white seam."""
        add = self.ball.append
        edge = max(2.0, round(width * 0.12))
        height = width * 0.74
        add(shapes.create_ellipse_filled(x, y, width + 2 * edge, height + 2 * edge, OUTLINE, 35, SEGMENTS))
        add(shapes.create_ellipse_filled(x, y, width, height, BALL, 35, SEGMENTS))
        seam = width * 0.22
        add(
            shapes.create_line(
                x - seam * 0.82,
                y - seam * 0.57,
                x + seam * 0.82,
                y + seam * 0.57,
                BALL_SEAM,
                max(1.0, edge / 2),
            )
        )

    def _disc(self, square: bool, x: float, y: float, radius: float, colour: Color) -> None:
        size = 2 * radius
        if square:
            self._under.append(shapes.create_rectangle_filled(x, y, size, size, colour))
        else:
            self._under.append(shapes.create_ellipse_filled(x, y, size, size, colour, 0, SEGMENTS))

    def _piece(self, geo: Geometry, piece: Piece, ringed: bool, dimmed: bool) -> None:
        assert piece.square is not None
        x, y = geo.centre(piece.square)
        cell = geo.cell
        fill, _ = self.colours[int(piece.side)]
        down = shown_status(self.match, piece) in (Status.PRONE, Status.STUNNED)
        look = self.look(geo, piece, dimmed)
        r = radius(cell, look.state)
        away = look.away
        if ringed:  # dark, bright, and the token's own dark edge inside
            bright, dark = max(3.0, round(cell * 0.08)), max(2.0, round(cell * 0.045))
            self._disc(away, x, y, r + bright + dark, OUTLINE)
            self._disc(away, x, y, r + bright, ring_colour(fill))
        tilted = piece.index in self._tilted
        self._show(piece.index, replace(look, state=STANDING) if tilted else look)
        self.sprite[piece.index].angle = self.tilts.get(piece.index, 0.0)
        self.looks[piece.index] = (look, (x, y))
        ground = over(DIMMED, fill) if dimmed else fill
        scale = 0.8 if down else 1.0
        mark, number = self.marks[piece.index], self.numbers[piece.index]
        ink = ink_for(ground)
        restyle(mark, ink, max(6, round(cell * 0.19 * scale)))
        restyle(number, ink, max(6, round(cell * 0.27 * scale)))
        carries = self.match.ball.carrier == piece.index
        left = cell * 0.08 if carries else 0.0  # the label moves over for the ball at the shoulder
        mark.position = (round(x - left), round(y + cell * 0.17 * scale))
        number.position = (round(x - left), round(y - cell * 0.1 * scale))
        if carries:
            self._ball(x + cell * 0.3, y + cell * 0.3, cell * 0.3)


def restyle(text: arcade.Text, colour: Color, points: int) -> None:
    """Set a label's colour and size only where they change: each change lays its text out again,
    and a rebuild after every action would otherwise lay out every label on the pitch twice."""
    if tuple(text.color) != tuple(colour):
        text.color = colour
    if text.font_size != points:
        text.font_size = points
