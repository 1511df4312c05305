"""Honour and penalties (R9): the foul, the Imperial Favor, arguing the call, and the foul
victim's challenge."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from samurai_bowl.data.charts import InjuryResult
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.rolled import roll
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import Event, EventKind, about, roll_event
from samurai_bowl.engine.plain import PieceNo, SideNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.rules.casting import augury_open, cast
from samurai_bowl.engine.rules.conditions import dishonor
from samurai_bowl.engine.rules.duel import Accept
from samurai_bowl.engine.rules.loose_ball import bounce_from, injure, roll_armour
from samurai_bowl.engine.rules.staff import fury_bonus
from samurai_bowl.engine.state.pieces import Piece, Skill, Status

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

DENIES_FAVOR = "ide_tadaji"  # R17: the opponent may not use the Imperial Favor


def foul_targets(m: Match, fouler: Piece) -> list[Piece]:
    """R9.1: face-up models next to a fouler whose PH is below 2."""
    if fouler.square is None or not fouler.standing or fouler.ph > m.rules.damage.foul_max_ph:
        return []
    return [
        p
        for p in m.board.adjacent(fouler.square, fouler.side.other, standing=False)
        if p.status is Status.PRONE
    ]


def award_favor(m: Match) -> None:
    """R9.6 [I]: the team whose rostered players have the higher total PH holds the Imperial
    Favor; a tie is rolled off."""
    totals = []
    for team in m.team_files:
        honour = {position.id: position.ph for position in m.data.roster(team.clan).positions}
        totals.append(sum(honour.get(player.position, 0) for player in team.players))
    while totals[0] == totals[1]:
        dice = [roll(m.dice, DieKind.D6, "Imperial Favor roll-off") for _ in (0, 1)]
        m._log(roll_event(tuple(dice), "Imperial Favor roll-off (home, away)"))
        totals = [dice[0].value, dice[1].value]
    m.favor = 0 if totals[0] > totals[1] else 1
    m._log(Event(EventKind.IMPERIAL_FAVOR, f"{m.team(m.favor).name} hold the Imperial Favor", side=m.favor))


def favor_open_to(m: Match, side: int) -> bool:
    other = m.team_files[1 - side]
    denied = other.special_staff and m.data.roster(other.clan).special_staff.id == DENIES_FAVOR
    return m.favor == side and not m.favor_used and not denied


@dataclass
class Penalty(Procedure):
    """A penalty against ``side``: cancelled by the Imperial Favor or a won argument, else upheld;
    the outcome is left in ``m.penalty_upheld``."""

    NAME = "penalty"
    ASKS = frozenset({Ask.PENALTY})
    phase: Literal["start", "done"] = "start"
    side: SideNo = 0
    reason: str = ""

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            if len(self.legal(m, Prompt(Ask.PENALTY, self.side))) == 1:
                return self._settle(m, True)
            return Prompt(Ask.PENALTY, self.side, {"reason": self.reason})
        return DONE

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        actions = [Action(Act.ACCEPT_PENALTY)]
        if favor_open_to(m, self.side):
            actions.append(Action(Act.USE_FAVOR))
        if m.argued[self.side] != m.half and m.rules.honour.argue_calls_per_half > 0:
            actions.append(Action(Act.ARGUE_CALL))
        return actions

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        if action.act is Act.USE_FAVOR:
            m.favor_used = True
            m._log(
                Event(
                    EventKind.IMPERIAL_FAVOR,
                    f"{m.team(self.side).name} use the Imperial Favor",
                    side=self.side,
                )
            )
            self._settle(m, False)
        elif action.act is Act.ARGUE_CALL:
            m.argued[self.side] = m.half
            coaches = m.team_files[self.side].assistant_coaches
            die = roll(m.dice, DieKind.D6, "argue the call")
            won = argue_succeeds(die.value, coaches, m.rules.honour.argue_call_target)
            m._log(
                roll_event(
                    (die,),
                    f"Arguing the call ({coaches} Assistant Coaches)",
                    modifier=coaches,
                    target=m.rules.honour.argue_call_target,
                    success=won,
                    side=self.side,
                )
            )
            self._settle(m, not won)
        else:
            self._settle(m, True)

    def _settle(self, m: Match, upheld: bool) -> Outcome:
        m.penalty_upheld = upheld
        verdict = "upheld" if upheld else "cancelled"
        m._log(Event(EventKind.PENALTY, f"Penalty ({self.reason}): {verdict}", side=self.side))
        self.phase = "done"
        return DONE


def argue_succeeds(face: int, coaches: int, target: int) -> bool:
    """R9.7 [I]: a d6 plus the Assistant Coaches reaching ``target`` cancels the penalty; a
    natural 1 always fails."""
    return face != 1 and face + coaches >= target


def foul_modifiers(m: Match, fouler: Piece) -> tuple[int, int]:
    """R9.2: the armour and injury modifiers of a foul by ``fouler``."""
    rules = m.rules.damage
    armour_mod, injury_mod = rules.foul_armour_modifier + fury_bonus(m, int(fouler.side)), 0
    if fouler.has(Skill.DIRTY_PLAYER):
        armour_mod += rules.dirty_player_bonus
        injury_mod += rules.dirty_player_bonus
    if fouler.has(Skill.KATANA):
        injury_mod += rules.katana_injury_bonus
    if fouler.has(Skill.MIGHTY_BLOW):
        armour_mod += rules.mighty_blow_bonus
        injury_mod += rules.mighty_blow_bonus
    return armour_mod, injury_mod


@dataclass
class Foul(Procedure):
    """R9.2-R9.4: an armour roll +1 with no assists; doubles eject the fouler (a penalty), unless
    his shugenja's Augury re-rolls the armour dice (R16)."""

    NAME = "foul"
    ASKS = frozenset({Ask.AUGURY})
    phase: Literal["start", "augury_asked", "hurt", "penalty", "done"] = "start"
    fouler: PieceNo = -1
    victim: PieceNo = -1
    broken: bool = False
    doubles: bool = False

    def run(self, m: Match) -> Outcome:
        fouler, victim = m.pieces[self.fouler], m.pieces[self.victim]
        if self.phase == "start":
            m._log(about(fouler, EventKind.FOUL, f"{fouler.name} fouls {victim.name}"))
            m._credit(fouler.index, "fouls")
            self._armour(m, "")
            due = self.doubles and augury_open(m, int(fouler.side))
            self.phase = "augury_asked" if due else "hurt"
        if self.phase == "augury_asked":
            return Prompt(Ask.AUGURY, int(fouler.side), {"purpose": "Foul (doubles)", "piece": fouler.index})
        if self.phase == "hurt":
            result = injure(m, victim, foul_modifiers(m, fouler)[1]) if self.broken else None
            if result is InjuryResult.CRITICAL:
                m._credit(fouler.index, "casualties")
            if result is not InjuryResult.CRITICAL and victim.status is not Status.DISHONORED:
                m.grudges.append((victim.index, fouler.index))  # R9.4: he may demand a challenge
            if not self.doubles:
                return DONE
            m._push(Penalty(side=int(fouler.side), reason=f"{fouler.name} rolled doubles fouling"))
            self.phase = "penalty"
            return AGAIN
        if self.phase == "penalty" and m.penalty_upheld:  # R9.3: ejected, Dishonored; a turnover
            dropped = dishonor(m, fouler)
            m.turnover = True
            if dropped is not None:  # R6.5: he leaves without falling, and the ball bounces
                m._push(bounce_from(dropped))
                self.phase = "done"
                return AGAIN
        return DONE

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        return [Action(Act.AUGURY, choice=1), Action(Act.AUGURY, choice=0)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        if action.choice == 1:
            cast(m, int(m.pieces[self.fouler].side), "Augury")
            self._armour(m, "Augury")
        self.phase = "hurt"

    def _armour(self, m: Match, reroll: str) -> None:
        hit = roll_armour(m, m.pieces[self.victim], foul_modifiers(m, m.pieces[self.fouler])[0], reroll)
        self.broken, self.doubles = hit.broken, hit.doubles


@dataclass
class Grudges(Procedure):
    """R9.4: at a drive's start or the game's end, each foul victim may demand his challenge."""

    NAME = "grudges"
    ASKS = frozenset({Ask.DEMAND_DUEL})
    phase: Literal["start"] = "start"

    def run(self, m: Match) -> Outcome:
        while m.grudges:
            victim, fouler = (m.pieces[i] for i in m.grudges[0])
            if self._able(victim) and self._able(fouler):
                data = {"victim": victim.index, "fouler": fouler.index}
                return Prompt(Ask.DEMAND_DUEL, int(victim.side), data)
            m.grudges.pop(0)
        return DONE

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        return [Action(Act.DEMAND_DUEL, choice=1), Action(Act.DEMAND_DUEL, choice=0)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        victim, fouler = m.grudges.pop(0)
        if action.choice == 1:
            m._log(about(m.pieces[victim], EventKind.DEMAND, f"{m.pieces[victim].name} demands satisfaction"))
            m._push(Accept(challenger=victim, challenged=fouler))

    @staticmethod
    def _able(piece: Piece) -> bool:
        return piece.status in (Status.RESERVES, Status.STANDING, Status.PRONE, Status.STUNNED)
