"""What a loaded match must mean, beyond the shape its types already checked: the models are the
teams' players with their stats, one model to a square, the ball with its carrier, counters within
the rules, and a prompt its procedure asks and a coach can answer. The first problem is one
:class:`~samurai_bowl.errors.FieldProblem` naming the field."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from samurai_bowl.engine.invariants import InvariantBroken, check_invariants
from samurai_bowl.engine.plain import Bounds, at, dumper, loader, thaw
from samurai_bowl.engine.rules.undo import HISTORY_FIELDS, TAKE_BACK_KINDS
from samurai_bowl.engine.state.board import Board
from samurai_bowl.engine.state.match_state import MatchState
from samurai_bowl.engine.state.pieces import Piece, pieces_for_team
from samurai_bowl.engine.state.pitch import Side
from samurai_bowl.errors import FieldProblem
from samurai_bowl.text.numbers import shown_number
from samurai_bowl.text.words import plural

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

PROMPT_PIECES = ("piece", "attacker", "defender", "challenger", "challenged", "victim", "fouler")
IDENTITY = ("index", "side", "name", "number", "position", "skills")
STATS = ("ma", "st", "ag", "av", "ph")


def check_loaded(m: Match) -> None:
    """Check a match just read from JSON, and build its board; raise FieldProblem if it is wrong."""
    _check_teams(m)
    _check_pieces(m)
    _check_squares(m)
    m.board = Board(m.pitch, m.state.pieces)
    _check_ball(m)
    _check_counters(m)
    _check_prompt(m)
    try:
        check_invariants(m)
    except InvariantBroken as exc:
        raise FieldProblem("state", str(exc)) from None
    check_take_back(m)
    _check_result(m)


def _check_result(m: Match) -> None:
    """R19: the post-game record is there exactly when the match is over, and says what its state
    does: the score, the winner, the concession, every player's line (only the winnings, rolled
    dice, are not in the state: two counts of koku, none to a conceding side)."""
    from samurai_bowl.engine.rules.postgame import match_record, match_winner

    result = m.state.result
    if (result is None) != (not m.state.over):
        said = "is missing: the match is over" if result is None else "is there, but the match is not over"
        raise FieldProblem("state.result", said)
    if result is None:
        return
    saved = thaw(result)
    koku = saved.get("winnings")
    conceded = m.state.conceded
    if not (isinstance(koku, list) and len(koku) == 2 and all(type(k) is int and k >= 0 for k in koku)) or (
        conceded is not None and koku[conceded]
    ):
        raise FieldProblem(
            "state.result.winnings",
            f"is {_shown(koku)}: two counts of koku, home then away, "
            "0 or more (0 to a side that conceded, R3.8)",
        )
    expected = match_record(m, match_winner(m), list(koku))
    for key in sorted(set(expected) | set(saved)):
        if saved.get(key) != expected.get(key):
            where, found, wanted = _first_difference(f"state.result.{key}", saved.get(key), expected.get(key))
            raise FieldProblem(where, f"is {_shown(found)}, but the match's state gives {_shown(wanted)}")


def _first_difference(where: str, found: Any, wanted: Any) -> tuple[str, Any, Any]:
    """Where two JSON values differ, down to the key of a list's mapping (a list of plain values,
    such as a score, is named whole)."""
    if isinstance(found, list) and isinstance(wanted, list) and len(found) == len(wanted):
        for index, (a, b) in enumerate(zip(found, wanted, strict=True)):
            if a != b and isinstance(a, dict) and isinstance(b, dict):
                return _first_difference(f"{where}[{index}]", a, b)
    if isinstance(found, dict) and isinstance(wanted, dict):
        for key in sorted(set(found) | set(wanted)):
            if found.get(key) != wanted.get(key):
                return _first_difference(f"{where}.{key}", found.get(key), wanted.get(key))
    return where, found, wanted


def _check_teams(m: Match) -> None:
    for side, (team, file) in enumerate(zip(m.state.teams, m.team_files, strict=True)):
        where = f"state.teams[{side}]"
        if (team.name, team.clan) != (file.name, file.clan):
            raise FieldProblem(
                where, f"is {team.name} ({team.clan}), not the saved team {file.name} ({file.clan})"
            )
        if team.drive_rerolls > team.rerolls:
            raise FieldProblem(
                f"{where}.drive_rerolls",
                f"{team.drive_rerolls} is more than the {team.rerolls} re-rolls held",
            )


def _check_pieces(m: Match) -> None:
    """Every model is the teams' player he says he is, with his stats as the match has changed them."""
    home, away = m.team_files
    home_pieces = pieces_for_team(home, m.data.roster(home.clan), Side.HOME, 0)
    fresh = home_pieces + pieces_for_team(away, m.data.roster(away.clan), Side.AWAY, len(home_pieces))
    pieces = m.state.pieces
    if len(pieces) != len(fresh):
        raise FieldProblem(
            "state.pieces",
            f"holds {plural(len(pieces), 'model')}, but the teams have {plural(len(fresh), 'player')}",
        )
    for piece, player in zip(pieces, fresh, strict=True):
        where = f"state.pieces[{player.index}]"
        for name in IDENTITY:
            if getattr(piece, name) != getattr(player, name):
                raise FieldProblem(
                    f"{where}.{name}",
                    f"is {_shown(getattr(piece, name))}, but the team's "
                    f"player there has {_shown(getattr(player, name))}",
                )
        change = (piece.index in m.state.blessed) - (piece.index in m.state.portents)
        for name in STATS:
            expected = getattr(player, name) + change
            if getattr(piece, name) != expected:
                raise FieldProblem(
                    f"{where}.{name}",
                    f"is {getattr(piece, name)}, but {player.name} has {expected} in this match",
                )


def _check_squares(m: Match) -> None:
    taken: dict[int, Piece] = {}
    for piece in m.state.pieces:
        where = f"state.pieces[{piece.index}]"
        if (piece.square is not None) != piece.status.on_pitch:
            place = "on the pitch" if piece.square is not None else "off the pitch"
            raise FieldProblem(f"{where}.status", f"{piece.status.value} does not fit a model {place}")
        if piece.square is None:
            continue
        other = taken.setdefault(piece.square, piece)
        if other is not piece:
            raise FieldProblem(
                f"{where}.square",
                f"{m.pitch.xy(piece.square)} is taken by model {other.index} ({other.name}) too",
            )


def _check_ball(m: Match) -> None:
    ball = m.state.ball
    if ball.carrier is None:
        return
    carrier = m.state.pieces[ball.carrier]
    if not carrier.standing or carrier.square != ball.square:
        raise FieldProblem(
            "state.ball.carrier", f"model {carrier.index} ({carrier.name}) is not standing where the ball is"
        )


def _check_counters(m: Match) -> None:
    state, rules = m.state, m.rules.match
    _at_most("state.half", state.half, rules.halves)
    for side, team in enumerate(state.teams):
        _at_most(f"state.teams[{side}].turn", team.turn, rules.turns_per_half)
    for side, half in enumerate(state.argued):
        _at_most(f"state.argued[{side}]", half, rules.halves)
    weathers = {entry.id.value for entry in m.data.weather.results}
    if state.weather and state.weather not in weathers:
        raise FieldProblem(
            "state.weather",
            f"{state.weather!r} is not a weather of the chart ({', '.join(sorted(weathers))})",
        )


def _at_most(where: str, value: int, most: int) -> None:
    if value > most:
        raise FieldProblem(where, f"{shown_number(value)} is more than the rules allow ({most})")


def _check_prompt(m: Match) -> None:
    """A match that is over asks nothing; any other asks what its top procedure asks, about
    models and squares that exist, and has at least one answer."""
    state = m.state
    if state.over or not state.stack:
        if state.stack or state.prompt is not None or not state.over:
            raise FieldProblem("state.over", "a match is over exactly when nothing is left to play or ask")
        return
    top = state.stack[-1]
    prompt = state.prompt
    if prompt is None:
        raise FieldProblem("state.prompt", f"is missing: the {top.NAME} procedure is waiting for a decision")
    if prompt.kind not in type(top).ASKS:
        raise FieldProblem("state.prompt.kind", f"the {top.NAME} procedure does not ask '{prompt.kind}'")
    for key in PROMPT_PIECES:
        _in_range(f"state.prompt.data.{key}", prompt.data.get(key), len(state.pieces))
    size = m.pitch.size
    _in_range("state.prompt.data.square", prompt.data.get("square"), size)
    for i, square in enumerate(_listed(prompt.data.get("squares"))):
        _in_range(f"state.prompt.data.squares[{i}]", square, size)
    try:
        legal = m.legal_actions()
    except Exception as exc:  # a damaged position must be refused, whatever breaks in it
        raise FieldProblem(
            "state.prompt",
            f"'{prompt.kind}' cannot be answered in this position ({type(exc).__name__}: {exc})",
        ) from None
    if not legal:
        raise FieldProblem("state.prompt", f"'{prompt.kind}' has no answer in this position")


def _listed(value: Any) -> Iterable[Any]:
    return value if isinstance(value, tuple) else ()


def _in_range(where: str, value: Any, limit: int) -> None:
    if value is None:
        return
    if type(value) is not int or not 0 <= value < limit:
        raise FieldProblem(where, f"{_shown(value)} names nothing in this match")


def _shown(value: Any) -> str:
    if isinstance(value, frozenset):
        return "[" + ", ".join(sorted(value)) + "]" if value else "none"
    return str(value.value if hasattr(value, "value") else value)


def check_take_back(m: Match) -> None:
    """Read a loaded match's take-back position against its models and pitch, and check that its
    actions lead from there to the match's position; raise FieldProblem naming the field if not."""
    run = m.state.take_back
    if run is None:
        return
    where = "state.take_back"
    prompt = m.state.prompt
    if not m.rules.match.undo:
        raise FieldProblem(where, "is kept, but taking actions back is off in this match (match.undo)")
    if prompt is None or run.side != prompt.side:
        raise FieldProblem(f"{where}.side", "is not the side whose decision it is")
    if not run.actions:
        raise FieldProblem(f"{where}.actions", "is empty: there is nothing to take back")
    for i, action in enumerate(run.actions):
        if action.act not in TAKE_BACK_KINDS:
            raise FieldProblem(f"{where}.actions[{i}]", f"{action.act.value} cannot be taken back")
    if run.base.state is None:
        assert run.base.raw is not None
        bounds = Bounds(len(m.state.pieces), m.pitch.length, m.pitch.width)
        run.base.state = loader(MatchState)(run.base.raw, at("state", "take_back", "base"), bounds)
        run.base.raw = None
    base = run.base.state
    if base.history or base.events or base.take_back is not None:
        raise FieldProblem(f"{where}.base", "must hold a position only: no history, events or take-back")
    twin = m.replica()  # keeps what may be taken back, as the match does
    twin.state, twin._legal = base.copy(), None
    try:
        check_loaded(twin)
    except FieldProblem as exc:
        raise FieldProblem(f"{where}.base{exc.field.removeprefix('state')}", exc.message) from None
    try:
        for i, action in enumerate(run.actions):
            if not twin.allows(action):
                raise FieldProblem(f"{where}.actions[{i}]", f"{action} is not allowed in that position")
            twin.apply(action)
    except FieldProblem:
        raise
    except Exception as exc:  # a damaged position must be refused, whatever breaks in it
        raise FieldProblem(where, f"its actions cannot be played ({type(exc).__name__}: {exc})") from None
    if _position(twin.state) != _position(m.state):
        raise FieldProblem(where, "its actions do not lead from its position to the match's")
    kept = twin.state.take_back
    if kept is None or kept.actions != run.actions:
        raise FieldProblem(where, "holds actions that a die, the opponent or the turn's end made final")


def _position(state: MatchState) -> dict[str, object]:
    dumped = dumper(MatchState)(state)
    return {key: value for key, value in dumped.items() if key not in HISTORY_FIELDS}
