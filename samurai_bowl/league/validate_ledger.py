"""A team's ledger as the league stores it: one model for each kind of row — what the store writes
and reads back through — and the checks a row must pass to follow the rows before it (a number
worn by one player, each player's lasting id his alone, a treasury that never goes below nothing,
the R2 limits)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Annotated, Any, Literal

from pydantic import Field, Strict

from samurai_bowl.data.loader import GameData
from samurai_bowl.data.types import ShirtNumber
from samurai_bowl.errors import FieldProblem
from samurai_bowl.league.teams import apply
from samurai_bowl.league.validate_base import RowModel, checked, json_value
from samurai_bowl.league.validate_record import (
    Count,
    MatchRecord,
    PlayerId,
    RecordLimits,
    check_record,
)
from samurai_bowl.teams.model import Name, Player, Team

BUYABLE = ("rerolls", "geisha", "assistant_coaches", "team_shugenja", "special_staff")


class JoinData(RowModel):
    team: Team


class HireData(RowModel):
    player: Player
    cost: Count


class FireData(RowModel):
    number: ShirtNumber
    id: PlayerId | None = None  # rows written before players had ids name only the number


class RenameData(RowModel):
    number: ShirtNumber
    id: PlayerId | None = None
    name: Name


class RenumberData(RowModel):
    id: PlayerId
    number: ShirtNumber
    new_number: ShirtNumber


class TeamNameData(RowModel):
    name: Name


class BuyData(RowModel):
    item: Literal["rerolls", "geisha", "assistant_coaches", "team_shugenja", "special_staff"]
    count: Annotated[int, Strict(), Field(ge=1)]
    cost: Count


class ResultData(RowModel):
    record: MatchRecord


ROW_MODELS: dict[str, type[RowModel]] = {
    "join": JoinData,
    "hire": HireData,
    "fire": FireData,
    "rename": RenameData,
    "renumber": RenumberData,
    "team_name": TeamNameData,
    "buy": BuyData,
    "result": ResultData,
}


def row_data(kind: Any, value: Any, *, reading: bool = False) -> dict[str, Any]:
    """A ledger row's data checked by its kind's model, as plain data."""
    model = ROW_MODELS.get(kind) if isinstance(kind, str) else None
    if model is None:
        raise FieldProblem("kind", f"must be one of {', '.join(ROW_MODELS)} (got {kind!r})")
    return checked(model, value, reading=reading).model_dump(mode="json", exclude_unset=True)


def ledger_json(kind: str, data: dict[str, Any]) -> str:
    """The JSON the store writes for a row: only what the row's model accepts."""
    return json.dumps(row_data(kind, data))


def read_row(kind: str, text: str) -> dict[str, Any]:
    """A stored row's data, read back through its model."""
    return json.loads(read_row_json(kind, text))  # type: ignore[no-any-return]


@lru_cache(maxsize=2048)
def read_row_json(kind: str, text: str) -> str:
    """:func:`read_row` as JSON; a league's rows are read again and again, and checked once."""
    return json.dumps(row_data(kind, json_value(text), reading=True))


@dataclass
class Book:
    """A team as its ledger has made it so far, every number it has had and every id it has given."""

    team: Team
    worn: set[int] = field(default_factory=set)
    known: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.worn |= {p.number for p in self.team.players}
        self.known |= {p.id for p in self.team.players if p.id is not None}


def check_ids(players: list[Player], where: str) -> None:
    """Every player of a joining team has his own lasting id."""
    seen: set[int] = set()
    for index, player in enumerate(players):
        if player.id is None:
            raise FieldProblem(f"{where}[{index}].id", f"{player.name} has no lasting id")
        if player.id in seen:
            raise FieldProblem(f"{where}[{index}].id", f"{player.id} is the id of another player too")
        seen.add(player.id)


def follow(book: Book, kind: str, data: dict[str, Any], game: GameData) -> None:
    """Apply a hire, firing, rename or purchase that must be possible where it stands."""
    team = book.team
    numbers = {p.number: p for p in team.players}
    if kind in ("fire", "rename", "renumber") and data["number"] not in numbers:
        raise FieldProblem("number", f"no player of {team.name} wears #{data['number']}")
    if kind in ("fire", "rename", "renumber") and data.get("id") not in (None, numbers[data["number"]].id):
        wearer = numbers[data["number"]]
        raise FieldProblem("id", f"#{data['number']} of {team.name} is {wearer.name}, player {wearer.id}")
    if kind == "renumber" and data["new_number"] in numbers:
        new = data["new_number"]
        raise FieldProblem("new_number", f"#{new} is already worn by {numbers[new].name}")
    if kind == "renumber" and data["new_number"] > game.rules.team_building.max_player_number:
        raise FieldProblem("new_number", f"must be at most {game.rules.team_building.max_player_number}")
    if kind == "hire" and data["player"]["number"] in numbers:
        number = data["player"]["number"]
        raise FieldProblem("player.number", f"#{number} is already worn by {numbers[number].name}")
    if kind == "hire" and data["player"].get("id") is None:
        raise FieldProblem("player.id", "a hired player needs his lasting id")
    if kind == "hire" and data["player"]["id"] in book.known:
        given = data["player"]["id"]
        raise FieldProblem("player.id", f"{given} is already the id of a player of {team.name}")
    if kind in ("hire", "buy") and (team.treasury or 0) < data["cost"]:
        treasury = f"the treasury of {team.name} ({team.treasury or 0})"
        raise FieldProblem("cost", f"{data['cost']} koku is more than {treasury}")
    if kind == "hire":
        _may_hire(team, data["player"]["position"], game)
    if kind == "buy":
        most = buy_limit(data["item"], game)
        if int(getattr(team, data["item"])) + data["count"] > most:
            item = data["item"].replace("_", " ")
            raise FieldProblem("count", f"R2.3: {team.name} may have at most {most} {item}")
    book.team = apply(team, kind, data)
    book.worn |= {p.number for p in book.team.players}
    book.known |= {p.id for p in book.team.players if p.id is not None}


def _may_hire(team: Team, position: str, game: GameData) -> None:
    roster = game.roster(team.clan)
    spec = roster.position(position)
    if spec is None:
        raise FieldProblem("player.position", f"is not a {roster.name} position ({position!r})")
    if sum(1 for p in team.players if p.position == spec.id) >= spec.quantity.max:
        limit = f"{spec.quantity.max} {spec.name}"
        raise FieldProblem("player.position", f"R2.1: {team.name} already has {limit}, the most allowed")
    if len(team.players) >= game.rules.team_building.max_players:
        raise FieldProblem("player", f"R2.2: {team.name} already has the most players allowed")


def buy_limit(item: str, game: GameData) -> int:
    limits = game.rules.team_building
    return {
        "rerolls": limits.max_rerolls,
        "geisha": limits.geisha.max,
        "assistant_coaches": limits.assistant_coaches.max,
        "team_shugenja": limits.max_team_shugenja,
        "special_staff": limits.max_special_staff,
    }[item]


@dataclass(frozen=True)
class Moment:
    """A team right after one ledger row: its treasury and any number two players wear."""

    kind: str
    treasury: int
    doubled: frozenset[int]


@dataclass(frozen=True)
class StoredRow:
    """One row of a team's ledger as read back (``text`` None: a result that could not be read)."""

    seq: int
    kind: str
    text: str | None  # its data as JSON, checked
    side: int | None  # the team's side in a result
    fixture_id: int | None

    @property
    def data(self) -> dict[str, Any] | None:
        return None if self.text is None else json.loads(self.text)  # type: ignore[no-any-return]


def replay(
    rows: Iterable[StoredRow], fixture_id: int, record: dict[str, Any] | None
) -> tuple[set[int], list[Moment]] | None:
    """Fold a team's rows with fixture ``fixture_id``'s result replaced by ``record`` (None keeps
    it): the numbers it had had before that result, and the team after it and every later row.
    None when the result kept could not be read."""
    team: Team | None = None
    worn: set[int] = set()
    moments: list[Moment] = []
    for row in rows:
        reached = bool(moments) or row.fixture_id == fixture_id
        data = {"record": record} if row.fixture_id == fixture_id and record is not None else row.data
        if data is None:
            return None
        if row.kind == "join":
            team = Team.model_validate(data["team"])
        elif team is None:
            raise FieldProblem("", "the team's ledger does not start with its joining")
        else:
            team = apply(team, row.kind, data, row.side)
        if not reached:
            worn |= {p.number for p in team.players}
            continue
        counts = Counter(p.number for p in team.players)
        doubled = frozenset(n for n, c in counts.items() if c > 1)
        moments.append(Moment(row.kind, team.treasury or 0, doubled))
    return worn, moments


def check_effects(
    name: str, side: int, before: list[Moment] | None, after: list[Moment], record: MatchRecord
) -> None:
    """Refuse a corrected result whose changes would break a row that came after it (compared with
    the result it replaces, so a treasury already below nothing is not blamed on it)."""
    baseline = before or [Moment(m.kind, 0, frozenset()) for m in after]
    for index, (was, now) in enumerate(zip(baseline, after, strict=True)):
        if now.treasury < 0 and now.treasury < was.treasury:
            when = "after this match" if index == 0 else f"at a later {now.kind} it paid for"
            raise FieldProblem(
                f"winnings[{side}]",
                f"{record.winnings[side]} koku would leave the treasury of {name} "
                f"at {now.treasury} koku {when}",
            )
        back = sorted(now.doubled - was.doubled)
        if back:
            mine = (i for i, line in enumerate(record.players) if (line.side, line.number) == (side, back[0]))
            where = next(mine, None)
            raise FieldProblem(
                "players" if where is None else f"players[{where}].injury",
                f"#{back[0]} of {name} would be alive, but a later hire was given that number",
            )


def check_correction(
    rows: tuple[list[StoredRow], list[StoredRow]],
    fixture_id: int,
    record: dict[str, Any],
    limits: RecordLimits,
    names: tuple[str, str],
) -> None:
    """A corrected result must fit the teams as they stood before it and every row after it."""
    model = MatchRecord.model_validate(record)
    worn: list[set[int]] = []
    moments: list[tuple[list[Moment] | None, list[Moment]]] = []
    for side in (0, 1):
        after = replay(rows[side], fixture_id, record)
        before = replay(rows[side], fixture_id, None)
        if after is None:
            raise FieldProblem("", f"the ledger of {names[side]} cannot be read")
        worn.append(after[0])
        moments.append((None if before is None else before[1], after[1]))
    check_record(model, limits, names, tuple(worn))
    for side, (was, now) in enumerate(moments):
        check_effects(names[side], side, was, now, model)
