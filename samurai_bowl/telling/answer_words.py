"""Each answer a coach may give, as a button says it: the two answers of a yes-or-no decision
(an answer's ``choice`` 1, then 0) and the answers that need no more words. The window's prompt
shows them; the AI's hint names the same answer the same way before it says why."""

from __future__ import annotations

from samurai_bowl.engine import Act

YES_NO: dict[Act, tuple[str, str]] = {  # an answer of 1, then of 0
    Act.CHOOSE_KICK: ("Kick", "Receive"),
    Act.FOLLOW_UP: ("Follow up", "Stay"),
    Act.AUGURY: ("Cast Augury", "Keep the spell"),
    Act.BITING_STEEL: ("Cast Biting Steel", "Keep the spell"),
    Act.ACCEPT_DUEL: ("Accept the challenge", "Refuse (dishonour)"),
    Act.DEMAND_DUEL: ("Demand the challenge", "Let it go"),
    Act.CALL_ILLEGAL_PROCEDURE: ("Call Illegal Procedure", "Let it go"),
    Act.DUEL: ("Focus", "Strike"),
    Act.USE_STAFF: ("Use the coaching staff", "Not now"),
}

PLAIN: dict[Act, str] = {
    Act.END_SETUP: "End set-up",
    Act.END_TURN: "End turn",
    Act.END_ACTIVATION: "End this player's action",
    Act.USE_REROLL: "Use a team re-roll",
    Act.DECLINE_REROLL: "Accept the roll",
    Act.USE_FAVOR: "Use the Imperial Favor",
    Act.ARGUE_CALL: "Argue the call",
    Act.ACCEPT_PENALTY: "Accept the penalty",
    Act.MOVE_COUNTER: "Move the turn counter",
}
