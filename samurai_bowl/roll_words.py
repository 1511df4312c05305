"""Rolls and events in plain words, with names: who rolled, for what, what was needed and what
came of it, for the dice tray, the match log and the moments over the pitch."""

from __future__ import annotations

import re
from dataclasses import dataclass

from samurai_bowl.engine import Event, Match
from samurai_bowl.words import needs, plural, possessive, score_needed

SQUARE = re.compile(r"\s*\b(?:to|at)?\s*\(\d+, \d+\)")
ONE = re.compile(r"(?<![\d.])\b1 (?:extra )?(?:square|re-roll|turn|player|point)s\b")
VERTICAL = {-1: "up", 0: "", 1: "down"}
HORIZONTAL = {-1: "left", 0: "", 1: "right"}
NOUNS = {"Dodge", "Pick-up", "Catch", "Surge of Speed", "Armour", "Injury", "Hand-off", "Stand up", "Cold"}
BLOCK = re.compile(
    r"^(?P<a>.+) \(ST (?P<sa>\d+)\) blocks (?P<d>.+) \(ST (?P<sd>\d+)\): (?P<n>\d+) dice, "
    r"the (?P<who>attacker|defender) chooses$"
)


def plain(text: str) -> str:
    """An engine sentence as the log shows it: no grid coordinates (they are drawn nowhere),
    possessives of names ending in s written with the apostrophe alone, "1 re-roll" not "1 re-rolls"."""
    text = re.sub(r"(\w)s's\b", r"\1s'", SQUARE.sub("", text))
    return ONE.sub(lambda found: found[0][:-1], text).strip()


@dataclass(frozen=True)
class Roll:
    """A roll event read: its base purpose, the model it was for, and what its numbers say."""

    event: Event
    base: str  # "Dodge", "Armour", "Block dice", "Kickoff chart" ...
    who: str  # the model's name, or ""
    extra: str  # what the purpose adds after the name, e.g. "AV 7"

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(self.event.data.get("values", ()))

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(self.event.data.get("dice", ()))

    @property
    def modifier(self) -> int:
        return int(self.event.data.get("modifier", 0))

    @property
    def target(self) -> int | None:
        target = self.event.data.get("target")
        if target is None and self.base == "Armour" and self.extra.startswith("AV "):
            return int(self.extra[3:]) + 1  # armour breaks on a total above AV
        return None if target is None else int(target)

    @property
    def needed(self) -> int | None:
        """The score the dice must show, the modifiers folded in (the pitch's "3+" before the roll)."""
        target = self.target
        if target is None:
            return None
        one_die = self.kinds == ("d6",)
        return score_needed(target, self.modifier, one_die=one_die)

    def against(self) -> str:
        """The dice against what they needed, one way on every screen: "rolled 2, needs 3+"."""
        needed = self.needed
        rolled = f"rolled {self.shown()}"
        return rolled if needed is None else f"{rolled}, needs {needs(needed)}"

    @property
    def success(self) -> bool | None:
        return self.event.data.get("success")

    @property
    def result(self) -> str:
        return plain(str(self.event.data.get("result", "")))

    @property
    def reroll(self) -> str:
        return str(self.event.data.get("reroll", ""))

    def shown(self) -> str:
        """The numbers: "5", "3+1", "6+3 = 9", "5+6+2 = 13, then 4" (an injury's casualty die)."""
        values, mod = self.values, self.modifier
        if self.base == "Injury" and len(values) == 3:
            return f"{_sum(values[:2], mod)}, then {values[2]}"
        if "block" in self.kinds:
            return self.result
        if self.target is not None:  # the modifiers are folded into the target, the dice shown bare
            return _sum(values, 0) if len(values) > 1 else "+".join(str(v) for v in values)
        added = all(k == "d6" for k in self.kinds) and (len(values) > 1 or mod)
        return _sum(values, mod) if added else "+".join(str(v) for v in values) + (f"{mod:+d}" if mod else "")

    def title(self) -> str:
        """What the roll was for: "Doji Satoshi's dodge", "Daidoji Eiji's armour (AV 7)"."""
        if not self.who:
            return self.base
        extra = f", {self.extra}" if self.extra else ""
        if self.base not in NOUNS and not self.base.startswith("Pass ("):
            return f"{self.base} ({self.who}{extra})"
        return f"{possessive(self.who)} {self.base.lower()}" + (f" ({self.extra})" if self.extra else "")

    def outcome(self) -> str:
        """What came of it: "success", "failed", "broken", "Knocked Out" ..."""
        if self.success is not None:
            words = "success" if self.success else "failed"
            return f"{words}: {self.result}" if self.result and self.result not in words else words
        return self.result


def _sum(values: tuple[int, ...], modifier: int) -> str:
    total = sum(values) + modifier
    dice = "+".join(str(v) for v in values)
    return f"{dice}{modifier:+d} = {total}" if modifier else f"{dice} = {total}"


def read_roll(m: Match, event: Event) -> Roll:
    purpose = str(event.data.get("purpose", ""))
    if event.piece is not None and 0 <= event.piece < len(m.pieces):
        name = m.pieces[event.piece].name
        opening = f" ({name}"
        at = purpose.find(opening)
        if at > 0:
            rest = purpose[at + len(opening) :].rstrip(")").lstrip(", ").strip()
            return Roll(event, purpose[:at], name, rest)
        if purpose.endswith(f" at {name}"):
            return Roll(event, purpose, "", "")
    return Roll(event, plain(purpose), "", "")


def direction(m: Match, value: int) -> str:
    """A d8 scatter as the pitch is drawn (y grows downwards): "up-left", "right" ..."""
    entry = m.data.scatter.lookup(value)
    return "-".join(w for w in (VERTICAL[entry.dy], HORIZONTAL[entry.dx]) if w) or "nowhere"


def ball_sentence(m: Match, roll: Roll) -> str | None:
    """Scatters, bounces and throw-ins in words, or None for any other roll."""
    values, base = roll.values, roll.base.lower()
    if base == "throw-in" and len(values) >= 3:
        return f"The crowd throws the ball back in, {plural(sum(values[1:]), 'square')}"
    if not values or roll.kinds[0] != "d8":
        return None
    if base == "kickoff scatter" and len(values) == 2:
        return f"The kick drifts {plural(values[1], 'square')} {direction(m, values[0])}"
    if "bounce" in base:
        return f"The ball bounces {direction(m, values[0])}"
    if "scatter" in base:
        return f"The ball scatters {direction(m, values[0])}"
    return None


def roll_sentence(roll: Roll) -> str:
    """One roll as a line of the log."""
    again = f" (re-roll: {roll.reroll})" if roll.reroll else ""
    if roll.base == "Armour" and roll.result:
        verb = "is broken" if roll.result == "broken" else "holds"
        return f"{roll.title()} {verb} ({roll.against()}){again}"
    if roll.success is not None:
        verb = "succeeds" if roll.success else "fails"
        tail = f": {roll.result}" if roll.result else ""
        return f"{roll.title()} {verb} ({roll.against()}){tail}{again}"
    shown = roll.shown()
    tail = f": {roll.result}" if roll.result else ""
    return f"{roll.title()}{tail} ({shown}){again}" if shown else f"{roll.title()}{tail}{again}"


@dataclass(frozen=True)
class Blocking:
    """A block event read: who blocks whom, at what strengths, how many dice, who chooses."""

    attacker: str
    defender: str
    strengths: tuple[int, int]
    dice: int
    attacker_chooses: bool

    def words(self) -> str:
        chooser = "he chooses" if self.attacker_chooses else f"{self.defender} chooses"
        dice = "1 die" if self.dice == 1 else f"{self.dice} dice, {chooser}"
        strengths = f"ST {self.strengths[0]} v {self.strengths[1]}"
        return f"{self.attacker} blocks {self.defender} ({strengths}, {dice})"


def read_block(event: Event) -> Blocking | None:
    found = BLOCK.match(event.text)
    if found is None:
        return None
    return Blocking(
        found["a"],
        found["d"],
        (int(found["sa"]), int(found["sd"])),
        int(found["n"]),
        found["who"] == "attacker",
    )
