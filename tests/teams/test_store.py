"""Teams saved in the data folder: readable files, atomic writes, names that cannot escape."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.files.paths import user_data_dir
from samurai_bowl.teams.store import TeamStore, load_team, team_slug
from tests.teams.helpers import make_team


def test_save_writes_readable_yaml_with_the_treasury(tmp_path: Path, data: GameData) -> None:
    store = TeamStore(tmp_path)
    team = make_team("crab", {"lineman": 11, "berserker": 2}, name="Iron Crabs", rerolls=2)
    path = store.save(team, data)
    assert path == tmp_path / "teams" / "iron-crabs.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Samurai Bowl team: Iron Crabs (crab)\n")
    doc = yaml.safe_load(text)
    assert doc["name"] == "Iron Crabs" and doc["treasury"] == 1000 - 820 - 120
    assert len(doc["players"]) == 13
    assert load_team(path, data) == team.model_copy(update={"treasury": 60})


def test_save_as_json(tmp_path: Path, data: GameData) -> None:
    path = TeamStore(tmp_path).save(make_team(name="Jade Fans", clan="crane"), data, fmt="json")
    assert path.suffix == ".json"
    assert json.loads(path.read_text(encoding="utf-8"))["clan"] == "crane"
    assert load_team(path, data).name == "Jade Fans"


def test_an_illegal_team_is_never_written(tmp_path: Path, data: GameData) -> None:
    with pytest.raises(DataError, match=r"R2.2: a team needs at least 11 players; this one has 3"):
        TeamStore(tmp_path).save(make_team(positions={"lineman": 3}), data)
    assert not (tmp_path / "teams").exists() or not any((tmp_path / "teams").iterdir())


def test_saving_over_a_team_needs_force(tmp_path: Path, data: GameData) -> None:
    store = TeamStore(tmp_path)
    first = store.save(make_team(name="Iron Crabs"), data)
    before = first.read_bytes()
    with pytest.raises(DataError, match="already saved here"):
        store.save(make_team(name="IRON crabs!", rerolls=1), data)
    assert first.read_bytes() == before
    store.save(make_team(name="Iron Crabs", rerolls=1), data, overwrite=True)
    assert yaml.safe_load(first.read_text(encoding="utf-8"))["rerolls"] == 1


def test_switching_format_replaces_the_old_file(tmp_path: Path, data: GameData) -> None:
    store = TeamStore(tmp_path)
    store.save(make_team(name="Iron Crabs"), data)
    store.save(make_team(name="Iron Crabs"), data, fmt="json", overwrite=True)
    assert sorted(p.name for p in (tmp_path / "teams").iterdir()) == ["iron-crabs.json"]


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp(
    tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = TeamStore(tmp_path)
    path = store.save(make_team(name="Iron Crabs"), data)
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        store.save(make_team(name="Iron Crabs", rerolls=3), data, overwrite=True)
    assert path.read_bytes() == before
    assert [p.name for p in (tmp_path / "teams").iterdir()] == ["iron-crabs.yaml"]


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Iron Crabs", "iron-crabs"),
        ("../../etc/passwd", "etc-passwd"),
        ("/absolute/path", "absolute-path"),
        ("..", None),
        ("C:\\Windows\\system32", "c-windows-system32"),
        ("con", "con-team"),
        ("Ōzeki of the Crane", "ōzeki-of-the-crane"),
        ("  spaced   out  ", "spaced-out"),
    ],
)
def test_team_names_never_escape_the_teams_folder(tmp_path: Path, name: str, slug: str | None) -> None:
    store = TeamStore(tmp_path)
    if slug is None:
        with pytest.raises(DataError, match="needs a letter or a digit"):
            store.path_for(name)
        return
    path = store.path_for(name)
    assert path == tmp_path / "teams" / f"{slug}.yaml"


@settings(max_examples=200, deadline=None)
@given(name=st.text(max_size=80))
def test_any_name_stays_inside_the_folder(name: str) -> None:
    folder = Path("/nonexistent-data/teams")
    try:
        slug = team_slug(name)
    except DataError:
        return
    path = TeamStore(folder.parent).path_for(name)
    assert path.parent == folder
    assert "/" not in slug and "\\" not in slug and slug not in ("", ".", "..")
    assert not slug.startswith(".")


def test_hand_edited_team_is_checked_again(tmp_path: Path, data: GameData) -> None:
    path = TeamStore(tmp_path).save(make_team(name="Iron Crabs"), data)
    text = path.read_text(encoding="utf-8").replace("rerolls: 0", "rerolls: 9")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_team(path, data, "teams/iron-crabs.yaml")
    assert str(info.value) == (
        "teams/iron-crabs.yaml: rerolls: R2.3: at most 8 team re-rolls allowed; this team has 9 (1 over) "
        "(+2 more problems)"
    )


def test_list_reports_broken_files_without_hiding_good_ones(tmp_path: Path, data: GameData) -> None:
    store = TeamStore(tmp_path)
    store.save(make_team(name="Iron Crabs"), data)
    (tmp_path / "teams" / "broken.yaml").write_text("name: [unclosed\n", encoding="utf-8")
    (tmp_path / "teams" / "notes.txt").write_text("not a team", encoding="utf-8")
    entries = store.list(data)
    assert [(e.path.name, e.team is not None) for e in entries] == [
        ("broken.yaml", False),
        ("iron-crabs.yaml", True),
    ]
    assert "not valid YAML" in str(entries[0].error)


def test_data_folder_override_order(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path / "env"))
    assert user_data_dir() == tmp_path / "env"
    assert user_data_dir(tmp_path / "flag") == tmp_path / "flag"
    monkeypatch.delenv("SAMURAI_BOWL_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert user_data_dir() == tmp_path / "xdg" / "samurai-bowl"
