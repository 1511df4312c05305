"""Every message of network play, one pydantic model each, read and written here alone.

A message is one JSON object (one WebSocket text frame) with ``v`` (the protocol's version) and
``type``. Both ends read what they receive with :func:`read_from_joiner` / :func:`read_from_host`:
anything too big, not JSON, of another version, of an unknown type or with a field of the wrong
shape is a :class:`BadMessage` whose text names the field and what is wrong, and the reader
refuses it without acting on it.

The joiner says ``hello`` (the join code, whether it comes to play or to watch, its team for a
friendly), then ``act`` (one action, answering the decision numbered ``seq``) and ``say`` (a line
of chat). The host answers ``welcome`` (the match as the joiner may see it), then an ``update`` for
every action applied (by either coach), ``refused`` for what it did not take, ``paused`` /
``resumed`` while a coach is away, ``chat`` for every line a coach says, and ``ended`` with the
result and the replay once the match is over. Where the match has a turn clock, the welcome, each
update, ``paused`` and ``resumed`` carry it as it stands (``clock``).
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

VERSION = 1
JOINER_LIMIT = 64 * 1024  # bytes: a hello with its team file is a few KB, an action a hundred bytes
HOST_LIMIT = 16 * 1024 * 1024  # bytes: a whole match's state on arrival is a few hundred KB
CODE_CHARS = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # 32 letters and digits, none read as another

Json = dict[str, Any]


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
    name: str = Field(max_length=200)
    text: str = Field(max_length=1000)


class ChatLine(_Message):
    type: Literal["chat"] = "chat"
    line: Chat


# --- from the joiner --------------------------------------------------------------------------------
class Hello(_Message):
    type: Literal["hello"] = "hello"
    code: str = Field(min_length=1, max_length=64)
    role: Literal["player", "spectator"] = "player"
    team: Json | None = None  # a friendly's team file, as `team new` writes it


class Act(_Message):
    type: Literal["act"] = "act"
    seq: int = Field(ge=0)  # the number of the update whose decision this answers
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
    seq: int = Field(ge=0)  # the updates so far: an act answers the last one
    match: Json  # the public save (samurai_bowl.engine.public_save), the take-back for its coach alone
    paused: str | None = None  # "waiting for X to reconnect" when a coach is away
    league: str | None = None  # "League name, round N" for a league fixture
    clock: ClockData | None = None  # the turn clock, when the match has one
    chat: list[Chat] = Field(default_factory=list, max_length=500)  # the latest lines said


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
    seq: int = Field(ge=1)
    side: int = Field(ge=0, le=1)  # whose action it was
    action: ActionData
    state: Json  # the public state without history, events and take-back
    history_from: int = Field(ge=0)  # the history is its first history_from actions, then these
    history: list[Json]
    events_from: int = Field(ge=0)
    events: list[Json]
    clock: ClockData | None = None
    take_back: TakeBackPart | None = None  # to the coach whose take-back it is alone; None: he has none


class Refused(_Message):
    type: Literal["refused"] = "refused"
    reason: str
    seq: int | None = None  # the act's seq, when the refused message had one


class Paused(_Message):
    type: Literal["paused"] = "paused"
    waiting_for: str  # "waiting for X to reconnect"
    award_after: float | None = None  # seconds until the host may award the match (R3.8)
    clock: ClockData | None = None


class Resumed(_Message):
    type: Literal["resumed"] = "resumed"
    clock: ClockData | None = None


class Ended(_Message):
    type: Literal["ended"] = "ended"
    result: Json  # the post-game record (R19), as the league records it
    replay: Json  # the session save of the finished match, for the joiner's replays
    note: str = ""  # how it ended when not on the pitch: "awarded (R3.8): X did not come back…"


HostMessage = Welcome | Update | Refused | Paused | Resumed | ChatLine | Ended
FromHost = Annotated[HostMessage, Field(discriminator="type")]

_FROM_JOINER: TypeAdapter[Hello | Act | Say] = TypeAdapter(FromJoiner)
_FROM_HOST: TypeAdapter[HostMessage] = TypeAdapter(FromHost)


class BadMessage(ValueError):
    """A message refused before anything acts on it; its text says why in one line."""


def encode(message: BaseModel) -> str:
    return json.dumps(message.model_dump(mode="json"), separators=(",", ":"))


def read_from_joiner(raw: str | bytes) -> Hello | Act | Say:
    return _read(raw, JOINER_LIMIT, _FROM_JOINER)


def read_from_host(raw: str | bytes) -> HostMessage:
    return _read(raw, HOST_LIMIT, _FROM_HOST)


def _read(raw: str | bytes, limit: int, adapter: TypeAdapter[Any]) -> Any:
    size = len(raw.encode() if isinstance(raw, str) else raw)
    if size > limit:
        raise BadMessage(f"the message is {size:,} bytes, over the limit of {limit:,}")
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadMessage(f"the message is not JSON ({exc})") from None
    if not isinstance(data, dict):
        raise BadMessage("the message must be a JSON object")
    if data.get("v") != VERSION:
        raise BadMessage(
            f"v: protocol version {data.get('v')!r} is not spoken here (this is version {VERSION})"
        )
    try:
        return adapter.validate_python(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"]) or "type"  # no place: the type it names
        raise BadMessage(f"{where}: {error['msg']}") from None
