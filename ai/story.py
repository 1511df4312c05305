"""A match's story: each side's chance to win at the start of every team turn, what happened on
the way (touchdowns, casualties, turnovers) and the three turns that swung it most.

:func:`turn_starts` replays a match from its seed and actions and keeps a copy of the position at
the start of each team turn, with the markers; :func:`tell` puts the play-outs' tallies for those
positions together into a :class:`MatchStory`, which is plain data (``to_json``) for the chart,
the replay viewer and ``samurai-bowl analyse --json``.

On the chart's axis a half is ``turns_per_half`` slots; a team's turn n of half h starts at slot
``(h - 1) * turns_per_half + n - 1``, half a slot later for the team that plays second in that
half. Full time is the axis's end.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from itertools import pairwise
from typing import Any

from samurai_bowl.ai.win_chance import Tally, winner_now
from samurai_bowl.ai.win_model import Estimate, combine
from samurai_bowl.engine import Act, Event, EventKind, Match, thaw
from samurai_bowl.telling.event_words import kept_words, plain, read_roll, roll_sentence

STORY_FORMAT = "samurai-bowl-story-1"
KEY_MOMENTS = 3
MARKED = (EventKind.TOUCHDOWN, "casualty", EventKind.TURNOVER)  # the events marked, and a casualty


@dataclass(frozen=True)
class TurnStart:
    """The position at the start of one team turn."""

    at: int  # actions played before it
    half: int
    side: int
    turn: int  # the side's turn in the half, 1 … turns_per_half
    x: float  # its place on the chart's axis


@dataclass(frozen=True)
class Marker:
    """Something that happened: a touchdown (``side`` scored), a casualty (``side`` lost a model)
    or a turnover (``side``'s turn ended)."""

    kind: str
    at: int  # the action during which it happened (the match after ``at + 1`` actions shows it)
    half: int
    side: int
    turn: int  # the turn it happened in: its number in the half, and its place on the chart's axis
    x: float
    words: str
    cause: str = ""  # a turnover's: the failed roll or the fall that ended the turn


@dataclass(frozen=True)
class Sample:
    """The chances at one turn's start (or at full time, where they are the result)."""

    at: int
    half: int
    side: int | None  # the team whose turn starts; None at full time
    turn: int
    x: float
    home: float
    draw: float
    away: float
    playouts: int  # 0 at full time: the result, not an estimate
    # how far the figure may be out, one standard deviation: of each side's chance to win (the
    # larger of the two), and of the balance (home's chance less away's)
    spread: float = 0.0
    balance_spread: float = 0.0


@dataclass(frozen=True)
class KeyMoment:
    """A turn that swung the match: each side's chance to win at its start and at the next turn's
    start (or full time), and what happened in it."""

    at: int  # the actions before the turn: where the replay opens
    half: int
    side: int
    turn: int
    x: float
    before: tuple[float, float]  # (home, away) chances to win
    after: tuple[float, float]
    words: str

    @property
    def swing(self) -> float:
        """How far the balance (home's chance to win less away's) moved: + towards home."""
        return (self.after[0] - self.after[1]) - (self.before[0] - self.before[1])


@dataclass
class MatchStory:
    teams: tuple[str, str]
    halves: int
    turns_per_half: int
    samples: list[Sample] = field(default_factory=list)
    markers: list[Marker] = field(default_factory=list)
    moments: list[KeyMoment] = field(default_factory=list)
    seed: int = 0  # the match it tells: its seed and how many actions it had
    actions: int = 0

    @property
    def slots(self) -> int:
        """The chart's axis runs from 0 to this (16 turns in a standard match)."""
        return self.halves * self.turns_per_half

    @property
    def playouts(self) -> int:
        return sum(sample.playouts for sample in self.samples)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": STORY_FORMAT,
            "seed": self.seed,
            "actions": self.actions,
            "home": self.teams[0],
            "away": self.teams[1],
            "halves": self.halves,
            "turns_per_half": self.turns_per_half,
            "playouts": self.playouts,
            "samples": [asdict(sample) for sample in self.samples],
            "markers": [asdict(marker) for marker in self.markers],
            "key_moments": [{**asdict(moment), "swing": round(moment.swing, 6)} for moment in self.moments],
        }


def _turn_number(m: Match, side: int) -> int:
    """The turn the side's counter shows for the turn now starting (with the manual counter it
    still shows the last one until the coach moves it, R4.1)."""
    shown = m.teams[side].turn
    return shown + 1 if Act.MOVE_COUNTER in m.legal_kinds() else shown


def _casualty(m: Match, piece: int) -> str:
    model = m.pieces[piece]
    hurt = m.injuries.get(piece, "casualty").replace("_", " ")
    return f"{model.name} ({m.teams[model.side].name}) is a casualty: {hurt}"


def turn_starts(match: Match) -> tuple[list[tuple[TurnStart, Match]], list[Marker]]:
    """Replay ``match`` from its seed and actions: the position at the start of every team turn
    (Sneak Attack's bonus turns are part of their kick-off, not turns of the chart) and the markers.
    An action the rules refuse (a save from other rules) ends the replay there."""
    m = Match(match.data, *match.team_files, match.seed, thaw(match.options))
    per_half, halves = m.rules.match.turns_per_half, m.rules.match.halves
    starts: list[tuple[TurnStart, Match]] = []
    markers: list[Marker] = []
    first: dict[int, int] = {}  # half -> the side that played first in it
    last_turn: dict[tuple[int, int], int] = {}  # (half, side) -> the last turn number seen
    x, turn, in_half = 0.0, 0, 1  # where a marker goes: the turn under way, or the kick-off after a half
    read = 0
    for at in range(len(match.history) + 1):
        if at:
            if not m.allows(match.history[at - 1]):
                break
            hurt_before = set(m.injuries)
            hurt_when = (in_half, turn, x)  # a casualty belongs to the turn its action began in
            m.apply(match.history[at - 1])
        for event in m.events[read:]:
            if event.kind == EventKind.TURN and event.side is not None and m.pending is not None:
                side, half = int(event.side), m.half
                shown = _turn_number(m, side)
                if shown == last_turn.get((half, side), 0):
                    continue  # a bonus turn (R13): the counter does not move
                last_turn[(half, side)] = shown
                number = min(max(shown, 1), per_half)
                first.setdefault(half, side)
                x = (half - 1) * per_half + number - 1 + (0.5 if first[half] != side else 0.0)
                turn, in_half = number, half
                starts.append((TurnStart(at, half, side, number, x), m.clone()))
            elif event.kind is EventKind.HALF_OVER and in_half < halves:
                in_half += 1  # what follows belongs to the next half's kick-off, before its turn 1
                x, turn = float((in_half - 1) * per_half), 1
            elif event.kind is EventKind.TOUCHDOWN and event.side is not None:
                markers.append(Marker(event.kind, at - 1, in_half, int(event.side), turn, x, event.text))
            elif event.kind is EventKind.TURNOVER and event.side is not None:
                side = int(event.side)
                cause = turnover_cause(m, m.events.index(event, read), side)
                words = f"Turnover by {m.team(side).name}: {cause}" if cause else event.text
                markers.append(Marker(event.kind, at - 1, in_half, side, turn, x, words, cause))
        read = len(m.events)
        if at:
            for piece in sorted(set(m.injuries) - hurt_before):
                side = int(m.pieces[piece].side)
                hurt_half, hurt_turn, hurt_x = hurt_when
                markers.append(
                    Marker("casualty", at - 1, hurt_half, side, hurt_turn, hurt_x, _casualty(m, piece))
                )
    return starts, markers


def turnover_cause(m: Match, index: int, side: int) -> str:
    """What ended ``side``'s turn in a turnover logged as event ``index``, as the log says it: the
    failed roll ("Kaiu Isamu's dodge fails (rolled 2, needs 3+)"), or one of its men going down and
    the block result that felled him."""
    events = m.events[:index]
    for at in range(len(events) - 1, -1, -1):
        event = events[at]
        if event.kind in (EventKind.TURN, EventKind.TURNOVER):
            break
        if _failed(event):
            return _roll_words(m, event)
        if (
            event.kind is EventKind.FALL
            and event.piece is not None
            and int(m.pieces[event.piece].side) == side
        ):
            for earlier in reversed(events[max(0, at - 3) : at]):
                if _failed(earlier):
                    return _roll_words(m, earlier)
                if earlier.kind is EventKind.BLOCK_RESULT:
                    return f"{plain(event.text)} on a block ({kept_words(earlier)})"
            return plain(event.text)
    return ""


def _failed(event: Event) -> bool:
    return event.kind is EventKind.ROLL and event.data.get("success") is False


def _roll_words(m: Match, event: Event) -> str:
    return roll_sentence(read_roll(m, event))


def _what_happened(markers: list[Marker], start: int, end: int, teams: tuple[str, str]) -> str:
    said = []
    for marker in markers:
        if start <= marker.at < end:
            team = teams[marker.side]
            if marker.kind == EventKind.TOUCHDOWN:
                said.append(f"touchdown by {team}")
            elif marker.kind == "casualty":
                said.append(f"{team} lose a player")
            else:
                said.append(f"{team} turnover{f': {marker.cause}' if marker.cause else ''}")
    return "; ".join(dict.fromkeys(said))


def _balance(sample: Sample) -> float:
    return sample.home - sample.away


def key_moments(
    samples: list[Sample], markers: list[Marker], teams: tuple[str, str], count: int = KEY_MOMENTS
) -> list[KeyMoment]:
    """The ``count`` turns across which the balance of the chances moved most, biggest first
    (the earlier of two equal swings first); a swing no larger than the two figures' own
    uncertainty is noise, not a moment."""
    swings = []
    for before, after in pairwise(samples):
        if before.side is None:
            continue
        if abs(_balance(after) - _balance(before)) <= math.hypot(before.balance_spread, after.balance_spread):
            continue
        swings.append((abs(_balance(after) - _balance(before)), before.at, before, after))
    swings.sort(key=lambda item: (-item[0], item[1]))
    moments = []
    for _, _, before, after in swings[:count]:
        assert before.side is not None
        happened = _what_happened(markers, before.at, after.at, teams)
        head = f"Half {before.half}, {teams[before.side]} turn {before.turn}"
        change = (
            f"{teams[0]} {before.home:.0%} → {after.home:.0%}, "
            f"{teams[1]} {before.away:.0%} → {after.away:.0%} to win"
        )
        words = f"{head}: {change}" + (f" ({happened})" if happened else "")
        moments.append(
            KeyMoment(
                before.at,
                before.half,
                before.side,
                before.turn,
                before.x,
                (before.home, before.away),
                (after.home, after.away),
                words,
            )
        )
    return moments


def sample_estimate(prior: tuple[float, float, float] | None, tally: Tally | None) -> Estimate | None:
    """A turn start's figure: the model's ``prior`` refined by the play-outs' ``tally`` (either may
    be missing; with neither there is none)."""
    if prior is None:
        if tally is None or tally.playouts == 0:
            return None
        return combine(tally.chances(), tally, weight=0.0)
    return combine(prior, tally)


def tell(
    match: Match,
    starts: list[TurnStart],
    markers: list[Marker],
    tallies: dict[int, Tally],
    priors: dict[int, tuple[float, float, float]] | None = None,
) -> MatchStory:
    """The story from the model's figures (``priors``) and the play-outs' tallies of the turn starts
    (both by their index in ``starts``; a start with neither is left out), with the result at the
    end of a finished match: at full time, or where a concession ended it."""
    rules = match.rules.match
    teams = (match.teams[0].name, match.teams[1].name)
    story = MatchStory(
        teams,
        rules.halves,
        rules.turns_per_half,
        markers=list(markers),
        seed=match.seed,
        actions=len(match.history),
    )
    for index, start in enumerate(starts):
        figure = sample_estimate((priors or {}).get(index), tallies.get(index))
        if figure is None:
            continue
        story.samples.append(
            Sample(
                start.at,
                start.half,
                start.side,
                start.turn,
                start.x,
                figure.home,
                figure.draw,
                figure.away,
                figure.playouts,
                figure.spread,
                figure.balance_spread,
            )
        )
    if match.over:
        end = float(story.slots)
        if match.conceded is not None and starts:  # the line stops where the match did
            end = min(end, starts[-1].x + 0.5)
        winner = winner_now(match)
        story.samples.append(
            Sample(
                len(match.history),
                match.half,
                None,
                rules.turns_per_half,
                end,
                float(winner == 0),
                float(winner is None),
                float(winner == 1),
                0,
            )
        )
    story.moments = key_moments(story.samples, story.markers, teams)
    return story


def read_story(doc: dict[str, Any]) -> MatchStory:
    """A story written by :meth:`MatchStory.to_json`; ValueError naming the field if it is not one."""
    if doc.get("format") != STORY_FORMAT:
        raise ValueError(f"format: not a match story (got {doc.get('format')!r})")
    try:
        story = MatchStory(
            (str(doc["home"]), str(doc["away"])),
            int(doc["halves"]),
            int(doc["turns_per_half"]),
            seed=int(doc["seed"]),
            actions=int(doc["actions"]),
        )
        story.samples = [Sample(**sample) for sample in doc["samples"]]
        story.markers = [Marker(**marker) for marker in doc["markers"]]
        story.moments = [
            KeyMoment(**{**moment, "before": tuple(moment["before"]), "after": tuple(moment["after"])})
            for moment in (_without(m, "swing") for m in doc["key_moments"])
        ]
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"not a whole match story ({type(exc).__name__}: {exc})") from None
    for sample in story.samples:
        chances = (sample.home, sample.draw, sample.away)
        if not all(isinstance(v, int | float) and 0 <= v <= 1 for v in chances):
            raise ValueError(f"samples: a chance out of 0..1 at action {sample.at}")
    return story


def _without(mapping: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in mapping.items() if k != key}
