"""The coaching hint's words for decisions outside a turn's plan: yes-or-no questions, the fixed
choices of set-up and kick-off, re-rolls, block dice and penalties; ``WORDS`` has them for every
kind of decision the engine asks (:class:`Ask`) but those named in ``ELSEWHERE``."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from samurai_bowl.engine import CATALOGUE, Act, Action, Ask, Match
from samurai_bowl.telling.answer_words import YES_NO as ANSWERS

# Why the coach gives each answer of a yes-or-no decision (1, then 0), said after the answer's
# own words as the window's button says them (samurai_bowl/telling/answer_words.py); "" adds nothing.
WHY: dict[Ask, tuple[str, str]] = {
    Ask.COIN_TOSS: ("their first drive must beat your defence", "the first drive is yours to score"),
    Ask.FOLLOW_UP: ("keep him marked", "the carrier is safer where he is"),
    Ask.ACCEPT_DUEL: ("refusing dishonours", ""),
    Ask.DEMAND_DUEL: ("satisfaction for the foul", ""),
    Ask.FORCE_DUEL: ("force the refused challenge", "keep the staff's ability"),
    Ask.ILLEGAL_PROCEDURE: ("their turn ends at once", ""),
    Ask.AUGURY: ("a bonus re-roll for a roll that would end the turn", ""),
    Ask.BITING_STEEL: ("+2 armour and injury on this knock-down", ""),
    Ask.DUEL: ("a higher total before you strike", "your total is enough"),
}


def _answer(ask: Ask) -> Act:
    """The one kind of answer a yes-or-no decision takes (the engine's catalogue lists it)."""
    (act,) = CATALOGUE[ask].acts
    return act


def _said(label: str, why: str) -> str:
    return f"{label}: {why}" if why else label


YES_NO: dict[Ask, tuple[str, str]] = {
    ask: (_said(ANSWERS[_answer(ask)][0], yes), _said(ANSWERS[_answer(ask)][1], no))
    for ask, (yes, no) in WHY.items()
}
FIXED: dict[Ask, str] = {
    Ask.SETUP: "Set up in the clan's shape: the strongest on the line, the quickest behind",
    Ask.TOUCHBACK: "Give the ball to the player farthest from the opponents",
    Ask.PUSH: "Push him towards the sideline",
    Ask.TOUCH_OF_AMATERASU: "Bless the most capable player",
    Ask.POISON: "Poison their most capable player",
    Ask.CHALLENGE: "Challenge where your man has the edge",
}


Words = Callable[[Match, Action], str]  # why the coach answers the pending decision with the action


def _yes_no(yes: str, no: str) -> Words:
    return lambda m, action: yes if action.choice == 1 else no


def _fixed(text: str) -> Words:
    return lambda m, action: text


def _kick(m: Match, action: Action) -> str:
    if action.square is None:
        return str(action)
    return "Kick deep into the middle of their half"


def _reroll(m: Match, action: Action) -> str:
    assert m.pending is not None
    purpose = m.pending.data.get("purpose", "roll")
    verb = "Re-roll" if action.act is Act.USE_REROLL else "Keep"
    return f"{verb} the failed {purpose}"


def _block_reroll(m: Match, action: Action) -> str:
    return (
        "Re-roll the block dice: no face helps you"
        if action.act is Act.USE_REROLL
        else "Keep the dice: a good face is showing"
    )


def _block_die(m: Match, action: Action) -> str:
    if action.choice is None:
        return str(action)
    assert m.pending is not None
    face = str(m.pending.data["faces"][action.choice]).replace("_", " ")
    return f"Keep {face}: the best face for your side"


def _penalty(m: Match, action: Action) -> str:
    words = {
        Act.USE_FAVOR: "Use the Imperial Favor to cancel the penalty",
        Act.ARGUE_CALL: "Argue the call: a 6 or better cancels it",
    }
    return words.get(action.act, "Accept the penalty")


# the decisions whose words depend on the answer's details
SAID: dict[Ask, Words] = {
    Ask.KICK: _kick,
    Ask.REROLL: _reroll,
    Ask.BLOCK_REROLL: _block_reroll,
    Ask.BLOCK_DIE: _block_die,
    Ask.PENALTY: _penalty,
}
WORDS: dict[Ask, Words] = {
    **{kind: _yes_no(yes, no) for kind, (yes, no) in YES_NO.items()},
    **{kind: _fixed(text) for kind, text in FIXED.items()},
    **SAID,
}
# The turn and each activation in it are worded by the hint from the coach's plan (ai.hint): the
# plan's own reason, not an answer's.
ELSEWHERE = frozenset({Ask.TURN, Ask.ACTIVATION})


def reason(m: Match, action: Action) -> str:
    """Why the coach answers the pending decision with ``action``, in words."""
    prompt = m.pending
    assert prompt is not None
    words = WORDS.get(prompt.kind)
    return words(m, action) if words is not None else str(action)


def chance(m: Match, action: Action) -> float | None:
    """The chance an answer works, where it is a roll still to make."""
    prompt = m.pending
    if prompt is not None and prompt.kind == Ask.REROLL and action.act is Act.USE_REROLL:
        return float(Fraction(prompt.data["chance"]))
    return None
