"""Clicks and hovers on the pitch: selecting a model, its reachable squares shaded by how likely
the way there is, the path and its dice under the mouse, and the click that becomes actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade
from arcade.types import Color

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.pathing import Path
from samurai_bowl.ui.hover_words import card_words, path_chance, path_words, target_words
from samurai_bowl.ui.theme import FONT, TITLE_INK

if TYPE_CHECKING:
    from samurai_bowl.ui.match_view import MatchView

TARGET = {
    Act.BLOCK: Color(220, 60, 60, 150),
    Act.PASS: Color(70, 140, 255, 150),
    Act.HAND_OFF: Color(70, 200, 255, 150),
    Act.FOUL: Color(170, 70, 200, 150),
    Act.PUSH: Color(255, 200, 60, 150),
    Act.CHALLENGE: Color(255, 140, 40, 150),
}
CHOOSABLE = Color(255, 255, 255, 45)
PATH_INK = Color(255, 240, 120)


def chance_tint(chance: float) -> Color:
    """Green for a sure square, through yellow and orange to red for a long shot."""
    if chance >= 0.999:
        return Color(80, 200, 90, 95)
    if chance >= 0.8:
        return Color(190, 210, 70, 105)
    if chance >= 0.5:
        return Color(235, 160, 50, 110)
    return Color(225, 70, 60, 115)


class PitchInput:
    def __init__(self, view: MatchView) -> None:
        self.view = view
        self.selected: int | None = None
        self.reach: dict[int, Path] = {}
        self.hovered: int | None = None
        self._shown: tuple[int | None, float, int] = (None, 0.0, 0)
        self.words = arcade.Text("", 0, 0, TITLE_INK, 11, font_name=FONT, bold=True)

    @property
    def match(self) -> Match:
        return self.view.match

    def reset(self) -> None:
        """After every applied action: the active model stays selected, its squares worked out anew."""
        m = self.match
        self._shown = (None, 0.0, 0)
        pending = m.pending
        self.reach = {}
        if pending is not None and pending.kind == "activation":
            self.selected = pending.data["piece"]
        elif pending is None or pending.kind not in ("turn", "setup"):
            self.selected = None
        if self.selected is not None and pending is not None and pending.kind in ("turn", "activation"):
            piece = m.pieces[self.selected]
            if piece.side == pending.side and piece.square is not None:
                self.reach = m.reachable(self.selected)
            else:
                self.selected = None

    # --- what the pitch shows -------------------------------------------------------------
    def tints(self) -> dict[int, Color]:
        m = self.match
        pending = m.pending
        if pending is None or not self.view.human_to_act():
            return {}
        out: dict[int, Color] = {
            square: chance_tint(path_chance(m, pending.side, path)) for square, path in self.reach.items()
        }
        for action in self._targets():
            if action.square is not None:
                out[action.square] = TARGET.get(action.act, CHOOSABLE)
        if pending.kind in ("touchback", "touch_of_amaterasu", "poison", "turn"):
            for action in m.legal_actions():
                if action.piece is not None and action.square is None:
                    square = m.pieces[action.piece].square
                    if square is not None and square not in out:
                        out[square] = CHOOSABLE
        return out

    def _targets(self) -> list[Action]:
        """Actions aimed at a square: blocks, passes, fouls, pushes, kicks, challenges."""
        m = self.match
        pending = m.pending
        if pending is None:
            return []
        if pending.kind == "turn" and self.selected is not None:
            piece = m.pieces[self.selected]
            if piece.square is None:
                return []
            return [
                Action(Act.BLOCK, piece=self.selected, square=t.square)
                for t in m.board.adjacent(piece.square, piece.side.other)
            ]
        if pending.kind in ("activation", "push", "challenge"):
            return [a for a in m.legal_actions() if a.square is not None and a.act is not Act.MOVE]
        return []

    def hover(self, square: int | None) -> None:
        self.hovered = square

    def draw_path(self) -> None:
        """The path to the hovered square, and words for whatever the mouse is over."""
        m = self.match
        square = self.hovered
        if square is None:
            return
        geo = self.view.geo
        path = self.reach.get(square)
        if path is not None:
            start = m.pieces[self.selected].square if self.selected is not None else None
            points = [geo.centre(s) for s in ([start] if start is not None else []) + list(path.steps)]
            if len(points) > 1:
                arcade.draw_line_strip(points, PATH_INK, 3)
        key = (square, self.view.scale, len(m.events))
        if self._shown != key:
            self._shown = key
            self.words.text = self._hover_text(square, path)
            x, y = geo.centre(square)
            self.words.font_size = max(8, round(11 * self.view.scale))
            self.words.position = (round(x + geo.cell * 0.6), round(y + geo.cell * 0.6))
            left, _, width, _ = geo.bounds
            overhang = self.words.left + self.words.content_width - (left + width)
            if overhang > 0:  # keep the words on the pitch near the right touchline
                self.words.x = round(self.words.x - overhang - 4)
        if self.words.text:
            self._draw_words()

    def _hover_text(self, square: int, path: Path | None) -> str:
        m = self.match
        side = m.pending.side if m.pending is not None else 0
        if path is not None:
            return path_words(m, side, path)
        target = next((a for a in self._targets() if a.square == square), None)
        if target is not None:
            return target_words(m, target)
        occupant = m.board.at(square)
        return card_words(m, occupant) if occupant is not None else ""

    def _draw_words(self) -> None:
        arcade.draw_lbwh_rectangle_filled(
            self.words.left - 4,
            self.words.bottom - 3,
            self.words.content_width + 8,
            self.words.content_height + 6,
            Color(10, 10, 14, 200),
        )
        self.words.draw()

    # --- what a click does ----------------------------------------------------------------
    def click(self, square: int, right: bool = False) -> None:
        m = self.match
        pending = m.pending
        if pending is None:
            return
        legal = m.legal_actions()
        occupant = m.board.at(square)
        if pending.kind == "setup":
            self._setup_click(square, right, legal)
            return
        if pending.kind == "turn":
            self._turn_click(square, legal)
            return
        if pending.kind == "activation" and square in self.reach:
            self.walk(self.reach[square])
            return
        on_square = [a for a in legal if a.square == square]
        on_piece = [
            a for a in legal if a.square is None and occupant is not None and a.piece == occupant.index
        ]
        chosen = (on_square or on_piece)[:1]
        if chosen:
            self.view.apply(chosen[0])

    def _turn_click(self, square: int, legal: list[Action]) -> None:
        m = self.match
        occupant = m.board.at(square)
        activate = {a.piece for a in legal if a.act is Act.ACTIVATE}
        if occupant is not None and occupant.index in activate and occupant.index != self.selected:
            self.selected = occupant.index
            self.reset()
            self.view.overlays_dirty = True
            return
        if self.selected is None:
            return
        if square in self.reach:
            if self.view.apply(Action(Act.ACTIVATE, piece=self.selected)):
                self.walk(self.reach_after(square))
            return
        target = next((a for a in self._targets() if a.square == square), None)
        if target is not None and self.view.apply(Action(Act.ACTIVATE, piece=self.selected)):
            self.view.apply(target)

    def reach_after(self, square: int) -> Path:
        """The path to ``square`` worked out again once the model is active (same board)."""
        assert self.selected is not None
        return self.match.reachable(self.selected).get(square) or self.reach[square]

    def walk(self, path: Path) -> None:
        """Step along a path until a roll fails or the decision changes."""
        assert self.selected is not None
        piece = self.selected
        for square in path.steps:
            step = Action(Act.MOVE, piece=piece, square=square)
            pending = self.match.pending
            if pending is None or pending.kind != "activation" or step not in self.match.legal_actions():
                return
            if not self.view.apply(step):
                return

    def _setup_click(self, square: int, right: bool, legal: list[Action]) -> None:
        m = self.match
        occupant = m.board.at(square)
        side = m.pending.side if m.pending else 0
        if occupant is not None and int(occupant.side) == side:
            if right:
                self.view.apply(Action(Act.BENCH, piece=occupant.index))
            else:
                self.selected = occupant.index
                self.view.overlays_dirty = True
            return
        if self.selected is None:
            reserves = [p for p in m.side_pieces(side) if m.in_reserves(p)]
            if not reserves:
                return
            self.selected = max(reserves, key=lambda p: (p.st, p.ma, -p.number)).index
        place = Action(Act.PLACE, piece=self.selected, square=square)
        if self.view.apply(place):
            self.selected = None
