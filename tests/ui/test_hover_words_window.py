"""The fullest words the mouse shows over a target — figures re-rolled, with Augury (R16), an argued
call and the Imperial Favor (R9.6, R9.7) — sit on their one line beside the target, inside the
window, at 1280×720 and at 1920×1080, for models with names as long as a drafted team's usually
are. Each frame is saved for a look (hover/ among the session's pictures); 1920×1080 is drawn off-screen, the test
window being 1280×720."""

from __future__ import annotations

import arcade
import pytest
from PIL import Image

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.model import Team
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.match.words.hover_words import target_words
from tests.rules.match_builder import sq
from tests.shots import shots
from tests.teams.helpers import make_team
from tests.ui.conftest import render
from tests.ui.gestures import screen
from tests.ui.offscreen import offscreen

__all__ = ["screen"]  # the fixture

SIZES = ((1280, 720), (1920, 1080))
# names of the length a drafted team's have on average (12 letters), family name first
HOME = [
    "Bayushi Goro",
    "Shosuro Aki",
    "Yogo Tadashi",
    "Soshi Kenzo",
    "Bayushi Rin",
    "Shosuro Jun",
    "Yogo Haruto",
    "Soshi Mariko",
    "Bayushi Kaede",
    "Shosuro Daiki",
    "Yogo Natsumi",
]
AWAY = [
    "Hida Kisada",
    "Hiruma Yoshi",
    "Kaiu Masaru",
    "Yasuki Hanzo",
    "Hida Tsuneo",
    "Kuni Akemi",
    "Hiruma Ayane",
    "Kaiu Hikaru",
    "Yasuki Emi",
    "Hida Kenshin",
    "Kuni Toshiro",
]


def named(team: Team, names: list[str]) -> Team:
    players = [p.model_copy(update={"name": name}) for p, name in zip(team.players, names, strict=True)]
    return team.model_copy(update={"players": players})


def scorpions_v_crabs() -> tuple[Team, Team]:
    """Scorpions with a Team Shugenja and an Assistant Coach: 0-4 linemen (Dirty Player), 5-6
    ninjas (Pass), 7-8 catchers (Catch), 9-10 blitzers (Block); Crabs: 11-17 linemen, 18-21 the Damned."""
    home = make_team(
        "scorpion",
        {"lineman": 5, "ninja": 2, "catcher": 2, "blitzer": 2},
        name="Scorpions",
        team_shugenja=True,
        assistant_coaches=1,
    )
    away = make_team("crab", {"lineman": 7, "the_damned": 4}, name="Crabs")
    return named(home, HOME), named(away, AWAY)


def at(data: GameData, spots: dict[int, tuple[int, int, Status]], **kwargs: object) -> Match:
    places = [Placement(i, sq(x, y), status) for i, (x, y, status) in spots.items()]
    return match_at_turn(data, *scorpions_v_crabs(), SeededDice(5), places, rerolls=(1, 0), **kwargs)  # type: ignore[arg-type]


UP = Status.STANDING


def block(data: GameData) -> tuple[Match, Action]:
    """An assisted blitzer on one of the Damned: 2 dice, re-rolled, with Augury."""
    return at(data, {9: (8, 6, UP), 10: (10, 7, UP), 18: (9, 6, UP)}), Action(
        Act.BLOCK, piece=9, square=sq(9, 6)
    )


def foul(data: GameData) -> tuple[Match, Action]:
    """A lineman on a fallen Crab: Augury, an argued call and the Favor all open."""
    m = at(data, {0: (8, 6, UP), 11: (9, 6, Status.PRONE)})
    m.favor = 0
    return m, Action(Act.FOUL, piece=0, square=sq(9, 6))


def wind_pass(data: GameData) -> tuple[Match, Action]:
    """A ninja's pass in Stifling Wind to a catcher with a team-mate beside him, a Crab near."""
    m = at(
        data,
        {5: (6, 6, UP), 7: (12, 6, UP), 8: (13, 6, UP), 11: (14, 8, UP)},
        ball_carrier=5,
        weather="stifling_wind",
    )
    return m, Action(Act.PASS, piece=5, square=sq(12, 6))


def frame(app: App, view: MatchView, width: int, height: int, name: str) -> Image.Image:
    """The frame at ``width`` × ``height`` with the mouse over the square it was moved to, saved."""
    if (width, height) == app.window.get_size():
        render(app.window)
        image = arcade.get_image().convert("RGB")
    else:
        image = offscreen(app.window, view, (width, height))
    image.save(shots("hover") / f"{name}_{width}x{height}.png")
    return image


@pytest.mark.parametrize("case", [block, foul, wind_pass], ids=["block", "foul", "pass"])
def test_the_fullest_hover_words_fit_in_the_window(screen: App, data: GameData, case: object) -> None:
    m, action = case(data)  # type: ignore[operator]
    assert action.piece is not None and action.square is not None
    m.apply(Action(Act.ACTIVATE, piece=action.piece))
    words = target_words(m, action)
    assert "Augury" in words  # the fullest: the shugenja can still cast
    view = MatchView(screen, Session(m, ("human", "normal")))
    screen.show(view)
    for width, height in SIZES:
        view.on_resize(width, height)
        view.on_mouse_motion(*(round(c) for c in view.geo.centre(action.square)), 0, 0)
        frame(screen, view, width, height, f"{action.act.value}")
        strip = view.input.words
        assert strip.text == words
        label = strip.label
        assert label.left - 4 >= 0 and label.left + label.content_width + 4 <= width, (width, words)


def whole(lines: list[str], words: str) -> bool:
    """The strip's lines hold ``words`` whole: one line, or two broken at a " · " or a space."""
    if any("…" in line for line in lines):
        return False
    if len(lines) == 1:
        return lines[0] == words
    return f"{lines[0]} · {lines[1]}" == words or " ".join(lines) == words


def test_the_fullest_blitz_from_range_is_shown_whole_and_says_what_each_figure_is(
    screen: App, data: GameData
) -> None:
    # a blitzer in a Crab's zone (a dodge out), one of the Damned out of reach, a team re-roll and
    # Augury ready: every figure of the blitz line is open
    m = at(data, {9: (5, 6, UP), 11: (4, 6, UP), 18: (10, 6, UP), 10: (11, 7, UP)})
    view = MatchView(screen, Session(m, ("human", "normal")))
    screen.show(view)
    view.input.click(sq(5, 6))  # selected, not yet activated
    for width, height in SIZES:
        view.on_resize(width, height)
        view.on_mouse_motion(*(round(c) for c in view.geo.centre(sq(10, 6))), 0, 0)
        frame(screen, view, width, height, "blitz_fullest")
        strip = view.input.words
        words = strip.text
        assert words.startswith(f"Blitz on {m.pieces[18].name}: ")
        # each figure says what it is: as rolled, then with a re-roll, then with Augury too
        assert "gets there " in words and "% with Augury)" in words
        assert "knock-down " in words and "% with a re-roll, " in words and "% with Augury too)" in words
        assert "re-rolled" not in words
        assert whole(strip.lines, words), (width, strip.lines)
        for label in (strip.label, strip.second):
            assert label.left - 4 >= 0 and label.left + label.content_width + 4 <= width
