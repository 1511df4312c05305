"""Rule sequences as small steps on a stack, each plain data so a match saves at any decision.

A procedure's ``run`` does what it can and returns a :class:`Prompt` (a coach must decide),
:data:`DONE` (pop it) or :data:`AGAIN` (run the stack again: it pushed a child or changed phase).
The answer to a prompt goes to ``answer`` on the procedure that asked.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar, cast, get_args, get_origin

from samurai_bowl.engine.actions import Act, Action, IllegalAction
from samurai_bowl.engine.plain import EMPTY, FAMILIES, Family, FrozenMap, Ref, SideNo, dumper
from samurai_bowl.engine.plain.kinds import fields_of, optional_of, strip

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


class Ask(StrEnum):
    """Every kind of decision the engine asks a coach for."""

    COIN_TOSS = "coin_toss"
    SETUP = "setup"
    KICK = "kick"
    TOUCHBACK = "touchback"
    TURN = "turn"
    ACTIVATION = "activation"
    REROLL = "reroll"
    BLOCK_DIE = "block_die"
    BLOCK_REROLL = "block_reroll"
    PUSH = "push"
    FOLLOW_UP = "follow_up"
    TOUCH_OF_AMATERASU = "touch_of_amaterasu"
    CHALLENGE = "challenge"
    ACCEPT_DUEL = "accept_duel"
    FORCE_DUEL = "force_duel"
    DUEL = "duel"
    DEMAND_DUEL = "demand_duel"
    PENALTY = "penalty"
    ILLEGAL_PROCEDURE = "illegal_procedure"
    AUGURY = "augury"
    BITING_STEEL = "biting_steel"
    POISON = "poison"


@dataclass(frozen=True, slots=True, init=False)
class Prompt:
    """A decision a coach must take: ``kind`` names it, ``side`` is whose it is (0 home, 1 away).
    Prompts never change: ``data``, what the coach is told, is frozen when the prompt is made."""

    kind: Ask
    side: SideNo
    data: FrozenMap = EMPTY

    def __init__(self, kind: Ask | str, side: int, data: Mapping[str, Any] = EMPTY) -> None:
        set_ = object.__setattr__
        set_(self, "kind", kind if type(kind) is Ask else Ask(kind))
        set_(self, "side", side if type(side) is int else int(side))
        set_(self, "data", data if type(data) is FrozenMap else FrozenMap(data))

    def to_json(self) -> dict[str, Any]:
        return dumper(Prompt)(self)


class _Signal:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


DONE = _Signal("DONE")
AGAIN = _Signal("AGAIN")
Outcome = Prompt | _Signal

REGISTRY: dict[str, type[Procedure]] = {}


@dataclass
class Procedure(ABC):
    """Base for rule steps. Subclasses are plain-data dataclasses (see :mod:`.plain`) with a
    ``phase``, each typed as the ``Literal`` of its phases, and ``ASKS``, the prompts they return."""

    NAME: ClassVar[str] = ""
    ASKS: ClassVar[frozenset[Ask]] = frozenset()
    phase: str = "start"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.NAME:
            REGISTRY[cls.NAME] = cls

    @abstractmethod
    def run(self, m: Match) -> Outcome:
        """Advance this step as far as it can go without a coach."""

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        """The actions that answer ``prompt`` (which this procedure returned)."""
        return []

    def allows(self, m: Match, prompt: Prompt, action: Action) -> bool | None:
        """Whether ``action`` answers ``prompt``, when that is quicker to tell than listing all;
        None means "look it up in the legal actions"."""
        return None

    def legal_kinds(self, m: Match, prompt: Prompt) -> frozenset[Act] | None:
        """The kinds of the actions :meth:`legal` lists, when that is quicker to tell than listing
        them; None means "see the list"."""
        return None

    def legal_of(self, m: Match, prompt: Prompt, kinds: frozenset[Act]) -> Sequence[Action] | None:
        """The actions of ``kinds`` among :meth:`legal`'s, in its order, when they can be had
        without listing the rest; None means "filter the list"."""
        return None

    def refusal(self, m: Match, prompt: Prompt, action: Action) -> str | None:
        """Why ``action`` is refused, when there is more to say than "not allowed now"."""
        return None

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        raise IllegalAction(f"nothing in {type(self).__name__} is waiting for {action}")

    def to_json(self) -> dict[str, Any]:
        return {"proc": self.NAME, **dumper(type(self))(self)}

    def pieces(self) -> set[int]:
        """The models this step is about: every model its fields name."""
        found: set[int] = set()
        for name, many in _piece_fields(type(self)):
            value = getattr(self, name)
            if many:
                found.update(value or ())
            elif value is not None and value >= 0:
                found.add(value)
        return found


# Every module of rules/ that defines procedures: a saved match may hold any of them, and a process that
# loads a save before playing anything has not imported them yet.
PROCEDURE_MODULES = (
    "blocking",
    "duel",
    "honour",
    "kickoff",
    "kickoff_events",
    "loose_ball",
    "match_sequence",
    "passing",
    "postgame",
    "rerolls",
    "setup",
    "spells",
    "staff",
    "turn",
)


@cache
def _piece_fields(cls: type) -> tuple[tuple[str, bool], ...]:
    """The fields of a procedure naming models (``PieceNo``), and whether each holds a list of them."""
    found = []
    for f in fields_of(cls):
        tp = optional_of(f.type) or f.type
        many = get_origin(strip(tp)[0]) is list
        inner = get_args(strip(tp)[0])[0] if many else tp
        if Ref.PIECE in strip(inner)[1]:
            found.append((f.name, many))
    return tuple(found)


def procedures() -> Mapping[str, type[Procedure]]:
    """Every procedure by name, once all the modules that define them are imported."""
    if not _imported:
        for module in PROCEDURE_MODULES:
            importlib.import_module(f"samurai_bowl.engine.rules.{module}")
        _imported.append(True)
    return REGISTRY


_imported: list[bool] = []


def _name(cls: type) -> str:
    return cast(type[Procedure], cls).NAME


FAMILIES[Procedure] = Family(tag="proc", what="procedure", members=procedures, name_of=_name)
