"""Any edit to a data file either loads or fails with one line naming the file — never a crash."""

from __future__ import annotations

import copy
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from samurai_bowl.data import CHART_FILES, GameData, load_game_data
from samurai_bowl.data.files import load_model
from samurai_bowl.data.loader import check_roster_skills
from samurai_bowl.data.roster import Roster
from samurai_bowl.errors import DataError
from samurai_bowl.teams.rules import check_team
from samurai_bowl.teams.store import dump_team, load_team

REPO = Path(__file__).resolve().parents[2]
DATA: GameData = load_game_data()

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**6), max_value=10**6),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.sampled_from(["", "-5", "4-10", "2d6", "Block", "lineman", "#zzzzzz", "12-2", "../x"]),
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


def leaf_paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    paths = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, child in node.items():
            paths += leaf_paths(child, (*prefix, key))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            paths += leaf_paths(child, (*prefix, index))
    return paths


def replace(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    doc = copy.deepcopy(doc)
    node = doc
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    return doc


def assert_one_clear_line(exc: DataError, source: str) -> None:
    text = str(exc)
    assert text.startswith(source + ": ")
    assert "\n" not in text
    assert "Traceback" not in text and "pydantic" not in text


def mutate_and_load(file_name: str, folder: str, model: type, seed: int, value: Any, base: Path) -> None:
    original = yaml.safe_load((REPO / folder / file_name).read_text(encoding="utf-8"))
    paths = leaf_paths(original)
    doc = replace(original, random.Random(seed).choice(paths), value)
    with tempfile.TemporaryDirectory(dir=base) as tmp:  # one folder an example, among pytest's own
        path = Path(tmp) / file_name
        path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
        source = f"{folder}/{file_name}"
        try:
            loaded = load_model(model, path, source)
            if isinstance(loaded, Roster):
                check_roster_skills(loaded, DATA.skills, source)
        except DataError as exc:
            assert_one_clear_line(exc, source)


settings.register_profile(
    "data", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@settings(settings.get_profile("data"))
@given(clan=st.sampled_from(sorted(DATA.rosters)), seed=st.integers(0, 10**6), value=values)
def test_any_roster_edit_loads_or_names_the_file(
    clan: str, seed: int, value: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    mutate_and_load(f"{clan}.yaml", "rosters", Roster, seed, value, tmp_path_factory.getbasetemp())


@settings(settings.get_profile("data"))
@given(chart=st.sampled_from(sorted(CHART_FILES)), seed=st.integers(0, 10**6), value=values)
def test_any_chart_edit_loads_or_names_the_file(
    chart: str, seed: int, value: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    mutate_and_load(chart, "charts", CHART_FILES[chart], seed, value, tmp_path_factory.getbasetemp())


SAMPLE_TEAM = {
    "format": 1,
    "name": "Iron Crabs",
    "clan": "crab",
    "treasury": 160,
    "rerolls": 2,
    "geisha": 0,
    "assistant_coaches": 0,
    "team_shugenja": False,
    "special_staff": False,
    "players": [{"number": n, "name": f"Hida {n}", "position": "lineman", "spp": 0} for n in range(1, 12)]
    + [{"number": 12, "name": "Hida Kuon", "position": "berserker", "spp": 0}],
}


@settings(settings.get_profile("data"))
@given(seed=st.integers(0, 10**6), value=values, as_json=st.booleans())
def test_any_team_edit_loads_or_names_the_file(
    seed: int, value: Any, as_json: bool, tmp_path_factory: pytest.TempPathFactory
) -> None:
    doc = replace(SAMPLE_TEAM, random.Random(seed).choice(leaf_paths(SAMPLE_TEAM)), value)
    with tempfile.TemporaryDirectory(dir=tmp_path_factory.getbasetemp()) as tmp:
        path = Path(tmp) / ("team.json" if as_json else "team.yaml")
        import json

        try:
            text = json.dumps(doc) if as_json else yaml.safe_dump(doc, allow_unicode=True)
        except ValueError:  # NaN in strict JSON: not a file a player could have
            return
        path.write_text(text, encoding="utf-8")
        try:
            team = load_team(path, DATA, "teams/team")
        except DataError as exc:
            assert_one_clear_line(exc, "teams/team")
        else:
            assert check_team(team, DATA) == []
            dump_team(team, "yaml")
