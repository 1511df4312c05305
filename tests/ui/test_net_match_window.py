"""The match screen of a network match at either end, against a real host or joiner of the test's
own over 127.0.0.1: the dugouts follow the match as the host sends it."""

from __future__ import annotations

from pathlib import Path

from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.net.link import HostLink
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.net_view import NetMatchView
from samurai_bowl.ui.match.parts.dugout_boxes import box_of
from tests.net.games import SEED
from tests.ui.driving import frames_until
from tests.ui.offscreen import shot_at
from tests.ui.test_net_drops_window import CODE, hosting, join_in_window, joined


def play_to_kick_off(app: App, view: NetMatchView, host: HostLink) -> None:
    """Both coaches play (this window's over the network, the host's through its link) until
    both teams are set up and the ball is kicked: every model is then on the pitch."""
    coach = make_coach("normal", SEED)
    while view.match.turn_seq < 1:
        if view.human_to_act():
            assert view.apply(coach.choose(view.match))
        elif host.match is not None and host.match.pending is not None:
            assert host.request(coach.choose(host.match)) is None
        frames_until(app, "the action shown", lambda: view.link.version == view.shown)


def boxes_shown(view: NetMatchView) -> dict[int, dict[str, list[int]]]:
    return {d.side: {key: pieces for key, _, pieces in d.groups()} for d in view.dugouts.sides}


def boxes_held(match: Match) -> dict[int, dict[str, list[int]]]:
    """Who is in which dugout box in ``match`` (Reserves always shown)."""
    out: dict[int, dict[str, list[int]]] = {0: {"reserves": []}, 1: {"reserves": []}}
    for piece in sorted(match.pieces, key=lambda p: p.number):
        key = box_of(match, piece)
        if key is not None:
            out[int(piece.side)].setdefault(key, []).append(piece.index)
    return out


def test_the_joiners_dugouts_hold_only_who_is_off_the_pitch(
    app: App, store: TeamStore, data: GameData, tmp_path: Path
) -> None:
    host = hosting(data, tmp_path, CODE)
    try:
        assert host.address is not None
        join_in_window(app, f"127.0.0.1:{host.address[1]}")
        view = joined(app)
        play_to_kick_off(app, view, host)
        on_pitch = [p.index for p in view.match.pieces if p.status.on_pitch]
        assert len(on_pitch) >= 22  # both teams set up
        assert boxes_shown(view) == boxes_held(view.match)
        view.input.selected = on_pitch[0]
        for size in ((1280, 720), (1920, 1080)):
            shot_at(app.window, view, size, "net-joiner-dugouts")
        held = boxes_held(view.match)
        for dugout in view.dugouts.sides:  # no token in a dugout for a model on the pitch
            assert not set(dugout.spots) & set(on_pitch)
            reserves = len(held[dugout.side]["reserves"])
            assert dugout.heads["reserves"].text in (f"Reserves {reserves}", f"Res {reserves}")
    finally:
        if isinstance(app.window.current_view, NetMatchView):
            app.window.current_view.left()
        app.main_menu()
        host.close()
