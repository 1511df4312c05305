"""Each fault test runs in a folder of its own, with its data folder inside it."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(folder))
    monkeypatch.chdir(tmp_path)
    return folder
