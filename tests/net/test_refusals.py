"""What a joiner may not do over the network: every refusal says why and leaves the match as it was;
and nothing the host sends tells the dice (the seed, the PCG64 state, the take-back position)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from samurai_bowl.data import GameData
from samurai_bowl.engine import Action, Match, public_state
from samurai_bowl.play.coaches import make_coach
from tests.net.games import SEED, finish, host, read_team, team_files
from tests.net.wire import Wire

SECRET_KEYS = {"seed", "bit_generator", "inc"}  # a take-back goes, without its position's dice


def secrets_in(value: Any) -> list[str]:
    """Keys that name the dice, and numbers too big for anything but a generator's state."""
    if isinstance(value, dict):  # (a roll's event names its dice: {"dice": ["d6", "d6"]})
        named = [k for k, v in value.items() if k in SECRET_KEYS or (k == "dice" and not isinstance(v, list))]
        return named + [s for v in value.values() for s in secrets_in(v)]
    if isinstance(value, list):
        return [s for v in value for s in secrets_in(v)]
    if isinstance(value, int) and abs(value) >= 1 << 40:
        return [str(value)]
    return []


@pytest.fixture
def hosted(data: GameData, tmp_path: Path) -> tuple[str, str, dict[str, Any]]:
    crab, lion = team_files(data, tmp_path)
    _, address, code = host(tmp_path / "host", "--team", str(crab), "--seed", str(SEED), "--port", "0")
    return address, code, read_team(lion).model_dump(mode="json")


def test_a_wrong_code_is_refused(data: GameData, hosted: tuple[str, str, dict[str, Any]]) -> None:
    address, code, team = hosted
    wire = Wire(data, address)
    wrong = "".join("A" if ch != "A" else "B" for ch in code.replace("-", ""))
    assert wire.hello(wrong, team) == {"v": 1, "type": "refused", "reason": "wrong join code", "seq": None}
    with pytest.raises(ConnectionClosed):
        wire.next()
    # the host still waits for the right joiner
    right = Wire(data, address)
    assert right.hello(code, team)["type"] == "welcome"


def test_refused_messages_leave_the_match_as_it_was(
    data: GameData, hosted: tuple[str, str, dict[str, Any]]
) -> None:
    """R3.8 and R4.7 stay the engine's: an illegal action is refused with the engine's reason."""
    address, code, team = hosted
    wire = Wire(data, address)
    assert wire.hello(code, team)["type"] == "welcome"
    assert Wire(data, address).hello(code, team)["reason"] == "a coach already plays this match"
    assert Wire(data, address).hello(code, role="spectator")["reason"] == "this match takes no spectators"
    wire.until_my_decision()
    assert wire.match is not None
    seq, history = wire.seq, len(wire.match.history)
    step = {"v": 1, "type": "act", "seq": seq, "action": {"act": "move", "piece": 0, "square": 0}}
    bad: list[tuple[str | dict[str, Any], str]] = [
        ("{not json", "the message is not JSON"),
        ("x" * 70_000, "over the limit of 65,536"),
        ([1, 2], "must be a JSON object"),
        ({**step, "v": 2}, "v: protocol version 2"),
        ({**step, "type": "cheat"}, "type"),
        ({**step, "action": {"act": "move", "piece": "one"}}, "act.action.piece"),
        ({**step, "seq": seq + 3}, f"out of turn: this is decision {seq}, not {seq + 3}"),
        ({**step, "action": {"act": "fly"}}, "action: "),
        ({**step, "action": {"act": "kick", "square": 5}}, "is not allowed"),
        ({"v": 1, "type": "hello", "code": code}, "already joined"),
    ]
    for message, reason in bad:
        wire.send(message if isinstance(message, str) else json.dumps(message))
        answer = wire.next()
        assert answer["type"] == "refused", message
        assert reason in answer["reason"], (reason, answer)
    assert (wire.seq, len(wire.match.history)) == (seq, history)  # no update came: nothing changed
    # the joiner's own decision is still his, and a legal answer is taken
    action = make_coach("normal", SEED).choose(wire.match)
    wire.act(action)
    update = wire.next()
    assert (update["type"], update["seq"], update["history_from"]) == ("update", seq + 1, history)
    assert update["history"] == [action.to_json()]


def test_a_flood_is_cut_off_and_the_coach_comes_back(
    data: GameData, hosted: tuple[str, str, dict[str, Any]]
) -> None:
    address, code, team = hosted
    wire = Wire(data, address)
    assert wire.hello(code, team)["type"] == "welcome"
    wire.until_my_decision()
    seq = wire.seq
    with pytest.raises(ConnectionClosed):
        for _ in range(250):  # more than the host takes in a row (REFUSALS)
            wire.send("{}")
        while True:
            wire.next()
    assert wire.connection.close_reason == "too many refused messages"
    back = Wire(data, address)
    welcome = back.hello(code)
    assert (welcome["type"], welcome["seq"], welcome["paused"]) == ("welcome", seq, None)


def test_no_message_of_a_whole_match_tells_the_dice(data: GameData, tmp_path: Path) -> None:
    """Nor does anything a spectator is sent; and after every update the joiner's copy and the
    spectator's are the host's match as each may see it (the take-back the joiner's alone, R4.7)."""
    crab, lion = team_files(data, tmp_path)
    proc, address, code = host(
        tmp_path / "host", "--team", str(crab), "--seed", str(SEED), "--port", "0", "--spectators"
    )
    wire = Wire(data, address)
    wire.hello(code, read_team(lion).model_dump(mode="json"))
    watcher = Wire(data, address)
    watcher.hello(code, role="spectator")
    assert wire.match is not None
    hosted = Match(data, read_team(crab), read_team(lion), SEED)  # the host's match, played alongside
    for action in wire.match.history:
        hosted.apply(action)
    coach = make_coach("normal", SEED)
    while True:
        if wire.my_decision():
            assert wire.match is not None
            wire.act(coach.choose(wire.match))
        message = wire.next()
        if message["type"] == "ended":
            break
        if message["type"] == "update":
            hosted.apply(Action.from_json(message["action"]))
            while watcher.seq < wire.seq:
                watcher.next()
            assert wire.match is not None and watcher.match is not None
            assert public_state(wire.match, side=1) == public_state(hosted, side=1)
            assert public_state(watcher.match) == public_state(hosted)
    while watcher.next()["type"] != "ended":
        pass
    finish(proc)
    *playing, ended = [json.loads(raw) for raw in wire.received]
    *watched, _ = [json.loads(raw) for raw in watcher.received]
    assert len(playing) > 500 and len(watched) > 500
    for message in playing + watched:
        assert not secrets_in(message), message["type"]
    for message in watched:
        assert not message.get("take_back") and "take_back" not in message.get("state", {})
    assert any(message.get("take_back") for message in playing)
    # at the end both copies are the match the host saved for its replays, without its dice
    saved = {k: v for k, v in ended["replay"]["match"]["state"].items() if k not in ("seed", "dice")}
    assert public_state(wire.match) == public_state(watcher.match) == saved
    # the replay comes once the match is over, when no roll is left to tell: a replay is its seed
    assert ended["replay"]["match"]["state"]["seed"] == SEED
    assert not secrets_in({k: v for k, v in ended.items() if k != "replay"})


def test_a_spectator_sees_the_match_and_never_acts(data: GameData, tmp_path: Path) -> None:
    crab, lion = team_files(data, tmp_path)
    _, address, code = host(
        tmp_path / "host", "--team", str(crab), "--seed", str(SEED), "--port", "0", "--spectators"
    )
    early = Wire(data, address)
    assert early.hello(code, role="spectator")["reason"] == "the match has not begun: no coach has joined"
    player = Wire(data, address)
    assert player.hello(code, read_team(lion).model_dump(mode="json"))["type"] == "welcome"
    watcher = Wire(data, address)
    welcome = watcher.hello(code, role="spectator")
    assert (welcome["type"], welcome["role"], welcome["side"]) == ("welcome", "spectator", None)
    assert not secrets_in(welcome)
    player.until_my_decision()
    assert player.match is not None
    watcher.act(make_coach("normal", SEED).choose(player.match), seq=player.seq)
    while (message := watcher.next())["type"] != "refused":
        assert message["type"] == "update"
    assert message["reason"] == "a spectator cannot act"
    player.act(make_coach("normal", SEED).choose(player.match))
    assert player.next()["seq"] == player.seq
    while watcher.seq < player.seq:
        assert watcher.next()["type"] == "update"  # the watcher follows every action
