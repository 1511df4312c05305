"""The match screen: the pitch, the side panel and the prompt, for a human against the AI or two
humans taking turns. The screen changes the game only by applying legal actions to the match."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import arcade

from samurai_bowl.ai.coach import Coach
from samurai_bowl.ai.hint import Coaching
from samurai_bowl.engine import Act, Action, Ask, IllegalAction, Match
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.sessions.autosaves import autosave_path, remove_autosave
from samurai_bowl.sessions.rated import book_coaches
from samurai_bowl.sessions.session import Session, save_session
from samurai_bowl.text.words import possessive
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.theme import BACKGROUND, DESIGN_SIZE, WARN, Rect, label
from samurai_bowl.ui.match.ai_worker import AiWorker, Decision, decision
from samurai_bowl.ui.match.animation import Pacing
from samurai_bowl.ui.match.controls.pitch_input import PitchInput
from samurai_bowl.ui.match.layout import BANNER_Y, plan_screen, side_panel_rect
from samurai_bowl.ui.match.moments import Moments
from samurai_bowl.ui.match.motion import Before
from samurai_bowl.ui.match.panel.prompt import PromptPanel
from samurai_bowl.ui.match.panel.side_panel import SidePanel
from samurai_bowl.ui.match.panel.status_line import StatusLine
from samurai_bowl.ui.match.parts.dugout import Dugouts
from samurai_bowl.ui.match.sound_cues import MatchSounds
from samurai_bowl.ui.match.words.hover_words import path_chance
from samurai_bowl.ui.pitch.draw import EndZoneNames, Geometry, overlay, static_pitch, team_colours
from samurai_bowl.ui.pitch.hint_marks import HintMarks
from samurai_bowl.ui.pitch.marks import TZ_TINT, HoverMarks, MarkLayer
from samurai_bowl.ui.pitch.shading import path_labels
from samurai_bowl.ui.pitch.spotlight import spotlight
from samurai_bowl.ui.pitch.tokens import Tokens
from samurai_bowl.ui.routes import Help, MatchEnd, Paused
from samurai_bowl.ui.screen import Screen
from samurai_bowl.ui.story.log import WHEEL_ROWS

HINT = "Hint: "  # the status line's words for a hint, cleared with its marks


class MatchView(Screen):
    def __init__(self, app: Host, session: Session, on_finish: Callable[[Match], None] | None = None) -> None:
        super().__init__(app.window, background_color=BACKGROUND)
        self.app = app
        self.session = session
        if on_finish is None:  # a league fixture, new or resumed, records its result
            on_finish = app.finisher(session)
        self.on_finish = on_finish  # told of the finished match before the results show
        self.match = m = session.match
        self.colours = team_colours(app.data, m)
        self.tokens = Tokens(m, self.colours)
        self.end_zones = EndZoneNames([t.name for t in m.teams], [c[0] for c in self.colours])
        self.marks = MarkLayer()
        self._hover_frame: tuple[int | None, int] = (None, -1)  # (square, overlays built) it was made for
        self._overlays_built = 0
        # who coaches each side, rated as the coaches' book has them: the win chance reads it
        self.panel = SidePanel(
            m, self.colours, app.settings.show_win_chance, book_coaches(app.folder, session)
        )
        self.moments = Moments(m, self.colours)
        self.sounds = MatchSounds(m, app.sounds)
        self.dugouts = Dugouts(m, self.colours)
        self.prompt = PromptPanel(self)
        self.input = PitchInput(self)
        self.status = StatusLine(self)  # one owner: words for the decision at hand (status_line.py)
        self.banner = label("", WARN, 16, anchor_x="center", anchor_y="center", bold=True)
        self.show_tz = False
        self.coaching = Coaching(app.settings.hint_level)  # the hints of this match, one plan per activation
        self.hint_marks = HintMarks()
        self.pacing = Pacing()  # the AI's actions on screen: glides and holds
        self.skip_ai = False
        self.turn_seen = -1
        self.ai_turn = -1  # the AI's team turn under way, timed for its pacing
        self._ai: dict[int, Coach] = {side: self._coach(side) for side in (0, 1) if not session.human(side)}
        self.worker = AiWorker(self._ai)
        self.ai_next: tuple[Decision, Action] | None = None  # an answer waiting for the screen to catch up
        self._lifted: frozenset[int] = frozenset()  # the models drawn gliding at the last token rebuild
        self.layout(self.window.width, self.window.height)
        self.after_change()

    def _coach(self, side: int) -> Coach:
        """The AI coach of ``side``, seeded as every match's coaches are (``play.coaches``)."""
        return make_coach(self.session.coaches[side], self.match.seed)

    # --- layout and drawing ---------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1]) * self.app.settings.ui_scale
        self.scale = scale
        column = side_panel_rect(width, height)
        panel_w = column[2]
        floor = column[1] + column[3] - self.panel.needed_height(panel_w, scale)  # the panel's least
        plan = plan_screen(width, height, scale, self.match.pitch, floor, self.dugouts.fits)
        self.plan = plan  # the dugouts where they cost the pitch least (match_layout.py)
        self.geo = Geometry.fit(self.match.pitch, *plan.pitch_area)
        self.pitch_shapes = static_pitch(self.geo, self.match.pitch, (self.colours[0][0], self.colours[1][0]))
        self.end_zones.layout(self.geo, self.match.pitch)
        self.hover_marks = HoverMarks(self.geo.cell)
        self._hover_frame = (None, -1)
        self.panel.layout(plan.panel, scale)
        self.dugouts.layout(plan.dugouts, scale, (width, height))
        self.prompt.layout(plan.prompt, scale)
        self.moments.layout(self.geo.bounds, scale)
        self.banner.position = (round((width - panel_w) / 2), round(height - BANNER_Y * scale))
        self.banner.font_size = max(8, round(16 * scale))
        self.overlays_dirty = True
        if self.hint_marks.shown:
            self.hint_marks.build(self.geo)

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    def on_draw(self) -> None:
        self.clear()
        if self.overlays_dirty:
            self._build_overlays()
        elif not self._lifted >= self.tokens.offsets.keys():
            self._lifted = frozenset(self.tokens.offsets)
            self.tokens.rebuild(self.geo, self.input.selected, spotlight(self.match))
        self.pitch_shapes.draw()
        self.end_zones.draw()
        self.overlay_shapes.draw()
        self.tokens.draw()
        self.marks.draw()
        self.hint_marks.follow(self.input.selected)  # a hint is for the selection it was asked at
        self.hint_marks.draw()  # over the models, under the words the mouse shows
        self._draw_hovered()
        self.input.draw_path()
        self.hover_marks.draw_rolls()  # over the path's line
        self.dugouts.refresh(self.input.selected, self.input.setup.marked())
        self.dugouts.draw()
        self.input.setup.draw()
        self.moments.draw()
        self.panel.draw(self.input.selected)
        self.prompt.draw()
        self.banner.draw()
        self.status.draw()
        self.dugouts.draw_tip()
        self.panel.draw_tip()

    def _build_overlays(self) -> None:
        """Shading under the models; rings, brackets, rolls and tackle-zone counts above them."""
        m = self.match
        self._lifted = frozenset(self.tokens.offsets)
        self.tokens.rebuild(self.geo, self.input.selected, spotlight(m))
        marks = self.input.marks()
        if self.show_tz and m.active is not None:
            counts = m.board_view.tz[1 - m.active]
            marks.tackle_zones = {square: count for square, count in enumerate(counts) if count}
            for square in marks.tackle_zones:
                marks.shade.setdefault(square, TZ_TINT)
        self.overlay_shapes = overlay(self.geo, marks.shade)
        squares = {*marks.rolls, *marks.targets, *marks.tackle_zones}
        self.marks.rebuild({square: self.geo.rect(square) for square in squares}, marks)
        self.overlays_dirty = False
        self._overlays_built += 1

    def _draw_hovered(self) -> None:
        """A frame on the square under the mouse when a click there goes (or kicks) somewhere, and
        brackets on a model the Void Strike could hit."""
        square = self.input.hovered if self.human_to_act() else None
        key = (square, self._overlays_built)
        if key != self._hover_frame:
            self._hover_frame = key
            m, mover = self.match, self.input.selected
            path = self.input.reach.get(square) if square is not None else None
            rolls = {}
            if path is not None and mover is not None:
                piece = m.pieces[mover]
                rolls = path_labels(m, piece, path, path_chance(m, int(piece.side), path))
            self.hover_marks.show(self.geo, m, square, set(self.input.reach), rolls)
        self.hover_marks.draw()

    # --- the match moving on --------------------------------------------------------------
    def busy(self) -> bool:
        m = self.match
        return (
            self.pacing.busy
            or self.moments.current is not None
            or self.panel.tray.tumble_left > 0
            or (m.pending is not None and not self.human_to_act())
            or self.panel.working()
        )

    def human_to_act(self) -> bool:
        pending = self.match.pending
        return pending is not None and self.session.human(pending.side)

    def apply(self, action: Action, pace: float | None = None) -> bool:
        """Apply one action; False (and nothing changed) when the rules refuse it. What it moved
        is then shown moving at ``pace`` (the setting's, for the coach's own actions)."""
        before, seen = Before.of(self.match), len(self.match.events)
        try:
            self.match.apply(action)
        except IllegalAction as exc:
            self.status.text = str(exc)
            return False
        self.after_change()
        motion = before.motion(self.match, seen)
        self.pacing.after(
            action,
            self.match.events[seen:],
            motion.moved,
            self.app.settings.pace if pace is None else pace,
            motion.fell,
            motion.ball,
        )
        self.input.settled()  # a walk a re-roll decision paused goes on (controls/pitch_input.py)
        return True

    def after_change(self) -> None:
        m = self.match
        self.hint_marks.clear()  # a hint is for the decision it was asked at
        if self.status.text.startswith(HINT):
            self.status.text = ""
        self.input.reset()
        self.prompt.rebuild()
        self.overlays_dirty = True
        if m.pending is None or self.human_to_act():
            self.worker.cancel()
            self.ai_next = None
        if m.pending is None:
            self._finish()
            return
        if m.turn_seq != self.turn_seen:  # a new team turn: autosave (R4: at most this turn is lost)
            self.turn_seen = m.turn_seq
            self.autosave()
        side = m.pending.side
        who = m.teams[side].name
        if self.session.hot_seat:
            self.banner.text = (
                f"{who}: your decision" if m.pending.kind != Ask.TURN else f"{possessive(who)} turn"
            )
        else:
            self.banner.text = "" if self.session.human(side) else f"{who} (AI) is playing"

    def autosave(self) -> None:
        self._write(autosave_path(self.app.folder, self.session), "Autosave")  # this match's own

    def save(self) -> None:
        from samurai_bowl.engine import seed_label

        name = f"match-{seed_label(self.match.seed)}.json"
        if self._write(self.app.saves / name, "Save"):
            self.status.text = f"Saved to {self.app.saves.name}/{name}"

    def _write(self, path: Path, what: str) -> bool:
        try:
            save_session(self.session, path)
        except (OSError, IllegalAction) as exc:  # a full disk, or dice that cannot be saved
            self.status.text = f"{what} failed: {exc}"
            return False
        return True

    def waiting_words(self) -> str:
        """The prompt's words while the other side decides."""
        pending = self.match.pending
        assert pending is not None
        return f"{self.match.teams[pending.side].name} (AI) is playing · Space skips the wait"

    def kept_words(self) -> str | None:
        """Where the match is kept when the coach leaves it, for the pause menu; None when it is
        kept here (saved, resumed from the main menu, abandoned with its replay)."""
        return None

    def left(self) -> None:
        """The coach leaves the match for the main menu (kept to resume, or abandoned): the AI's
        worker is closed already as the screen hides; a match over the network hangs up here."""

    def _finish(self) -> None:
        self.worker.close()
        self.panel.live.close()
        self.save()
        remove_autosave(self.app.folder, self.session)  # its own: another unfinished match keeps its
        if self.on_finish is not None:
            self.on_finish(self.match)
        self.app.go(MatchEnd(self.session))

    def on_update(self, delta_time: float) -> None:
        """The AI's decisions: thought out by the worker, applied when the screen has shown the last
        one (the animation speed paces them; Space hurries the rest of the turn). While a moment's
        banner is up the worker may think, but nothing is applied."""
        pace = self.pacing.pace_now(0.0 if self.skip_ai else self.app.settings.pace)
        self.moments.update(delta_time, self.app.settings.pace)
        self.pacing.update(delta_time, pace, self.geo)
        self.panel.tray.tumble(delta_time, pace)
        m = self.match
        while m.pending is not None and not self.human_to_act():
            if m.pending.kind == Ask.TURN and m.turn_seq != self.ai_turn:
                self.ai_turn = m.turn_seq
                self.pacing.turn_began()
            if self.ai_next is None or self.ai_next[0] != decision(m):
                self.worker.ask(m)
                answer = self.worker.answer(m)
                self.ai_next = None if answer is None else (decision(m), answer)
            if self.ai_next is None or not self.pacing.ready_for(self.ai_next[1]):
                break  # still thinking, or still showing the last action
            if pace > 0 and self.moments.current is not None:
                break  # the AI waits while a moment is on screen
            action, self.ai_next = self.ai_next[1], None
            self._apply_ai(action, pace)
        if m.pending is None or self.human_to_act():
            self.skip_ai = False
        self.sounds.update()
        self.tokens.offsets = self.pacing.offsets(self.geo, {p.index: p.square for p in m.pieces})
        self.tokens.tilts = self.pacing.tilts()
        self.tokens.flight = self.pacing.ball_point(self.geo)

    def _apply_ai(self, action: Action, pace: float) -> None:
        self.apply(action, pace)

    def notice_place(self) -> Rect:
        """The window's line after a caught error goes over the strip of the hover words, between
        the prompt and the pitch: never over the side panel's score or a square of the pitch."""
        return self.plan.words

    def on_hide_view(self) -> None:
        """Left for the pause menu, the help or the results: the AI stops thinking for now."""
        self.worker.close()
        self.ai_next = None

    def recover(self) -> None:
        """After an error the window caught (ui/safety_net.py): what the mouse was showing is
        forgotten and everything is worked out and drawn anew, so that play goes on from the same
        position and a preview that failed is not asked again until the mouse comes back to it."""
        self.input.hovered = None
        self.input.reset()
        self.prompt.rebuild()
        self.overlays_dirty = True

    # --- input ----------------------------------------------------------------------------
    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.prompt.hover(x, y)
        square = self.geo.square_at(x, y)
        left, _, width, _ = self.geo.bounds
        self.panel.hover(square, keep=x >= left + width)  # towards the panel: the card stays
        self.panel.point_at(x, y, self.window.get_size())
        self.dugouts.hover(x, y, self.input.setup.hint(x, y))
        square = self.geo.square_at(x, y)
        if self.human_to_act():
            self.input.hover(square)
        else:  # another's decision: the words say who is there, none of his choices (pitch_input.py)
            self.input.hovered = square

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.moments.click()
        if self.prompt.click(x, y):
            return
        if not self.human_to_act() or self.input.press(x, y, button, modifiers):
            return
        side = self.panel.counter_at(x, y)
        counter = Action(Act.MOVE_COUNTER)
        pending = self.match.pending
        if (
            side is not None
            and pending is not None
            and side == pending.side
            and counter in self.match.legal_actions()
        ):
            self.apply(counter)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.panel.scroll(x, y, round(scroll_y * WHEEL_ROWS))

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        self.input.setup.drag(x, y)
        self.on_mouse_motion(x, y, dx, dy)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        """Set-up by dragging (setup_input.py): to a square, or back to the dugout."""
        if self.human_to_act():
            self.input.setup.release(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol == k.Z and modifiers & k.MOD_CTRL:  # take back the last action (match/panel/undo_button.py)
            self.prompt.undo.press()
            return
        if self.human_to_act() and self.input.key(symbol):  # E at the turn; Esc while the pitch asks
            return
        if symbol == k.S and modifiers & k.MOD_CTRL:
            self.save()
        elif symbol == k.ESCAPE and self.input.fires.active:
            self.input.stop_fires()
        elif symbol == k.ESCAPE:
            self.app.go(Paused(self))
        elif symbol == k.F1:
            self.app.go(Help(back=self))
        elif symbol == k.T:
            self.show_tz = not self.show_tz
            self.overlays_dirty = True
        elif symbol == k.SPACE:  # the rest of the AI's turn at once; the coach's own moves shown at once
            self.skip_ai = not self.human_to_act()
            self.pacing.clear()
            self.panel.tray.tumble(0.0, 0.0)
        elif symbol == k.H and self.human_to_act():
            self.show_hint()
        elif not self.panel.key(symbol):
            self.prompt.key(symbol)

    def show_hint(self) -> None:
        """H: the hint's words in the status line and its plan marked over the pitch."""
        hint = self.coaching.hint(self.match)
        if hint is None:
            return
        self.status.text = f"{HINT}{hint}"
        self.hint_marks.show(self.match, hint, self.geo, self.input.selected)
