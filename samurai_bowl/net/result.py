"""A hosted match's result as it is recorded and sent: the engine's post-game record with the
host's award beside it."""

from __future__ import annotations

from typing import Any

from samurai_bowl.sessions.session import Session


def result_record(session: Session) -> dict[str, Any]:
    """The finished match's post-game record (R19), with the award when the host awarded it
    (R3.8): how the joining coach's absence ended the match, in words."""
    assert session.match.result is not None
    record = dict(session.match.result)
    awarded = (session.network or {}).get("awarded")
    if isinstance(awarded, str) and awarded:
        record["awarded"] = awarded
    return record
