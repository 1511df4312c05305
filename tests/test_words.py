"""The game's English: "Lanterns' shugenja", "Doji Satoshi's step", "1 player", "2 players" — and no
possessive written by hand in a message, where a name ending in s would read "Lanterns's"."""

from __future__ import annotations

import re
from pathlib import Path

from samurai_bowl.text.words import plural, possessive, without_rule_ids

REPO = Path(__file__).resolve().parent.parent


def test_a_possessive_of_a_name_ending_in_s_takes_the_apostrophe_alone() -> None:
    assert possessive("Lanterns") == "Lanterns'"
    assert possessive("Fans") == "Fans'"
    assert possessive("Doji Satoshi") == "Doji Satoshi's"
    assert possessive("IRON BOARS") == "IRON BOARS'"


def test_one_of_a_thing_is_singular() -> None:
    assert plural(1, "player") == "1 player"
    assert [plural(n, "re-roll") for n in (0, 2)] == ["0 re-rolls", "2 re-rolls"]


def test_no_message_writes_a_possessive_or_a_count_by_hand() -> None:
    """A name or a count put into words goes through possessive() or plural()."""
    by_hand = re.compile(r"\{[^}]*(name|who)[^}]*\}'s |!r\}'s|(?<!of )\{len\([^)]*\)\} players")
    wrong = [
        f"{path.relative_to(REPO)}:{number}: {line.strip()}"
        for top in ("samurai_bowl", "ai")
        for path in sorted((REPO / top).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if by_hand.search(line)
    ]
    assert not wrong, "\n".join(wrong)


def test_a_rule_id_is_left_out_of_the_words_a_player_reads() -> None:
    assert (
        without_rule_ids("R3.4: 0 players on the pitch, at most 11") == "0 players on the pitch, at most 11"
    )
    assert without_rule_ids("awarded (R3.8): he did not come back") == "awarded: he did not come back"
    assert without_rule_ids("(only a concession, R3.8, changes that)") == "(only a concession, changes that)"
    assert without_rule_ids("Rook 5: 2 re-rolls") == "Rook 5: 2 re-rolls"
