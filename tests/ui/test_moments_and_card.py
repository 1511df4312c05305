"""Moments over the pitch (a touchdown, R5.5; a turnover, R4.4), the card of the model under the
mouse, and the side panel's words and layout: staff by name (R17), "1 square", "Winds'", team
names readable in their colour, nothing under 9 points at 800x600 or out of the panel at 1.5."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import arcade
import numpy as np
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.model import Team
from samurai_bowl.telling.event_words import plain
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.ink import contrast
from samurai_bowl.ui.kit.theme import PANEL
from samurai_bowl.ui.match.moments import SECONDS
from samurai_bowl.ui.match.panel.side_panel import SidePanel, team_details
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.match.words.hover_words import card_words
from samurai_bowl.ui.pitch.draw import team_colours
from samurai_bowl.ui.story.told import Story
from tests.rules.match_builder import crane_v_lion, sq
from tests.teams.helpers import make_team
from tests.ui.conftest import render
from tests.ui.test_dice_and_log import crop, screen
from tests.ui.test_match_view import click, click_square, hover, instant

__all__ = ["instant"]
FRAMES = round(SECONDS * 60)  # draw_frame steps 1/60 s of frame time


def on_screen(
    app: App,
    data: GameData,
    teams: tuple[Team, Team],
    dice: list[tuple[str, Any]],
    placements: list[Placement],
    **kwargs: Any,
) -> MatchView:
    m = match_at_turn(data, *teams, ScriptedDice(dice, data.block_dice), placements, **kwargs)
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    render(app.window)
    return view


def scoring(app: App, data: GameData) -> MatchView:
    """The Crane carrier one step from the Lions' end zone walks in: a touchdown (R5.5)."""
    placements = [Placement(0, sq(21, 6)), Placement(11, sq(5, 5))]
    view = on_screen(app, data, crane_v_lion(), [], placements, ball_carrier=0)
    click_square(app, view, sq(21, 6))
    click_square(app, view, sq(22, 6))
    assert view.match.teams[0].score == 1
    render(app.window)
    return view


def band_pixels(view: MatchView) -> np.ndarray:
    left, bottom, width, height = view.geo.bounds
    return crop(screen(), (left + width * 0.3, bottom + height * 0.45, width * 0.4, height * 0.1))


def test_a_touchdown_shows_a_banner_that_goes_after_two_seconds(data: GameData, instant: App) -> None:
    app = instant
    view = scoring(app, data)
    moment = view.moments.current
    carrier = view.match.pieces[0]
    assert moment is not None and moment.title == "Touchdown!" and moment.side == 0
    assert moment.words == f"{carrier.name} scores for Cranes"
    shown = band_pixels(view)
    assert view.moments.team.text == "CRANES" and view.moments.title.text == "Touchdown!"
    assert shown.mean() < 60  # the dark banner over the grass
    for _ in range(FRAMES - 12):
        render(app.window)
    assert view.moments.current is moment  # still there after most of two seconds
    for _ in range(12):
        render(app.window)
    assert view.moments.current is None
    assert np.abs(band_pixels(view) - shown).mean() > 15  # the pitch again


def test_a_click_sends_the_banner_away(data: GameData, instant: App) -> None:
    app = instant
    view = scoring(app, data)
    render(app.window)
    left, bottom, width, height = view.moments.rect
    click(app, left + width / 2, bottom + height / 2)
    assert view.moments.current is None


def test_a_turnover_names_the_team_and_the_failed_roll(data: GameData, instant: App) -> None:
    """R4.4: a failed dodge (1 on 4+, no re-roll) ends the turn; the banner says why."""
    app = instant
    placements = [Placement(0, sq(10, 5)), Placement(11, sq(11, 5))]
    view = on_screen(app, data, crane_v_lion(), [("d6", 1), ("d6", 1), ("d6", 1)], placements)
    click_square(app, view, sq(10, 5))
    click_square(app, view, sq(9, 5))
    render(app.window)
    moment = view.moments.current
    dodger = view.match.pieces[0]
    assert moment is not None and moment.title == "Turnover" and moment.side == 0
    assert moment.words == f"{dodger.name}'s dodge failed"


def test_the_card_shows_the_model_under_the_mouse(data: GameData, instant: App) -> None:
    app = instant
    placements = [Placement(0, sq(10, 5)), Placement(11, sq(11, 5)), Placement(12, sq(15, 9))]
    view = on_screen(app, data, crane_v_lion(), [], placements)
    card = view.panel.card
    render(app.window)
    empty = crop(screen(), (card.frame[0], card.frame[1] - 60, card.frame[2], 50))
    lion = view.match.pieces[12]
    hover(app, *view.geo.centre(sq(15, 9)))
    render(app.window)
    assert card.piece == 12
    assert card.name.text == f"#{lion.number}  {lion.name}"
    assert [v.text for v in card.values] == [str(v) for v in lion.stats()]
    assert card.state[0].text == "Lion Lineman · Standing"
    assert card.spp[0].text == "SPP 0"
    shown = crop(screen(), (card.frame[0], card.frame[1] - 60, card.frame[2], 50))
    assert np.any(shown != empty)  # the card is drawn over the log
    hover(app, *view.geo.centre(sq(3, 3)))  # an empty square: no card
    render(app.window)
    assert card.piece is None
    lion.change_stats(1)  # as the Touch of Amaterasu gives him
    view.match.blessed.add(12)
    hover(app, *view.geo.centre(sq(15, 9)))
    render(app.window)
    assert card.values[1].text == f"{lion.st} ▲" and "Touch of Amaterasu +1" in card.why.text


def test_panel_words_name_the_staff_and_write_plurals_and_possessives(data: GameData) -> None:
    """R17: the staff by name ("Kitsuki Yasu ready", never its id); "1 square"; "Winds'"."""
    dragons = make_team("dragon", {"lineman": 11}, name="River Winds", special_staff=True)
    dice = ScriptedDice([("d6", 1), ("d6", 1), ("d6", 1)], data.block_dice)  # a failed dodge, armour holds
    m = match_at_turn(
        data, dragons, crane_v_lion()[1], dice, [Placement(0, sq(10, 5)), Placement(11, sq(11, 5))]
    )
    staff = data.roster("dragon").special_staff
    assert team_details(m, 0) == f"0 re-rolls · {staff.name} ready" and staff.id not in team_details(m, 0)
    assert plain("River Winds's shugenja casts Augury") == "River Winds' shugenja casts Augury"
    story = Story(m)
    m.apply(Action(Act.ACTIVATE, piece=0))
    m.apply(Action(Act.MOVE, piece=0, square=sq(9, 5)))
    story.update()
    texts = [e.text for e in story.entries]
    name = m.pieces[0].name
    assert any(
        t.startswith(f"{name} fails to dodge (rolled 1, needs ")
        and t.endswith("moves 1 square and goes down")
        for t in texts
    )
    assert "Turnover: River Winds' turn ends" in texts


@pytest.mark.parametrize("clan", ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"])
def test_team_names_are_readable_in_their_colour(data: GameData, clan: str, window: arcade.Window) -> None:
    """(The panel's texts are made in the session's window, opened first whatever ran before.)"""
    position = data.roster(clan).cheapest_position().id
    teams = make_team(clan, {position: 11}), make_team(clan, {position: 11}, name="Mirror")  # mirror colours
    m = match_at_turn(data, *teams, ScriptedDice([], data.block_dice), [Placement(0, sq(5, 5))])
    panel = SidePanel(m, team_colours(data, m))
    for side in (0, 1):
        assert contrast(panel.teams[side].color, PANEL) >= 4.5


@pytest.fixture
def sized(instant: App) -> Iterator[App]:
    yield instant
    instant.settings = instant.settings.model_copy(update={"ui_scale": 1.0})


def panel_texts(view: MatchView) -> list[arcade.Text]:
    panel, card = view.panel, view.panel.card
    return [
        panel.score,
        panel.clock,
        *panel.teams,
        *panel.turns,
        *panel.details,
        panel.action,
        panel.weather,
        panel.tray.head,
        *(t for row in panel.tray.texts for t in row),
        panel.log.head,
        panel.log.more,
        *panel.log.texts(),
        card.name,
        *card.state,
        *card.keys,
        *card.values,
        card.why,
        *card.skills,
        *card.spp,
    ]


def other_texts(view: MatchView) -> list[arcade.Text]:
    prompt, moments = view.prompt, view.moments
    return [
        prompt.question,
        *(b.text for b in prompt.buttons),
        *(b.hint for b in prompt.buttons),
        *prompt.dice.names,
        *prompt.dice.keys,
        moments.team,
        moments.title,
        *moments.words,
        moments.hint,
    ]


@pytest.mark.parametrize(("size", "scale"), [((800, 600), 1.0), ((800, 600), 0.75), ((1280, 720), 1.5)])
def test_no_text_under_9_points_and_nothing_out_of_the_panel(
    data: GameData, sized: App, size: tuple[int, int], scale: float
) -> None:
    app = sized
    app.settings = app.settings.model_copy(update={"ui_scale": scale})
    view = scoring(app, data)  # a banner, a tray and a log with something in them
    hover(app, *view.geo.centre(sq(5, 5)))  # and the Lion's card
    view.layout(*size)
    render(app.window)
    for text in panel_texts(view) + other_texts(view):
        assert text.font_size >= 9, f"{text.text!r} at {text.font_size} points"
    left, bottom, width, height = view.panel.rect
    for text in panel_texts(view):
        if text.text and text.visible:
            assert left <= text.left and text.right <= left + width, f"{text.text!r} leaves the panel"
            assert bottom <= text.bottom and text.top <= bottom + height, f"{text.text!r} leaves the panel"
    left, _, width, _ = view.prompt.rect
    assert view.prompt.question.right <= left + width  # the question fits on its line
    view.layout(app.window.width, app.window.height)


def test_moments_come_one_after_another_and_the_ai_waits_for_them(
    data: GameData, instant: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R3.1 and R12: a new match shows its weather; the AI does not play on under a banner;
    the kick-off chart's result follows."""
    app = instant
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "fast"}))
    m = Match(data, *crane_v_lion(), seed=3)
    view = MatchView(app, Session(m, ("normal", "normal")))
    app.show(view)
    render(app.window)
    weather = next(e for e in m.events if e.data.get("purpose") == "Weather")
    entry = next(r for r in data.weather.results if r.name == weather.data["result"])
    moment = view.moments.current
    assert moment is not None and moment.title == f"Weather: {entry.name}" and moment.words == entry.text
    acted = len(m.history)
    for _ in range(7):
        view.on_update(0.1)  # 0.7 s: the banner stays, the AI waits
    assert view.moments.seconds == pytest.approx(0.4 * SECONDS)  # fast: two fifths of normal's time
    assert view.moments.current is moment and len(m.history) == acted
    for _ in range(2):
        view.on_update(0.1)
    assert view.moments.current is None
    for _ in range(2000):
        view.on_update(0.1)
        if view.moments.current is not None:
            break
    kickoff = view.moments.current
    assert kickoff is not None and kickoff.title.startswith("Kick-off: ") and kickoff.side == m.kicker


def test_the_card_names_the_position_as_the_roster_does(data: GameData) -> None:
    """Only display names on screen: "Tsukai-Tsugasu" and "The Damned", never their ids."""
    crabs = make_team("crab", {"tsukai_tsugasu": 2, "the_damned": 4, "lineman": 5})
    m = match_at_turn(
        data, crabs, crane_v_lion()[1], ScriptedDice([], data.block_dice), [Placement(0, sq(10, 5))]
    )
    words = [card_words(m, m.pieces[i]) for i in (0, 2)]
    assert "(Tsukai-Tsugasu)" in words[0] and "(The Damned)" in words[1]
    assert not any("tsukai_tsugasu" in w or "the_damned" in w for w in words)


def test_the_re_rolls_bought_show_before_the_kick_off(data: GameData) -> None:
    """At the coin toss the team's re-rolls are the ones it bought (R3.6 hands them out as the first
    half begins), not 0."""
    home, away = make_team("crab", rerolls=2), make_team("lion", rerolls=1)
    m = Match(data, home, away, seed=3)
    assert m.pending is not None and m.pending.kind == "coin_toss" and m.half == 0
    assert team_details(m, 0).startswith("2 re-rolls") and team_details(m, 1).startswith("1 re-roll")
