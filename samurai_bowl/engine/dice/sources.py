"""Dice are injected: a seeded numpy Generator in play, a scripted queue in tests.

Rolling and reading are separate: a source only yields numbers (a block die is a d6 whose face
the block chart names), so a scripted block die is written by face name and turned into the
number that shows that face.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from enum import StrEnum
from typing import Any, Protocol

import numpy as np

from samurai_bowl.data.charts import BlockDiceChart
from samurai_bowl.engine.actions import IllegalAction
from samurai_bowl.engine.plain import LEAVES, Leaf, copy_json
from samurai_bowl.text.words import plural


class DieKind(StrEnum):
    D3 = "d3"
    D6 = "d6"
    D8 = "d8"
    BLOCK = "block"

    @property
    def sides(self) -> int:
        return {DieKind.D3: 3, DieKind.D6: 6, DieKind.D8: 8, DieKind.BLOCK: 6}[self]


class DiceSource(Protocol):
    def roll(self, kind: DieKind, purpose: str) -> int:
        """One die of ``kind``: 1..sides. ``purpose`` says what it is for (error messages, logs)."""
        ...

    def clone(self) -> DiceSource:
        """Dice that will roll exactly what these would, sharing nothing with them."""
        ...


class SeededDice:
    """Play dice from a PCG64 generator; its state is plain JSON data saved with the match.

    A clone keeps only the state and makes its generator on the first roll: a copy of a match
    that is given fresh dice (the AI's look-ahead) never pays for one."""

    __slots__ = ("_rng", "_state")

    def __init__(self, seed: int | None = None, state: dict[str, Any] | None = None) -> None:
        self._rng: np.random.Generator | None = np.random.Generator(np.random.PCG64(seed))
        self._state: dict[str, Any] | None = None
        if state is not None:
            self._rng.bit_generator.state = state  # numpy checks it: ValueError or TypeError if damaged

    def roll(self, kind: DieKind, purpose: str) -> int:
        rng = self._rng if self._rng is not None else self._generator()
        return int(rng.integers(1, kind.sides + 1))

    def _generator(self) -> np.random.Generator:
        assert self._state is not None
        self._rng = np.random.Generator(np.random.PCG64())
        self._rng.bit_generator.state = self._state
        self._state = None
        return self._rng

    @property
    def state(self) -> dict[str, Any]:
        """The generator state as JSON-safe data; ``SeededDice(state=...)`` continues from it."""
        if self._rng is None:
            assert self._state is not None
            state: dict[str, Any] = copy_json(self._state)
            return state
        safe: dict[str, Any] = _json_safe(self._rng.bit_generator.state)
        return safe

    def clone(self) -> SeededDice:
        twin = SeededDice.__new__(SeededDice)
        twin._rng, twin._state = None, self.state
        return twin


def _json_safe(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _json_safe(v) for k, v in value.items()}
    if isinstance(value, np.integer):
        return int(value)
    return value


class DiceScriptError(AssertionError):
    """A scripted die was missing, of the wrong kind, or left over."""


class ScriptedDice:
    """Dice given in order, e.g. ``[("d6", 3), ("block", "pushed"), ("d8", 2)]``.

    Fails loudly when the engine asks for a die the script does not have next, and
    :meth:`finish` fails when dice are left unused.
    """

    def __init__(
        self, script: Iterable[tuple[str, int | str]], block_chart: BlockDiceChart | None = None
    ) -> None:
        self._queue: deque[tuple[DieKind, int, str]] = deque()
        self._block_chart = block_chart
        self.used: list[tuple[DieKind, int, str]] = []
        for index, (kind_text, value) in enumerate(script):
            self._queue.append(self._parse(index, kind_text, value))

    def _parse(self, index: int, kind_text: str, value: int | str) -> tuple[DieKind, int, str]:
        try:
            kind = DieKind(kind_text)
        except ValueError:
            raise DiceScriptError(
                f"dice[{index}]: unknown die '{kind_text}' (dice: {', '.join(k.value for k in DieKind)})"
            ) from None
        shown = f"{kind.value}: {value}"
        if kind is DieKind.BLOCK and isinstance(value, str):
            return kind, self._face_number(index, value), shown
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= kind.sides:
            raise DiceScriptError(f"dice[{index}]: a {kind.value} shows 1-{kind.sides} (got {value!r})")
        return kind, value, shown

    def _face_number(self, index: int, face: str) -> int:
        if self._block_chart is None:
            raise DiceScriptError(f"dice[{index}]: block faces by name need the block dice chart")
        for entry in self._block_chart.results:
            if entry.id.value == face:
                return entry.roll[0]
        names = ", ".join(e.id.value for e in self._block_chart.results)
        raise DiceScriptError(f"dice[{index}]: unknown block face '{face}' (faces: {names})")

    def roll(self, kind: DieKind, purpose: str) -> int:
        if not self._queue:
            raise DiceScriptError(f"the dice ran out: wanted a {kind.value} for {purpose}")
        next_kind, value, shown = self._queue[0]
        if next_kind is not kind:
            raise DiceScriptError(
                f"wanted a {kind.value} for {purpose}, but the next scripted die is {shown}"
            )
        self._queue.popleft()
        self.used.append((kind, value, purpose))
        return value

    @property
    def remaining(self) -> list[str]:
        return [shown for _, _, shown in self._queue]

    def clone(self) -> ScriptedDice:
        twin = ScriptedDice.__new__(ScriptedDice)
        twin._queue, twin._block_chart, twin.used = self._queue.copy(), self._block_chart, self.used.copy()
        return twin

    def finish(self) -> None:
        """Fail unless every scripted die was rolled."""
        if self._queue:
            left = self.remaining
            count = plural(len(left), "scripted die", "scripted dice")
            were = "was" if len(left) == 1 else "were"
            raise DiceScriptError(f"{count} {were} not used: {', '.join(left)}")


class SealedDiceError(RuntimeError):
    """Something asked a copy made for looking ahead to roll the match's own dice."""


class SealedDice:
    """The dice of a copy made to look ahead (``Match.clone()``) and of a match while a coach
    thinks on it (``Match.sealed()``): they refuse to roll, so nothing can learn what the match's
    own dice will show. A look-ahead that plays rolls brings dice of its own
    (``clone(dice=...)``); a preview that assumes a roll brings :class:`HighestFaces`."""

    __slots__ = ()

    def roll(self, kind: DieKind, purpose: str) -> int:
        raise SealedDiceError(
            f"the dice of this copy are sealed: a {kind.value} for {purpose} must be "
            f"rolled on a copy with dice of its own (match.clone(dice=...))"
        )

    def clone(self) -> SealedDice:
        return self


class HighestFaces:
    """Dice that show their highest face every time: a preview's assumption that the roll it
    waits on succeeds (a natural 6 always does, R5.6), never a guess at the match's own dice."""

    __slots__ = ()

    def roll(self, kind: DieKind, purpose: str) -> int:
        return kind.sides

    def clone(self) -> HighestFaces:
        return self


def _saved(dice: DiceSource) -> dict[str, Any]:
    if not isinstance(dice, SeededDice):
        raise IllegalAction("only a match with seeded dice can be saved")
    return dice.state


def _loaded(state: Any) -> SeededDice:
    """Dice from a saved generator state, checked: PCG64's 128-bit state and odd increment."""
    inner = state.get("state") if isinstance(state, dict) else None
    numbers = [inner.get("state"), inner.get("inc")] if isinstance(inner, dict) else []
    ints = [n for n in numbers if type(n) is int and 0 <= n < 1 << 128]
    extra = state.get("uinteger") if isinstance(state, dict) else None
    if (
        not isinstance(state, dict)
        or state.get("bit_generator") != "PCG64"
        or len(ints) != 2
        or ints[1] % 2 == 0
        or state.get("has_uint32") not in (0, 1)
        or type(extra) is not int
        or not 0 <= extra < 1 << 32
    ):
        raise ValueError("is not the state of a PCG64 generator")
    return SeededDice(state=state)


LEAVES[DiceSource] = Leaf(copy=lambda dice: dice.clone(), dump=_saved, load=_loaded)
