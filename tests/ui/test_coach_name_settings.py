"""The settings keep the coaches' names (the person at this machine, and the away coach of a
hot-seat match) as the coaches' book takes a name: spaces tidied, at most 40 characters, no
control character; none is "". A settings file with a bad name is not used, and says which."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from samurai_bowl.ui.kit.settings import SETTINGS_FILE, Settings, load_settings, save_settings


def test_a_name_is_kept_tidied_and_none_is_empty(tmp_path: Path) -> None:
    settings = Settings(coach_name="  Kenji   Tanaka ", second_coach_name="   ")
    assert (settings.coach_name, settings.second_coach_name) == ("Kenji Tanaka", "")
    assert Settings().coach_name == "" and Settings().second_coach_name == ""
    save_settings(tmp_path, settings)
    assert load_settings(tmp_path) == (settings, None)


@pytest.mark.parametrize(
    ("name", "problem"), [("K" * 41, "at most 40 characters (got 41)"), ("Ken\x1bji", "control characters")]
)
def test_a_bad_name_is_refused(tmp_path: Path, name: str, problem: str) -> None:
    with pytest.raises(ValidationError, match=re.escape(problem)):
        Settings(coach_name=name)
    (tmp_path / SETTINGS_FILE).write_text(json.dumps({"second_coach_name": name}))
    settings, notice = load_settings(tmp_path)
    assert settings == Settings()
    assert notice is not None and "second_coach_name" in notice and problem in notice
