"""The window's code keeps its shape, read from the source with ``ast`` (no Arcade): no import ring
among its modules, counting imports inside functions; no import of the CLI; few modules loose in
ui/; one base class under every screen; and each family of screens apart from the others."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

REPO = Path(__file__).resolve().parent.parent.parent
UI = REPO / "samurai_bowl" / "ui"
MOST_LOOSE = 15
FAMILIES = {"match", "replay", "league", "builder", "menus"}  # the screens, each in its own package
SHARED = {
    "kit",
    "art",
    "pitch",
    "story",
    "routes",
    "host",
    "screen",
}  # what every family may use, besides itself
BASE = "samurai_bowl.ui.screen.Screen"


def module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in UI.rglob("*.py")}
TREES = {name: ast.parse(path.read_text(encoding="utf-8")) for name, path in MODULES.items()}


def imported(tree: ast.Module) -> set[str]:
    """Every module ``tree`` imports, anywhere in it; ``from pkg import name`` names the
    submodule ``pkg.name`` when there is one."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(
                f"{node.module}.{alias.name}"
                for alias in node.names
                if f"{node.module}.{alias.name}" in MODULES
            )
    return found


def graph() -> nx.DiGraph:
    edges = nx.DiGraph()
    edges.add_nodes_from(MODULES)
    for name, tree in TREES.items():
        edges.add_edges_from((name, other) for other in imported(tree) if other in MODULES and other != name)
    return edges


def part(module: str) -> str:
    """The top folder (or loose module) of ui/ that ``module`` is in."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 else ""


def test_no_import_ring_in_the_window() -> None:
    rings = list(nx.simple_cycles(graph()))
    shortest = min(rings, key=len, default=[])
    assert not rings, (
        f"{len(rings)} import rings, as {' → '.join([*shortest, shortest[0]] if shortest else [])}"
    )


def test_the_window_does_not_import_the_cli() -> None:
    users = sorted(
        name for name, tree in TREES.items() if any(m.startswith("samurai_bowl.cli") for m in imported(tree))
    )
    assert not users, f"share it through samurai_bowl.league (or another package), not the CLI: {users}"


def test_few_modules_are_loose_in_ui() -> None:
    loose = sorted(path.name for path in UI.glob("*.py"))
    assert len(loose) <= MOST_LOOSE, f"{len(loose)} modules loose in ui/: {loose}"


def bases(classes: dict[str, ast.ClassDef], modules: dict[str, str], name: str) -> list[str]:
    """The qualified names of the bases of class ``name`` (as module.Class), from the imports of
    its module; ``arcade.View`` stays as it is written."""
    module = modules[name]
    tree = TREES[module]
    names = {
        alias.asname or alias.name: f"{node.module}.{alias.name}"
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module
        for alias in node.names
    }
    found = []
    for base in classes[name].bases:
        written = ast.unparse(base)
        found.append(names.get(written, f"{module}.{written}" if "." not in written else written))
    return found


def test_every_screen_derives_from_the_one_base_screen() -> None:
    classes: dict[str, ast.ClassDef] = {}
    modules: dict[str, str] = {}
    for module, tree in TREES.items():
        for node in tree.body:
            if isinstance(node, ast.ClassDef):
                classes[f"{module}.{node.name}"] = node
                modules[f"{module}.{node.name}"] = module

    def ancestry(name: str) -> list[str]:
        line = [name]
        while name in classes:
            parents = bases(classes, modules, name)
            if not parents:
                break
            name = parents[0]
            line.append(name)
        return line

    views = {name: ancestry(name) for name in classes if "arcade.View" in ancestry(name)}
    assert views, "no screens found"
    astray = sorted(name for name, line in views.items() if name != BASE and BASE not in line)
    assert not astray, f"derive these from {BASE}: {astray}"
    direct = [name for name in classes if "arcade.View" in bases(classes, modules, name)]
    assert direct == [BASE], f"only the base screen derives from arcade.View: {direct}"


def test_each_family_of_screens_keeps_to_itself() -> None:
    """A family imports the shared parts, the routes and its own package, never another family or
    the app (which alone knows the screens' classes); the shared parts import no family."""
    crossing = []
    for name, tree in TREES.items():
        home = part(name)
        if home not in FAMILIES | SHARED:
            continue
        for other in imported(tree):
            if not other.startswith("samurai_bowl.ui.") or other not in MODULES:
                continue
            there = part(other)
            allowed = SHARED | {home} if home in FAMILIES else SHARED
            if there not in allowed:
                crossing.append(f"{name} imports {other}")
    assert not crossing, "\n".join(crossing)
