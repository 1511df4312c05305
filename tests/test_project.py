"""The project as a new player meets it: README commands, CI, and the installed package."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from tests.subprocesses import cli, run

REPO = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text)


def test_readme_starts_with_play_then_test() -> None:
    play, test = readme_commands()[:2]
    assert play.endswith(".venv/bin/samurai-bowl") and "pip install ." in play
    assert "pytest" in test and '".[test]"' in test
    head = (REPO / "README.md").read_text(encoding="utf-8").splitlines()[:15]
    assert play in head and test in head


def test_ci_runs_exactly_the_readme_test_command() -> None:
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert readme_commands()[1] in ci.splitlines()
    assert "libgl1 libegl1 libfontconfig1" in ci


def test_installed_package_finds_its_rosters_and_charts(tmp_path: Path) -> None:
    """Run from outside the source tree, as an installed package: the data must travel with it."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    probe = run(
        [sys.executable, "-c", "import samurai_bowl.files.paths as p; print(p.builtin_data_root())"],
        cwd=tmp_path,
        env=env,
    )
    assert probe.returncode == 0, f"install the project first (README.md): {probe.stderr.strip()}"
    root = Path(probe.stdout.strip())
    if REPO not in root.parents and root != REPO:  # a real (non-editable) install
        assert root.name == "samurai_bowl"
    check = run(cli("check"), cwd=tmp_path, env=env)
    assert check.returncode == 0, check.stderr
    assert "7 rosters" in check.stdout


def test_every_package_is_listed_for_installation() -> None:
    """setuptools is given an explicit package list: a new package must be added to it."""
    import tomllib

    listed = set(
        tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"]
    )
    folders = {
        path.parent
        for top in ("samurai_bowl", "ai")
        for path in (REPO / top).rglob("*.py")
        if "__pycache__" not in path.parts
    }
    found = {_package_of(folder) for folder in folders}
    assert found <= listed, f"add to pyproject.toml [tool.setuptools] packages: {sorted(found - listed)}"
    for folder in folders:
        assert (folder / "__init__.py").is_file(), f"{folder.relative_to(REPO)} has no __init__.py"


def _package_of(folder: Path) -> str:
    """The installed name of a source folder: ai/ installs as samurai_bowl.ai."""
    parts = folder.relative_to(REPO).parts
    return ".".join(("samurai_bowl", *parts) if parts[0] == "ai" else parts)


def test_the_one_top_level_package_installed_is_samurai_bowl(tmp_path: Path) -> None:
    """Another project's top-level package (``ai`` is taken on the package index) is never shadowed:
    the AI coach installs inside the game's package."""
    import tomllib

    setup = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert {package.split(".")[0] for package in setup["packages"]} == {"samurai_bowl"}
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    probe = "import importlib.util as u, samurai_bowl.ai.heuristic; print(u.find_spec('ai'))"
    out = run([sys.executable, "-c", probe], cwd=tmp_path, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "None"
