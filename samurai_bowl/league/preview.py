"""What correcting a recorded result would do, found without keeping it: the correction is made
by the store's own code (the same checks as ``league correct``) inside a transaction that is then
rolled back, and the table, the treasuries and the players' SPP and injuries are read before and
inside it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from samurai_bowl.league.standings import Line
from samurai_bowl.league.store import League, LeagueStore


@dataclass(frozen=True)
class Standing:
    place: int
    name: str
    points: int
    won: int
    drawn: int
    lost: int
    scored: int
    conceded: int
    casualties: int

    @classmethod
    def of(cls, place: int, line: Line) -> Standing:
        return cls(
            place,
            line.name,
            line.points,
            line.won,
            line.drawn,
            line.lost,
            line.scored,
            line.conceded,
            line.casualties,
        )


@dataclass(frozen=True)
class PlayerState:
    team: str
    number: int
    name: str
    spp: int
    hurt: str  # "", "SI" (Seriously Injured) or "dead" (gone from the roster)


@dataclass(frozen=True)
class Snapshot:
    table: dict[int, Standing]  # by entry id
    treasuries: dict[int, tuple[str, int]]  # entry id: team name, koku
    players: dict[tuple[int, int], PlayerState]  # (entry id, number) of the two teams' players


@dataclass(frozen=True)
class Preview:
    before: Snapshot
    after: Snapshot

    def table_changes(self) -> list[tuple[Standing, Standing]]:
        """(before, after) of each team whose line in the table changes, in the new table's order."""
        pairs = [(self.before.table[e], after) for e, after in self.after.table.items()]
        return sorted((p for p in pairs if p[0] != p[1]), key=lambda p: p[1].place)

    def treasury_changes(self) -> list[tuple[str, int, int]]:
        return [
            (name, self.before.treasuries[e][1], koku)
            for e, (name, koku) in self.after.treasuries.items()
            if self.before.treasuries[e][1] != koku
        ]

    def player_changes(self) -> list[tuple[PlayerState, PlayerState]]:
        """(before, after) of each player whose SPP or injury changes (a player who dies is gone)."""
        changed = []
        for key, was in self.before.players.items():
            now = self.after.players.get(key, PlayerState(was.team, was.number, was.name, was.spp, "dead"))
            if now != was:
                changed.append((was, now))
        for key, now in self.after.players.items():
            if key not in self.before.players:  # a dead player brought back by the correction
                changed.append((PlayerState(now.team, now.number, now.name, now.spp, "dead"), now))
        return changed


class _RollBack(Exception):
    """Raised inside the transaction so that nothing of the correction is kept."""


def snapshot(store: LeagueStore, league: League, entries: tuple[int, int]) -> Snapshot:
    lines = store.standings(league)
    table = {line.entry: Standing.of(place, line) for place, line in enumerate(lines, start=1)}
    treasuries: dict[int, tuple[str, int]] = {}
    players: dict[tuple[int, int], PlayerState] = {}
    for entry in store.entries(league):
        team = store.team(entry)
        treasuries[entry.id] = (team.name, team.treasury or 0)
        if entry.id in entries:
            for player in team.players:
                hurt = "SI" if player.seriously_injured else ""
                players[(entry.id, player.number)] = PlayerState(
                    team.name, player.number, player.name, player.spp, hurt
                )
    return Snapshot(table, treasuries, players)


def preview_correction(
    store: LeagueStore, league: League, number: int, record: dict[str, Any], source: str = "correction"
) -> Preview:
    """The table (of ``league``'s season), treasuries and players before and after fixture
    ``number``'s result became ``record``; nothing is written. A record ``league correct`` would
    refuse raises the same one-line :class:`DataError`."""
    fixture = store.numbered(league, number)
    entries = (fixture.home.id, fixture.away.id)
    before = snapshot(store, league, entries)
    after: Snapshot | None = None
    try:
        with store.db.transaction():
            store.correct(league, number, record, source)
            after = snapshot(store, league, entries)
            raise _RollBack
    except _RollBack:
        pass
    assert after is not None
    return Preview(before, after)
