"""Rule sequences as small steps on a stack, each plain data so a match saves at any decision.

A procedure's ``run`` does what it can and returns a :class:`Prompt` (a coach must decide),
:data:`DONE` (pop it) or :data:`AGAIN` (run the stack again: it pushed a child or changed phase).
The answer to a prompt goes to ``answer`` on the procedure that asked.
"""

from __future__ import annotations

import dataclasses
import importlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from samurai_bowl.engine.actions import Action, IllegalAction

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


@dataclass(frozen=True, slots=True)
class Prompt:
    """A decision a coach must take: ``kind`` names it, ``side`` is whose it is (0 home, 1 away)."""

    kind: str
    side: int
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "side": self.side, "data": self.data}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Prompt:
        return cls(data["kind"], data["side"], dict(data.get("data", {})))


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
    """Base for rule steps. Subclasses are dataclasses with JSON-safe fields, and a ``phase``."""

    NAME: ClassVar[str] = ""
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

    def refusal(self, m: Match, prompt: Prompt, action: Action) -> str | None:
        """Why ``action`` is refused, when there is more to say than "not allowed now"."""
        return None

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        raise IllegalAction(f"nothing in {type(self).__name__} is waiting for {action}")

    def to_json(self) -> dict[str, Any]:
        return {"proc": self.NAME, **dataclasses.asdict(self)}


# Every module that defines procedures: a saved match may hold any of them, and a process that
# loads a save before playing anything has not imported them yet.
PROCEDURE_MODULES = ("ballplay", "blocking", "duel", "flow", "honour", "kickoff", "kickoff_events", "passing",
                     "postgame", "rolling", "setup_phase", "spells", "staff", "turn")


def procedure_from_json(data: dict[str, Any]) -> Procedure:
    fields = dict(data)
    name = fields.pop("proc")
    if name not in REGISTRY:
        for module in PROCEDURE_MODULES:
            importlib.import_module(f"samurai_bowl.engine.{module}")
    if name not in REGISTRY:
        raise ValueError(f"unknown procedure {name!r} in the saved match")
    return REGISTRY[name](**fields)
