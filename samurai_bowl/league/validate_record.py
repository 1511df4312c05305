"""A match record as the league stores it (R19): the model every result is written and read
through, and the checks of meaning a corrected or imported one must pass — a winner the score
allows, players the team has had, and nothing more than one match can give."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, Strict

from samurai_bowl.data.rules import RuleSet
from samurai_bowl.data.types import Bool, ShirtNumber
from samurai_bowl.errors import FieldProblem
from samurai_bowl.league.validate_base import RowModel, shown
from samurai_bowl.teams.model import MAX_NAME_LENGTH, Name

YASUKI_TAKA_DIE = 6  # R17: Yasuki Taka's d6 × the winnings multiplier

Count = Annotated[int, Strict(), Field(ge=0)]
Side = Annotated[int, Strict(), Field(ge=0, le=1)]
PlayerId = Annotated[int, Strict(), Field(ge=1)]  # who a player is in his league team
Injury = Literal["badly_hurt", "seriously_injured", "dead"]
PlayerName = Annotated[str, Strict(), Field(min_length=1, max_length=MAX_NAME_LENGTH)]


def _two_counts(value: Any) -> Any:
    if (
        isinstance(value, list | tuple)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    ):
        return tuple(value)
    raise ValueError(f"two whole numbers 0 or more, home then away (got {shown(value)})")


Pair = Annotated[tuple[int, int], BeforeValidator(_two_counts)]


class PlayerLine(RowModel):
    side: Side
    number: ShirtNumber
    id: PlayerId | None = None
    name: PlayerName | None = None
    played: Bool = True
    mvp: Bool = False
    touchdowns: Count = 0
    completions: Count = 0
    casualties: Count = 0
    blocks: Count = 0
    fouls: Count = 0
    spp: Count = 0
    injury: Injury | None = None
    dishonored: Bool = False


class MatchRecord(RowModel):
    home: Name | None = None
    away: Name | None = None
    score: Pair
    winner: Side | None = None
    winnings: Pair
    casualties_caused: Pair = (0, 0)
    players: list[PlayerLine]
    conceded: Side | None = None
    # R3.8: why the conceding side conceded when its coach did not (the host of a network match
    # awarded it for his absence), in words
    awarded: Annotated[str, Strict(), Field(min_length=1, max_length=200)] | None = None


@dataclass(frozen=True)
class RecordLimits:
    """The most one match can give, from the league's rules."""

    team_turns: int  # one team's turns in a match (R3.2)
    players: int  # the most players a team may have (R2.2)
    winnings: int  # the most koku a match pays one team (R19.1, with Yasuki Taka, R17)
    spp: int  # the most SPP a player can earn in one match (R19.2)

    @classmethod
    def of(cls, rules: RuleSet) -> RecordLimits:
        turns = rules.match.halves * rules.match.turns_per_half
        post = rules.post_game
        winnings = (
            (post.winnings_die.highest + 2 * turns) * post.winnings_multiplier
            + post.winner_bonus
            + YASUKI_TAKA_DIE * post.winnings_multiplier
        )
        values = post.spp
        spp = (
            2 * turns * values.touchdown
            + rules.team_building.max_players * values.casualty
            + turns * values.completion
            + values.mvp
        )
        return cls(turns, rules.team_building.max_players, winnings, spp)

    def most(self, stat: str) -> tuple[int, str]:
        """A player's most of ``stat`` in one match, and why."""
        return {
            "touchdowns": (2 * self.team_turns, "one for each team turn of the match"),
            "casualties": (self.players, "each opponent once"),
            "completions": (self.team_turns, "one pass a team turn"),
            "fouls": (self.team_turns, "one foul a team turn"),
            "blocks": (self.team_turns * self.players, f"{self.players} a team turn"),
            "spp": (self.spp, "R19.2: every touchdown, casualty and completion a match allows, and the MVP"),
        }[stat]


STATS = ("touchdowns", "completions", "casualties", "blocks", "fouls", "spp")


def check_record(
    record: MatchRecord,
    limits: RecordLimits,
    names: tuple[str, str],
    worn: tuple[Collection[int], ...],
    known: tuple[Collection[int], ...] | None = None,
) -> None:
    """Refuse a record no match could have produced for these teams (``worn``: every number each
    side's team has had up to this match; ``known``: every player id it has given, if checked)."""
    _check_winner(record)
    if sum(record.score) > 2 * limits.team_turns:
        raise FieldProblem(
            "score",
            f"{record.score[0]}–{record.score[1]} is more touchdowns than a match allows "
            f"(at most {2 * limits.team_turns}, one for each team turn)",
        )
    for side in (0, 1):
        if record.winnings[side] > limits.winnings:
            raise FieldProblem(
                f"winnings[{side}]",
                f"{record.winnings[side]} koku is more than a match pays (at most {limits.winnings}, R19.1)",
            )
        if record.casualties_caused[side] > limits.players:
            raise FieldProblem(
                f"casualties_caused[{side}]",
                f"{record.casualties_caused[side]} is more than a team has players to hurt "
                f"(at most {limits.players})",
            )
    seen: set[tuple[int, int]] = set()
    men: set[tuple[int, int]] = set()
    mvps = [0, 0]
    for index, line in enumerate(record.players):
        where = f"players[{index}]"
        if (line.side, line.number) in seen:
            raise FieldProblem(f"{where}.number", f"#{line.number} of {names[line.side]} is listed twice")
        seen.add((line.side, line.number))
        if line.number not in worn[line.side]:
            raise FieldProblem(f"{where}.number", f"{names[line.side]} has had no player #{line.number}")
        if line.id is not None:
            if (line.side, line.id) in men:
                raise FieldProblem(f"{where}.id", f"player {line.id} of {names[line.side]} is listed twice")
            men.add((line.side, line.id))
            if known is not None and line.id not in known[line.side]:
                raise FieldProblem(f"{where}.id", f"{names[line.side]} has had no player with id {line.id}")
        for stat in STATS:
            value = getattr(line, stat)
            most, why = limits.most(stat)
            if value > most:
                raise FieldProblem(
                    f"{where}.{stat}", f"{value} is more than one match allows (at most {most}: {why})"
                )
        mvps[line.side] += line.mvp
        if mvps[line.side] > 1:
            raise FieldProblem(f"{where}.mvp", f"R19.2: {names[line.side]} already has its one MVP")
    _check_totals(record)


def _check_totals(record: MatchRecord) -> None:
    """The score is the players' touchdowns, and each side's casualties caused are its players'."""
    scored = [sum(line.touchdowns for line in record.players if line.side == side) for side in (0, 1)]
    if list(record.score) != scored:
        raise FieldProblem(
            "score",
            f"{record.score[0]}–{record.score[1]} is not the players' touchdowns ({scored[0]}–{scored[1]})",
        )
    for side in (0, 1):
        caused = sum(line.casualties for line in record.players if line.side == side)
        if record.casualties_caused[side] != caused:
            raise FieldProblem(
                f"casualties_caused[{side}]",
                f"{record.casualties_caused[side]} is not the casualties its players caused ({caused})",
            )


def _check_winner(record: MatchRecord) -> None:
    home, away = record.score
    by_score = None if home == away else 0 if home > away else 1
    said = "winner" in record.model_fields_set
    if record.awarded is not None and record.conceded is None:
        raise FieldProblem("awarded", "only a conceded match (R3.8) is awarded: it needs conceded")
    if record.conceded is not None:
        if said and record.winner != 1 - record.conceded:
            raise FieldProblem(
                "winner",
                f"{_side_words(1 - record.conceded)} wins a match the other side conceded (R3.8); "
                f"it says {_side_words(record.winner)}",
            )
    elif said and record.winner != by_score:
        raise FieldProblem(
            "winner",
            f"the score {home}–{away} makes {_side_words(by_score)} the winner, but it says "
            f"{_side_words(record.winner)} (only a concession, R3.8, changes that)",
        )


def _side_words(side: int | None) -> str:
    return "nobody (a draw)" if side is None else ("the home side (0)", "the away side (1)")[side]
