"""The models on a match: a team's players with their stats, skills, square and state."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from samurai_bowl.data.roster import Roster
from samurai_bowl.engine.plain import PieceNo, SquareNo
from samurai_bowl.engine.state.pitch import Side
from samurai_bowl.teams.model import Team


class Skill(StrEnum):
    """Skill names as rosters and charts/skills.yaml spell them (R18)."""

    BLOCK = "Block"
    CATCH = "Catch"
    CHARGE = "Charge"
    DIRTY_PLAYER = "Dirty Player"
    DODGE = "Dodge"
    FRENZY = "Frenzy"
    IAIJUTSU = "Iaijutsu"
    KATANA = "Katana"
    MIGHTY_BLOW = "Mighty Blow"
    PASS = "Pass"
    SHADOWLANDS = "Shadowlands"
    SIDESTEP = "Sidestep"
    SPRINT = "Sprint"
    STAND_FIRM = "Stand Firm"
    SURE_HANDS = "Sure Hands"
    TACKLE = "Tackle"


class Status(StrEnum):
    """Where a model is and how it lies; the first three are on the pitch."""

    STANDING = "standing"
    PRONE = "prone"  # face up
    STUNNED = "stunned"  # face down
    RESERVES = "reserves"
    KO = "ko"
    CASUALTY = "casualty"
    DISHONORED = "dishonored"

    @property
    def on_pitch(self) -> bool:
        return self in (Status.STANDING, Status.PRONE, Status.STUNNED)


@dataclass(slots=True, eq=False)
class Piece:
    """One model in the match. ``index`` is its place in the match's piece list."""

    index: PieceNo
    side: Side
    name: str
    number: int
    position: str
    ma: int
    st: int
    ag: int
    av: int
    ph: int
    skills: frozenset[str]
    square: SquareNo | None = None
    status: Status = Status.RESERVES

    @property
    def standing(self) -> bool:
        return self.status is Status.STANDING

    def stats(self) -> list[int]:
        return [self.ma, self.st, self.ag, self.av, self.ph]

    def change_stats(self, delta: int) -> None:
        """Every stat up or down by ``delta`` (Touch of Amaterasu, Evil Portents)."""
        self.ma, self.st, self.ag, self.av, self.ph = (v + delta for v in self.stats())

    def has(self, skill: Skill) -> bool:
        return skill in self.skills  # a Skill is its name as a str: hashed and compared as one

    def __repr__(self) -> str:
        where = f"{self.status.value}@{self.square}"
        return f"Piece({self.side.name.lower()} #{self.number} {self.name}, {where})"


def pieces_for_team(team: Team, roster: Roster, side: Side, first_index: int) -> list[Piece]:
    """A team's players as match pieces, all in the Reserves box."""
    pieces = []
    for offset, player in enumerate(sorted(team.players, key=lambda p: p.number)):
        position = roster.position(player.position)
        if position is None:
            raise ValueError(f"{team.name}: {player.name} plays an unknown position '{player.position}'")
        pieces.append(
            Piece(
                index=first_index + offset,
                side=side,
                name=player.name,
                number=player.number,
                position=position.id,
                ma=position.ma,
                st=position.st,
                ag=position.ag,
                av=position.av,
                ph=position.ph,
                skills=frozenset(position.skills),
            )
        )
    return pieces
