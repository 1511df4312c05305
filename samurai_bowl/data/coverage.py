"""Proof that a chart answers every possible roll exactly once."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from samurai_bowl.errors import FieldProblem


def check_coverage(
    spans: Sequence[tuple[int, int]],
    possible: range,
    list_field: str,
    span_field: str,
    what: str = "roll",
    open_ended: bool = False,
) -> None:
    """Raise FieldProblem unless ``spans`` cover each value of ``possible`` exactly once.

    ``spans[i]`` belongs to ``{list_field}[i].{span_field}``. With ``open_ended`` the last
    value of ``possible`` stands for itself "and above" (as AG 5+ in the agility table).
    """
    owner: dict[int, int] = {}
    for index, (low, high) in enumerate(spans):
        where = f"{list_field}[{index}].{span_field}"
        if low < possible.start or high > possible.stop - 1:
            bad = low if low < possible.start else high
            raise FieldProblem(
                where,
                f"{what} {bad} can never happen (possible: {possible.start}-{possible.stop - 1}"
                f"{' and above' if open_ended else ''})",
            )
        for value in range(low, high + 1):
            if value in owner:
                raise FieldProblem(
                    where,
                    f"{what} {value} is covered twice ({list_field}[{owner[value]}] and "
                    f"{list_field}[{index}])",
                )
            owner[value] = index
    missing = [v for v in possible if v not in owner]
    if missing:
        raise FieldProblem(list_field, f"{what} {_runs(missing)} not covered")


def _runs(values: list[int]) -> str:
    """``[3, 4, 5, 9]`` -> ``3-5 and 9 are``; ``[7]`` -> ``7 is``."""
    runs: list[tuple[int, int]] = []
    for value in values:
        if runs and runs[-1][1] == value - 1:
            runs[-1] = (runs[-1][0], value)
        else:
            runs.append((value, value))
    text = [str(a) if a == b else f"{a}-{b}" for a, b in runs]
    joined = text[0] if len(text) == 1 else ", ".join(text[:-1]) + " and " + text[-1]
    plural = len(values) > 1
    return f"{joined} {'are' if plural else 'is'}"


def check_unique(
    keys: Sequence[Hashable], list_field: str, item_field: str = "", shown: Sequence[object] | None = None
) -> None:
    """Raise FieldProblem at the first key that repeats an earlier one.

    ``keys[i]`` belongs to ``{list_field}[i].{item_field}``; ``shown`` gives the text to quote
    as it stands when the key is not what the player wrote (a case-folded name, say).
    """
    first: dict[Hashable, int] = {}
    for index, key in enumerate(keys):
        if key in first:
            label = (shown or keys)[index]
            where = f"{list_field}[{index}]" + (f".{item_field}" if item_field else "")
            quoted = f"'{label}'" if shown is None and isinstance(label, str) else str(label)
            raise FieldProblem(where, f"{quoted} is already {list_field}[{first[key]}]")
        first[key] = index
