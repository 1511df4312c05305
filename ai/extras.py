"""Between activations: the one spell of the game (R16) and Ikoma Ujiaki's fury (R17), spent
when they change the game rather than as soon as they may be."""

from __future__ import annotations

from samurai_bowl.ai.plan import their_carrier
from samurai_bowl.engine import Act, Action, Match, Status, fires_squares

FIRES_WORTH = 3.0  # the opposing carrier in the line, or three opponents
FURY_BLOCKS = 3  # adjacent standing opponents that make +2 armour worth the once-a-game fury


def turn_extra(m: Match, side: int, legal: list[Action]) -> tuple[Action, str] | None:
    """A spell or staff ability worth using now, with the reason; None to keep it."""
    for choose in (void_strike, _fires_from_within, _inner_fire, _fury):
        found = choose(m, side, legal)
        if found is not None:
            return found
    return None


def void_strike(m: Match, side: int, legal: list[Action]) -> tuple[Action, str] | None:
    """At the opposing carrier when the d6 beats his strength at least a third of the time."""
    carrier = their_carrier(m, side)
    if carrier is None or carrier.square is None:
        return None
    strike = Action(Act.VOID_STRIKE, square=carrier.square)
    if strike not in legal or carrier.st > 4:
        return None
    chance = (6 - carrier.st) / 6
    return strike, f"Void Strike on the ball carrier {carrier.name}: {chance:.0%} to knock him out"


def _fires_from_within(m: Match, side: int, legal: list[Action]) -> tuple[Action, str] | None:
    best: tuple[float, Action] | None = None
    for action in legal:
        if action.act is not Act.FIRES_FROM_WITHIN or action.square is None or action.choice is None:
            continue
        line = fires_squares(m, action.square, action.choice) or []
        worth = 0.0
        for square in line:
            piece = m.board_view.at(square)
            if piece is None or not piece.standing:
                continue
            if int(piece.side) == side:
                worth -= 2.0
            else:
                worth += 3.0 if piece.index == m.ball.carrier else 1.0
        if worth >= FIRES_WORTH and (best is None or worth > best[0]):
            best = (worth, action)
    if best is None:
        return None
    return best[1], "The Fires From Within: the line catches the carrier or three opponents, none of ours"


def _inner_fire(m: Match, side: int, legal: list[Action]) -> tuple[Action, str] | None:
    """Stand up a face-down man who lies on the loose ball, so he can pick it up this turn."""
    if not m.ball.loose or m.ball.square is None:
        return None
    piece = m.board_view.at(m.ball.square)
    if piece is None or int(piece.side) != side or piece.status is not Status.STUNNED:
        return None
    action = Action(Act.INNER_FIRE, piece=piece.index)
    if action not in legal:
        return None
    return action, f"Inner Fire: {piece.name} lies stunned on the ball; standing, he can clear it"


def _fury(m: Match, side: int, legal: list[Action]) -> tuple[Action, str] | None:
    """Ikoma Ujiaki's +2 armour when this turn has many blocks to throw."""
    fury = Action(Act.USE_STAFF, choice=1)
    if fury not in legal:
        return None
    contacts = 0
    for piece in m.side_pieces(side):
        if piece.standing and piece.square is not None:
            contacts += sum(1 for _ in m.board_view.adjacent(piece.square, piece.side.other))
    if contacts < FURY_BLOCKS:
        return None
    return fury, f"Ikoma Ujiaki's fury: +2 on our rolls to break armour, with {contacts} blocks to throw"
