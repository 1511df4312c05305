"""``samurai-bowl league``: create a league, add teams and coaches, draw the schedule, play the
AI fixtures headless, and read the table."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from samurai_bowl.cli.league_file import league_file, opened
from samurai_bowl.cli.league_help import described
from samurai_bowl.cli.league_remove import add_removal_commands
from samurai_bowl.cli.numbers import option_number, seed_number, shirt_number, stored_int
from samurai_bowl.errors import DataError
from samurai_bowl.league.batch import playable, played_words, waiting
from samurai_bowl.league.result_words import conceded_words
from samurai_bowl.text.words import plural

if TYPE_CHECKING:
    from samurai_bowl.league.store import Entry, Fixture, League, LeagueStore

LEVELS = ("easy", "normal", "hard")


def add_league_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    league = commands.add_parser(
        "league", parents=[common], help="run a league: teams, schedule, results, table"
    )
    league.set_defaults(league_command=True)  # --league-db is for these commands only
    sub = league.add_subparsers(title="league commands", metavar="COMMAND", required=True)

    new = sub.add_parser(
        "new", parents=[common], **described("new"), help="create a league and its first season"
    )
    new.add_argument("name", help="the league's name")
    new.add_argument("--double", action="store_true", help="double round robin (home and away)")
    new.add_argument(
        "--manual-turn-counter",
        action="store_true",
        help="R4.1's digital option: coaches move the turn counter themselves",
    )
    new.add_argument(
        "--action-limit",
        choices=("team", "model"),
        default="team",
        help="R4.2: one pass, block or foul per team turn (team, the default) or per model (model)",
    )
    new.add_argument(
        "--no-undo",
        action="store_true",
        help="coaches may not take back their last actions (by default they may, while no die was rolled)",
    )
    new.set_defaults(handler=league_new)

    sub.add_parser(
        "list", parents=[common], **described("list"), help="the leagues and their teams"
    ).set_defaults(handler=league_list)

    add = sub.add_parser(
        "add-team", parents=[common], **described("add-team"), help="enter a saved team with its coach"
    )
    add.add_argument("league", help="the league's name")
    add.add_argument("team", metavar="TEAM", help="a saved team's name or a team file")
    who = add.add_mutually_exclusive_group(required=True)
    who.add_argument("--coach", metavar="NAME", help="a person coaches it (hot-seat in the window)")
    who.add_argument("--ai", choices=LEVELS, help="the AI coaches it at this level")
    add.set_defaults(handler=league_add_team)

    schedule = sub.add_parser(
        "schedule",
        parents=[common],
        **described("schedule"),
        help="draw the season's fixtures (once), and show them",
    )
    schedule.add_argument("league")
    schedule.add_argument(
        "--seed",
        type=seed_number,
        help="for reproducible tests and benchmarks only: the draw and every fixture's dice follow from "
        "it, so whoever knows it can predict them (default: each fixture gets fresh secret dice when "
        "it is played)",
    )
    schedule.set_defaults(handler=league_schedule)

    nxt = sub.add_parser("next", parents=[common], **described("next"), help="the next fixture to play")
    nxt.add_argument("league")
    nxt.set_defaults(handler=league_next)

    play = sub.add_parser(
        "play",
        parents=[common],
        **described("play"),
        help="play the next fixture headless if the AI coaches both teams (--all: every one)",
    )
    play.add_argument("league")
    play.add_argument("--all", action="store_true", help="play every AI-v-AI fixture left, in order")
    play.add_argument(
        "--progress", action="store_true", help="show the progress bar even when not a terminal"
    )
    play.set_defaults(handler=league_play)

    tab = sub.add_parser(
        "table",
        parents=[common],
        **described("table"),
        help="the standings (R19.4), the banzuke and the leaders",
    )
    tab.add_argument("league")
    add_season_option(tab, "the standings of this season (default: the current one)")
    tab.set_defaults(handler=league_table)

    history = sub.add_parser(
        "history", parents=[common], **described("history"), help="every season's results, round by round"
    )
    history.add_argument("league")
    history.set_defaults(handler=league_history)

    team = sub.add_parser(
        "team",
        parents=[common],
        **described("team"),
        help="a team as it stands: roster, SPP, injuries, treasury",
    )
    team.add_argument("league")
    team.add_argument("team", metavar="TEAM", help="the team's name in the league")
    team.add_argument("--hire", metavar="POSITION", help="buy a player of this position from the treasury")
    team.add_argument(
        "--fire", type=stored_int, metavar="NUMBER", help="release the player wearing this number"
    )
    team.add_argument("--rename", metavar="NUMBER:NAME", help="give a player a new name")
    team.add_argument("--renumber", metavar="NUMBER:NEW", help="give a player another shirt number")
    team.add_argument("--team-name", metavar="NAME", help="give the team a new name (careers go on)")
    team.add_argument("--buy", metavar="ITEM[:COUNT]", help="rerolls, geisha or assistant_coaches")
    team.set_defaults(handler=league_team)

    result = sub.add_parser(
        "result",
        parents=[common],
        **described("result"),
        help="a recorded result; --out writes it as JSON to edit",
    )
    result.add_argument("league")
    result.add_argument("fixture", type=stored_int, help="the fixture's number (#N in schedule and history)")
    result.add_argument("--out", type=Path, metavar="FILE", help="write the whole match record as JSON")
    add_season_option(result, "a fixture of this season (default: the current one)")
    result.set_defaults(handler=league_result)

    correct = sub.add_parser(
        "correct",
        parents=[common],
        **described("correct"),
        help="replace a recorded result with a corrected record (JSON, as `result --out` wrote)",
    )
    correct.add_argument("league")
    correct.add_argument("fixture", type=stored_int, help="the fixture's number (#N in schedule and history)")
    correct.add_argument("file", type=Path, help="the corrected match record, JSON (its fields are below)")
    add_season_option(correct, "a fixture of this season (default: the current one)")
    correct.set_defaults(handler=league_correct)

    season = sub.add_parser(
        "new-season",
        parents=[common],
        **described("new-season"),
        help="start the next season with the same teams",
    )
    season.add_argument("league")
    season.set_defaults(handler=league_new_season)

    export = sub.add_parser(
        "export", parents=[common], **described("export"), help="write the whole league to one JSON file"
    )
    export.add_argument("league")
    export.add_argument("file", type=Path)
    export.add_argument("--force", action="store_true", help="replace FILE if it is already there")
    export.set_defaults(handler=league_export)

    imp = sub.add_parser(
        "import", parents=[common], **described("import"), help="add a league from an exported JSON file"
    )
    imp.add_argument("file", type=Path)
    imp.add_argument("--as", dest="name", metavar="NAME", help="import it under another name")
    imp.set_defaults(handler=league_import)

    add_removal_commands(sub, common)


def add_season_option(parser: argparse.ArgumentParser, help_text: str) -> None:
    parser.add_argument("--season", type=stored_int, metavar="N", help=help_text)


def league_new(args: argparse.Namespace) -> int:
    chosen: dict[str, Any] = {}
    if args.manual_turn_counter:
        chosen["manual_turn_counter"] = True
    if args.action_limit != "team":
        chosen["action_limit"] = args.action_limit
    if args.no_undo:
        chosen["undo"] = False
    options = {"match": chosen} if chosen else None
    with opened(args) as store:
        league = store.create(args.name, 2 if args.double else 1, options)
    kind = "double" if league.rounds == 2 else "single"
    print(
        f"League '{league.name}' created: season 1, a {kind} round robin. Add teams with "
        f'`samurai-bowl league add-team "{league.name}" TEAM --coach NAME` (or --ai LEVEL).'
    )
    return 0


def league_list(args: argparse.Namespace) -> int:
    """Every league it can read; one that cannot be read is named in one line on stderr (exit 2)."""
    import sys

    path = league_file(args)
    if not path.exists():
        print(f"No leagues yet (no league file at {path}): `samurai-bowl league new NAME` creates one.")
        return 0
    unreadable = 0
    with opened(args, "read") as store:
        names = store.league_names()
        if not names:
            print("No leagues yet: `samurai-bowl league new NAME` creates one.")
        for name in names:
            try:
                league = store.league(name)
                entries = store.entries(league)
                played = sum(1 for f in store.fixtures(league) if f.played)
            except DataError as exc:
                print(exc, file=sys.stderr)
                unreadable += 1
                continue
            print(
                f"{league.name}: season {league.season}, {plural(len(entries), 'team')}, {played} played; "
                f"{rules_words(league.options)}"
            )
            for entry in entries:
                print(f"  {entry.name} ({entry.clan}) — {coach_words(entry.coach, entry.coach_kind)}")
    return 2 if unreadable else 0


def rules_words(options: dict[str, Any] | None) -> str:
    """A league's rule options in words: the one action per turn (R4.2), the turn counter (R4.1)
    and whether coaches may take back their last actions."""
    match = (options or {}).get("match", {})
    words = ["one action per model" if match.get("action_limit") == "model" else "one action per team turn"]
    if match.get("manual_turn_counter"):
        words.append("the turn counter moved by hand")
    if match.get("undo") is False:
        words.append("no take-backs")
    return ", ".join(words)


def coach_words(coach: str, kind: str) -> str:
    return coach if kind == "human" else f"the AI ({kind})"


def league_add_team(args: argparse.Namespace) -> int:
    from samurai_bowl.cli.context import team_store
    from samurai_bowl.cli.team_cmd import resolve_team_file
    from samurai_bowl.files.paths import shown_path
    from samurai_bowl.teams.store import load_team

    with opened(args, "write") as store:
        league = store.league(args.league)
        path = resolve_team_file(team_store(args), args.team)
        team = load_team(path, store.data, shown_path(path))
        kind = "human" if args.coach else args.ai
        coach = args.coach or f"AI ({args.ai})"
        entry = store.add_team(league, team, coach, kind)
        print(f"{entry.name} joins {league.name}, coached by {coach_words(entry.coach, entry.coach_kind)}.")
    return 0


def fixture_line(fixture: Fixture) -> str:
    score = f"{fixture.record['score'][0]}–{fixture.record['score'][1]}" if fixture.record else "v"
    note = conceded_words(fixture)
    line = f"  #{fixture.number:<4} round {fixture.round:>2}: {fixture.home.name} {score} {fixture.away.name}"
    return line + (f" ({note})" if note else "")


def league_schedule(args: argparse.Namespace) -> int:
    with opened(args, "read") as store:  # drawn once; shown from then on, even from a read-only file
        league = store.league(args.league)
        fixtures = store.fixtures(league)
    if not fixtures:
        with opened(args, "write") as store:
            league = store.league(args.league)
            fixtures = store.fixtures(league) or store.draw_schedule(league, args.seed)
    print(f"{league.name}, season {league.season}: {plural(len(fixtures), 'fixture')}")
    for fixture in fixtures:
        print(fixture_line(fixture))
    return 0


def league_next(args: argparse.Namespace) -> int:
    with opened(args, "read") as store:
        league = store.league(args.league)
        fixture = store.next_fixture(league)
        if fixture is None:
            done = (
                "every fixture is played" if store.fixtures(league) else "no schedule yet (league schedule)"
            )
            print(f"{league.name}, season {league.season}: {done}")
            return 0
        print(fixture_line(fixture).strip())
        for entry in (fixture.home, fixture.away):
            print(f"  {entry.name}: {coach_words(entry.coach, entry.coach_kind)}")
            problem = store.unfit(entry)
            if problem:
                print(f"  ! {problem}")
    return 0


def league_play(args: argparse.Namespace) -> int:
    """Each fixture played, its result recorded and its replay kept in the data folder's saves/;
    a replay that could not be written is a line on stderr and exit status 1 (the results stand)."""
    import sys

    from samurai_bowl.cli.context import data_dir
    from samurai_bowl.cli.league_replays import KeptReplay
    from samurai_bowl.cli.progress import progress_bar
    from samurai_bowl.league.play import RecordedMeanwhile, simulate

    folder, unsaved = data_dir(args), 0

    with opened(args, "write") as store:
        league = store.league(args.league)
        left = [f for f in store.fixtures(league) if not f.played]
        if not left:
            raise DataError(
                f"league {league.name!r}", "nothing to play (draw the schedule, or the season is over)"
            )
        todo = playable(left if args.all else left[:1])
        if not todo:
            first = left[0]
            raise DataError(
                f"fixture #{first.number}",
                f"{first.home.name} v {first.away.name} has a human coach: play it in the window (League)",
            )
        bar = progress_bar(len(todo), args)
        elsewhere = 0  # fixtures another game recorded while this one played them
        try:
            for done, fixture in enumerate(todo, start=1):
                kept = KeptReplay()
                try:
                    record = simulate(store, league, fixture, kept.take)
                    kept.save(folder, league_file(args), league, fixture)
                except RecordedMeanwhile as exc:
                    elsewhere += 1
                    print(f"  round {fixture.round}: {exc.message}")
                    continue
                finally:
                    if bar is not None:
                        bar(done)
                score = record["score"]
                where = f", replay in {kept.path}" if kept.path is not None else ""
                print(
                    f"  round {fixture.round}: {fixture.home.name} {score[0]}–{score[1]} {fixture.away.name}"
                    + where
                )
                if kept.problem is not None:
                    unsaved += 1
                    print(f"  round {fixture.round}: {kept.problem}", file=sys.stderr)
        finally:
            if bar is not None:
                bar.close()
        print(
            played_words(
                len(todo) - elsewhere, elsewhere, waiting(store.fixtures(league)) if args.all else (0, 0)
            )
        )
    return 1 if unsaved else 0


def league_table(args: argparse.Namespace) -> int:
    from samurai_bowl.cli.league_standings import standings_lines

    with opened(args, "read") as store:
        league = store.season(store.league(args.league), args.season)
        print(f"{league.name}, season {league.season}")
        for text in standings_lines(store, league):
            print(text)
        banzuke_and_leaders(store, league)
    return 0


def banzuke_and_leaders(store: LeagueStore, league: League) -> None:
    from samurai_bowl.league.banzuke import banzuke
    from samurai_bowl.league.records import careers, leaders

    print()
    print("Banzuke")
    for rank in banzuke(store.standings(league)):
        print(f"  {rank.title:<14}{rank.line.name:<28}{rank.record:>7}  {rank.standing}")
    found = careers(store.games(league))
    for what, title in (("touchdowns", "Touchdowns"), ("casualties", "Casualties"), ("spp", "SPP")):
        top = leaders(found, what, 3)
        if top:
            names = ", ".join(f"{c.name} ({c.team}) {c.totals[what]}" for c in top)
            print(f"{title}: {names}")


def league_history(args: argparse.Namespace) -> int:
    with opened(args, "read") as store:
        league = store.league(args.league)
        for season in store.seasons(league):
            fixtures = store.fixtures(season)
            played = sum(1 for f in fixtures if f.played)
            print(f"Season {season.season}: {played} of {plural(len(fixtures), 'fixture')} played")
            for fixture in fixtures:
                print(fixture_line(fixture))
    return 0


def league_team(args: argparse.Namespace) -> int:
    from samurai_bowl.league.records import by_team, careers

    changes = bool(
        args.hire
        or args.fire is not None
        or args.rename
        or args.buy
        or args.renumber
        or args.team_name is not None
    )
    with opened(args, "write" if changes else "read") as store:
        league = store.league(args.league)
        entry = store.entry(league, args.team)
        if changes:
            entry = change_team(store, entry, args)
        team = store.team(entry)
        roster = store.data.roster(team.clan)
        played = {c.player: c for c in by_team(careers(store.games(league))).get(entry.name, [])}
        print(f"{team.name} ({roster.name}), coached by {coach_words(entry.coach, entry.coach_kind)}")
        print(
            f"treasury {team.treasury} koku · re-rolls {team.rerolls} · {plural(len(team.players), 'player')}"
        )
        for player in sorted(team.players, key=lambda p: p.number):
            position = roster.position(player.position)
            career = played.get(player.id)
            games = (
                f"{plural(career.games, 'game')}, {career.totals['touchdowns']} TD, "
                f"{career.totals['casualties']} Cas"
                if career
                else "no games yet"
            )
            hurt = "  Seriously Injured" if player.seriously_injured else ""
            print(
                f"  #{player.number:<3}{player.name:<24}{position.name if position else player.position:<16}"
                f"{player.spp:>4} SPP  {games}{hurt}"
            )
        problem = store.unfit(entry)
        if problem:
            print(f"! {problem}")
    return 0


def change_team(store: LeagueStore, entry: Entry, args: argparse.Namespace) -> Entry:
    """The command's hire, firing, renames, new number and purchase: all made, or none. Returns
    the team's entry as it is after them."""
    with store.db.transaction():
        if args.hire:
            store.hire(entry, args.hire)
        if args.fire is not None:
            store.fire(entry, args.fire)
        if args.rename:
            number, colon, name = args.rename.partition(":")
            if not colon or not name:
                raise DataError("--rename", f"must be NUMBER:NAME (got {args.rename!r})")
            store.rename(entry, shirt_number("--rename", "number", number), name)
        if args.buy:
            item, colon, count = args.buy.partition(":")
            store.buy(entry, item, option_number("--buy", "count", count, least=1) if colon else 1)
        if args.renumber:
            number, colon, new = args.renumber.partition(":")
            if not colon:
                raise DataError("--renumber", f"must be NUMBER:NEW (got {args.renumber!r})")
            store.renumber(
                entry,
                shirt_number("--renumber", "number", number),
                shirt_number("--renumber", "new number", new),
            )
        if args.team_name is not None:
            entry = store.rename_team(entry, args.team_name)
    return entry


def league_new_season(args: argparse.Namespace) -> int:
    with opened(args, "write") as store:
        league = store.new_season(store.league(args.league))
        print(
            f"{league.name}: season {league.season} begins with the same teams; "
            f'`samurai-bowl league schedule "{league.name}"` draws its fixtures.'
        )
    return 0


def league_export(args: argparse.Namespace) -> int:
    from samurai_bowl.league.transfer import write_export

    if not args.force and (args.file.exists() or args.file.is_symlink()):
        raise DataError(args.file, "is already there (use --force to replace it)")
    with opened(args, "read") as store:
        league = store.league(args.league)
        write_export(store, league, args.file)
        print(f"{league.name} written to {args.file}")
    return 0


def league_import(args: argparse.Namespace) -> int:
    from samurai_bowl.league.new_file import removed_if_failed
    from samurai_bowl.league.transfer import import_league, read_export

    saved = read_export(args.file)
    with removed_if_failed(league_file(args)), opened(args) as store:  # a refused import leaves no file
        league = import_league(store, saved, args.name, str(args.file))
        print(f"{league.name} imported: {plural(len(store.entries(league)), 'team')}, season {league.season}")
    return 0


def league_result(args: argparse.Namespace) -> int:
    import json

    from samurai_bowl.files.atomic import write_text_atomic

    with opened(args, "read") as store:
        league = store.season(store.league(args.league), args.season)
        fixture = store.numbered(league, args.fixture)
        if fixture.record is None:
            raise DataError(
                f"fixture #{fixture.number}", f"{fixture.home.name} v {fixture.away.name} is not played yet"
            )
        print(fixture_line(fixture).strip())
        caused = fixture.record.get("casualties_caused", [0, 0])
        print(
            f"  casualties caused {caused[0]}–{caused[1]}, winnings {fixture.record['winnings'][0]}–"
            f"{fixture.record['winnings'][1]} koku"
        )
        if args.out:
            record = json.dumps(fixture.record, indent=1, ensure_ascii=False) + "\n"
            write_text_atomic(args.out, record, f"the record of fixture #{fixture.number}")
            print(f"  the whole record is in {args.out}; edit it and `league correct` puts it back")
    return 0


def league_correct(args: argparse.Namespace) -> int:
    from samurai_bowl.data.files import read_mapping

    record = read_mapping(args.file)
    with opened(args, "write") as store:
        league = store.season(store.league(args.league), args.season)
        fixture = store.correct(league, args.fixture, record, str(args.file))
        score = fixture.record["score"] if fixture.record else ["?", "?"]
        print(
            f"Fixture #{fixture.number} of season {league.season} corrected: {fixture.home.name} "
            f"{score[0]}–{score[1]} {fixture.away.name}; the table, treasuries and SPP follow."
        )
    return 0
