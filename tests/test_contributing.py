"""What a contributor is told and given: the checks CI runs (.ci/run) are the ones pre-commit runs
and the ones CONTRIBUTING.md and the README's Development paragraph name; the test extra installs
everything the README's type-check step needs; every file CONTRIBUTING.md names is there."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
LINT_VENV = '"$lint_venv/bin/'


def ci_checks() -> list[str]:
    """The commands .ci/run checks the code with before the tests, as a contributor types them."""
    lines = (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    return [line.removeprefix(LINT_VENV).replace('"', "", 1) for line in lines if line.startswith(LINT_VENV)]


def extras() -> dict[str, list[str]]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras: dict[str, list[str]] = project["optional-dependencies"]
    return extras


def test_ci_checks_lint_layout_and_types() -> None:
    assert ci_checks() == [
        "ruff check .",
        "ruff format --check .",
        "mypy",
        "mypy --strict samurai_bowl/engine",
    ]


def test_the_test_extra_has_the_stubs_mypy_needs_pinned_as_in_dev() -> None:
    stubs = [pin for pin in extras()["dev"] if pin.startswith("types-")]
    assert stubs and all("==" in pin for pin in stubs)
    assert set(stubs) <= set(extras()["test"])
    mypy = [pin for pin in extras()["dev"] if pin.startswith("mypy")]
    assert mypy and set(mypy) <= set(extras()["test"])


def test_pre_commit_runs_the_checks_of_ci_with_the_pinned_tools() -> None:
    assert any(re.fullmatch(r"pre-commit\b.*", pin) for pin in extras()["dev"])
    config = yaml.safe_load((REPO / ".pre-commit-config.yaml").read_text(encoding="utf-8"))
    hooks = [hook for repo in config["repos"] for hook in repo["hooks"]]
    assert [repo["repo"] for repo in config["repos"]] == ["local"]  # nothing fetched at commit time
    assert all(hook["language"] == "system" and hook["pass_filenames"] is False for hook in hooks)
    assert [hook["entry"] for hook in hooks] == ci_checks()


def test_contributing_and_the_readme_name_every_check_ci_runs() -> None:
    contributing = (REPO / "CONTRIBUTING.md").read_text(encoding="utf-8")
    development = next(
        block
        for block in (REPO / "README.md").read_text(encoding="utf-8").split("\n\n")
        if block.startswith("Development:")
    )
    for check in ci_checks():
        assert re.search(rf"\.venv/bin/{re.escape(check)}(\s|$)", contributing, re.M), check
        assert f"`{check}`" in " ".join(development.split()), check
    assert "CONTRIBUTING.md" in development
    assert ".venv/bin/python -m pytest -q -n auto" in contributing  # the README's test command


def test_every_file_contributing_names_is_there() -> None:
    contributing = (REPO / "CONTRIBUTING.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`([\w./*-]+/[\w.*-]+|[\w-]+\.(?:py|md|yaml|toml))`", contributing))
    assert len(named) > 20
    # a bare file name is one of the repository's files, wherever it is
    missing = sorted(name for name in named if not any(REPO.glob(name if "/" in name else f"**/{name}")))
    assert not missing, missing
