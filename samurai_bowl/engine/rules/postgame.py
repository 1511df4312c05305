"""After the game (R19): winnings, star player points with the MVP, and injuries, as one record
the league stores; plus each player's statistics for the match report."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from samurai_bowl.engine.dice.rolled import roll, roll_total
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import Event, EventKind, roll_event
from samurai_bowl.engine.procedure import DONE, Outcome, Procedure

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

YASUKI_TAKA = "yasuki_taka"
COUNTED = ("touchdowns", "completions", "casualties", "blocks", "fouls")


def pick(m: Match, count: int, purpose: str) -> int:
    """A uniform choice among ``count`` by d8 digits (rolled again when out of range)."""
    if count <= 1:
        return 0
    digits, span = 1, 8
    while span < count:
        digits, span = digits + 1, span * 8
    limit = span - span % count
    while True:
        rolls = tuple(roll(m.dice, DieKind.D8, purpose) for _ in range(digits))
        m._log(roll_event(rolls, purpose))
        value = 0
        for die in rolls:
            value = value * 8 + die.value - 1
        if value < limit:
            return value % count


def winnings(m: Match, side: int, winner: int | None) -> int:
    """R19.1 [I]: (d6 + touchdowns) × 10, +10 to the winner; Yasuki Taka adds an unmodified d6 × 10."""
    post = m.rules.post_game
    team = m.team(side)
    total, rolls = roll_total(m.dice, post.winnings_die, "winnings")
    koku = (total + team.score) * post.winnings_multiplier + (post.winner_bonus if winner == side else 0)
    m._log(
        roll_event(rolls, f"Winnings ({team.name})", modifier=team.score, side=side, result=f"{koku} koku")
    )
    files = m.team_files[side]
    if files.special_staff and m.data.roster(files.clan).special_staff.id == YASUKI_TAKA:
        die = roll(m.dice, DieKind.D6, "Yasuki Taka")
        bonus = die.value * post.winnings_multiplier
        m._log(roll_event((die,), "Yasuki Taka's bargaining", result=f"{bonus} koku more", side=side))
        koku += bonus
    return koku


@dataclass
class PostGame(Procedure):
    NAME = "post_game"
    phase: Literal["start"] = "start"

    def run(self, m: Match) -> Outcome:
        conceded = m.state.conceded
        winner = match_winner(m)
        koku = [0 if side == conceded else winnings(m, side, winner) for side in (0, 1)]
        mvps = []
        for side in (0, 1):
            if side == conceded:
                continue
            candidates = sorted(i for i in m.played if m.pieces[i].side == side)
            if candidates:
                mvp = candidates[pick(m, len(candidates), f"MVP ({m.team(side).name})")]
                mvps.append(mvp)
                m._credit(mvp, "mvp")
                m._log(Event(EventKind.MVP, f"MVP: {m.pieces[mvp].name}", side=side, piece=mvp))
        m.result = match_record(m, winner, koku)
        return DONE


def match_winner(m: Match) -> int | None:
    """The side that won: the higher score, nobody on a draw; R3.8: the other side of a concession,
    whatever the score."""
    conceded = m.state.conceded
    if conceded is not None:
        return 1 - conceded
    home, away = m.teams[0].score, m.teams[1].score
    return None if home == away else (0 if home > away else 1)


def spp(m: Match, counts: dict[str, int]) -> int:
    values = m.rules.post_game.spp
    return (
        counts.get("touchdowns", 0) * values.touchdown
        + counts.get("casualties", 0) * values.casualty
        + counts.get("completions", 0) * values.completion
        + counts.get("mvp", 0) * values.mvp
    )


def match_record(m: Match, winner: int | None, koku: list[int]) -> dict[str, Any]:
    """The result the league records: score, winnings, and every player's line (with the player's
    lasting id when his team is a league team's)."""
    ids = [{p.number: p.id for p in team.players if p.id is not None} for team in m.team_files]
    players = []
    for piece in m.pieces:
        counts = m.stats.get(piece.index, {})
        line: dict[str, Any] = {
            "side": int(piece.side),
            "number": piece.number,
            "name": piece.name,
            "played": piece.index in m.played,
            "mvp": bool(counts.get("mvp")),
        }
        if piece.number in ids[int(piece.side)]:
            line["id"] = ids[int(piece.side)][piece.number]
        line.update({key: counts.get(key, 0) for key in COUNTED})
        line["spp"] = spp(m, counts)
        if piece.index in m.injuries:
            line["injury"] = m.injuries[piece.index]
        if piece.status.value == "dishonored":
            line["dishonored"] = True
        players.append(line)
    caused = [sum(p["casualties"] for p in players if p["side"] == side) for side in (0, 1)]
    record = {
        "home": m.teams[0].name,
        "away": m.teams[1].name,
        "score": [m.teams[0].score, m.teams[1].score],
        "winner": winner,
        "winnings": koku,
        "casualties_caused": caused,
        "players": players,
    }
    if m.state.conceded is not None:
        record["conceded"] = m.state.conceded
    return record
