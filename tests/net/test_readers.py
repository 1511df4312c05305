"""Nothing sent over the network breaks the end that reads it. Both readers give a message or a
BadMessage whose text is one printable line, whatever they are fed: any JSON (nested, of any
types, with numbers JSON allows and no message needs), any text, any bytes. A joiner fed any
message a host could send, well-formed ones with garbage inside included, takes it or refuses it
as not understood; the host, fed anything a joiner sends, takes it or refuses it."""

from __future__ import annotations

import json
import random
import unicodedata
from functools import cache
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel
from websockets.asyncio.server import ServerConnection

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData, load_game_data
from samurai_bowl.engine import Act
from samurai_bowl.net import protocol as p
from samurai_bowl.net.host import MatchHost, Peer
from samurai_bowl.net.hosting import friendly_maker
from samurai_bowl.net.joiner import Joiner, NotUnderstood
from samurai_bowl.play.coaches import make_coach
from tests.net.messages import CODE, SEED, host_messages

DATA: GameData = load_game_data()
READERS = (p.read_from_joiner, p.read_from_host)
FIELDS = sorted(
    {
        name
        for model in (p.Hello, p.Act, p.Welcome, p.Update, p.Refused, p.Paused, p.Ended)
        for name in model.model_fields
    }
    - {"v", "type"}
)
TYPES = ["hello", "act", "welcome", "update", "refused", "paused", "resumed", "ended"]

settings.register_profile(
    "readers", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# --- what to feed them ----------------------------------------------------------------------------------
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-(10**500), max_value=10**500),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(st.characters(exclude_categories=())),  # control characters and lone surrogates too
    st.sampled_from(["hello", "act", "player", "spectator", CODE, "move", "end_turn"]),
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=30,
)
deep = st.builds(
    lambda depth, opening, closed: opening * depth + ("]" * depth if closed else ""),
    st.integers(0, 3000),
    st.sampled_from(["[", '{"a":', "[{}, ["]),
    st.booleans(),
)
envelopes = st.builds(
    lambda kind, fields, v: {"v": v, "type": kind, **fields},
    st.sampled_from(TYPES),
    st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=6),
    st.sampled_from([1, 1, 1, True, 1.0, "1", None]),
)


def one_printable_line(text: str) -> bool:
    return bool(text) and not any(
        unicodedata.category(ch)[0] == "C" or unicodedata.category(ch) in ("Zl", "Zp") for ch in text
    )


def read_or_refuse(raw: str | bytes) -> None:
    """Each reader gives a message, which reads back as itself, or a BadMessage in one line."""
    for read in READERS:
        try:
            message = read(raw)
        except p.BadMessage as exc:
            assert one_printable_line(str(exc)) and len(str(exc)) <= p.SHOWN, str(exc)
        else:
            assert isinstance(message, BaseModel)
            assert read(p.encode(message)) == message


# --- the readers ------------------------------------------------------------------------------------------
@settings(settings.get_profile("readers"))
@given(value=json_values)
def test_any_json_value_is_a_message_or_refused(value: Any) -> None:
    text = json.dumps(value)  # NaN and Infinity as JSON writers write them
    read_or_refuse(text)
    read_or_refuse(text.encode())


@settings(settings.get_profile("readers"))
@given(envelope=envelopes)
def test_any_envelope_with_anything_inside_is_a_message_or_refused(envelope: dict[str, Any]) -> None:
    read_or_refuse(json.dumps(envelope))


@settings(settings.get_profile("readers"))
@given(raw=st.text(st.characters(exclude_categories=())) | st.binary() | deep)
def test_any_text_or_bytes_is_a_message_or_refused(raw: str | bytes) -> None:
    read_or_refuse(raw)


def nested(depth: int) -> str:
    """A hello whose team holds lists ``depth`` deep, counting the message itself as one."""
    return (
        '{"v": 1, "type": "hello", "code": "X", "team": {"a": ' + "[" * (depth - 2) + "]" * (depth - 2) + "}}"
    )


REFUSED = [
    ("[" * 65_000, "the message is nested too deeply (more than 32 levels)"),
    ('{"a": ' * 20_000, "the message is nested too deeply"),
    (nested(p.MAX_DEPTH + 1), "the message is nested too deeply (more than 32 levels)"),
    ('{"v": 1, "type": "paused", "waiting_for": "x", "award_after": NaN}', "NaN is not a number"),
    ('{"v": 1, "type": "paused", "waiting_for": "x", "award_after": Infinity}', "Infinity is not a number"),
    ('{"v": 1, "type": "paused", "waiting_for": "x", "award_after": -Infinity}', "-Infinity is not a number"),
    ('{"v": 1, "type": "paused", "waiting_for": "x", "award_after": 1e400}', "the number 1e400 is too big"),
    ('{"v": 1, "type": "refused", "reason": "x", "seq": 1' + "0" * 400 + "}", "401 digits is too long"),
    ('{"v": 1, "type": "refused", "reason": "x", "seq": 1' + "0" * 5000 + "}", "5,001 digits is too long"),
    ('{"v": 1, "type": "refused", "reason": "x", "seq": 4294967296}', "refused.seq: Input should be less"),
    ('{"v": 1, "type": "refused", "reason": "\\ud800"}', "it holds a lone surrogate ('\\ud800')"),
    ('{"v": 1, "type": "refused", "reason": "\\udc00\\ud83d"}', "it holds a lone surrogate"),
    ('{"v": 1, "type": "refused", "reason": "x\ud800"}', "the message is not JSON: not UTF-8 text"),
    (
        '{"v": 1, "type": "refused", "reason": "\\u001b[2J"}',
        "refused.reason: holds a control character (U+001B)",
    ),
    (
        '{"v": 1, "type": "refused", "reason": "a\\u2028b"}',
        "refused.reason: holds a control character (U+2028)",
    ),
    ('{"v": 1, "type": "ended", "result": {}, "replay": {}, "note": "a\\nb"}', "ended.note: holds a control"),
    ('{"v": 1, "type": "refused", "reason": "' + "x" * (p.LINE + 1) + '"}', "over the limit of 1,000"),
    ('{"v": true, "type": "resumed"}', "v: protocol version true is not spoken here"),
    ('{"v": 1.0, "type": "resumed"}', "v: protocol version 1.0 is not spoken here"),
    (
        '{"v": 1, "type": "refused", "reason": "x", "seq": true}',
        "refused.seq: Input should be a valid integer",
    ),
    (
        '{"v": 1, "type": "refused", "reason": "x", "seq": "3"}',
        "refused.seq: Input should be a valid integer",
    ),
    ('{"v": 1, "type": "welcome", "role": "player", "side": 1.0, "seq": 0, "match": {}}', "welcome.side"),
    ('{"v": 1, "type": "\\u001b[2J' + "x" * 5000 + '"}', "type: Input tag '\\x1b[2Jxxx"),
]


@pytest.mark.parametrize(("raw", "reason"), REFUSED)
def test_what_json_allows_and_no_message_needs_is_refused_with_its_reason(raw: str, reason: str) -> None:
    with pytest.raises(p.BadMessage) as caught:
        p.read_from_host(raw)
    text = str(caught.value)
    assert reason in text and one_printable_line(text) and len(text) <= p.SHOWN, text


def test_what_a_message_may_hold_is_read() -> None:
    team = p.read_from_joiner(nested(p.MAX_DEPTH))
    assert isinstance(team, p.Hello) and team.team is not None
    pair = p.read_from_host('{"v": 1, "type": "refused", "reason": "\\ud83d\\ude00 Hida\\u00a0Kisada"}')
    assert isinstance(pair, p.Refused) and pair.reason == "\U0001f600 Hida\u00a0Kisada"
    seed = 2**128 - 1  # a replay carries its seed and its dice, whole numbers of 39 digits
    ended = p.read_from_host(json.dumps({"v": 1, "type": "ended", "result": {}, "replay": {"seed": seed}}))
    assert isinstance(ended, p.Ended) and ended.replay["seed"] == seed


def test_a_line_this_end_writes_is_made_one_line() -> None:
    refused = p.Refused(reason="team: 'Hida\nKisada\x1b[2J' " + "x" * 2000)
    assert "\n" not in refused.reason and len(refused.reason) == p.LINE
    assert refused.reason.startswith("team: 'Hida\\nKisada\\x1b[2J'")
    assert p.read_from_host(p.encode(refused)) == refused


# --- the joiner ---------------------------------------------------------------------------------------------
def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found += paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += paths(child, (*prefix, index))
    return found


def changed(message: dict[str, Any], pick: int, value: Any, remove: bool) -> dict[str, Any]:
    """``message`` with one of its values (not its version or type) replaced by ``value`` or removed."""
    message = json.loads(json.dumps(message))
    inside = [path for path in paths(message) if len(path) > 1 or path[:1] not in (("v",), ("type",), ())]
    path = inside[pick % len(inside)]
    parent = message
    for key in path[:-1]:
        parent = parent[key]
    if remove:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return message


def joiner_takes_or_refuses(messages: list[dict[str, Any]]) -> None:
    """A fresh joiner fed a valid welcome and then ``messages``: each is taken, or the first it cannot
    take is refused as not understood, in one line, and it stops there."""
    joiner = Joiner(DATA, "127.0.0.1:1", CODE)
    joiner._receive(json.dumps(host_messages(DATA)["welcome"]))
    for message in messages:
        try:
            raw = json.dumps(message)
        except ValueError:  # a number too long for Python to write: the reader's case, not this one
            return
        try:
            joiner._receive(raw)
        except NotUnderstood as exc:
            assert str(exc).startswith("a message from the host was not understood: ")
            assert one_printable_line(str(exc)), str(exc)
            return


@settings(settings.get_profile("readers"))
@given(
    kind=st.sampled_from(["welcome", "update", "ended"]),
    pick=st.integers(0, 10**6),
    value=json_values,
    remove=st.booleans(),
)
def test_a_joiner_takes_or_refuses_a_host_message_with_garbage_inside(
    kind: str, pick: int, value: Any, remove: bool
) -> None:
    joiner_takes_or_refuses([changed(host_messages(DATA)[kind], pick, value, remove)])


@settings(settings.get_profile("readers"))
@given(
    where=st.sampled_from(
        [
            ("welcome", "match"),
            ("welcome", "match", "state"),
            ("update", "state"),
            ("update", "history"),
            ("update", "events"),
            ("ended", "result"),
            ("ended", "replay"),
            ("ended", "replay", "match"),
        ]
    ),
    value=json_values,
)
def test_a_joiner_takes_or_refuses_any_match_a_host_sends(where: tuple[str, ...], value: Any) -> None:
    kind, *path = where
    message = host_messages(DATA)[kind]
    parent = message
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    joiner_takes_or_refuses([message])


@settings(settings.get_profile("readers"))
@given(envelope=envelopes)
def test_a_joiner_takes_or_refuses_any_envelope(envelope: dict[str, Any]) -> None:
    joiner_takes_or_refuses([envelope])


def test_a_joiner_takes_what_a_host_sends() -> None:
    joiner = Joiner(DATA, "127.0.0.1:1", CODE)
    for name in ("welcome", "update", "ended"):
        joiner._receive(json.dumps(host_messages(DATA)[name]))
    assert joiner.seq == 1 and joiner.ended is not None and joiner.refused == []


@pytest.mark.parametrize(
    ("kind", "change", "reason"),
    [
        ("welcome", {"match": {"home": 1}}, "match.state: must be a mapping of fields (got nothing)"),
        ("welcome", {"match": {"state": []}}, "match.state: must be a mapping of fields (got an empty list)"),
        ("update", {"state": {"pieces": 5}}, "not understood: "),
        ("update", {"history": [{"act": "fly"}]}, "history[0].act: must be one of"),
        ("update", {"seq": 7}, "update 7 does not follow update 0"),
        ("ended", {"result": {"score": 5}}, "result.score: must be two numbers of touchdowns (got 5)"),
        ("ended", {"replay": {"match": []}}, "replay.match: must be a mapping of fields"),
        ("ended", {"replay": {"match": {"format": 2}}}, "replay.match.home: is required but missing"),
    ],
)
def test_a_joiner_says_what_it_did_not_understand(kind: str, change: dict[str, Any], reason: str) -> None:
    joiner = Joiner(DATA, "127.0.0.1:1", CODE)
    if kind != "welcome":
        joiner._receive(json.dumps(host_messages(DATA)["welcome"]))
    with pytest.raises(NotUnderstood) as caught:
        joiner._receive(json.dumps({**host_messages(DATA)[kind], **change}))
    assert reason in str(caught.value) and "\n" not in str(caught.value), str(caught.value)
    assert joiner.refused == [str(caught.value)]


# --- the host -------------------------------------------------------------------------------------------------
@cache
def lion_team() -> dict[str, Any]:
    return draft_team(DATA, "lion", random.Random(2)).model_dump(mode="json")


def new_host() -> MatchHost:
    home = draft_team(DATA, "crab", random.Random(1))
    return MatchHost(None, CODE, make_session=friendly_maker(DATA, home, CODE, "normal", SEED))


@settings(settings.get_profile("readers"))
@given(pick=st.integers(0, 10**6), value=json_values, remove=st.booleans(), whole=st.booleans())
def test_the_host_takes_or_refuses_any_team(pick: int, value: Any, remove: bool, whole: bool) -> None:
    team = value if whole else changed({"team": lion_team()}, pick, value, remove).get("team")
    host = new_host()
    problem = host._begin(team if isinstance(team, dict) else None)
    assert (problem is None) == (host.session is not None)
    if problem is not None:
        assert one_printable_line(problem), problem


@settings(settings.get_profile("readers"))
@given(
    raws=st.lists(st.one_of(st.builds(json.dumps, envelopes), st.builds(json.dumps, json_values)), max_size=8)
)
def test_the_host_takes_or_refuses_anything_its_player_sends(raws: list[str]) -> None:
    host = new_host()
    assert host._begin(lion_team()) is None
    peer = Peer(cast(ServerConnection, None), "player")
    host.player = peer
    for raw in raws:
        seq = host.seq
        host._receive(peer, raw)
        answers = []
        while not peer.outbox.empty():
            answers.append(json.loads(peer.outbox.get_nowait()))
        assert answers and answers[-1]["type"] in ("refused", "update", "ended"), answers
        assert (answers[-1]["type"] == "refused") == (host.seq == seq)


def test_the_host_takes_or_refuses_any_action_of_its_player() -> None:
    """Every action the message schema lets through, at every decision of a match: taken, or refused."""
    host = new_host()
    assert host._begin(lion_team()) is None
    peer = Peer(cast(ServerConnection, None), "player")
    host.player = peer
    rng = random.Random(5)
    coach = make_coach("easy", SEED)
    acts = [a.value for a in Act]
    for _ in range(300):
        match = host.match
        assert match is not None and match.pending is not None
        if match.pending.side != host.remote:
            assert host.submit(coach.choose(match)) is None
            continue
        data = {"act": rng.choice(acts), "piece": rng.choice([None, 0, 5, 21, 22, 999]), "square": None}
        data["square"] = rng.choice([None, 0, 100, 335, 336, 99_999])
        data["choice"] = rng.choice([None, -1000, -1, 0, 1, 2, 1000])
        host._receive(peer, json.dumps({"v": 1, "type": "act", "seq": host.seq, "action": data}))
        while not peer.outbox.empty():
            assert json.loads(peer.outbox.get_nowait())["type"] in ("refused", "update", "ended")
        if match.pending is None:
            break
