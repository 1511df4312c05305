"""Saves by format: this version writes format 2 (the whole state, generically) and still reads
format 1, the hand-listed layout of earlier versions, so saved matches and replays survive."""

from __future__ import annotations

import json
from pathlib import Path

from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.saves.files import replay_problem
from samurai_bowl.engine.state.pieces import Status

V1 = Path(__file__).with_name("saves_v1")


def v1(name: str) -> dict:  # type: ignore[type-arg]
    return json.loads((V1 / name).read_text(encoding="utf-8"))


def test_a_format_1_match_in_play_loads_as_it_was_saved(data: GameData) -> None:
    old = v1("mid_game.json")
    m = Match.from_json(data, old)
    assert [(p.square, p.status.value, p.stats()) for p in m.pieces] == [
        (p["square"], p["status"], p["stats"]) for p in old["pieces"]
    ]
    assert [t.score for t in m.teams] == [t["score"] for t in old["teams"]]
    assert (m.ball.square, m.ball.carrier) == (old["ball"]["square"], old["ball"]["carrier"])
    assert m.grudges == [tuple(g) for g in old["state"]["grudges"]] and m.argued == old["state"]["argued"]
    assert m.acted == set(old["state"]["acted"]) and m.stunned_at == {16: 23}
    assert [p.NAME for p in m.stack] == [p["proc"] for p in old["stack"]]
    assert (m.pending.kind, m.pending.side) == (old["prompt"]["kind"], old["prompt"]["side"])  # type: ignore[union-attr]
    assert len(m.history) == len(old["history"]) and len(m.events) == len(old["events"])
    assert m.state.dice.state == old["dice"]  # type: ignore[attr-defined]
    # it was played with one action per model (R4.2 before the revision), and goes on that way
    assert m.rules.match.action_limit == "model" and m.to_json()["options"] == {
        "match": {"action_limit": "model"}
    }


def test_a_format_1_match_is_written_as_format_2_and_plays_on(data: GameData) -> None:
    m = Match.from_json(data, v1("mid_game.json"))
    saved = m.to_json()
    assert saved["format"] == 2 and set(saved) == {"format", "options", "home", "away", "state"}
    assert Match.from_json(data, json.loads(json.dumps(saved))).state == m.state
    coach = RandomCoach(4)
    while m.pending is not None:
        m.apply(coach.choose(m))
    assert m.over and m.result is not None


def test_a_finished_format_1_match_loads_over_with_its_record(data: GameData) -> None:
    m = Match.from_json(data, v1("full_time.json"))
    assert m.over and m.pending is None and m.result is not None and not m.legal_actions()
    assert all(p.status is not Status.STANDING or p.square is not None for p in m.pieces)
    # the rules were revised since it was played (R11.2 asks about every block's re-roll): its
    # replay stops where the old game went on without that question, and says so
    assert replay_problem(m).startswith("the replay stops after action ")
