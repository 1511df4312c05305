"""A monkey that plays the window: seeded random input on the real screens, headless, with a frame
drawn after every gesture, following wherever the screens lead (a match to its results, the menu,
the builder, a league, a replay, a resume). On the match screen it aims where a player aims: at his
own models, the opponents, the squares a model can reach, the targets, the dugouts and the prompt's
buttons; it clicks (left, right, Shift), takes back (Ctrl+Z) after moves and failed rolls, presses
the match's keys, opens the pause menu and the help, and resizes the window between 1280×720 and
1920×1080. The AI's turns run while it waits.

Any error a screen raises stops it with a :class:`Trouble` naming the seed, the step, the screen
and the gestures that led there, and the traceback. The window's safety net (ui/safety_net.py) is
off while it plays, so that it finds errors instead of hiding them.

A network match is played from either end (tests/ui/monkey_net.py): the window is one coach, a
coach of the test's own plays the other end over 127.0.0.1 while the monkey waits. Host and Join
screens the monkey reaches by itself are left at once for the main menu. A keen monkey (``keen``
above 0) makes that share of its decisions as a coach would, so that matches reach full time."""

from __future__ import annotations

import random
import time
import traceback
from collections import Counter, deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import arcade
from pyglet.window.key import symbol_string

from samurai_bowl.engine import Act
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.ui.app import App, draw_frame
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.kit.window import GameWindow
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.net_view import NetMatchView
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.help import HelpView
from samurai_bowl.ui.net.host_screen import HostScreen
from samurai_bowl.ui.net.join_screen import JoinScreen
from tests.ui.driving import back_to_the_menu
from tests.ui.monkey_net import OtherEnd

K = arcade.key
LEFT, RIGHT = arcade.MOUSE_BUTTON_LEFT, arcade.MOUSE_BUTTON_RIGHT
SIZES = ((1280, 720), (1920, 1080))
NET_SCREENS = (HostScreen, JoinScreen, NetMatchView)
MATCH_KEYS = [K.ENTER, K.ESCAPE, K.SPACE, K.T, K.TAB, K.F1, K.UP, K.DOWN, K.LEFT, K.RIGHT]
MATCH_KEYS += [K.KEY_1, K.KEY_2, K.KEY_3, K.KEY_4, K.Y, K.N, K.S, K.C, K.R]
SCREEN_KEYS = [K.ENTER, K.ESCAPE, K.SPACE, K.UP, K.DOWN, K.LEFT, K.RIGHT, K.TAB, K.DELETE, K.BACKSPACE]
SCREEN_KEYS += [K.F1, K.HOME, K.END, K.PAGEUP, K.PAGEDOWN, K.KEY_1, K.KEY_2, K.KEY_3]
SCREEN_KEYS += [getattr(K, c) for c in "ABCDEGHJLMNOPRSTUWYZ"]
TYPED = "abcXYZ 12-é"
AI_PATIENCE = 400  # updates the AI gets to hand the match back before the monkey goes on anyway
RECENT = 12  # gestures remembered for the report
LEAVE_HELP = 0.7  # how often the monkey leaves the shortcut list at once
BACK_TO_PLAY = 0.75  # how often it resumes a paused match at once


class Trouble(AssertionError):
    """A screen raised an error under the monkey."""

    def __init__(
        self, seed: int, step: int, screen: str, recent: list[str], error: BaseException, tally: Tally
    ) -> None:
        self.seed, self.step, self.screen, self.error, self.tally = seed, step, screen, error, tally
        self.trace = "".join(traceback.format_exception(type(error), error, error.__traceback__))
        lately = "\n  ".join(recent)
        super().__init__(
            f"seed {seed}, step {step}, on {screen}: {type(error).__name__}: {error}\n"
            f"the last gestures:\n  {lately}\n{self.trace}"
        )


@dataclass
class Tally:
    """What a run did: steps, screens seen, matches played to their end (and of those, how many
    to full time rather than a concession), the time it took."""

    steps: int = 0
    screens: Counter[str] = field(default_factory=Counter)
    matches_ended: int = 0
    full_time: int = 0
    wall: float = 0.0
    cpu: float = 0.0

    def add(self, other: Tally) -> None:
        self.steps += other.steps
        self.screens.update(other.screens)
        self.matches_ended += other.matches_ended
        self.full_time += other.full_time
        self.wall += other.wall
        self.cpu += other.cpu


def buttons_of(view: arcade.View) -> list[Button]:
    """The buttons a screen holds, in its fields, its button columns and lists, its panels'."""
    found: list[Button] = []

    def take(value: object, depth: int) -> None:
        if isinstance(value, Button):
            found.append(value)
        elif isinstance(value, ButtonColumn):
            found.extend(value.buttons)
        elif isinstance(value, list | tuple) and depth < 2:
            for item in value[:40]:
                take(item, depth + 1)
        elif depth < 1 and hasattr(value, "__dict__") and not isinstance(value, arcade.View | type):
            for item in vars(value).values():
                take(item, depth + 1)

    for value in vars(view).values():
        take(value, 0)
    return [b for b in found if b.rect[2] > 0 and b.rect[3] > 0]


@contextmanager
def monkey_window(app: App) -> Iterator[GameWindow]:
    """The window as the monkey needs it: no safety net, never closed or made full-screen by a
    click on Quit or a setting; afterwards 1280×720 again, on the main menu."""
    window = app.window
    assert isinstance(window, GameWindow)
    kept: dict[str, Any] = {"net": window.net, "close": window.close, "set_fullscreen": window.set_fullscreen}
    window.net = None
    window.close = lambda: None  # type: ignore[method-assign]
    window.set_fullscreen = lambda *a, **k: None  # type: ignore[method-assign]
    try:
        yield window
    finally:
        for name, value in kept.items():
            if name == "net":
                window.net = value
            else:
                setattr(window, name, value)
        resize(window, *SIZES[0])
        app.main_menu()
        draw_frame(window)


def resize(window: arcade.Window, width: int, height: int) -> None:
    if window.get_size() != (width, height):
        window.set_size(width, height)
    window.dispatch_event("on_resize", width, height)
    window.dispatch_events()


class Monkey:
    def __init__(self, app: App, seed: int, keen: float = 0.0, other: OtherEnd | None = None) -> None:
        self.app = app
        self.window = app.window
        self.seed = seed
        self.rng = random.Random(seed)
        self.keen = keen
        self.coach = make_coach("easy", seed)  # the keen monkey's decisions
        self.other = other
        self.step = 0
        self.recent: deque[str] = deque(maxlen=RECENT)
        self.tally = Tally()
        self._ended: set[int] = set()

    # --- the run --------------------------------------------------------------------------
    def play(self, steps: int) -> Tally:
        """``steps`` gestures from the screen shown now, a frame after each; a :class:`Trouble` at
        the first error."""
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            for _ in range(steps):
                view = self.window.current_view
                assert view is not None
                name = type(view).__name__
                self.tally.screens[name] += 1
                try:
                    self._gesture(view)
                    self._frame()
                except Exception as exc:
                    raise Trouble(self.seed, self.step, name, list(self.recent), exc, self.tally) from exc
                self.tally.steps += 1
                self.step += 1
        finally:
            self.tally.wall += time.perf_counter() - wall
            self.tally.cpu += time.process_time() - cpu
        return self.tally

    def _frame(self) -> None:
        view = self.window.current_view
        if isinstance(view, NET_SCREENS) and not self._ours(view):
            self._say("left a network screen for the menu")
            back_to_the_menu(self.app)
        draw_frame(self.window)
        view = self.window.current_view
        if isinstance(view, MatchView):
            self._let_ai_play(view)
        view = self.window.current_view
        if isinstance(view, EndView) and id(view) not in self._ended:  # a match played to its results
            self._ended.add(id(view))
            self.tally.matches_ended += 1
            if all(action.act is not Act.CONCEDE for action in view.session.match.history):
                self.tally.full_time += 1

    def _ours(self, view: arcade.View) -> bool:
        """Whether ``view`` is the network match the other end plays with this window."""
        return (
            self.other is not None
            and isinstance(view, NetMatchView)
            and view.link is self.other.window_link()
        )

    def _let_ai_play(self, view: MatchView) -> None:
        if isinstance(view, NetMatchView):
            assert self.other is not None
            self.other.play_on(self.app, view)
            return
        for _ in range(AI_PATIENCE):
            if self.window.current_view is not view or view.match.pending is None or view.human_to_act():
                return
            view.on_update(1.0)
        draw_frame(self.window)

    def _say(self, what: str) -> None:
        self.recent.append(f"{self.step}: {what}")

    # --- gestures -------------------------------------------------------------------------
    def _gesture(self, view: arcade.View) -> None:
        roll = self.rng.random()
        if isinstance(view, HelpView) and roll < LEAVE_HELP:  # each of its pages takes long to lay out
            self._say("Esc leaves the help")
            self._key(K.ESCAPE)
        elif isinstance(view, PauseView) and roll < BACK_TO_PLAY:  # the match goes on, mostly
            self._say("Esc resumes the match")
            self._key(K.ESCAPE)
        elif roll < 0.02:
            self._resize()
        elif isinstance(view, MatchView) and view.human_to_act():
            self._match_gesture(view)
        elif isinstance(view, MatchView) and self.rng.random() < 0.7:
            self._wait(view)
        else:
            self._screen_gesture(view)

    def _resize(self) -> None:
        width, height = self.rng.choice([s for s in SIZES if s != self.window.get_size()] or list(SIZES))
        self._say(f"resize to {width}×{height}")
        resize(self.window, width, height)

    def _send(self, event: str, *args: object) -> None:
        self.window.dispatch_event(event, *args)
        self.window.dispatch_events()

    def _click(self, x: float, y: float, button: int = LEFT, modifiers: int = 0) -> None:
        self._send("on_mouse_motion", int(x), int(y), 0, 0)
        self._send("on_mouse_press", int(x), int(y), button, modifiers)
        self._send("on_mouse_release", int(x), int(y), button, modifiers)

    def _key(self, symbol: int, modifiers: int = 0) -> None:
        self._send("on_key_press", symbol, modifiers)
        self._send("on_key_release", symbol, modifiers)

    def _anywhere(self) -> tuple[int, int]:
        return self.rng.randrange(self.window.width), self.rng.randrange(self.window.height)

    def _screen_gesture(self, view: arcade.View) -> None:
        """Any screen: its buttons, the mouse anywhere, keys, typing, the wheel, a drag."""
        roll = self.rng.random()
        buttons = buttons_of(view)
        if roll < 0.3 and buttons:
            button = self.rng.choice(buttons)
            left, bottom, width, height = button.rect
            self._say(f"click the button {button.words!r}")
            self._click(left + width / 2, bottom + height / 2)
        elif roll < 0.45:
            x, y = self._anywhere()
            mouse = RIGHT if self.rng.random() < 0.2 else LEFT
            self._say(f"click at {x}, {y} ({'right' if mouse == RIGHT else 'left'})")
            self._click(x, y, mouse)
        elif roll < 0.6:
            x, y = self._anywhere()
            self._say(f"mouse to {x}, {y}")
            self._send("on_mouse_motion", x, y, 0, 0)
        elif roll < 0.68:
            words = "".join(self.rng.choice(TYPED) for _ in range(self.rng.randint(1, 4)))
            self._say(f"type {words!r}")
            for letter in words:
                self._send("on_text", letter)
        elif roll < 0.72:
            x, y = self._anywhere()
            scroll = self.rng.choice((-3, -1, 1, 3))
            self._say(f"wheel {scroll} at {x}, {y}")
            self._send("on_mouse_scroll", x, y, 0, scroll)
        elif roll < 0.75:
            (x, y), (x2, y2) = self._anywhere(), self._anywhere()
            self._say(f"drag {x}, {y} to {x2}, {y2}")
            self._send("on_mouse_press", x, y, LEFT, 0)
            self._send("on_mouse_drag", x2, y2, x2 - x, y2 - y, LEFT, 0)
            self._send("on_mouse_release", x2, y2, LEFT, 0)
        else:
            symbol = self.rng.choice(SCREEN_KEYS)
            if isinstance(view, MatchView):  # the AI's turn: what a coach waiting might press
                symbol = self.rng.choice([K.SPACE, K.ESCAPE, K.F1, K.T, K.Z, symbol])
            modifiers = K.MOD_CTRL if self.rng.random() < 0.1 else 0
            self._say(f"key {symbol_string(symbol)}{' with Ctrl' if modifiers else ''}")
            self._key(symbol, modifiers)

    def _wait(self, view: MatchView) -> None:
        self._say("wait for the AI")
        self._let_ai_play(view)

    # --- the match screen -----------------------------------------------------------------
    def _squares(self, view: MatchView) -> list[tuple[str, int]]:
        """Squares worth aiming at, each with what it holds."""
        m = view.match
        side = m.pending.side if m.pending is not None else 0
        out: list[tuple[str, int]] = []
        for piece in m.pieces:
            if piece.square is not None:
                mine = piece.side == side
                out += [("own model" if mine else "opponent", piece.square)] * (2 if mine else 3)
        out += [("reachable", square) for square in view.input.reach]
        out += [("target", a.square) for a in view.input.turn_targets if a.square is not None]
        legal = [a.square for a in m.legal_actions_of(Act.MOVE, Act.BLOCK, Act.PASS, Act.KICK, Act.PLACE)]
        out += [("answer", square) for square in legal[:30] if square is not None]
        if m.state.ball.square is not None:
            out += [("ball", m.state.ball.square)] * 2
        out += [("any square", self.rng.randrange(m.pitch.size))] * 3
        return out

    def _aim(self, view: MatchView) -> tuple[str, float, float]:
        kind, square = self.rng.choice(self._squares(view))
        x, y = view.geo.centre(square)
        return f"{kind} at square {square}", x, y

    def _match_gesture(self, view: MatchView) -> None:
        if self.keen and self.rng.random() < self.keen:
            action = self.coach.choose(view.match)
            self._say(f"play on: {action}")
            view.apply(action)
            return
        roll = self.rng.random()
        if roll < 0.25:
            what, x, y = self._aim(view)
            self._say(f"hover {what}")
            self._send("on_mouse_motion", int(x), int(y), 0, 0)
        elif roll < 0.43:
            what, x, y = self._aim(view)
            self._say(f"click {what}")
            self._click(x, y)
        elif roll < 0.46:
            what, x, y = self._aim(view)
            self._say(f"right-click {what}")
            self._click(x, y, RIGHT)
        elif roll < 0.49:
            what, x, y = self._aim(view)
            self._say(f"Shift+click {what}")
            self._click(x, y, LEFT, K.MOD_SHIFT)
        elif roll < 0.57:
            self._say("Ctrl+Z")
            self._key(K.Z, K.MOD_CTRL)
        elif roll < 0.65:
            self._say("E")  # ends an activation, or the turn (asking first)
            self._key(K.E)
        elif roll < 0.73:
            symbol = self.rng.choice(MATCH_KEYS)
            self._say(f"key {symbol_string(symbol)}")
            self._key(symbol)
        elif roll < 0.81 and view.prompt.buttons:
            button = self.rng.choice(view.prompt.buttons)
            left, bottom, width, height = button.rect
            self._say(f"click the prompt's {button.words!r}")
            self._click(left + width / 2, bottom + height / 2)
        elif roll < 0.87:
            self._any_legal(view)
        elif roll < 0.875:
            self._say("H for a hint")
            self._key(K.H)
        else:
            self._screen_gesture(view)

    def _any_legal(self, view: MatchView) -> None:
        """What some click would do: one of the legal actions, through the screen."""
        legal = [a for a in view.match.legal_actions() if a.act is not Act.CONCEDE]
        if not legal:
            return
        action = self.rng.choice(legal)
        self._say(f"apply {action}")
        view.apply(action)


def run_monkey(
    app: App, seed: int, steps: int, start: Callable[[], OtherEnd | None], keen: float = 0.0
) -> Tally:
    """``start`` shows the first screen (and gives the other end, for a network match); then
    ``steps`` gestures of the monkey seeded ``seed``. Every connection is closed afterwards."""
    with monkey_window(app):
        other = start()
        try:
            draw_frame(app.window)
            return Monkey(app, seed, keen, other).play(steps)
        finally:
            back_to_the_menu(app)
            if other is not None:
                other.close()
