"""Events in plain words, with names: who rolled, for what, what was needed and what came of it,
who blocked whom, the face kept, for the dice tray, the match log, the moments over the pitch and
the match's story. The words are made from each event's data (the engine's sentence is never read
for a fact); an event saved before it carried its facts as data is told by its sentence as it is.

:func:`plain` only tidies a sentence shown as it is (no coordinates, "Winds'" not "Winds's")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from samurai_bowl.data.charts import BlockFace
from samurai_bowl.engine import Event, EventKind, Match
from samurai_bowl.text.words import needs, plural, possessive, score_needed

SQUARE = re.compile(r"\s*\b(?:to|at)?\s*\(\d+, \d+\)")
SET_UP = re.compile(r"\bset up: #\d+(?:, #\d+)*")  # the engine lists shirt numbers; a coach counts
ONE = re.compile(r"(?<![\d.])\b1 (?:extra )?(?:square|re-roll|turn|player|point)s\b")
VERTICAL = {-1: "up", 0: "", 1: "down"}
HORIZONTAL = {-1: "left", 0: "", 1: "right"}
NOUNS = {"Dodge", "Pick-up", "Catch", "Surge of Speed", "Armour", "Injury", "Hand-off", "Stand up", "Cold"}
FACE_WORDS = {
    BlockFace.ATTACKER_DOWN: "Attacker Down",
    BlockFace.BOTH_DOWN: "Both Down",
    BlockFace.PUSHED: "Pushed",
    BlockFace.DEFENDER_STUMBLES: "Defender Stumbles",
    BlockFace.DEFENDER_DOWN: "Defender Down",
}


def plain(text: str) -> str:
    """An engine sentence as the log shows it: no grid coordinates (they are drawn nowhere),
    possessives of names ending in s written with the apostrophe alone, "1 re-roll" not "1 re-rolls",
    a set-up told by how many took the field ("set up 11 players"), not as a list of shirt numbers."""
    text = SET_UP.sub(lambda found: f"set up {plural(found[0].count('#'), 'player')}", text)
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
        target, av = self.event.data.get("target"), self.event.data.get("av")
        if target is None and av is not None:
            return int(av) + 1  # armour breaks on a total above AV
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
    """A roll event's fields: its base purpose, the model it is for (``for``) and his AV (``av``).
    One saved before rolls carried them is told by its whole purpose, with no name picked out."""
    data = event.data
    if "base" not in data:
        return Roll(event, plain(str(data.get("purpose", ""))), "", "")
    av = data.get("av")
    return Roll(event, str(data["base"]), name_of(m, data.get("for")), "" if av is None else f"AV {av}")


def name_of(m: Match, piece: object) -> str:
    """The name of model ``piece`` (an event's field), or "" when there is none."""
    return m.pieces[piece].name if isinstance(piece, int) and 0 <= piece < len(m.pieces) else ""


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


def read_block(m: Match, event: Event) -> Blocking | None:
    """A block event's fields, or None for one saved before blocks carried them."""
    data = event.data
    if event.kind is not EventKind.BLOCK or "block_dice" not in data:
        return None
    return Blocking(
        name_of(m, data.get("attacker")),
        name_of(m, data.get("defender")),
        (int(data["attacker_st"]), int(data["defender_st"])),
        int(data["block_dice"]),
        bool(data["attacker_chooses"]),
    )


def block_words(m: Match, event: Event) -> str:
    """A block as the log heads it: "Hida Kenji blocks Doji Satoshi (ST 4 v 3, 2 dice, he chooses)"."""
    blocking = read_block(m, event)
    return blocking.words() if blocking else plain(event.text)


def kept_face(event: Event) -> str | None:
    """The face a block_result event kept (a BlockFace value), or None for an old one without it."""
    face = event.data.get("face")
    return str(face) if face is not None else None


def face_words(face: str) -> str:
    """A block face in words: "Defender Stumbles"."""
    try:
        return FACE_WORDS[BlockFace(face)]
    except ValueError:
        return face


def kept_words(event: Event) -> str:
    """The face a block_result event kept, in words."""
    face = kept_face(event)
    return face_words(face) if face is not None else event.text


def stand_up_words(event: Event) -> str:
    """How a model got up, after his name: "stands up", "rises, burning with Inner Fire"."""
    return "rises, burning with Inner Fire" if event.data.get("spell") == "Inner Fire" else "stands up"


def touchdown_words(m: Match, event: Event) -> str:
    """Who scored for whom: "Kaiu Isamu scores for Hida Iron Wall"."""
    team = m.teams[event.side].name if event.side is not None else "his team"
    return f"{name_of(m, event.piece) or 'A player'} scores for {team}"
