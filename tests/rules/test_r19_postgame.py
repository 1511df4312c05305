"""R19 after the game: winnings, star player points and the MVP, injuries, the match record."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from tests.rules.match_builder import activate, crane_v_lion, position, sq
from tests.teams.helpers import make_team


def last_turn(data: GameData, dice: list, home=None, away=None) -> Match:  # type: ignore[no-untyped-def]
    cranes, lions = crane_v_lion()
    m, scripted = position(
        data, home or cranes, away or lions, dice, {0: (5, 5), 11: (15, 5)}, active=1, half=2, turns=(8, 8)
    )
    m.scripted = scripted  # type: ignore[attr-defined]
    return m


def player(m: Match, side: int, number: int) -> dict:  # type: ignore[type-arg]
    assert m.result is not None
    return next(p for p in m.result["players"] if p["side"] == side and p["number"] == number)


def test_r19_1_winnings_and_the_winners_ten(data: GameData) -> None:
    m = last_turn(data, [("d6", 3), ("d6", 4)])
    m.teams[0].score = 2
    m.apply(Action(Act.END_TURN))
    assert m.result is not None
    assert m.result["score"] == [2, 0] and m.result["winner"] == 0
    assert m.result["winnings"] == [(3 + 2) * 10 + 10, 4 * 10]
    m.scripted.finish()  # type: ignore[attr-defined]


def test_r17_yasuki_taka_bargains_for_more(data: GameData) -> None:
    crabs = make_team("crab", {"lineman": 11}, name="Crabs", special_staff=True)
    m = last_turn(data, [("d6", 3), ("d6", 5), ("d6", 4)], home=crabs)
    texts = [e.text for e in m.apply(Action(Act.END_TURN))]
    assert "Yasuki Taka's bargaining: rolled 5 — 50 koku more" in texts
    assert m.result["winnings"] == [30 + 50, 40]  # type: ignore[index]


def test_r19_2_spp_and_a_random_mvp_among_those_who_played(data: GameData) -> None:
    # two home players took part: a d8 of 2 picks the second; one away player: no roll needed
    m = last_turn(data, [("d6", 1), ("d6", 1), ("d8", 2)])
    m.played = {0, 1, 11}
    m.stats = {0: {"touchdowns": 1, "completions": 2, "blocks": 3}, 1: {"casualties": 1}}
    m.apply(Action(Act.END_TURN))
    first, second, lion = player(m, 0, 1), player(m, 0, 2), player(m, 1, 1)
    assert (first["spp"], first["mvp"]) == (3 + 2, False)
    assert (second["spp"], second["mvp"]) == (2 + 5, True)
    assert (lion["spp"], lion["mvp"]) == (5, True)
    assert first["blocks"] == 3 and not player(m, 0, 3)["played"]
    m.scripted.finish()  # type: ignore[attr-defined]


def test_r19_2_a_casualty_caused_by_a_block_is_credited(data: GameData) -> None:
    # defender down: armour 6+6 breaks, injury 5+5 critical, Sigudu 6: dead
    m, dice = position(
        data,
        *crane_v_lion(),
        [("block", "defender_down"), ("d6", 6), ("d6", 6), ("d6", 5), ("d6", 5), ("d6", 6)],
        {0: (5, 5), 11: (6, 5)},
    )
    activate(m, 0)
    m.apply(Action(Act.BLOCK, piece=0, square=sq(6, 5)))
    m.apply(Action(Act.FOLLOW_UP, choice=0))
    assert m.stats[0] == {"blocks": 1, "casualties": 1}
    assert m.injuries[11] == "dead"
    dice.finish()


def test_r19_3_injuries_are_in_the_record(data: GameData) -> None:
    m = last_turn(data, [("d6", 1), ("d6", 1)])
    m.injuries[12] = "seriously_injured"
    m.apply(Action(Act.END_TURN))
    assert player(m, 1, 2)["injury"] == "seriously_injured"
    assert m.result["casualties_caused"] == [0, 0]  # type: ignore[index]
