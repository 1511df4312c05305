"""Driving the match screen in tests: the AI's turns run, the person's side follows the hint; and
frames drawn until what another end sends has shown."""

from __future__ import annotations

from pathlib import Path

from samurai_bowl.ai.hint import coaching_hint
from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App, draw_frame
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.net.host_screen import HostScreen
from samurai_bowl.ui.routes import HostMatch
from tests.net.games import read_team, team_files
from tests.subprocesses import wait_until


def frames_until(app: App, what: str, condition: object) -> None:
    """Draw frames until ``condition`` (a value, or a function asked after each frame) holds."""

    def done() -> bool:
        draw_frame(app.window)
        return bool(condition() if callable(condition) else condition)

    wait_until(done, what)


def back_to_the_menu(app: App) -> None:
    """The main menu, a network match or a Host or Join screen on screen hung up first (its link
    closed, as Leave and Esc do)."""
    from samurai_bowl.ui.match.net_view import NetMatchView
    from samurai_bowl.ui.net.form import FormScreen

    view = app.window.current_view
    if isinstance(view, NetMatchView):
        view.left()
    elif isinstance(view, FormScreen):
        view.back()
    app.main_menu()


def play_by_hints(view: MatchView, until_turn: int | None = None, limit: int = 5000) -> None:
    """Play until the match is over (or team turn ``until_turn`` has begun); the AI moves
    without waiting, and each of the person's decisions is the coaching hint's action."""
    for _ in range(limit):
        while view.match.pending is not None and not view.human_to_act():
            view.on_update(1.0)
        if view.match.pending is None or (until_turn is not None and view.match.turn_seq >= until_turn):
            return
        hint = coaching_hint(view.match, "normal")
        assert hint is not None and view.apply(hint.action)
    raise AssertionError("the match did not end")


def host_screen(app: App, store: TeamStore, data: GameData, folder: Path) -> tuple[HostScreen, Path, Path]:
    """The Host screen with a saved Crab team to offer (the first friendly), and the Crab and Lion
    team files written in ``folder``."""
    crab, lion = team_files(data, folder)
    store.save(read_team(crab), data)
    app.go(HostMatch())
    screen = app.window.current_view
    assert isinstance(screen, HostScreen)
    return screen, crab, lion
