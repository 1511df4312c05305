"""The words over a target of a model not activated yet: the odds of his block, pass, hand-off or
foul as they will stand once he is activated (a prone model up on his feet, his tackle zone and
his assists counted again), read from the engine's preview (:mod:`samurai_bowl.engine.odds.previews`),
and the stand-up roll that preview assumed, said in so many words."""

from __future__ import annotations

from samurai_bowl.data.dice import Dice
from samurai_bowl.engine import Action, Activated, Blitz, KickReach, Match, Piece
from samurai_bowl.ui.match.words.hover_words import block_words, path_words, percent, target_words


def stand_up_words(activated: Activated) -> str:
    """The assumption behind the figures, when he needs a roll to stand (R4.6); else nothing."""
    if activated.stand_up_target is None:
        return ""
    chance = f"{float(activated.stand_up):.0%}"
    rerolled = f"{float(activated.stand_up_rerolled):.0%}"
    again = f", {rerolled} re-rolled" if rerolled != chance else ""
    return f"if he stands up ({activated.stand_up_target}+: {chance}{again})"


def preview_target_words(activated: Activated, action: Action) -> str:
    """:func:`target_words` on the match as it will be once he is activated, with the stand-up it
    assumes named first."""
    words = target_words(activated.match, action)
    assumed = stand_up_words(activated)
    return f"{assumed[0].upper()}{assumed[1:]}: {words}" if assumed and words else words


def kick_words(reach: KickReach, scatter: Dice, gust: Dice) -> str:
    """A kick aimed at the hovered square: how often it comes down in the receiving half, the
    touchback otherwise, and the dice that figure assumed (R12.2, R12.4): the Gust of Wind's only
    where the figure counts it, as often as the kickoff chart rolls it (R13)."""
    windy = f" ({gust} in a Gust of Wind)" if reach.gust > 0 else ""
    return (
        f"Kick: in their half {percent(reach.receiving)}, touchback {percent(1 - reach.receiving)}"
        f" · d8 × {scatter} and a bounce{windy}"
    )


def blitz_words(m: Match, side: int, blitz: Blitz, mover: Piece, activated: Activated | None) -> str:
    """An opponent out of reach of a block, seen from range: the way to him in the move preview's
    words (squares, rolls, the chance he gets there), then the block's in the block preview's, once
    there with every roll on the way made, as the words say (and the stand-up before it, when he
    needs one). The blitzer is the model selected, so only the victim is named."""
    target = m.board_view.at(blitz.block.square) if blitz.block.square is not None else None
    victim = target.name if target is not None else "him"
    way = path_words(m, side, blitz.path, mover, "gets there ")
    stand = activated.stand_up_target if activated is not None else None
    made = f"if he stands ({stand}+), the block there" if stand is not None else "the block there"
    block = block_words(blitz.match, side, blitz.odds)
    return f"Blitz on {victim}: {way} · {made}: {block}"
