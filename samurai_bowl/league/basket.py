"""Several things bought for a team at once between games: staff and re-rolls (R2.3) and players
(R2.1, R2.2), each through the store's own purchase or hire and its checks, all in one
transaction — a basket the treasury cannot pay for, or one that breaks a limit, buys nothing."""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.league.store import Entry, LeagueStore
from samurai_bowl.teams.model import Team


@dataclass(frozen=True)
class Offer:
    """One line of what a team may buy: staff (``item``) or a player of a position (``position``)."""

    words: str
    price: int
    has: int
    most: int  # R2: the most the team may have
    item: str = ""
    position: str = ""


def offers(store: LeagueStore, team: Team) -> list[Offer]:
    """Re-rolls and staff at their prices, then every position of the team's clan."""
    roster = store.data.roster(team.clan)
    limits = store.data.rules.team_building
    staff = {
        "rerolls": ("Re-roll", roster.reroll_cost, limits.max_rerolls),
        "geisha": ("Geisha", limits.geisha.cost, limits.geisha.max),
        "assistant_coaches": ("Assistant Coach", limits.assistant_coaches.cost, limits.assistant_coaches.max),
        "team_shugenja": ("Team Shugenja", roster.team_shugenja_cost, limits.max_team_shugenja),
        "special_staff": (
            f"Coaching staff: {roster.special_staff.name}",
            roster.special_staff.cost,
            limits.max_special_staff,
        ),
    }
    found = [
        Offer(words, price, int(getattr(team, item)), most, item=item)
        for item, (words, price, most) in staff.items()
    ]
    for position in roster.positions:
        has = sum(1 for p in team.players if p.position == position.id)
        found.append(Offer(position.name, position.cost, has, position.quantity.max, position=position.id))
    return found


def cost(chosen: list[tuple[Offer, int]]) -> int:
    return sum(offer.price * count for offer, count in chosen)


def buy_all(store: LeagueStore, entry: Entry, chosen: list[tuple[Offer, int]]) -> Team:
    """Buy every (offer, count) with a count, in one transaction; the team as it then stands."""
    with store.db.transaction():
        for offer, count in chosen:
            if count <= 0:
                continue
            if offer.item:
                store.buy(entry, offer.item, count)
            else:
                for _ in range(count):
                    store.hire(entry, offer.position)
        return store.team(entry)
