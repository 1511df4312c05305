"""A league's own fields: its name (text a person can type back) and its rule options (sections
of charts/rules.yaml it overrides, which the rules must accept)."""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from samurai_bowl.data.rules import RuleSet
from samurai_bowl.errors import FieldProblem, describe_pydantic_error
from samurai_bowl.league.validate_base import RowModel, checked, json_value, shown
from samurai_bowl.teams.model import Name


class _Named(RowModel):
    name: Name


def league_name(value: Any) -> str:
    """A league's name, stripped: text with a letter or a digit, at most 40 characters."""
    return checked(_Named, {"name": value}).name


def options_shape(value: Any) -> dict[str, dict[str, Any]]:
    """Rule options as the store keeps them: sections, each a mapping of rules to values."""
    if not isinstance(value, dict):
        example = '{"match": {"action_limit": "model"}}'
        raise FieldProblem("", f"must be a mapping of rules sections, like {example} (got {shown(value)})")
    for section, rules in value.items():
        if not isinstance(rules, dict):
            raise FieldProblem(section, f"must be a mapping of rules to values (got {shown(rules)})")
    return value


def read_options(text: Any) -> dict[str, dict[str, Any]]:
    """A stored league's options."""
    return options_shape(json_value(text))


def league_rules(value: Any, rules: RuleSet) -> RuleSet:
    """The rules a league plays by: ``rules`` with its options, which must name known sections
    and rules and give values those rules accept."""
    from samurai_bowl.engine import IllegalAction, merge_options

    try:
        return merge_options(rules, options_shape(value))
    except IllegalAction as exc:
        raise FieldProblem("", str(exc)) from None
    except ValidationError as exc:
        where, message = describe_pydantic_error(exc.errors()[0])
        raise FieldProblem(where, message) from None


def options_json(value: Any, rules: RuleSet) -> str:
    """The JSON the store writes for a league's options, once the rules accept them."""
    league_rules(value, rules)
    return json.dumps(value)
