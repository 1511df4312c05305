"""The autosaves in a test app's data folder: cleared between tests, listed by a test."""

from __future__ import annotations

import shutil
from pathlib import Path

from samurai_bowl.sessions.autosaves import LEGACY, autosave_folder
from samurai_bowl.ui.app import App


def clear_autosaves(app: App) -> None:
    """No match left to resume, of this version or an older one."""
    shutil.rmtree(autosave_folder(app.folder), ignore_errors=True)
    (app.folder / LEGACY).unlink(missing_ok=True)


def autosaves(app: App) -> list[Path]:
    folder = autosave_folder(app.folder)
    return sorted(folder.glob("*.json")) if folder.is_dir() else []
