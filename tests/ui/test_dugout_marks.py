"""The dugout shows each player's position mark over his number, the same letters his token shows
on the pitch, so a thrower in the KO box is told from a lineman at a glance."""

from __future__ import annotations

import arcade
import numpy as np

from samurai_bowl.data import GameData
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.glyphs import position_marks
from samurai_bowl.ui.pitch.tokens import piece_marks
from tests.ui.conftest import render
from tests.ui.gestures import screen
from tests.ui.offscreen import save_shot, shot_at
from tests.ui.test_dugout_window import injured

__all__ = ["screen"]  # the fixture


def test_every_dugout_player_wears_the_mark_of_his_token(screen: App, data: GameData) -> None:
    view = injured(data, screen)
    render(screen.window)
    save_shot(arcade.get_image().convert("RGB"), "dugout-marks-1280")
    m = view.match
    rosters = [data.roster(team.clan) for team in m.team_files]
    seen: set[tuple[int, str]] = set()
    for dugout in view.dugouts.sides:
        for index, spot in dugout.spots.items():
            piece = m.pieces[index]
            mark = dugout.marks[index]
            assert mark.visible and mark.text == view.tokens.marks[index].text == piece_marks(m)[index]
            clans = [roster.name for roster in data.rosters.values()]
            assert mark.text == position_marks(rosters[int(piece.side)], clans)[piece.position]
            number = dugout.numbers[index]
            assert mark.y > number.y and abs(mark.x - spot[0]) <= 1  # over his number, centred
            seen.add((int(piece.side), piece.position))
    assert {"lineman", "thrower"} <= {position for side, position in seen if side == 0}
    shot_at(screen.window, view, (1920, 1080), "dugout-marks")
    # the letters are drawn: ink of the mark's colour in the upper half of a KO'd thrower's token
    image = np.asarray(arcade.get_image().convert("RGB"))[::-1].astype(int)
    home = view.dugouts.sides[0]
    x, y = home.spot(9)  # type: ignore[misc]
    fill = view.colours[0][0]
    half = home.token / 2
    top = image[round(y + 1) : round(y + half - 2), round(x - half / 2) : round(x + half / 2)]
    assert (np.abs(top - np.array([fill.r, fill.g, fill.b])).sum(axis=2) > 150).sum() >= 3


def test_marks_leave_the_dugout_with_their_players(screen: App, data: GameData) -> None:
    view = injured(data, screen)
    home = view.dugouts.sides[0]
    on_pitch = [p.index for p in view.match.pieces if p.square is not None and int(p.side) == 0]
    assert on_pitch and not any(home.marks[i].visible for i in on_pitch)
