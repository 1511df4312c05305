"""The window's estimate during a match: the model's figure at once, then the position's play-outs
run on worker processes while the caller goes on (nothing waits for them), and the tally comes back
for that turn, refines the figure and is kept for the end screen's story."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from samurai_bowl.ai.story import turn_starts
from samurai_bowl.ai.win_chance import NORMAL, Tally, estimate, position_key
from samurai_bowl.ai.win_model import PRIOR_PLAYOUTS, combine, shipped
from samurai_bowl.engine import Act, Action, EventKind, thaw
from samurai_bowl.engine.match import Match
from samurai_bowl.ui.story import win_chance_live
from samurai_bowl.ui.story.win_chance_live import FIGURES, KNOWN, PLAYOUTS, LiveChance, refined


@pytest.fixture
def pool() -> Iterator[None]:
    KNOWN.clear()
    FIGURES.clear()
    yield
    win_chance_live.close_pool()
    KNOWN.clear()
    FIGURES.clear()


def test_the_estimate_is_played_out_in_the_background(short: Match, pool: None) -> None:
    starts, _ = turn_starts(short)
    start, position = starts[-1]  # the last turn: each play-out is short
    live = LiveChance(position, threaded=True, playouts=4)
    live.update()
    prior = shipped().chances(position)
    assert live.latest == (position.turn_seq, combine(prior, None))  # the model's figure at once
    home, draw, away = prior
    spread = round(combine(prior, None).spread * 100)
    assert live.words() == f"Win chance {home:.0%} – {away:.0%}, draw {draw:.0%}"
    assert live.doubt() == f"Likely within {spread} points of that (a first guess, checking)"
    for _ in range(6000):  # polled as the window polls each frame, until the workers answer
        live.update()
        if live.latest[1].playouts or live.failed:
            break
        time.sleep(0.01)
    assert not live.failed
    turn, figure = live.latest
    assert turn == position.turn_seq and figure.playouts == 4  # all of them, however many workers
    tally = KNOWN[short.seed][start.at]
    assert figure == combine(prior, tally) and tally.playouts == 4
    here = estimate(position, 4)  # the same play-outs played here, one after another
    assert (here.home, here.draws, here.away) == (tally.home, tally.draws, tally.away)
    assert FIGURES[(position_key(position), NORMAL)] == tally
    weight = PRIOR_PLAYOUTS + tally.playouts  # the play-outs count beside the model's worth
    doubt = max(figure.home * (1 - figure.home), figure.away * (1 - figure.away)) / (weight + 1)
    assert figure.spread == pytest.approx(doubt**0.5)
    assert live.doubt() == f"Likely within {round(figure.spread * 100)} points of that (4 play-outs)"
    live.update()  # the same turn: nothing new is asked
    assert live.futures == [] and live.latest == (turn, figure)
    again = LiveChance(position.replica(), threaded=True, playouts=4)
    again.update()  # the same position again: its figure at once, nothing played out
    assert again.latest == (turn, figure) and again.futures == [] and again.asked is None


def none_rolled_after_a_move(match: Match, at: int) -> Match:
    """The match replayed to ``at`` actions, then a model activated and moved without a die rolled
    (a take-back needs none rolled)."""
    replayed = Match.replay(
        match.data, *match.team_files, match.seed, list(match.history[:at]), thaw(match.options)
    )
    for activate in replayed.legal_actions_of(Act.ACTIVATE):
        for number in range(8):
            moved = replayed.replica()
            moved.apply(activate)
            moves = moved.legal_actions_of(Act.MOVE)
            if number >= len(moves):
                break
            rolled = len(moved.events)
            moved.apply(moves[number])
            if not any(event.kind is EventKind.ROLL for event in moved.events[rolled:]):
                return moved
    raise AssertionError("no model moves without a roll")


def test_a_position_reached_again_by_a_take_back_has_the_same_figure(short: Match) -> None:
    """The figure is the position's: a take-back back to it (the match's actions grow by four)
    brings the same key, the same play-outs and the same figure."""
    starts, _ = turn_starts(short)
    start, position = starts[-1]
    before = position_key(position)
    moved = none_rolled_after_a_move(short, start.at)
    assert position_key(moved) != before  # another position, another figure
    moved.apply(Action(Act.UNDO))
    moved.apply(Action(Act.UNDO))
    assert len(moved.history) == len(position.history) + 4
    assert position_key(moved) == before
    assert estimate(moved, 2).chances() == estimate(position, 2).chances()
    KNOWN.clear()
    FIGURES.clear()
    try:
        first, second = LiveChance(position, playouts=2), LiveChance(moved, playouts=2)
        first.update()
        second.update()
        assert first.latest is not None and second.latest is not None
        assert first.latest[1] == second.latest[1]
    finally:
        KNOWN.clear()
        FIGURES.clear()


def test_a_few_play_outs_never_replace_the_models_figure() -> None:
    """Two play-outs are further out than the model's figure: it stands until all are in."""
    prior = (0.34, 0.34, 0.32)
    two = Tally(home=2)
    assert refined(prior, two, PLAYOUTS) == combine(prior, None)
    assert refined(prior, Tally(home=PLAYOUTS), PLAYOUTS) == combine(prior, Tally(home=PLAYOUTS))
    assert combine(prior, Tally(home=10, draws=7, away=7)).spread < combine(prior, None).spread * 0.7


def test_the_figure_and_its_play_outs_are_the_coaches_own(short: Match, pool: None) -> None:
    """With the normal AI against the easy one, the model's figure reads their ratings and the
    play-outs are played by those levels, kept apart from the same position's two-normal figure."""
    from samurai_bowl.ratings.coach import Coach

    starts, _ = turn_starts(short)
    _, position = starts[-1]
    coaches = (Coach.ai("normal"), Coach.ai("easy"))
    live = LiveChance(position, threaded=False, playouts=2, coaches=coaches)
    plain = LiveChance(position, threaded=False, playouts=2)
    live.update()
    plain.update()
    prior = shipped().chances(position, (coaches[0].rating, coaches[1].rating))
    assert prior != shipped().chances(position)
    tally = FIGURES[(position_key(position), ("normal", "easy"))]
    assert live.latest is not None and live.latest[1] == combine(prior, tally)
    played = estimate(position, 2, ("normal", "easy"))
    assert (played.home, played.draws, played.away) == (tally.home, tally.draws, tally.away)
    assert (position_key(position), NORMAL) in FIGURES  # the two-normal figure, kept apart


def test_the_panel_says_when_a_coachs_rating_is_still_a_wide_guess(short: Match, pool: None) -> None:
    from samurai_bowl.ratings.coach import Coach
    from samurai_bowl.ratings.rating import PRIOR, Rating

    _, position = turn_starts(short)[0][-1]
    new = LiveChance(position, threaded=False, coaches=(Coach.person("Kenji", PRIOR), Coach.ai("hard")))
    known = LiveChance(
        position, threaded=False, coaches=(Coach.person("Aiko", Rating(31.0, 2.5)), Coach.ai("hard"))
    )
    new.update()
    known.update()
    assert new.doubt().endswith("(a first guess; Kenji: rating still a wide guess)")
    assert known.doubt().endswith("(a first guess)")
    assert new.latest is not None and known.latest is not None
    assert new.latest[1].home != known.latest[1].home  # his rating moves the figure
