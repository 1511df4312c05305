"""Where things live: the shipped rosters and charts, and the player's data folder."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

DATA_DIR_ENV = "SAMURAI_BOWL_DATA_DIR"
APP_DIR_NAME = "samurai-bowl"


def builtin_data_root() -> Path:
    """The folder holding ``rosters/`` and ``charts/``.

    An installed package carries them inside itself; a source checkout keeps them at the
    top of the repository, next to the package.
    """
    package = Path(__file__).resolve().parent.parent  # samurai_bowl/, this module being in files/
    for root in (package, package.parent):
        if (root / "rosters").is_dir() and (root / "charts").is_dir():
            return root
    raise FileNotFoundError(f"rosters/ and charts/ not found next to {package}")


def user_data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The player's data folder: ``--data-dir``, then $SAMURAI_BOWL_DATA_DIR, then the system's
    folder for an application's data as platformdirs knows it: ``~/.local/share/samurai-bowl``
    on Linux ($XDG_DATA_HOME respected), ``~/Library/Application Support/samurai-bowl`` on macOS,
    ``%APPDATA%\\samurai-bowl`` on Windows (the roaming folder, where earlier versions kept it)."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False, roaming=True))


def shown_path(path: Path, root: Path | None = None) -> str:
    """A path as the player should read it: relative to ``root`` or the working folder if inside."""
    for base in (root, Path.cwd()):
        if base is None:
            continue
        try:
            return path.resolve().relative_to(base.resolve()).as_posix()
        except ValueError:
            continue
    return str(path)
