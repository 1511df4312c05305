"""R6.3 no tackle-zone modifiers on the ball, R7.1 whom a model may block, R8.4 what a casualty is,
R11.3 the rolls no re-roll touches: through the Match API with scripted dice."""

from __future__ import annotations

from typing import Any

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.engine.summary import summarize
from tests.rules.match_builder import activate, crane_v_lion, move, position, sq
from tests.teams.helpers import make_team

# crane: 0-6 linemen (AG 3, no skills), 7-8 throwers (Dodge, Pass, Sure Hands), 9-10 catchers
# (Catch, Dodge); lion: 11-21 linemen


def act(m: Match, action: Act, **kw: int) -> list[str]:
    return [e.text for e in m.apply(Action(action, **kw))]


def test_r6_3_a_pick_up_among_enemy_tackle_zones_is_at_plus_one_only(data: GameData) -> None:
    # two Lions mark the ball's square: a pick-up there needs the same 3 as anywhere else
    m, dice = position(
        data, *crane_v_lion(), [("d6", 3)], {0: (19, 5), 11: (21, 4), 12: (21, 6)}, ball_square=sq(20, 5)
    )
    activate(m, 0)
    texts = move(m, 0, 20, 5)
    assert "Pick-up (Player 1): rolled 3+1, needed 4+, success" in texts
    assert m.ball.carrier == 0 and not any("Turnover" in t for t in texts)
    assert m.pending.kind == "activation" and m.pending.side == 0  # type: ignore[union-attr]  # he may go on
    dice.finish()


def test_r6_3_a_marked_thrower_and_a_marked_catcher_roll_as_if_free(data: GameData) -> None:
    # a Lion marks the thrower, two more mark the catcher: quick pass 3+1, catch a bare 4
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 3), ("d6", 4)],
        {7: (5, 5), 9: (8, 5), 11: (6, 6), 12: (9, 4), 13: (9, 6)},
        ball_carrier=7,
    )
    activate(m, 7)
    texts = act(m, Act.PASS, piece=7, square=sq(8, 5))
    assert "Pass (quick pass) (Player 8): rolled 3+1, needed 4+, success" in texts
    assert "Catch (Player 10): rolled 4, needed 4+, success" in texts
    assert m.ball.carrier == 9 and m.pending.kind == "turn" and m.pending.side == 0  # type: ignore[union-attr]
    dice.finish()


def test_r7_1_only_an_adjacent_standing_enemy_may_be_blocked(data: GameData) -> None:
    m, _ = position(
        data,
        *crane_v_lion(),
        [],
        {
            0: (5, 5),
            1: (6, 4),  # a team-mate next to him
            11: (6, 5),  # adjacent and standing: the only target
            12: (4, 4, Status.PRONE),
            13: (4, 6, Status.STUNNED),
            14: (7, 5),  # standing, two squares away
        },
    )
    activate(m, 0)
    targets = {m.pitch.xy(a.square) for a in m.legal_actions() if a.act is Act.BLOCK}  # type: ignore[arg-type]
    assert targets == {(6, 5)}


def test_r7_1_a_fallen_model_blocks_nobody(data: GameData) -> None:
    m, _ = position(
        data, *crane_v_lion(), [], {0: (5, 5, Status.STUNNED), 1: (5, 7, Status.PRONE), 11: (6, 6)}
    )
    assert Action(Act.ACTIVATE, piece=0) not in m.legal_actions()  # a stunned model does nothing
    blocks = [a for a in m.legal_actions() if a.act is Act.BLOCK]
    assert blocks == []
    # and nobody blocks a stunned model: the Lion, adjacent to both fallen Cranes, has no target
    lions, _ = position(
        data, *crane_v_lion(), [], {0: (5, 5, Status.STUNNED), 1: (5, 7, Status.PRONE), 11: (6, 6)}, active=1
    )
    activate(lions, 11)
    assert not any(a.act is Act.BLOCK for a in lions.legal_actions())


def knock_down(data: GameData, injury: list[tuple[str, Any]]) -> Match:
    """A Crane lineman blocks a Lion lineman down (Blade), and the Lion's armour breaks (6+6)."""
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "defender_down"), ("d6", 6), ("d6", 6), *injury],
        {0: (5, 5), 11: (6, 5)},
    )
    activate(m, 0)
    act(m, Act.BLOCK, piece=0, square=sq(6, 5))
    act(m, Act.FOLLOW_UP, choice=0)
    dice.finish()
    return m


@pytest.mark.parametrize(
    ("sigudu", "injury"),
    [(1, "badly_hurt"), (3, "badly_hurt"), (4, "seriously_injured"), (5, "seriously_injured"), (6, "dead")],
)
def test_r8_4_badly_hurt_seriously_injured_and_dead_are_casualties(
    data: GameData, sigudu: int, injury: str
) -> None:
    m = knock_down(data, [("d6", 5), ("d6", 5), ("d6", sigudu)])
    assert m.pieces[11].status is Status.CASUALTY and m.pieces[11].square is None
    assert m.injuries == {11: injury}
    assert m.stats[0]["casualties"] == 1  # caused by the blocker (R19.2)
    report = summarize(m, 0.0)
    assert (report.home_casualties, report.away_casualties) == (1, 0)


@pytest.mark.parametrize(("a", "b", "status"), [(4, 4, Status.KO), (5, 4, Status.KO), (3, 4, Status.STUNNED)])
def test_r8_4_knocked_out_or_stunned_is_no_casualty(data: GameData, a: int, b: int, status: Status) -> None:
    m = knock_down(data, [("d6", a), ("d6", b)])
    assert m.pieces[11].status is status
    assert m.injuries == {}
    assert m.stats.get(0, {}).get("casualties", 0) == 0
    assert (summarize(m, 0.0).home_casualties, summarize(m, 0.0).away_casualties) == (0, 0)


def test_r11_3_armour_injury_and_casualty_rolls_are_never_rerolled(data: GameData) -> None:
    # the active team has re-rolls; its block's armour, injury and Sigudu rolls are not offered one
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "defender_down"), ("d6", 6), ("d6", 6), ("d6", 5), ("d6", 5), ("d6", 1)],
        {0: (5, 5), 11: (6, 5)},
        rerolls=(2, 0),
    )
    activate(m, 0)
    act(m, Act.BLOCK, piece=0, square=sq(6, 5))
    assert m.pending.kind == "block_reroll"  # type: ignore[union-attr]  # block dice may be (R11.2)
    act(m, Act.DECLINE_REROLL)
    act(m, Act.FOLLOW_UP, choice=0)
    assert m.injuries == {11: "badly_hurt"}
    assert m.pending.kind == "turn" and m.teams[0].rerolls == 2 and not m.teams[0].reroll_used  # type: ignore[union-attr]
    assert not any(a.act is Act.USE_REROLL for a in m.legal_actions())
    dice.finish()


def test_r11_3_an_armour_roll_that_fails_to_break_is_not_rerolled(data: GameData) -> None:
    # a Scorpion fouls: his armour roll 1+2, +1 for the foul, +2 Dirty Player, holds against AV 7
    scorpions = make_team("scorpion", {"lineman": 11}, name="Scorpions")
    m, dice = position(
        data,
        scorpions,
        crane_v_lion()[0],
        [("d6", 1), ("d6", 2)],
        {0: (5, 5), 11: (6, 5, Status.PRONE)},
        rerolls=(2, 0),
    )
    activate(m, 0)
    texts = act(m, Act.FOUL, piece=0, square=sq(6, 5))
    assert "Armour (Player 1, AV 7): rolled 1+2+3 — holds" in texts
    assert m.pieces[11].status is Status.PRONE
    assert m.pending.kind == "turn" and m.teams[0].rerolls == 2  # type: ignore[union-attr]
    dice.finish()


def test_r11_3_the_bounce_of_a_failed_pick_up_is_not_rerolled(data: GameData) -> None:
    # the pick-up may be re-rolled with a team re-roll (R11.1), the bounce's scatter may not
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 2), ("d6", 1), ("d8", 5)],
        {0: (20, 5), 11: (10, 5)},
        ball_square=sq(21, 5),
        rerolls=(2, 0),
    )
    activate(m, 0)
    move(m, 0, 21, 5)
    assert m.pending.kind == "reroll"  # type: ignore[union-attr]
    texts = act(m, Act.USE_REROLL)
    assert m.ball.carrier is None and m.ball.square == sq(22, 5)
    assert "Turnover: Cranes' turn ends" in texts
    assert m.teams[0].rerolls == 1 and m.pending.side == 1  # type: ignore[union-attr]
    dice.finish()
