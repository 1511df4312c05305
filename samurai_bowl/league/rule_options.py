"""The rule options a league may choose, read from the rules model itself: every rule of
charts/rules.yaml that is a choice (on or off, or one of a few named values), so an option added
to the rules later is offered too. Each comes with one line saying what it does and words for its
values; a new one without words here uses its field's description."""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Any, Literal

from samurai_bowl.data.rules import RuleSet

# (section, rule): a short caption, the line that explains it, and words for its values
KNOWN: dict[tuple[str, str], tuple[str, str, dict[Any, str]]] = {
    ("match", "rerolls_refresh_at_half_time"): (
        "Re-rolls",
        "R3.6: a team's re-rolls come back at half time; otherwise they last the whole match",
        {True: "Back at half time", False: "Once a match"},
    ),
    ("match", "manual_turn_counter"): (
        "Turn counter",
        "R4.1: coaches move it by hand; acting first lets the opponent call Illegal Procedure",
        {False: "Moves by itself", True: "Moved by hand"},
    ),
    ("match", "action_limit"): (
        "One action",
        "R4.2: one pass, block or foul for the whole team each turn, or one for every model",
        {"team": "One per team turn", "model": "One per model"},
    ),
    ("match", "undo"): (
        "Take-backs",
        "A coach may take back his last actions while no die has been rolled since (Ctrl+Z)",
        {True: "Allowed", False: "Not allowed"},
    ),
    ("honour", "duel_ties_reroll"): (
        "Duel ties",
        "R15.1: a tied duel initiative is rolled again; otherwise the challenger wins it",
        {True: "Roll again", False: "The challenger wins"},
    ),
}


@dataclass(frozen=True)
class RuleOption:
    section: str
    rule: str
    caption: str
    values: tuple[Any, ...]  # the game's own value first
    words: tuple[str, ...]  # how each value is shown
    line: str  # what the option does, in one line

    def chosen(self, index: int) -> Any:
        return self.values[index]


def choice_values(annotation: Any) -> tuple[Any, ...] | None:
    """The values of a rule that is a choice (a bool or a Literal, strict or not), or None."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return choice_values(args[0])
    if annotation is bool:
        return (False, True)
    if origin is Literal:
        return tuple(args)
    return None


def rule_options(rules: RuleSet) -> list[RuleOption]:
    """Every choice among the rules, section by section in the rules' order, each with the game's
    value (``rules``) first."""
    found = []
    for section, section_field in type(rules).model_fields.items():
        model = section_field.annotation
        fields = getattr(model, "model_fields", {})
        for rule, info in fields.items():
            values = choice_values(info.annotation)
            if values is None:
                continue
            current = getattr(getattr(rules, section), rule)
            ordered = (current, *(v for v in values if v != current))
            caption = rule.replace("_", " ").capitalize()
            line = info.description or f"{caption}, a rule of charts/rules.yaml's {section} section"
            caption, line, words = KNOWN.get((section, rule), (caption, line, {}))
            shown = tuple(words.get(v, value_words(v)) for v in ordered)
            found.append(RuleOption(section, rule, caption, ordered, shown, line))
    return found


def value_words(value: Any) -> str:
    if isinstance(value, bool):
        return "On" if value else "Off"
    return str(value).replace("_", " ").capitalize()


def options_chosen(options: list[RuleOption], indexes: list[int]) -> dict[str, dict[str, Any]]:
    """The league's options: only the rules chosen otherwise than the game's own, by section."""
    chosen: dict[str, dict[str, Any]] = {}
    for option, index in zip(options, indexes, strict=True):
        if index:
            chosen.setdefault(option.section, {})[option.rule] = option.chosen(index)
    return chosen


def options_words(options: dict[str, Any], rules: RuleSet) -> str:
    """A league's chosen options in words ("" when it plays by the game's rules)."""
    words = []
    for option in rule_options(rules):
        section = options.get(option.section)
        if isinstance(section, dict) and option.rule in section and section[option.rule] in option.values:
            index = option.values.index(section[option.rule])
            if index:
                words.append(f"{option.caption.lower()}: {option.words[index].lower()}")
    return " · ".join(words)
