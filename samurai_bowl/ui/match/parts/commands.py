"""What one click did, so that one Ctrl+Z takes it back whole.

The engine takes back one action at a time (R4.7): a selection, a step, an end of activation. A
coach thinks in what he did: a click that activated his model and walked him three squares is one
move, and one Ctrl+Z (or the Undo button) puts him back where he stood, not activated, still
selected on the pitch, free to choose again (a blitz, a pass) — a click on a model that was
already acting takes back only his steps, and he stays the one acting. The engine's own limits
stand: a roll, a touchdown, the opponent's decision end what can be taken back, so a move with a
dodge in it goes back only to the square the dodge reached, and nothing is ever rolled again.

Each command is kept as the span of the engine's take-back run it filled (the run's actions from
``start`` to ``end``), tied to the run's starting position: once a die is rolled the engine starts
a new run and the old spans no longer match anything, so they can never take back too much. An
action no click made (a button's end of activation, a set-up drag) has no span and goes back
alone, as before."""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.engine import Match


@dataclass(frozen=True, slots=True)
class Span:
    base: object  # the position the engine's run goes back to, compared by identity
    start: int  # how many of the run's actions came before the command
    end: int  # how many there were once it was done


class Commands:
    """The spans of the take-back run that clicks filled, newest last."""

    def __init__(self) -> None:
        self.spans: list[Span] = []
        self._open: tuple[object | None, int] | None = None

    def begin(self, m: Match) -> None:
        """A command starts: note where the run stands."""
        self._open = _run_of(m)

    def end(self, m: Match) -> None:
        """The command is done: what it added to the run is one span (nothing when it added none)."""
        opened, self._open = self._open, None
        base, length = _run_of(m)
        if opened is None or base is None:
            return
        start = opened[1] if opened[0] is base else 0  # a run begun within the command: all of it
        self.spans = [s for s in self.spans if s.base is base and s.end <= start]
        if length > start:
            self.spans.append(Span(base, start, length))

    def undo_to(self, m: Match) -> int | None:
        """How many of the run's actions stay once the last command is taken back whole; None when
        the last action taken back would be no click's (it goes back alone)."""
        base, length = _run_of(m)
        last = self.spans[-1] if self.spans else None
        if base is None or last is None or last.base is not base or last.end != length:
            return None
        return last.start

    def taken_back(self, m: Match) -> None:
        """After a take-back: forget the spans it went past."""
        base, length = _run_of(m)
        self.spans = [s for s in self.spans if s.base is base and s.end <= length]


def _run_of(m: Match) -> tuple[object | None, int]:
    run = m.state.take_back
    return (None, 0) if run is None else (run.base, len(run.actions))
