"""``--action-limit``, R4.2's rule option of ``simulate``: its choices, its words in a report,
and the rule options a match takes from it."""

from __future__ import annotations

import argparse
from typing import Any

ACTION_LIMITS = ("team", "model")  # R4.2's rule option


def action_words(args: argparse.Namespace) -> str:
    return "one action per team turn" if args.action_limit == "team" else "one action per model"


def rule_options(args: argparse.Namespace) -> dict[str, Any] | None:
    """The rule options a run asks for, as a match takes them."""
    limit = getattr(args, "action_limit", "team")
    return None if limit == "team" else {"match": {"action_limit": limit}}
