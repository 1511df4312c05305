"""``samurai-bowl host`` and ``samurai-bowl join``: a match between two machines.

The host serves a friendly (its team at home, the joiner's away), a fixture of its league whose
joining side a person coaches, or a match saved while hosted (``--resume``, after a crash). The
joiner connects with the address and the join code. Each opens the window, where the person plays;
with ``--ai LEVEL`` the AI plays that end without a window, so a person can test the connection
alone against it (and the tests play whole matches between two processes).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import secrets
import ssl
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from samurai_bowl.cli.context import data_dir, game_data, team_store
from samurai_bowl.cli.exit_codes import EXIT_FAILED
from samurai_bowl.cli.numbers import seed_number, stored_int
from samurai_bowl.cli.relay_options import (
    Relaying,
    add_relay_options,
    relay_hosting_lines,
    relay_start_problem,
    relay_started,
    relay_tls,
    relay_url,
    relaying,
)
from samurai_bowl.errors import DataError
from samurai_bowl.net.address import PORT, address_problem
from samurai_bowl.processes.stopping import run_stoppable

if TYPE_CHECKING:
    from samurai_bowl.data.loader import GameData
    from samurai_bowl.net.host import MatchHost
    from samurai_bowl.net.joiner import Joiner
    from samurai_bowl.sessions.session import Session

AI_LEVELS = ("easy", "normal", "hard")

TURN_CLOCK_LEAST, TURN_CLOCK_MOST = 10, 3600  # seconds a team turn's clock may be set to
AWARD_AFTER_MOST = 7 * 24 * 3600  # seconds: a week away is as long as a host may wait to award


def add_net_commands(
    commands: Any, common: argparse.ArgumentParser, with_league: argparse.ArgumentParser
) -> None:
    host = commands.add_parser(
        "host",
        parents=[with_league],
        help="host a match another machine joins",
        description="Serve a match over the network: the dice and the rules stay on this machine. "
        "Prints the address and the join code to give the other coach.",
    )
    what = host.add_mutually_exclusive_group(required=True)
    what.add_argument("--team", metavar="NAME_OR_FILE", help="a friendly: your team plays at home")
    what.add_argument("--league", metavar="NAME", help="a fixture of this league (with --fixture)")
    what.add_argument("--resume", metavar="FILE", type=Path, help="host again a match saved while hosted")
    host.add_argument("--fixture", type=stored_int, metavar="N", help="the league fixture's number")
    host.add_argument(
        "--port", type=int, default=PORT, help=f"port to listen on (default {PORT}; 0: any free one)"
    )
    host.add_argument(
        "--listen",
        metavar="ADDRESS",
        help="address to listen on: 127.0.0.1 for this machine only, 0.0.0.0 for every network "
        "(default: every network, after you confirm)",
    )
    host.add_argument("--yes", action="store_true", help="listen on every network without asking")
    _ai_option(host)
    host.add_argument(
        "--seed",
        type=seed_number,
        help="a friendly's dice seed, for reproducible tests and benchmarks only: whoever knows it can "
        "predict every die (default: fresh secret dice)",
    )
    host.add_argument(
        "--award-after",
        type=float,
        default=300.0,
        metavar="SECONDS",
        help="a joiner away this long concedes the match to you (R3.8; default 300)",
    )
    host.add_argument("--spectators", action="store_true", help="let others watch with the join code")
    host.add_argument(
        "--turn-clock",
        metavar="SECONDS",
        default="0",
        help="seconds each coach has for a team turn; when they run out his turn ends and the rules "
        f"answer for him (0: no clock, the default; else {TURN_CLOCK_LEAST} to {TURN_CLOCK_MOST})",
    )
    add_relay_options(host, "host")
    host.set_defaults(handler=host_command, league_command=True)  # it reads --league-db

    join = commands.add_parser(
        "join",
        parents=[common],
        help="join a match another machine hosts",
        description="Join a hosted match with the address and code its host gives you.",
    )
    join.add_argument("address", metavar="HOST:PORT", nargs="?", help="the host's address (none: --relay)")
    join.add_argument("--code", help="the join code the host shows (required)")
    join.add_argument("--team", metavar="NAME_OR_FILE", help="your team, for a friendly")
    _ai_option(join)
    join.add_argument("--ai-seed", type=int, help="the AI coach's seed (default: a random one)")
    join.add_argument("--spectate", action="store_true", help="watch, never act")
    add_relay_options(join, "join")
    join.set_defaults(handler=join_command)


def _ai_option(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--ai",
        choices=AI_LEVELS,
        help="your side is played by the AI at this level (default: you, in the window)",
    )


# --- host --------------------------------------------------------------------------------------------
def host_command(args: argparse.Namespace) -> int:
    from samurai_bowl.net.hosting import match_host
    from samurai_bowl.net.join_code import new_code

    data = game_data(args)
    folder = data_dir(args)
    _resume_file_there(args.resume)
    resumed = None if args.resume is None else _resumed(data, args.resume, folder)
    relay = relaying(args, resumed)
    listen = "" if relay is not None else _listen(args)
    if args.port < 0 or args.port > 65535:
        raise DataError("--port", f"must be 0 to 65535 (got {args.port})")
    if args.award_after < 0:
        raise DataError("--award-after", f"must be 0 or more seconds (got {args.award_after:g})")
    turn_clock = _turn_clock(args.turn_clock)
    if args.award_after > AWARD_AFTER_MOST:
        raise DataError(
            "--award-after", f"must be at most {AWARD_AFTER_MOST} seconds, a week (got {args.award_after:g})"
        )
    if args.league is not None and args.fixture is None:
        raise DataError("--league", "needs --fixture N, the fixture to play")
    if args.fixture is not None and args.league is None:
        raise DataError("--fixture", "is a fixture of a league: add --league NAME")
    if args.seed is not None and args.team is None:
        raise DataError("--seed", "is a friendly's (a league fixture is given fresh secret dice when hosted)")
    session, make, code = resumed, None, new_code()
    if args.league is not None:
        session = _fixture_session(args, data, folder, code)
    elif resumed is None:
        make = _friendly_maker(args, data, code)
    host = match_host(
        folder,
        session,
        code,
        make,
        award_after=args.award_after,
        spectators=args.spectators,
        on_end=lambda s: _finish(folder, s),
        turn_clock=turn_clock,
    )
    if args.ai is None:
        return _host_in_window(data, folder, host, listen, args.port, relay)
    return run_stoppable(_host(args, host, listen, relay))


def _turn_clock(text: str) -> float | None:
    """--turn-clock: seconds for a team turn, or None for no clock (0)."""
    from samurai_bowl.text.numbers import whole_number

    try:
        seconds = whole_number(text, 0, TURN_CLOCK_MOST)
        if 0 < seconds < TURN_CLOCK_LEAST:
            raise ValueError(f"must be 0 (no clock) or at least {TURN_CLOCK_LEAST} seconds (got {seconds})")
    except ValueError as exc:
        raise DataError("--turn-clock", str(exc)) from None
    return float(seconds) or None


def _listen(args: argparse.Namespace) -> str:
    if args.listen is not None:
        return str(args.listen)
    if args.yes:
        return "0.0.0.0"
    if not sys.stdin.isatty():
        raise DataError(
            "--listen", "not given: add --listen 127.0.0.1 (this machine) or --yes (every network)"
        )
    answer = input(f"Listen on every network this machine is on (port {args.port} must be open)? [y/N] ")
    if answer.strip().lower() not in ("y", "yes"):
        raise DataError("--listen", "every network was declined: give --listen ADDRESS")
    return "0.0.0.0"


def _friendly_maker(args: argparse.Namespace, data: GameData, code: str) -> Any:
    from samurai_bowl.cli.team_cmd import resolve_team_file
    from samurai_bowl.net.hosting import friendly_maker
    from samurai_bowl.teams.store import load_team

    home = load_team(resolve_team_file(team_store(args), args.team), data)
    return friendly_maker(data, home, code, args.ai or "human", args.seed)


def _fixture_session(args: argparse.Namespace, data: GameData, folder: Path, code: str) -> Session:
    from samurai_bowl.league.db import league_path
    from samurai_bowl.net.hosting import fixture_session

    path = args.league_db or league_path(folder)
    return fixture_session(data, path, args.league, args.fixture, code, args.ai or "human")[0]


def _resume_file_there(path: Path | None) -> None:
    """The match to host again is looked for first: a missing one is the line to read, not the
    address to listen on."""
    if path is None or path.is_file():
        return
    raise DataError(path, "is a folder, not a file" if path.is_dir() else "file not found")


def _resumed(data: GameData, path: Path, folder: Path) -> Session:
    from samurai_bowl.sessions.session import load_session

    session = load_session(data, path, folder)
    if session.network is None:
        raise DataError(path, "was not hosted over the network: resume it in the window", "network")
    if session.match.pending is None:
        raise DataError(path, "is a finished match", "match")
    return session


def _hosting_lines(address: str, port: int, code: str) -> tuple[str, str]:
    from samurai_bowl.net.join_code import shown

    shown_address = f"[{address}]" if ":" in address else address
    return (
        f"Hosting on {shown_address}:{port}, join code {shown(code)}",
        f"  samurai-bowl join {shown_address}:{port} --code {shown(code)}",
    )


def _host_in_window(
    data: GameData, folder: Path, host: MatchHost, listen: str, port: int, relay: Relaying | None
) -> int:
    """A person hosts: the window opens on the Host screen, already listening (or through the relay)."""
    from samurai_bowl.cli.play_cmd import open_game_window
    from samurai_bowl.net.address import this_machine
    from samurai_bowl.net.host import DRAIN
    from samurai_bowl.net.hosting import finish
    from samurai_bowl.net.join_code import shown
    from samurai_bowl.net.link import HostLink
    from samurai_bowl.ui.routes import HostMatch

    link = HostLink(data, folder, host, lambda s: finish(folder, s))
    if relay is not None:
        problem = relay_start_problem(lambda: link.through_relay(relay.url, relay.token, relay.tls))
        if problem:
            link.close()
            print(f"samurai-bowl host: {problem}", file=sys.stderr)
            return EXIT_FAILED
        lines = relay_hosting_lines(relay.url, host.code)
        told = (
            f"Relay: {relay.url}    Join code: {shown(host.code)}",
            "Waiting for the other coach to join through the relay (no port to open)",
            "The match starts when he joins; Esc stops hosting.",
        )
    else:
        try:
            address, port = link.listen(listen, port)
        except OSError as exc:
            link.close()
            print(
                f"samurai-bowl host: cannot listen on {listen}:{port} ({exc.strerror or exc})",
                file=sys.stderr,
            )
            return EXIT_FAILED
        lines = _hosting_lines(address, port, host.code)
        where = this_machine() if listen in ("0.0.0.0", "::") else address
        told = (
            f"Address: {where}:{port}    Join code: {shown(host.code)}",
            f"Waiting for the other coach to join (port {port} open in this machine's firewall)",
            "The match starts when he joins; Esc stops hosting.",
        )
    for line in lines:
        print(line, flush=True)
    try:
        return open_game_window(data, folder, HostMatch(link=link, told=told))
    finally:
        link.close()  # a finished match's host serves on a little for a joiner owed the end
        if link.linger_until is not None and not link.lingered.wait(DRAIN):
            _say_waiting(link.linger_until - time.monotonic())
            link.lingered.wait()


async def _host(args: argparse.Namespace, host: MatchHost, listen: str, relay: Relaying | None) -> int:
    from samurai_bowl.net.ai_play import play_host_side
    from samurai_bowl.net.host import DRAIN, LINGER

    if relay is not None:
        problem = await relay_started(host, relay)
        if problem:
            print(f"samurai-bowl host: {problem}", file=sys.stderr)
            return EXIT_FAILED
        lines = relay_hosting_lines(relay.url, host.code)
    else:
        try:
            address, port = await host.start(listen, args.port)
        except OSError as exc:
            print(
                f"samurai-bowl host: cannot listen on {listen}:{args.port} ({exc.strerror or exc})",
                file=sys.stderr,
            )
            return EXIT_FAILED
        lines = _hosting_lines(address, port, host.code)
    for line in lines:
        print(line, flush=True)
    try:
        await play_host_side(host, args.ai)
        # a joiner here at the end has it in a moment; one away (an award) may come back for it
        if host.owes_end() and not await host.wait_for_joiner(DRAIN):
            _say_waiting(LINGER)
            await host.wait_for_joiner(LINGER)
    finally:
        await host.close()
    assert host.session is not None
    _print_result(host.session, host.note)
    if host.save_problem:
        print(host.save_problem, flush=True)
    print(
        f"Messages to the joiner: {host.sent[0]} ({host.sent[1]:,} bytes); from it: {host.received[0]} "
        f"({host.received[1]:,} bytes)",
        flush=True,
    )
    return 0


def _say_waiting(seconds: float) -> None:
    print(
        f"The match is over; waiting up to {max(seconds, 0):.0f} s for the joining coach to come back "
        "for the result — Ctrl-C to stop",
        flush=True,
    )


def _finish(folder: Path, session: Session) -> None:
    from samurai_bowl.net.hosting import finish

    problem = finish(folder, session)
    if problem:
        print(problem, flush=True)


def _print_result(session: Session, note: str) -> None:
    match = session.match
    home, away = match.teams[0].name, match.teams[1].name
    result = match.result or {}
    score = result.get("score", [match.teams[0].score, match.teams[1].score])
    print(f"Final score: {home} {score[0]}–{score[1]} {away}" + (f" ({note})" if note else ""), flush=True)


# --- join --------------------------------------------------------------------------------------------
def join_command(args: argparse.Namespace) -> int:
    from samurai_bowl.net.join_code import typed
    from samurai_bowl.net.protocol import CODE_CHARS

    relay = relay_url(args)
    if relay is not None and args.address is not None:
        raise DataError("HOST:PORT", "is not given with --relay: the relay brings the two machines together")
    problem = None if relay is not None else address_problem(args.address or "")
    if problem:
        raise DataError("HOST:PORT", problem if args.address else "is required (or --relay URL)")
    if args.code is None:
        raise DataError("--code", "is required: the join code the host's screen shows, e.g. ABCDE-FGHJK")
    code = typed(args.code)
    if not code or any(ch not in CODE_CHARS for ch in code):
        raise DataError(
            "--code", f"is the ten letters and digits the host shows, e.g. ABCDE-FGHJK (got {args.code!r})"
        )
    data = game_data(args)
    team = None
    if args.team is not None:
        from samurai_bowl.cli.team_cmd import resolve_team_file
        from samurai_bowl.teams.store import load_team

        team = load_team(resolve_team_file(team_store(args), args.team), data).model_dump(mode="json")
    tls = relay_tls(args)
    address = relay or args.address
    if args.ai is None:
        return _join_in_window(
            data, data_dir(args), address, code, team, args.spectate, relay is not None, tls
        )
    return run_stoppable(_join(args, data, address, code, team, relay is not None, tls))


def _join_in_window(
    data: GameData,
    folder: Path,
    address: str,
    code: str,
    team: dict[str, Any] | None,
    spectate: bool,
    relay: bool,
    tls: ssl.SSLContext | None,
) -> int:
    """A person joins: the window opens on the Join screen, connecting."""
    from samurai_bowl.cli.play_cmd import open_game_window
    from samurai_bowl.net.link import JoinLink
    from samurai_bowl.ui.routes import JoinMatch

    link = JoinLink(
        data, address, code, team, role="spectator" if spectate else "player", relay=relay, tls=tls
    )
    try:
        return open_game_window(data, folder, JoinMatch(link=link))
    finally:
        link.close()


async def _join(
    args: argparse.Namespace,
    data: GameData,
    address: str,
    code: str,
    team: dict[str, Any] | None,
    relay: bool,
    tls: ssl.SSLContext | None,
) -> int:
    from samurai_bowl.net.joiner import Joiner, TurnedAway

    role = "spectator" if args.spectate else "player"
    joiner = Joiner(data, address, code, team=team, role=role, relay=relay, tls=tls)
    runner = asyncio.create_task(joiner.run())
    player = asyncio.create_task(_play_join(joiner, args))
    told = asyncio.create_task(_tell_no_answer(joiner))
    try:
        await runner
    except TurnedAway as exc:
        print(f"samurai-bowl join: the host refused: {exc}", file=sys.stderr)
        return EXIT_FAILED
    except OSError as exc:
        print(f"samurai-bowl join: {exc}", file=sys.stderr)
        return EXIT_FAILED
    finally:
        player.cancel()
        told.cancel()
    assert joiner.ended is not None
    _save_replay(data_dir(args), joiner.ended.replay)
    score = joiner.ended.result.get("score", ["?", "?"])
    teams = joiner.ended.replay["match"]["home"]["name"], joiner.ended.replay["match"]["away"]["name"]
    note = f" ({joiner.ended.note})" if joiner.ended.note else ""
    print(f"Final score: {teams[0]} {score[0]}–{score[1]} {teams[1]}{note}", flush=True)
    print(
        f"Messages to the host: {joiner.sent[0]} ({joiner.sent[1]:,} bytes); from it: {joiner.received[0]} "
        f"({joiner.received[1]:,} bytes)",
        flush=True,
    )
    return 0


async def _tell_no_answer(joiner: Joiner) -> None:
    """Said once, as soon as the first tries meet no host: a wrong address or port shows at once."""
    from samurai_bowl.net.joiner import no_answer_words

    await joiner.unanswered.wait()
    print(f"{no_answer_words(joiner.address)} — Ctrl-C to stop", file=sys.stderr, flush=True)


async def _play_join(joiner: Joiner, args: argparse.Namespace) -> None:
    from samurai_bowl.net.ai_play import play_joiner_side

    await joiner.welcomed.wait()
    match = joiner.match
    assert match is not None
    if joiner.side is None:
        print(f"Watching {match.teams[0].name} v {match.teams[1].name}", flush=True)
        return
    side = "home" if joiner.side == 0 else "away"
    print(f"Joined as {match.teams[joiner.side].name} ({side})", flush=True)
    await play_joiner_side(
        joiner, args.ai, args.ai_seed if args.ai_seed is not None else secrets.randbits(31)
    )


def _save_replay(folder: Path, replay: dict[str, Any]) -> None:
    """The finished match as the host sent it, in this machine's saves (without the host's league
    file and join code)."""
    from samurai_bowl.files.atomic import write_text_atomic
    from samurai_bowl.net.hosting import replay_path

    kept = {k: v for k, v in replay.items() if k not in ("league", "network")}
    seed = replay["match"]["state"]["seed"]
    write_text_atomic(
        replay_path(folder, int(seed)),
        json.dumps(kept, separators=(",", ":")) + "\n",
        "the replay",
        make_folder=True,
    )
