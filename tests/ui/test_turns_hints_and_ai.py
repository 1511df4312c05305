"""The hint and the AI's turns on the match screen: the hint's plan marked over the models and
kept to through an activation, the AI's turns paced and gliding (drawing only), and the AI
thinking off the drawing thread."""

from __future__ import annotations

import itertools
import math
import random
import statistics
import time
from collections.abc import Iterator

import arcade
import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.hint import coaching_hint
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match import animation
from samurai_bowl.ui.match.ai_worker import AiWorker
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.pitch.hint_marks import FRAME_INSET, HINT_EDGE
from tests.ai.test_hint import contradictions
from tests.ui.autosaved import clear_autosaves
from tests.ui.conftest import render
from tests.ui.turn_clock import FRAME, ai_turn_seconds


@pytest.fixture
def speed(app: App) -> Iterator[None]:
    """Each test sets the animation speed; the player's folder is left as it was found."""
    before = app.settings
    yield
    app.settings = before
    clear_autosaves(app)
    for save in app.saves.glob("match-*.json"):
        save.unlink()


def set_speed(app: App, speed: str) -> None:
    app.settings = app.settings.model_copy(update={"animation_speed": speed})


def new_match(data: GameData, seed: int) -> Match:
    rng = random.Random(seed)
    return Match(data, draft_team(data, "crane", rng), draft_team(data, "crab", rng), seed)


def mid_game(data: GameData) -> Match:
    """Crane (home, the person) against Crab, at the person's first turn decision from his third
    turn on where the hint is to activate a model."""
    m = new_match(data, 4)
    coaches = [HeuristicCoach(4), HeuristicCoach(5)]

    def there() -> bool:
        if m.pending is None or m.pending.kind != "turn" or m.pending.side != 0 or m.team(0).turn < 3:
            return False
        hint = coaching_hint(m, "normal")
        return hint is not None and hint.action.act is Act.ACTIVATE

    while not there():
        assert m.pending is not None
        m.apply(coaches[m.pending.side].choose(m))
    return m


def open_match(app: App, m: Match) -> MatchView:
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    view.on_resize(app.window.width, app.window.height)
    return view


def press(app: App, symbol: int) -> None:
    app.window.dispatch_event("on_key_press", symbol, 0)
    app.window.dispatch_events()


def pixel(x: float, y: float) -> tuple[int, int, int]:
    r, g, b, *_ = arcade.get_image(int(x), int(y), 1, 1).getpixel((0, 0))
    return r, g, b


def frame_pixel(view: MatchView, square: int) -> tuple[int, int, int]:
    """The colour where a hint's frame runs over the edge of the model standing on ``square``."""
    left, bottom, size, _ = view.geo.rect(square)
    return pixel(left + size * FRAME_INSET, bottom + size / 2)


# --- the hint ------------------------------------------------------------------------------------
def test_the_hint_is_marked_over_the_models_with_its_steps_numbered(
    app: App, data: GameData, speed: None
) -> None:
    view = open_match(app, mid_game(data))
    hint = view.coaching.hint(view.match)
    assert hint is not None and hint.action.act is Act.ACTIVATE and hint.action.piece is not None
    square = view.match.pieces[hint.action.piece].square
    assert square is not None
    render(app.window)
    before = frame_pixel(view, square)
    assert before != HINT_EDGE[:3]  # the model's own colours there
    press(app, arcade.key.H)
    render(app.window)
    assert frame_pixel(view, square) == HINT_EDGE[:3]  # the frame is drawn over the token
    steps = [a.square for a in hint.plan if a.square is not None]
    assert [n.text for n in view.hint_marks.numbers] == [str(i) for i in range(1, len(steps) + 1)]
    assert view.hint_marks.steps == steps and view.status.text.startswith("Hint: ")
    assert view.apply(hint.action)  # used: the marks and the words go
    render(app.window)
    assert not view.hint_marks.shown and frame_pixel(view, square) != HINT_EDGE[:3]
    assert not view.status.text.startswith("Hint: ")


def test_any_other_action_clears_the_hint_too(app: App, data: GameData, speed: None) -> None:
    view = open_match(app, mid_game(data))
    press(app, arcade.key.H)
    hint = view.coaching.hint(view.match)
    assert hint is not None and view.hint_marks.shown
    other = next(a for a in view.match.legal_actions() if a.act is Act.ACTIVATE and a != hint.action)
    assert view.apply(other)
    assert not view.hint_marks.shown and not view.status.text.startswith("Hint: ")


def test_a_whole_match_played_by_the_hint_key_never_contradicts_itself(
    app: App, data: GameData, speed: None
) -> None:
    set_speed(app, "instant")
    view = open_match(app, new_match(data, 7))
    m, judge = view.match, HeuristicCoach(7, "normal")
    found: list[str] = []
    promised: list[Action] = []
    activations = 0
    for _ in range(5000):
        while m.pending is not None and not view.human_to_act():
            view.on_update(1.0)
        if m.pending is None:
            break
        press(app, arcade.key.H)
        hint = view.coaching.hint(m)
        assert hint is not None and view.status.text == f"Hint: {hint}"
        if m.pending.kind == "turn":
            promised = list(hint.plan) if hint.action.act is Act.ACTIVATE else []
            activations += hint.action.act is Act.ACTIVATE
        elif m.pending.kind == "activation":
            found += contradictions(m, hint, promised, judge)
            if not promised or promised[0] not in m.legal_actions():
                promised = list(hint.plan)
        assert view.apply(hint.action)
        if promised and hint.action == promised[0]:
            promised.pop(0)
    assert m.pending is None and activations > 20
    assert found == []


# --- the AI's turns on screen ----------------------------------------------------------------------
def test_an_ai_turn_takes_two_to_three_seconds_at_normal_speed(app: App, data: GameData, speed: None) -> None:
    """Frame by frame over three whole matches: the median AI team turn, and none dragging on.
    One match's median swings by a second with how the coach happens to play it; three do not."""
    set_speed(app, "normal")
    turns = [
        seconds for seed in (1, 2, 3) for seconds in ai_turn_seconds(open_match(app, new_match(data, seed)))
    ]
    assert len(turns) >= 42
    assert 2.0 <= statistics.median(turns) <= 3.0
    assert max(turns) < 6.5


def test_a_long_turn_speeds_up_the_longer_it_runs() -> None:
    """Full pace for the first LONG_TURN seconds (scaled by the speed setting), then each action
    at LONG_TURN / elapsed of it, never past LATE_PACE; Space (pace 0) stays instant."""
    pacing = animation.Pacing()
    for pace in (1.0, 2.0):  # normal, slow
        paces = []
        for elapsed in (0.0, 2.0, 3.0, 5.0, 8.0, 20.0):
            pacing.elapsed = elapsed * pace
            paces.append(pacing.pace_now(pace) / pace)
        assert paces[:2] == [1.0, 1.0]
        assert paces[2:] == pytest.approx(
            [2.5 / 3, 0.5, max(animation.LATE_PACE, 2.5 / 8), animation.LATE_PACE]
        )
        assert paces == sorted(paces, reverse=True)
    pacing.elapsed = 10.0
    assert pacing.pace_now(0.0) == 0.0


def first_turns(app: App, data: GameData, speed: str, count: int = 4) -> tuple[list[float], list[Action]]:
    set_speed(app, speed)
    view = open_match(app, new_match(data, 3))
    turns: list[float] = []
    m = view.match
    timing: int | None = None
    for _ in range(100_000):
        if view.human_to_act():
            timing = None
            if len(turns) >= count:
                return turns, list(m.history)
            hint = view.coaching.hint(m)
            assert hint is not None and view.apply(hint.action)
            continue
        assert m.pending is not None
        if m.pending.kind == "turn" and timing != m.turn_seq:
            timing = m.turn_seq
            turns.append(0.0)
        if timing == m.turn_seq:
            turns[-1] += FRAME
        view.on_update(FRAME)
    raise AssertionError("the turns did not end")


def test_the_animation_speed_scales_the_turns_and_changes_only_the_drawing(
    app: App, data: GameData, speed: None
) -> None:
    normal, played = first_turns(app, data, "normal")
    slow, slow_played = first_turns(app, data, "slow")
    fast, fast_played = first_turns(app, data, "fast")
    instant, instant_played = first_turns(app, data, "instant")
    assert played == slow_played == fast_played == instant_played  # the same match, move for move
    assert sum(slow) == pytest.approx(2 * sum(normal), rel=0.1)
    assert sum(fast) == pytest.approx(0.4 * sum(normal), rel=0.15)
    assert sum(instant) <= len(instant) * 2 * FRAME


def test_a_walk_glides_square_to_square_without_a_stop(
    app: App, data: GameData, speed: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every walk at the normal pace: a long turn's later walks (sped up on purpose) are not what is
    # watched here. The person ends his turns until the AI has made a walk of three squares or more.
    monkeypatch.setattr(animation, "LONG_TURN", 1e9)
    set_speed(app, "normal")
    view = open_match(app, mid_game(data))
    m = view.match
    walks: list[tuple[animation.Glide, list[tuple[float, float]]]] = []
    now: dict[int, tuple[animation.Glide, list[tuple[float, float]]]] = {}  # each model's walk on screen
    for _ in range(6000):
        if view.human_to_act():
            if any(len(glide.route) >= 4 for glide, _ in walks):
                break
            assert m.pending is not None and m.pending.kind == "turn"
            assert view.apply(Action(Act.END_TURN))
        view.on_update(FRAME)
        for piece, (dx, dy) in view.tokens.offsets.items():
            glide = view.pacing.glides[piece]
            if piece not in now or now[piece][0] is not glide:
                now[piece] = (glide, [])
                walks.append(now[piece])
            square = m.pieces[piece].square
            assert square is not None
            x, y = view.geo.centre(square)
            now[piece][1].append((x + dx, y + dy))
    glide, points = max(walks, key=lambda walk: len(walk[0].route))
    squares = len(glide.route)
    assert squares >= 4  # a walk of three squares or more
    steps = [math.dist(a, b) for a, b in itertools.pairwise(points)]
    cell = view.geo.cell
    assert min(steps) > 0.02 * cell  # never standing still on the way
    assert max(steps) < 0.45 * cell  # and never jumping a square (a diagonal is 1.4 squares long)
    assert len(points) * FRAME < 0.15 * squares  # quicker than 0.15 s a square


def test_space_hurries_the_rest_of_the_ai_turn(app: App, data: GameData, speed: None) -> None:
    set_speed(app, "slow")
    view = open_match(app, mid_game(data))
    assert view.apply(Action(Act.END_TURN))
    for _ in range(20):
        view.on_update(FRAME)
    assert not view.human_to_act()
    press(app, arcade.key.SPACE)
    frames = 0
    while not (view.human_to_act() or view.match.pending is None) and frames < 60:
        view.on_update(FRAME)
        frames += 1
    assert frames < 5 and not view.pacing.glides


# --- thinking off the drawing thread ----------------------------------------------------------------
class SlowCoach:
    """The normal coach, taking its time: most of it asleep, some of it working."""

    def __init__(self, seed: int, seconds: float) -> None:
        self.coach = HeuristicCoach(seed, "normal")
        self.seconds = seconds

    def choose(self, m: Match) -> Action:
        end = time.perf_counter() + self.seconds
        while time.perf_counter() < end:
            sum(range(20_000))  # the interpreter's lock, held a little at a time
            time.sleep(0.005)
        return self.coach.choose(m)


def threaded_ai_turn(app: App, data: GameData, seconds: float) -> tuple[MatchView, Action]:
    """The person has ended his turn; the AI, slow, thinks on a worker thread. Returns what it
    will decide, from an equal coach asked on a copy."""
    view = open_match(app, mid_game(data))
    render(app.window)  # the screen's first frame, with everything it builds once
    assert view.apply(Action(Act.END_TURN))
    view.worker = AiWorker(view._ai, threaded=True)
    view._ai[1] = SlowCoach(5, seconds)
    expected = HeuristicCoach(5, "normal").choose(view.match.clone())
    return view, expected


def test_frames_keep_coming_while_a_slow_coach_thinks(app: App, data: GameData, speed: None) -> None:
    """The window keeps drawing while the coach thinks; the frame that applies his answer shows it."""
    set_speed(app, "normal")
    view, expected = threaded_ai_turn(app, data, 0.5)
    m = view.match
    seen = len(m.history)
    thinking: list[float] = []
    for _ in range(2000):
        start = time.perf_counter()
        render(app.window)
        if len(m.history) > seen:
            break
        thinking.append(time.perf_counter() - start)
    view.worker.close()
    assert m.history[seen] == expected  # the answer applied, on the drawing thread
    # Frames went on while the coach thought for half a second: a frame that waited for him would
    # have been the only one. How long each takes is measured, not asserted (bench_ai_turns.py).
    assert len(thinking) >= 10


def test_leaving_for_the_pause_menu_drops_the_thought(app: App, data: GameData, speed: None) -> None:
    set_speed(app, "normal")
    view, expected = threaded_ai_turn(app, data, 0.3)
    m = view.match
    seen = len(m.history)
    view.on_update(FRAME)
    assert view.worker.thinking
    press(app, arcade.key.ESCAPE)
    assert isinstance(app.window.current_view, PauseView) and not view.worker.thinking
    time.sleep(0.4)  # the dropped thought runs out meanwhile, unused
    assert len(m.history) == seen
    press(app, arcade.key.ESCAPE)  # Resume
    assert app.window.current_view is view
    for _ in range(2000):
        render(app.window)
        if len(m.history) > seen:
            break
        time.sleep(0.002)
    view.worker.close()
    assert m.history[seen : seen + 1] == [expected]
