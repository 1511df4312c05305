"""Win chances by play-outs: a sure lead is read as sure, the figures depend only on the match and
the play-out count, and a match's turn starts and markers are where its events say."""

from __future__ import annotations

import json
import random

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.story import Sample, key_moments, read_story, turn_starts
from samurai_bowl.ai.story_run import StoryRun
from samurai_bowl.ai.win_chance import Tally, estimate, play_out, playout_seed, position_key
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.play.coaches import make_coach
from tests.story.conftest import SHORT, short_match

TURNOVER_SEED = 5  # a short match with a turnover on a block


def last_turn(match: Match) -> Match:
    starts, _ = turn_starts(match)
    start, position = starts[-1]
    assert (start.half, start.turn) == (2, match.rules.match.turns_per_half)
    return position


def test_a_three_touchdown_lead_in_the_last_turn_is_above_95_percent(short: Match) -> None:
    """R3.7: in the last team turn one touchdown at most can be scored, so 3-0 (or 0-3) wins."""
    for lead in (0, 1):
        position = last_turn(short)
        position.teams[lead].score, position.teams[1 - lead].score = 3, 0
        tally = estimate(position, 8)
        home, draw, away = tally.chances()
        assert tally.playouts == 8
        assert (home if lead == 0 else away) > 0.95
        assert draw == 0


def test_level_scores_at_the_start_are_not_a_sure_thing(short: Match) -> None:
    """From the first turn of a 0-0 match either side may still win: the play-outs do not all agree
    with a sure lead, and each play-out's result is repeatable from its seed."""
    starts, _ = turn_starts(short)
    position = starts[0][1]
    tally = estimate(position, 3)
    home, _, away = tally.chances()
    assert tally.playouts == 3 and home < 0.95 and away < 0.95
    seed = playout_seed(short.seed, position_key(position), 0)
    assert play_out(position, seed) == play_out(position, seed)
    assert len(position.history) == starts[0][0].at  # the play-outs played on copies


def test_a_finished_match_is_its_result(short: Match) -> None:
    assert estimate(short, 50).chances() == (0.0, 0.0, 1.0)  # away won 0-1


def test_tallies_add_up() -> None:
    tally = Tally().counted(0).counted(None).counted(1).counted(1)
    assert (tally.home, tally.draws, tally.away, tally.playouts) == (1, 1, 2, 4)
    assert tally.chances() == (0.25, 0.25, 0.5)
    assert Tally().chances() == (0.0, 0.0, 0.0)


def test_turn_starts_and_markers_follow_the_events(short: Match) -> None:
    """Every team turn of both halves starts once, in play order; the touchdown, the casualties and
    the turnovers are marked in the turn they happened."""
    starts, markers = turn_starts(short)
    per_half = short.rules.match.turns_per_half
    assert len(starts) == 2 * 2 * per_half
    assert [s.x for s, _ in starts] == sorted(s.x for s, _ in starts)
    for start, position in starts:
        assert position.active == start.side and position.half == start.half
        assert position.teams[start.side].turn == start.turn
        assert len(position.history) == start.at
    kinds = [m.kind for m in markers]
    assert kinds.count("touchdown") == sum(e.kind == "touchdown" for e in short.events) == 1
    assert kinds.count("turnover") == sum(e.kind == "turnover" for e in short.events)
    assert kinds.count("casualty") == len(short.injuries)
    scored = next(m for m in markers if m.kind == "touchdown")
    assert scored.side == 1
    again = Match.replay(
        short.data,
        *short.team_files,
        short.seed,
        short.history[: scored.at + 1],
        {"match": {"turns_per_half": per_half}},
    )
    assert again.teams[1].score == 1  # the touchdown came with action ``at``


def test_a_story_reads_back_from_its_json_and_a_damaged_one_is_refused(short: Match) -> None:
    story = StoryRun(short, 1)
    told = story.story()  # no play-outs in yet: the model's figure for every turn, and full time
    assert [s.playouts for s in told.samples] == [0] * 9 and told.samples[-1].side is None
    doc = json.loads(json.dumps(told.to_json()))
    assert read_story(doc).to_json() == told.to_json()
    for broken in (
        {**doc, "format": "other"},
        {**doc, "samples": [{"at": 1}]},
        {**doc, "samples": [{**doc["samples"][0], "home": 3.0}]},
        {"format": doc["format"]},
    ):
        with pytest.raises(ValueError):
            read_story(broken)


def test_a_sneak_attacks_bonus_turn_is_part_of_its_kick_off(data: GameData) -> None:
    """R13: the kicking team's bonus turn moves no counter; the receiving team's turn 1 is the
    half's first turn on the chart, the kicking team's turn 1 the second."""
    rng = random.Random(3)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 7, SHORT)
    coaches = (make_coach("normal", 7), make_coach("normal", 7))
    while match.pending is not None and match.turn_seq < 4:
        match.apply(coaches[match.pending.side].choose(match))
    assert any("bonus turn" in event.text for event in match.events if event.kind == "turn")
    starts, _ = turn_starts(match)
    assert [(s.side, s.turn, s.x) for s, _ in starts] == [(1, 1, 0.0), (0, 1, 0.5), (1, 2, 1.0)]


def _sample(at: int, x: float, home: float, away: float, spread: float, side: int | None = 0) -> Sample:
    return Sample(at, 1, side, 1, x, home, 1 - home - away, away, 0, spread / 2, spread)


def test_a_key_moment_is_a_swing_larger_than_the_figures_own_doubt() -> None:
    """A swing within the two figures' uncertainty is noise (a model's jitter, two play-outs' luck),
    not a moment; the same swing between sure figures is one."""
    unsure = [_sample(0, 0, 0.40, 0.40, 0.30), _sample(5, 1, 0.55, 0.30, 0.30)]  # 0.25 < 0.42
    assert key_moments(unsure, [], ("Crab", "Lion")) == []
    sure = [_sample(0, 0, 0.40, 0.40, 0.05), _sample(5, 1, 0.55, 0.30, 0.05)]
    (moment,) = key_moments(sure, [], ("Crab", "Lion"))
    assert moment.swing == pytest.approx(0.25) and moment.at == 0


def test_after_a_concession_the_line_stops_at_the_result(short: Match) -> None:
    """R3.8: conceded in the first half, the story ends there with the real result, and no line
    is drawn over the turns never played."""
    starts, _ = turn_starts(short)
    half_one = [start for start, _ in starts if start.half == 1]
    m = Match.replay(short.data, *short.team_files, short.seed, short.history[: half_one[-1].at], SHORT)
    m.apply(Action(Act.CONCEDE))
    assert m.over and m.conceded is not None
    story = StoryRun(m, 0).story()
    final = story.samples[-1]
    assert final.side is None and final.playouts == 0
    assert final.x == max(s.x for s in story.samples[:-1]) + 0.5 <= story.slots / 2  # the half line
    winner = 1 - m.conceded
    assert (final.home, final.away) == ((1.0, 0.0) if winner == 0 else (0.0, 1.0))


def test_a_turnover_says_what_caused_it(data: GameData) -> None:
    _, markers = turn_starts(short_match(data, TURNOVER_SEED))
    turnovers = [marker for marker in markers if marker.kind == "turnover"]
    assert turnovers
    for marker in turnovers:
        assert marker.cause and marker.words.endswith(marker.cause), marker.words
        assert "needs" in marker.cause or "on a block" in marker.cause, marker.cause
        assert "(" not in marker.cause.split(")")[-1]  # no coordinates, no ids: the log's words
