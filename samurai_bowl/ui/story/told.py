"""The match's events told as the log tells them: one line per move (a model's steps, his dodges
and surges and his pick-up in one sentence), one line per block (who blocks whom, the dice, the
face kept, the push), rolls in words with names, and each team turn as a heading."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from samurai_bowl.engine import Act, Action, Event, EventKind, Match, Side
from samurai_bowl.telling.event_words import (
    Roll,
    ball_sentence,
    block_words,
    kept_words,
    plain,
    plural,
    possessive,
    read_roll,
    roll_sentence,
    stand_up_words,
    touchdown_words,
)
from samurai_bowl.ui.story.undo_words import taken_back_words

RUN_ROLLS = {
    "Dodge": "dodges",
    "Surge of Speed": "surges",
    "Pick-up": "picks up the ball",
    "Stand up": "stands up",
}  # a model's own rolls, told in his move's line
FAILED = {
    "Dodge": "fails to dodge",
    "Surge of Speed": "stumbles on a surge",
    "Pick-up": "fumbles the pick-up",
    "Stand up": "fails to stand up",
}
BLOCK_TAIL = {
    EventKind.PUSHED,
    EventKind.FOLLOW_UP,
    EventKind.FALL,
    EventKind.STAND_FIRM,
    EventKind.CROWD,
    EventKind.BLOCK_RESULT,
}
QUIET = {EventKind.TURN_COUNTER}  # said better by the turn heading


class Tone(StrEnum):
    PLAIN = "plain"
    TURN = "turn"  # a team turn's heading, in the team's colour
    GOOD = "good"  # a touchdown, a success that matters
    BAD = "bad"  # a turnover, a failed roll, a casualty
    CHAT = "chat"  # a line a coach said (network play), in his team's colour, never read for names


@dataclass
class Entry:
    text: str
    tone: Tone = Tone.PLAIN
    side: int | None = None
    version: int = 0  # counts changes to the words, so a wrapped copy knows when it is stale

    def say(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.version += 1


@dataclass
class _Run:
    """One model's move, growing while his steps and his own rolls come in."""

    piece: int
    name: str
    entry: Entry
    parts: list[str | int] = field(default_factory=list)  # an int counts squares moved in a row
    into_end_zone: bool = False
    over: bool = False  # he went down: nothing more joins this line

    def words(self) -> str:
        said = [f"moves {plural(p, 'square')}" if isinstance(p, int) else p for p in self.parts]
        if self.into_end_zone and isinstance(self.parts[-1], int):
            said[-1] += " into the end zone"
        if self.over:
            said[-1] += " and goes down"
        return f"{self.name} {', '.join(said)}"


@dataclass
class _Block:
    entry: Entry
    head: str
    dice: list[str] = field(default_factory=list)  # each throw of the dice, re-rolls after the first
    faces: int = 0  # how many different faces the last throw showed
    tail: list[str] = field(default_factory=list)

    def words(self) -> str:
        rolled = ", ".join(self.dice)
        return " · ".join(w for w in (f"{self.head}: {rolled}" if rolled else self.head, *self.tail) if w)


@dataclass
class _Cold:
    """R14 Freezing Cold's rolls at a drive's end, told in one line."""

    entry: Entry
    out: list[str] = field(default_factory=list)
    fine: int = 0

    def words(self) -> str:
        said = []
        if self.out:
            names = ", ".join(self.out[:-1]) + f" and {self.out[-1]}" if len(self.out) > 1 else self.out[0]
            said.append(f"{names} {'miss' if len(self.out) > 1 else 'misses'} the next drive")
        if self.fine:
            said.append(f"{plural(self.fine, 'player')} {'shrug' if self.fine > 1 else 'shrugs'} it off")
        return "The cold: " + "; ".join(said)


class Story:
    """Reads a match's new events on each :meth:`update` and keeps the log's entries."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.entries: list[Entry] = []
        self.read = 0
        self._run: _Run | None = None
        self._block: _Block | None = None
        self._cold: _Cold | None = None

    def update(self) -> bool:
        """Take in the events since the last call; True when the entries changed."""
        events = self.match.events
        if self.read == len(events):
            return False
        for event in events[self.read :]:
            self._take(event)
        self.read = len(events)
        return True

    def chat(self, side: int, name: str, text: str) -> None:
        """A line a coach said, told where the match has got to."""
        self._add(f"{name}: {text}", Tone.CHAT, side)

    def _add(self, text: str, tone: Tone = Tone.PLAIN, side: int | None = None) -> Entry:
        entry = Entry(text, tone, side)
        self.entries.append(entry)
        return entry

    def _take(self, event: Event) -> None:
        if self._run is not None and self._extends_run(event, self._run):
            self._run.entry.say(self._run.words())
            return
        self._run = None
        if self._block is not None and self._extends_block(event, self._block):
            self._block.entry.say(self._block.words())
            return
        self._block = None
        if self._cold is not None and self._extends_cold(event, self._cold):
            self._cold.entry.say(self._cold.words())
            return
        self._cold = None
        self._new(event)

    def _new(self, event: Event) -> None:
        m, kind = self.match, event.kind
        if kind in QUIET:
            return
        if kind in (EventKind.MOVE, EventKind.STAND_UP) and event.piece is not None:
            run = self._run = _Run(event.piece, m.pieces[event.piece].name, self._add("", side=event.side))
            if kind is EventKind.STAND_UP:
                run.parts.append(stand_up_words(event))
            else:
                self._step(run, event)
            run.entry.say(run.words())
        elif kind is EventKind.BLOCK:
            head = block_words(m, event)
            self._block = _Block(self._add(head, side=event.side), head)
        elif kind is EventKind.ROLL:
            self._roll(event)
        elif kind is EventKind.TURN:
            self._add(plain(event.text), Tone.TURN, event.side)
        elif kind is EventKind.TURNOVER and event.side is not None:
            self._add(f"Turnover: {possessive(m.teams[event.side].name)} turn ends", Tone.BAD, event.side)
        elif kind is EventKind.TOUCHDOWN:
            self._add(f"Touchdown! {touchdown_words(m, event)}", Tone.GOOD, event.side)
        elif kind is EventKind.KICK and event.side is not None:
            self._add(f"{m.teams[event.side].name} kick off", side=event.side)
        elif kind is EventKind.PUSHED and event.piece is not None:
            self._add(f"{m.pieces[event.piece].name} is pushed back", side=event.side)
        elif kind is EventKind.UNDO and event.side is not None and "undone" in event.data:
            self._add(self._undo(event), side=event.side)
        else:
            self._add(plain(event.text), side=event.side)

    def _undo(self, event: Event) -> str:
        """The take-back as the undo button says it. A step's way: the square the next step taken
        back in the same go reached, or, when none follows, where the model stands now (the log
        reads the events as they come, so he is still where the take-back put him)."""
        m = self.match
        undone = Action.from_json(dict(event.data["undone"]))
        before = None
        if undone.act is Act.MOVE and undone.piece is not None:
            at = next((n for n in range(len(m.events) - 1, -1, -1) if m.events[n] is event), None)
            later = m.events[at + 1 :] if at is not None else []
            before = m.pieces[undone.piece].square if all(e.kind is EventKind.UNDO for e in later) else None
            for e in later:
                if e.kind is not EventKind.UNDO or "undone" not in e.data:
                    break
                step = Action.from_json(dict(e.data["undone"]))
                if step.act is Act.MOVE and step.piece == undone.piece:
                    before = step.square
                    break
        words = taken_back_words(m, undone, before, numbered=False)
        return f"{m.teams[int(event.side or 0)].name} take back {words}"

    def _roll(self, event: Event) -> None:
        m = self.match
        roll = read_roll(m, event)
        if roll.base in RUN_ROLLS and event.piece is not None:
            self._run = _Run(event.piece, m.pieces[event.piece].name, self._add("", side=event.side))
            self._run.parts.append(_run_roll(roll))
            self._run.entry.say(self._run.words())
        elif roll.base == "Cold" and roll.who:
            self._cold = _Cold(self._add("", side=event.side))
            self._extends_cold(event, self._cold)
            self._cold.entry.say(self._cold.words())
        else:
            words = ball_sentence(m, roll) or roll_sentence(roll)
            self._add(words, Tone.BAD if roll.success is False else Tone.PLAIN, event.side)

    def _step(self, run: _Run, event: Event) -> None:
        if run.parts and isinstance(run.parts[-1], int):
            run.parts[-1] += 1
        else:
            run.parts.append(1)
        side = event.side
        run.into_end_zone = (
            event.square is not None
            and side is not None
            and self.match.pitch.scores_for(event.square, Side(side))
        )

    def _extends_run(self, event: Event, run: _Run) -> bool:
        if event.piece != run.piece or run.over:
            return False
        if event.kind is EventKind.FALL:
            run.over = True
            run.entry.tone = Tone.BAD
            return True
        if event.kind is EventKind.MOVE:
            self._step(run, event)
            return True
        if event.kind is EventKind.PICK_UP:
            if "picks up the ball" not in str(run.parts[-1]):
                run.parts.append("picks up the ball")
            return True
        if event.kind is not EventKind.ROLL:
            return False
        roll = read_roll(self.match, event)
        if roll.base not in RUN_ROLLS:
            return False
        run.parts.append(_run_roll(roll))
        return True

    def _extends_block(self, event: Event, block: _Block) -> bool:
        m = self.match
        roll = read_roll(m, event) if event.kind is EventKind.ROLL else None
        if roll is not None and roll.base == "Block dice":
            block.dice.append(f"re-rolled ({roll.reroll}): {roll.result}" if block.dice else roll.result)
            block.faces = len(set(roll.values))
            return True
        if event.kind not in BLOCK_TAIL:
            return False
        if event.kind is EventKind.BLOCK_RESULT:
            if block.faces > 1:
                block.tail.append(f"kept {kept_words(event)}")
        elif event.kind is EventKind.PUSHED and event.piece is not None:
            block.tail.append(f"{m.pieces[event.piece].name} is pushed back")
        else:
            block.tail.append(plain(event.text))
        return True

    def _extends_cold(self, event: Event, cold: _Cold) -> bool:
        if event.kind is not EventKind.ROLL:
            return False
        roll = read_roll(self.match, event)
        if roll.base != "Cold" or not roll.who:
            return False
        if roll.result == "fine":
            cold.fine += 1
        else:
            cold.out.append(roll.who)
        return True


def _run_roll(roll: Roll) -> str:
    numbers = f"({roll.against()})"
    again = f"re-rolls ({roll.reroll}) and " if roll.reroll else ""
    if roll.success:
        return f"{again}{RUN_ROLLS[roll.base]} {numbers}"
    return f"{again}{FAILED[roll.base]} {numbers}"
