"""What a team spends and who joins: a team entering a league, players hired (by hand, or the
cheapest up to eleven as the AI does between games) and staff and re-rolls bought, each from the
treasury within the R2 limits."""

from __future__ import annotations

import random
import sqlite3

from samurai_bowl.data.roster import Position
from samurai_bowl.errors import DataError
from samurai_bowl.league.store.base import Entry, League, checked_and_written, now
from samurai_bowl.league.store.fixtures import Fixtures
from samurai_bowl.league.validate_ledger import ledger_json
from samurai_bowl.teams.model import Player, Team
from samurai_bowl.teams.rules import check_team, team_cost
from samurai_bowl.text.words import plural

COACH_KINDS = ("human", "easy", "normal", "hard")
MIN_FIT = 11  # R2.2: a team needs eleven players able to play


class Hiring(Fixtures):
    @checked_and_written
    def add_team(self, league: League, team: Team, coach: str, kind: str) -> Entry:
        """A legal team joins with its roster and treasury; its coach is a person or an AI level."""
        if kind not in COACH_KINDS:
            raise DataError("coach", f"must be one of {', '.join(COACH_KINDS)} (got {kind!r})")
        problems = check_team(team, self.data)
        if problems:
            raise DataError(f"team {team.name!r}", str(problems[0]))
        if self.fixtures(league):
            raise DataError(
                f"league {league.name!r}", "the season's schedule is drawn: teams join next season"
            )
        if team.treasury is None:  # R2.4: what was not spent stays in the treasury
            cost = team_cost(team, self.data.roster(team.clan), self.data)
            team = team.model_copy(update={"treasury": cost.treasury})
        players = [p.model_copy(update={"id": n}) for n, p in enumerate(team.players, start=1)]
        team = team.model_copy(update={"players": players})  # each man's lasting id, in roster order
        try:
            with self.db.transaction() as con:
                cur = con.execute(
                    "INSERT INTO entry (league_id, name, clan, coach, coach_kind) VALUES (?, ?, ?, ?, ?)",
                    (league.id, team.name, team.clan, coach, kind),
                )
                con.execute(
                    "INSERT INTO ledger (entry_id, kind, data, at) VALUES (?, 'join', ?, ?)",
                    (cur.lastrowid, ledger_json("join", {"team": team.model_dump(mode="json")}), now()),
                )
        except sqlite3.IntegrityError as exc:
            raise DataError(f"team {team.name!r}", f"is already in league {league.name!r}") from exc
        return self.entry(league, team.name)

    def unfit(self, entry: Entry) -> str | None:
        """What a team must do before it can play, or None when it can. The Seriously Injured
        count (R8.5: they roll before the game to see whether they miss it). A team too poor to
        hire may play short, as R3.4 lets a team with fewer than eleven set up all it has."""
        team = self.team(entry)
        short = MIN_FIT - len(team.players)
        if short <= 0:
            return None
        cheapest = self.cheapest_hire(team)
        if cheapest is None or cheapest > (team.treasury or 0):
            return None
        return (
            f"{team.name} has {plural(len(team.players), 'player')}; R2.2 needs {MIN_FIT}: hire {short} more "
            f"(treasury {team.treasury} koku, from {cheapest} koku a player) before it can play"
        )

    def cheapest_hire(self, team: Team) -> int | None:
        """The price of the cheapest position the team may still hire (R2 position limits)."""
        prices = [p.cost for p in self._open_positions(team)]
        return min(prices, default=None)

    def _open_positions(self, team: Team) -> list[Position]:
        roster = self.data.roster(team.clan)
        return [
            p for p in roster.positions if sum(1 for q in team.players if q.position == p.id) < p.quantity.max
        ]

    @checked_and_written
    def hire(self, entry: Entry, position: str, name: str | None = None, number: int | None = None) -> Team:
        """Buy a player between games from the treasury, under the R2 limits (a number nobody
        wears, koku the treasury holds: checked and paid at once)."""
        from samurai_bowl.teams.builder import suggest_name

        team = self.team(entry)
        roster = self.data.roster(team.clan)
        spec = roster.position(position)
        if spec is None:
            known = ", ".join(p.id for p in roster.positions)
            raise DataError(f"position {position!r}", f"is not a {roster.name} position (positions: {known})")
        limits = self.data.rules.team_building
        if len(team.players) >= limits.max_players:
            raise DataError(
                f"team {team.name!r}", f"R2.2: already has {limits.max_players} players, the most allowed"
            )
        if spec not in self._open_positions(team):
            raise DataError(f"team {team.name!r}", f"R2.1: at most {spec.quantity.max} {spec.name} players")
        if spec.cost > (team.treasury or 0):
            raise DataError(
                f"team {team.name!r}",
                f"a {spec.name} costs {spec.cost} koku; the treasury has {team.treasury}",
            )
        taken = {p.number for p in team.players}
        number = number or next(n for n in range(1, limits.max_player_number + 1) if n not in taken)
        if number in taken:
            raise DataError(f"number {number}", f"is already worn in {team.name}")
        rng = random.Random(f"{team.name}:{len(team.players)}:{number}")
        name = name or suggest_name(roster, self.data, rng, {p.name for p in team.players})
        player = Player(number=number, name=name, position=position, id=self.roll(entry).next_id())
        self._write(entry, "hire", {"player": player.model_dump(mode="json"), "cost": spec.cost})
        return self.team(entry)

    @checked_and_written
    def buy(self, entry: Entry, item: str, count: int = 1) -> Team:
        """Re-rolls, Geisha, Assistant Coaches, the Team Shugenja or the clan's coaching staff from
        the treasury at roster prices, within R2.3."""
        team = self.team(entry)
        roster = self.data.roster(team.clan)
        limits = self.data.rules.team_building
        prices = {
            "rerolls": (roster.reroll_cost, limits.max_rerolls),
            "geisha": (limits.geisha.cost, limits.geisha.max),
            "assistant_coaches": (limits.assistant_coaches.cost, limits.assistant_coaches.max),
            "team_shugenja": (roster.team_shugenja_cost, limits.max_team_shugenja),
            "special_staff": (roster.special_staff.cost, limits.max_special_staff),
        }
        if item not in prices:
            raise DataError(f"item {item!r}", f"cannot be bought (items: {', '.join(prices)})")
        price, most = prices[item]
        if count < 1:
            raise DataError(f"item {item!r}", f"the count must be at least 1 (got {count})")
        has = int(getattr(team, item))
        if has + count > most:
            raise DataError(
                f"team {team.name!r}",
                f"R2.3: at most {most} {item.replace('_', ' ')}; it has "
                f"{has}, and {count} more would make {has + count}",
            )
        cost = price * count
        if cost > (team.treasury or 0):
            raise DataError(
                f"team {team.name!r}",
                f"{count} {item.replace('_', ' ')} cost {cost} koku; the treasury has {team.treasury}",
            )
        self._write(entry, "buy", {"item": item, "count": count, "cost": cost})
        return self.team(entry)

    @checked_and_written
    def fill_roster(self, entry: Entry) -> list[str]:
        """The AI's management between games: hire the cheapest players it can afford, up to
        eleven, all at once; returns who was hired."""
        hired: list[str] = []
        while True:
            team = self.team(entry)
            if len(team.players) >= MIN_FIT:
                return hired
            options = [p for p in self._open_positions(team) if p.cost <= (team.treasury or 0)]
            if not options:
                return hired
            cheapest = min(options, key=lambda p: (p.cost, p.id))
            team = self.hire(entry, cheapest.id)
            hired.append(f"{team.players[-1].name} ({cheapest.name})")
