"""Event kinds are compared as EventKind members, never as strings, in the package and the AI.

What is checked (an AST scan of samurai_bowl/ and ai/): a comparison (``==``, ``!=``, ``is``,
``in`` ...) of an event's kind with a string literal, or with a module-level tuple, list, set or
dict of string literals. An event's kind is ``<name>.kind`` where <name> is one of EVENT_NAMES or
ends in "event", or a local ``kind`` taken from one (``kind = event.kind``). Any other ``.kind``
compared with a string that is an EventKind value is flagged too, unless it is one of the kinds
that are not events (OTHER_KINDS: a die's, a prompt's, a skill's), so a new name for an event
cannot slip through with a string that happens to be a kind of event."""

from __future__ import annotations

import ast
from pathlib import Path

from samurai_bowl.engine import EventKind

ROOT = Path(__file__).resolve().parent.parent
EVENT_NAMES = {"event", "e", "ev", "earlier", "later", "last", "first"}
OTHER_KINDS = {
    "die",
    "pending",
    "prompt",
    "now",
    "skill",
    "step",
    "row",
}  # dice, prompts, skills, ledger rows
EVENT_VALUES = {kind.value for kind in EventKind}


def sources() -> list[Path]:
    found = [*sorted((ROOT / "samurai_bowl").rglob("*.py")), *sorted((ROOT / "ai").rglob("*.py"))]
    return [p for p in found if "samurai_bowl/ai/" not in p.as_posix()]  # ai/ is linked in as samurai_bowl/ai


def receiver(node: ast.expr) -> str:
    while isinstance(node, ast.Attribute):
        node = node.value
        if isinstance(node, ast.Attribute):
            return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def is_event_kind(node: ast.expr, local: set[str]) -> bool:
    if isinstance(node, ast.Name):
        return node.id in local
    if not (isinstance(node, ast.Attribute) and node.attr == "kind"):
        return False
    name = receiver(node)
    return name in EVENT_NAMES or name.endswith("event")


def literals(node: ast.expr, consts: dict[str, list[str]]) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for elt in node.elts for s in literals(elt, consts)]
    if isinstance(node, ast.Dict):
        return [s for key in node.keys if key is not None for s in literals(key, consts)]
    if (
        isinstance(node, ast.Call)
        and node.args
        and getattr(node.func, "id", "") in {"frozenset", "set", "tuple"}
    ):
        return literals(node.args[0], consts)
    if isinstance(node, ast.Name):
        return consts.get(node.id, [])
    return []


def module_constants(tree: ast.Module) -> dict[str, list[str]]:
    consts: dict[str, list[str]] = {}
    for node in tree.body:
        target = node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else None
        if isinstance(node, ast.AnnAssign):
            target = node.target
        if isinstance(target, ast.Name) and node.value is not None:  # type: ignore[union-attr]
            consts[target.id] = literals(node.value, {})  # type: ignore[union-attr]
    return consts


def kind_names(function: ast.AST) -> set[str]:
    """Local names bound to an event's kind: ``kind = event.kind``, ``kind, side = event.kind, ...``."""
    names: set[str] = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                pairs = (
                    zip(target.elts, node.value.elts, strict=False)
                    if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple)
                    else [(target, node.value)]
                )
                names |= {t.id for t, v in pairs if isinstance(t, ast.Name) and is_event_kind(v, set())}
    return names


def string_kinds(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
    consts = module_constants(tree)
    found = []
    scopes = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))]
    for scope in [tree, *scopes]:
        local = kind_names(scope) if scope is not tree else set()
        for node in ast.walk(scope):
            if isinstance(node, ast.Compare):
                parts = [node.left, *node.comparators]
                words = [s for part in parts for s in literals(part, consts)]
                if any(is_event_kind(p, local) for p in parts) and words:
                    found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
                others = [p for p in parts if isinstance(p, ast.Attribute) and p.attr == "kind"]
                if any(receiver(p) not in OTHER_KINDS for p in others) and set(words) & EVENT_VALUES:
                    found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "get"
            ):
                table = node.func.value
                looked_up = bool(node.args) and is_event_kind(node.args[0], local)
                if isinstance(table, ast.Name) and consts.get(table.id) and looked_up:
                    found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return sorted(set(found))


def test_no_event_kind_is_compared_with_a_string() -> None:
    assert [line for path in sources() for line in string_kinds(path)] == []


def test_the_scan_finds_a_kind_compared_with_a_string(tmp_path: Path) -> None:
    """The scan itself can fail: each way of writing a kind as a string is caught."""
    text = (
        'CUES = {"roll": "dice"}\nQUIET = {"turn_counter"}\n'
        "def f(event, m, marker):\n"
        '    kind = event.kind\n    a = kind == "touchdown"\n    b = event.kind in QUIET\n'
        '    c = CUES.get(event.kind)\n    d = marker.kind == "turnover"\n    e = m.pending.kind == "turn"\n'
    )
    sample = tmp_path / "sample.py"
    sample.write_text(text, encoding="utf-8")
    found = string_kinds(sample)
    assert [line.split(": ", 1)[1] for line in found] == [
        "kind == 'touchdown'",
        "event.kind in QUIET",
        "CUES.get(event.kind)",
        "marker.kind == 'turnover'",
    ]


REGEX_CALLS = {"match", "search", "fullmatch", "findall", "finditer", "sub", "subn", "split"}


def regexes_on_events(path: Path) -> list[str]:
    """Pattern calls given an event's sentence or a field of its data (``event.text``,
    ``event.data[...]``, ``event.data.get(...)``): facts are read from the fields, not parsed."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in REGEX_CALLS
        ):
            for arg in node.args:
                words = ast.unparse(arg)
                name = receiver(arg) if isinstance(arg, ast.Attribute) else ""
                if (
                    (".text" in words or ".data" in words) and (name in EVENT_NAMES or name.endswith("event"))
                ) or (".data" in words and any(n in words for n in EVENT_NAMES | {"event"})):
                    found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_pattern_reads_an_event_sentence() -> None:
    assert [line for path in sources() for line in regexes_on_events(path)] == []


def test_the_pattern_scan_finds_a_sentence_parsed(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        'import re\nBLOCK = re.compile("x")\ndef f(event):\n    return BLOCK.match(event.text)\n'
    )
    assert regexes_on_events(sample) == ["sample.py:4: BLOCK.match(event.text)"]
