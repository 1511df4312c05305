"""``samurai-bowl relay``: run a relay (:mod:`samurai_bowl.net.relay`) that hosts and joiners both
dial out to, so that coaches behind home routers play as on a LAN. It holds no match and no dice;
it forwards frames, logs one line when a match opens and one when it ends, and runs until stopped
(Ctrl-C, or SIGTERM from a service manager)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import resource
import sys
from typing import Any

from samurai_bowl.cli.exit_codes import EXIT_FAILED
from samurai_bowl.errors import DataError
from samurai_bowl.processes.stopping import run_stoppable

FILES_PER_MATCH = (
    4  # descriptors a match holds at the relay: the host's line, its end and the joiner's, a watcher
)


def add_relay_command(commands: Any, common: argparse.ArgumentParser) -> None:
    """``relay``, with the common options every command takes (it reads none of the files)."""
    from samurai_bowl.net.relay import PORT, Limits

    made = Limits()
    relay = commands.add_parser(
        "relay",
        parents=[common],
        help="run a relay that hosts and joiners dial out to (no port to open at home)",
        description="Run a relay: a host connects out to it and serves its match under its join code; "
        "joiners connect out to it with the code, and it forwards their messages, and nothing else. "
        "It holds no match and no dice.",
    )
    relay.add_argument(
        "--listen", metavar="ADDRESS", default="0.0.0.0", help="address to listen on (default: every network)"
    )
    relay.add_argument(
        "--port", type=int, default=PORT, help=f"port to listen on (default {PORT}; 0: any free one)"
    )
    relay.add_argument(
        "--cert",
        metavar="FILE",
        help="TLS certificate chain (PEM): serve wss:// (else ws://, for a proxy in front)",
    )
    relay.add_argument(
        "--key", metavar="FILE", help="the certificate's private key (PEM), when not in --cert"
    )
    relay.add_argument(
        "--behind-proxy",
        action="store_true",
        help="a reverse proxy on this machine passes connections on: each one's address is the last in its "
        "X-Forwarded-For header",
    )
    for option, kind, default, meaning in (
        ("--per-address", int, made.per_address, "connections at once from one address"),
        ("--matches-per-address", int, made.matches_per_address, "matches hosted at once from one address"),
        ("--max-matches", int, made.matches, "matches at once in all"),
        ("--idle", float, made.idle, "close a connection silent this long either way"),
        ("--grace", float, made.grace, "keep a dropped host's code this long"),
    ):
        relay.add_argument(
            option,
            type=kind,
            default=default,
            metavar="N" if kind is int else "SECONDS",
            help=f"{meaning} (default {default:g})",
        )
    relay.set_defaults(handler=relay_command)


def relay_command(args: argparse.Namespace) -> int:
    from samurai_bowl.net.relay import Limits, server_tls

    if not 0 <= args.port <= 65535:
        raise DataError("--port", f"must be 0 to 65535 (got {args.port})")
    for option in ("per_address", "matches_per_address", "max_matches"):
        if getattr(args, option) < 1:
            raise DataError(
                f"--{option.replace('_', '-')}", f"must be 1 or more (got {getattr(args, option)})"
            )
    for option in ("idle", "grace"):
        value = getattr(args, option)
        if not 0 < value <= 7 * 86_400:
            raise DataError(f"--{option}", f"must be more than 0 seconds and at most a week (got {value:g})")
    if args.key is not None and args.cert is None:
        raise DataError("--key", "is the certificate's key: add --cert FILE")
    tls = None
    if args.cert is not None:
        try:
            tls = server_tls(args.cert, args.key)
        except FileNotFoundError as exc:
            raise DataError(exc.filename or args.cert, "file not found") from None
        except (OSError, ValueError) as exc:  # ssl.SSLError is an OSError
            raise DataError(
                args.key or args.cert, f"does not load as a certificate and its key ({exc})"
            ) from None
    limits = Limits(
        per_address=args.per_address,
        matches_per_address=args.matches_per_address,
        matches=args.max_matches,
        idle=args.idle,
        grace=args.grace,
        proxied=args.behind_proxy,
    )
    return run_stoppable(_serve(args, limits, tls))


async def _serve(args: argparse.Namespace, limits: Any, tls: Any) -> int:
    from samurai_bowl.net.relay import Relay

    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)
    descriptors = _more_descriptors()
    relay = Relay(limits)
    try:
        address, port = await relay.start(args.listen, args.port, tls)
    except OSError as exc:
        print(
            f"samurai-bowl relay: cannot listen on {args.listen}:{args.port} ({exc.strerror or exc})",
            file=sys.stderr,
        )
        return EXIT_FAILED
    scheme = "wss" if tls is not None else "ws"
    shown = f"[{address}]" if ":" in address else address
    print(f"Relay listening on {scheme}://{shown}:{port}", flush=True)
    print(
        f"  room for about {descriptors // FILES_PER_MATCH:,} matches by this process's file limit "
        f"({descriptors:,}); Ctrl-C stops it",
        flush=True,
    )
    try:
        await asyncio.Event().wait()  # until stopped
    finally:
        await relay.close()
    return 0


def _more_descriptors() -> int:
    """Raise this process's limit of open files to what the system allows it (every connection is
    one); the limit then."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        wanted = 1 << 20 if hard == resource.RLIM_INFINITY else hard
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return soft
