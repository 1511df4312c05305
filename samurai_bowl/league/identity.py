"""Who a player is in his league team, whatever number he wears: every player has an id, given when
he joins the team (with it, or hired later) and never given to another man of that team. Firings,
renames, renumberings and result lines name him by it, so careers, SPP and injuries follow the man.

Ledgers written before players had ids named them by shirt number alone; :func:`give_ids` reads
such a ledger in order and names each man the way the numbers meant at the time:
- the players of a joining team get 1, 2, 3… in roster order, each hire the next id;
- a firing or rename names the man who wore that number then;
- a result line names the man who wore that number on that team when the result was recorded;
  a number nobody wore then (a corrected result may list a man fired before it was recorded)
  names the last man who had worn it before, and a number never worn is left without an id."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from samurai_bowl.errors import FieldProblem


@dataclass
class Roll:
    """A team's men as its ledger has made them so far: who wears which number now, who wore it
    last, and every id the team has given."""

    wearing: dict[int, int] = field(default_factory=dict)  # number -> id, the men on the team now
    last: dict[int, int] = field(default_factory=dict)  # number -> id of the last man who wore it
    given: set[int] = field(default_factory=set)

    def next_id(self) -> int:
        return max(self.given, default=0) + 1

    def join(self, player_id: int, number: int) -> None:
        self.given.add(player_id)
        self.wear(player_id, number)

    def wear(self, player_id: int, number: int) -> None:
        self.wearing[number] = player_id
        self.last[number] = player_id

    def leave(self, player_id: int) -> None:
        self.wearing = {n: i for n, i in self.wearing.items() if i != player_id}

    def who(self, number: int) -> int | None:
        """The man a line naming ``number`` means: whoever wears it, else whoever wore it last."""
        return self.wearing.get(number, self.last.get(number))

    def number_of(self, player_id: int) -> int | None:
        return next((n for n, i in self.wearing.items() if i == player_id), None)


def follow_row(roll: Roll, kind: str, data: dict[str, Any], side: int | None) -> None:
    """Bring ``roll`` past one ledger row whose players already have their ids."""
    if kind == "join":
        roll.wearing.clear()
        for player in data["team"]["players"]:
            if player.get("id") is not None:
                roll.join(player["id"], player["number"])
    elif kind == "hire" and data["player"].get("id") is not None:
        roll.join(data["player"]["id"], data["player"]["number"])
    elif kind == "fire":
        found = data.get("id") or roll.wearing.get(data["number"])
        if found is not None:
            roll.leave(found)
    elif kind == "renumber":
        roll.leave(data["id"])
        roll.wear(data["id"], data["new_number"])
    elif kind == "result" and side is not None:
        for line in data["record"]["players"]:
            if line["side"] == side and line.get("injury") == "dead":
                dead = line.get("id") or roll.who(line["number"])
                if dead is not None and roll.number_of(dead) is not None:
                    roll.leave(dead)  # R8.6: the dead leave the roster


def name_row(roll: Roll, kind: str, data: dict[str, Any], side: int | None) -> None:
    """Give the players of one ledger row written without ids the ids the numbers meant then."""
    if kind == "join":
        players = data["team"]["players"]
        roll.given |= {p["id"] for p in players if p.get("id") is not None}
        for player in players:
            if player.get("id") is None:
                player["id"] = roll.next_id()
                roll.given.add(player["id"])
    elif kind == "hire" and data["player"].get("id") is None:
        data["player"]["id"] = roll.next_id()
    elif kind in ("fire", "rename") and data.get("id") is None and data["number"] in roll.wearing:
        data["id"] = roll.wearing[data["number"]]
    elif kind == "result" and side is not None:
        for line in data["record"]["players"]:
            if line["side"] == side and line.get("id") is None:
                found = roll.who(line["number"])
                if found is not None:
                    line["id"] = found


@dataclass
class Step:
    """One ledger row as :func:`give_ids` reads it: its team (or the fixture's two), its data."""

    entry_id: int | None
    kind: str
    data: Any  # the row's data as parsed from JSON; changed in place
    home_id: int | None = None
    away_id: int | None = None


def give_ids(steps: Iterable[Step]) -> None:
    """Give the players of ledger rows in order (every team's) the ids they lacked. A team whose
    rows are not the shape the store writes is left as it is, for its checks to name."""
    rolls: dict[int, Roll] = {}
    broken: set[int] = set()
    for step in steps:
        sides = [(step.entry_id, None)] if step.kind != "result" else [(step.home_id, 0), (step.away_id, 1)]
        for entry, side in sides:
            if not isinstance(entry, int) or entry in broken:
                continue  # no team, or not one the store could have named
            roll = rolls.setdefault(entry, Roll())
            try:
                name_row(roll, step.kind, step.data, side)
                follow_row(roll, step.kind, step.data, side)
            except (KeyError, TypeError, ValueError, AttributeError):
                broken.add(entry)


Row = tuple[str, dict[str, Any] | None, int | None, int | None]  # kind, data, side, fixture id


def roll_before(rows: Iterable[Row], fixture_id: int | None) -> Roll:
    """A team's men just before fixture ``fixture_id``'s result (None: after every row), from its
    rows in order as (kind, data, side, fixture id); a row that could not be read is passed over."""
    roll = Roll()
    for kind, data, side, fixture in rows:
        if fixture_id is not None and fixture == fixture_id:
            break
        if data is not None:
            follow_row(roll, kind, data, side)
    return roll


def name_lines(record: dict[str, Any], side: int, roll: Roll, team: str, numbers: bool = True) -> None:
    """Give ``side``'s lines of a result their men's ids, as the team stood when it was played; a
    line that gives an id must name a man the team has had, wearing the line's number then (unless
    not ``numbers``: a match's own record, whose man may have been given another number since)."""
    for index, line in enumerate(record["players"]):
        if line["side"] != side:
            continue
        given = line.get("id")
        if given is None:
            found = roll.who(line["number"])
            if found is not None:
                line["id"] = found
            continue
        if given not in roll.given:
            raise FieldProblem(f"players[{index}].id", f"{team} has had no player with id {given}")
        worn = roll.number_of(given)
        if numbers and worn is not None and worn != line["number"]:
            said = f"player {given} of {team} wore #{worn} then, not #{line['number']}"
            raise FieldProblem(f"players[{index}].number", said)
