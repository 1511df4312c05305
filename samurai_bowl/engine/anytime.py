"""Actions open at any decision, beside the decision's own answers: the Phoenix coach's Void
Strike (R16) and conceding the match (R3.8). They belong to the coach whose decision it is.

The Void Strike is a move in the game and is listed among the legal actions; after it the step
that was waiting asks its question again (every procedure's waiting phase is re-entrant). A
concession is always open (``Action(Act.CONCEDE)``) but not listed, as no coach plays it to win:
it ends the match at once, and only the post-game is left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.events import Event, EventKind
from samurai_bowl.engine.procedure import Prompt

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

ANYTIME = frozenset({Act.VOID_STRIKE, Act.CONCEDE})


def anytime_actions(m: Match, prompt: Prompt) -> list[Action]:
    """What the coach of ``prompt`` may play instead of answering it (the listed ones)."""
    from samurai_bowl.engine.rules.spells import void_strikes

    return void_strikes(m, prompt.side) if m.state.spell_cast[prompt.side] is False else []


def allowed_anytime(m: Match, prompt: Prompt, action: Action) -> bool:
    return action == CONCEDE or action in anytime_actions(m, prompt)


CONCEDE = Action(Act.CONCEDE)


def answer_anytime(m: Match, prompt: Prompt, action: Action) -> None:
    from samurai_bowl.engine.rules.postgame import PostGame
    from samurai_bowl.engine.rules.spells import VoidStrike

    if action.act is Act.VOID_STRIKE:
        assert action.square is not None
        target = m.board.at(action.square)
        assert target is not None
        m._push(VoidStrike(side=prompt.side, target=target.index))
        return
    side = prompt.side
    state = m.state
    state.conceded = side
    loser, winner = m.team(side).name, m.team(1 - side).name
    m._log(Event(EventKind.CONCEDE, f"{loser} concede the match: {winner} win", side=side))
    # R3.8: the match ends at once: no team is active, no challenge is left to demand, and only the
    # post-game (the winner's winnings and MVP) is still rolled
    state.active, state.fury, state.acted, state.grudges = None, None, set(), []
    state.stack = [PostGame()]
