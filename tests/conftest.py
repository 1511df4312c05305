"""Shared test set-up. Arcade must see ARCADE_HEADLESS before it is first imported."""

from __future__ import annotations

import os

os.environ.setdefault("ARCADE_HEADLESS", "1")

from collections.abc import Iterator
from pathlib import Path

import pytest

from samurai_bowl.data import GameData, load_game_data
from tests import subprocesses
from tests.shots import keep_under

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def data() -> GameData:
    return load_game_data()


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of the test's own (``tmp_path/data``), with ``tmp_path`` the working folder:
    nothing a command writes reaches the player's folders or the checkout."""
    folder = tmp_path / "data"
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(folder))
    monkeypatch.chdir(tmp_path)
    return folder


@pytest.fixture(scope="session", autouse=True)
def _data_folder_of_the_session(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """No test writes into the player's own data folder: one that names none of its own (the
    ``data_dir`` fixture, a command's --data-dir) gets a folder of the session's."""
    before = os.environ.get("SAMURAI_BOWL_DATA_DIR")
    os.environ["SAMURAI_BOWL_DATA_DIR"] = str(tmp_path_factory.mktemp("player-data", numbered=False))
    yield
    if before is None:
        os.environ.pop("SAMURAI_BOWL_DATA_DIR", None)
    else:
        os.environ["SAMURAI_BOWL_DATA_DIR"] = before


@pytest.fixture(scope="session", autouse=True)
def _pictures_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The pictures tests draw for a look go into the session's own temporary folder (tests/shots.py)."""
    keep_under(tmp_path_factory.mktemp("shots", numbered=False))


@pytest.fixture(autouse=True)
def _end_started_processes() -> Iterator[None]:
    """Whatever a test started (``tests/subprocesses.py``) ends with it, pass or fail."""
    yield
    subprocesses.end_all()
