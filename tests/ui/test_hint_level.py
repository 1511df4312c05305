"""The match screen's hints come from the normal coach unless the player's settings pick another
level; a level that does not exist leaves the settings file unused, with one line saying why."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.settings import SETTINGS_FILE, Settings, load_settings
from samurai_bowl.ui.match.view import MatchView
from tests.rules.match_builder import crane_v_lion, sq


def hint_level_of(data: GameData, app: App) -> str:
    m = match_at_turn(
        data,
        *crane_v_lion(),
        SeededDice(1),
        [Placement(0, sq(5, 5)), Placement(11, sq(20, 5))],
        ball_carrier=0,
    )
    return MatchView(app, Session(m, ("human", "normal"))).coaching.level


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_hint_uses_the_level_the_settings_name(
    data: GameData, app: App, monkeypatch: pytest.MonkeyPatch, level: str
) -> None:
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"hint_level": level}))
    assert hint_level_of(data, app) == level


def test_normal_unless_picked_and_an_unknown_level_is_one_line(tmp_path: Path) -> None:
    assert Settings().hint_level == "normal"
    (tmp_path / SETTINGS_FILE).write_text(json.dumps({"hint_level": "master"}), encoding="utf-8")
    settings, why = load_settings(tmp_path)
    assert settings.hint_level == "normal"
    assert why is not None and "hint_level" in why and "\n" not in why
