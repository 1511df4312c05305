"""What the rules answer for a coach whose time ran out (a turn clock in a network match).

Each decision has one default answer, chosen to end the coach's turn as soon as it can and to spend
nothing he might have kept: the turn and the activation end, a re-roll, a spell, the staff and the
Imperial Favor are declined, a duel is refused or struck, a penalty accepted, a model stays where he
is. Where the decision has no neutral answer (a block die, a push, a kick, a set-up) the default is
the first the rules list, or for a set-up the first ready-made formation. Playing only defaults
ends every match (``tests/engine/test_timeouts.py``).

:func:`clock_period` names the stretch of play a turn clock covers: a team turn, or a set-up, kick
or other decision outside the team turns, so the clock restarts when the play moves on.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.procedure import Ask

Choice = tuple[Act, int | None]  # an action's kind and its choice (None: any)

# For each decision, the answers wanted in order; the first one the rules allow is taken, and when
# none is, the first legal answer the catalogue lists for the decision.
DEFAULTS: Mapping[Ask, tuple[Choice, ...]] = MappingProxyType(
    {
        Ask.COIN_TOSS: ((Act.CHOOSE_KICK, 0),),  # receive
        Ask.SETUP: ((Act.END_SETUP, None), (Act.FORMATION, 0)),
        Ask.KICK: (),
        Ask.TOUCHBACK: (),
        Ask.TURN: ((Act.END_TURN, None),),
        Ask.ACTIVATION: ((Act.END_ACTIVATION, None),),
        Ask.REROLL: ((Act.DECLINE_REROLL, None),),
        Ask.BLOCK_DIE: (),
        Ask.BLOCK_REROLL: ((Act.DECLINE_REROLL, None),),
        Ask.PUSH: (),
        Ask.FOLLOW_UP: ((Act.FOLLOW_UP, 0),),
        Ask.TOUCH_OF_AMATERASU: (),
        Ask.CHALLENGE: (),
        Ask.ACCEPT_DUEL: ((Act.ACCEPT_DUEL, 0),),
        Ask.FORCE_DUEL: ((Act.USE_STAFF, 0),),
        Ask.DUEL: ((Act.DUEL, 0),),  # strike
        Ask.DEMAND_DUEL: ((Act.DEMAND_DUEL, 0),),
        Ask.PENALTY: ((Act.ACCEPT_PENALTY, None),),
        Ask.ILLEGAL_PROCEDURE: ((Act.CALL_ILLEGAL_PROCEDURE, 0),),
        Ask.AUGURY: ((Act.AUGURY, 0),),
        Ask.BITING_STEEL: ((Act.BITING_STEEL, 0),),
        Ask.POISON: (),
    }
)


def default_action(match: Match) -> Action:
    """The rules' answer to the decision in hand for a coach who gave none. The match must be
    under way."""
    from samurai_bowl.engine.decisions import CATALOGUE

    prompt = match.pending
    if prompt is None:
        raise ValueError("the match is over: there is no decision to answer")
    for act, choice in DEFAULTS[prompt.kind]:
        for action in match.legal_actions_of(act):
            if choice is None or action.choice == choice:
                return action
    own = CATALOGUE[prompt.kind].acts - {Act.FORMATION}  # a formation only where listed above
    for action in match.legal_actions():
        if action.act in own:
            return action
    raise ValueError(f"no answer to {prompt.kind.value} is open")  # the rules always leave one


def clock_period(match: Match) -> tuple[object, ...] | None:
    """Which stretch of play the decision in hand belongs to: the team turn under way (its half,
    side and turn number), or outside the team turns the decision itself (a set-up, the kick, a
    touchback...). Two decisions belong to one stretch while this stays the same from one to the
    next (a set-up's many placements; the block dice the opponent picks mid-turn). None once the
    match is over."""
    prompt = match.pending
    if prompt is None:
        return None
    side = match.active
    if side is not None:
        return ("turn", match.half, side, match.teams[side].turn)
    return ("between", match.half, prompt.side, prompt.kind.value)


def period_owner(match: Match) -> int | None:
    """The coach whose stretch of play it is: the team on its turn, or outside the team turns the
    one to decide."""
    prompt = match.pending
    if prompt is None:
        return None
    return match.active if match.active is not None else prompt.side
