"""R3.8 (new): a coach may concede at any of his decisions; the match ends at once, the conceder
loses whatever the score, earns no winnings and has no MVP; SPP earned and injuries stand."""

from __future__ import annotations

from typing import Any

from samurai_bowl.data import GameData
from samurai_bowl.data.rules import LeaguePoints
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.league.standings import table
from tests.rules.match_builder import activate, crane_v_lion, position, sq


def test_r3_8_a_concession_at_any_decision_ends_the_match_as_a_loss(data: GameData) -> None:
    # the Cranes lead 1-0 and concede when asked about a failed dodge's re-roll
    m, dice = position(
        data, *crane_v_lion(), [("d6", 1), ("d6", 5)], {0: (5, 5), 1: (5, 8), 11: (6, 6)}, rerolls=(1, 0)
    )
    m.teams[0].score = 1
    m.stats = {0: {"touchdowns": 1}}
    m.played = {0, 1, 11}
    activate(m, 0)
    m.apply(Action(Act.MOVE, piece=0, square=sq(4, 4)))
    assert m.pending.kind == "reroll" and Action(Act.CONCEDE) not in m.legal_actions()  # type: ignore[union-attr]
    texts = [e.text for e in m.apply(Action(Act.CONCEDE))]
    assert texts[0] == "Cranes concede the match: Lions win"
    assert "Winnings (Lions): rolled 5 — 60 koku" in texts  # (5 + 0) × 10 + 10 for the win
    assert not any(t.startswith("Winnings (Cranes)") or t.startswith("MVP (Cranes)") for t in texts)
    assert m.over and m.pending is None and m.conceded == 0
    result: dict[str, Any] = m.result  # type: ignore[assignment]
    assert result["winner"] == 1 and result["conceded"] == 0 and result["winnings"] == [0, 60]
    scorer = next(p for p in result["players"] if p["side"] == 0 and p["number"] == 1)
    assert scorer["spp"] == 3 and not scorer["mvp"]  # his touchdown's SPP stand
    assert [p["mvp"] for p in result["players"] if p["side"] == 1 and p["played"]] == [True]
    dice.finish()
    # the league table: a loss for the conceder, a win for the other, whatever the score
    lines = {
        line.name: line
        for line in table({1: "Cranes", 2: "Lions"}, [(1, 2, result)], LeaguePoints(win=3, draw=1, loss=0))
    }
    assert (lines["Cranes"].lost, lines["Cranes"].points) == (1, 0)
    assert (lines["Lions"].won, lines["Lions"].points) == (1, 3)


def test_r3_8_only_the_coach_asked_concedes(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [("d6", 2)], {0: (5, 5), 11: (15, 5)}, active=1)
    m.apply(Action(Act.CONCEDE))  # the Lions' decision: the Lions concede
    assert m.result is not None and m.result["winner"] == 0 and m.result["conceded"] == 1
    assert m.result["winnings"] == [30, 0]
    dice.finish()


def test_r3_8_after_a_concession_nothing_more_is_played(data: GameData) -> None:
    """R3.8 (2026-11-28): the fouled Crane's challenge (R9.4) is never demanded, no team is active
    and nothing is rolled but the winner's winnings and MVP."""
    from tests.rules.test_r09_fouling import foul, scorpions_v_cranes

    # the foul: armour 2+3 +3 breaks AV 7, injury 1+2 +2 Stunned: the victim holds a grudge
    m, dice = scorpions_v_cranes(data, [("d6", 2), ("d6", 3), ("d6", 1), ("d6", 2), ("d6", 4), ("d8", 2)])
    foul(m)
    assert m.grudges == [(11, 0)] and m.active == 0
    texts = [e.text for e in m.apply(Action(Act.CONCEDE))]
    assert texts[0] == "Scorpions concede the match: Cranes win"
    assert not any("demands" in t or "challenge" in t for t in texts)
    assert m.over and m.pending is None and m.active is None and m.grudges == []
    assert m.legal_actions() == [] and not m.allows(Action(Act.END_TURN))
    assert m.result is not None and m.result["winnings"] == [0, 50]  # (4 + 0) × 10 + 10 for the win
    dice.finish()  # the winnings' d6 and the MVP's d8, nothing else
