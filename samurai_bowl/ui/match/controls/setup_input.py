"""Set-up with the mouse (R3.4): drag a player from the dugout to the square he should take, or
click him there and then click the square; drag a model on the pitch to move him, or back to the
dugout (or right-click him) to bench him. A click on an empty square with nobody picked sends in
the strongest player in reserve. Picking from the dugout also answers the decisions that name a
player off the pitch (Shosuro Hametsu's poison, R17)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from samurai_bowl.engine import Act, Action, Ask, Match
from samurai_bowl.ui.kit.theme import FONT, ink_for
from samurai_bowl.ui.match.parts.dugout import SELECTED

if TYPE_CHECKING:
    from samurai_bowl.ui.match.faces import PitchPointer


class SetupInput:
    def __init__(self, owner: PitchPointer) -> None:
        self.owner = owner
        self.dragging: int | None = None  # the model pressed on, carried until the button is let go
        self.mouse: tuple[float, float] | None = None  # where he is carried, once the mouse has moved
        self.number = arcade.Text(
            "", 0, 0, arcade.color.WHITE, 10, font_name=FONT, bold=True, anchor_x="center", anchor_y="center"
        )

    @property
    def match(self) -> Match:
        return self.owner.match

    def _pick(self, piece: int | None) -> None:
        self.owner.selected = piece
        self.dragging, self.mouse = piece, None
        self.owner.view.overlays_dirty = True

    def _room_left(self, piece: int) -> bool:
        """R3.4: a reserve may come on only while fewer than eleven of his team are on the pitch."""
        m = self.match
        if m.pieces[piece].square is not None:
            return True
        on = sum(1 for p in m.side_pieces(int(m.pieces[piece].side)) if p.square is not None)
        return on < m.rules.setup.players_on_pitch

    def _place(self, piece: int, square: int) -> None:
        view = self.owner.view
        if not self._room_left(piece):
            full = self.match.rules.setup.players_on_pitch
            view.status.text = f"R3.4: {full} are on the pitch: bench one first (drag him to the dugout)"
            return
        if view.apply(Action(Act.PLACE, piece=piece, square=square)):
            self._pick(None)

    # --- presses, drags and releases ----------------------------------------------------------
    def pitch_click(self, square: int, right: bool) -> None:
        m = self.match
        occupant = m.board_view.at(square)
        side = m.pending.side if m.pending is not None else 0
        if occupant is not None and int(occupant.side) == side:
            if right:
                self.owner.view.apply(Action(Act.BENCH, piece=occupant.index))
            else:
                self._pick(occupant.index)
            return
        if occupant is not None:
            return
        piece = self.owner.selected
        if piece is None:
            reserves = [p for p in m.side_pieces(side) if m.in_reserves(p)]
            if not reserves:
                return
            piece = max(reserves, key=lambda p: (p.st, p.ma, -p.number)).index
        self._place(piece, square)

    def dugout_press(self, piece: int | None, right: bool) -> None:
        """A press in a dugout: pick up a reserve at set-up, or choose the player a decision names."""
        m = self.match
        pending = m.pending
        if pending is None or piece is None or right:
            return
        if pending.kind == Ask.SETUP:
            if int(m.pieces[piece].side) == pending.side and m.in_reserves(m.pieces[piece]):
                self._pick(piece)
            return
        chosen = next(
            (
                a
                for a in m.legal_actions()
                if a.piece == piece and a.square is None and a.act in (Act.CHOOSE_PLAYER, Act.TOUCHBACK)
            ),
            None,
        )
        if chosen is not None:
            self.owner.view.apply(chosen)

    def marked(self) -> frozenset[int]:
        """Players in the dugouts the pending decision may name, to be ringed there."""
        m = self.match
        pending = m.pending
        if pending is None or pending.kind != Ask.POISON or not self.owner.view.human_to_act():
            return frozenset()
        return frozenset(
            a.piece for a in m.legal_actions() if a.act is Act.CHOOSE_PLAYER and a.piece is not None
        )

    def hint(self, x: float, y: float) -> str:
        """What a press on the dugout player at (x, y) would do, for his hover words."""
        m, view = self.match, self.owner.view
        piece = view.dugouts.piece_at(x, y)
        pending = m.pending
        if piece is None or pending is None or not view.human_to_act():
            return ""
        if piece in self.marked():
            return "click: poison him"
        mine = int(m.pieces[piece].side) == pending.side
        if pending.kind != Ask.SETUP or not mine or not m.in_reserves(m.pieces[piece]):
            return ""
        if not self._room_left(piece):
            return "eleven are on: bench one first"
        return "drag him to his square, or click him, then it"

    def drag(self, x: float, y: float) -> None:
        if self.dragging is not None:
            self.mouse = (x, y)

    def release(self, x: float, y: float) -> None:
        """Let go: over a free square of his half he goes there; over his dugout he is benched."""
        piece, self.dragging, self.mouse = self.dragging, None, None
        m, view = self.match, self.owner.view
        pending = m.pending
        if piece is None or pending is None or pending.kind != Ask.SETUP:
            return
        square = view.geo.square_at(x, y)
        current = m.pieces[piece].square
        if square is not None and square != current and m.board_view.at(square) is None:
            self._place(piece, square)
        elif (
            square is None
            and current is not None
            and view.dugouts.side_at(x, y) == pending.side
            and view.apply(Action(Act.BENCH, piece=piece))
        ):
            self._pick(None)

    def draw(self) -> None:
        """The carried model under the mouse."""
        if self.dragging is None or self.mouse is None:
            return
        m, view = self.match, self.owner.view
        piece = m.pieces[self.dragging]
        fill = view.colours[int(piece.side)][0]
        x, y = self.mouse
        radius = view.geo.cell * 0.42
        if int(piece.side) == 0:
            arcade.draw_circle_filled(x, y, radius, fill)
            arcade.draw_circle_outline(x, y, radius, SELECTED, 3)
        else:
            arcade.draw_lbwh_rectangle_filled(x - radius, y - radius, 2 * radius, 2 * radius, fill)
            arcade.draw_lbwh_rectangle_outline(x - radius, y - radius, 2 * radius, 2 * radius, SELECTED, 3)
        self.number.text = str(piece.number)
        self.number.color = ink_for(fill)
        self.number.font_size = max(6, round(view.geo.cell * 0.3))
        self.number.position = (round(x), round(y))
        self.number.draw()
