"""The catalogue of decisions: every kind of decision (:class:`Ask`) the engine asks a coach for, what
its prompt tells him (typed) and which kinds of action answer it.

A caller that answers, words or draws decisions keys its tables by ``Ask`` and checks them against
this catalogue (the AI's answers and hint words, the window's words, input modes and spotlight:
their tests fail when an ``Ask`` has no entry). Beside the answers listed here, a coach may play the
actions open at any decision (:data:`~samurai_bowl.engine.anytime.ANYTIME`: the Void Strike and a
concession) and take back his last action (``Act.UNDO``). The invariant checks hold every prompt
to its entry: its data has the entry's keys with values of their types, and every legal action is
of a listed kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import TypedDict, get_type_hints

from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.procedure import Ask


class Nothing(TypedDict):
    """A prompt that needs no more than its kind and its side."""


class KickoffResultData(TypedDict, total=False):
    """A set-up or a turn a kick-off result gives (R13 Superior Tactics, Sneak Attack), named."""

    event: str


class ActivationData(TypedDict):
    piece: int  # the active model
    ma_left: int  # squares he may still move without a Surge of Speed
    surges_left: int  # Surges of Speed left (R5.4)


class RerollData(TypedDict):
    purpose: str  # the roll that failed, in words
    piece: int  # whose roll it was
    chance: str  # the re-roll's chance of success, an exact fraction ("2/3")


class BlockData(TypedDict):
    faces: tuple[str, ...]  # the block dice rolled
    attacker: int
    defender: int
    attacker_chooses: bool  # False: the defender picks the die (R7.3)


class FollowUpData(BlockData):
    square: int  # where the defender stood: the square the attacker would follow into


class PushData(TypedDict):
    piece: int  # the model being pushed
    squares: tuple[int, ...]  # where he may be pushed


class ChallengeData(TypedDict):
    event: str  # the kick-off result that calls the challenge (R13)


class DuellistsData(TypedDict):
    challenger: int
    challenged: int


class ChallengedData(TypedDict):
    challenged: int  # the model who refused the duel


class DuelData(TypedDict):
    piece: int  # the duellist choosing now
    focus: int  # the focus he has built (R15)


class DemandData(TypedDict):
    victim: int  # the fouled model
    fouler: int


class PenaltyData(TypedDict):
    reason: str  # why the referee calls it (R9.6)


class AuguryData(TypedDict, total=False):
    """The failed roll the Augury may turn: a plain roll, or a block's die (then the block's data
    and the knocked-down face)."""

    purpose: str
    piece: int
    faces: tuple[str, ...]
    attacker: int
    defender: int
    attacker_chooses: bool
    face: str


class DefenderData(TypedDict):
    defender: int  # the model the Biting Steel would knock down


@dataclass(frozen=True)
class Decision:
    """One kind of decision: what the coach decides, his prompt's data, the kinds of his answers."""

    says: str
    data: type  # a TypedDict
    acts: frozenset[Act]

    def keys(self) -> tuple[frozenset[str], frozenset[str]]:
        """(the keys every prompt of this kind carries, the keys it may carry)."""
        required, types = _shape(self.data)
        return required, frozenset(types)


@cache
def _shape(data: type) -> tuple[frozenset[str], Mapping[str, type]]:
    """A TypedDict's required keys and each key's type (``tuple[int, ...]`` is a tuple), worked out
    once: the invariant checks ask at every decision."""
    hints = get_type_hints(data)
    types = {key: getattr(hint, "__origin__", hint) for key, hint in hints.items()}
    required: frozenset[str] = data.__required_keys__  # type: ignore[attr-defined]  # a TypedDict's
    return required, MappingProxyType(types)


def _decision(says: str, data: type, *acts: Act) -> Decision:
    return Decision(says, data, frozenset(acts))


_SPELLS = (Act.INNER_FIRE, Act.FIRES_FROM_WITHIN)  # R16: cast between activations or during one
_YES_NO = (Act.USE_REROLL, Act.DECLINE_REROLL)

CATALOGUE: Mapping[Ask, Decision] = MappingProxyType(
    {
        Ask.COIN_TOSS: _decision("the coin toss's winner kicks or receives", Nothing, Act.CHOOSE_KICK),
        Ask.SETUP: _decision(
            "a team sets up for the kick-off",
            KickoffResultData,
            Act.PLACE,
            Act.BENCH,
            Act.FORMATION,
            Act.END_SETUP,
        ),
        Ask.KICK: _decision("where the kick aims", Nothing, Act.KICK),
        Ask.TOUCHBACK: _decision("who is given the ball after a touchback", Nothing, Act.TOUCHBACK),
        Ask.TURN: _decision(
            "whom to activate next, or end the turn",
            KickoffResultData,
            Act.ACTIVATE,
            Act.END_TURN,
            Act.MOVE_COUNTER,
            Act.USE_STAFF,
            *_SPELLS,
        ),
        Ask.ACTIVATION: _decision(
            "what the active model does next",
            ActivationData,
            Act.MOVE,
            Act.BLOCK,
            Act.FOUL,
            Act.PASS,
            Act.HAND_OFF,
            Act.END_ACTIVATION,
            *_SPELLS,
        ),
        Ask.REROLL: _decision("whether to re-roll a failed roll", RerollData, *_YES_NO),
        Ask.BLOCK_DIE: _decision("which block die counts", BlockData, Act.CHOOSE_DIE),
        Ask.BLOCK_REROLL: _decision("whether to re-roll the block dice", BlockData, *_YES_NO),
        Ask.PUSH: _decision("where a pushed model goes", PushData, Act.PUSH),
        Ask.FOLLOW_UP: _decision("whether the attacker follows up", FollowUpData, Act.FOLLOW_UP),
        Ask.TOUCH_OF_AMATERASU: _decision(
            "who is blessed by the Touch of Amaterasu", Nothing, Act.CHOOSE_PLAYER
        ),
        Ask.CHALLENGE: _decision("who challenges whom at the kick-off", ChallengeData, Act.CHALLENGE),
        Ask.ACCEPT_DUEL: _decision("whether the challenged accepts the duel", DuellistsData, Act.ACCEPT_DUEL),
        Ask.FORCE_DUEL: _decision(
            "whether Kitsuki Yasu forces the refused duel", ChallengedData, Act.USE_STAFF
        ),
        Ask.DUEL: _decision("a duellist focuses or strikes", DuelData, Act.DUEL),
        Ask.DEMAND_DUEL: _decision("whether a fouled model demands a duel", DemandData, Act.DEMAND_DUEL),
        Ask.PENALTY: _decision(
            "a penalty: accept it, argue it or use the Imperial Favor",
            PenaltyData,
            Act.ACCEPT_PENALTY,
            Act.ARGUE_CALL,
            Act.USE_FAVOR,
        ),
        Ask.ILLEGAL_PROCEDURE: _decision(
            "whether to call the opponent's Illegal Procedure", Nothing, Act.CALL_ILLEGAL_PROCEDURE
        ),
        Ask.AUGURY: _decision("whether to cast the Augury on a failed roll", AuguryData, Act.AUGURY),
        Ask.BITING_STEEL: _decision("whether to cast the Biting Steel", DefenderData, Act.BITING_STEEL),
        Ask.POISON: _decision("whom Shosuro Hametsu poisons", Nothing, Act.CHOOSE_PLAYER),
    }
)


def catalogue_problems(kind: Ask, data: Mapping[str, object], acts: frozenset[Act]) -> list[str]:
    """How a prompt and its legal actions break the catalogue (nothing when they keep to it)."""
    decision = CATALOGUE[kind]
    required, allowed = decision.keys()
    problems = [f"{kind}: no '{key}' in its data" for key in sorted(required - set(data))]
    problems += [f"{kind}: '{key}' is not in its catalogue entry" for key in sorted(set(data) - allowed)]
    types = _shape(decision.data)[1]
    for key in sorted(set(data) & allowed):
        expected = types[key]
        if not isinstance(data[key], expected) or (expected is int and isinstance(data[key], bool)):
            problems.append(f"{kind}: '{key}' is {data[key]!r}, not {expected.__name__}")
    problems += [f"{kind}: {act} is not a listed answer" for act in sorted(acts - decision.acts)]
    return problems
