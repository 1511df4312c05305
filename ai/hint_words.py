"""The coaching hint's words for decisions outside a turn's plan: yes-or-no questions, the fixed
choices of set-up and kick-off, re-rolls, block dice and penalties."""

from __future__ import annotations

from fractions import Fraction

from samurai_bowl.engine import Act, Action, Match

YES_NO = {
    "coin_toss": ("Kick first", "Receive: the first drive is yours to score"),
    "follow_up": ("Follow up to keep him marked", "Stay put: the carrier is safer where he is"),
    "accept_duel": ("Accept the challenge: refusing dishonours", "Refuse the challenge"),
    "demand_duel": ("Demand satisfaction for the foul", "Let the foul go"),
    "force_duel": ("Force the challenge with the coaching staff", "Keep the staff's ability"),
    "illegal_procedure": ("Call Illegal Procedure: their turn ends at once", "Let it go"),
    "augury": ("Cast Augury: a bonus re-roll for a roll that would end the turn", "Keep the spell"),
    "biting_steel": ("Cast Biting Steel: +2 armour and injury on this knock-down", "Keep the spell"),
    "duel": ("Focus once more", "Strike now"),
}
FIXED = {
    "setup": "Set up in the clan's shape: the strongest on the line, the quickest behind",
    "touchback": "Give the ball to the player farthest from the opponents",
    "push": "Push him towards the sideline",
    "touch_of_amaterasu": "Bless the most capable player",
    "poison": "Poison their most capable player",
    "challenge": "Challenge where your man has the edge",
}


def reason(m: Match, action: Action) -> str:
    """Why the coach answers the pending decision with ``action``, in words."""
    prompt = m.pending
    assert prompt is not None
    if prompt.kind in YES_NO:
        yes, no = YES_NO[prompt.kind]
        return yes if action.choice == 1 else no
    if prompt.kind in FIXED:
        return FIXED[prompt.kind]
    if prompt.kind == "kick" and action.square is not None:
        x, y = m.pitch.xy(action.square)
        return f"Kick to ({x}, {y}), deep in the middle of their half"
    if prompt.kind == "reroll":
        purpose = prompt.data.get("purpose", "roll")
        verb = "Re-roll" if action.act is Act.USE_REROLL else "Keep"
        return f"{verb} the failed {purpose}"
    if prompt.kind == "block_reroll":
        return (
            "Re-roll the block dice: no face helps you"
            if action.act is Act.USE_REROLL
            else "Keep the dice: a good face is showing"
        )
    if prompt.kind == "block_die" and action.choice is not None:
        face = str(prompt.data["faces"][action.choice]).replace("_", " ")
        return f"Keep {face}: the best face for your side"
    if prompt.kind == "penalty":
        words = {
            Act.USE_FAVOR: "Use the Imperial Favor to cancel the penalty",
            Act.ARGUE_CALL: "Argue the call: a 6 or better cancels it",
        }
        return words.get(action.act, "Accept the penalty")
    return str(action)


def chance(m: Match, action: Action) -> float | None:
    """The chance an answer works, where it is a roll still to make."""
    prompt = m.pending
    if prompt is not None and prompt.kind == "reroll" and action.act is Act.USE_REROLL:
        return float(Fraction(prompt.data["chance"]))
    return None
