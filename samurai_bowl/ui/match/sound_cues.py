"""Which events of the match make which sound: the dice at every roll, a hit at a block, a thud
when a model goes down, the crowd at a touchdown, the whistle at the kick-off, half time and full
time. Sounds follow the events as the match view takes them in; several of one kind at once (a
whole AI turn at the instant speed) are heard once."""

from __future__ import annotations

from samurai_bowl.engine import Event, EventKind, Match
from samurai_bowl.ui.kit.sound import SoundBoard

CUES = {
    EventKind.ROLL: "dice",
    EventKind.BLOCK: "hit",
    EventKind.FALL: "knock_down",
    EventKind.TOUCHDOWN: "crowd",
    EventKind.KICK: "whistle",
    EventKind.HALF_OVER: "whistle",
    EventKind.GAME_OVER: "whistle",
}


def cues(events: list[Event]) -> list[str]:
    """The sounds of ``events``, in order, each once."""
    out: list[str] = []
    for event in events:
        cue = CUES.get(event.kind)
        if cue is not None and cue not in out:
            out.append(cue)
    return out


class MatchSounds:
    def __init__(self, match: Match, board: SoundBoard) -> None:
        self.match = match
        self.board = board
        self.read = len(match.events)  # a resumed match does not replay its past

    def update(self) -> list[str]:
        """Play the sounds of the events since the last call; the names of those heard."""
        events = self.match.events
        new, self.read = events[self.read :], len(events)
        return [cue for cue in cues(list(new)) if self.board.play(cue)]
