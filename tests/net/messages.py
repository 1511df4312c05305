"""Messages as a host sends them for a real match, for tests that feed them to a joiner as they
are or with something changed inside."""

from __future__ import annotations

import json
import random
from typing import Any

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Match, public_save, public_state
from samurai_bowl.net import protocol as p
from samurai_bowl.net.result import result_record
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.sessions.session import Session

CODE = "ABCDEFGHJK"
SEED = 7


_MADE: dict[int, tuple[str, str, str]] = {}  # by the game data's id: it is made once a run


def _messages(data: GameData) -> tuple[str, str, str]:
    if id(data) not in _MADE:
        _MADE[id(data)] = _made(data)
    return _MADE[id(data)]


def _made(data: GameData) -> tuple[str, str, str]:
    rng = random.Random(1)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), SEED)
    coach = make_coach("normal", SEED)
    for _ in range(40):
        match.apply(coach.choose(match))
    welcome = p.Welcome(role="player", side=1, seq=0, match=public_save(match, side=1))
    history, events = len(match.history), len(match.events)
    assert match.pending is not None
    side, action = match.pending.side, coach.choose(match)
    match.apply(action)
    update = p.Update(
        seq=1,
        side=side,
        action=p.ActionData.model_validate(action.to_json()),
        state=public_state(match, whole=False, side=1),
        history_from=history,
        history=[a.to_json() for a in match.history[history:]],
        events_from=events,
        events=[e.to_json() for e in match.events[events:]],
    )
    match.apply(Action(Act.CONCEDE))
    session = Session(match, ("normal", "human"), network={"remote": 1, "code": CODE})
    ended = p.Ended(result=result_record(session), replay=session.to_json())
    return p.encode(welcome), p.encode(update), p.encode(ended)


def host_messages(data: GameData) -> dict[str, dict[str, Any]]:
    """A welcome (40 actions into a match), the update after it and the end (a concession), as
    JSON a test may change: a fresh copy each time."""
    welcome, update, ended = _messages(data)
    return {"welcome": json.loads(welcome), "update": json.loads(update), "ended": json.loads(ended)}
