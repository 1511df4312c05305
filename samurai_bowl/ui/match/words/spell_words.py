"""The spells offered in answer to a roll (R16), in words: the question names what just happened
(the victim going down, the roll failed, the face that downs the attacker, the foul's doubles) and
the status line under it what the spell would do there and its odds, read from the engine
(:func:`~samurai_bowl.engine.spell_offer`): chances of dice not rolled yet, never the dice."""

from __future__ import annotations

from samurai_bowl.engine import ArmourAgain, BlockAgain, Match, RollAgain, SteelOffer, spell_offer
from samurai_bowl.telling.event_words import face_words
from samurai_bowl.text.words import needs, plural, possessive
from samurai_bowl.ui.match.words.hover_words import percent

ONE_SPELL = "your one spell this game"


def spell_question(m: Match) -> str:
    """The question of the spell the pending decision offers; "" when it offers none."""
    offer = spell_offer(m)
    if isinstance(offer, SteelOffer):
        return f"{m.pieces[offer.victim].name} is going down: cast Biting Steel on the knock-down?"
    if isinstance(offer, RollAgain):
        failed = f"{possessive(m.pieces[offer.piece].name)} {offer.purpose.lower()} roll failed"
        return f"{failed}: cast Augury to roll it again?"
    if isinstance(offer, BlockAgain):
        face = m.pending.data.get("face", "") if m.pending is not None else ""
        downed = f"{face_words(str(face))} puts {m.pieces[offer.attacker].name} down"
        return f"{downed}: cast Augury to roll the block {'die' if offer.dice == 1 else 'dice'} again?"
    if isinstance(offer, ArmourAgain):
        fouler = m.pieces[offer.fouler].name
        return f"Doubles on the armour: {fouler} may be sent off: cast Augury to roll the armour again?"
    return ""


def spell_effect(m: Match) -> str:
    """What the spell the pending decision offers would do, with its odds on the case at hand."""
    offer = spell_offer(m)
    if isinstance(offer, SteelOffer):
        return (
            f"Biting Steel: +{offer.bonus} to armour and injury · armour breaks "
            f"{percent(offer.armour_break_with)} instead of {percent(offer.armour_break)} · knocked out or "
            f"worse {percent(offer.out_with)} instead of {percent(offer.out)} · {ONE_SPELL}"
        )
    if isinstance(offer, RollAgain):
        return (
            f"Augury: the roll again, {needs(offer.target)}: {percent(offer.chance)} to succeed · {ONE_SPELL}"
        )
    if isinstance(offer, BlockAgain):
        dice = plural(offer.dice, "die", "dice")
        chooser = "" if offer.dice == 1 else (", you pick" if offer.attacker_chooses else ", they pick")
        return (
            f"Augury: {dice} again{chooser} · knock-down {percent(offer.knockdown)} · you fall "
            f"{percent(offer.attacker_down)} (without it: you fall) · {ONE_SPELL}"
        )
    if isinstance(offer, ArmourAgain):
        return (
            f"Augury: the armour again · breaks {percent(offer.armour_break)} · doubles again, sent off all "
            f"the same: {percent(offer.doubles)} · {ONE_SPELL}"
        )
    return ""
