"""R13: the set-up Superior Tactics gives and the bonus turn of a Sneak Attack name their kick-off
result in the prompt, so the coach is told why he sets up again or plays out of turn; the next
set-up and turn are plain again. Each keeps to its catalogue entry."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.invariants import check_invariants
from tests.rules.test_r13_kickoff_events import EMPTY_LANDING, kickoff


def test_r13_superior_tactics_names_itself_in_the_set_up_prompt(data: GameData) -> None:
    m, _, _ = kickoff(data, (3, 3), EMPTY_LANDING)
    assert m.pending is not None and m.pending.kind == "setup"
    assert m.pending.data == {"event": "superior_tactics"}
    check_invariants(m)
    m.apply(Action(Act.END_SETUP))
    assert m.pending is not None and m.pending.kind == "turn" and m.pending.data == {}


def test_r13_sneak_attack_names_itself_in_the_bonus_turn_prompt(data: GameData) -> None:
    m, _, _ = kickoff(data, (4, 6), EMPTY_LANDING)
    assert m.pending is not None and m.pending.kind == "turn"
    assert m.pending.data == {"event": "sneak_attack"}
    check_invariants(m)
    m.apply(Action(Act.END_TURN))
    assert m.pending is not None and m.pending.kind == "turn" and m.pending.data == {}


def test_r13_the_first_set_up_of_a_drive_is_plain(data: GameData) -> None:
    from samurai_bowl.engine.match import Match
    from tests.rules.match_builder import crane_v_lion

    m = Match(data, *crane_v_lion(), seed=1)
    while m.pending is not None and m.pending.kind != "setup":
        m.apply(m.legal_actions()[0])
    assert m.pending is not None and m.pending.data == {}
