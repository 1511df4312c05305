"""A league team as it stands: its joining roster with every later ledger row applied in order
(hires, firings, renames, new numbers, a new team name, purchases, and match results: SPP, injuries,
the dead, winnings). A row names a player by his lasting id; rows written before players had ids
name him by the number he wore then."""

from __future__ import annotations

import json
from typing import Any

from samurai_bowl.teams.model import Player, Team


def apply(team: Team, kind: str, data: dict[str, Any], side: int | None = None) -> Team:
    """One ledger row's effect on a team (``side`` is the team's side in a result)."""
    if kind == "join":
        return Team.model_validate(data["team"])
    players = list(team.players)
    changes: dict[str, Any] = {}
    if kind == "hire":
        players.append(Player.model_validate(data["player"]))
        changes["treasury"] = (team.treasury or 0) - int(data["cost"])
    elif kind == "fire":
        players = [p for p in players if not _named(p, data)]
    elif kind == "rename":
        players = [p.model_copy(update={"name": data["name"]}) if _named(p, data) else p for p in players]
    elif kind == "renumber":
        new = data["new_number"]
        players = [p.model_copy(update={"number": new}) if _named(p, data) else p for p in players]
    elif kind == "team_name":
        changes["name"] = data["name"]
    elif kind == "buy":
        current = getattr(team, data["item"])
        bought = int(current) + int(data["count"])
        changes[data["item"]] = bought > 0 if isinstance(current, bool) else bought  # staff is hired or not
        changes["treasury"] = (team.treasury or 0) - int(data["cost"])
    elif kind == "result" and side is not None:
        players, treasury = _after_match(team, data["record"], side)
        changes["treasury"] = treasury
    return team.model_copy(update={"players": players, **changes})


def _after_match(team: Team, record: dict[str, Any], side: int) -> tuple[list[Player], int]:
    """R19: SPP earned, the Seriously Injured marked, the dead gone, winnings to the treasury."""
    mine = [line for line in record["players"] if line["side"] == side]
    by_id = {line["id"]: line for line in mine if line.get("id") is not None}
    by_number = {line["number"]: line for line in mine if line.get("id") is None}
    players = []
    for player in team.players:
        line = by_id.get(player.id) if player.id is not None else None
        line = line or by_number.get(player.number)
        if line is None:
            players.append(player)
            continue
        injury = line.get("injury")
        if injury == "dead":
            continue  # R8.6: the dead leave the roster
        players.append(
            player.model_copy(
                update={
                    "spp": player.spp + int(line.get("spp", 0)),
                    "seriously_injured": player.seriously_injured or injury == "seriously_injured",
                }
            )
        )
    return players, (team.treasury or 0) + int(record["winnings"][side])


def _named(player: Player, data: dict[str, Any]) -> bool:
    """Whether a firing, rename or renumbering names ``player``: by his id, or by his number."""
    if data.get("id") is not None and player.id is not None:
        return bool(player.id == data["id"])
    return bool(player.number == data["number"])


def fold(rows: list[tuple[str, str, int | None]]) -> Team:
    """A team from its ledger rows in order: (kind, data JSON, its side for a result)."""
    team: Team | None = None
    for kind, data, side in rows:
        loaded = json.loads(data)
        if team is None:
            if kind != "join":
                raise ValueError("a team's ledger must start with its joining")
            team = apply(Team.model_validate(loaded["team"]), "join", loaded)
            continue
        team = apply(team, kind, loaded, side)
    if team is None:
        raise ValueError("the team has no ledger")
    return team
