"""The one public API of the rules engine: a match you ask what is pending and give actions.

UI, AI coach, replays and tests all use :class:`Match`: ``pending`` (the decision and whose it
is), ``legal_actions()``, ``apply(action)`` (validated, returns the events), ``clone()`` (an
independent copy to look ahead on, whose dice are its own or sealed: nothing learns a die before
it is rolled), ``replica()`` (an exact copy, dice included), ``sealed()`` (the dice refuse to roll
while a coach thinks), ``to_json`` / ``from_json`` at any decision (loading checks what it reads),
and :meth:`Match.replay` (seed plus actions). A coach that needs only part of the list asks for less:
``legal_kinds()``, ``legal_actions_of(kind)``, ``allows(action)`` (a set-up decision has about
1,800 answers, and none of these lists them). Beside the listed answers, the coach whose decision it
is may always apply ``Action(Act.CONCEDE)`` (R3.8), which ends the match, and ``Action(Act.UNDO)``
while :meth:`Match.taken_back` names an action it would take back (see :mod:`.rules.undo`).

A Match is its configuration (game data, rule options, the two teams, the pitch: shared by
copies, never written) and one :class:`~samurai_bowl.engine.state.match_state.MatchState` holding everything
that changes. Rules read and write the state through the Match (``m.half``, ``m.grudges``): each
state field is also a property of the Match.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from contextlib import AbstractContextManager
from typing import Any

from pydantic import ValidationError

from samurai_bowl.data.loader import GameData
from samurai_bowl.data.rules import RuleSet
from samurai_bowl.engine.actions import Act, Action, IllegalAction
from samurai_bowl.engine.anytime import ANYTIME, allowed_anytime, answer_anytime, anytime_actions
from samurai_bowl.engine.dice.sources import DiceSource, SealedDice, SeededDice
from samurai_bowl.engine.events import Event
from samurai_bowl.engine.loading.formats import SAVE_FORMAT, read_team, upgrade
from samurai_bowl.engine.plain import Bounds, FrozenMap, at, freeze, loader, thaw
from samurai_bowl.engine.procedure import AGAIN, DONE, Procedure, Prompt
from samurai_bowl.engine.rules.undo import after_action, before_action, take_back, taken_back, undo_refusal
from samurai_bowl.engine.state.board import Board, BoardView
from samurai_bowl.engine.state.fields import StateFields
from samurai_bowl.engine.state.match_state import Ball, MatchState, TeamState
from samurai_bowl.engine.state.pieces import Piece, Status, pieces_for_team
from samurai_bowl.engine.state.pitch import Pitch, Side, pitch_for
from samurai_bowl.errors import FieldProblem, describe_pydantic_error, describe_value, join_fields
from samurai_bowl.teams.model import Team

MAX_STEPS = 100_000  # a run of procedures this long without a decision is a rules bug

__all__ = ["MAX_STEPS", "SAVE_FORMAT", "Ball", "Match", "TeamState", "merge_options"]


def merge_options(rules: RuleSet, options: dict[str, Any] | FrozenMap | None) -> RuleSet:
    """Rule options override charts/rules.yaml section by section: {"match": {"turns_per_half": 6}}."""
    if not options:
        return rules
    merged = rules.model_dump()
    for section, values in options.items():
        if section not in merged or not isinstance(values, dict | FrozenMap):
            raise IllegalAction(f"unknown rules section '{section}'")
        merged[section] = {**merged[section], **values}
    return RuleSet.model_validate(merged)


class Match(StateFields):
    def __init__(
        self,
        data: GameData,
        home: Team,
        away: Team,
        seed: int,
        options: dict[str, Any] | None = None,
        dice: DiceSource | None = None,
        begin: bool = True,
        takes_back: bool = True,
    ) -> None:
        """A new match from two teams. With ``begin`` false nothing is rolled yet: a position
        builder places the models and calls :meth:`_resume` with the procedures to continue.
        ``takes_back`` false: no coach may take an action back, so nothing is kept
        for it — a match only the AI plays."""
        from samurai_bowl.engine.rules.match_sequence import Game

        self._configure(data, home, away, options)
        home_pieces = pieces_for_team(home, data.roster(home.clan), Side.HOME, 0)
        away_pieces = pieces_for_team(away, data.roster(away.clan), Side.AWAY, len(home_pieces))
        self.state = MatchState(
            seed=seed,
            dice=dice if dice is not None else SeededDice(seed),
            teams=[TeamState(t.name, t.clan, t.rerolls) for t in (home, away)],
            pieces=home_pieces + away_pieces,
            stack=[Game()],
        )
        self.board = Board(self.pitch, self.state.pieces)
        self._legal: list[Action] | None = None
        # keeps what may be taken back; a look-ahead copy, or a match only the AI plays, need not
        self._takes_back = takes_back
        if begin:
            self._advance()

    def _configure(self, data: GameData, home: Team, away: Team, options: dict[str, Any] | None) -> None:
        """What a match is played under: set once, shared by copies, never written."""
        self.data = data
        self.options: FrozenMap = freeze(options or {})
        self.rules = merge_options(data.rules, self.options)
        self.pitch: Pitch = pitch_for(self.rules.pitch)
        self.team_files = (home, away)

    def _resume(self, stack: list[Procedure]) -> None:
        """Continue from a built position with these procedures (bottom first)."""
        self.stack = stack
        self._advance()

    def clone(self, dice: DiceSource | None = None) -> Match:
        """An independent copy to look ahead on: nothing mutable is shared, so playing on it never
        touches this match. It never has this match's dice: without ``dice`` of its own its dice
        are sealed (they raise :class:`~.dice.sources.SealedDiceError` when asked to roll), so no
        look-ahead can learn a die before it is rolled; with ``dice`` (a seed of its own, or
        :class:`~.dice.sources.HighestFaces` for a preview that assumes a roll) it plays on. A look-ahead
        never takes back: it keeps nothing to take back (see :mod:`.rules.undo`)."""
        twin = self._copy(keep_take_back=False)
        twin.state.dice, twin._takes_back = dice if dice is not None else SealedDice(), False
        return twin

    def replica(self) -> Match:
        """An exact copy, the dice included: it rolls what this match would roll next. For a
        replay's snapshots, a save's checks and tests of the copy itself; never for a look-ahead,
        a preview or a coach (use :meth:`clone`)."""
        return self._copy(keep_take_back=True)

    def sealed(self) -> AbstractContextManager[Match]:
        """While a coach, a hint or a preview thinks on this match: its dice refuse to roll (and
        every copy made meanwhile carries sealed dice), so nothing decided can rest on a die not
        rolled yet. The dice are given back unchanged afterwards."""
        return _Sealed(self)

    def _copy(self, keep_take_back: bool) -> Match:
        twin = Match.__new__(Match)
        twin.__dict__.update(self.__dict__)  # the configuration, shared
        run = self.state.take_back
        if not keep_take_back:
            self.state.take_back = None
        try:
            twin.state = self.state.copy()
        finally:
            self.state.take_back = run
        twin.board = self.board.copy(twin.state.pieces)
        twin._legal = None if self._legal is None else self._legal.copy()
        return twin

    # --- the public API -------------------------------------------------------------------
    @property
    def takes_back(self) -> bool:
        """Whether a coach may take actions back in this match (a look-ahead copy and a match only
        the AI plays keep nothing to take back)."""
        return self._takes_back

    @property
    def board_view(self) -> BoardView:
        """Who stands where, read-only: what the AI and the window read (only the rules move models)."""
        return self.board

    @property
    def pending(self) -> Prompt | None:
        """The decision waiting for a coach, or None when the match is over."""
        return self.state.prompt

    def legal_actions(self) -> list[Action]:
        prompt = self.state.prompt
        if prompt is None:
            return []
        if self._legal is None:
            self._legal = self.state.stack[-1].legal(self, prompt) + anytime_actions(self, prompt)
        return self._legal

    def legal_kinds(self) -> frozenset[Act]:
        """The kinds of action in :meth:`legal_actions`, without listing them where the decision
        can tell (set-up)."""
        prompt = self.state.prompt
        if prompt is None:
            return frozenset()
        if self._legal is None:
            kinds = self.state.stack[-1].legal_kinds(self, prompt)
            if kinds is not None:
                return kinds | {a.act for a in anytime_actions(self, prompt)}
        return frozenset(a.act for a in self.legal_actions())

    def legal_actions_of(self, *kinds: Act) -> Sequence[Action]:
        """The actions of these kinds in :meth:`legal_actions`, in its order. Where the decision
        can, they come without the others being listed (a set-up's placements are made one by one
        as they are read): a sequence to index or iterate, not always a list."""
        prompt = self.state.prompt
        if prompt is None:
            return []
        wanted = frozenset(kinds)
        own_kinds = wanted - ANYTIME
        own = self.state.stack[-1].legal_of(self, prompt, own_kinds) if own_kinds else ()
        if own is None:
            return [a for a in self.legal_actions() if a.act in wanted]
        if own_kinds == wanted:
            return own
        return [*own, *(a for a in anytime_actions(self, prompt) if a.act in wanted)]

    def allows(self, action: Action) -> bool:
        """Whether :meth:`apply` would take ``action`` now (a concession always; anything else
        when it is among :meth:`legal_actions`)."""
        prompt = self.state.prompt
        return prompt is not None and self._allows(prompt, action)

    def apply(self, action: Action) -> list[Event]:
        """Validate and resolve one action; return the events it produced."""
        state = self.state
        prompt = state.prompt
        if prompt is None:
            raise IllegalAction("the match is over")
        if not self._allows(prompt, action):
            raise IllegalAction(self._why_illegal(action))
        if action.act is Act.UNDO:
            state.history.append(action)
            return [take_back(self)]
        mark = before_action(self, prompt, action)  # the position before it, while it may be taken back
        before = len(state.events)
        state.prompt, self._legal = None, None
        state.history.append(action)
        if action.act in ANYTIME:
            answer_anytime(self, prompt, action)
        else:
            state.stack[-1].answer(self, prompt, action)
        self._advance()
        if mark is not None:
            after_action(self, prompt, action, mark)
        return state.events[before:]

    def taken_back(self) -> Action | None:
        """The action ``Action(Act.UNDO)`` would take back now, or None when it is refused."""
        return taken_back(self)

    def odds(self, action: Action) -> Any:
        """How likely ``action`` is to succeed (a ``Chance``, or ``BlockOdds`` for a block)."""
        from samurai_bowl.engine.odds.before_acting import odds

        return odds(self, action)

    def reachable(self, piece: int, only: Collection[int] | None = None) -> dict[int, Any]:
        """Every square the model can reach now: its safest path and chance (``pathing.Path``).
        With ``only``, just those of the squares asked for (each by the same path), found sooner."""
        from samurai_bowl.engine.odds.before_acting import reachable_squares

        return reachable_squares(self, self.pieces[piece], only)

    def path_odds(self, piece: int, steps: Sequence[int]) -> Any:
        """The exact chance (a ``Chance``) of the model moving along ``steps`` now, as a person
        reads it beside a path of :meth:`reachable` (whose chances are floats); None when he
        cannot walk them."""
        from samurai_bowl.engine.odds.before_acting import path_odds

        return path_odds(self, self.pieces[piece], steps)

    def path_actions(self, piece: int, square: int) -> list[Action]:
        """The MOVE actions along the safest path to ``square`` (empty if it cannot be reached).

        Apply them one at a time: a failed roll ends the move, and the rest become illegal."""
        path = self.reachable(piece).get(square)
        return [] if path is None else [Action(Act.MOVE, piece=piece, square=sq) for sq in path.steps]

    def _allows(self, prompt: Prompt, action: Action) -> bool:
        if action.act is Act.UNDO:
            return undo_refusal(self, prompt, action) is None
        if action.act in ANYTIME:
            return allowed_anytime(self, prompt, action)
        quick = self.state.stack[-1].allows(self, prompt, action)
        if quick is not None:
            return quick
        return action in self.legal_actions()  # asked once a decision: a scan beats building a set

    def _why_illegal(self, action: Action) -> str:
        assert self.prompt is not None
        if action.act is Act.UNDO:
            return f"{action} is not allowed: {undo_refusal(self, self.prompt, action)}"
        reason = self.stack[-1].refusal(self, self.prompt, action)
        if reason:
            return f"{action} is not allowed: {reason}"
        kinds = sorted(kind.value for kind in self.legal_kinds())
        who = "home" if self.prompt.side == Side.HOME else "away"
        return (
            f"{action} is not allowed now: {who} must answer '{self.prompt.kind}' "
            f"with one of: {', '.join(kinds)}"
        )

    # --- for procedures -------------------------------------------------------------------
    def _log(self, event: Event) -> None:
        self.state.events.append(event)

    def team(self, side: int) -> TeamState:
        return self.state.teams[side]

    def side_pieces(self, side: int) -> list[Piece]:
        return [p for p in self.state.pieces if p.side == side]

    def able_to_play(self, side: int) -> list[Piece]:
        """Models that may take the field this drive: on the pitch or in the reserves."""
        return [p for p in self.side_pieces(side) if p.status.on_pitch or self.in_reserves(p)]

    def in_reserves(self, piece: Piece) -> bool:
        """In the reserves and free to be set up this drive."""
        return (
            piece.status is Status.RESERVES
            and piece.index not in self.state.sitting_out
            and piece.index not in self.state.absent
        )

    def staff(self, side: int) -> str | None:
        """The id of the special coaching staff ``side`` hired and has not used yet (R17)."""
        team = self.team_files[side]
        if not team.special_staff or self.staff_used[side]:
            return None
        return self.data.roster(team.clan).special_staff.id

    def _credit(self, piece: int, what: str) -> None:
        """Count something a model did, for the match report and SPP (R19.2)."""
        counts = self.stats.setdefault(piece, {})
        counts[what] = counts.get(what, 0) + 1

    def _push(self, procedure: Procedure) -> None:
        self.state.stack.append(procedure)

    def _advance(self) -> None:
        state = self.state
        stack = state.stack
        for _ in range(MAX_STEPS):
            if not stack:
                state.over = True
                return
            outcome = stack[-1].run(self)
            if type(outcome) is Prompt:
                state.prompt = outcome
                return
            if outcome is DONE:
                stack.pop()
            elif outcome is not AGAIN:
                raise TypeError(f"{type(stack[-1]).__name__}.run returned {outcome!r}")
        raise RuntimeError(f"no decision after {MAX_STEPS} steps: {[type(p).__name__ for p in stack]}")

    # --- saving and replaying ---------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The match as plain JSON data: its set-up, and the whole state written generically."""
        return {
            "format": SAVE_FORMAT,
            "options": thaw(self.options),
            "home": self.team_files[0].model_dump(mode="json"),
            "away": self.team_files[1].model_dump(mode="json"),
            "state": self.state.dump(),
        }

    @classmethod
    def from_json(cls, data: GameData, saved: Any) -> Match:
        """A saved match, checked for meaning as well as shape: a damaged save raises one
        :class:`~samurai_bowl.errors.FieldProblem` naming the field (``state.active``)."""
        from samurai_bowl.engine.loading.checks import check_loaded

        saved = upgrade(data, saved)
        home, away = read_team(saved, "home"), read_team(saved, "away")
        match = cls.__new__(cls)
        options = saved.get("options") or {}
        if not isinstance(options, dict):
            raise FieldProblem(
                "options", f"must be a mapping of rules sections (got {describe_value(options)})"
            )
        try:
            match._configure(data, home, away, options)
        except IllegalAction as exc:
            raise FieldProblem("options", str(exc)) from None
        except ValidationError as exc:
            where, message = describe_pydantic_error(exc.errors()[0], RuleSet)
            raise FieldProblem(join_fields("options", where), message) from None
        pieces = len(home.players) + len(away.players)
        bounds = Bounds(pieces, match.pitch.length, match.pitch.width)
        if "state" not in saved:
            raise FieldProblem("state", "is required but missing")
        match.state = loader(MatchState)(saved["state"], at("state"), bounds)
        match._legal, match._takes_back = None, True
        check_loaded(match)  # builds the board once the pieces are known to fit on it
        return match

    @classmethod
    def replay(
        cls,
        data: GameData,
        home: Team,
        away: Team,
        seed: int,
        actions: list[Action],
        options: dict[str, Any] | None = None,
    ) -> Match:
        """Seed plus actions reproduce a match exactly."""
        match = cls(data, home, away, seed, options)
        for action in actions:
            match.apply(action)
        return match


class _Sealed:
    """:meth:`Match.sealed`: a plain context manager (a coach enters one at every decision, and
    one made of a generator costs several times as much)."""

    __slots__ = ("_dice", "_match")

    def __init__(self, m: Match) -> None:
        self._match = m

    def __enter__(self) -> Match:
        m = self._match
        self._dice, m.state.dice = m.state.dice, SealedDice()
        return m

    def __exit__(self, *exc: object) -> None:
        self._match.state.dice = self._dice
