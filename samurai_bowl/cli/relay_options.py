"""``--relay URL`` and ``--relay-ca FILE`` of ``samurai-bowl host`` and ``join``: a match through a
relay both machines dial out to (``samurai-bowl relay``), for coaches who cannot open a port."""

from __future__ import annotations

import argparse
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from samurai_bowl.errors import DataError

if TYPE_CHECKING:
    from samurai_bowl.net.host import MatchHost
    from samurai_bowl.sessions.session import Session


@dataclass(frozen=True)
class Relaying:
    """A host's way through a relay: its address, the host's token there, the certificates."""

    url: str
    token: str
    tls: ssl.SSLContext | None


def relaying(args: argparse.Namespace, session: Session | None) -> Relaying | None:
    """How ``samurai-bowl host`` goes through a relay, or None when it listens itself (a
    DataError when --relay comes with the options of listening)."""
    url = relay_url(args, session)
    if url is None:
        return None
    if args.listen is not None or args.yes:
        raise DataError("--relay", "hosts through the relay: --listen and --yes are for listening here")
    from samurai_bowl.net.hosting import relay_token

    return Relaying(url, relay_token(session), relay_tls(args))


def add_relay_options(command: argparse.ArgumentParser, doing: str) -> None:
    command.add_argument(
        "--relay",
        metavar="URL",
        help=f"{doing} through the relay at this address (wss://HOST[:PORT]): no port to open",
    )
    command.add_argument(
        "--relay-ca",
        metavar="FILE",
        type=Path,
        help="trust the relay's certificate by this file (PEM), for a relay with a certificate of "
        "its own making (default: the system's certificate authorities)",
    )


def relay_url(args: argparse.Namespace, session: Session | None = None) -> str | None:
    """The relay the command goes through: ``--relay``, else the one a resumed match was hosted
    through; None for none. A DataError naming ``--relay`` when it is no relay's address."""
    from samurai_bowl.net.relay_protocol import relay_problem

    url, field = args.relay, "--relay"
    if url is None and session is not None and session.network is not None:
        kept = session.network.get("relay")
        url, field = (kept if isinstance(kept, str) else None), "network.relay"
    if url is None:
        if args.relay_ca is not None:
            raise DataError("--relay-ca", "is the relay's certificate: add --relay URL")
        return None
    problem = relay_problem(url)
    if problem:
        raise DataError(field, problem)
    return str(url).strip()


def relay_tls(args: argparse.Namespace) -> ssl.SSLContext | None:
    """The certificates a ``wss://`` relay is checked against: ``--relay-ca``'s, or None for the
    system's. A DataError naming the file when it does not load."""
    path: Path | None = args.relay_ca
    if path is None:
        return None
    return client_tls(path)


def client_tls(path: Path) -> ssl.SSLContext:
    """A context that trusts the certificate authority in ``path`` (a DataError naming it when it
    cannot be read as one)."""
    context = ssl.create_default_context()
    try:
        context.load_verify_locations(cafile=str(path))
    except FileNotFoundError:
        raise DataError(path, "file not found") from None
    except (OSError, ssl.SSLError, ValueError) as exc:
        raise DataError(path, f"is not a certificate in PEM form ({exc})") from None
    return context


def relay_hosting_lines(url: str, code: str) -> tuple[str, str]:
    """What a host through a relay prints: where, the code, and the joiner's command."""
    from samurai_bowl.net.join_code import shown

    return (
        f"Hosting through the relay {url}, join code {shown(code)}",
        f"  samurai-bowl join --relay {url} --code {shown(code)}",
    )


async def relay_started(host: MatchHost, relay: Relaying) -> str | None:
    """Serve ``host`` through the relay: None when it is served, else why not in one line."""
    from samurai_bowl.net.relay_dial import RelayRefused

    try:
        await host.start_relayed(relay.url, relay.token, relay.tls)
    except (RelayRefused, OSError) as exc:
        return start_problem(exc)
    return None


def relay_start_problem(start: Callable[[], float]) -> str | None:
    """Start serving through a relay (``start`` waits for it from another thread): None when
    served, else why not in one line."""
    from samurai_bowl.net.relay_dial import RelayRefused

    try:
        start()
    except (RelayRefused, OSError) as exc:
        return start_problem(exc)
    return None


def start_problem(exc: Exception) -> str:
    """Why a host could not serve through a relay, in words."""
    from samurai_bowl.net.relay_dial import RelayRefused

    return f"the relay refused: {exc}" if isinstance(exc, RelayRefused) else str(exc)
