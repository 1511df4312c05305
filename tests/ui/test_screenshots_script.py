"""docs/make_screenshots.py: each scene builds on the window, and the pictures it writes (into a
folder of the test's, never docs/) are small palette PNGs of the whole 1280×720 screen, the very
pictures committed in docs/images/ (the README shows them: they must be what the game draws)."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image, ImageChops

from samurai_bowl.data import GameData
from samurai_bowl.ui.app import App
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.league.view import LeagueView
from samurai_bowl.ui.match.view import MatchView

DOCS = Path(__file__).resolve().parents[2] / "docs"
SCRIPT = DOCS / "make_screenshots.py"
COMMITTED = DOCS / "images"

# How near a drawn picture must be to the committed one. On one machine the script draws the same
# bytes every time (fixed seeds, its own data folder). Elsewhere the software renderer (mesa's
# llvmpipe) and FreeType may round an antialiased glyph edge or a blended colour a little otherwise,
# and the 256-colour palette can shift by a level: so a pixel counts as different only when one of
# its channels is more than LEVEL of 255 away, and up to FEW such pixels are let go, fewer than one
# short word or a score's two digits take. A changed screen differs by thousands (the league table
# of an older season: 33,138 pixels).
LEVEL = 32
FEW = 100


@dataclass(frozen=True)
class Drawn:
    written: list[Path]  # the pictures make() wrote, in its order
    shown: dict[str, type]  # each scene's name: the type of the screen it left on the window


@pytest.fixture(scope="module")
def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_screenshots", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def drawn(script: ModuleType, app: App, data: GameData, tmp_path_factory: pytest.TempPathFactory) -> Drawn:
    """The script's make() run once into a folder of the test's, each scene watched for the screen
    it shows (the league scene plays a whole season: a run takes some seconds)."""
    shown: dict[str, type] = {}

    def watched(name: str, build: Callable[[App], None]) -> Callable[[App], None]:
        def run(scene: App) -> None:
            build(scene)
            shown[name] = type(scene.window.current_view)

        return run

    scenes = {name: (watched(name, build), alt) for name, (build, alt) in script.SCENES.items()}
    out = tmp_path_factory.mktemp("screenshots")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(script, "SCENES", scenes)
        try:
            written = script.make(out, app.window, data)
        finally:
            app.main_menu()
    return Drawn(written, shown)


def differing(drawn: Path, committed: Path) -> tuple[int, tuple[int, int, int, int] | None]:
    """How many pixels of the two pictures differ by more than LEVEL in some channel, and the box
    around them."""
    with Image.open(drawn) as one, Image.open(committed) as other:
        assert one.size == other.size, f"{committed.name}: {one.size} drawn, {other.size} committed"
        red, green, blue = ImageChops.difference(one.convert("RGB"), other.convert("RGB")).split()
    most = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    far = most.point(lambda level: 255 if level > LEVEL else 0)
    return far.histogram()[255], far.getbbox()


@pytest.mark.slow
def test_each_scene_shows_its_screen(script: ModuleType, drawn: Drawn) -> None:
    assert drawn.shown == {"match": MatchView, "league": LeagueView, "builder": TeamBuilderView}
    assert all(alt for _, alt in script.SCENES.values())


def test_the_match_scene_shows_the_block_preview(
    script: ModuleType, app: App, data: GameData, tmp_path: Path
) -> None:
    try:
        script.match_scene(script.scene_app(app.window, data, tmp_path))
        view = app.window.current_view
        assert isinstance(view, MatchView)
        script.picture(view.app)
        assert view.input.selected == view.match.pieces[script.BLOCKER].index
        assert view.input.words.text.startswith("Block: ") and "knock-down" in view.input.words.text
    finally:
        app.main_menu()


@pytest.mark.slow
def test_the_pictures_are_small_and_whole(drawn: Drawn) -> None:
    assert [path.name for path in drawn.written] == ["match.png", "league.png", "builder.png"]
    for path in drawn.written:
        with Image.open(path) as image:
            assert image.size == (1280, 720) and image.mode == "P"
            assert image.convert("RGB").getextrema() != ((0, 0), (0, 0), (0, 0))
        assert path.stat().st_size < 150 * 1024


@pytest.mark.slow
def test_the_committed_pictures_are_what_the_script_draws(drawn: Drawn) -> None:
    assert sorted(path.name for path in COMMITTED.glob("*.png")) == sorted(p.name for p in drawn.written)
    for path in drawn.written:
        count, box = differing(path, COMMITTED / path.name)
        assert count <= FEW, (
            f"docs/images/{path.name}: {count} pixels differ from what docs/make_screenshots.py "
            f"draws (within {box}); draw them again with: python docs/make_screenshots.py"
        )
