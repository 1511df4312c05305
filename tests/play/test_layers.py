"""Who may import whom: the command line sits on top, and nothing else imports it; headless play
(``samurai_bowl.play``) stands on the AI, which stands on the engine, never the other way round.
Every import counts, however late (inside a function, or for type checking alone)."""

from __future__ import annotations

import ast
import os
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "samurai_bowl"


def modules() -> Iterator[tuple[str, Path]]:
    """Every module of the package by its dotted name (the AI's folder is linked in, so walked)."""
    for folder, _, files in os.walk(PACKAGE, followlinks=True):
        for name in sorted(files):
            if name.endswith(".py"):
                path = Path(folder) / name
                parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
                if parts[-1] == "__init__":
                    parts.pop()
                yield ".".join(parts), path


def imported(module: str, source: str, is_package: bool = False) -> set[str]:
    """Every name ``source`` imports anywhere in it, relative imports made whole; ``from a import
    b`` names both ``a`` and ``a.b`` (``b`` may be a module)."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join([*package[: len(package) - node.level + 1], *filter(None, [base])])
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
        elif (
            isinstance(node, ast.Call)
            and ast.unparse(node.func).endswith("import_module")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.add(node.args[0].value)
    return names


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def importers_of(package: str, outside: tuple[str, ...]) -> list[str]:
    """``module imports name`` for every module of ``outside`` (packages) that imports ``package``."""
    found = []
    for module, path in modules():
        if any(within(module, place) for place in outside):
            source = path.read_text(encoding="utf-8")
            for name in sorted(imported(module, source, path.name == "__init__.py")):
                if within(name, package):
                    found.append(f"{module} imports {name}")
    return found


def test_the_scan_sees_late_relative_and_named_imports() -> None:
    source = (
        "from __future__ import annotations\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from samurai_bowl.cli.context import game_data\n"
        "def f():\n    from ..cli import workers\n    import samurai_bowl.cli.parser\n"
        "def g():\n    from samurai_bowl import cli\n"
        "    importlib.import_module('samurai_bowl.cli.tables')\n"
    )
    names = imported("samurai_bowl.net.ai_play", source)
    assert {
        "samurai_bowl.cli.context",
        "samurai_bowl.cli.workers",
        "samurai_bowl.cli.parser",
        "samurai_bowl.cli",
        "samurai_bowl.cli.tables",
    } <= names
    assert "samurai_bowl.cli" not in imported("samurai_bowl.net.ai_play", "from samurai_bowl import clock\n")
    assert not within("samurai_bowl.client", "samurai_bowl.cli")


def test_nothing_outside_the_command_line_imports_it() -> None:
    everything = sorted({name.split(".")[1] for name, _ in modules() if name.count(".") >= 1})
    assert {"ai", "cli", "engine", "league", "net", "play", "ui"} <= set(everything)
    outside = tuple(f"samurai_bowl.{name}" for name in everything if name not in ("cli", "__main__"))
    assert importers_of("samurai_bowl.cli", outside) == []


def test_headless_play_stands_on_the_ai_and_the_engine_only() -> None:
    """The AI and the engine never import ``play``; ``play`` never imports what is built on it."""
    assert importers_of("samurai_bowl.play", ("samurai_bowl.ai", "samurai_bowl.engine")) == []
    for above in ("samurai_bowl.cli", "samurai_bowl.ui", "samurai_bowl.league", "samurai_bowl.net"):
        assert importers_of(above, ("samurai_bowl.play",)) == []


# The package's floors, from the bottom up: a module imports from its own floor and those below,
# never from one above (the order the import graph's own test finds no ring in, made a rule).
FLOORS = (
    ("samurai_bowl.text", "samurai_bowl.errors", "samurai_bowl.files", "samurai_bowl.processes"),
    ("samurai_bowl.data",),
    ("samurai_bowl.teams",),
    ("samurai_bowl.engine",),
    ("samurai_bowl.telling",),
    ("samurai_bowl.ai",),
    ("samurai_bowl.play",),
    ("samurai_bowl.ratings",),
    ("samurai_bowl.league",),
    ("samurai_bowl.sessions",),
    ("samurai_bowl.net",),
    ("samurai_bowl.ui",),
    ("samurai_bowl.cli", "samurai_bowl.__main__"),
)


def floor(name: str) -> int | None:
    return next((n for n, packages in enumerate(FLOORS) for p in packages if within(name, p)), None)


def test_every_import_points_down_or_along() -> None:
    everything = {name.split(".")[1] for name, _ in modules() if name.count(".") >= 1}
    assert {p.split(".")[1] for packages in FLOORS for p in packages} == everything
    upward = []
    for module, path in modules():
        if module == "samurai_bowl":
            continue  # the package's own __init__: its version alone
        here = floor(module)
        assert here is not None, module
        for name in sorted(imported(module, path.read_text(encoding="utf-8"), path.name == "__init__.py")):
            there = floor(name)
            if there is not None and there > here:
                upward.append(f"{module} imports {name}")
    assert upward == []
