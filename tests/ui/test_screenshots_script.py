"""docs/make_screenshots.py: each scene builds on the window, and the pictures it writes (into a
folder of the test's, never docs/) are small palette PNGs of the whole 1280×720 screen."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image

from samurai_bowl.data import GameData
from samurai_bowl.ui.app import App
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.league.view import LeagueView
from samurai_bowl.ui.match.view import MatchView

SCRIPT = Path(__file__).resolve().parents[2] / "docs" / "make_screenshots.py"


@pytest.fixture(scope="module")
def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_screenshots", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_scene_shows_its_screen(script: ModuleType, app: App, data: GameData, tmp_path: Path) -> None:
    shown = {}
    try:
        for name, (build, alt) in script.SCENES.items():
            scene = script.scene_app(app.window, data, tmp_path / name)
            build(scene)
            shown[name] = type(app.window.current_view)
            assert alt and script.picture(scene).getextrema() != ((0, 0), (0, 0), (0, 0))
    finally:
        app.main_menu()
    assert shown == {"match": MatchView, "league": LeagueView, "builder": TeamBuilderView}


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


def test_the_pictures_are_small_and_whole(
    script: ModuleType, app: App, data: GameData, tmp_path: Path
) -> None:
    try:
        written = script.make(tmp_path, app.window, data)
    finally:
        app.main_menu()
    assert [path.name for path in written] == ["match.png", "league.png", "builder.png"]
    for path in written:
        with Image.open(path) as image:
            assert image.size == (1280, 720) and image.mode == "P"
        assert path.stat().st_size < 150 * 1024
