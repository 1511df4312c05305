"""The log between two teams of one clan: each player's name carries his shirt number and is drawn
in his team's ink, readable on the panel (4.5:1) and different for the two teams; and every word
of the log and the dice tray fits its box at 1280×720 and at 1920×1080. Frames are saved to
the session's pictures (log/) for a look."""

from __future__ import annotations

import itertools
import random

import pyglet

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.ink import contrast
from samurai_bowl.ui.kit.theme import PANEL
from samurai_bowl.ui.match.panel.dice_tray import DiceTray, tray_roll
from samurai_bowl.ui.match.view import MatchView
from tests.teams.helpers import make_team
from tests.ui.driving import play_by_hints
from tests.ui.gestures import screen
from tests.ui.offscreen import offscreen, save_shot
from tests.ui.test_hover_words_window import AWAY, HOME, named

__all__ = ["screen"]  # the fixture

SIZES = ((1280, 720), (1920, 1080))


def crabs_v_crabs(data: GameData) -> Match:
    home = named(
        make_team("crab", {"lineman": 11}, name="Iron Crabs"), [n.replace("Bayushi", "Hida") for n in HOME]
    )
    away = named(make_team("crab", {"lineman": 7, "the_damned": 4}, name="Wall Crabs"), AWAY)
    return Match(data, home, away, seed=7)


def drawn(app: App, view: MatchView, width: int, height: int, name: str) -> None:
    """The view laid out and drawn at ``width`` × ``height`` off-screen, saved."""
    view.on_resize(width, height)
    save_shot(offscreen(app.window, view, (width, height)), f"{name}_{width}x{height}", "log")


def test_each_name_in_the_log_has_his_number_and_his_teams_ink(screen: App, data: GameData) -> None:
    m = crabs_v_crabs(data)
    view = MatchView(screen, Session(m, ("human", "normal")))
    screen.show(view)
    play_by_hints(view, until_turn=4)
    log = view.panel.log
    inks = log.inks
    assert inks[0] != inks[1]
    assert all(contrast(ink, PANEL) >= 4.5 for ink in inks)
    for width, height in SIZES:
        drawn(screen, view, width, height, "log_names")
        seen: set[int] = set()
        for first, more in zip(log.labels, log.extra, strict=True):
            for text in (first, *more):
                for piece in m.pieces:
                    if text.text == f"#{piece.number} {piece.name}" or text.text.startswith(
                        f"#{piece.number} {piece.name}'"
                    ):
                        assert text.color == inks[int(piece.side)], text.text
                        seen.add(int(piece.side))
        assert seen == {0, 1}  # players of both teams are named on screen
        for first, more in zip(log.labels, log.extra, strict=True):
            shown = [t for t in (first, *more) if t.text]
            for before, after in itertools.pairwise(shown):  # one space between runs, no overlap
                gap = after.x - (before.x + before.content_width)
                assert -2 <= gap <= after.font_size * 0.6, (before.text, after.text, gap)
        shown = " ".join(log.row_texts())
        assert not any(f" {p.name}" in shown.replace(f"#{p.number} {p.name}", "") for p in m.pieces)


def test_every_word_of_the_log_and_the_tray_fits_its_box(screen: App, data: GameData) -> None:
    m = crabs_v_crabs(data)
    view = MatchView(screen, Session(m, ("human", "normal")))
    screen.show(view)
    play_by_hints(view, until_turn=6)
    log, tray = view.panel.log, view.panel.tray
    assert tray.rolls and all(r.detail for r in tray.rolls)
    for width, height in SIZES:
        drawn(screen, view, width, height, "log_fit")
        assert len(log.rows) > log.capacity  # a log longer than its box
        left, _, room, _ = log.rect
        for text in log.texts():
            if text.text and text.visible:
                assert text.x + text.content_width <= left + room - 6, (width, text.text)  # clear of the bar
        t_left, _, t_width, _ = tray.rect
        for row in tray.texts:
            for text in row:
                if text.text:
                    assert text.x + text.content_width <= t_left + t_width - 4, (width, text.text)
                    assert not text.text.endswith("…"), (width, text.text)  # wrapped, never cut


def test_every_roll_of_a_long_match_fits_the_dice_tray(screen: App, data: GameData) -> None:
    """Each roll of an AI match between clans with spells, in the tray as laid out at each size."""
    rng = random.Random(3)
    m = Match(data, draft_team(data, "phoenix", rng), draft_team(data, "crab", rng), 3)
    coaches = [HeuristicCoach(1), HeuristicCoach(2)]
    while m.pending is not None:
        m.apply(coaches[m.pending.side].choose(m))
    rolls = [
        tray_roll(m, event, "Isawa Kiyomi blocks Hiruma Yoshimoto")
        for event in m.events
        if event.kind == "roll"
    ]
    assert len(rolls) > 100
    view = MatchView(screen, Session(crabs_v_crabs(data), ("human", "normal")))
    screen.show(view)
    for width, height in SIZES:
        view.on_resize(width, height)
        shown = view.panel.tray
        tray = DiceTray(m, pyglet.graphics.Batch())
        tray.layout(shown.rect, shown.points, shown.rows)
        left, _, room, _ = tray.rect
        for roll in rolls:
            tray.rolls = [roll]
            tray._build()
            for text in tray.texts[0]:
                if text.text:
                    assert text.x + text.content_width <= left + room - 4, (width, text.text)
                    assert not text.text.endswith("…"), (width, roll.title, roll.detail)
