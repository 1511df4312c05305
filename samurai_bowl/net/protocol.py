"""Every message of network play, one pydantic model each, read and written here alone.

A message is one JSON object (one WebSocket text frame) with ``v`` (the protocol's version) and
``type``. Both ends read what they receive with :func:`read_from_joiner` / :func:`read_from_host`:
anything too big, not JSON, of another version, of an unknown type or with a field of the wrong
shape is a :class:`BadMessage` whose text names the field and what is wrong, and the reader
refuses it without acting on it. So is what JSON allows and no message needs: containers nested
deeper than :data:`MAX_DEPTH`, NaN and the infinities, whole numbers longer than
:data:`MAX_DIGITS` digits, strings that are not Unicode text (a lone surrogate), and a control
character in a line of text a person reads (a refusal's reason, a note).

The joiner says ``hello`` (the join code, whether it comes to play or to watch, its team for a
friendly, and the name of its coach for the coaches' book, if he gave one), then ``act`` (one
action, answering the decision numbered ``seq``) and ``say`` (a line of chat). The host answers
``welcome`` (the match as the joiner may see it, and the name of the other side's coach, if he
has one), then an ``update`` for every action applied (by either coach), ``refused`` for what it
did not take, ``paused`` / ``resumed`` while a coach is away, ``chat`` for every line a coach
says, and ``ended`` with the result and the replay once the match is over. Where the match has a
turn clock, the welcome, each update, ``paused`` and ``resumed`` carry it as it stands
(``clock``). A hello or welcome without a name leaves the field out: a peer from before names
reads it as it always did.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
)

from samurai_bowl.errors import DataError, describe_value
from samurai_bowl.ratings.book import clean_name

VERSION = 1
JOINER_LIMIT = 64 * 1024  # bytes: a hello with its team file is a few KB, an action a hundred bytes
HOST_LIMIT = 16 * 1024 * 1024  # bytes: a whole match's state on arrival is a few hundred KB
CODE_CHARS = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # 32 letters and digits, none read as another
MAX_DEPTH = 32  # lists and objects within one another: a whole match's replay goes 7 deep
MAX_DIGITS = 100  # digits of a whole number: a seed or a dice state has 39
SEQ_MAX = 2**31 - 1  # updates in one match: far more than a match has actions
LINE = 1000  # characters of a line of text a person reads (a refusal's reason, a note)
SHOWN = 300  # characters of a BadMessage's text, which may quote what was sent

Json = dict[str, Any]
_READING = object()  # the validation context of what came over the wire


def _one_line(value: str, info: ValidationInfo) -> str:
    """A line of text a person reads: at most :data:`LINE` characters and no control character
    (what a team's name may not hold either). What comes over the wire is refused when it is
    not; what this end writes is made so."""
    reading = info.context is _READING
    if len(value) > LINE and reading:
        raise ValueError(f"is {len(value):,} characters, over the limit of {LINE:,}")
    bad = _unreadable(value)
    if bad is not None and reading:
        raise ValueError(f"holds a control character (U+{ord(bad):04X}), not one line of text")
    return value if bad is None and len(value) <= LINE else printable(value, LINE)


Line = Annotated[str, AfterValidator(_one_line)]


def _coach_name(value: str) -> str:
    """A coach's name as the coaches' book takes it (samurai_bowl/ratings/book.py): not empty,
    at most its length, no control character; its spaces tidied."""
    try:
        return clean_name(value, "coach")
    except DataError as exc:
        raise ValueError(exc.message) from None


CoachName = Annotated[str, AfterValidator(_coach_name)]


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    v: Literal[1] = 1  # VERSION


class ActionData(BaseModel):
    """An engine action as JSON: the engine checks it further (:meth:`Match.allows`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    act: str = Field(max_length=40)
    piece: int | None = Field(default=None, ge=0, le=1000)
    square: int | None = Field(default=None, ge=0, le=100_000)
    choice: int | None = Field(default=None, ge=-1000, le=1000)


class ClockData(BaseModel):
    """A turn clock as it stands when the message is sent: whose it is, the seconds he has left
    of his stretch of play, the limit each stretch starts from, and whether it is counting (it
    stops while the match waits for a coach)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    side: int = Field(ge=0, le=1)
    left: float = Field(ge=0, le=86_400, allow_inf_nan=False)
    limit: float = Field(gt=0, le=86_400, allow_inf_nan=False)
    running: bool


class Chat(BaseModel):
    """A line a coach said: his side, who he is in words ("Iron Crabs' coach") and the line as
    the host took it (plain text, never read as markup)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    n: int = Field(ge=1)  # the line's number in the match: one said again after a reconnection is known
    side: int = Field(ge=0, le=1)
    name: Line
    text: Line


class ChatLine(_Message):
    type: Literal["chat"] = "chat"
    line: Chat


# --- from the joiner --------------------------------------------------------------------------------
class Hello(_Message):
    type: Literal["hello"] = "hello"
    code: str = Field(min_length=1, max_length=64)
    role: Literal["player", "spectator"] = "player"
    team: Json | None = None  # a friendly's team file, as `team new` writes it
    coach: CoachName | None = None  # the joining coach's name (none: his matches are not rated)


class Act(_Message):
    type: Literal["act"] = "act"
    seq: int = Field(ge=0, le=SEQ_MAX)  # the number of the update whose decision this answers
    action: ActionData


class Say(_Message):
    """A line of chat from the joining coach (spectators only read)."""

    type: Literal["say"] = "say"
    text: str = Field(max_length=1000)  # the host holds a line to its own, shorter limit


FromJoiner = Annotated[Hello | Act | Say, Field(discriminator="type")]


# --- from the host ------------------------------------------------------------------------------------
class Welcome(_Message):
    type: Literal["welcome"] = "welcome"
    role: Literal["player", "spectator"]
    side: int | None = Field(ge=0, le=1)  # the side the joiner coaches; None for a spectator
    seq: int = Field(ge=0, le=SEQ_MAX)  # the updates so far: an act answers the last one
    match: Json  # the public save (samurai_bowl.engine.public_save), the take-back for its coach alone
    paused: Line | None = None  # "waiting for X to reconnect" when a coach is away
    league: Line | None = None  # "League name, round N" for a league fixture
    clock: ClockData | None = None  # the turn clock, when the match has one
    chat: list[Chat] = Field(default_factory=list, max_length=500)  # the latest lines said
    # how long a coach may be away before the host may award the match to the other (R3.8)
    award_after: float | None = Field(default=None, ge=0, le=7 * 86_400, allow_inf_nan=False)
    coach: CoachName | None = None  # the name of the other side's coach, when a named person coaches it


class TakeBackPart(BaseModel):
    """The joining coach's take-back (R4.7) as a difference from the one he holds
    (samurai_bowl.engine.take_back_change): its position is sent only when it is new."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    side: int = Field(ge=0, le=1)
    base: Json | None = None  # the position taken back to, when it is not the one he holds
    actions_from: int = Field(ge=0)  # of the actions he holds, the first actions_from stay; then these
    actions: list[Json]


class Update(_Message):
    """An action applied and the match after it, as a difference from the update before: what it
    sends costs the same at the last action of a match as at the first."""

    type: Literal["update"] = "update"
    seq: int = Field(ge=1, le=SEQ_MAX)
    side: int = Field(ge=0, le=1)  # whose action it was
    action: ActionData
    state: Json  # the public state without history, events and take-back
    history_from: int = Field(ge=0, le=SEQ_MAX)  # the history is its first history_from actions, then these
    history: list[Json]
    events_from: int = Field(ge=0, le=SEQ_MAX)
    events: list[Json]
    clock: ClockData | None = None
    take_back: TakeBackPart | None = None  # to the coach whose take-back it is alone; None: he has none


class Refused(_Message):
    type: Literal["refused"] = "refused"
    reason: Line
    seq: int | None = Field(default=None, ge=0, le=SEQ_MAX)  # the act's seq, when the refused message had one


class Paused(_Message):
    type: Literal["paused"] = "paused"
    waiting_for: Line  # "waiting for X to reconnect"
    award_after: float | None = None  # seconds until the host may award the match (R3.8)
    clock: ClockData | None = None


class Resumed(_Message):
    type: Literal["resumed"] = "resumed"
    clock: ClockData | None = None


class Ended(_Message):
    type: Literal["ended"] = "ended"
    result: Json  # the post-game record (R19), as the league records it
    replay: Json  # the session save of the finished match, for the joiner's replays
    note: Line = ""  # how it ended when not on the pitch: "awarded (R3.8): X did not come back…"


HostMessage = Welcome | Update | Refused | Paused | Resumed | ChatLine | Ended
FromHost = Annotated[HostMessage, Field(discriminator="type")]

_FROM_JOINER: TypeAdapter[Hello | Act | Say] = TypeAdapter(FromJoiner)
_FROM_HOST: TypeAdapter[HostMessage] = TypeAdapter(FromHost)


class BadMessage(ValueError):
    """A message refused before anything acts on it; its text says why in one line."""

    def __init__(self, text: str) -> None:
        super().__init__(printable(text, SHOWN))  # it may quote what was sent: shown safely


def encode(message: BaseModel) -> str:
    """A message as the compact JSON text that goes over the wire (pydantic writes it at once,
    several times faster than building a dict and dumping that). A hello or welcome without a
    coach's name says nothing of one, so that a peer from before names reads it still."""
    if isinstance(message, Hello | Welcome) and message.coach is None:
        return message.model_dump_json(exclude={"coach"})
    return message.model_dump_json()


def read_from_joiner(raw: str | bytes) -> Hello | Act | Say:
    return read_as(raw, JOINER_LIMIT, _FROM_JOINER)


def read_from_host(raw: str | bytes) -> HostMessage:
    return read_as(raw, HOST_LIMIT, _FROM_HOST)


def read_as(raw: str | bytes, limit: int, adapter: TypeAdapter[Any]) -> Any:
    """``raw`` read as one of the messages ``adapter`` knows, at most ``limit`` bytes, with the
    checks above (a :class:`BadMessage` naming the field when it is not)."""
    data = _parse(raw, limit)
    if not isinstance(data, dict):
        raise BadMessage("the message must be a JSON object")
    version = data.get("v")
    if type(version) is not int or version != VERSION:  # true and 1.0 equal 1 but are not it
        shown = repr(version) if version is None or type(version) is int else describe_value(version)
        raise BadMessage(f"v: protocol version {shown} is not spoken here (this is version {VERSION})")
    try:
        return adapter.validate_python(data, strict=True, context=_READING)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"]) or "type"  # no place: the type it names
        raise BadMessage(f"{where}: {error['msg'].removeprefix('Value error, ')}") from None


# --- JSON as a message may hold it ------------------------------------------------------------------
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
_LONG_RUN = b"0" * (MAX_DIGITS + 1)  # digits in a row: in a number, or perhaps in a string
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")  # an escaped surrogate: half a pair, or alone


def _parse(raw: str | bytes, limit: int) -> Any:
    """``raw`` as JSON a message may be. The checks that cost a walk over the message in Python
    (for long numbers and lone surrogates) are made only when a scan of its bytes, in C, finds
    what they look for; the depth is checked on the parsed containers, level by level."""
    try:
        encoded = raw if isinstance(raw, bytes) else raw.encode()
    except UnicodeEncodeError as exc:
        raise BadMessage(f"the message is not JSON: not UTF-8 text ({exc.reason})") from None
    if len(encoded) > limit:
        raise BadMessage(f"the message is {len(encoded):,} bytes, over the limit of {limit:,}")
    try:
        text = raw if isinstance(raw, str) else raw.decode()
    except UnicodeDecodeError as exc:
        raise BadMessage(f"the message is not JSON: not UTF-8 text ({exc.reason})") from None
    long_digits = _LONG_RUN in encoded.translate(_DIGITS_AS_ZERO)
    try:
        data = json.loads(
            text,
            parse_constant=_no_constant,
            parse_float=_finite,
            parse_int=_short_whole if long_digits else None,
        )
    except BadMessage:
        raise
    except RecursionError:
        raise BadMessage(f"the message is nested too deeply (more than {MAX_DEPTH} levels)") from None
    except ValueError as exc:
        raise BadMessage(f"the message is not JSON ({exc})") from None
    if _deeper_than(data, MAX_DEPTH):
        raise BadMessage(f"the message is nested too deeply (more than {MAX_DEPTH} levels)")
    if _SURROGATE_ESCAPE.search(text) is not None:
        try:
            json.dumps(data, ensure_ascii=False).encode()
        except UnicodeEncodeError as exc:
            bad = exc.object[exc.start : exc.end]
            raise BadMessage(f"a string is not text: it holds a lone surrogate ({bad!a})") from None
    return data


def _no_constant(name: str) -> Any:
    raise BadMessage(f"the message is not JSON: {name} is not a number a message may hold")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BadMessage(f"the number {printable(text, 40)} is too big: it is not finite")
    return value


def _short_whole(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise BadMessage(f"a whole number of {digits:,} digits is too long (at most {MAX_DIGITS})")
    return int(text)


def _deeper_than(data: Any, most: int) -> bool:
    """Whether ``data`` holds lists and objects more than ``most`` deep, looking no deeper."""
    level = [data] if type(data) in _NESTED else []
    for _ in range(most):
        level = [v for c in level for v in (c.values() if type(c) is dict else c) if type(v) in _NESTED]
        if not level:
            return False
    return True


_NESTED = (dict, list)


# --- lines of text ------------------------------------------------------------------------------------
def _unreadable(text: str) -> str | None:
    """The first character of ``text`` that has no place in a line a person reads: a control or
    format character, a line or paragraph separator, half a surrogate pair, an unassigned one."""
    if text.isprintable():  # the case of nearly every line, checked in C
        return None
    for character in text:  # not printable: a space other than " " (allowed), or one of those
        kind = unicodedata.category(character)
        if kind[0] == "C" or kind in ("Zl", "Zp"):
            return character
    return None


def printable(text: str, most: int) -> str:
    """``text`` as one line of at most ``most`` characters, whatever it holds: a character with no
    place in a line is written as its escape (``\\n``, ``\\x1b``, ``\\ud800``)."""
    if len(text) > most:
        text = text[: most - 1] + "…"
    if _unreadable(text) is None:
        return text
    shown = "".join(ch.encode("unicode_escape").decode() if _unreadable(ch) else ch for ch in text)
    return shown if len(shown) <= most else shown[: most - 1] + "…"
