"""Reading data files: YAML (safe loading only, with libyaml's C parser when it is there) and
JSON, with one-line errors. Only regular files are read, and never more than their size cap."""

from __future__ import annotations

import json
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from samurai_bowl.data.long_numbers import CLoader, PythonLoader, load_yaml, parse_json
from samurai_bowl.errors import DataError, FieldProblem, data_error_from_validation

M = TypeVar("M", bound=BaseModel)

# YAML parses slowly and builds many objects, so its cap is low; a league export or a saved
# match is JSON, which parses fast and may grow with a league's seasons.
MAX_YAML_BYTES = 2_000_000
MAX_JSON_BYTES = 32_000_000
# libyaml's composer recurses without a limit: text that may nest deeper goes to the Python parser.
C_LOADER_MAX_DEPTH = 1000
_BRACKETS = re.compile(r"[\[\]{}]")


def size_cap(path: Path) -> tuple[int, str]:
    """The most bytes a data file may have, and its kind for the message."""
    if path.suffix.lower() == ".json":
        return MAX_JSON_BYTES, "a JSON file"
    return MAX_YAML_BYTES, "a YAML file"


def _megabytes(size: int) -> str:
    return f"{size / 1_000_000:.3g} MB"


def read_capped(path: Path, source: str, cap: int, kind: str = "a data file") -> bytes:
    """The bytes of a regular file no bigger than ``cap``. A pipe, a device (``/dev/zero``) or a
    folder is refused without reading it, so nothing waits forever or fills the memory."""
    try:
        mode = os.stat(path).st_mode
        _check_kind(mode, source)
        # O_NONBLOCK: a pipe put in the file's place between the two looks does not block.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise DataError(source, "file not found") from None
    except IsADirectoryError:
        raise DataError(source, "is a folder, not a file") from None
    except PermissionError:
        raise DataError(source, "permission denied") from None
    except OSError as exc:
        raise DataError(source, f"cannot be read ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        _check_kind(info.st_mode, source)
        if info.st_size > cap:
            raise DataError(
                source, f"is {_megabytes(info.st_size)}, larger than the {_megabytes(cap)} {kind} may be"
            )
        chunks: list[bytes] = []
        size = 0
        while size <= cap and (chunk := os.read(fd, min(1 << 20, cap + 1 - size))):
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise DataError(source, f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    if size > cap:  # it grew while being read
        raise DataError(source, f"is larger than the {_megabytes(cap)} {kind} may be")
    return b"".join(chunks)


def _check_kind(mode: int, source: str) -> None:
    if stat.S_ISDIR(mode):
        raise DataError(source, "is a folder, not a file")
    if stat.S_ISREG(mode):
        return
    if stat.S_ISFIFO(mode):
        kind = "a pipe"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        kind = "a device"
    else:
        kind = "a socket" if stat.S_ISSOCK(mode) else "something else"
    raise DataError(source, f"is {kind}, not a regular file; only files are read")


def read_mapping(path: Path, shown_as: str | None = None) -> dict[str, Any]:
    """Read a YAML or JSON file whose top level must be a mapping."""
    source = shown_as or str(path)
    raw = read_capped(path, source, *size_cap(path))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(source, f"is not UTF-8 text (bad byte at offset {exc.start})") from None
    parse = _parse_json if path.suffix.lower() == ".json" else _parse_yaml
    data = parse(text, source)
    if data is None:
        raise DataError(source, "file is empty")
    if not isinstance(data, dict):
        kind = "a list" if isinstance(data, list) else f"a single value ({data!r:.30})"
        raise DataError(source, f"must hold a mapping of fields at the top (got {kind})")
    bad_keys = [k for k in data if not isinstance(k, str)]
    if bad_keys:
        raise DataError(source, f"field names must be text (got {bad_keys[0]!r})")
    return data


def nesting_bound(text: str) -> int:
    """A depth ``text``'s YAML collections cannot nest beyond: a block collection holding a line
    starts at a column no further right than that line's indentation (two can share a column: a
    mapping and the list under one of its keys), one begun on the line itself needs a '-', '?'
    or ':' there, and flow collections nest by their brackets."""
    indent = max((len(m) for m in re.findall(r"^ *", text, re.MULTILINE)), default=0)
    on_a_line = max(
        (line.count("-") + line.count("?") + line.count(":") for line in text.splitlines()), default=0
    )
    brackets = text.count("[") + text.count("{")
    if brackets > C_LOADER_MAX_DEPTH:
        steps = (1 if bracket in "[{" else -1 for bracket in _BRACKETS.findall(text))
        brackets = max(accumulate(steps), default=0)
    return 2 * (indent + 1) + on_a_line + brackets


def yaml_loader(text: str) -> type:
    """The C parser when it is there and ``text`` cannot nest too deeply for it (it would crash
    the process); else the Python parser, which stops with a RecursionError. Both are safe
    loaders."""
    if CLoader is not None and nesting_bound(text) <= C_LOADER_MAX_DEPTH:
        return CLoader
    return PythonLoader


def _parse_yaml(text: str, source: str) -> Any:
    try:
        return load_yaml(text, yaml_loader(text))
    except FieldProblem as problem:
        raise DataError(source, problem.message, problem.field) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1} column {mark.column + 1}: " if mark is not None else ""
        what = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise DataError(source, f"{where}not valid YAML ({what})") from None
    except RecursionError:
        raise DataError(source, "not valid YAML (nested too deeply)") from None


def _parse_json(text: str, source: str) -> Any:
    try:
        return parse_json(text)
    except FieldProblem as problem:
        raise DataError(source, problem.message, problem.field) from None
    except json.JSONDecodeError as exc:
        raise DataError(source, f"line {exc.lineno} column {exc.colno}: not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise DataError(source, "not valid JSON (nested too deeply)") from None


def validate_as(model: type[M], data: dict[str, Any], source: str) -> M:
    """Validate parsed data against a model, turning failures into one-line DataErrors."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise data_error_from_validation(source, exc, model) from None


def load_model(model: type[M], path: Path, shown_as: str | None = None) -> M:
    """Read and validate one file."""
    return validate_as(model, read_mapping(path, shown_as), shown_as or str(path))
