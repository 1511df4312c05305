"""Reading data files: YAML (``yaml.safe_load`` only) and JSON, with one-line errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from samurai_bowl.errors import DataError, data_error_from_validation

M = TypeVar("M", bound=BaseModel)

MAX_FILE_BYTES = 2_000_000


def read_mapping(path: Path, shown_as: str | None = None) -> dict[str, Any]:
    """Read a YAML or JSON file whose top level must be a mapping."""
    source = shown_as or str(path)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise DataError(source, f"file is larger than {MAX_FILE_BYTES // 1_000_000} MB")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DataError(source, "file not found") from None
    except IsADirectoryError:
        raise DataError(source, "is a folder, not a file") from None
    except PermissionError:
        raise DataError(source, "permission denied") from None
    except OSError as exc:
        raise DataError(source, f"cannot be read ({exc.strerror or exc})") from None
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


def _parse_yaml(text: str, source: str) -> Any:
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1} column {mark.column + 1}: " if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise DataError(source, f"{where}not valid YAML ({problem})") from None
    except RecursionError:
        raise DataError(source, "not valid YAML (nested too deeply)") from None


def _parse_json(text: str, source: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(
            source, f"line {exc.lineno} column {exc.colno}: not valid JSON ({exc.msg})"
        ) from None
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
