"""``team new`` asked step by step: clan, players, re-rolls and staff, with a live koku count."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from typing import TextIO, TypeVar

from pydantic import ValidationError

from samurai_bowl.data.loader import GameData
from samurai_bowl.data.roster import Roster
from samurai_bowl.errors import DataError, describe_pydantic_error
from samurai_bowl.teams.builder import add_player, suggest_name
from samurai_bowl.teams.display import clan_sheet, team_sheet
from samurai_bowl.teams.model import Player, Team
from samurai_bowl.teams.rules import check_team, team_cost
from samurai_bowl.teams.store import TeamStore, team_slug
from samurai_bowl.text.numbers import whole_number
from samurai_bowl.text.words import plural

T = TypeVar("T")


class Prompter:
    """Asks until it gets a usable answer; the end of input aborts with nothing saved."""

    def __init__(self, read: Callable[[str], str], out: TextIO) -> None:
        self.read = read
        self.out = out

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def ask(self, question: str, parse: Callable[[str], T], default: str = "") -> T:
        shown = f" [{default}]" if default else ""
        while True:
            try:
                answer = self.read(f"{question}{shown}: ").strip()
            except EOFError:
                raise DataError(
                    "team new", "input ended before the team was finished; nothing was saved"
                ) from None
            try:
                return parse(answer or default)
            except ValueError as exc:
                self.say(f"  {exc}")

    def ask_count(self, question: str, low: int, high: int, default: int = 0) -> int:
        def parse(text: str) -> int:
            try:
                return whole_number(text, low, high)
            except ValueError:
                raise ValueError(f"enter a whole number from {low} to {high}") from None

        return self.ask(f"{question} ({low}-{high})", parse, str(default))

    def ask_yes(self, question: str, default: bool) -> bool:
        def parse(text: str) -> bool:
            if text.lower() in ("y", "yes"):
                return True
            if text.lower() in ("n", "no"):
                return False
            raise ValueError("answer y or n")

        return self.ask(question, parse, "y" if default else "n")


def build_interactively(
    data: GameData, store: TeamStore, args: argparse.Namespace, read: Callable[[str], str], out: TextIO
) -> Team | None:
    """Ask for a whole team; None when the player gives up."""
    ask = Prompter(read, out)
    rng = random.Random(args.seed)
    name = args.name or ask.ask("Team name", lambda text: _team_name(text, store, args.force))
    clan = args.clan or _ask_clan(ask, data)
    roster = data.roster(clan)
    ask.say()
    ask.say(clan_sheet(roster, data))
    previous = Team(name=name, clan=clan)
    while True:
        team = _ask_purchases(ask, data, roster, previous, rng)
        previous = team
        ask.say()
        ask.say(team_sheet(team, data))
        problems = check_team(team, data)
        if not problems:
            if ask.ask_yes("Save this team?", True):
                return team
            return None
        ask.say("This team breaks the rules:")
        for problem in problems:
            ask.say(f"  {problem.rule}: {problem.message}")
        if not ask.ask_yes("Change it?", True):
            ask.say("Nothing was saved.")
            return None


def _team_name(text: str, store: TeamStore, force: bool) -> str:
    try:
        Team(name=text, clan="crab")
    except ValidationError as exc:
        _, message = describe_pydantic_error(exc.errors()[0])
        raise ValueError(f"the name {message}") from None
    try:
        existing = store.find(text)
        team_slug(text)
    except DataError as exc:
        raise ValueError(exc.message) from None
    if existing is not None and not force:
        raise ValueError(f"a team named like that is already saved ({existing.name}); pick another name")
    return text


def _ask_clan(ask: Prompter, data: GameData) -> str:
    clans = list(data.rosters.values())
    for index, roster in enumerate(clans, start=1):
        ask.say(f"  {index}. {roster.name}")

    def parse(text: str) -> str:
        try:
            return clans[whole_number(text, 1, len(clans)) - 1].id
        except ValueError:
            pass
        for roster in clans:
            if text.lower() in (roster.id, roster.name.lower()):
                return roster.id
        raise ValueError(f"enter 1-{len(clans)} or a clan name")

    return ask.ask("Clan", parse)


def _ask_purchases(ask: Prompter, data: GameData, roster: Roster, previous: Team, rng: random.Random) -> Team:
    """Ask what to buy; the previous answers (and named players) are the defaults."""
    tb = data.rules.team_building

    def status(t: Team) -> str:
        cost = team_cost(t, roster, data)
        if cost.treasury >= 0:
            return f"  {plural(len(t.players), 'player')}, {cost.treasury} koku left"
        return f"  {plural(len(t.players), 'player')}, {-cost.treasury} koku OVER the {cost.budget} available"

    team = previous.model_copy(update={"players": []})
    ask.say(f"\nYou have {tb.starting_koku} koku.")
    for position in roster.positions:
        kept = [p for p in previous.players if p.position == position.id]
        count = ask.ask_count(
            f"{position.name}, {position.cost} koku each", 0, position.quantity.max, len(kept)
        )
        team = team.model_copy(update={"players": [*team.players, *kept[:count]]})
        for _ in range(count - len(kept)):
            team = add_player(team, roster, data, position.id, rng)
        ask.say(status(team))
    rerolls = ask.ask_count(
        f"Team re-rolls, {roster.reroll_cost} koku each", 0, tb.max_rerolls, previous.rerolls
    )
    team = team.model_copy(update={"rerolls": rerolls})
    ask.say(status(team))
    geisha = ask.ask_count(f"Geisha, {tb.geisha.cost} koku each", 0, tb.geisha.max, previous.geisha)
    coaches = ask.ask_count(
        f"Assistant Coaches, {tb.assistant_coaches.cost} koku each",
        0,
        tb.assistant_coaches.max,
        previous.assistant_coaches,
    )
    team = team.model_copy(update={"geisha": geisha, "assistant_coaches": coaches})
    ask.say(status(team))
    shugenja = ask.ask_yes(
        f"Hire the Team Shugenja for {roster.team_shugenja_cost} koku?", previous.team_shugenja
    )
    staff = ask.ask_yes(
        f"Hire {roster.special_staff.name} for {roster.special_staff.cost} koku?", previous.special_staff
    )
    team = team.model_copy(update={"team_shugenja": shugenja, "special_staff": staff})
    ask.say(status(team))
    if team.players and ask.ask_yes("Name each player yourself? (n keeps the suggested names)", False):
        team = _ask_names(ask, data, roster, team, rng)
    return team


def _player_name(text: str, taken: set[str]) -> str:
    if text in taken:
        raise ValueError("another player already has that name")
    try:
        return Player(number=1, name=text, position="any").name
    except ValidationError as exc:
        raise ValueError(f"the name {describe_pydantic_error(exc.errors()[0])[1]}") from None


def _ask_names(ask: Prompter, data: GameData, roster: Roster, team: Team, rng: random.Random) -> Team:
    players = []
    taken: set[str] = set()
    for player in team.players:
        position = roster.position(player.position)
        label = position.name if position else player.position
        suggestion = player.name if player.name not in taken else suggest_name(roster, data, rng, taken)

        name = ask.ask(f"#{player.number} {label}", lambda text: _player_name(text, taken), suggestion)
        taken.add(name)
        players.append(player.model_copy(update={"name": name}))
    return team.model_copy(update={"players": players})
