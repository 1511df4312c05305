"""``samurai-bowl league delete`` and ``league remove-team``: each asks first (or takes --yes)
and is one transaction."""

from __future__ import annotations

import argparse
from typing import Any

from samurai_bowl.cli.confirm import DECLINED, add_yes_option, confirmed
from samurai_bowl.cli.league_file import opened
from samurai_bowl.cli.league_help import described
from samurai_bowl.text.words import plural


def add_removal_commands(sub: Any, common: argparse.ArgumentParser) -> None:
    delete = sub.add_parser(
        "delete",
        parents=[common],
        **described("delete"),
        help="delete a whole league: its seasons, teams and results (asks first)",
    )
    delete.add_argument("league", help="the league's name")
    add_yes_option(delete)
    delete.set_defaults(handler=league_delete)

    remove = sub.add_parser(
        "remove-team",
        parents=[common],
        **described("remove-team"),
        help="take out a team that has played no fixture; its unplayed fixtures are withdrawn (asks first)",
    )
    remove.add_argument("league", help="the league's name")
    remove.add_argument("team", metavar="TEAM", help="the team's name in the league")
    add_yes_option(remove)
    remove.set_defaults(handler=league_remove_team)


def league_delete(args: argparse.Namespace) -> int:
    from samurai_bowl.league.removal import delete_league

    with opened(args, "write") as store:
        league = store.league(args.league)
        if not confirmed(
            args,
            "league delete",
            f"Delete the league {league.name!r} with every season, team and result of it?",
        ):
            print(DECLINED)
            return 1
        gone = delete_league(store.db, league)
    print(
        f"League {league.name!r} deleted: {plural(gone.seasons, 'season')}, {plural(gone.teams, 'team')}, "
        f"{plural(gone.results, 'result')}."
    )
    return 0


def league_remove_team(args: argparse.Namespace) -> int:
    from samurai_bowl.league.removal import refuse_if_played, remove_team

    with opened(args, "write") as store:
        league = store.league(args.league)
        entry = store.entry(league, args.team)
        refuse_if_played(store.con, league, entry)  # before asking; checked again as it is done
        if not confirmed(args, "league remove-team", f"Take {entry.name} out of {league.name!r}?"):
            print(DECLINED)
            return 1
        withdrawn = remove_team(store.db, league, entry)
    more = (
        (
            f"; its {plural(withdrawn, 'unplayed fixture')} {'was' if withdrawn == 1 else 'were'} withdrawn"
            "; the others keep their numbers (see `league schedule`)"
        )
        if withdrawn
        else ""
    )
    print(f"{entry.name} left {league.name!r}{more}.")
    return 0
