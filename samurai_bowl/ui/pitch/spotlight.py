"""Who the decision waiting is about, read from the prompt: the attacker and the defender of a
block (its dice, re-roll, push, follow-up, Biting Steel, Augury), the two duellists, the model
an activation (the AI's too) or a failed roll belongs to. The pitch rings the one acting and
frames the one acted on."""

from __future__ import annotations

from dataclasses import dataclass, field

from samurai_bowl.engine import Act, Ask, Match, involved
from samurai_bowl.ui.pitch.decisions import ON_SCREEN

# Prompt data keys naming the model acted on, and the mark he gets.
ACTED_ON = {"defender": Act.BLOCK, "challenged": Act.CHALLENGE, "fouler": Act.FOUL}
ACTING = ("attacker", "challenger", "victim", "piece")


@dataclass(frozen=True)
class Spotlight:
    acting: frozenset[int] = frozenset()
    acted_on: dict[int, Act] = field(default_factory=dict)


def spotlight(m: Match) -> Spotlight:
    pending = m.pending
    if pending is None:
        return Spotlight()
    data = pending.data
    pieces = range(len(m.pieces))
    acted_on = {data[key]: act for key, act in ACTED_ON.items() if data.get(key) in pieces}
    if pending.kind == Ask.PUSH and data.get("piece") in pieces:
        acted_on[data["piece"]] = Act.PUSH
    acting = {data[key] for key in ACTING if data.get(key) in pieces and data[key] not in acted_on}
    keys = ON_SCREEN[pending.kind].below  # a push names the pushed model, a duel the one choosing
    if keys is not None:  # the prompt names one model: the other is in the procedure under it
        for index, act in zip(involved(m, keys), (None, ACTED_ON[keys[1]]), strict=True):
            if index not in pieces or index in acting or index in acted_on:
                continue
            if act is None:
                acting.add(index)
            else:
                acted_on[index] = act
    return Spotlight(frozenset(acting), acted_on)
