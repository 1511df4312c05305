"""What each ``samurai-bowl league`` command's ``--help`` says beyond its options: a description
and examples, and for ``league correct`` what its record file holds."""

from __future__ import annotations

import argparse
from typing import Any


class ExamplesFormatter(argparse.HelpFormatter):
    """A one-line text (the description) is wrapped to the terminal as usual; a text with line
    breaks (the examples, a file's fields) is laid out by hand and kept as it is."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if "\n" in text:
            return "".join(indent + line for line in text.splitlines(keepends=True))
        return super()._fill_text(text, width, indent)


RECORD_FIELDS = """\
FILE is the fixture's match record in JSON, as `league result N --out FILE` writes it:
  score              [home, away] touchdowns
  winner             0 (home), 1 (away), or null for a draw; it must agree with the score
  winnings           [home, away] koku the match paid (R19.1)
  casualties_caused  [home, away] casualties each side caused (default [0, 0])
  home, away         the teams' names (optional)
  conceded           0 or 1: the side that conceded (R3.8), or left out
  awarded            why the conceding side conceded, in words, when its coach did not
  players            one line per player who was in the match:
    side             0 (home) or 1 (away)
    number           his shirt number in that match
    id               his lasting id in the team (optional: found from the number)
    name             his name (optional)
    played           true if he took the pitch (default true)
    mvp              true for each side's Most Valuable Player (one a side)
    touchdowns, completions, casualties, blocks, fouls
                     what he did, each a whole number 0 or more (default 0)
    spp              the Star Player Points he earned (R19.2)
    injury           badly_hurt, seriously_injured or dead, or left out
    dishonored       true if he was ejected, Dishonored (default false)
The whole record is checked first: one no match could give these teams is refused in one line
naming the field, and nothing is written."""

LEAGUE = '"Winter Court"'

# command -> (description, examples)
HELP: dict[str, tuple[str, tuple[str, ...]]] = {
    "new": (
        "Create a league and its first season in the league file (league.sqlite3 in the data folder, "
        "or --league-db FILE, which is made in a folder that is there). A league is a single round "
        "robin, or a double one with --double; its rule options are fixed when it is made.",
        (
            f"samurai-bowl league new {LEAGUE}",
            f"samurai-bowl league new {LEAGUE} --double --action-limit model",
        ),
    ),
    "list": (
        "Every league in the league file: its season, teams, fixtures played and rule options, and "
        "each team's clan and coach.",
        ("samurai-bowl league list", "samurai-bowl league list --league-db club.sqlite3"),
    ),
    "add-team": (
        "Enter a saved team (by its name, or a team file) in a league before its schedule is drawn; "
        "the league keeps its own copy. A person coaches it (--coach NAME: played hot-seat in the "
        "window, or hosted) or the AI does (--ai easy|normal|hard: played by `league play`).",
        (
            f'samurai-bowl league add-team {LEAGUE} "Iron Crabs" --coach Ann',
            f"samurai-bowl league add-team {LEAGUE} teams/lions.yaml --ai normal",
        ),
    ),
    "schedule": (
        "Draw the season's fixtures once (every team meets every other, twice in a double round "
        "robin) and show them, numbered #1, #2, ...; after that it shows the same fixtures.",
        (f"samurai-bowl league schedule {LEAGUE}",),
    ),
    "next": (
        "The next fixture to play, who coaches each side, and anything that stops a team from "
        "playing it (too few fit players).",
        (f"samurai-bowl league next {LEAGUE}",),
    ),
    "play": (
        "Play the next fixture headless when the AI coaches both sides (--all: every such fixture "
        "left, in order), record each result, and keep each match's replay in the data folder's "
        "saves/, where `save list`, `analyse` and the window's Replays find it. A fixture a person "
        "coaches is played in the window.",
        (f"samurai-bowl league play {LEAGUE}", f"samurai-bowl league play {LEAGUE} --all"),
    ),
    "table": (
        "The standings (R19.4: played, won, drawn, lost, touchdowns, casualties, points) with each "
        "team's coach and his rating in the league (`samurai-bowl coaches --league` tells more), the "
        "banzuke with each team's wins–draws–losses, and the leading players.",
        (f"samurai-bowl league table {LEAGUE}", f"samurai-bowl league table {LEAGUE} --season 1"),
    ),
    "history": (
        "Every season of the league, each fixture with its result or still to play.",
        (f"samurai-bowl league history {LEAGUE}",),
    ),
    "team": (
        "A league team as it stands: roster, SPP, games, injuries and treasury. With options it "
        "changes the team first, all or nothing: hire from the treasury, fire, rename or renumber "
        "a player, rename the team, buy re-rolls or staff.",
        (
            f'samurai-bowl league team {LEAGUE} "Iron Crabs"',
            f'samurai-bowl league team {LEAGUE} "Iron Crabs" --hire lineman --rename "7:Hida Kenji"',
        ),
    ),
    "result": (
        "A recorded result: the score, casualties and winnings of fixture #N (of this season, or "
        "--season S). --out FILE writes the whole match record as JSON, to read or to edit and put "
        "back with `league correct`.",
        (
            f"samurai-bowl league result {LEAGUE} 3",
            f"samurai-bowl league result {LEAGUE} 3 --out fixture3.json",
        ),
    ),
    "correct": (
        "Replace the recorded result of fixture #N with the record in FILE; the table, treasuries "
        "and SPP follow.",
        (
            f"samurai-bowl league result {LEAGUE} 3 --out fixture3.json",
            f"samurai-bowl league correct {LEAGUE} 3 fixture3.json",
        ),
    ),
    "new-season": (
        "Start the next season with the same teams as they stand (SPP, injuries and treasuries "
        "carry on); `league schedule` then draws its fixtures.",
        (f"samurai-bowl league new-season {LEAGUE}",),
    ),
    "export": (
        "Write the whole league (every season, team and result) to one JSON file, to keep or to "
        "import elsewhere; a file already there is replaced only with --force.",
        (
            f"samurai-bowl league export {LEAGUE} winter-court.json",
            f"samurai-bowl league export {LEAGUE} winter-court.json --force",
        ),
    ),
    "import": (
        "Add a league from a file `league export` wrote, checked whole first; --as NAME imports it "
        "under another name (one already in the league file is refused).",
        (
            "samurai-bowl league import winter-court.json",
            'samurai-bowl league import winter-court.json --as "Spring Court"',
        ),
    ),
    "delete": (
        "Delete a league with every season, team and result of it, after asking (--yes when not "
        "in a terminal). The saved teams it was made from stay.",
        (f"samurai-bowl league delete {LEAGUE}", f"samurai-bowl league delete {LEAGUE} --yes"),
    ),
    "remove-team": (
        "Take out a team that has no result in any season, after asking (--yes when not in a "
        "terminal): its unplayed fixtures are withdrawn, and every other fixture keeps its number.",
        (f'samurai-bowl league remove-team {LEAGUE} "Iron Crabs" --yes',),
    ),
}


def described(command: str) -> dict[str, Any]:
    """The ``add_parser`` keywords that give a league command its description and examples."""
    description, examples = HELP[command]
    epilog = "examples:\n" + "\n".join(f"  {line}" for line in examples)
    if command == "correct":
        epilog = f"{RECORD_FIELDS}\n\n{epilog}"
    return {"description": description, "epilog": epilog, "formatter_class": ExamplesFormatter}
