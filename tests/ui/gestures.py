"""The mouse and keys that make each kind of action on the match screen, for tests that ask
whether a legal action can be reached by a person: a map from an action to the gestures a player
would try, and a probe that runs gestures on the real window and reports the first action the
screen applied (refusing it, so the match is left as it was)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import arcade
import pytest

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.parts.prompt_choices import throw_words
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.match.words.action_words import describe
from tests.ui.autosaved import clear_autosaves

Step = Callable[[App, MatchView], None]
K = arcade.key
LEFT, RIGHT = arcade.MOUSE_BUTTON_LEFT, arcade.MOUSE_BUTTON_RIGHT


def send(app: App, event: str, *args: object) -> None:
    app.window.dispatch_event(event, *args)
    app.window.dispatch_events()


def click_at(x: float, y: float, button: int = LEFT, modifiers: int = 0) -> Step:
    def step(app: App, view: MatchView) -> None:
        send(app, "on_mouse_press", int(x), int(y), button, modifiers)
        send(app, "on_mouse_release", int(x), int(y), button, modifiers)

    return step


def click_spot(spot: Callable[[MatchView], tuple[float, float]]) -> Step:
    def step(app: App, view: MatchView) -> None:
        click_at(*spot(view))(app, view)

    return step


def click_square(square: int, button: int = LEFT, modifiers: int = 0) -> Step:
    def step(app: App, view: MatchView) -> None:
        click_at(*view.geo.centre(square), button, modifiers)(app, view)

    return step


def key(symbol: int, modifiers: int = 0) -> Step:
    def step(app: App, view: MatchView) -> None:
        send(app, "on_key_press", symbol, modifiers)

    return step


def drag(
    start: Callable[[MatchView], tuple[float, float]], end: Callable[[MatchView], tuple[float, float]]
) -> Step:
    """Press at ``start``, move in two steps to ``end``, let go there."""

    def step(app: App, view: MatchView) -> None:
        (x0, y0), (x1, y1) = start(view), end(view)
        send(app, "on_mouse_press", int(x0), int(y0), LEFT, 0)
        mid = ((x0 + x1) / 2, (y0 + y1) / 2)
        for x, y in (mid, (x1, y1)):
            send(app, "on_mouse_drag", int(x), int(y), 1, 1, LEFT, 0)
        send(app, "on_mouse_release", int(x1), int(y1), LEFT, 0)

    return step


def button(words: str) -> Step:
    """A click on the prompt's button with these words."""

    def step(app: App, view: MatchView) -> None:
        found = next((b for b in view.prompt.buttons if b.words == words), None)
        if found is not None:
            left, bottom, width, height = found.rect
            click_at(left + width / 2, bottom + height / 2)(app, view)

    return step


def dugout_spot(piece: int) -> Callable[[MatchView], tuple[float, float]]:
    def spot(view: MatchView) -> tuple[float, float]:
        side = int(view.match.pieces[piece].side)
        spot = view.dugouts.sides[side].spot(piece)
        assert spot is not None, f"{view.match.pieces[piece]} is not in his dugout"
        return spot

    return spot


def dugout_edge(side: int) -> Callable[[MatchView], tuple[float, float]]:
    """A point in the dugout's name band, where no token lies."""

    def spot(view: MatchView) -> tuple[float, float]:
        left, bottom, width, height = view.dugouts.sides[side].rect
        return left + width - 4, bottom + height - 4

    return spot


def undo_spot(view: MatchView) -> tuple[float, float]:
    """The middle of the prompt's Undo button (Ctrl+Z's button)."""
    left, bottom, width, height = view.prompt.undo.button.rect
    return left + width / 2, bottom + height / 2


def square_spot(square: int) -> Callable[[MatchView], tuple[float, float]]:
    return lambda view: view.geo.centre(square)


def gestures(view: MatchView, action: Action) -> list[list[Step]]:
    """The ways a player would try to make ``action``, most direct first."""
    m = view.match
    act, piece, square = action.act, action.piece, action.square
    where = m.pieces[piece].square if piece is not None else None
    if act is Act.CONCEDE:
        return [[key(K.ESCAPE), key(K.C), key(K.Y)]]
    if act is Act.UNDO:
        return [[key(K.Z, K.MOD_CTRL)], [click_spot(undo_spot)]]
    if act is Act.END_TURN:
        return [[key(K.E), key(K.E)]]
    if act in (Act.END_ACTIVATION, Act.END_SETUP):
        return [[key(K.E)]]
    if act is Act.PLACE and piece is not None and square is not None:
        start = square_spot(where) if where is not None else dugout_spot(piece)
        tries = [[drag(start, square_spot(square))]]
        if where is None:
            tries.append([click_spot(dugout_spot(piece)), click_square(square)])
        return tries
    if act is Act.BENCH and piece is not None and where is not None:
        side = int(m.pieces[piece].side)
        return [[drag(square_spot(where), dugout_edge(side))], [click_square(where, RIGHT)]]
    if act is Act.ACTIVATE and where is not None:
        return [[click_square(where), click_square(where)]]
    if act in (Act.CHOOSE_PLAYER, Act.TOUCHBACK) and piece is not None:
        spot = square_spot(where) if where is not None else dugout_spot(piece)
        return [[click_spot(spot)], [button(describe(m, action))]]
    if act is Act.CHALLENGE and where is not None and square is not None:
        return [[click_square(where), click_square(square)]]
    if act is Act.VOID_STRIKE and square is not None:
        return [[click_square(square, RIGHT)], [click_square(square)]]
    if act is Act.FIRES_FROM_WITHIN and square is not None and action.choice is not None:
        from samurai_bowl.engine.rules.spells import fires_squares

        squares = fires_squares(m, square, action.choice) or []
        return [[key(K.F), *(click_square(s) for s in squares)]]
    if act in (Act.PASS, Act.HAND_OFF) and square is not None:
        return [[click_square(square)], [click_square(square), button(throw_words(m, action))]]
    if square is not None:  # KICK, MOVE, BLOCK, FOUL, PUSH
        return [[click_square(square)]]
    return [[button(describe(m, action))]]


def probe(app: App, view: MatchView, steps: list[Step]) -> Action | None:
    """Run ``steps`` on the screen; the first action it tried to apply (refused, so nothing
    changes), and the screen set back to the decision as it was first shown."""
    tried: list[Action] = []

    def record(action: Action) -> bool:
        tried.append(action)
        return False

    view.apply = record  # type: ignore[method-assign]
    try:
        for step in steps:
            if tried:
                break
            step(app, view)
    finally:
        del view.apply
        if isinstance(app.window.current_view, PauseView) or app.window.current_view is not view:
            app.show(view)
        settle(view)
    return tried[0] if tried else None


def settle(view: MatchView) -> None:
    """Forget selections, carried models and questions: the decision as it is first shown."""
    asked = view.input.choices.active or view.input.fires.active
    view.input.selected = None
    view.input.setup.dragging = None
    view.input.reset()
    view.overlays_dirty = True
    if asked:
        view.prompt.rebuild()


@pytest.fixture
def screen(app: App) -> Iterator[App]:
    """The AI moves at once; the UI scale and the player's folder are left as they were found."""
    before = app.settings
    app.settings = before.model_copy(update={"animation_speed": "instant"})
    yield app
    app.settings = before
    clear_autosaves(app)
    app.window.current_view.on_resize(1280, 720)  # type: ignore[union-attr]
