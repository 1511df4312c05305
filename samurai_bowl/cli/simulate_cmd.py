"""``samurai-bowl simulate``: many coach-vs-coach matches between two teams, summed up."""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from samurai_bowl.cli.action_limit import ACTION_LIMITS, action_words, rule_options
from samurai_bowl.cli.game_report import REPORT, game_report, with_clans
from samurai_bowl.cli.series_run import run_series
from samurai_bowl.cli.where import add_where_options, check_where
from samurai_bowl.errors import DataError
from samurai_bowl.files.atomic import check_target
from samurai_bowl.play.coaches import COACH_NAMES
from samurai_bowl.play.series import Game, Played, Series
from samurai_bowl.play.workers import WorkerLost
from samurai_bowl.text.numbers import shown_number
from samurai_bowl.text.words import plural

if TYPE_CHECKING:
    from samurai_bowl.data.loader import GameData
    from samurai_bowl.engine import SeriesSummary
    from samurai_bowl.teams.model import Team

# The most games one run plays: about a month of the quickest games on a 16-core machine. More is
# a slip of the finger, not a plan.
MAX_GAMES = 1_000_000_000


def add_simulate_command(commands: Any, common: argparse.ArgumentParser) -> None:
    sim = commands.add_parser(
        "simulate",
        parents=[common],
        help="play many AI-vs-AI matches and sum up the results",
        description="Play GAMES matches between two teams, coach against coach, and print wins, "
        "touchdowns, casualties and speed. Each side is a clan (a team is drafted for it from "
        "--seed) or a saved team. Match i uses seed SEED+i for the dice and both coaches.",
    )
    sides = sim.add_argument_group("teams (one of each pair per side)")
    sides.add_argument("--home", metavar="CLAN", help="draft a home team of this clan, e.g. crab")
    sides.add_argument("--home-team", metavar="NAME_OR_FILE", help="a saved team or team file for home")
    sides.add_argument("--away", metavar="CLAN", help="draft an away team of this clan, e.g. lion")
    sides.add_argument("--away-team", metavar="NAME_OR_FILE", help="a saved team or team file for away")
    sim.add_argument(
        "--games",
        type=int,
        default=100,
        help=f"matches to play, per pairing with --round-robin (default 100, at most {MAX_GAMES:,}); "
        "a run of any length holds a few games at a time, its report is written as they come, and "
        "Ctrl-C stops it",
    )
    sim.add_argument(
        "--seed",
        type=int,
        default=0,
        help="first match's seed, for reproducible tests and benchmarks: it makes every die predictable; "
        "also drafts the teams (default 0)",
    )
    known = ", ".join(COACH_NAMES)
    both = "random, or normal with --round-robin"
    sim.add_argument("--coach", help=f"home coach (default {both}; known: {known})")
    sim.add_argument("--vs", help=f"away coach (default {both}; known: {known})")
    league = sim.add_argument_group("round robin (instead of --home/--away)")
    league.add_argument(
        "--round-robin",
        action="store_true",
        help="play every clan against every other, home and away in turn, and print a clan-vs-clan table",
    )
    league.add_argument(
        "--clans", metavar="CLAN,CLAN,...", help="the clans in the round robin (default: every clan)"
    )
    sim.add_argument(
        "--action-limit",
        choices=ACTION_LIMITS,
        default="team",
        help="R4.2: one pass, block or foul per team turn (team, the default) or per model (model)",
    )
    add_where_options(sim, "games")
    sim.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    sim.add_argument(
        "--report",
        type=Path,
        metavar="FILE",
        help="write every match's record (seed, clans, teams, score, winnings, each player's statistics "
        "and SPP) as JSON, every game of every pairing with --round-robin",
    )
    sim.add_argument(
        "--progress", action="store_true", help="show the progress bar on stderr even when not a terminal"
    )
    sim.set_defaults(handler=simulate)


def check_seed(seed: int) -> None:
    """The dice take a seed from 0 up (numpy's seeding refuses a negative one)."""
    if seed < 0:
        raise DataError("--seed", f"must be ≥ 0 (got {seed})")


def check_coach(flag: str, name: str) -> None:
    if name not in COACH_NAMES:
        raise DataError(f"{flag} {name}", f"unknown coach (coaches: {', '.join(COACH_NAMES)})")


def _coach_names(args: argparse.Namespace) -> tuple[str, str]:
    """The coaches' names; unset ones are random, or normal in a round robin (random vs random is 0-0)."""
    default = "normal" if args.round_robin else "random"
    return args.coach or default, args.vs or default


def _side_choice(args: argparse.Namespace, side: str) -> tuple[str | None, str | None]:
    """(clan, team) for one side; exactly one of them is given."""
    clan, team = getattr(args, side), getattr(args, f"{side}_team")
    if clan is not None and team is not None:
        raise DataError(f"--{side} / --{side}-team", "give one or the other, not both")
    if clan is None and team is None:
        wanted = f"a clan (--{side} CLAN) or a saved team (--{side}-team NAME) is required"
        raise DataError(f"--{side}", wanted)
    return clan, team


def _team_for(args: argparse.Namespace, data: GameData, side: str, rng: random.Random) -> Team:
    from samurai_bowl.cli.context import team_store
    from samurai_bowl.cli.team_cmd import resolve_team_file
    from samurai_bowl.files.paths import shown_path
    from samurai_bowl.teams.store import load_team

    clan, saved = _side_choice(args, side)
    if clan is not None:
        from samurai_bowl.ai.drafting import draft_team

        data.roster(clan)  # an unknown clan is one clear line before any drafting
        return draft_team(data, clan, rng)
    assert saved is not None
    path = resolve_team_file(team_store(args), saved)
    return load_team(path, data, shown_path(path))


def check_games(games: int) -> None:
    """``--games``: from 1 to :data:`MAX_GAMES`."""
    if games < 1:
        raise DataError("--games", f"must be ≥ 1 (got {games})")
    if games > MAX_GAMES:
        raise DataError("--games", f"must be at most {MAX_GAMES} (got {shown_number(games)})")


def simulate(args: argparse.Namespace) -> int:
    from samurai_bowl.cli.context import game_data
    from samurai_bowl.engine import SeriesSummary

    # Everything that needs no game data is checked first, and the report's place before any game.
    check_games(args.games)
    check_seed(args.seed)
    args.coach, args.vs = _coach_names(args)
    check_coach("--coach", args.coach)
    check_coach("--vs", args.vs)
    check_where(args)
    if args.round_robin:
        from samurai_bowl.cli.round_robin import round_robin

        return round_robin(args)
    if args.clans is not None:
        raise DataError("--clans", "only with --round-robin")
    _side_choice(args, "home")
    _side_choice(args, "away")
    if args.report is not None:
        check_target(args.report, REPORT)

    data = game_data(args)
    rng = random.Random(args.seed)  # drafts home first, then away: the same seed, the same teams
    home = _team_for(args, data, "home", rng)
    away = _team_for(args, data, "away", rng)

    series = Series(data, (home, away), (args.coach, args.vs), rule_options(args), records=bool(args.report))
    games = (Game(i, 0, 1, args.seed + i) for i in range(args.games))  # match i: seed SEED+i
    summary = SeriesSummary()
    try:
        with game_report(args.report) as keep:

            def take(played: Played) -> None:
                summary.add(played.summary)
                if keep is not None and played.record is not None:
                    keep(with_clans(played.record, (home.clan, away.clan)))

            run_series(args, series, games, args.games, take)
    except WorkerLost as exc:
        print(exc, file=sys.stderr)
        return 1

    if args.json:
        print(json.dumps(summary.to_json(), indent=2))
    else:
        from samurai_bowl.cli.tables import print_parts

        print_parts(summary_table(summary, home, away, args))
    return 0


def summary_table(series: SeriesSummary, home: Team, away: Team, args: argparse.Namespace) -> list[Any]:
    """The readable form: who played whom, then home and away side by side, then the speed."""
    from samurai_bowl.cli.tables import table

    s = series

    def pct(count: int) -> str:
        return f"{count} ({100 * count / s.games:.0f}%)"

    grid = table(
        ("", "home", "away"),
        [
            ("wins", pct(s.home_wins), pct(s.away_wins)),
            ("draws", pct(s.draws), ""),
            ("touchdowns per game", f"{s.home_touchdowns:.2f}", f"{s.away_touchdowns:.2f}"),
            ("casualties caused per game", f"{s.home_casualties:.2f}", f"{s.away_casualties:.2f}"),
        ],
    )
    grid.add_section()
    grid.add_row("seconds per game", f"{s.seconds_per_match:.4f}", "")
    grid.add_row("decisions per game", f"{s.decisions / s.games:.0f}", "")
    grid.add_row("decisions per second", f"{s.decisions_per_second:,.0f}", "")
    return [
        f"home  {home.name} ({home.clan}, {args.coach} coach)",
        f"away  {away.name} ({away.clan}, {args.vs} coach)",
        f"{plural(s.games, 'game')} from seed {args.seed}, {action_words(args)}",
        "",
        grid,
    ]
