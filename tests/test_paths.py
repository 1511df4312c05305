"""The player's data folder: ``--data-dir``, then $SAMURAI_BOWL_DATA_DIR, then the system's own
folder for an application's data as platformdirs knows it, the same folder as before on Linux
(and the roaming one on Windows, where it was) so that no player loses his teams and leagues."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs
import pytest

from samurai_bowl.files.paths import user_data_dir


@pytest.fixture
def no_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SAMURAI_BOWL_DATA_DIR", raising=False)


@pytest.mark.usefixtures("no_override")
def test_the_system_folder_is_the_one_platformdirs_names(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    asked = []

    def data_dir(
        appname: str,
        appauthor: str | bool | None = None,
        version: str | None = None,
        roaming: bool = False,
        ensure_exists: bool = False,
    ) -> str:
        asked.append((appname, appauthor, version, roaming, ensure_exists))
        return str(tmp_path / "system" / appname)

    monkeypatch.setattr(platformdirs, "user_data_dir", data_dir)
    assert user_data_dir() == tmp_path / "system" / "samurai-bowl"
    # No vendor folder on Windows, and the roaming folder (%APPDATA%) that earlier versions used.
    assert asked == [("samurai-bowl", False, None, True, False)]
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path / "env"))
    assert user_data_dir() == tmp_path / "env" and user_data_dir(tmp_path / "flag") == tmp_path / "flag"
    assert len(asked) == 1  # an override is not even a question for the system


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux folder")
@pytest.mark.usefixtures("no_override")
def test_linux_keeps_the_folder_players_already_have(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    assert user_data_dir() == tmp_path / ".local" / "share" / "samurai-bowl"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert user_data_dir() == tmp_path / "xdg" / "samurai-bowl"
    monkeypatch.setenv("XDG_DATA_HOME", "")  # set but empty counts as unset, as the XDG rules say
    assert user_data_dir() == tmp_path / ".local" / "share" / "samurai-bowl"
