"""Where things live: the shipped rosters and charts, and the player's data folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

DATA_DIR_ENV = "SAMURAI_BOWL_DATA_DIR"
APP_DIR_NAME = "samurai-bowl"


def builtin_data_root() -> Path:
    """The folder holding ``rosters/`` and ``charts/``.

    An installed package carries them inside itself; a source checkout keeps them at the
    top of the repository, next to the package.
    """
    package = Path(__file__).resolve().parent
    for root in (package, package.parent):
        if (root / "rosters").is_dir() and (root / "charts").is_dir():
            return root
    raise FileNotFoundError(f"rosters/ and charts/ not found next to {package}")


def user_data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The player's data folder: ``--data-dir``, then $SAMURAI_BOWL_DATA_DIR, then the OS default."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env).expanduser()
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / APP_DIR_NAME


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
