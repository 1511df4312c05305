"""The README's screenshots, rendered headless from seeded positions at 1280×720 and written as
small palette PNGs into docs/images/:

    python docs/make_screenshots.py            # into docs/images/
    python docs/make_screenshots.py OUT_DIR    # elsewhere

Every scene is built from fixed seeds in a data folder of its own (a temporary one, removed after),
so the same code and rules give the same pictures, and the player's own folder is never read."""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")  # before arcade is first imported

import arcade
from PIL import Image

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.data.loader import load_game_data
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.league.db import league_path, open_db
from samurai_bowl.league.play import simulate
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App, draw_frame
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.league.view import LeagueView
from samurai_bowl.ui.match.view import MatchView

SIZE = (1280, 720)
IMAGES = Path(__file__).resolve().parent / "images"
LENGTH = 24  # squares along the pitch: square = y * LENGTH + x
FRAMES = 3  # frames drawn before a picture is taken: the layout and the text settle


def at(x: int, y: int) -> int:
    return y * LENGTH + x


# --- the scenes -------------------------------------------------------------------------------
# Crab (home, left) and Lion lined up mid-pitch in the second half; the Crab carrier at (9, 6).
CRAB = [(9, 6), (11, 7), (11, 5), (10, 9), (8, 3), (12, 11), (7, 8), (6, 5), (10, 1), (5, 10), (4, 7)]
LION = [(12, 7), (12, 5), (13, 9), (12, 3), (14, 6), (13, 11), (15, 4), (16, 8), (17, 2), (18, 10), (19, 6)]
BLOCKER, TARGET = 1, 11  # the Crab at (11, 7) and the Lion at (12, 7) beside him


def match_scene(app: App) -> None:
    """The match screen in the second half: a Crab selected, the mouse on the Lion beside him,
    so the block preview shows its dice and chances."""
    data = app.data
    rng = random.Random(2026)
    home, away = draft_team(data, "crab", rng), draft_team(data, "lion", rng)
    placements = [Placement(index, at(x, y)) for index, (x, y) in enumerate(CRAB)]
    first_away = len(home.players)
    placements += [Placement(first_away + index, at(x, y)) for index, (x, y) in enumerate(LION)]
    match = match_at_turn(
        data, home, away, SeededDice(41), placements, half=2, turns=(5, 4), rerolls=(2, 1), ball_carrier=0
    )
    match.teams[0].score, match.teams[1].score = 1, 1
    view = MatchView(app, Session(match, ("human", "normal"), id="screenshot"))
    app.show(view)
    draw_frame(app.window)
    _click(app, *view.geo.centre(match.pieces[BLOCKER].square))
    draw_frame(app.window)
    _move(app, *view.geo.centre(match.pieces[first_away + TARGET - len(CRAB)].square))


def league_scene(app: App) -> None:
    """The League screen after a whole season of six AI-coached clans, played from their seeds."""
    data = app.data
    store = LeagueStore(open_db(league_path(app.folder)), data)
    try:
        league = store.create("Emerald Cup", 1)
        rng = random.Random(7)
        coaches = [
            "Hida Kisada",
            "Doji Hotaru",
            "Akodo Toturi",
            "Shiba Tsukune",
            "Bayushi Kachiko",
            "Togashi Yokuni",
        ]
        for clan, coach in zip(
            ("crab", "crane", "lion", "phoenix", "scorpion", "dragon"), coaches, strict=True
        ):
            store.add_team(league, draft_team(data, clan, rng), f"{coach} (AI)", "normal")
        store.draw_schedule(league, seed=7)  # a given seed: the same season every time
        for fixture in store.fixtures(league):
            simulate(store, league, fixture)
    finally:
        store.db.close()
    app.show(LeagueView(app, league_path(app.folder)))


def builder_scene(app: App) -> None:
    """The team builder on a drafted Phoenix team, ready to be saved."""
    team = draft_team(app.data, "phoenix", random.Random(11), "Shiba Morning Cranes")
    app.show(TeamBuilderView(app, team, on_back=app.main_menu))


SCENES: dict[str, tuple[Callable[[App], None], str]] = {
    "match": (
        match_scene,
        "The match screen: a Crab lineman about to block a Lion, the preview showing the dice",
    ),
    "league": (league_scene, "The League screen after a season of six clans: standings and fixtures"),
    "builder": (builder_scene, "The team builder on a Phoenix team: roster, koku spent and skills"),
}


# --- input, pictures ----------------------------------------------------------------------------
def _click(app: App, x: float, y: float) -> None:
    app.window.dispatch_event("on_mouse_motion", int(x), int(y), 0, 0)
    app.window.dispatch_event("on_mouse_press", int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
    app.window.dispatch_event("on_mouse_release", int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
    app.window.dispatch_events()


def _move(app: App, x: float, y: float) -> None:
    app.window.dispatch_event("on_mouse_motion", int(x), int(y), 0, 0)
    app.window.dispatch_events()


def picture(app: App) -> Image.Image:
    """The screen as it is now, drawn a few times over, as RGB."""
    for _ in range(FRAMES):
        draw_frame(app.window)
    return arcade.get_image(0, 0, *SIZE).convert("RGB")


def small(image: Image.Image) -> Image.Image:
    """The picture in at most 256 colours (the screens are flat colours and text): a small PNG."""
    return image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def scene_app(window: arcade.Window, data: GameData, folder: Path) -> App:
    """An app on ``folder``, a data folder of the scene's own."""
    app = App(window, data, folder)
    app.teams = TeamStore(folder)
    return app


def make(out: Path, window: arcade.Window, data: GameData) -> list[Path]:
    """Every scene's picture written into ``out``; the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (build, _) in SCENES.items():
        with tempfile.TemporaryDirectory(prefix=f"samurai-bowl-{name}-") as folder:
            app = scene_app(window, data, Path(folder))
            build(app)
            path = out / f"{name}.png"
            small(picture(app)).save(path, optimize=True)
            written.append(path)
            app.main_menu()  # leaves the scene's screen before its folder goes
    return written


def main(argv: list[str]) -> int:
    from samurai_bowl.processes.pool import end_every_pool

    out = Path(argv[0]) if argv else IMAGES
    window = arcade.Window(*SIZE, "Samurai Bowl", antialiasing=False, visible=False)
    arcade.resources.load_liberation_fonts()
    try:
        for path in make(out, window, load_game_data()):
            print(f"{path} ({path.stat().st_size // 1024} KB)")
    finally:
        window.close()
        end_every_pool()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
