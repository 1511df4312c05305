"""An update costs the same at the last action of a match as at the first: the coach's take-back
(R4.7) goes to him alone, its position once and its actions as they come and go; and the host
writes one text for everyone who gets the same update, however many watch."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Match, public_state, take_back_after
from samurai_bowl.net import protocol as p
from samurai_bowl.net.host import MatchHost, Peer
from samurai_bowl.net.link import HostLink
from tests.net.served import Served, a_friendly
from tests.net.wire import TIMEOUT, Wire

CODE = "ABCDEFGHJK"
SEED = 9


def place_and_bench(match: Match) -> tuple[Action, Action]:
    """A placement open in the set-up at hand, and sending that model back to the reserves."""
    place = next(a for a in match.legal_actions() if a.act == Act.PLACE)
    return place, Action(Act.BENCH, piece=place.piece)


def catch_up(wire: Wire, seq: int) -> list[dict[str, Any]]:
    """Read ``wire``'s messages until its copy is at update ``seq``; those messages."""
    read = []
    while wire.seq < seq:
        read.append(wire.next())
    return read


class Watched:
    """A history entry (an action) that counts how often it is written."""

    piece = square = choice = None

    def __init__(self) -> None:
        self.written = 0

    @property
    def act(self) -> Act:
        self.written += 1
        return Act.END_TURN


def test_what_an_update_sends_is_written_without_the_history(data: GameData) -> None:
    """The history and events grow all match: the state an update sends is written without them,
    not written whole and then cut."""
    match = a_friendly(data, SEED, setup_of=1).match
    watched = Watched()
    match.state.history.append(watched)  # type: ignore[arg-type]
    assert "history" not in public_state(match, whole=False, side=1)
    assert watched.written == 0
    assert public_state(match)["history"][-1] == {"act": "end_turn"}  # the whole one writes it
    assert watched.written == 1


@pytest.mark.slow
def test_an_update_is_as_big_after_3000_set_up_actions_as_after_10(data: GameData) -> None:
    """Placing and benching one model 3,000 times (all legal) makes a take-back of 3,000 actions:
    each update sends the one action it adds, never the whole take-back or its position again."""
    session = a_friendly(data, SEED, setup_of=1)
    moves = place_and_bench(session.match)
    with Served(MatchHost(session, CODE)) as served:
        wire = Wire(data, served.address)
        welcome = wire.hello(CODE)
        sizes, parts, seq = [], [], wire.seq
        for n in range(3000):
            wire.send({"v": 1, "type": "act", "seq": seq, "action": moves[n % 2].to_json()})
            raw = wire.connection.recv(timeout=TIMEOUT)  # read as it comes: no copy is made of each
            assert isinstance(raw, str)
            update = json.loads(raw)
            assert update["type"] == "update", update
            sizes.append(len(raw.encode()))
            parts.append(update.get("take_back"))
            seq = update["seq"]
        host_view = served.call(lambda: public_state(session.match, whole=False, side=1))
        wire.close()
    assert len(session.match.state.take_back.actions) == 3000  # type: ignore[union-attr]
    assert sizes[-1] <= sizes[9] + 32, (sizes[9], sizes[-1])  # a few digits more: seq, history_from...
    # the position comes once, with the first action; then each update brings the one it adds
    assert parts[0]["base"] is not None
    assert all(part["base"] is None and len(part["actions"]) == 1 for part in parts[1:])
    held = welcome["match"]["state"].get("take_back")
    for part in parts:
        held = take_back_after(held, part)
    assert held == host_view["take_back"]  # what the joiner pieced together, to the last action
    assert update["state"] == {k: v for k, v in host_view.items() if k != "take_back"}


@pytest.mark.parametrize("spectators", [1, 4])
def test_the_host_writes_an_update_once_however_many_watch(
    data: GameData, spectators: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Spectators share one text; the coach whose take-back it is gets his own, with it (R4.7)."""
    session = a_friendly(data, SEED, setup_of=1)
    place, bench = place_and_bench(session.match)
    host = MatchHost(session, CODE, spectators=True)
    with Served(host) as served:
        player = Wire(data, served.address)
        player.hello(CODE)
        watchers = [Wire(data, served.address) for _ in range(spectators)]
        for watcher in watchers:
            assert watcher.hello(CODE, role="spectator")["type"] == "welcome"
        encoded: list[p.Update] = []
        sent: list[tuple[Peer, object]] = []
        encode, send = p.encode, host._send

        def counted(message: Any) -> str:
            if isinstance(message, p.Update):
                encoded.append(message)
            return encode(message)

        def kept(peer: Peer, message: Any) -> None:
            sent.append((peer, message))
            send(peer, message)

        monkeypatch.setattr(p, "encode", counted)
        served.call(lambda: monkeypatch.setattr(host, "_send", kept))
        updates, seen = [], []
        for action in (place, bench, place):
            player.act(action)
            updates.append(player.next())
            seen.append([catch_up(watcher, player.seq)[0] for watcher in watchers])
        player.close()
        for watcher in watchers:
            watcher.close()
    assert len(encoded) == 2 * 3  # one text for the coach, one for every spectator
    peers = 1 + spectators
    for n in range(3):  # every spectator is given the very same text
        to_peers = sent[n * peers : (n + 1) * peers]
        assert len({id(text) for peer, text in to_peers if peer.role == "spectator"}) == 1
    for action, update, theirs in zip((place, bench, place), updates, seen, strict=True):
        assert update["take_back"]["actions"][-1] == action.to_json()
        for message in theirs:  # the coach's take-back is his alone
            assert message["take_back"] is None and "take_back" not in message["state"]
            assert {**message, "take_back": update["take_back"]} == update


SCRIPT = ["place", "place", "bench", "undo", "place", "undo", "undo", "place", "bench", "undo", "place"]


@pytest.mark.parametrize("side", [0, 1])
def test_copies_follow_take_backs_sent_as_differences(data: GameData, tmp_path: Path, side: int) -> None:
    """Placements taken back and made again in one coach's set-up (the host's, or the joiner's over
    the wire): after every action the joiner's copy, a spectator's and the host window's are the
    host's match as each may see it, the take-back its coach's alone (R4.7)."""
    session = a_friendly(data, SEED, setup_of=side)
    match = session.match
    host = MatchHost(session, CODE, spectators=True)
    link = HostLink(data, tmp_path, host, on_finish=lambda _: None)
    try:
        address, port = link.listen("127.0.0.1", 0)
        player, watcher = Wire(data, f"{address}:{port}"), Wire(data, f"{address}:{port}")
        player.hello(CODE)
        watcher.hello(CODE, role="spectator")
        placed: list[Action] = []
        for step in SCRIPT:
            assert player.match is not None
            if step == "place":
                action = place_and_bench(player.match)[0]
                placed.append(action)
            elif step == "bench":
                action = Action(Act.BENCH, piece=placed[-1].piece)
            else:
                action = Action(Act.UNDO)
            if side == 1:
                player.act(action)
            else:
                assert link.request(action) is None
            (update,) = catch_up(player, player.seq + 1)
            assert bool(update["take_back"]) == (side == 1)
            (seen,) = catch_up(watcher, player.seq)
            assert "take_back" not in seen["state"] and seen["take_back"] is None  # his alone
            views = link.run(_views(match, link))
            assert public_state(player.match, side=1) == views["joiner"]
            assert public_state(watcher.match) == views["spectator"]
            assert public_state(link.match, side=0) == views["host"]  # type: ignore[arg-type]
            assert match.taken_back() is not None
            assert (player.match.taken_back() if side == 1 else link.match.taken_back()) == match.taken_back()  # type: ignore[union-attr]
        assert [a.act for a in match.history].count(Act.UNDO) == SCRIPT.count("undo")
        late = Wire(data, f"{address}:{port}")  # a spectator who comes now is not sent it either
        assert "take_back" not in late.hello(CODE, role="spectator")["match"]["state"]
        late.close()
        player.close()
        watcher.close()
    finally:
        link.close()


async def _views(match: Match, link: HostLink) -> dict[str, Any]:
    """The host's match as each may see it, read on the host's loop (the window's copy made anew)."""
    link._show()
    return {
        "joiner": public_state(match, side=1),
        "spectator": public_state(match),
        "host": public_state(match, side=0),
    }


def test_a_take_back_change_that_does_not_follow_is_named() -> None:
    """A change the copy cannot follow (from a host that lost track, or a fake one) is a ValueError
    naming the field, which the joiner answers by asking for the whole match again."""
    held = {"side": 1, "base": {"half": 1}, "actions": [{"act": "bench", "piece": 3}]}
    with pytest.raises(ValueError, match=r"take_back\.base: missing"):
        take_back_after(None, {"side": 1, "base": None, "actions_from": 0, "actions": []})
    with pytest.raises(ValueError, match=r"take_back\.actions_from: 2, but 1 actions are held"):
        take_back_after(held, {"side": 1, "base": None, "actions_from": 2, "actions": []})
    grown = take_back_after(
        held, {"side": 1, "base": None, "actions_from": 1, "actions": [{"act": "end_setup"}]}
    )
    assert grown == {**held, "actions": [{"act": "bench", "piece": 3}, {"act": "end_setup"}]}
    assert take_back_after(held, None) is None
