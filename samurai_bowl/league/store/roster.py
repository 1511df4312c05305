"""Changes to the men of a team and its name: a player fired, renamed or given another shirt
number (he keeps his lasting id, so his career goes on), and the team renamed."""

from __future__ import annotations

import sqlite3

from pydantic import ValidationError

from samurai_bowl.errors import DataError, describe_pydantic_error
from samurai_bowl.league.store.base import Entry, checked_and_written
from samurai_bowl.league.store.ledgers import Ledgers
from samurai_bowl.teams.model import Player, Team


def _id_of(player_id: int | None) -> dict[str, int]:
    """A row's ``id`` field, for a player who has one."""
    return {} if player_id is None else {"id": player_id}


class Roster(Ledgers):
    @checked_and_written
    def fire(self, entry: Entry, number: int) -> Team:
        """Release a player for good (no refund)."""
        team = self.team(entry)
        player = self._wearer(team, number)
        self._write(entry, "fire", {"number": number, **_id_of(player.id)})
        return self.team(entry)

    @staticmethod
    def _wearer(team: Team, number: int) -> Player:
        player = next((p for p in team.players if p.number == number), None)
        if player is None:
            raise DataError(f"number {number}", f"no player of {team.name} wears it")
        return player

    @checked_and_written
    def rename(self, entry: Entry, number: int, name: str) -> Team:
        team = self.team(entry)
        player = self._wearer(team, number)
        try:
            renamed = Player.model_validate({**player.model_dump(mode="json"), "name": name})
        except ValidationError as exc:
            _, message = describe_pydantic_error(exc.errors()[0], Player)
            raise DataError(f"player {number}", message, "new name") from None
        self._write(entry, "rename", {"number": number, "name": renamed.name, **_id_of(player.id)})
        return self.team(entry)

    @checked_and_written
    def renumber(self, entry: Entry, number: int, new_number: int) -> Team:
        """Give a player another shirt number, one nobody on his team wears; he stays who he is
        (his career, SPP and injuries go with him)."""
        team = self.team(entry)
        player = self._wearer(team, number)
        most = self.data.rules.team_building.max_player_number
        if not 1 <= new_number <= most:
            raise DataError(f"number {new_number}", f"must be from 1 to {most}", "new number")
        other = next((p for p in team.players if p.number == new_number and p is not player), None)
        if other is not None:
            raise DataError(f"number {new_number}", f"is already worn by {other.name} in {team.name}")
        if player.id is None:
            raise DataError(f"team {team.name!r}", f"#{number} has no lasting id (the file is damaged)")
        if new_number != number:
            self._write(entry, "renumber", {"id": player.id, "number": number, "new_number": new_number})
        return self.team(entry)

    @checked_and_written
    def rename_team(self, entry: Entry, name: str) -> Entry:
        """Give a team a new name; its players, their careers and its results stay its own."""
        league = self._league_of(entry)
        try:
            new = Team.model_validate({**self.team(entry).model_dump(mode="json"), "name": name}).name
        except ValidationError as exc:
            _, message = describe_pydantic_error(exc.errors()[0], Team)
            raise DataError(f"team {entry.name!r}", message, "new name") from None
        if new == entry.name:
            return entry
        self._write(entry, "team_name", {"name": new})
        try:
            self.con.execute("UPDATE entry SET name = ? WHERE id = ?", (new, entry.id))
        except sqlite3.IntegrityError:
            raise DataError(f"team {new!r}", f"is already in league {league!r}") from None
        return Entry(entry.id, new, entry.clan, entry.coach, entry.coach_kind)
