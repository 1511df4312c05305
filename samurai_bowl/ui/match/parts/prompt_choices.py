"""Short questions the pitch puts to the prompt before anything is applied: a throw offered when a
team-mate is clicked (pass or hand-off, or select him instead), and "end the turn?" when E is
pressed while models could still act. Each is one question with its buttons; any other click,
Esc or an applied action takes it away."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import arcade

from samurai_bowl.engine import Act, Action, HandOffOdds, Match, PassOdds
from samurai_bowl.text.words import needs
from samurai_bowl.ui.kit.widgets import Button
from samurai_bowl.ui.match.words.action_words import describe
from samurai_bowl.ui.match.words.hover_words import hand_off_chances, kept_words, pass_chances

THROWS = (Act.HAND_OFF, Act.PASS)
PICKED = (Act.TOUCHBACK, Act.CHOOSE_PLAYER)  # answers that name a player, clicked on the pitch
SHORT_FROM = 7  # from this many players named by the buttons, each says only his number and mark


def unused_words(count: int) -> str:
    models = "model has" if count == 1 else "models have"
    return f"{count} {models} not acted: E again to end the turn"


def throw_words(m: Match, action: Action) -> str:
    """A throw as its button says it, the question having named the team-mate: the hand-off with
    the roll it needs and its chance, the pass with its range and the chance it is caught."""
    assert action.square is not None and action.piece is not None
    thrower = m.pieces[action.piece]
    side = int(thrower.side)
    odds = m.odds(action)
    if action.act is Act.HAND_OFF:
        roll = needs(m.data.agility.target(thrower.ag))
        chance = f": {hand_off_chances(m, side, odds)[0]:.0%}" if isinstance(odds, HandOffOdds) else ""
        return f"Hand off ({roll}){chance}"
    band = (
        m.data.pass_ranges.band(m.pitch.distance(thrower.square, action.square))
        if thrower.square is not None
        else None
    )
    chance = f": caught {pass_chances(m, side, odds)[0]:.0%}" if isinstance(odds, PassOdds) else ""
    return f"{band.name if band else 'Pass'}{chance}"


def player_words(m: Match, answers: Sequence[Action], marks: list[str]) -> list[str]:
    """The words of buttons that name a player each: his name while they are few; when they are
    many (eleven at a touchback), his shirt number and position mark, as his token shows them, so
    the whole team fits in one row of the prompt."""
    named = [a.piece for a in answers if a.piece is not None and a.square is None]
    if len(named) < SHORT_FROM:
        return [describe(m, a) for a in answers]
    return [
        f"#{m.pieces[a.piece].number} {marks[a.piece]}"
        if a.piece is not None and a.square is None and a.act in PICKED
        else describe(m, a)
        for a in answers
    ]


@dataclass
class Choices:
    """The question the pitch is asking, if any."""

    question: str = ""
    buttons: list[Button] = field(default_factory=list)
    square: int | None = None  # the team-mate a throw is offered to
    ending: bool = False  # E was pressed once with models left to act

    @property
    def active(self) -> bool:
        return bool(self.question)

    def clear(self) -> None:
        self.question, self.buttons, self.square, self.ending = "", [], None, False

    def offer_throws(
        self,
        m: Match,
        square: int,
        throws: list[Action],
        throw: Callable[[Action], None],
        select: Callable[[], None] | None,
    ) -> None:
        """Pass or hand-off to the team-mate on ``square``; ``select`` when he may be selected instead."""
        self.clear()
        mate = m.board_view.at(square)
        name = mate.name if mate is not None else "him"
        order = sorted(throws, key=lambda a: THROWS.index(a.act))
        self.buttons = [Button(throw_words(m, a), _bind(throw, a)) for a in order]
        again = ""
        if select is not None:
            self.buttons.append(Button("Select him instead", select))
            again = " · click him again: select him"
        self.buttons.append(Button("Cancel", self.clear, arcade.key.ESCAPE))
        verbs = " or ".join("hand off" if a.act is Act.HAND_OFF else "pass" for a in order)
        self.question = f"{verbs.capitalize()} to {name}?{kept_by_team(m, order)}{again}"
        self.square = square

    def ask_end(self, unused: int, end: Callable[[], None], keep: Callable[[], None]) -> None:
        self.clear()
        self.question = unused_words(unused)
        self.buttons = [
            Button("End the turn", end, arcade.key.E),
            Button("Keep playing", keep, arcade.key.ESCAPE),
        ]
        self.ending = True


def kept_by_team(m: Match, throws: list[Action]) -> str:
    """For the question: how often the team keeps a pass's ball, where the catch alone says less."""
    for action in throws:
        if action.act is not Act.PASS or action.piece is None:
            continue
        odds = m.odds(action)
        if isinstance(odds, PassOdds):
            caught, kept = pass_chances(m, int(m.pieces[action.piece].side), odds)
            words = kept_words(caught, kept)
            return words.replace(" · ", " · a pass: ", 1) if words and len(throws) > 1 else words
    return ""


def _bind(throw: Callable[[Action], None], action: Action) -> Callable[[], None]:
    return lambda: throw(action)
