"""Clicks and hovers on the pitch: selecting a model, its reachable squares shaded by how likely
the way there is, the path and its dice under the mouse, and the click that becomes actions.
Only what ``legal_actions()`` allows is offered: a target the selected model could not take
(R4.2: the team's one action used) is neither shaded nor clickable.

At his team's turn a model is clicked to select him; clicked again, he acts where he stands
(a prone model stands up); a square, an opponent or a team-mate then moves, blocks, fouls or
throws. A team-mate clicked while the ball carrier is selected is offered the ball; clicked again
(or Shift+clicked) he is selected instead. At a kickoff challenge the challenger is clicked, then
his opponent. E ends the turn, after asking once while models could still act."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade
from arcade.types import Color

from samurai_bowl.engine import (
    Act,
    Action,
    Activated,
    Ask,
    Blitz,
    KickReach,
    Match,
    Path,
    blitz_from_range,
    kick_reach,
    once_activated,
)
from samurai_bowl.ui.match.controls.move_paths import paths_for
from samurai_bowl.ui.match.controls.setup_input import SetupInput
from samurai_bowl.ui.match.controls.turn_input import TurnInput
from samurai_bowl.ui.match.parts.commands import Commands
from samurai_bowl.ui.match.parts.prompt_choices import THROWS, Choices
from samurai_bowl.ui.match.parts.spell_input import (
    FIRE_CAN,
    FIRE_EDGE,
    FIRE_LIGHT,
    FIRE_PICKED,
    FiresPicker,
    strike_words,
)
from samurai_bowl.ui.match.words.hover_words import (
    HoverStrip,
    card_words,
    path_chance,
    path_words,
    target_words,
    team_reroll_left,
)
from samurai_bowl.ui.match.words.preview_words import blitz_words, kick_words, preview_target_words
from samurai_bowl.ui.pitch.decisions import PitchClicks, clicks_for
from samurai_bowl.ui.pitch.marks import PitchMarks, kick_reach_tints, void_strike_at
from samurai_bowl.ui.pitch.shading import tier

if TYPE_CHECKING:
    from samurai_bowl.ui.match.faces import MatchScreen

TARGET = {
    Act.BLOCK: Color(220, 60, 60, 150),
    Act.PASS: Color(70, 140, 255, 150),
    Act.HAND_OFF: Color(70, 200, 255, 150),
    Act.FOUL: Color(170, 70, 200, 150),
    Act.PUSH: Color(255, 200, 60, 150),
    Act.CHALLENGE: Color(255, 140, 40, 150),
}
CHOOSABLE = Color(255, 255, 255, 45)
SELECTING = (PitchClicks.TURN, PitchClicks.ACTIVATION)  # decisions where a model is selected
SPELLS = (Act.VOID_STRIKE, Act.FIRES_FROM_WITHIN)  # cast by their own clicks, never a target's
PATH_INK = Color(255, 240, 120)
BLITZ_INK = Color(255, 90, 80)  # the block at the end of a blitz's way: the block brackets' red
ROLL_DECISIONS = (Ask.REROLL, Ask.AUGURY)  # a failed roll of a step, its coach asked what to do


KICK_TINT = Color(210, 235, 255, 70)
Position = tuple[int, int]  # PitchInput.position(): what a cached preview was read for
NOWHERE: Position = (-1, -1)  # no position: nothing cached
BlitzKey = tuple[int | None, int | None, Position]  # the hovered square, the selected model, the position
NO_BLITZ: BlitzKey = (None, None, NOWHERE)


class PitchInput:
    def __init__(self, view: MatchScreen) -> None:
        self.view = view
        self.selected: int | None = None
        self.reach: dict[int, Path] = {}
        self.hovered: int | None = None
        self.turn_targets: list[Action] = []  # what the selected model may block or foul once activated
        self.activated: Activated | None = None  # the preview those targets were read from
        self.fires = FiresPicker()
        self.choices = Choices()
        self.setup = SetupInput(self)
        self.turn = TurnInput(self)
        self.commands = Commands()  # what each click sent, taken back whole by Ctrl+Z
        self.resume: tuple[int, int, tuple[int, ...]] | None = None  # piece, rolled-for square, rest
        self._walking = False
        self.kick_reach: KickReach | None = None  # where a kick aimed at the hovered square may land
        self._changes = 0  # one more at every reset: each applied action, take-back and selection
        self._blitz: tuple[BlitzKey, Blitz | None] = (NO_BLITZ, None)
        self._shown: tuple[int | None, float, Position] = (None, 0.0, NOWHERE)
        self.words = HoverStrip()  # in the layout's strip for them, never on the pitch

    @property
    def match(self) -> Match:
        return self.view.match

    def position(self) -> Position:
        """What the previews were read for: the match's actions so far (every action and every
        take-back adds one, so a take-back never brings back an earlier count) and the resets of
        this input (each applied action, take-back and selection). The number of events will not
        do: selecting a model or ending his activation adds none."""
        return (len(self.match.history), self._changes)

    def reset(self) -> None:
        """After every applied action: the active model stays selected, its squares worked out anew."""
        m = self.match
        self._changes += 1
        self._shown = (None, 0.0, NOWHERE)
        self._blitz = (NO_BLITZ, None)
        pending = m.pending
        self.reach = {}
        self.turn_targets, self.activated = [], None
        self.fires.stop()
        self.choices.clear()
        mode = clicks_for(pending)
        if mode is not PitchClicks.KICK:
            self.kick_reach = None
        if mode is PitchClicks.ACTIVATION:
            assert pending is not None
            self.selected = pending.data["piece"]
        elif mode is PitchClicks.CHALLENGE:
            self.selected = self._challenger()
        elif mode not in (PitchClicks.TURN, PitchClicks.SET_UP):
            self.selected = None
        if self.selected is not None and pending is not None and mode in SELECTING:
            piece = m.pieces[self.selected]
            if piece.side == pending.side and piece.square is not None:
                self.reach = paths_for(m, self.selected)
                if mode is PitchClicks.TURN:
                    self.turn_targets = self._targets_once_activated(self.selected)
            else:
                self.selected = None

    def _challenger(self) -> int | None:
        """At a kickoff challenge: the challenger picked so far, else the first who can (his
        opponents are lit at once; a click on another of the team picks him instead)."""
        able = [a.piece for a in self.match.legal_actions() if a.act is Act.CHALLENGE]
        return self.selected if self.selected in able else next(iter(able), None)

    def _targets_once_activated(self, piece: int) -> list[Action]:
        """The blocks, fouls and throws ``piece`` would be offered once activated, asked of the
        engine's preview (R4.2 decides, not the board). A prone model who needs a roll to stand is
        assumed to stand, and the words over his targets say so: the match's own dice are never
        asked what they will show."""
        self.activated = once_activated(self.match, piece)
        if self.activated is None:
            return []
        return [a for a in self.activated.match.legal_actions() if a.act in (Act.BLOCK, Act.FOUL, *THROWS)]

    # --- what the pitch shows -------------------------------------------------------------
    def tints(self) -> dict[int, Color]:
        m = self.match
        pending = m.pending
        if pending is None or not self.view.human_to_act():
            return {}
        if self.fires.active:
            picking = dict.fromkeys(self.fires.candidates(), FIRE_CAN)
            return picking | dict.fromkeys(self.fires.picked, FIRE_PICKED)
        out: dict[int, Color] = {
            square: tier(path_chance(m, pending.side, path)) for square, path in self.reach.items()
        }
        for action in self._targets():
            if action.square is not None:
                out[action.square] = TARGET.get(action.act, CHOOSABLE)
        mode = clicks_for(pending)
        if mode is PitchClicks.KICK:
            kicks = [a.square for a in m.legal_actions() if a.act is Act.KICK and a.square is not None]
            out |= dict.fromkeys(kicks, KICK_TINT)
            if self.kick_reach is not None:
                landings = {square: float(chance) for square, chance in self.kick_reach.landings.items()}
                out |= kick_reach_tints(landings)
        if mode in (PitchClicks.PICK_PLAYER, PitchClicks.TURN):
            for action in m.legal_actions():
                if action.piece is not None and action.square is None:
                    square = m.pieces[action.piece].square
                    if square is not None and square not in out:
                        out[square] = CHOOSABLE
        return out

    def marks(self) -> PitchMarks:
        """The shading of :meth:`tints` and a bracket above the models on every square an action
        aims at (the rolls are printed only on the path under the mouse: marks.HoverMarks)."""
        marks = PitchMarks(self.tints())
        if not marks.shade or self.fires.active:
            return marks
        marks.targets = {a.square: a.act.value for a in self._targets() if a.square is not None}
        return marks

    def _targets(self) -> list[Action]:
        """Actions aimed at a square: blocks, passes, fouls, pushes, challenges (never a spell)."""
        m = self.match
        pending = m.pending
        if pending is None:
            return []
        mode = clicks_for(pending)
        if mode is PitchClicks.TURN:
            return self.turn_targets
        if mode is PitchClicks.CHALLENGE:  # the picked challenger's opponents, or everyone's
            return [
                a for a in m.legal_actions() if a.act is Act.CHALLENGE and self.selected in (None, a.piece)
            ]
        if mode in (PitchClicks.ACTIVATION, PitchClicks.PUSH):
            return [
                a
                for a in m.legal_actions()
                if a.square is not None and a.act is not Act.MOVE and a.act not in SPELLS
            ]
        return []

    def answers_at(self, square: int) -> bool:
        """Whether a left click on ``square`` answers the decision (rather than casting a spell)."""
        m = self.match
        if square in self.reach or any(a.square == square for a in self._targets()):
            return True
        occupant = m.board_view.at(square)
        piece = occupant.index if occupant is not None else -1
        return any(
            a.act not in SPELLS and (a.square == square or (a.square is None and a.piece == piece))
            for a in m.legal_actions()
        )

    def hover(self, square: int | None) -> None:
        if square != self.hovered and clicks_for(self.match.pending) is PitchClicks.KICK:
            self.kick_reach = self._kick_reach_at(square)
            self.view.overlays_dirty = True  # the reach's tint follows the mouse
        self.hovered = square

    def blitz_at(self, square: int | None) -> Blitz | None:
        """The selected model's blitz on the opponent at ``square`` when no block reaches him from
        where he stands (engine/odds/blitz.py: the move preview's best way there, the block once
        there with every roll on the way assumed made); kept until the match, the selection or the mouse
        moves."""
        m = self.match
        key = (square, self.selected, self.position())
        if self._blitz[0] == key:
            return self._blitz[1]
        blitz = None
        pending = m.pending
        occupant = m.board_view.at(square) if square is not None else None
        if (
            square is not None
            and self.selected is not None
            and pending is not None
            and clicks_for(pending) in SELECTING
            and occupant is not None
            and occupant.side != pending.side
            and square not in self.reach
            and not any(a.square == square for a in self._targets())
        ):
            reroll = team_reroll_left(m, pending.side)
            blitz = blitz_from_range(m, self.selected, square, self.reach, reroll)
        self._blitz = (key, blitz)
        return blitz

    def _kick_reach_at(self, square: int | None) -> KickReach | None:
        """Where a kick aimed at ``square`` may come down, when the kicking coach may aim there."""
        m = self.match
        pending = m.pending
        if square is None or pending is None or not m.allows(Action(Act.KICK, square=square)):
            return None
        return kick_reach(m, square, 1 - pending.side)

    def draw_path(self) -> None:
        """The path to the hovered square, and words for whatever the mouse is over."""
        m = self.match
        for picked in self.fires.picked:  # a frame over the token a model may hide the shading with
            left, bottom, size, _ = self.view.geo.rect(picked)
            arcade.draw_lbwh_rectangle_outline(left, bottom, size, size, FIRE_EDGE, 4)
            arcade.draw_lbwh_rectangle_outline(left + 3, bottom + 3, size - 6, size - 6, FIRE_LIGHT, 1)
        square = self.hovered
        if square is None:
            if self.words.text:
                self.words.clear()
                self._shown = (None, 0.0, NOWHERE)
            return
        geo = self.view.geo
        own = self.view.human_to_act()  # another coach's decision: none of his odds, as a spectator
        path = self.reach.get(square) if own else None
        blitz = self.blitz_at(square) if path is None and own else None
        way = path if path is not None else blitz.path if blitz is not None else None
        if way is not None:
            start = m.pieces[self.selected].square if self.selected is not None else None
            points = [geo.centre(s) for s in ([start] if start is not None else []) + list(way.steps)]
            if len(points) > 1:
                arcade.draw_line_strip(points, PATH_INK, 3)
            if blitz is not None and points:  # then the block, from the square beside him
                arcade.draw_line(*points[-1], *geo.centre(square), BLITZ_INK, 3)
        key = (square, self.view.scale, self.position())
        if self._shown != key:
            self._shown = key
            self.words.show(self._hover_text(square, path), self.view.plan.words, self.view.scale)
        self.words.draw()

    def _hover_text(self, square: int, path: Path | None) -> str:
        m = self.match
        side = m.pending.side if m.pending is not None else 0
        if not self.view.human_to_act():  # what a spectator reads: who is there, no odds of his choice
            occupant = m.board_view.at(square)
            return card_words(m, occupant) if occupant is not None else ""
        if self.fires.active:
            return self.fires.hover_words(m, square)
        if self.kick_reach is not None and self.kick_reach.target == square:
            ball = m.rules.ball
            return kick_words(self.kick_reach, ball.kickoff_scatter, ball.gust_of_wind_scatter)
        if path is not None and self.selected is not None:
            return path_words(m, side, path, m.pieces[self.selected])
        blitz = self.blitz_at(square)
        if blitz is not None and self.selected is not None:
            activated = self.activated if clicks_for(m.pending) is PitchClicks.TURN else None
            return blitz_words(m, side, blitz, m.pieces[self.selected], activated)
        strike = void_strike_at(m, square) if self.view.human_to_act() else None
        target = next((a for a in self._targets() if a.square == square), None)
        if target is not None:
            activated = self.activated if clicks_for(m.pending) is PitchClicks.TURN else None
            words = preview_target_words(activated, target) if activated else target_words(m, target)
            if strike is not None:
                words += " · " + strike_words(m, square, "Right-click", short=True)
            return words
        if strike is not None:
            return strike_words(m, square, "Right-click" if self.answers_at(square) else "Click")
        occupant = m.board_view.at(square)
        return card_words(m, occupant) if occupant is not None else ""

    # --- what a click does ----------------------------------------------------------------
    def press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        """A mouse press on the pitch or a dugout; False when it was on neither."""
        square = self.view.geo.square_at(x, y)
        right = button == arcade.MOUSE_BUTTON_RIGHT
        if square is not None:
            self.click(square, right, select=bool(modifiers & arcade.key.MOD_SHIFT))
            return True
        if self.view.dugouts.side_at(x, y) is None:
            return False
        if self.choices.active:
            self.drop_choice()
        self.setup.dugout_press(self.view.dugouts.piece_at(x, y), right)
        return True

    def click(self, square: int, right: bool = False, select: bool = False) -> None:
        """A click on ``square``; ``select`` (Shift) picks a team-mate rather than throwing to him."""
        m = self.match
        pending = m.pending
        if pending is None:
            return
        offered = self.choices.square
        if self.choices.active:
            self.drop_choice()
        if self.fires.active:
            self._fires_click(square, right)
            return
        strike = void_strike_at(m, square)
        if strike is not None and (right or not self.answers_at(square)):
            self.view.apply(strike)  # R16: at any decision of the Phoenix coach
            return
        mode = clicks_for(pending)
        self.commands.begin(m)
        try:
            self._click_in(mode, square, right, select, offered)
        finally:
            self.commands.end(m)

    def _click_in(
        self, mode: PitchClicks | None, square: int, right: bool, select: bool, offered: int | None
    ) -> None:
        if mode is PitchClicks.SET_UP:
            self.setup.pitch_click(square, right)
        elif mode is PitchClicks.TURN:
            self.turn.turn_click(square, select, offered)
        elif mode is PitchClicks.ACTIVATION:
            self.turn.activation_click(square, offered)
        elif mode is PitchClicks.CHALLENGE:
            self.turn.challenge_click(square)
        else:
            self._answer_at(square)

    def _answer_at(self, square: int) -> None:
        """Any other decision: the answer aimed at the square, or at the model standing there."""
        m = self.match
        legal = [a for a in m.legal_actions() if a.act not in SPELLS]
        occupant = m.board_view.at(square)
        on_square = [a for a in legal if a.square == square]
        here = occupant.index if occupant is not None else None
        on_piece = [a for a in legal if a.square is None and here is not None and a.piece == here]
        chosen = (on_square or on_piece)[:1]
        if chosen:
            self.view.apply(chosen[0])

    def drop_choice(self) -> None:
        """Take back the question the pitch put to the prompt."""
        self.choices.clear()
        self.view.prompt.rebuild()

    def key(self, symbol: int) -> bool:
        """E at the team's turn, and Esc while the pitch asks something; True when taken."""
        if symbol == arcade.key.ESCAPE and self.choices.active:
            self.drop_choice()
            return True
        return symbol == arcade.key.E and self.turn.end_turn_key()

    # --- the Fires From Within ------------------------------------------------------------
    def start_fires(self) -> bool:
        """Begin picking the three squares; False when the spell cannot be cast now."""
        started = self.fires.start(self.match)
        if started:
            self.view.status.text = self.fires.status(self.match)
            self.view.overlays_dirty = True
            self._shown = (None, 0.0, NOWHERE)
        return started

    def stop_fires(self) -> None:
        self.fires.stop()
        self.view.status.text = ""
        self.view.overlays_dirty = True
        self._shown = (None, 0.0, NOWHERE)
        self.view.prompt.rebuild()

    def _fires_click(self, square: int, right: bool) -> None:
        if right:
            self.stop_fires()
            return
        cast = self.fires.pick(self.match, square)
        self._shown = (None, 0.0, NOWHERE)
        self.view.overlays_dirty = True
        if cast is not None:
            self.view.status.text = ""
            self.view.apply(cast)
        else:
            self.view.status.text = self.fires.status(self.match)

    def reach_after(self, square: int) -> Path:
        """The path to ``square`` worked out again once the model is active (same board)."""
        assert self.selected is not None
        return paths_for(self.match, self.selected).get(square) or self.reach[square]

    def walk(self, path: Path) -> None:
        """Step along a path until a roll fails or the decision changes. A failed roll whose
        re-roll (or Augury) is asked pauses the walk: once the roll is made good the rest of the
        path is walked (:meth:`settled`), so the model still ends where the coach clicked."""
        assert self.selected is not None
        self._walk(self.selected, path.steps)

    def _walk(self, piece: int, steps: tuple[int, ...]) -> None:
        self.resume, self._walking = None, True
        try:
            for i, square in enumerate(steps):
                step = Action(Act.MOVE, piece=piece, square=square)
                acting = clicks_for(self.match.pending) is PitchClicks.ACTIVATION
                if not acting or step not in self.match.legal_actions():
                    return
                if not self.view.apply(step):
                    return
                if self._deciding_roll():
                    self.resume = (piece, square, steps[i + 1 :])
                    return
        finally:
            self._walking = False

    def _deciding_roll(self) -> bool:
        pending = self.match.pending
        return pending is not None and pending.kind in ROLL_DECISIONS

    def settled(self) -> None:
        """After an action has been applied and shown: a walk paused at a re-roll decision goes
        on once the roll was made good (the model on the square it rolled for, still acting); it is
        dropped when the roll failed after all, or anything else came of it. The steps walked on
        are one command of their own to take back (the roll before them is final)."""
        if self.resume is None or self._walking or self._deciding_roll():
            return
        (piece, square, rest), self.resume = self.resume, None
        m = self.match
        pending = m.pending
        if not rest or clicks_for(pending) is not PitchClicks.ACTIVATION or pending is None:
            return
        if pending.data.get("piece") != piece or m.pieces[piece].square != square:
            return
        self.commands.begin(m)
        self._walk(piece, rest)
        self.commands.end(m)
