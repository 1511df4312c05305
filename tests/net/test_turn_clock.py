"""The turn clock's reckoning, on a clock the test moves: it counts only the deciding coach's time
while nobody is awaited, starts afresh with each team turn, and counts a coach silent only for
team turns that ran out without an action of his."""

from __future__ import annotations

import random

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Match, default_action
from samurai_bowl.net.chat import LENGTH, RateLimit, cleaned, line_problem
from samurai_bowl.net.turn_clock import TurnClock, clock_words


def _at_first_turn(data: GameData) -> Match:
    rng = random.Random(2)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 2)
    while m.pending is not None and m.active is None:
        m.apply(default_action(m))
    assert m.pending is not None and m.active is not None
    return m


def test_the_clock_counts_the_deciding_coach_and_stands_while_the_match_waits(data: GameData) -> None:
    m = _at_first_turn(data)
    side = m.active
    assert side is not None
    clock = TurnClock(120.0)
    clock.follow(m, now=1000.0, waiting=False)
    assert clock.remaining(1030.0) == 90.0
    assert clock.due(1119.0) is None and clock.due(1120.0) == side
    clock.follow(m, now=1030.0, waiting=True)  # the joiner dropped: 90 s kept
    assert clock.remaining(5000.0) == 90.0 and clock.due(5000.0) is None
    data_now = clock.data(5000.0)
    assert data_now is not None and (data_now.side, data_now.left, data_now.running) == (side, 90.0, False)
    clock.follow(m, now=5000.0, waiting=False)
    assert clock.remaining(5010.0) == 80.0


def test_each_team_turn_starts_the_clock_afresh(data: GameData) -> None:
    m = _at_first_turn(data)
    clock = TurnClock(60.0)
    clock.follow(m, now=0.0, waiting=False)
    first = m.active
    m.apply(Action(Act.END_TURN))
    clock.follow(m, now=50.0, waiting=False, by=first)
    assert m.active != first and clock.remaining(50.0) == 60.0


def test_a_coach_is_silent_only_for_team_turns_he_let_run_out(data: GameData) -> None:
    m = _at_first_turn(data)
    clock = TurnClock(10.0)
    now = 0.0
    clock.follow(m, now, waiting=False)
    turns = 0
    while turns < 6:  # both coaches let three turns each run out
        now += 10.0
        side = clock.due(now)
        assert side is not None
        clock.run_out(side)
        before = m.active
        while m.active == before:
            m.apply(default_action(m))
            clock.follow(m, now, waiting=False)
        turns += 1
    assert clock.silent_for(0) == 3 and clock.silent_for(1) == 3
    # one action of his own, and he is here again
    assert m.active is not None
    here = m.active
    m.apply(Action(Act.END_TURN))
    clock.follow(m, now + 1.0, waiting=False, by=here)
    assert clock.silent_for(here) == 0 and clock.silent_for(1 - here) == 3


def test_a_clock_reads_as_minutes_and_seconds() -> None:
    assert [clock_words(s) for s in (180.0, 65.2, 9.0, 0.2, 0.0)] == ["3:00", "1:06", "0:09", "0:01", "0:00"]


def test_a_chat_line_is_plain_short_and_kept_to_a_rate() -> None:
    assert cleaned("  gg\u202e<b>well</b>\n played\x00 ") == "gg<b>well</b> played"  # markup stays words
    assert line_problem("") == "chat: an empty line says nothing"
    assert line_problem("x" * LENGTH) is None
    assert (
        line_problem("x" * (LENGTH + 1))
        == f"chat: a line holds at most {LENGTH} characters (this one has 201)"
    )
    limit = RateLimit(lines=2, per=10.0)
    assert limit.take(0.0) is None and limit.take(1.0) is None
    assert limit.take(5.0) == "chat: at most 2 lines in 10 s (wait 5.0 s)"
    assert limit.take(10.0) is None  # the first line is ten seconds old
    assert limit.take(10.5) == "chat: at most 2 lines in 10 s (wait 0.5 s)"
