"""The clans' special coaching staff (R17), each at its moment; each acts once per game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.rolled import roll
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import Event, EventKind, roll_event
from samurai_bowl.engine.plain import SideNo
from samurai_bowl.engine.procedure import DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.state.pieces import Piece, Status

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

ASAKO_YASU = "asako_yasu"
SHOSURO_HAMETSU = "shosuro_hametsu"
KITSUKI_YASU = "kitsuki_yasu"
IKOMA_UJIAKI = "ikoma_ujiaki"
KAKITA_SHIJIN = "kakita_shijin"
POISON_LIMIT_SPP = 10


def use_staff(m: Match, side: int, words: str) -> None:
    m.staff_used[side] = True
    name = m.data.roster(m.team_files[side].clan).special_staff.name
    m._log(Event(EventKind.STAFF, f"{name}: {words}", side=side))


def asako_yasu(m: Match) -> None:
    """Before the game, against a Team Shugenja: d6 each; Phoenix equal or higher bans him."""
    for side in (0, 1):
        if m.staff(side) != ASAKO_YASU or not m.team_files[1 - side].team_shugenja:
            continue
        ours, theirs = roll(m.dice, DieKind.D6, "Asako Yasu"), roll(m.dice, DieKind.D6, "Asako Yasu")
        m._log(roll_event((ours, theirs), "Asako Yasu questions the opposing shugenja", side=side))
        banned = ours.value >= theirs.value
        m.shugenja_banned[1 - side] = banned
        use_staff(
            m,
            side,
            "the opposing Team Shugenja is held for questioning"
            if banned
            else "the opposing Team Shugenja is cleared",
        )


def kakita_shijin(m: Match) -> None:
    """At half time: a Crane player died in the first half, so Shijin's poem brings 1d3 re-rolls."""
    for side in (0, 1):
        if m.staff(side) == KAKITA_SHIJIN and m.deaths_first_half[side]:
            die = roll(m.dice, DieKind.D3, "Kakita Shijin")
            m.team(side).rerolls += die.value
            m._log(
                roll_event((die,), "Kakita Shijin's poem", side=side, result=f"{die.value} extra re-rolls")
            )
            use_staff(m, side, "a poem for the fallen")


def count_death(m: Match, piece: Piece) -> None:
    """R17 Kakita Shijin: a death before half time counts for the poem, in the first half or
    before the kick-off (Shosuro Hametsu's poison)."""
    if m.half <= 1:
        m.deaths_first_half[int(piece.side)] += 1


def poison_targets(m: Match, side: int) -> list[Piece]:
    """Hametsu's choice: an opposing player (no clan has star players) with fewer than 10 SPP."""
    spp = {p.number: p.spp for p in m.team_files[1 - side].players}
    return [
        p
        for p in m.side_pieces(1 - side)
        if p.status is Status.RESERVES and spp.get(p.number, 0) < POISON_LIMIT_SPP
    ]


@dataclass
class Hametsu(Procedure):
    """Before the game, Shosuro Hametsu poisons a chosen opponent: d3 — 1 nothing, 2 misses the
    game, 3 dies."""

    NAME = "shosuro_hametsu"
    ASKS = frozenset({Ask.POISON})
    phase: Literal["start", "done"] = "start"
    side: SideNo = 0

    def run(self, m: Match) -> Outcome:
        if self.phase == "done" or m.staff(self.side) != SHOSURO_HAMETSU or not poison_targets(m, self.side):
            return DONE
        return Prompt(Ask.POISON, self.side)

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        return [Action(Act.CHOOSE_PLAYER, piece=p.index) for p in poison_targets(m, self.side)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        assert action.piece is not None
        victim = m.pieces[action.piece]
        die = roll(m.dice, DieKind.D3, "Shosuro Hametsu")
        outcome = {
            1: "shakes off the poison",
            2: "is doubled up with cramps and misses the game",
            3: "is killed by the poison",
        }[die.value]
        m._log(roll_event((die,), f"Shosuro Hametsu poisons {victim.name}", result=outcome, side=self.side))
        if die.value == 2:
            m.absent.add(victim.index)
        elif die.value == 3:
            victim.status = Status.CASUALTY
            m.injuries[victim.index] = "dead"
            count_death(m, victim)
        use_staff(m, self.side, f"{victim.name} {outcome}")
        self.phase = "done"


def can_force(m: Match, challenger: Piece) -> bool:
    """Kitsuki Yasu: once per game a refused challenge from one of his players must be accepted."""
    return m.staff(int(challenger.side)) == KITSUKI_YASU


def ujiaki_available(m: Match, side: int) -> bool:
    """Ikoma Ujiaki: at the start of a turn, before anyone acts."""
    return m.staff(side) == IKOMA_UJIAKI and m.active == side and not m.acted


def ujiaki(m: Match, side: int) -> None:
    m.fury = side
    use_staff(m, side, "the Emperor's Revenge! +2 on his players' rolls to break armour this turn")


def fury_bonus(m: Match, side: int) -> int:
    return m.rules.damage.ikoma_ujiaki_armour_bonus if m.fury == side else 0


def seriously_injured_rolls(m: Match) -> None:
    """R8.5: each Seriously Injured player rolls a d6 before the game; on a 1 he misses it."""
    miss_on = m.rules.damage.seriously_injured_miss_on
    for side, team in enumerate(m.team_files):
        hurt = {p.number for p in team.players if p.seriously_injured}
        for piece in m.side_pieces(side):
            if piece.number not in hurt or piece.index in m.absent or piece.status is not Status.RESERVES:
                continue
            die = roll(m.dice, DieKind.D6, "seriously injured")
            misses = die.value <= miss_on
            if misses:
                m.absent.add(piece.index)
            m._log(
                roll_event(
                    (die,),
                    "Seriously Injured",
                    of=piece,
                    side=side,
                    piece=piece.index,
                    result="misses the game" if misses else "plays",
                )
            )
