"""Match saves by format: the format this version writes, and the older ones it still reads.

Format 2 writes the whole :class:`~samurai_bowl.engine.state.match_state.MatchState` under ``state``; format 1
listed the state's fields by hand, with the models as squares, states and stats only. A format 1
save is brought up to format 2 before it is read, so saved matches survive the change. Format 1
matches were played with one action per model (R4.2 before its revision): their rule options say
so, and they go on that way.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from samurai_bowl.data.loader import GameData
from samurai_bowl.engine.state.pieces import pieces_for_team
from samurai_bowl.engine.state.pitch import Side
from samurai_bowl.errors import FieldProblem, describe_pydantic_error
from samurai_bowl.teams.model import Team
from samurai_bowl.text.words import plural

SAVE_FORMAT = 2
READS = (1, 2)


def upgrade(data: GameData, saved: Any) -> dict[str, Any]:
    """``saved`` in this version's format, or FieldProblem when it is not a match save it reads."""
    if not isinstance(saved, dict):
        raise FieldProblem("", "must hold a mapping of fields at the top")
    found = saved.get("format")
    if found == SAVE_FORMAT and type(found) is int:
        return saved
    if found == 1 and type(found) is int:
        return _from_format_1(data, saved)
    raise FieldProblem(
        "format",
        f"is not a Samurai Bowl match save this version reads "
        f"(format {found!r}; it reads {' and '.join(map(str, READS))})",
    )


def read_team(saved: dict[str, Any], side: str) -> Team:
    """The ``home`` or ``away`` team of a save, checked by the team model."""
    if side not in saved:
        raise FieldProblem(side, "is required but missing")
    try:
        return Team.model_validate(saved[side])
    except ValidationError as exc:
        where, message = describe_pydantic_error(exc.errors()[0], Team)
        raise FieldProblem(f"{side}.{where}" if where else side, message) from None


def _from_format_1(data: GameData, saved: dict[str, Any]) -> dict[str, Any]:
    home, away = read_team(saved, "home"), read_team(saved, "away")
    try:
        home_pieces = pieces_for_team(home, data.roster(home.clan), Side.HOME, 0)
        players = home_pieces + pieces_for_team(away, data.roster(away.clan), Side.AWAY, len(home_pieces))
    except (KeyError, ValueError) as exc:
        raise FieldProblem("home", str(exc)) from None
    missing = [
        key
        for key in (
            "seed",
            "dice",
            "teams",
            "pieces",
            "ball",
            "state",
            "stack",
            "prompt",
            "history",
            "events",
        )
        if key not in saved
    ]
    if missing:
        raise FieldProblem(missing[0], "is required but missing")
    places = saved["pieces"]
    if not isinstance(places, list) or len(places) != len(players):
        raise FieldProblem("pieces", f"must list the {plural(len(players), 'player')} of the two teams")
    pieces = []
    for index, (player, place) in enumerate(zip(players, places, strict=True)):
        stats = place.get("stats") if isinstance(place, dict) else None
        if not isinstance(stats, list) or len(stats) != 5:
            raise FieldProblem(f"pieces[{index}]", "must give the model's square, status and five stats")
        pieces.append(
            {
                "index": index,
                "side": int(player.side),
                "name": player.name,
                "number": player.number,
                "position": player.position,
                "skills": sorted(player.skills),
                **dict(zip(("ma", "st", "ag", "av", "ph"), stats, strict=True)),
                "square": place.get("square"),
                "status": place.get("status"),
            }
        )
    state = saved["state"]
    if not isinstance(state, dict):
        raise FieldProblem("state", "must be a mapping of fields")
    whole = {
        **state,
        "seed": saved["seed"],
        "dice": saved["dice"],
        "teams": saved["teams"],
        "pieces": pieces,
        "ball": saved["ball"],
        "stack": saved["stack"],
        "prompt": saved["prompt"],
        "history": saved["history"],
        "events": saved["events"],
    }
    options = saved.get("options") or {}
    if isinstance(options, dict) and isinstance(options.get("match", {}), dict):
        options = {**options, "match": {"action_limit": "model", **options.get("match", {})}}
    return {
        "format": SAVE_FORMAT,
        "options": options,
        "home": saved["home"],
        "away": saved["away"],
        "state": whole,
    }
