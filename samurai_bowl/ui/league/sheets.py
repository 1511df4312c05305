"""The League screen's other readings of a league, as rows for its grids: the banzuke (the table
as a sumo ranking sheet), the leaders across the league's games, one team's card and the career
of the player chosen on it."""

from __future__ import annotations

from arcade.types import Color

from samurai_bowl.league.banzuke import banzuke
from samurai_bowl.league.records import by_team, careers, leaders
from samurai_bowl.league.standings import Line
from samurai_bowl.league.store import Entry, League, LeagueStore
from samurai_bowl.text.words import plural
from samurai_bowl.ui.kit.theme import BAD, GOOD, SUBTITLE_INK, TITLE_INK, WARN

BANZUKE = [(0.015, "left", 0.17), (0.20, "left", 0.40), (0.64, "right", 0.0), (0.70, "left", 0.28)]
BANZUKE_HEADER = ("Rank", "Team", "Record", "")
LEADERS = [(0.015, "left", 0.31), (0.345, "left", 0.31), (0.675, "left", 0.31)]
LEADS = (("touchdowns", "Touchdowns"), ("casualties", "Casualties"), ("spp", "SPP"))
LEADERS_HEADER = tuple(words for _, words in LEADS)
LEADER_ROWS = 3
CARD = [
    (0.07, "right", 0.0),
    (0.10, "left", 0.36),
    (0.48, "left", 0.28),
    (0.87, "right", 0.0),
    (0.97, "right", 0.0),
]
STANDING_INKS = {"kachi-koshi": GOOD, "make-koshi": BAD}


def banzuke_rows(lines: list[Line]) -> tuple[list[tuple[str, ...]], list[Color]]:
    """Rank, team, W–L(–D) and kachi-koshi or make-koshi, in the table's order; each row's ink."""
    ranks = banzuke(lines)
    rows: list[tuple[str, ...]] = [(rank.title, rank.line.name, rank.record, rank.standing) for rank in ranks]
    return rows, [STANDING_INKS.get(rank.standing, TITLE_INK) for rank in ranks]


def leader_rows(store: LeagueStore, league: League) -> list[tuple[str, ...]]:
    """Three rows of "Name (Team) N", one column each for touchdowns, casualties and SPP, over
    every game the league has recorded; no rows before the first."""
    found = careers(store.games(league))
    columns = [
        [f"{c.name} ({c.team}) {c.totals[what]}" for c in leaders(found, what, LEADER_ROWS)]
        for what, _ in LEADS
    ]
    depth = max((len(column) for column in columns), default=0)
    return [tuple(column[i] if i < len(column) else "" for column in columns) for i in range(depth)]


def card(store: LeagueStore, entry: Entry) -> tuple[str, list[tuple[str, ...]], list[Color]]:
    """A team as it stands (the dead already gone): its line of treasury and re-rolls, and a row
    per player — number, name, position, SPP, "SI" when Seriously Injured — with its ink."""
    team = store.team(entry)
    roster = store.data.roster(team.clan)
    rows: list[tuple[str, ...]] = []
    inks: list[Color] = []
    for player in sorted(team.players, key=lambda p: p.number):
        position = roster.position(player.position)
        rows.append(
            (
                f"#{player.number}",
                player.name,
                position.name if position else player.position,
                f"{player.spp} SPP",
                "SI" if player.seriously_injured else "",
            )
        )
        inks.append(WARN if player.seriously_injured else TITLE_INK if player.spp else SUBTITLE_INK)
    players, rerolls = plural(len(team.players), "player"), plural(team.rerolls, "re-roll")
    words = f"{team.name} · {players} · treasury {team.treasury or 0} koku · {rerolls}"
    return words, rows, inks


def career_words(store: LeagueStore, league: League, entry: Entry, number: int) -> str:
    """The career of the man wearing ``number``, over every season of the league (as the league
    team command counts it): games, touchdowns, completions, casualties, MVPs, SPP, injuries."""
    team = store.team(entry)
    player = next((p for p in team.players if p.number == number), None)
    if player is None:
        return team.name
    found = {c.player: c for c in by_team(careers(store.games(league))).get(entry.name, [])}
    career = found.get(player.id) if player.id is not None else None
    head = f"{team.name} · #{number} {player.name}"
    if career is None:
        return f"{head}: no games yet · {player.spp} SPP"
    t = career.totals
    games = plural(career.games, "game")
    words = [games, f"{t['touchdowns']} TD", f"{t['completions']} Cmp", f"{t['casualties']} Cas"]
    if career.mvp:
        words.append(f"{career.mvp} MVP")
    hurt = f" · hurt: {', '.join(career.injuries)}" if career.injuries else ""
    return f"{head}: {', '.join(words)} · {player.spp} SPP{hurt}"
