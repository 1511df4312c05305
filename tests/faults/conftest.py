"""Each fault test runs in a folder of its own, with its data folder inside it."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _own_folders(data_dir: Path) -> Path:
    return data_dir
