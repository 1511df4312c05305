"""The window's estimate during a match: the model's figure at once, then the position's play-outs
run on worker processes while the caller goes on (nothing waits for them), and the tally comes back
for that turn, refines the figure and is kept for the end screen's story."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from samurai_bowl.ai.story import turn_starts
from samurai_bowl.ai.win_model import PRIOR_PLAYOUTS, combine, shipped
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
    prior = shipped().chances(position)
    assert live.latest == (position.turn_seq, combine(prior, None))  # the model's figure at once
    home, draw, away = prior
    spread = round(combine(prior, None).spread * 100)
    assert live.words() == f"Win chance {home:.0%} – {away:.0%}, draw {draw:.0%}"
    assert live.doubt() == f"±{spread} points · play-outs to come"
    for _ in range(6000):  # polled as the window polls each frame, until the workers answer
        live.update()
        if live.latest[1].playouts or live.failed:
            break
        time.sleep(0.01)
    assert not live.failed
    turn, figure = live.latest
    assert turn == position.turn_seq and figure.playouts >= win_chance_live.cores()  # one a worker at least
    tally = KNOWN[short.seed][start.at]
    assert figure == combine(prior, tally) and tally.playouts == figure.playouts
    weight = PRIOR_PLAYOUTS + tally.playouts  # the play-outs count beside the model's worth
    doubt = max(figure.home * (1 - figure.home), figure.away * (1 - figure.away)) / (weight + 1)
    assert figure.spread == pytest.approx(doubt**0.5)
    assert live.words().startswith("Win chance ") and live.doubt().endswith(f" · {tally.playouts} play-outs")
    live.update()  # the same turn: nothing new is asked
    assert live.futures == [] and live.latest == (turn, figure)
