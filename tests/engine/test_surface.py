"""The engine's one surface: the AI, the window, the league, the command line and the benchmarks
import the engine through ``samurai_bowl.engine`` (and scenario files through
``samurai_bowl.engine.scenarios``; the benchmarks also what they measure inside it through
``samurai_bowl.engine.measure``), and read a match through the Match API, never through its
stack, its events list or its mutable board."""

from __future__ import annotations

import ast
from pathlib import Path

import samurai_bowl.engine as engine
from samurai_bowl.engine import Match
from samurai_bowl.engine.state.fields import StateFields

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


# What a match is made of and holds: none of it is written from outside the engine.
MATCH_FIELDS = {name for name in vars(StateFields) if not name.startswith("_")} | {
    "board",
    "data",
    "options",
    "pitch",
    "rules",
    "state",
    "takes_back",
    "team_files",
}
# Only these public members of a Match act on it; every other one reads it.
CHANGES = {"apply"}
READERS = {
    "allows",
    "board_view",
    "clone",
    "events",
    "from_json",
    "history",
    "legal_actions",
    "legal_actions_of",
    "legal_kinds",
    "odds",
    "path_actions",
    "path_odds",
    "pending",
    "reachable",
    "replay",
    "replica",
    "result",
    "sealed",
    "side_pieces",
    "able_to_play",
    "in_reserves",
    "staff",
    "taken_back",
    "takes_back",
    "team",
    "to_json",
}


def _a_match(owner: ast.expr) -> bool:
    """An expression that names a match as callers name theirs (``m``, ``match``, ``self.match``,
    ``twin``, ``copy``, ``ahead``): a name of another object's field (``line.played``) is not one."""
    name = owner.attr if isinstance(owner, ast.Attribute) else owner.id if isinstance(owner, ast.Name) else ""
    return name in {"m", "twin", "copy", "ahead", "look", "game"} or name.endswith("match")


def test_callers_never_write_into_a_match() -> None:
    """Nothing outside the engine assigns a match's fields or calls its procedures' helpers: a match
    changes through ``apply`` alone."""
    wrong: list[str] = []
    for path in CALLERS:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign):
                targets = [
                    t
                    for target in node.targets
                    for t in (target.elts if isinstance(target, ast.Tuple) else [target])
                ]
            elif isinstance(node, ast.AugAssign | ast.AnnAssign):
                targets = [node.target]
            else:
                targets = []
            wrong.extend(
                f"{path.relative_to(REPO)}:{node.lineno}: {ast.unparse(target)} = ..."
                for target in targets
                if isinstance(target, ast.Attribute)
                and target.attr in MATCH_FIELDS
                and _a_match(target.value)
            )
            if (
                (
                    isinstance(node, ast.Attribute)
                    and node.attr.startswith("_")
                    and not node.attr.startswith("__")
                )
                and _a_match(node.value)
                and not (isinstance(node.value, ast.Name) and node.value.id == "self")
            ):
                wrong.append(f"{path.relative_to(REPO)}:{node.lineno}: {ast.unparse(node)}")
    assert not wrong, "\n".join(wrong)


def test_a_match_changes_through_apply_alone() -> None:
    """Every public member of Match is ``apply`` or a reader (a state field is read through the match,
    and written by the rules alone, which the test above holds for callers)."""
    public = {name for name in dir(Match) if not name.startswith("_")} - MATCH_FIELDS
    assert public - CHANGES - READERS == set()
    assert {"log", "credit", "push", "resume"} & public == set()


def test_the_write_check_sees_a_write() -> None:
    tree = ast.parse("match.half = 2\nself.match._log(e)\nline.played = 3\n")
    writes = [n for n in ast.walk(tree) if isinstance(n, ast.Assign)]
    assert _a_match(writes[0].targets[0].value) and not _a_match(writes[1].targets[0].value)  # type: ignore[attr-defined]
    private = [n for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "_log"]
    assert _a_match(private[0].value)
