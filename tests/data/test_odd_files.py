"""Odd things where a data file should be: a pipe, a device, a folder, a file over its size cap,
YAML nested deep enough to crash a C parser. Each is one line naming the file, at once, without
reading what it must not; every ordinary file reads the same through libyaml as through Python."""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from samurai_bowl.cli import main
from samurai_bowl.data.files import MAX_YAML_BYTES, read_mapping, yaml_loader
from samurai_bowl.errors import DataError
from tests.subprocesses import cli, python_env
from tests.subprocesses import run as run_process

REPO = Path(__file__).resolve().parents[2]
MEMORY = 3 * 2**30  # a process reading /dev/zero to the end stops here instead of taking the machine


def run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """The real command in a process of its own: a hang fails the test, a crash is a signal."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))

    env = python_env(SAMURAI_BOWL_DATA_DIR=str(cwd / "data"))
    return run_process(cli(*args), cwd=cwd, env=env, preexec_fn=limit)


@pytest.fixture
def rosters(tmp_path: Path) -> Path:
    shutil.copytree(REPO / "rosters", tmp_path / "rosters")
    return tmp_path / "rosters"


def test_a_pipe_named_like_a_roster_does_not_hang(tmp_path: Path, rosters: Path) -> None:
    (rosters / "crab.yaml").unlink()
    os.mkfifo(rosters / "crab.yaml")
    done = run(["--rosters", "rosters", "check"], tmp_path)
    assert (done.returncode, done.stderr) == (
        2,
        "rosters/crab.yaml: is a pipe, not a regular file; only files are read\n",
    )


@pytest.mark.parametrize(
    ("args", "name"),
    [
        (["team", "validate"], "team.yaml"),
        (["save", "check"], "match.json"),
        (["league", "import"], "court.json"),
        (["scenario"], "position.yaml"),
    ],
    ids=["team", "save", "league export", "scenario"],
)
def test_a_link_to_an_endless_device_is_refused_unread(tmp_path: Path, args: list[str], name: str) -> None:
    (tmp_path / name).symlink_to("/dev/zero")
    done = run([*args, name], tmp_path)
    assert (done.returncode, done.stderr) == (
        2,
        f"{name}: is a device, not a regular file; only files are read\n",
    )


def test_a_pipe_as_a_league_export_does_not_hang(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "court.json")
    done = run(["league", "import", "court.json"], tmp_path)
    assert (done.returncode, done.stderr) == (
        2,
        "court.json: is a pipe, not a regular file; only files are read\n",
    )
    assert not (tmp_path / "data" / "league.sqlite3").exists()


def test_a_folder_and_a_link_to_a_file(tmp_path: Path) -> None:
    (tmp_path / "teams.yaml").mkdir()
    with pytest.raises(DataError, match=r"^teams\.yaml: is a folder, not a file$"):
        read_mapping(tmp_path / "teams.yaml", "teams.yaml")
    (tmp_path / "real.yaml").write_text("name: Iron Crabs\n")
    (tmp_path / "link.yaml").symlink_to(tmp_path / "real.yaml")
    assert read_mapping(tmp_path / "link.yaml") == {"name": "Iron Crabs"}


def test_a_yaml_file_over_its_cap_is_refused_by_size(tmp_path: Path) -> None:
    path = tmp_path / "team.yaml"
    path.write_text("name: Iron Crabs\nnotes: " + "x" * MAX_YAML_BYTES + "\n")
    with pytest.raises(DataError) as raised:
        read_mapping(path, "team.yaml")
    assert str(raised.value) == "team.yaml: is 2 MB, larger than the 2 MB a YAML file may be"


def test_a_large_league_export_is_still_read(tmp_path: Path) -> None:
    """Exports and saves are JSON and grow with a league's seasons: their cap is higher."""
    path = tmp_path / "court.json"
    path.write_text(json.dumps({"format": "x", "ledger": ["y" * 1000] * 3000}))
    assert path.stat().st_size > MAX_YAML_BYTES
    assert len(read_mapping(path)["ledger"]) == 3000


@pytest.mark.parametrize(
    "text",
    [
        "x: " + "[" * 300_000 + "]" * 300_000,
        "x:\n  " + "- " * 400_000 + "x",
        "x: " + "{a: " * 200_000 + "}" * 200_000,
    ],
    ids=["brackets", "compact lists", "flow mappings"],
)
def test_yaml_nested_too_deeply_is_one_line_not_a_crash(tmp_path: Path, text: str) -> None:
    (tmp_path / "team.yaml").write_text(text + "\n")
    done = run(["team", "validate", "team.yaml"], tmp_path)
    assert (done.returncode, done.stderr) == (2, "team.yaml: not valid YAML (nested too deeply)\n")


SHIPPED = sorted(
    [
        *(REPO / "rosters").glob("*.yaml"),
        *(REPO / "charts").glob("*.yaml"),
        *(REPO / "tests" / "scenarios").glob("*.yaml"),
    ]
)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_libyaml_reads_every_shipped_file_as_python_does(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    loader = yaml_loader(text)
    if hasattr(yaml, "CSafeLoader"):
        assert issubclass(loader, yaml.CSafeLoader)
    assert yaml.load(text, Loader=loader) == yaml.load(text, Loader=yaml.SafeLoader)


def test_a_big_ordinary_file_goes_to_libyaml(tmp_path: Path) -> None:
    text = "name: Iron Crabs\nclan: crab\nplayers:\n" + "".join(
        f"- number: {n % 99 + 1}\n  name: Hida Kuon {n}\n  position: lineman\n  spp: 0\n"
        for n in range(26_000)
    )
    assert 1_500_000 < len(text) < MAX_YAML_BYTES
    if not hasattr(yaml, "CSafeLoader"):
        pytest.skip("PyYAML without libyaml")
    assert issubclass(yaml_loader(text), yaml.CSafeLoader)


def test_bad_files_still_name_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "team.yaml").write_text("name: Iron Crabs\nplayers: [\n")
    assert main(["team", "validate", str(tmp_path / "team.yaml")]) == 2
    assert capsys.readouterr().err.startswith(f"{tmp_path / 'team.yaml'}: line 3 column 1: not valid YAML")


def test_a_pipe_for_the_window_settings_gives_the_defaults_at_once(tmp_path: Path) -> None:
    from samurai_bowl.ui.kit.settings import SETTINGS_FILE, Settings, load_settings

    os.mkfifo(tmp_path / SETTINGS_FILE)
    assert load_settings(tmp_path) == (
        Settings(),
        "settings.json: not used (is a pipe, not a regular file; only files are read); the defaults apply",
    )
