"""The package's import graph has no rings: no module imports, however late (inside a function,
or for type checking alone), a module that imports it back, and no package does. The one ring
allowed is the engine's: its procedures name ``Match`` in their type hints, and ``Match`` runs
them. The AI has one import name."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import networkx as nx

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "samurai_bowl"
TYPING_RING = "samurai_bowl.engine.match"  # engine modules may name it for type checking


def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (the AI's folder is linked in, so walked)."""
    found: dict[str, Path] = {}
    for folder, _, files in os.walk(PACKAGE, followlinks=True):
        for name in files:
            if name.endswith(".py"):
                path = Path(folder) / name
                parts = list(path.relative_to(REPO).with_suffix("").parts)
                if parts[-1] == "__init__":
                    parts.pop()
                found[".".join(parts)] = path
    return found


def _typing_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:``."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for statement in node.body:
                inside.update(id(child) for child in ast.walk(statement))
    return inside


def graph() -> nx.DiGraph:
    """Module -> module it imports, anywhere in the file, with the line as ``line``."""
    known = modules()

    def owner(name: str) -> str | None:
        while name and name not in known:
            name = name.rpartition(".")[0]
        return name or None

    edges = nx.DiGraph()
    for module, path in known.items():
        edges.add_node(module)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = _typing_only(tree)
        package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = ".".join([*package[: len(package) - node.level + 1], *filter(None, [base])])
                names = [f"{base}.{alias.name}" for alias in node.names] + [base]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            for name in names:
                target = owner(name) if name.startswith("samurai_bowl") else None
                if target is None or target == module:
                    continue
                if (
                    target == TYPING_RING
                    and id(node) in typing_only
                    and module.startswith("samurai_bowl.engine.")
                ):
                    break
                edges.add_edge(module, target, line=node.lineno)
                break
    return edges


def rings(edges: nx.DiGraph) -> list[str]:
    found = []
    for ring in nx.strongly_connected_components(edges):
        if len(ring) > 1:
            inner = edges.subgraph(ring)
            found.append("; ".join(sorted(f"{a} -> {b}" for a, b in inner.edges)))
    return found


def packages(edges: nx.DiGraph, depth: int) -> nx.DiGraph:
    """The graph between packages ``depth`` names deep (``samurai_bowl.ui`` is 2, ``samurai_bowl.ui.kit``
    3): a module is counted in the package that holds it at that depth, if any."""
    folded = nx.DiGraph()
    for a, b in edges.edges:
        pa, pb = ".".join(a.split(".")[:depth]), ".".join(b.split(".")[:depth])
        if pa != pb and not (pa.startswith(pb + ".") or pb.startswith(pa + ".")):
            folded.add_edge(pa, pb)
    return folded


def test_no_module_imports_one_that_imports_it_back() -> None:
    edges = graph()
    assert edges.number_of_nodes() > 300 and edges.number_of_edges() > 1000
    assert rings(edges) == []


def test_no_package_imports_one_that_imports_it_back() -> None:
    edges = graph()
    found = [f"depth {depth}: {ring}" for depth in (2, 3, 4) for ring in rings(packages(edges, depth))]
    assert found == [], "\n".join(found)


def test_the_ring_test_sees_a_ring() -> None:
    """The check itself: a late import that closes a loop is found."""
    edges = nx.DiGraph([("samurai_bowl.a", "samurai_bowl.b"), ("samurai_bowl.b.c", "samurai_bowl.a")])
    assert rings(packages(edges, 2)) == ["samurai_bowl.a -> samurai_bowl.b; samurai_bowl.b -> samurai_bowl.a"]
    assert rings(edges) == []


def test_the_ai_has_one_import_name() -> None:
    """From the repository's root the folder ``ai/`` is importable as ``ai``: that name is refused,
    so the AI's modules never load twice as different objects."""
    done = subprocess.run(
        [sys.executable, "-c", "import samurai_bowl.ai.search\nimport ai.search"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert done.returncode == 1
    assert done.stderr.strip().splitlines()[-1] == (
        "ImportError: import the AI as samurai_bowl.ai, not as ai: it has one name"
    )
