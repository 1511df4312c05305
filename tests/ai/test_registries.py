"""Every kind of decision the engine asks a coach for (:class:`Ask`) is either answered by each of
the AI's registries or named in its ``ELSEWHERE`` as handled elsewhere: a new kind fails here until
the coach has an answer for it and the hint has words for it."""

from __future__ import annotations

from collections.abc import Collection

import pytest

from samurai_bowl.ai import answers, hint_words
from samurai_bowl.engine import Ask

REGISTRIES: dict[str, tuple[Collection[Ask], frozenset[Ask]]] = {
    "answers.ANSWERS": (answers.ANSWERS.keys(), answers.ELSEWHERE),
    "hint_words.WORDS": (hint_words.WORDS.keys(), hint_words.ELSEWHERE),
}


@pytest.mark.parametrize("name", sorted(REGISTRIES))
def test_every_decision_is_answered_or_named_as_handled_elsewhere(name: str) -> None:
    keys, elsewhere = REGISTRIES[name]
    assert all(type(key) is Ask for key in keys), f"{name} is keyed by plain strings"
    assert set(keys) | elsewhere == set(Ask), f"{name} misses {sorted(set(Ask) - set(keys) - elsewhere)}"
    assert not set(keys) & elsewhere, (
        f"{name} answers what it says is handled elsewhere: {set(keys) & elsewhere}"
    )


def test_the_hint_words_each_decision_once() -> None:
    """The yes-or-no questions, the fixed choices and the answers worded from their details do not
    overlap, so no words are lost when they are put together."""
    tables = [hint_words.YES_NO.keys(), hint_words.FIXED.keys(), hint_words.SAID.keys()]
    assert sum(len(table) for table in tables) == len(hint_words.WORDS)
