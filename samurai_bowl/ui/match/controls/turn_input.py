"""Clicks at a team's turn and in a model's activation, at a kickoff challenge, and the E key.

- Turn: a model clicked is selected; clicked again he acts where he stands (a prone model stands
  up, R4.6) and E ends his action. A square, an opponent or a team-mate then moves, blocks, fouls
  or throws (activating him first). A team-mate clicked while the carrier is selected is offered
  the ball in the prompt; clicked again, or Shift+clicked, he is selected instead.
- Activation: a team-mate who may take either a pass or a hand-off is offered both.
- An opponent out of reach of a block, clicked while a blitz is open to the selected model: he walks
  the way the hover showed to the square beside him; the block is the next click, as in a blitz.
- Challenge (R13 3, 9, 11): click the challenger, then the opponent next to him.
- E at the turn: ends it, asking once first while models could still act."""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.engine import Act, Action, Ask, Match, Status
from samurai_bowl.ui.match.parts.prompt_choices import THROWS
from samurai_bowl.ui.pitch.decisions import PitchClicks, clicks_for

if TYPE_CHECKING:
    from samurai_bowl.ui.match.faces import PitchPointer


class TurnInput:
    def __init__(self, owner: PitchPointer) -> None:
        self.owner = owner

    @property
    def match(self) -> Match:
        return self.owner.match

    def _select(self, piece: int) -> None:
        owner = self.owner
        owner.selected = piece
        owner.reset()
        owner.view.overlays_dirty = True
        owner.view.status.text = self._selected_words(piece)

    def _selected_words(self, piece: int) -> str:
        m = self.match
        model = m.pieces[piece]
        again = "stand up and stay" if model.status is Status.PRONE else "act where he stands"
        words = f"{model.name}: click him again to {again}"
        if any(a.act in THROWS for a in self.owner.turn_targets):
            words += " · Shift+click a team-mate to select him"
        return words

    # --- the team's turn ------------------------------------------------------------------------
    def turn_click(self, square: int, select: bool, offered: int | None) -> None:
        owner, m = self.owner, self.match
        occupant = m.board_view.at(square)
        able = {a.piece for a in m.legal_actions() if a.act is Act.ACTIVATE}
        mine = occupant.index if occupant is not None and occupant.index in able else None
        if mine is not None and mine == owner.selected:
            self.act_in_place()
            return
        throws = [a for a in owner.turn_targets if a.square == square and a.act in THROWS]
        if throws and not select and offered != square:
            self._offer(square, throws, mine)
            return
        if mine is not None:
            self._select(mine)
            return
        piece = owner.selected
        if piece is None:
            return
        if square in owner.reach:
            if self._activated(piece):
                owner.walk(owner.reach_after(square))
            return
        target = next((a for a in owner.turn_targets if a.square == square and a.act not in THROWS), None)
        if target is not None:
            self._activate_then(target)
            return
        blitz = owner.blitz_at(square)  # an opponent from range: walk up to him, the block is his next click
        if blitz is not None and self._activated(piece):
            owner.walk(blitz.path)

    def _activated(self, piece: int) -> bool:
        """Activate ``piece``; whether he is now acting, his walk to be taken. His activation may
        end or wait at once (the opponent is asked whether he calls Illegal Procedure, a roll to
        stand up failed): then the clicked walk is not taken, and the log says why."""
        return (
            self.owner.view.apply(Action(Act.ACTIVATE, piece=piece))
            and self.owner.selected == piece
            and (clicks_for(self.match.pending) is PitchClicks.ACTIVATION)
        )

    def act_in_place(self) -> None:
        """Activate the selected model without moving him: a prone one stands up (R4.6)."""
        owner = self.owner
        piece = owner.selected
        assert piece is not None
        prone = self.match.pieces[piece].status is Status.PRONE
        if owner.view.apply(Action(Act.ACTIVATE, piece=piece)):
            name = self.match.pieces[piece].name
            owner.view.status.text = f"{name} {'stands up' if prone else 'acts'}: E ends his action"

    def _activate_then(self, action: Action) -> None:
        """Activate the selected model and take ``action`` with him (not while an Illegal Procedure
        call waits: the opponent answers first, then the activation goes on by clicks)."""
        view = self.owner.view
        assert action.piece is not None
        pending = self.match.pending
        activate = Action(Act.ACTIVATE, piece=action.piece)
        if pending is not None and pending.kind == Ask.TURN and not view.apply(activate):
            return
        if action in self.match.legal_actions():
            view.apply(action)

    def _offer(self, square: int, throws: list[Action], mate: int | None) -> None:
        owner = self.owner
        select = (lambda: self._select(mate)) if mate is not None else None
        owner.choices.offer_throws(self.match, square, throws, self._activate_then, select)
        owner.view.prompt.rebuild()

    # --- a model's activation -------------------------------------------------------------------
    def activation_click(self, square: int, offered: int | None) -> None:
        owner = self.owner
        if square in owner.reach:
            owner.walk(owner.reach[square])
            return
        legal = [a for a in self.match.legal_actions() if a.square == square and a.act is not Act.VOID_STRIKE]
        throws = [a for a in legal if a.act in THROWS]
        if len(throws) > 1:  # pass or hand-off: asked; a second click on him takes the offer back
            if offered != square:
                self._offer(square, throws, None)
        elif legal:
            owner.view.apply(legal[0])
        elif (blitz := owner.blitz_at(square)) is not None:  # from range: up to him, then his click blocks
            owner.walk(blitz.path)

    # --- a kickoff challenge --------------------------------------------------------------------
    def challenge_click(self, square: int) -> None:
        owner, m = self.owner, self.match
        pairs = [a for a in m.legal_actions() if a.act is Act.CHALLENGE]
        occupant = m.board_view.at(square)
        if occupant is not None and any(a.piece == occupant.index for a in pairs):
            owner.selected = occupant.index
            owner.view.overlays_dirty = True
            owner.view.status.text = f"{occupant.name} challenges: click the opponent next to him"
            return
        aimed = [a for a in pairs if a.square == square]
        chosen = [a for a in aimed if a.piece == owner.selected] or (aimed if len(aimed) == 1 else [])
        if chosen:
            owner.view.apply(chosen[0])
        elif aimed:
            owner.view.status.text = "Several of yours stand next to him: click your challenger first"

    # --- E -----------------------------------------------------------------------------------
    def end_turn_key(self) -> bool:
        """E at the team's turn ends it; while models could still act it asks first, and a
        second E (or the prompt's button) ends it. False when it is not the turn's decision."""
        owner, m = self.owner, self.match
        pending = m.pending
        end = Action(Act.END_TURN)
        if pending is None or pending.kind != Ask.TURN or not owner.view.human_to_act():
            return False
        legal = m.legal_actions()
        if end not in legal:
            return False
        unused = sum(1 for a in legal if a.act is Act.ACTIVATE)
        if owner.choices.ending or not unused:
            owner.view.apply(end)
            return True

        def finish() -> None:
            owner.view.apply(end)

        owner.choices.ask_end(unused, finish, owner.drop_choice)
        owner.view.prompt.rebuild()
        return True
