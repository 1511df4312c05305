"""The engine's one surface: the AI, the window, the league, the command line and the benchmarks
import the engine through ``samurai_bowl.engine`` (and scenario files through
``samurai_bowl.engine.scenarios``; the benchmarks also what they measure inside it through
``samurai_bowl.engine.measure``), and read a match through the Match API, never through its
stack, its events list or its mutable board."""

from __future__ import annotations

import ast
from pathlib import Path

import samurai_bowl.engine as engine

REPO = Path(__file__).resolve().parents[2]
SURFACE = {"samurai_bowl.engine", "samurai_bowl.engine.scenarios"}
MEASURE = "samurai_bowl.engine.measure"  # for the benchmarks alone
BENCHMARKS = sorted((REPO / "benchmarks").rglob("*.py"))
# Everything outside the engine that plays or shows a match.
CALLERS = [
    *sorted((REPO / "ai").rglob("*.py")),
    *(
        path
        for path in sorted((REPO / "samurai_bowl").rglob("*.py"))
        if "engine" not in path.relative_to(REPO / "samurai_bowl").parts
    ),
    *BENCHMARKS,
]
# A match's insides: ``m.state`` (the procedure stack, the raw events) and ``m.board`` (mutable).
INSIDES = {"board", "stack"}


def _imports(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):  # imports inside functions count too
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.lineno, node.module))
        elif isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
    return found


def test_callers_import_only_the_engine_surface() -> None:
    assert len(CALLERS) > 150 and len(BENCHMARKS) > 10
    wrong = [
        f"{path.relative_to(REPO)}:{line}: imports {module}"
        for path in CALLERS
        for line, module in _imports(ast.parse(path.read_text(encoding="utf-8")))
        if module.startswith("samurai_bowl.engine")
        and module not in SURFACE
        and not (module == MEASURE and path in BENCHMARKS)
    ]
    assert not wrong, "import these from samurai_bowl.engine (add them to its __all__ if new):\n" + "\n".join(
        wrong
    )


def test_callers_never_reach_into_a_match() -> None:
    """``x.board`` and ``x.state.stack`` belong to the rules; callers use ``match.board_view`` (read-only),
    ``match.events`` and the Match API."""
    wrong = []
    for path in CALLERS:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Attribute) or node.attr not in INSIDES:
                continue
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id == "self":
                continue  # a caller's own field of that name (a sound board)
            wrong.append(f"{path.relative_to(REPO)}:{node.lineno}: .{node.attr}")
    assert not wrong, "\n".join(wrong)


def test_the_surface_exports_what_it_lists() -> None:
    for name in engine.__all__:
        assert getattr(engine, name) is not None, name
    assert len(set(engine.__all__)) == len(engine.__all__)
