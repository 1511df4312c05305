"""Numbers too long to read. Python turns no more than so many digits (4,300, unless
``PYTHONINTMAXSTRDIGITS`` says otherwise) into an integer or back into text, and no field of the
game needs a number anywhere near that long. Reading JSON or YAML leaves :data:`TOO_LONG` where such
a number stood, and :func:`refuse_too_long` names its field, so the file is refused in one line."""

from __future__ import annotations

import json
import sys
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import ScalarNode

from samurai_bowl.errors import FieldProblem, field_path


class TooLong:
    """What stands in parsed data where a number too long to read was."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<a number too long to read>"


TOO_LONG = TooLong()


def too_long_words() -> str:
    return f"is a number too long to read (more than {sys.get_int_max_str_digits()} digits)"


def parse_json(text: str) -> Any:
    """The value a JSON text holds. A number too long to read is a :class:`FieldProblem` naming its
    field; text that is not JSON raises ``json.JSONDecodeError``, nesting too deep ``RecursionError``."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        raise
    except ValueError:  # Python's digit limit: read again, to say where the number is
        pass
    value = json.loads(text, parse_int=_json_int)
    refuse_too_long(value)
    return value


def _json_int(text: str) -> int | TooLong:
    try:
        return int(text)
    except ValueError:
        return TOO_LONG


def _yaml_int(constructor: yaml.SafeLoader | yaml.CSafeLoader, node: ScalarNode) -> int | TooLong:
    """YAML's integers, in any base; one with too many digits to be written back out in decimal
    (``0x`` and 4,000 hex digits, say) is as unreadable as one written with them."""
    try:
        value = SafeConstructor.construct_yaml_int(constructor, node)
        limit = sys.get_int_max_str_digits()
        if limit and value.bit_length() > 3 * limit:  # fewer bits always fit (a digit is 3.3 bits)
            str(value)  # raises past the digit limit, as every message showing the value would
    except ValueError:
        constructor.found_too_long = True  # type: ignore[union-attr]  # read back by the loader
        return TOO_LONG
    return int(value)


class PythonLoader(yaml.SafeLoader):
    """PyYAML's safe loader, with integers read as :func:`_yaml_int` reads them."""


PythonLoader.add_constructor("tag:yaml.org,2002:int", _yaml_int)

CLoader: type | None = None
if hasattr(yaml, "CSafeLoader"):

    class _CLoader(yaml.CSafeLoader):
        """libyaml's safe loader, with integers read as :func:`_yaml_int` reads them."""

    _CLoader.add_constructor("tag:yaml.org,2002:int", _yaml_int)
    CLoader = _CLoader


def load_yaml(text: str, loader_class: type) -> Any:
    """The value a YAML text holds, read by ``loader_class`` (:class:`PythonLoader` or
    :data:`CLoader`); a number too long to read is a :class:`FieldProblem` naming its field."""
    loader = loader_class(text)
    try:
        value = loader.get_single_data()
    finally:
        loader.dispose()
    if getattr(loader, "found_too_long", False):
        refuse_too_long(value)
    return value


def refuse_too_long(value: Any) -> None:
    """Raise a :class:`FieldProblem` at the first number too long to read in parsed data."""
    place = _find(value, [])
    if place is not None:
        where, as_name = place
        words = too_long_words()
        raise FieldProblem(field_path(where), f"a field's name {words}" if as_name else words)


def _find(value: Any, where: list[int | str]) -> tuple[list[int | str], bool] | None:
    """Where the first :data:`TOO_LONG` stands, and whether as a field's name."""
    if value is TOO_LONG:
        return where, False
    if isinstance(value, dict):
        for key, item in value.items():
            if key is TOO_LONG:
                return where, True
            found = _find(item, [*where, key if isinstance(key, str) else str(key)])
            if found is not None:
                return found
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found = _find(item, [*where, index])
            if found is not None:
                return found
    return None
