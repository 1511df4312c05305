"""A take-back in the words the screen speaks: the player by shirt number and name, and where his
step went or where he was placed as the pitch shows it ("a step down-left", "on the line of
scrimmage, in the top wide zone"), never grid coordinates, which the pitch does not draw."""

from __future__ import annotations

from samurai_bowl.engine import Act, Action, Match, Side
from samurai_bowl.text.words import plural, possessive
from samurai_bowl.ui.pitch.square_words import heading


def called(m: Match, piece: int) -> str:
    """ "#4 Kaiu Isamu"."""
    model = m.pieces[piece]
    return f"#{model.number} {model.name}"


def place_words(m: Match, square: int, side: int) -> str:
    """Where a set-up square is: on the line or how far behind it, and which wide zone."""
    pitch = m.pitch
    x, y = pitch.xy(square)
    behind = abs(x - pitch.line_of_scrimmage(Side(side)))
    depth = f"{plural(behind, 'square')} behind the line" if behind else "on the line of scrimmage"
    if y < pitch.wide_zone_width:
        return f"{depth}, in the top wide zone"
    if y >= pitch.width - pitch.wide_zone_width:
        return f"{depth}, in the bottom wide zone"
    return f"{depth}, in the middle"


def step_from(m: Match, action: Action) -> int | None:
    """The square the model stood on before the step ``action``, the last action of the match's
    take-back, read from the position it goes back to and the actions kept since."""
    run = m.state.take_back
    if run is None or action.piece is None or not run.actions or run.base.state is None:
        return None
    square = run.base.state.pieces[action.piece].square
    for kept in run.actions[:-1]:
        if kept.piece == action.piece and kept.act in (Act.MOVE, Act.PLACE) and kept.square is not None:
            square = kept.square
    return square


def taken_back_words(m: Match, action: Action, before: int | None, numbered: bool = True) -> str:
    """What ``action`` was, to be taken back: ``before`` is where the model stood before a step.
    The log numbers names itself, so it asks for them bare."""
    if action.piece is None:
        return "the formation"
    who = called(m, action.piece) if numbered else m.pieces[action.piece].name
    side = int(m.pieces[action.piece].side)
    if action.act is Act.MOVE and action.square is not None:
        if before is None:
            return f"{possessive(who)} last step"
        end_zone = " into the end zone" if m.pitch.scores_for(action.square, Side(side)) else ""
        return f"{possessive(who)} step {heading(m, before, action.square)}{end_zone}"
    if action.act is Act.PLACE and action.square is not None:
        return f"placing {who} {place_words(m, action.square, side)}"
    if action.act is Act.ACTIVATE:
        return f"the activation of {who}"
    if action.act is Act.END_ACTIVATION:
        return f"the end of {possessive(who)} activation"
    if action.act is Act.BENCH:
        return f"sending {who} back to the reserves"
    return "the formation"
