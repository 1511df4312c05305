"""Taking back a misclick: the ``undo`` action.

A coach may take back his last action while no die has been rolled since it and the decision is
still his, in the same team turn or set-up: selecting a model (``activate``), a step that rolled
nothing (``move``), ending an activation (``end_activation``), a set-up placement (``place``,
``bench``, ``formation``). Undo again and the action before it goes too, back to the last die
rolled, the last action of another kind (a block, a pass, a re-roll choice...) or the opponent's
last decision: so a roll is never taken back, nor anything before one, and no die can be rolled
again. Ending the turn or the set-up hands the match over and is final; so is a step that scores.

Both the action and its undo stay in the match's history, so a replay plays them both and ends in
the same state; the log gets an ``undo`` event naming what was taken back. The rule option
``match.undo`` (on by default) turns it off. A match no person plays (a look-ahead copy, a
simulation) may skip keeping what can be taken back, a copy of the state each time a coach starts
a run of such actions: ``Match(..., takes_back=False)``. Undo is not among
:meth:`Match.legal_actions`, as no coach plays it to win (a coach choosing among the listed actions
would only walk in circles): :meth:`Match.allows` and :meth:`Match.apply` check it like every other
action, and :func:`undo_refusal` says why it is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.events import Event, EventKind
from samurai_bowl.engine.plain import FrozenMap
from samurai_bowl.engine.procedure import Ask, Prompt
from samurai_bowl.engine.state.board import Board
from samurai_bowl.engine.state.match_state import MatchState, Position, TakeBack
from samurai_bowl.text.words import possessive

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

UNDO = Action(Act.UNDO)
SETUP_KINDS = frozenset({Act.PLACE, Act.BENCH, Act.FORMATION})
TAKE_BACK_KINDS = frozenset({Act.ACTIVATE, Act.MOVE, Act.END_ACTIVATION}) | SETUP_KINDS
# the decisions such an action may leave pending and still be taken back: the same set-up, or the
# same team turn (a touchdown or a turnover ends it, whatever is asked next)
STILL_OPEN = {True: frozenset({Ask.SETUP}), False: frozenset({Ask.TURN, Ask.ACTIVATION})}
FINAL_EVENTS = frozenset({EventKind.ROLL, EventKind.TOUCHDOWN, EventKind.TURNOVER})
# what a position is besides how it came about: compared when a saved take-back is checked
HISTORY_FIELDS = ("history", "events", "take_back", "dice")


@dataclass(slots=True)
class Mark:
    """What :func:`before_action` noted for :func:`after_action`."""

    base: MatchState | None  # the position before the action, when it may start a new take-back
    turn_seq: int
    events: int  # how many events there were


def undo_refusal(m: Match, prompt: Prompt, action: Action) -> str | None:
    """Why ``action``, an undo, is refused now; None when it is allowed."""
    if action != UNDO:
        return "undo takes no model, square or choice"
    if not m.rules.match.undo:
        return "taking actions back is off in this match (rule option match.undo)"
    if not m.takes_back:
        return "this match keeps nothing to take back (a look-ahead copy, or played by the AI alone)"
    run = m.state.take_back
    if run is None or not run.actions or run.side != prompt.side:
        return (
            "nothing can be taken back: a die was rolled, the opponent acted or the turn moved on "
            "since your last action, or it was not one that can be taken back"
        )
    return None


def taken_back(m: Match) -> Action | None:
    """The action an undo would take back now, if any."""
    prompt = m.state.prompt
    if prompt is None or undo_refusal(m, prompt, UNDO) is not None:
        return None
    run = m.state.take_back
    assert run is not None
    return run.actions[-1]


def before_action(m: Match, prompt: Prompt, action: Action) -> Mark | None:
    """Called before ``action`` (not an undo) is resolved: a mark when it may be taken back."""
    state = m.state
    run = state.take_back
    if action.act not in TAKE_BACK_KINDS or not m.takes_back or not m.rules.match.undo:
        if run is not None:
            state.take_back = None  # an action of another kind is final, and so is all before it
        return None
    base = None if run is not None and run.side == prompt.side else _checkpoint(state)
    return Mark(base, state.turn_seq, len(state.events))


def after_action(m: Match, prompt: Prompt, action: Action, mark: Mark) -> None:
    """Called after a marked action: it joins the take-back unless a die was rolled, the decision
    passed to the opponent, or the team turn or set-up ended."""
    state = m.state
    final = any(event.kind in FINAL_EVENTS for event in state.events[mark.events :])
    now = state.prompt
    still_his = (
        now is not None
        and now.side == prompt.side
        and state.turn_seq == mark.turn_seq
        and now.kind in STILL_OPEN[action.act in SETUP_KINDS]
    )
    if final or not still_his:
        state.take_back = None
    elif mark.base is not None:
        state.take_back = TakeBack(prompt.side, Position(mark.base), [action])
    else:
        assert state.take_back is not None
        state.take_back.actions.append(action)


def take_back(m: Match) -> Event:
    """Resolve an undo (already checked and written in the history): back to the position before
    the last action of the take-back."""
    old = m.state
    run = old.take_back
    assert run is not None and run.base.state is not None
    undone, kept = run.actions[-1], run.actions[:-1]
    _restore(m, run.base.state, kept)
    state = m.state
    state.dice, state.history = old.dice, old.history  # no die was rolled since the position
    state.take_back = TakeBack(run.side, run.base, kept) if kept else None
    words = f"{m.team(run.side).name} take back {describe_taken_back(m, undone)}"
    event = Event(
        EventKind.UNDO, words, side=run.side, piece=undone.piece, data=FrozenMap({"undone": undone.to_json()})
    )
    state.events = old.events
    state.events.append(event)
    return event


def _restore(m: Match, base: MatchState, actions: list[Action]) -> None:
    """Make ``base`` (copied) the match's state and play ``actions`` on it again."""
    m.state = base.copy()
    m.board = Board(m.pitch, m.state.pieces)
    m._legal = None
    for action in actions:
        prompt = m.state.prompt
        assert prompt is not None
        m.state.prompt = None
        m.state.stack[-1].answer(m, prompt, action)
        m._advance()
    m._legal = None


def _checkpoint(state: MatchState) -> MatchState:
    """A copy of ``state`` without its history (restoring takes the match's own) or take-back."""
    history, events, run = state.history, state.events, state.take_back
    state.history, state.events, state.take_back = [], [], None
    try:
        return state.copy()
    finally:
        state.history, state.events, state.take_back = history, events, run


def describe_taken_back(m: Match, action: Action) -> str:
    """An action that can be taken back, in words: "Player 1's step to (7, 5)"."""
    name = m.pieces[action.piece].name if action.piece is not None else ""
    square = m.pitch.xy(action.square) if action.square is not None else None
    return {
        Act.ACTIVATE: f"the activation of {name}",
        Act.MOVE: f"{possessive(name)} step to {square}",
        Act.END_ACTIVATION: f"the end of {possessive(name)} activation",
        Act.PLACE: f"placing {name} at {square}",
        Act.BENCH: f"sending {name} back to the reserves",
    }.get(action.act, "the formation")
