"""Whether a team's shugenja can still cast (R16: one spell per game), and casting."""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.engine.events import Event, EventKind
from samurai_bowl.text.words import possessive

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def spell_ready(m: Match, side: int) -> bool:
    """A Team Shugenja hired, not banned (Asako Yasu) and not yet used this game."""
    return m.team_files[side].team_shugenja and not m.spell_cast[side] and not m.shugenja_banned[side]


def augury_open(m: Match, side: int) -> bool:
    """R16 Augury can answer a roll of ``side``'s that would cause a turnover: in its own turn,
    before the turn is over, with the spell still to cast."""
    return m.active == side and not m.turnover and spell_ready(m, side)


def cast(m: Match, side: int, spell: str) -> None:
    m.spell_cast[side] = True
    m._log(Event(EventKind.SPELL, f"{possessive(m.team(side).name)} shugenja casts {spell}", side=side))
