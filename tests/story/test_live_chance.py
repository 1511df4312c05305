"""The window's estimate during a match: the position's play-outs run on worker processes while
the caller goes on (nothing waits for them), and the tally comes back for that turn and is kept
for the end screen's story."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from samurai_bowl.ai.story import turn_starts
from samurai_bowl.engine.match import Match
from samurai_bowl.ui.story import win_chance_live
from samurai_bowl.ui.story.win_chance_live import KNOWN, LiveChance


@pytest.fixture
def pool() -> Iterator[None]:
    KNOWN.clear()
    yield
    win_chance_live.close_pool()
    KNOWN.clear()


def test_the_estimate_is_played_out_in_the_background(short: Match, pool: None) -> None:
    starts, _ = turn_starts(short)
    start, position = starts[-1]  # the last turn: each play-out is short
    live = LiveChance(position, threaded=True, seconds=0.05)
    live.update()
    assert live.latest is None and live.words() == "Win chance: playing the match out…"
    for _ in range(6000):  # polled as the window polls each frame, until the workers answer
        live.update()
        if live.latest is not None or live.failed:
            break
        time.sleep(0.01)
    assert not live.failed and live.latest is not None
    turn, tally = live.latest
    assert turn == position.turn_seq and tally.playouts >= win_chance_live.cores()  # one a worker at least
    assert KNOWN[short.seed][start.at] == tally
    assert live.words().startswith("Win chance ") and f"{tally.playouts} play-outs" in live.words()
    live.update()  # the same turn: nothing new is asked
    assert live.futures == [] and live.latest == (turn, tally)
