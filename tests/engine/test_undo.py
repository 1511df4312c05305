"""R4.7 take-backs (the ``undo`` action): what it takes back, what it never does (a roll or
anything before one, the end of a turn, anything before a decision of the other coach), that it
never changes what the dice roll next, and that histories with undos replay, save and load exactly."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action, IllegalAction
from samurai_bowl.engine.dice.sources import DieKind, SeededDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.rules.undo import UNDO
from samurai_bowl.engine.saves.files import load_match, save_match
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.errors import DataError
from tests.rules.match_builder import activate, crane_v_lion, move, position, sq


def spot(m: Match) -> dict[str, Any]:
    """The position: the whole state but how it came about (its history and events). Only seeded
    dice are written, so with others it leaves out the dice and the position kept to go back to."""
    state, left_out = m.state, {"history", "events"}
    if not isinstance(state.dice, SeededDice):
        state = state.copy()
        state.dice, state.take_back = SeededDice(0), None
        left_out |= {"dice", "take_back"}
    return {key: value for key, value in state.dump().items() if key not in left_out}


def refused(m: Match) -> None:
    assert not m.allows(UNDO) and m.taken_back() is None
    with pytest.raises(IllegalAction, match="nothing can be taken back"):
        m.apply(UNDO)


def test_r4_7_steps_and_the_selection_are_taken_back_one_by_one(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (15, 5)})
    refused(m)  # nothing done yet
    start = spot(m)
    activate(m, 0)
    after_activate = spot(m)
    move(m, 0, 6, 5)
    after_one = spot(m)
    move(m, 0, 7, 5)
    assert m.taken_back() == Action(Act.MOVE, piece=0, square=sq(7, 5))
    [event] = m.apply(UNDO)
    assert event.kind == "undo" and event.text == "Cranes take back Player 1's step to (7, 5)"
    assert m.pieces[0].square == sq(6, 5) and m.pending.data["ma_left"] == 6  # type: ignore[union-attr]
    assert spot(m) == after_one
    m.apply(UNDO)
    assert spot(m) == after_activate
    assert m.apply(UNDO)[0].text == "Cranes take back the activation of Player 1"
    assert spot(m) == start and m.pending.kind == "turn"  # type: ignore[union-attr]
    refused(m)
    # the history keeps every action and every undo
    assert [a.act for a in m.history] == [Act.ACTIVATE, Act.MOVE, Act.MOVE, Act.UNDO, Act.UNDO, Act.UNDO]
    dice.finish()


def test_r4_7_ending_an_activation_is_taken_back_but_ending_the_turn_is_final(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 1: (5, 7), 11: (15, 5)})
    activate(m, 0)
    move(m, 0, 6, 5)
    m.apply(Action(Act.END_ACTIVATION, piece=0))
    assert Action(Act.ACTIVATE, piece=0) not in m.legal_actions()
    assert m.apply(UNDO)[0].text == "Cranes take back the end of Player 1's activation"
    assert m.pending.kind == "activation" and m.pending.data["piece"] == 0  # type: ignore[union-attr]
    move(m, 0, 7, 5)  # he goes on moving
    assert m.pieces[0].square == sq(7, 5)
    m.apply(Action(Act.END_ACTIVATION, piece=0))
    m.apply(Action(Act.END_TURN))
    assert m.pending.side == 1  # type: ignore[union-attr]
    refused(m)  # the other coach has nothing of his own to take back, and the first is not asked


@pytest.mark.parametrize(
    ("dice", "at", "ball", "steps", "what"),
    [
        ([("d6", 4)], {0: (5, 5), 11: (6, 6)}, None, [(4, 4)], "dodge"),
        ([("d6", 3)], {4: (5, 5), 11: (20, 5)}, None, [(x, 5) for x in range(6, 14)], "surge"),
        ([("d6", 3)], {0: (20, 5), 11: (10, 5)}, (21, 5), [(21, 5)], "pick-up"),
    ],
)
def test_r4_7_a_step_that_rolled_is_never_taken_back_nor_anything_before_it(
    data: GameData,
    dice: list[tuple[str, int]],
    at: dict[int, tuple[int, int] | tuple[int, int, Status]],
    ball: tuple[int, int] | None,
    steps: list[tuple[int, int]],
    what: str,
) -> None:
    m, scripted = position(data, *crane_v_lion(), dice, at, ball_square=None if ball is None else sq(*ball))
    piece = min(at)
    activate(m, piece)
    for x, y in steps:
        move(m, piece, x, y)
    assert scripted.used, what  # the last step rolled its die
    refused(m)
    # ending the activation after the roll rolls nothing: it is taken back, back to the roll and no further
    square = m.pieces[piece].square
    m.apply(Action(Act.END_ACTIVATION, piece=piece))
    m.apply(UNDO)
    assert m.pending.kind == "activation" and m.pieces[piece].square == square  # type: ignore[union-attr]
    refused(m)
    scripted.finish()


def test_r4_7_a_block_is_never_taken_back(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [("block", "pushed")], {0: (5, 5), 11: (6, 5)})
    activate(m, 0)
    m.apply(Action(Act.BLOCK, piece=0, square=sq(6, 5)))
    assert m.pending.kind == "follow_up"  # type: ignore[union-attr]
    refused(m)
    m.apply(Action(Act.FOLLOW_UP, choice=1))
    refused(m)  # a choice after a roll is final too
    dice.finish()


def test_r4_7_the_rule_option_turns_it_off(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (15, 5)}, options={"match": {"undo": False}})
    activate(m, 0)
    move(m, 0, 6, 5)
    assert not m.allows(UNDO) and m.state.take_back is None
    with pytest.raises(IllegalAction, match=r"off in this match \(rule option match.undo\)"):
        m.apply(UNDO)


def test_r4_7_an_undo_with_a_model_or_square_is_refused(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (15, 5)})
    activate(m, 0)
    bogus = Action(Act.UNDO, piece=0)
    assert not m.allows(bogus)
    with pytest.raises(IllegalAction, match="undo takes no model, square or choice"):
        m.apply(bogus)
    assert UNDO not in m.legal_actions() and Act.UNDO not in m.legal_kinds()  # never listed for a coach


def a_match(data: GameData, seed: int, options: dict[str, Any] | None = None) -> Match:
    rng = random.Random(seed)
    return Match(data, draft_team(data, "crab", rng), draft_team(data, "unicorn", rng), seed, options)


def test_r4_7_set_up_placements_are_taken_back(data: GameData) -> None:
    m = a_match(data, 4)
    m.apply(m.legal_actions_of(Act.CHOOSE_KICK)[0])
    assert m.pending.kind == "setup"  # type: ignore[union-attr]
    empty = spot(m)
    place = m.legal_actions_of(Act.PLACE)[0]
    m.apply(place)
    assert m.pieces[place.piece].square == place.square  # type: ignore[index]
    assert "take back placing" in m.apply(UNDO)[0].text
    assert spot(m) == empty
    m.apply(m.legal_actions_of(Act.FORMATION)[0])
    assert m.apply(UNDO)[0].text.endswith("take back the formation") and spot(m) == empty


def test_r4_7_undo_then_redo_is_the_position_never_undone(data: GameData) -> None:
    """The same position (the state without its history and events: the models, ball, counters,
    procedures, dice and what may still be taken back) and the same match from there on."""
    plain = a_match(data, 5)
    undone = a_match(data, 5)
    coach = RandomCoach(5)
    redone = 0
    while plain.pending is not None and len(plain.history) < 400:
        action = coach.choose(plain)
        plain.apply(action)
        undone.apply(action)
        if undone.taken_back() == action:
            undone.apply(UNDO)
            undone.apply(action)
            redone += 1
        assert spot(undone) == spot(plain)
    assert redone > 20
    saved = undone.to_json()
    assert {k: v for k, v in saved["state"].items() if k not in ("history", "events")} == {
        k: v for k, v in plain.to_json()["state"].items() if k not in ("history", "events")
    }


class CountedDice:
    """Seeded dice that count what they roll."""

    def __init__(self, seed: int) -> None:
        self.dice, self.rolled = SeededDice(seed), 0

    def roll(self, kind: DieKind, purpose: str) -> int:
        self.rolled += 1
        return self.dice.roll(kind, purpose)

    def clone(self) -> CountedDice:
        twin = CountedDice.__new__(CountedDice)
        twin.dice, twin.rolled = self.dice.clone(), self.rolled
        return twin


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_r4_7_random_undos_go_back_exactly_and_never_past_a_die(data: GameData, seed: int) -> None:
    rng = random.Random(seed)
    dice = CountedDice(seed)
    m = Match(data, draft_team(data, "lion", rng), draft_team(data, "crane", rng), seed, dice=dice)
    coach = RandomCoach(seed)
    before: list[dict[str, Any]] = []  # the position before each action that may still be taken back
    undos = 0
    while m.pending is not None and len(m.history) < 600:
        if m.taken_back() is not None and rng.random() < 0.4:
            m.apply(UNDO)
            undos += 1
            assert spot(m) == before.pop()
            continue
        position_now, rolled = spot(m), m.state.dice.rolled  # type: ignore[attr-defined]
        m.apply(coach.choose(m))
        if m.state.dice.rolled != rolled:  # type: ignore[attr-defined]
            assert m.taken_back() is None  # a die was rolled: nothing before it comes back
        if m.state.take_back is None:
            before.clear()
        else:
            before = [*before[: len(m.state.take_back.actions) - 1], position_now]
    assert undos > 10


def test_r4_7_a_replay_with_undos_is_exact_and_a_save_with_undos_loads(
    data: GameData, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    m = a_match(data, 6)
    coach = RandomCoach(6)
    rng = random.Random(6)
    undos = 0
    while m.pending is not None and len(m.history) < 120:
        if m.taken_back() is not None and rng.random() < 0.5:
            m.apply(UNDO)
            undos += 1
        else:
            m.apply(coach.choose(m))
    assert undos > 10
    again = Match.replay(data, *m.team_files, m.seed, m.history)
    assert again.to_json() == m.to_json()
    # saved while something can still be taken back: it loads, is checked, and takes it back alike
    while m.pending is not None and (m.taken_back() is None or len(m.state.take_back.actions) < 2):  # type: ignore[union-attr]
        m.apply(coach.choose(m))
    assert m.pending is not None
    path = tmp_path / "match.json"
    save_match(m, path)
    assert main(["save", "check", str(path)]) == 0
    assert "replays exactly" in capsys.readouterr().out
    loaded = load_match(data, path)
    assert loaded.to_json() == m.to_json()
    assert loaded.taken_back() == m.taken_back()
    assert loaded.apply(UNDO)[0].text == m.apply(UNDO)[0].text
    assert loaded.to_json() == m.to_json()


def test_r4_7_a_damaged_take_back_in_a_save_is_one_clear_line(data: GameData, tmp_path: Path) -> None:
    m = a_match(data, 7)
    coach = RandomCoach(7)
    while m.taken_back() is None or m.pending.kind != "setup":  # type: ignore[union-attr]
        m.apply(coach.choose(m))
    saved = m.to_json()
    path = tmp_path / "match.json"

    def refused_with(change: Any, message: str) -> None:
        damaged = json.loads(json.dumps(saved))
        change(damaged["state"]["take_back"])
        path.write_text(json.dumps(damaged), encoding="utf-8")
        with pytest.raises(DataError, match=message):
            load_match(data, path)

    refused_with(lambda tb: tb.update(side=1 - tb["side"]), r"state\.take_back\.side: is not the side whose")
    refused_with(
        lambda tb: tb.update(actions=[{"act": "end_turn"}]),
        r"state\.take_back\.actions\[0\]: end_turn cannot be taken back",
    )
    refused_with(
        lambda tb: tb["base"]["pieces"][0].update(square=9999), r"state\.take_back\.base\.pieces\[0\]\.square"
    )
    refused_with(
        lambda tb: tb.update(actions=tb["actions"] * 2),
        r"state\.take_back: its actions do not lead|is not allowed in that position",
    )


def test_r4_7_the_ai_never_takes_back(data: GameData) -> None:
    from samurai_bowl.play.coaches import make_coach

    m = a_match(data, 8)
    coaches = [make_coach("normal", 8), make_coach("easy", 9)]
    open_to_it = 0
    while m.pending is not None and len(m.history) < 150:
        open_to_it += m.taken_back() is not None
        m.apply(coaches[m.pending.side].choose(m))
    assert open_to_it > 10  # it could have, many times
    assert Act.UNDO not in {a.act for a in m.history}


def test_r4_7_a_look_ahead_or_a_simulated_match_keeps_nothing_to_take_back(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (15, 5)})
    activate(m, 0)
    ahead = m.clone(dice=SeededDice(1))
    assert ahead.state.take_back is None and not ahead.allows(UNDO)
    move(ahead, 0, 6, 5)
    assert ahead.state.take_back is None
    assert m.taken_back() == Action(Act.ACTIVATE, piece=0)  # the match itself is untouched
    twin = m.replica()  # an exact copy keeps what may be taken back; a look-ahead (clone) does not
    assert twin.taken_back() == m.taken_back() and spot(twin) == spot(m)
    assert m.clone().taken_back() is None
    m._takes_back = False  # as Match(..., takes_back=False) makes a simulation's match
    move(m, 0, 6, 5)
    assert m.state.take_back is None
    with pytest.raises(IllegalAction, match="keeps nothing to take back"):
        m.apply(UNDO)


def test_r4_7_a_step_that_scores_is_final(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (21, 5), 11: (10, 5)}, ball_carrier=0)
    activate(m, 0)
    move(m, 0, 22, 5)
    assert m.teams[0].score == 1
    assert m.pending is not None and m.pending.kind == "setup" and m.pending.side == 0  # his again
    refused(m)


def test_r4_7_a_take_back_never_changes_what_the_dice_roll_next(data: GameData) -> None:
    """Steps taken back and walked again meet the same dice as if they had never been taken."""
    from samurai_bowl.engine.scenarios.position import Placement, match_at_turn

    def dodges(take_back: bool) -> list[str]:
        placed = [Placement(0, sq(3, 5)), Placement(11, sq(6, 6)), Placement(12, sq(15, 5))]
        m = match_at_turn(data, *crane_v_lion(), SeededDice(2026), placed)
        activate(m, 0)
        if take_back:  # two steps that roll nothing, and the selection, all taken back
            move(m, 0, 4, 5)
            move(m, 0, 5, 5)
            for _ in range(3):
                m.apply(UNDO)
            activate(m, 0)
        move(m, 0, 4, 5)
        move(m, 0, 5, 5)  # into the Lion's tackle zone: leaving it is a dodge
        return [t for t in move(m, 0, 4, 4) if t.startswith("Dodge")]

    assert dodges(take_back=True) == dodges(take_back=False) != []


def test_r4_7_a_decision_of_the_other_coach_is_a_boundary(data: GameData) -> None:
    """With the turn counter moved by hand (R4.1), acting before moving it asks the other coach
    whether to call Illegal Procedure: once he has answered, nothing before it comes back."""
    m, dice = position(
        data, *crane_v_lion(), [], {0: (5, 5), 11: (15, 5)}, options={"match": {"manual_turn_counter": True}}
    )
    activate(m, 0)
    assert m.pending.kind == "illegal_procedure" and m.pending.side == 1  # type: ignore[union-attr]
    m.apply(Action(Act.CALL_ILLEGAL_PROCEDURE, choice=0))
    refused(m)  # the activation came before the other coach's decision
    move(m, 0, 6, 5)
    assert m.apply(UNDO)[0].text == "Cranes take back Player 1's step to (6, 5)"
    refused(m)
    assert m.pending.kind == "activation" and m.pieces[0].square == sq(5, 5)  # type: ignore[union-attr]
    dice.finish()
