"""The one message schema of network play, read the same way at both ends, and the join code."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Match, from_public, public_save, public_state
from samurai_bowl.engine.dice.sources import SealedDiceError
from samurai_bowl.net import protocol as p
from samurai_bowl.net.join_code import LENGTH, new_code, same_code, shown
from samurai_bowl.play.coaches import make_coach
from tests.net.games import SEED, read_team, team_files


def test_a_join_code_has_at_least_40_random_bits() -> None:
    assert LENGTH * math.log2(len(p.CODE_CHARS)) >= 40
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200 and all(len(c) == LENGTH and set(c) <= set(p.CODE_CHARS) for c in codes)
    code = new_code()
    assert same_code(shown(code).lower(), code) and same_code(code, code)
    assert not same_code(code[:-1], code) and not same_code("", code)


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b"\xff\xfe", "the message is not JSON"),
        ("null", "the message must be a JSON object"),
        ('{"type": "hello", "code": "X"}', "v: protocol version None is not spoken here (this is version 1)"),
        ('{"v": 1, "type": "hello"}', "hello.code: Field required"),
        ('{"v": 1, "type": "hello", "code": "X", "role": "referee"}', "hello.role: Input should be"),
        ('{"v": 1, "type": "act", "seq": 3, "action": {"act": "move", "piece": -1}}', "act.action.piece"),
        ('{"v": 1, "type": "act", "seq": 3, "action": {"act": "move"}, "dice": 6}', "act.dice: Extra inputs"),
        ('{"v": 1, "type": "welcome"}', "type: Input tag 'welcome' found using 'type' does not match"),
        (" " * (p.JOINER_LIMIT + 1), f"over the limit of {p.JOINER_LIMIT:,}"),
    ],
)
def test_a_bad_message_from_a_joiner_is_named_in_one_line(raw: str | bytes, reason: str) -> None:
    with pytest.raises(p.BadMessage) as caught:
        p.read_from_joiner(raw)
    assert reason in str(caught.value) and "\n" not in str(caught.value)


def test_the_host_end_reads_only_what_a_host_sends() -> None:
    with pytest.raises(p.BadMessage, match="type: Input tag 'act'"):
        p.read_from_host(p.encode(p.Act(seq=0, action=p.ActionData(act="end_turn"))))
    refused = p.Refused(reason="wrong join code")
    assert p.read_from_host(p.encode(refused)) == refused


def test_a_public_match_has_no_dice_and_plays_as_the_match_does(data: GameData, tmp_path: Path) -> None:
    crab, lion = team_files(data, tmp_path)
    match = Match(data, read_team(crab), read_team(lion), SEED)
    for action in match.legal_actions()[:1]:
        match.apply(action)
    saved = public_save(match)
    assert not {"seed", "dice"} & set(saved["state"])
    text = json.dumps(saved)
    assert str(match.state.dice.state["state"]["state"]) not in text  # type: ignore[attr-defined]
    state = public_state(match, whole=False)
    assert "history" not in state and "events" not in state
    copy = from_public(data, saved, state, list(match.history), list(match.events))
    assert copy.pending == match.pending and copy.legal_actions() == match.legal_actions()
    assert copy.history == match.history and copy.events == match.events
    coach = make_coach("normal", SEED)
    with pytest.raises(SealedDiceError):  # it can never roll: a look-ahead brings dice of its own
        while copy.pending is not None:
            copy.apply(coach.choose(copy))
    assert Action.from_json(match.history[0].to_json()) == match.history[0]


def test_a_public_match_says_what_undo_takes_back_without_its_dice(data: GameData, tmp_path: Path) -> None:
    """R4.7: the joiner's copy keeps the take-back (the position before his last actions) without
    that position's seed and dice, so the host decides an undo and the joiner's screen shows it."""
    crab, lion = team_files(data, tmp_path)
    match = Match(data, read_team(crab), read_team(lion), SEED)
    coach = make_coach("normal", SEED)
    while match.taken_back() is None:
        match.apply(coach.choose(match))
    side = match.state.take_back.side  # type: ignore[union-attr]
    saved = public_save(match, side=side)
    assert set(saved["state"]["take_back"]["base"]).isdisjoint({"seed", "dice"})
    state = public_state(match, whole=False, side=side)
    copy = from_public(data, saved, state, list(match.history), list(match.events))
    assert copy.taken_back() == match.taken_back() is not None
    assert copy.allows(Action(Act.UNDO))
    assert "take_back" not in public_state(match, side=1 - side)  # the other coach need not carry it
