"""How good a block is: from the engine's odds where the coach stands, or from strength alone
for a block thrown after a move."""

from __future__ import annotations

from samurai_bowl.ai.plan import Plan
from samurai_bowl.ai.planners.nerve import Nerve
from samurai_bowl.engine import Act, Match, Piece


def good_block(m: Match, nerve: Nerve, piece: int) -> Plan | None:
    """The best block the active model may throw from where he stands that a coach of this nerve
    would throw: two dice or more with the attacker choosing (any dice with ``one_die_blocks``),
    more likely to knock the target down than to put the blocker on the ground."""
    best: Plan | None = None
    for action in m.legal_actions():
        if action.act is not Act.BLOCK or action.piece != piece or action.square is None:
            continue
        odds = m.odds(action)
        target = m.board_view.at(action.square)
        if odds is None or target is None:
            continue
        if not (odds.dice >= 2 and odds.attacker_chooses) and not nerve.one_die_blocks:
            continue
        worth = float(odds.knockdown_with_reroll) - 2 * float(odds.attacker_down)
        worth += 1.0 if m.ball.carrier == target.index else 0.0
        if worth <= 0 or (best is not None and worth <= best.worth):
            continue
        dice = f"{odds.dice} {'die' if odds.dice == 1 else 'dice'}"
        best = Plan(
            worth,
            (action,),
            f"{m.pieces[piece].name} blocks {target.name}: {dice}, "
            f"{float(odds.knockdown):.0%} to knock him down",
            1.0 - float(odds.attacker_down),
        )
    return best


def rough_knockdown(attacker: Piece, defender: Piece) -> float:
    """The knock-down chance of a block from strength alone (two of six faces drop the defender),
    for blocks thrown after a move, where the assists are not known yet."""
    face = 2 / 6
    if attacker.st > defender.st:
        return 1 - (1 - face) ** 2
    if attacker.st == defender.st:
        return face
    return face**2
