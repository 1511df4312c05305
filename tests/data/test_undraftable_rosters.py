"""R2.2 in ``samurai-bowl check``: a roster from which no legal team can be built is named, one
line each, with why (too few places, minimums over the team's size, too dear), and exit 2; a
roster that allows a team only with care passes."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from samurai_bowl.cli import main

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def rosters(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    shutil.copytree(REPO / "rosters", tmp_path / "rosters")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "rosters"


def edit(path: Path, change: Callable[[dict[str, Any]], object]) -> None:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")


def limit(position: int, **quantity: int) -> Callable[[dict[str, Any]], None]:
    return lambda doc: doc["positions"][position]["quantity"].update(quantity)


def check(capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["--rosters", "rosters", "check"])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_too_few_places_for_eleven(rosters: Path, capsys: pytest.CaptureFixture[str]) -> None:
    edit(rosters / "crab.yaml", limit(0, max=1))  # 1 Lineman + 2 + 4 + 2 = 9 places
    assert check(capsys) == (
        2,
        "",
        "rosters/crab.yaml: positions: R2.2: no legal team can be drafted: the "
        "positions allow at most 9 players, 2 fewer than the 11 a team needs\n",
    )


def test_too_dear_for_the_koku(rosters: Path, capsys: pytest.CaptureFixture[str]) -> None:
    edit(rosters / "lion.yaml", lambda doc: [p.update(cost=100) for p in doc["positions"]])
    assert check(capsys) == (
        2,
        "",
        "rosters/lion.yaml: positions: R2.2: no legal team can be drafted: the "
        "cheapest roster, 11 players (11 Lineman), costs 1100 koku, 100 over the "
        "1000 available\n",
    )


def test_minimums_beyond_the_team_size(rosters: Path, capsys: pytest.CaptureFixture[str]) -> None:
    edit(rosters / "crane.yaml", limit(0, min=16))
    edit(rosters / "crane.yaml", limit(1, min=1))
    code, out, err = check(capsys)
    assert (code, out) == (2, "")
    assert err == (
        "rosters/crane.yaml: positions: R2.2: no legal team can be drafted: the positions' minimums "
        "make 17 players, more than the 16 a team may have\n"
    )


def test_every_bad_roster_is_named(rosters: Path, capsys: pytest.CaptureFixture[str]) -> None:
    edit(rosters / "crab.yaml", limit(0, max=1))
    edit(rosters / "unicorn.yaml", limit(0, max=2))
    code, _, err = check(capsys)
    assert code == 2
    assert [line.split(":")[0] for line in err.splitlines()] == ["rosters/crab.yaml", "rosters/unicorn.yaml"]


def test_a_roster_that_allows_a_team_only_with_care_passes(
    rosters: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edit(rosters / "crab.yaml", limit(0, max=3))  # 3 + 2 + 4 + 2: exactly eleven places
    code, out, err = check(capsys)
    assert (code, err) == (0, "")
    assert "a legal team possible from each" in out
    assert main(["--rosters", "rosters", "team", "random", "--clan", "crab", "--seed", "5"]) == 0
    assert "Players (11)" in capsys.readouterr().out


def test_drafting_from_a_roster_that_allows_no_team_is_one_line(
    rosters: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edit(rosters / "crab.yaml", limit(0, max=1))
    assert main(["--rosters", "rosters", "simulate", "--home", "crab", "--away", "lion", "--games", "1"]) == 2
    assert capsys.readouterr().err == (
        "clan 'crab': positions: R2.2: no legal team can be drafted: the positions "
        "allow at most 9 players, 2 fewer than the 11 a team needs\n"
    )
