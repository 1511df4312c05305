"""Odds before acting, and where a model can go: what the UI shows and the AI plans with.

All read-only: nothing here changes the match or rolls a die. While Augury (R16) is ready for the
acting coach, each chance that can cause a turnover comes with Augury's too: what play gives when
he casts it on the first failure it is offered for (every other re-roll taken first, R11.4).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, cast

from samurai_bowl.data.charts import BlockFace, WeatherChart, WeatherEntry
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.chances import (
    Roll,
    block_dice,
    block_outcomes,
    d6_success,
    sequence,
    sequence_with_augury,
)
from samurai_bowl.engine.odds.fouls import FoulOdds as FoulOdds
from samurai_bowl.engine.odds.fouls import foul_odds
from samurai_bowl.engine.odds.lru import LruCache
from samurai_bowl.engine.odds.pass_outcomes import dropped_kept, pass_end
from samurai_bowl.engine.odds.paths import MoveAbility, Path, path_rolls, reachable_from
from samurai_bowl.engine.rules.casting import augury_open
from samurai_bowl.engine.rules.weather import current as current_weather
from samurai_bowl.engine.state.pieces import Piece, Skill, Status

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


@dataclass(frozen=True)
class Chance:
    """How likely an action is to succeed: on its own, and if a team re-roll may be spent."""

    success: Fraction
    with_team_reroll: Fraction
    rolls: int  # how many dice rolls it takes
    with_augury: Fraction | None = None  # Augury cast on the first failure left; None: not ready


@dataclass(frozen=True)
class PassOdds:
    """A pass (R10), followed to where the ball comes to rest: ``success`` is "accurate and caught
    by the target" (the turn goes on); ``kept`` is "a team-mate holds the ball" — more often, when
    a failed catch bounces to another team-mate (R6.4) or a scattered pass comes down on one.
    Floats: bounce chains make them sums of series (``pass_odds``)."""

    success: float
    with_team_reroll: float
    rolls: int  # the throw and the catch
    kept: float
    kept_with_team_reroll: float
    with_augury: float | None = None  # the team re-roll counted too, while one is left; None: not ready
    kept_with_augury: float | None = None


@dataclass(frozen=True)
class HandOffOdds:
    """A hand-off (R10.3): ``success`` the receiver has the ball; ``kept`` a team-mate holds it —
    more often, when the dropped ball bounces from the receiver's square to one (R6.4)."""

    success: Fraction
    with_team_reroll: Fraction
    kept: float
    kept_with_team_reroll: float
    with_augury: Fraction | None = None  # the team re-roll counted too, while one is left; None: not ready
    kept_with_augury: float | None = None


@dataclass(frozen=True)
class BlockOdds:
    dice: int
    attacker_chooses: bool
    attacker_st: int
    defender_st: int
    outcomes: dict[str, Fraction]  # the face that will be kept, if both coaches choose well
    knockdown: Fraction  # the defender ends up on the ground
    knockdown_with_reroll: Fraction  # re-rolling all dice when the first roll gives no knock-down
    attacker_down: Fraction
    outcomes_with_reroll: dict[str, Fraction]  # the kept face when that re-roll is taken
    attacker_down_with_reroll: Fraction  # the attacker ends up on the ground, that re-roll taken
    # R16: Augury re-rolls every die when the kept face (the re-roll above taken) would down the
    # attacker, and a face is kept again; None while Augury is not ready
    knockdown_with_augury: Fraction | None = None
    attacker_down_with_augury: Fraction | None = None


def _team_reroll(m: Match, side: int) -> bool:
    team = m.team(side)
    return m.active == side and team.rerolls > 0 and not team.reroll_used


def _agility(m: Match, piece: Piece, modifier: int = 0) -> Fraction:
    return d6_success(m.data.agility.target(piece.ag), modifier)


def _chance(m: Match, side: int, rolls: list[Roll]) -> Chance:
    """Every roll here would cause a turnover on failing, so Augury may answer each (R16)."""
    alone = sequence(rolls)
    team = _team_reroll(m, side)
    augury = sequence_with_augury(rolls, team) if rolls and augury_open(m, side) else None
    return Chance(alone, sequence(rolls, team_reroll=team) if rolls else alone, len(rolls), augury)


def move_ability(m: Match, piece: Piece) -> MoveAbility:
    """What ``piece`` can still do: the activation in progress, or a fresh one."""
    from samurai_bowl.engine.rules.turn import Activation

    top: Activation | None = None
    for procedure in reversed(m.stack):  # the activation in progress (isinstance of an ABC is slow)
        if Activation in type(procedure).__mro__:
            top = cast(Activation, procedure)
            break
    movement = m.rules.movement
    if top is not None and top.piece == piece.index and top.phase != "start":
        ma, surges = (top.ma_left, top.surges_left) if not top.action else (0, 0)
    elif piece.index in m.acted or not piece.status.on_pitch or piece.status is Status.STUNNED:
        ma, surges = 0, 0
    else:
        ma, surges = fresh_movement(m, piece)
        if piece.status is Status.PRONE:
            able = ma >= movement.stand_up_cost
            ma = ma - movement.stand_up_cost if able else 0
            surges = surges if able else 0
    # R6.1, R11.1: Sure Hands re-rolls a failed pick-up, and then no team re-roll may
    pickup = _agility(m, piece, m.rules.ball.pickup_modifier) if m.ball.loose else None
    return MoveAbility(
        ma,
        surges,
        m.data.agility.target(piece.ag),
        piece.has(Skill.DODGE),
        pickup,
        piece.has(Skill.SURE_HANDS),
    )


def fresh_movement(m: Match, piece: Piece) -> tuple[int, int]:
    """(:func:`~.rules.weather.movement_allowance`, :func:`~.rules.weather.surge_squares`) of a
    fresh activation, the weather looked up once for both and by its id: the coach asks this of
    every model at every decision, and each of those reads the weather chart entry by entry."""
    weather = _weather_now(m)
    ma = piece.ma + weather.ma_modifier
    if weather.ma_halved:
        ma = -(-ma // 2)
    if not weather.surge_allowed:
        return max(0, ma), 0
    movement = m.rules.movement
    return max(0, ma), movement.sprint_surge_squares if piece.has(Skill.SPRINT) else movement.surge_squares


# weather chart (by id, held so the id stays its own) -> its entries by weather id, the first of each
_WEATHER_BY_ID: dict[int, tuple[WeatherChart, dict[str, WeatherEntry]]] = {}


def _weather_now(m: Match) -> WeatherEntry:
    """:func:`~.rules.weather.current`, from a table of the chart's entries by id."""
    chart = m.data.weather
    known = _WEATHER_BY_ID.get(id(chart))
    if known is None or known[0] is not chart:
        if len(_WEATHER_BY_ID) >= 8:
            _WEATHER_BY_ID.clear()
        entries: dict[str, WeatherEntry] = {}
        for entry in chart.results:
            entries.setdefault(entry.id.value, entry)
        known = _WEATHER_BY_ID[id(chart)] = chart, entries
    found = known[1].get(m.weather)
    return found if found is not None else current_weather(m)  # an unknown weather: its error


# The searches made lately, by everything a search reads: the pitch's size, the start, the mover's
# ability, the loose ball, the squares asked for, and the taken squares and the enemy's tackle
# zones and marks on the whole pitch. The same position comes back (a look-ahead plays the same
# first moves again and again, a turn's planners ask again after a move elsewhere changed nothing).
REACH_ENTRIES = 64
_REACHED: LruCache[tuple[object, ...], dict[int, Path]] = LruCache(REACH_ENTRIES)


def reachable_squares(m: Match, piece: Piece, only: Collection[int] | None = None) -> dict[int, Path]:
    """Every square ``piece`` can reach now, with the safest path and its chance (R5, R6.1);
    with ``only``, just those of the squares asked for. Each answer is a new dict."""
    if piece.square is None:
        return {}
    board = m.board
    enemy = 1 - piece.side
    ball = m.ball.square if m.ball.loose else None
    pitch = m.pitch
    ability = move_ability(m, piece)
    closed, tz, marks = board.closed, board.tz[enemy], board.tackle_tz[enemy]
    wanted = None if only is None else tuple(only)
    key = (
        pitch.length,
        pitch.width,
        piece.square,
        ability,
        ball,
        wanted,
        tuple(closed),
        tuple(tz),
        tuple(marks),
    )
    found = _REACHED.get(key)
    if found is None:
        found = reachable_from(pitch, piece.square, ability, closed.copy(), tz, marks, ball, wanted)
        _REACHED.put(key, found)
    return dict(found)


def clear_reached() -> None:
    """Forget the searches made: the next ones are worked out anew."""
    _REACHED.clear()


def path_odds(m: Match, piece: Piece, steps: Sequence[int]) -> Chance | None:
    """The exact chance of ``piece`` moving along ``steps`` now, one square after another (R5,
    R6.1): for a person to read, where the search's paths carry floats. None when the steps are
    not a walk he could make: a square not next to the one before, taken, or beyond his movement.
    """
    if piece.square is None or not steps:
        return None
    size = m.pitch.size
    if any(not (isinstance(s, int) and 0 <= s < size) or m.board.occupant[s] >= 0 for s in steps):
        return None
    enemy = 1 - piece.side
    ball = m.ball.square if m.ball.loose else None
    try:
        rolls = path_rolls(
            m.pitch,
            piece.square,
            steps,
            move_ability(m, piece),
            m.board.tz[enemy],
            m.board.tackle_tz[enemy],
            ball,
        )
    except ValueError:
        return None
    return _chance(m, piece.side, rolls)


def block_odds(m: Match, attacker: Piece, defender: Piece) -> BlockOdds:
    """R7.2-R7.4: the dice, who chooses, and the chance of each result."""
    att_st, def_st = m.board.block_strength(attacker, defender)
    count, attacker_chooses = block_dice(att_st, def_st)
    faces: dict[str, int] = {}
    for entry in m.data.block_dice.results:
        faces[entry.id.value] = faces.get(entry.id.value, 0) + entry.roll[1] - entry.roll[0] + 1
    figures = _block_figures(
        tuple(faces.items()),
        count,
        attacker_chooses,
        attacker.has(Skill.BLOCK),
        defender.has(Skill.DODGE),
        defender.has(Skill.BLOCK),
        _team_reroll(m, attacker.side),
        augury_open(m, attacker.side),
    )
    # the figures are shared by every block of the same kind: each answer has dicts of its own
    return BlockOdds(
        count,
        attacker_chooses,
        att_st,
        def_st,
        dict(figures.outcomes),
        figures.knockdown,
        figures.knockdown_with_reroll,
        figures.attacker_down,
        dict(figures.outcomes_with_reroll),
        figures.attacker_down_with_reroll,
        figures.knockdown_with_augury,
        figures.attacker_down_with_augury,
    )


@lru_cache(maxsize=1024)
def _block_figures(
    faces_counted: tuple[tuple[str, int], ...],
    count: int,
    attacker_chooses: bool,
    attacker_block: bool,
    defender_dodge: bool,
    defender_block: bool,
    team_reroll: bool,
    augury: bool,
) -> BlockOdds:
    """:func:`block_odds` once the dice and the skills are known (the strengths left at 0): the
    same few kinds of block come up again and again, and working out their Fractions is slow."""
    faces = dict(faces_counted)
    downs = _knockdown_faces(defender_dodge, defender_block)
    rank = {face: _rank(face, downs, attacker_block) for face in faces}
    outcomes = block_outcomes(faces, count, attacker_chooses, rank)
    knockdown = sum((outcomes[f] for f in downs), Fraction(0))
    falls = {BlockFace.ATTACKER_DOWN.value}
    if not attacker_block:
        falls.add(BlockFace.BOTH_DOWN.value)
    attacker_down = sum((outcomes[f] for f in falls), Fraction(0))
    if team_reroll:
        # R11.2: all dice again whenever the first roll offers no knock-down
        rerolled = {f: (p if f in downs else Fraction(0)) + (1 - knockdown) * p for f, p in outcomes.items()}
    else:
        rerolled = dict(outcomes)
    knockdown_rerolled = sum((rerolled[f] for f in downs), Fraction(0))
    attacker_down_rerolled = sum((rerolled[f] for f in falls), Fraction(0))
    augured: dict[str, Fraction] | None = None
    if augury:  # R16: every die again on a face that downs him, kept anew
        augured = {
            f: (Fraction(0) if f in falls else p) + attacker_down_rerolled * outcomes[f]
            for f, p in rerolled.items()
        }
    return BlockOdds(
        count,
        attacker_chooses,
        0,
        0,
        outcomes,
        knockdown,
        knockdown_rerolled,
        attacker_down,
        rerolled,
        attacker_down_rerolled,
        None if augured is None else sum((augured[f] for f in downs), Fraction(0)),
        None if augured is None else sum((augured[f] for f in falls), Fraction(0)),
    )


def _knockdown_faces(defender_dodge: bool, defender_block: bool) -> set[str]:
    downs = {BlockFace.DEFENDER_DOWN.value}
    if not defender_dodge:
        downs.add(BlockFace.DEFENDER_STUMBLES.value)
    if not defender_block:
        downs.add(BlockFace.BOTH_DOWN.value)
    return downs


def _rank(face: str, downs: set[str], attacker_block: bool) -> float:
    """How good a face is for the attacker: knock-downs that keep him up best, falls worst."""
    attacker_falls = face == BlockFace.ATTACKER_DOWN.value or (
        face == BlockFace.BOTH_DOWN.value and not attacker_block
    )
    score = 2.0 if face in downs else 1.0 if face != BlockFace.ATTACKER_DOWN.value else 0.0
    if attacker_falls:
        score -= 1.5
    return score + (0.1 if face == BlockFace.DEFENDER_DOWN.value else 0.0)


def odds(m: Match, action: Action) -> Chance | PassOdds | HandOffOdds | BlockOdds | FoulOdds | None:
    """The chance an action succeeds, for the moves, passes, hand-offs and blocks it can be
    asked about; None for actions that roll nothing or that are not legal now."""
    if action.piece is None or action.square is None or not 0 <= action.piece < len(m.pieces):
        return None
    piece = m.pieces[action.piece]
    target = m.board.at(action.square) if 0 <= action.square < m.pitch.size else None
    if action.act is Act.MOVE:
        return path_odds(m, piece, (action.square,))
    if target is None:
        return None
    if action.act is Act.BLOCK:
        return block_odds(m, piece, target)
    if action.act is Act.PASS and piece.square is not None and target.square is not None:
        band = m.data.pass_ranges.band(m.pitch.distance(piece.square, target.square))
        if band is None:
            return None
        modifier = band.modifier + current_weather(m).pass_modifier
        end = pass_end(m, piece, target, modifier, _team_reroll(m, piece.side), augury_open(m, piece.side))
        return PassOdds(
            end.completed,
            end.completed_with_team_reroll,
            2,
            end.kept,
            end.kept_with_team_reroll,
            end.completed_with_augury,
            end.kept_with_augury,
        )
    if action.act is Act.HAND_OFF and target.square is not None:
        return hand_off_odds(m, piece, target.square)
    if action.act is Act.FOUL:
        return foul_odds(m, piece, target)
    return None


def hand_off_odds(m: Match, giver: Piece, square: int) -> HandOffOdds:
    """R10.3: the giver's agility roll; a dropped ball bounces from the receiver's ``square``."""
    chance = _chance(m, giver.side, [Roll(_agility(m, giver))])
    dropped = dropped_kept(m, giver.side, square)

    def kept(success: Fraction) -> float:
        return float(success) + float(1 - success) * dropped

    augury = chance.with_augury
    return HandOffOdds(
        chance.success,
        chance.with_team_reroll,
        kept(chance.success),
        kept(chance.with_team_reroll),
        augury,
        None if augury is None else kept(augury),
    )
