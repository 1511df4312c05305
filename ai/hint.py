"""The coaching hint: for the decision a match is waiting on, what the AI coach would do, why,
and how likely it is to work."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ai.extras import void_strike
from ai.heuristic import HeuristicCoach
from ai.plan import Plan
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match


@dataclass(frozen=True)
class Hint:
    action: Action  # legal now
    plan: tuple[Action, ...]  # the whole activation it begins, to highlight (just the action otherwise)
    reason: str
    chance: float | None  # every roll of the plan succeeds; None when nothing is rolled

    def __str__(self) -> str:
        odds = f" ({self.chance:.0%})" if self.chance is not None and self.chance < 0.999 else ""
        return f"{self.reason}{odds}"


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


def coaching_hint(m: Match, level: str = "hard") -> Hint | None:
    """What the ``level`` coach recommends for ``m.pending``; None once the match is over."""
    prompt = m.pending
    if prompt is None:
        return None
    coach = HeuristicCoach(m.seed, level)
    if prompt.kind == "activation":
        return _activation_hint(m, coach)
    action = coach.choose(m)
    if action.act is Act.VOID_STRIKE and prompt.kind != "turn":  # cast at a decision (R16)
        found = void_strike(m, prompt.side, m.legal_actions())
        return Hint(action, (action,), found[1] if found else "Cast the Void Strike", None)
    if prompt.kind == "turn" and coach.last is not None:
        return _plan_hint(action, coach.last)
    return Hint(action, (action,), _reason(m, action), _chance(m, action))


def _plan_hint(action: Action, plan: Plan) -> Hint:
    chance = None if plan.chance >= 0.999 else plan.chance
    return Hint(action, plan.actions, plan.reason, chance)


def _activation_hint(m: Match, coach: HeuristicCoach) -> Hint:
    assert m.pending is not None
    piece = m.pieces[m.pending.data["piece"]]
    legal = m.legal_actions()
    if m.ball.carrier == piece.index:
        plan = coach.carrier_plan(m, piece)
    else:
        plan = coach.best_plan(m, int(piece.side), [piece])
    if plan is not None and plan.actions and plan.actions[0] in legal:
        return _plan_hint(plan.actions[0], plan)
    end = Action(Act.END_ACTIVATION, piece=piece.index)
    why = f"{piece.name} has nothing useful left to do"
    return Hint(end if end in legal else legal[0], (end,), why, None)


def _reason(m: Match, action: Action) -> str:
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
        return ("Re-roll the block dice: no face helps you" if action.act is Act.USE_REROLL
                else "Keep the dice: a good face is showing")
    if prompt.kind == "block_die" and action.choice is not None:
        face = str(prompt.data["faces"][action.choice]).replace("_", " ")
        return f"Keep {face}: the best face for your side"
    if prompt.kind == "penalty":
        words = {Act.USE_FAVOR: "Use the Imperial Favor to cancel the penalty",
                 Act.ARGUE_CALL: "Argue the call: a 6 or better cancels it"}
        return words.get(action.act, "Accept the penalty")
    return str(action)


def _chance(m: Match, action: Action) -> float | None:
    prompt = m.pending
    if prompt is not None and prompt.kind == "reroll" and action.act is Act.USE_REROLL:
        return float(Fraction(prompt.data["chance"]))
    return None
