"""One range of shirt numbers, 1 to 99 (R2.5 [I]: a number fits on a player's token in two
digits), held by one constant: team files, saved matches, league records and the rule option that
may narrow it all keep to it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml
from pydantic import ValidationError

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.data.types import MAX_SHIRT_NUMBER
from samurai_bowl.teams.model import Player
from tests.conftest import REPO
from tests.engine.damage import mid_game


def test_the_rules_and_the_team_files_share_one_range(data: GameData) -> None:
    assert MAX_SHIRT_NUMBER == 99
    assert data.rules.team_building.max_player_number == MAX_SHIRT_NUMBER
    assert Player(number=MAX_SHIRT_NUMBER, name="Hida Kuon", position="lineman").number == 99
    with pytest.raises(ValidationError):
        Player(number=MAX_SHIRT_NUMBER + 1, name="Hida Kuon", position="lineman")


def test_the_rule_option_may_not_go_past_what_a_token_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copytree(REPO / "charts", tmp_path / "charts")
    rules = tmp_path / "charts" / "rules.yaml"
    doc = yaml.safe_load(rules.read_text(encoding="utf-8"))
    doc["team_building"]["max_player_number"] = 150
    rules.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["--charts", "charts", "check"]) == 2
    assert (
        capsys.readouterr().err
        == "charts/rules.yaml: team_building.max_player_number: must be ≤ 99 (got 150)\n"
    )


def test_a_saved_match_with_a_three_digit_number_is_refused(
    data: GameData, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = mid_game(data)
    players = saved["home"]["players"]
    last = max(range(len(players)), key=lambda i: players[i]["number"])  # stays last in number order
    old, players[last]["number"] = players[last]["number"], 150
    (piece,) = [p for p in saved["state"]["pieces"] if p["side"] == 0 and p["number"] == old]
    piece["number"] = 150  # the model on the pitch wears it too: the save agrees with itself
    path = tmp_path / "match.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    assert main(["save", "check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith(f"{path}: home.players[{last}].number: must be ≤ 99 (got 150)"), err
