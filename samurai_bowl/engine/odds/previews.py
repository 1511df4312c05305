"""Previews of what a model could do once activated, for the window's target brackets and odds, the
hint and the coach's plans.

Activating a prone model stands him up (R4.6), and with too little movement that takes a roll. A
preview never plays that roll with the match's dice, nor guesses it: it plays the activation on a
copy whose dice show their highest face (:class:`~samurai_bowl.engine.dice.sources.HighestFaces`),
so the stand-up is assumed to succeed, and it says so: :attr:`Activated.stand_up` is the chance of
the roll it assumed (1 when he needs none), for the words and plans built on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.chances import d6_success, with_reroll
from samurai_bowl.engine.dice.sources import HighestFaces
from samurai_bowl.engine.rules.weather import movement_allowance
from samurai_bowl.engine.state.pieces import Status

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


@dataclass(frozen=True)
class Activated:
    """A copy of the match with the model activated (his Illegal Procedure, if the counter was not
    moved, let go), and the chance of the stand-up roll that copy assumed succeeded."""

    match: Match
    piece: int
    stand_up_target: int | None  # the roll's target (R4.6), None when he needs none
    stand_up: Fraction  # its chance (1 when he needs no roll)
    stand_up_rerolled: Fraction  # ... with the team re-roll, while one may be spent this turn


def stand_up_roll(m: Match, piece: int) -> int | None:
    """The score a d6 must reach for ``piece`` to stand up when activated now (R4.6), or None when
    he needs no roll: he is on his feet, or has the movement to stand."""
    model = m.pieces[piece]
    movement = m.rules.movement
    if model.status is not Status.PRONE or movement_allowance(m, model) >= movement.stand_up_cost:
        return None
    return movement.stand_up_roll_target


def once_activated(m: Match, piece: int) -> Activated | None:
    """What activating ``piece`` now would lead to, with any stand-up roll assumed to succeed; None
    when he may not be activated, or his activation would not come to a decision of his."""
    activate = Action(Act.ACTIVATE, piece=piece)
    if m.pending is None or not m.allows(activate):
        return None
    target = stand_up_roll(m, piece)
    twin = m.clone(dice=HighestFaces())
    twin.apply(activate)
    if twin.pending is not None and twin.pending.kind == "illegal_procedure":
        twin.apply(Action(Act.CALL_ILLEGAL_PROCEDURE, choice=0))
    pending = twin.pending
    if pending is None or pending.kind != "activation" or pending.data.get("piece") != piece:
        return None
    if target is None:
        return Activated(twin, piece, None, Fraction(1), Fraction(1))
    side = int(m.pieces[piece].side)
    team = m.team(side)
    reroll = m.active == side and team.rerolls > 0 and not team.reroll_used  # R11.1
    chance = d6_success(target)
    return Activated(twin, piece, target, chance, with_reroll(chance) if reroll else chance)


def involved(m: Match, roles: tuple[str, ...]) -> tuple[int | None, ...]:
    """The models the decision waiting is about, by their roles in the rule that asked
    (``("attacker", "defender")`` for a push, whose prompt names only the pushed model): read from
    the innermost procedure holding every role, None where there is none."""
    procedure = next((p for p in reversed(m.state.stack) if all(hasattr(p, r) for r in roles)), None)
    return tuple(getattr(procedure, role, None) for role in roles)
