"""The one public API of the rules engine: a match you ask what is pending and give actions.

UI, AI coach, replays and tests all use :class:`Match`: ``pending`` (the decision and whose it
is), ``legal_actions()``, ``apply(action)`` (validated, returns the events), ``to_json`` /
``from_json`` at any decision, and :meth:`Match.replay` (seed plus actions).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from samurai_bowl.data.loader import GameData
from samurai_bowl.data.rules import RuleSet
from samurai_bowl.engine.actions import Act, Action, IllegalAction
from samurai_bowl.engine.board import Board
from samurai_bowl.engine.dice import DiceSource, SeededDice
from samurai_bowl.engine.events import Event
from samurai_bowl.engine.pieces import Piece, Status, pieces_for_team
from samurai_bowl.engine.pitch import Pitch, Side, pitch_for
from samurai_bowl.engine.procedure import AGAIN, DONE, Procedure, Prompt, procedure_from_json
from samurai_bowl.teams.model import Team

SAVE_FORMAT = 1
MAX_STEPS = 100_000  # a run of procedures this long without a decision is a rules bug


@dataclass
class TeamState:
    name: str
    clan: str
    rerolls_bought: int
    score: int = 0
    turn: int = 0  # the turn counter, 0 before the half's first turn (R4.1)
    rerolls: int = 0
    reroll_used: bool = False  # one team re-roll per turn (R11.1)
    drive_rerolls: int = 0  # of ``rerolls``, bonus ones that last only this drive (Rallying Cry)

    def spend_reroll(self) -> None:
        """Use a team re-roll: a bonus one for the drive goes first."""
        self.rerolls -= 1
        self.reroll_used = True
        self.drive_rerolls = max(0, self.drive_rerolls - 1)

    def end_drive(self) -> None:
        """Bonus re-rolls not used this drive are lost."""
        self.rerolls -= self.drive_rerolls
        self.drive_rerolls = 0


@dataclass
class Ball:
    square: int | None = None  # where it lies or is carried; None before a kickoff
    carrier: int | None = None  # piece index when held

    @property
    def loose(self) -> bool:
        return self.square is not None and self.carrier is None


def merge_options(rules: RuleSet, options: dict[str, Any] | None) -> RuleSet:
    """Rule options override charts/rules.yaml section by section: {"match": {"turns_per_half": 6}}."""
    if not options:
        return rules
    merged = rules.model_dump()
    for section, values in options.items():
        if section not in merged or not isinstance(values, dict):
            raise IllegalAction(f"options: unknown rules section '{section}'")
        merged[section] = {**merged[section], **values}
    return RuleSet.model_validate(merged)


class Match:
    def __init__(
        self,
        data: GameData,
        home: Team,
        away: Team,
        seed: int,
        options: dict[str, Any] | None = None,
        dice: DiceSource | None = None,
        begin: bool = True,
    ) -> None:
        """A new match from two teams. With ``begin`` false nothing is rolled yet: a position
        builder places the models and calls :meth:`resume` with the procedures to continue."""
        from samurai_bowl.engine.flow import Game

        self.data = data
        self.options = options or {}
        self.rules = merge_options(data.rules, options)
        self.pitch: Pitch = pitch_for(self.rules.pitch)
        self.seed = seed
        self.dice: DiceSource = dice if dice is not None else SeededDice(seed)
        self.team_files = (home, away)
        self.teams = [TeamState(t.name, t.clan, t.rerolls) for t in (home, away)]
        home_pieces = pieces_for_team(home, data.roster(home.clan), Side.HOME, 0)
        away_pieces = pieces_for_team(away, data.roster(away.clan), Side.AWAY, len(home_pieces))
        self.pieces: list[Piece] = home_pieces + away_pieces
        self.board = Board(self.pitch, self.pieces)
        self.ball = Ball()
        self.half = 0
        self.turn_seq = 0  # counts every team turn of the match, for R4.5
        self.active: int | None = None
        self.acted: set[int] = set()
        self.first_kicker: int | None = None
        self.kicker: int | None = None
        self.weather = ""
        self.over = False
        self.touchdown: int | None = None  # side that scored this drive
        self.turnover = False
        self.roll_ok: bool | None = None  # a finished roll procedure's answer to its parent
        self.stunned_at: dict[int, int] = {}
        self.injuries: dict[int, str] = {}  # casualties of this match: piece -> Sigudu result
        self.took_part: set[int] = set()  # on the pitch at this drive's kickoff
        self.cold: set[int] = set()  # R14: too cold for the next drive
        self.sitting_out: set[int] = set()  # R14: too cold for this drive
        self.blessed: set[int] = set()  # R13 Touch of Amaterasu: +1 to every stat
        self.favor: int | None = None  # R9.6: the side holding the Imperial Favor
        self.favor_used = False
        self.argued = [0, 0]  # R9.7: the half in which each side last argued a call
        self.grudges: list[list[int]] = []  # R9.4: [victim, fouler] challenges not yet demanded
        self.penalty_upheld = False  # a finished penalty's outcome, for the procedure that asked
        self.staff_used = [False, False]  # R17: each special coaching staff acts once per game
        self.shugenja_banned = [False, False]  # R17 Asako Yasu
        self.absent: set[int] = set()  # R17 Shosuro Hametsu: miss the whole game
        self.deaths_first_half = [0, 0]  # R17 Kakita Shijin
        self.fury: int | None = None  # R17 Ikoma Ujiaki: the side whose armour rolls get +2 this turn
        self.spell_cast = [False, False]  # R16: one spell per game
        self.stats: dict[int, dict[str, int]] = {}  # per piece: touchdowns, completions, casualties, ...
        self.played: set[int] = set()  # every model on the pitch at any kickoff (R19.2 MVP)
        self.result: dict[str, Any] | None = None  # the post-game record (R19), once the match is over
        self.portents: set[int] = set()  # R13 Evil Portents: -1 to every stat this drive
        self.stack: list[Procedure] = [Game()]
        self.prompt: Prompt | None = None
        self.events: list[Event] = []
        self.history: list[Action] = []
        self._legal: list[Action] | None = None
        self._legal_set: frozenset[Action] | None = None
        if begin:
            self._advance()

    def resume(self, stack: list[Procedure]) -> None:
        """Continue from a built position with these procedures (bottom first)."""
        self.stack = stack
        self._advance()

    # --- the public API -------------------------------------------------------------------
    @property
    def pending(self) -> Prompt | None:
        """The decision waiting for a coach, or None when the match is over."""
        return self.prompt

    def legal_actions(self) -> list[Action]:
        if self.prompt is None:
            return []
        if self._legal is None:
            self._legal = self.stack[-1].legal(self, self.prompt)
        return self._legal

    def apply(self, action: Action) -> list[Event]:
        """Validate and resolve one action; return the events it produced."""
        if self.prompt is None:
            raise IllegalAction("the match is over")
        if not self._allows(action):
            raise IllegalAction(self._why_illegal(action))
        before = len(self.events)
        prompt, self.prompt, self._legal, self._legal_set = self.prompt, None, None, None
        self.history.append(action)
        self.stack[-1].answer(self, prompt, action)
        self._advance()
        return self.events[before:]

    def odds(self, action: Action) -> Any:
        """How likely ``action`` is to succeed (a ``Chance``, or ``BlockOdds`` for a block)."""
        from samurai_bowl.engine.insight import odds

        return odds(self, action)

    def reachable(self, piece: int) -> dict[int, Any]:
        """Every square the model can reach now: its safest path and chance (``pathing.Path``)."""
        from samurai_bowl.engine.insight import reachable_squares

        return reachable_squares(self, self.pieces[piece])

    def path_actions(self, piece: int, square: int) -> list[Action]:
        """The MOVE actions along the safest path to ``square`` (empty if it cannot be reached).

        Apply them one at a time: a failed roll ends the move, and the rest become illegal."""
        path = self.reachable(piece).get(square)
        return [] if path is None else [Action(Act.MOVE, piece=piece, square=sq) for sq in path.steps]

    def _allows(self, action: Action) -> bool:
        assert self.prompt is not None
        quick = self.stack[-1].allows(self, self.prompt, action)
        if quick is not None:
            return quick
        if self._legal_set is None:
            self._legal_set = frozenset(self.legal_actions())
        return action in self._legal_set

    def _why_illegal(self, action: Action) -> str:
        assert self.prompt is not None
        reason = self.stack[-1].refusal(self, self.prompt, action)
        if reason:
            return f"{action} is not allowed: {reason}"
        kinds = sorted({a.act.value for a in self.legal_actions()})
        who = "home" if self.prompt.side == Side.HOME else "away"
        return (f"{action} is not allowed now: {who} must answer '{self.prompt.kind}' "
                f"with one of: {', '.join(kinds)}")

    # --- for procedures -------------------------------------------------------------------
    def log(self, event: Event) -> None:
        self.events.append(event)

    def team(self, side: int) -> TeamState:
        return self.teams[side]

    def side_pieces(self, side: int) -> list[Piece]:
        return [p for p in self.pieces if p.side == side]

    def able_to_play(self, side: int) -> list[Piece]:
        """Models that may take the field this drive: on the pitch or in the reserves."""
        return [p for p in self.side_pieces(side) if p.status.on_pitch or self.in_reserves(p)]

    def in_reserves(self, piece: Piece) -> bool:
        """In the reserves and free to be set up this drive."""
        return (piece.status is Status.RESERVES and piece.index not in self.sitting_out
                and piece.index not in self.absent)

    def staff(self, side: int) -> str | None:
        """The id of the special coaching staff ``side`` hired and has not used yet (R17)."""
        team = self.team_files[side]
        if not team.special_staff or self.staff_used[side]:
            return None
        return self.data.roster(team.clan).special_staff.id

    def credit(self, piece: int, what: str) -> None:
        """Count something a model did, for the match report and SPP (R19.2)."""
        counts = self.stats.setdefault(piece, {})
        counts[what] = counts.get(what, 0) + 1

    def push(self, procedure: Procedure) -> None:
        self.stack.append(procedure)

    def _advance(self) -> None:
        for _ in range(MAX_STEPS):
            if not self.stack:
                self.over = True
                return
            outcome = self.stack[-1].run(self)
            if isinstance(outcome, Prompt):
                self.prompt = outcome
                return
            if outcome is DONE:
                self.stack.pop()
            elif outcome is not AGAIN:
                raise TypeError(f"{type(self.stack[-1]).__name__}.run returned {outcome!r}")
        raise RuntimeError(f"no decision after {MAX_STEPS} steps: {[type(p).__name__ for p in self.stack]}")

    # --- saving and replaying ---------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        if not isinstance(self.dice, SeededDice):
            raise IllegalAction("only a match with seeded dice can be saved")
        return {
            "format": SAVE_FORMAT,
            "seed": self.seed,
            "options": self.options,
            "home": self.team_files[0].model_dump(mode="json"),
            "away": self.team_files[1].model_dump(mode="json"),
            "teams": [asdict(t) for t in self.teams],
            "pieces": [{"square": p.square, "status": p.status.value, "stats": p.stats()}
                       for p in self.pieces],
            "ball": asdict(self.ball),
            "state": {
                "half": self.half, "turn_seq": self.turn_seq, "active": self.active,
                "acted": sorted(self.acted), "first_kicker": self.first_kicker, "kicker": self.kicker,
                "weather": self.weather, "over": self.over, "touchdown": self.touchdown,
                "turnover": self.turnover, "roll_ok": self.roll_ok,
                "stunned_at": {str(k): v for k, v in sorted(self.stunned_at.items())},
                "injuries": {str(k): v for k, v in sorted(self.injuries.items())},
                "took_part": sorted(self.took_part), "cold": sorted(self.cold),
                "sitting_out": sorted(self.sitting_out), "blessed": sorted(self.blessed),
                "portents": sorted(self.portents), "favor": self.favor, "favor_used": self.favor_used,
                "argued": self.argued, "grudges": self.grudges, "penalty_upheld": self.penalty_upheld,
                "staff_used": self.staff_used, "shugenja_banned": self.shugenja_banned,
                "absent": sorted(self.absent), "deaths_first_half": self.deaths_first_half, "fury": self.fury,
                "spell_cast": self.spell_cast, "played": sorted(self.played), "result": self.result,
                "stats": {str(k): v for k, v in sorted(self.stats.items())},
            },
            "stack": [p.to_json() for p in self.stack],
            "prompt": self.prompt.to_json() if self.prompt else None,
            "dice": self.dice.state,
            "history": [a.to_json() for a in self.history],
            "events": [e.to_json() for e in self.events],
        }

    @classmethod
    def from_json(cls, data: GameData, saved: dict[str, Any]) -> Match:
        if saved.get("format") != SAVE_FORMAT:
            raise IllegalAction(f"save format {saved.get('format')!r} is not {SAVE_FORMAT}")
        match = cls.__new__(cls)
        home, away = Team.model_validate(saved["home"]), Team.model_validate(saved["away"])
        match.__init__(  # type: ignore[misc]
            data, home, away, saved["seed"], saved["options"], SeededDice(state=saved["dice"]), begin=False
        )
        match.teams = [TeamState(**t) for t in saved["teams"]]
        for piece, place in zip(match.pieces, saved["pieces"], strict=True):
            piece.ma, piece.st, piece.ag, piece.av, piece.ph = place["stats"]
            status = Status(place["status"])
            if place["square"] is None:
                piece.status = status
            else:
                match.board.place(piece, place["square"], status)
        match.ball = Ball(**saved["ball"])
        state = saved["state"]
        for key in ("half", "turn_seq", "active", "first_kicker", "kicker", "weather", "over",
                    "touchdown", "turnover", "roll_ok"):
            setattr(match, key, state[key])
        match.acted = set(state["acted"])
        match.stunned_at = {int(k): v for k, v in state["stunned_at"].items()}
        match.injuries = {int(k): v for k, v in state["injuries"].items()}
        match.took_part, match.cold = set(state["took_part"]), set(state["cold"])
        match.sitting_out = set(state["sitting_out"])
        match.blessed, match.portents = set(state["blessed"]), set(state["portents"])
        for key in ("favor", "favor_used", "argued", "grudges", "penalty_upheld", "staff_used",
                    "shugenja_banned", "deaths_first_half", "fury", "spell_cast", "result"):
            setattr(match, key, state[key])
        match.absent, match.played = set(state["absent"]), set(state["played"])
        match.stats = {int(k): dict(v) for k, v in state["stats"].items()}
        match.stack = [procedure_from_json(p) for p in saved["stack"]]
        match.prompt = Prompt.from_json(saved["prompt"]) if saved["prompt"] else None
        match.history = [Action.from_json(a) for a in saved["history"]]
        match.events = [Event(**e) for e in saved["events"]]
        match._legal = None
        match._legal_set = None
        return match

    @classmethod
    def replay(cls, data: GameData, home: Team, away: Team, seed: int, actions: list[Action],
               options: dict[str, Any] | None = None) -> Match:
        """Seed plus actions reproduce a match exactly."""
        match = cls(data, home, away, seed, options)
        for action in actions:
            match.apply(action)
        return match
