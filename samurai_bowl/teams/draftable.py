"""Whether a roster can field a legal team (R2.2), and the cheapest players that complete one.

Every position has a range of players, the team a range of sizes, and the koku a ceiling. The
cheapest legal team holding some players already is exact to find: take each position's
minimum, then the cheapest free places until the team has its minimum size. Any legal team has
at least that many players (a minimum or a position's minimum), and any set of that many
players costs at least the cheapest places, so when this team is too dear none is affordable.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from samurai_bowl.data.roster import Position, Roster
from samurai_bowl.data.rules import TeamBuildingRules
from samurai_bowl.text.words import plural


@dataclass(frozen=True)
class Completion:
    """The cheapest players to add for a legal team, or why no legal team can be had."""

    additions: tuple[str, ...]  # position ids, cheapest first
    cost: int
    problem: str = ""


def size_limit(rules: TeamBuildingRules) -> int:
    """The most players a team may have: its maximum, and no more than there are numbers."""
    return min(rules.max_players, rules.max_player_number)


def cheapest_completion(
    roster: Roster, rules: TeamBuildingRules, have: Iterable[str], koku: int, prefer: str | None = None
) -> Completion:
    """The cheapest players to add to ``have`` (position ids) for a legal roster within ``koku``;
    a tie in price goes to ``prefer``, then to roster order. ``problem`` says why there is none."""
    counts = Counter(have)
    wanted: list[str] = []
    free: list[Position] = []
    for position in roster.positions:
        held = counts.get(position.id, 0)
        if held > position.quantity.max:
            return Completion((), 0, f"{position.name} is limited to {position.quantity.max}")
        short = max(0, position.quantity.min - held)
        wanted += [position.id] * short
        free += [position] * (position.quantity.max - held - short)
    size = sum(counts.values()) + len(wanted)
    limit = size_limit(rules)
    if size > limit:
        return Completion(
            (), 0, f"the positions' minimums make {size} players, more than the {limit} a team may have"
        )
    missing = max(0, rules.min_players - size)
    if missing > len(free):
        most = size + len(free)
        short = rules.min_players - most
        return Completion(
            (),
            0,
            f"the positions allow at most {most} players, {short} fewer than the "
            f"{rules.min_players} a team needs",
        )
    order = {p.id: i for i, p in enumerate(roster.positions)}
    free.sort(key=lambda p: (p.cost, p.id != prefer, order[p.id]))
    wanted += [p.id for p in free[:missing]]
    prices = {p.id: p.cost for p in roster.positions}
    cost = sum(prices[position_id] for position_id in wanted)
    if cost > koku:
        return Completion(tuple(wanted), cost, f"{cost - koku} koku short")
    return Completion(tuple(wanted), cost)


def undraftable(roster: Roster, rules: TeamBuildingRules) -> str:
    """Why no legal team can be built from ``roster`` under ``rules`` ("" when one can)."""
    completion = cheapest_completion(roster, rules, (), rules.starting_koku)
    if not completion.problem:
        return ""
    if not completion.additions:
        return f"no legal team can be drafted: {completion.problem}"
    counts = Counter(completion.additions)
    names = {p.id: p.name for p in roster.positions}
    players = ", ".join(f"{count} {names[position_id]}" for position_id, count in counts.items())
    return (
        f"no legal team can be drafted: the cheapest roster, {plural(len(completion.additions), 'player')} "
        f"({players}), costs {completion.cost} koku, {completion.cost - rules.starting_koku} over the "
        f"{rules.starting_koku} available"
    )
