"""A blitz seen from range: the way to a square beside an opponent and the block from there (R4.3:
a block may follow movement in the same activation), for the window to show before the coach
moves.

The way there is one of the move preview's paths (the safest to each square, as the pitch shades
them); the block is read on a copy of the match on which the model walked it with dice showing
their highest face (:class:`~samurai_bowl.engine.dice.sources.HighestFaces`): every dodge, surge
and pick-up on the way, and a stand-up before it, is assumed to succeed, and the words built on it
say so. The match's own dice are never asked anything. Of the squares beside him, the one kept
gives the best chance of getting there and knocking him down; a tie goes to the surer way there.

One team re-roll serves the whole turn (R11.1): when the way there is counted with it, the block's
"re-rolled" figures weigh the arrivals that spent it on the way (the block then has none) against
those that did not, so they are the chance of a block thrown on arrival, as play gives it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import HighestFaces
from samurai_bowl.engine.odds.before_acting import BlockOdds
from samurai_bowl.engine.odds.paths import Path
from samurai_bowl.engine.odds.previews import once_activated

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


@dataclass(frozen=True)
class Blitz:
    """The way to the square beside the target, the match once he stands there (every roll on
    the way assumed made), the block he would then throw and its odds."""

    path: Path
    match: Match
    block: Action
    odds: BlockOdds
    reach: float  # the path's chance, as the caller counted it (with the team re-roll or not)


def walked_there(m: Match, piece: int, path: Path) -> Match | None:
    """A copy of ``m`` with ``piece`` activated (when he is not yet) and walked along ``path``,
    every roll assumed made; None when the walk is not his to make."""
    pending = m.pending
    if pending is None:
        return None
    if pending.kind == "activation" and pending.data.get("piece") == piece:
        twin = m.clone(dice=HighestFaces())
    else:
        activated = once_activated(m, piece)
        if activated is None:
            return None
        twin = activated.match
    for square in path.steps:
        step = Action(Act.MOVE, piece=piece, square=square)
        now = twin.pending
        if now is None or now.kind != "activation" or not twin.allows(step):
            return None
        twin.apply(step)
    now = twin.pending
    return twin if now is not None and now.kind == "activation" and now.data.get("piece") == piece else None


def blitz_from_range(
    m: Match, piece: int, target: int, paths: dict[int, Path], team_reroll: bool
) -> Blitz | None:
    """The best blitz of ``piece`` on the model standing on ``target`` along one of ``paths``
    (the move preview's), or None when no path ends beside him or no block may follow there (the
    team's action spent, R4.2; the target down)."""
    best: tuple[float, float] | None = None
    chosen: Blitz | None = None
    for square in m.pitch.neighbours[target]:
        path = paths.get(square)
        if path is None:
            continue
        twin = walked_there(m, piece, path)
        block = Action(Act.BLOCK, piece=piece, square=target)
        if twin is None or not twin.allows(block):
            continue
        odds = twin.odds(block)
        if not isinstance(odds, BlockOdds):
            continue
        reach = path.chance_with_team_reroll if team_reroll else path.chance
        if team_reroll:
            odds = reroll_shared(odds, path)
        score = (reach * float(odds.knockdown), reach)
        if best is None or score > best:
            best, chosen = score, Blitz(path, twin, block, odds, reach)
    return chosen


def reroll_shared(odds: BlockOdds, path: Path) -> BlockOdds:
    """The block's odds once there along ``path`` counted with the team re-roll: its "re-rolled"
    figures hold only for the arrivals that did not spend the re-roll on the way; the others
    throw the block without one."""
    if path.chance_with_team_reroll <= 0 or path.chance >= path.chance_with_team_reroll:
        return odds
    kept = Fraction(path.chance) / Fraction(path.chance_with_team_reroll)  # arrivals with it in hand

    def mix(with_it: Fraction, without: Fraction) -> Fraction:
        return kept * with_it + (1 - kept) * without

    faces = [
        *odds.outcomes_with_reroll,
        *(face for face in odds.outcomes if face not in odds.outcomes_with_reroll),
    ]
    return replace(
        odds,
        knockdown_with_reroll=mix(odds.knockdown_with_reroll, odds.knockdown),
        attacker_down_with_reroll=mix(odds.attacker_down_with_reroll, odds.attacker_down),
        outcomes_with_reroll={
            face: mix(odds.outcomes_with_reroll.get(face, Fraction(0)), odds.outcomes.get(face, Fraction(0)))
            for face in faces
        },
    )
