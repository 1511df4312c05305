"""Every decision and every answer in words, for the prompt panel's title and buttons."""

from __future__ import annotations

from fractions import Fraction

from samurai_bowl.engine import Act, Action, Ask, Match, Prompt, fires_squares
from samurai_bowl.telling.answer_words import PLAIN, YES_NO
from samurai_bowl.telling.event_words import face_words
from samurai_bowl.text.words import plural
from samurai_bowl.ui.match.words.spell_words import spell_question
from samurai_bowl.ui.pitch.decisions import ON_SCREEN, question_for
from samurai_bowl.ui.pitch.square_words import square_words

# The prompt's question for each decision (ui/pitch/decisions.py holds them, one per Ask).
QUESTIONS = {ask: shown.question for ask, shown in ON_SCREEN.items()}

ACTIONS = (Act.BLOCK, Act.PASS, Act.FOUL)  # R4.2: the one action a turn (or a model)


def question(m: Match, prompt: Prompt) -> str:
    words = question_for(prompt)
    if prompt.kind == Ask.REROLL and "chance" in prompt.data:
        purpose = prompt.data.get("purpose", "roll")
        chance = float(Fraction(prompt.data["chance"]))
        words = f"The {purpose} failed: use a team re-roll? ({chance:.0%} to succeed)"
    if prompt.kind in (Ask.AUGURY, Ask.BITING_STEEL):
        words = spell_question(m) or words
    if prompt.kind == Ask.TURN and not any(a.act is Act.ACTIVATE for a in m.legal_actions()):
        words = idle_turn_words(m, prompt.side)
    if prompt.kind == Ask.ACTIVATION and not any(a.act in ACTIONS for a in m.legal_actions()):
        words = "Click a square to move or a team-mate to hand off"
        if m.action_used and m.rules.match.action_limit == "team":  # R4.2: spent, not just out of reach
            words += ": no pass, block or foul left"
    return words


def idle_turn_words(m: Match, side: int) -> str:
    """A turn in which none of the side's models can act: why, and what is left to do."""
    mine = m.side_pieces(side)
    shaken = sum(1 for p in mine if p.index in m.portents and m.in_reserves(p))
    on_pitch = any(p.square is not None for p in mine)
    why = "nobody of yours on the pitch can act" if on_pitch else "nobody of yours is on the pitch"
    if shaken:
        why += f" (Evil Portents sent {plural(shaken, 'player')} to the Reserves)"
    return f"Your turn: {why} · E ends it"


def describe(m: Match, action: Action) -> str:
    """An answer as a button says it."""
    act = action.act
    if act in PLAIN:
        return PLAIN[act]
    if act in YES_NO and action.choice is not None:
        yes, no = YES_NO[act]
        return yes if action.choice == 1 else no
    if act is Act.FORMATION and action.choice is not None:
        return f"Formation: {m.data.formations.formations[action.choice].name}"
    if act is Act.CHOOSE_DIE and action.choice is not None and m.pending is not None:
        faces = m.pending.data.get("faces", [])
        face = faces[action.choice] if action.choice < len(faces) else action.choice
        return f"Keep: {face_words(str(face))}"
    name = m.pieces[action.piece].name if action.piece is not None else ""
    if act in (Act.TOUCHBACK, Act.CHOOSE_PLAYER, Act.INNER_FIRE):
        spell = "Inner Fire: stand up " if act is Act.INNER_FIRE else ""
        return f"{spell}{name}"
    if act is Act.VOID_STRIKE:
        target = m.board_view.at(action.square) if action.square is not None else None
        return f"Void Strike on {target.name if target else square_words(m, action.square)}"
    if act is Act.FIRES_FROM_WITHIN and action.square is not None and action.choice is not None:
        squares = fires_squares(m, action.square, action.choice) or []
        return f"The Fires From Within on {', '.join(square_words(m, s) for s in squares)}"
    if act is Act.CHALLENGE:
        target = m.board_view.at(action.square) if action.square is not None else None
        return f"{name} challenges {target.name if target else square_words(m, action.square)}"
    return f"{act.value.replace('_', ' ')} {name} {square_words(m, action.square)}".strip()
