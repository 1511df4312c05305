"""What a host and a relay say to each other, one pydantic model each; the match's own messages
pass through a relay untouched and are never read there.

A relay is reached at one address (``ws://`` or ``wss://``, perhaps with a path in front when it
sits behind a reverse proxy) and serves three paths below it:

- ``/host``: a host's own connection. It says ``open`` with the match's join code and a secret
  token of its own; the relay answers ``opened`` (the code is the host's while it holds the token)
  or ``refused`` with the reason, and then ``knock`` for every coach or spectator who comes with
  the code. The host answers each knock by opening ``/attach/<peer>``; it says ``close`` when the
  match is over, and the relay lets the code go.
- ``/join/<code>``: a joiner (a coach or a spectator). Once the host attaches, the relay joins the
  two connections and forwards every frame between them as it is, either way.
- ``/attach/<peer>``: the host's end of one joiner's connection; ``peer`` is the knock's secret.

A host whose connection drops says ``open`` again with the same code and token and keeps its code.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from samurai_bowl.net import protocol as p

CONTROL_LIMIT = 4 * 1024  # bytes of one control message: the longest is a refusal's line
PEER = r"[A-Za-z0-9_-]{22,64}"  # a knock's secret: 128 random bits as URL-safe base64
TOKEN = r"[A-Za-z0-9_-]{22,64}"  # a host's secret for its code
CODE = f"[{p.CODE_CHARS}]{{10}}"  # a join code as the host makes it (samurai_bowl.net.join_code)


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    v: Literal[1] = 1


class Open(_Message):
    """From the host: serve this code; ``token`` proves the code is still this host's."""

    type: Literal["open"] = "open"
    code: str = Field(pattern=f"^{CODE}$")
    token: str = Field(pattern=f"^{TOKEN}$")


class Close(_Message):
    """From the host: the match is over; let its code go."""

    type: Literal["close"] = "close"


class Opened(_Message):
    """From the relay: the code is served; ``grace`` seconds it is kept for a host that drops."""

    type: Literal["opened"] = "opened"
    grace: float = Field(ge=0, le=7 * 86_400, allow_inf_nan=False)


class Knock(_Message):
    """From the relay: a joiner came with the code; attach to ``/attach/<peer>`` to take him."""

    type: Literal["knock"] = "knock"
    peer: str = Field(pattern=f"^{PEER}$")


class Refused(_Message):
    """From the relay: it will not serve this host (the code is another's, too many matches ...)."""

    type: Literal["refused"] = "refused"
    reason: p.Line


FromHost = Annotated[Open | Close, Field(discriminator="type")]
FromRelay = Annotated[Opened | Knock | Refused, Field(discriminator="type")]
_FROM_HOST: TypeAdapter[Open | Close] = TypeAdapter(FromHost)
_FROM_RELAY: TypeAdapter[Opened | Knock | Refused] = TypeAdapter(FromRelay)


def read_from_host(raw: str | bytes) -> Open | Close:
    """A host's control message (a :class:`samurai_bowl.net.protocol.BadMessage` when it is not one)."""
    return _read(raw, _FROM_HOST)


def read_from_relay(raw: str | bytes) -> Opened | Knock | Refused:
    return _read(raw, _FROM_RELAY)


def _read(raw: str | bytes, adapter: TypeAdapter[Any]) -> Any:
    return p.read_as(raw, CONTROL_LIMIT, adapter)


def relay_problem(url: str) -> str | None:
    """Why ``url`` is not a relay's address, or None when it is."""
    try:
        parts = urlsplit(url.strip())
        parts.port  # noqa: B018 (read for its check: a port out of range raises)
    except ValueError as exc:
        return f"is not an address: {exc} (got {url!r})"
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        return f"must be a relay's address, wss://HOST[:PORT] or ws://HOST[:PORT] (got {url!r})"
    if parts.query or parts.fragment:
        return f"must have no ?query or #fragment (got {url!r})"
    return None


def relay_path(url: str, *parts: str) -> str:
    """The address of a path below the relay at ``url``: ``relay_path(url, "join", code)``."""
    return "/".join([url.strip().rstrip("/"), *parts])
