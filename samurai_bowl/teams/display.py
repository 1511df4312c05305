"""Plain-text roster sheets and koku summaries for the terminal."""

from __future__ import annotations

from samurai_bowl.data.loader import GameData
from samurai_bowl.data.roster import Position, Roster
from samurai_bowl.teams.model import Team
from samurai_bowl.teams.rules import TeamCost, team_cost

_STATS = f"{'MA':>2} {'ST':>2} {'AG':>2} {'AV':>2} {'PH':>2}"


def _stats(position: Position) -> str:
    return f"{position.ma:>2} {position.st:>2} {position.ag:>2} {position.av:>2} {position.ph:>2}"


def _skills(position: Position) -> str:
    return ", ".join(position.skills) or "-"


def clan_sheet(roster: Roster, data: GameData) -> str:
    """A clan's positions, limits, stats, skills and prices."""
    tb = data.rules.team_building
    lines = [
        roster.name,
        f"  {'position':<18} {'id':<18} {'qty':>5}  {_STATS}  {'skills':<28} {'cost':>5}",
    ]
    for p in roster.positions:
        lines.append(
            f"  {p.name:<18} {p.id:<18} {p.quantity!s:>5}  {_stats(p)}  {_skills(p):<28} {p.cost:>5}"
        )
    lines += [
        f"  Re-rolls {roster.reroll_cost} each (0-{tb.max_rerolls}); Team Shugenja "
        f"{roster.team_shugenja_cost}; Geisha and Assistant Coaches {tb.geisha.cost} each",
        f"  {roster.special_staff.name} ({roster.special_staff.cost}): {roster.special_staff.rules}",
    ]
    return "\n".join(lines)


def team_sheet(team: Team, data: GameData) -> str:
    """The roster table with stats and the koku summary."""
    roster = data.roster(team.clan)
    lines = [
        f"{team.name} — {roster.name}",
        f"  {'#':>3}  {'name':<24} {'position':<18} {_STATS}  {'skills':<28} {'cost':>5}",
    ]
    for player in sorted(team.players, key=lambda p: p.number):
        position = roster.position(player.position)
        if position is None:
            lines.append(f"  {player.number:>3}  {player.name:<24} {player.position:<18} (unknown position)")
            continue
        lines.append(
            f"  {player.number:>3}  {player.name:<24} {position.name:<18} {_stats(position)}  "
            f"{_skills(position):<28} {position.cost:>5}"
        )
    lines.append("")
    lines += koku_summary(team, team_cost(team, roster, data), roster, data)
    return "\n".join(lines)


def koku_summary(team: Team, cost: TeamCost, roster: Roster, data: GameData) -> list[str]:
    tb = data.rules.team_building
    rows = [
        (f"Players ({len(team.players)})", cost.players),
        (f"Team re-rolls {team.rerolls} × {roster.reroll_cost}", cost.rerolls),
        (f"Geisha {team.geisha} × {tb.geisha.cost}", cost.geisha),
        (f"Assistant Coaches {team.assistant_coaches} × {tb.assistant_coaches.cost}", cost.assistant_coaches),
        (f"Team Shugenja {'yes' if team.team_shugenja else 'no'}", cost.team_shugenja),
        (f"{roster.special_staff.name} {'yes' if team.special_staff else 'no'}", cost.special_staff),
    ]
    lines = [f"  {label:<40} {value:>6}" for label, value in rows]
    lines.append(f"  {'Spent':<40} {cost.total:>6}")
    lines.append(f"  {'Treasury (of ' + str(cost.budget) + ' koku)':<40} {cost.treasury:>6}")
    return lines
