"""The turn clock and the chat over real connections on 127.0.0.1: a host (MatchHost) and joiners
(Joiner) on one asyncio loop. Every wait is for what the other end sends, with a long safety net."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Match
from samurai_bowl.net.chat import LENGTH, RateLimit
from samurai_bowl.net.host import MatchHost
from samurai_bowl.net.hosting import match_host
from samurai_bowl.net.join_code import new_code
from samurai_bowl.net.joiner import Joiner
from samurai_bowl.net.link import HostLink
from samurai_bowl.net.turn_clock import SILENT_TURNS
from samurai_bowl.sessions.session import Session

SAFETY = 120.0  # seconds: against a hang only


def _host(data: GameData, **options: Any) -> MatchHost:
    rng = random.Random(4)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 4)
    code = new_code()
    session = Session(match, ("human", "human"), network={"remote": 1, "code": code})
    return MatchHost(session, code, remote=1, **options)


async def _until(done: Callable[[], bool]) -> None:
    async def wait() -> None:
        while not done():
            await asyncio.sleep(0.01)

    await asyncio.wait_for(wait(), SAFETY)


def _run(scenario: Coroutine[Any, Any, None]) -> None:
    asyncio.run(scenario)


def test_a_silent_joiner_s_turns_end_on_the_clock_and_the_match_can_be_awarded(data: GameData) -> None:
    async def scenario() -> None:
        host = _host(data, turn_clock=0.2, award_after=3600.0)
        _, port = await host.start("127.0.0.1", 0)
        joiner = Joiner(data, f"127.0.0.1:{port}", host.code, give_up=SAFETY)
        seen: list[tuple[int, float, bool]] = []
        playing = asyncio.create_task(joiner.run())
        try:
            await _until(lambda: joiner.welcomed.is_set())
            assert host.award() is not None  # here and not yet silent: nothing to award
            await _until(
                lambda: bool(seen.append(joiner.clock_left() or (-1, 0.0, False))) or host.may_award()
            )
            assert host.silent_turns() == SILENT_TURNS
            assert host.award() is None
            await asyncio.wait_for(playing, SAFETY)
        finally:
            playing.cancel()
            await host.close()
        match = host.match
        assert match is not None and match.result is not None and match.state.conceded == 1
        # nobody acted: every answer was the clock's, and no model of either side ever moved
        acts = {action.act for action in match.history}
        assert Act.END_TURN in acts and not acts & {Act.MOVE, Act.BLOCK, Act.PASS, Act.FOUL, Act.ACTIVATE}
        assert joiner.ended is not None
        assert f"let {SILENT_TURNS} turns in a row run out without acting" in joiner.ended.note
        assert joiner.ended.replay["match"]["state"]["conceded"] == 1
        clocks = [c for c in seen if c[0] >= 0]
        assert clocks and all(0.0 <= left <= 0.2 for _, left, _ in clocks)
        assert {side for side, _, _ in clocks} == {0, 1}  # both coaches' clocks were shown

    _run(scenario())


def test_the_clock_stands_while_the_joiner_is_away(data: GameData) -> None:
    async def scenario() -> None:
        host = _host(data, turn_clock=600.0, spectators=True)
        _, port = await host.start("127.0.0.1", 0)
        joiner = Joiner(data, f"127.0.0.1:{port}", host.code, give_up=SAFETY)
        watcher = Joiner(data, f"127.0.0.1:{port}", host.code, role="spectator", give_up=SAFETY)
        playing = asyncio.create_task(joiner.run())
        await _until(lambda: joiner.welcomed.is_set())
        watching = asyncio.create_task(watcher.run())
        try:
            await _until(lambda: watcher.welcomed.is_set())
            told = watcher.clock_left()
            assert told is not None and told[2] and 0 < told[1] <= 600.0
            playing.cancel()
            await joiner.close()
            await _until(lambda: watcher.paused is not None)
            told = watcher.clock_left()
            assert told is not None and not told[2]  # the clock stands while the match waits
            assert watcher.clock_left(now=10**9) == told  # and does not run down, however long
        finally:
            playing.cancel()
            watching.cancel()
            await host.close()

    _run(scenario())


def test_the_coaches_chat_and_spectators_read(data: GameData) -> None:
    async def scenario() -> None:
        host = _host(data, spectators=True)
        _, port = await host.start("127.0.0.1", 0)
        joiner = Joiner(data, f"127.0.0.1:{port}", host.code, give_up=SAFETY)
        watcher = Joiner(data, f"127.0.0.1:{port}", host.code, role="spectator", give_up=SAFETY)
        tasks = [asyncio.create_task(joiner.run()), asyncio.create_task(watcher.run())]
        try:
            await _until(lambda: joiner.welcomed.is_set() and watcher.welcomed.is_set())
            await joiner.say("  good luck <b>and</b> [red]have fun[/red]\u202e\n")
            await _until(lambda: len(watcher.chat) == 1 and len(host.chat) == 1)
            line = watcher.chat[0]
            assert (line.side, line.text) == (1, "good luck <b>and</b> [red]have fun[/red]")
            assert line.name.endswith("coach") and host.chat == [line] and joiner.chat == [line]
            assert host.say(0, "and you") is None
            await _until(lambda: len(joiner.chat) == 2 and len(watcher.chat) == 2)
            assert (joiner.chat[1].side, joiner.chat[1].text) == (0, "and you")
            # refused with the reason, and passed on to nobody
            await joiner.say("x" * (LENGTH + 1))
            await watcher.say("spectators say nothing")
            await _until(lambda: bool(joiner.refused) and bool(watcher.refused))
            assert joiner.refused == [f"chat: a line holds at most {LENGTH} characters (this one has 201)"]
            assert watcher.refused == ["chat: spectators read the chat"]
            host._chat_limits = (RateLimit(1, 3600.0), RateLimit(1, 3600.0))
            await joiner.say("once")
            await joiner.say("twice")
            await _until(lambda: len(joiner.refused) == 2 and len(host.chat) == 3)
            assert joiner.refused[1].startswith("chat: at most 1 line in 3600 s")
            assert [c.text for c in host.chat] == [line.text, "and you", "once"]
            # a spectator who comes later reads what was said
            late = Joiner(data, f"127.0.0.1:{port}", host.code, role="spectator", give_up=SAFETY)
            tasks.append(asyncio.create_task(late.run()))
            await _until(lambda: late.welcomed.is_set())
            assert late.chat == host.chat
        finally:
            for task in tasks:
                task.cancel()
            await host.close()

    _run(scenario())


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("5", "--turn-clock: must be 0 (no clock) or at least 10 seconds (got 5)"),
        ("3601", "--turn-clock: must be from 0 to 3600 (got 3601)"),
        ("two minutes", "--turn-clock: must be a whole number (got 'two minutes')"),
        ("１２０", "--turn-clock: must be a whole number"),
    ],
)
def test_the_turn_clock_option_is_checked(
    given: str, message: str, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["host", "--team", "X", "--ai", "easy", "--yes", "--turn-clock", given]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1, err


def test_a_match_hosted_again_keeps_its_clock(data: GameData, tmp_path: Path) -> None:
    host = _host(data, turn_clock=150.0)
    host._keep_clock_setting()
    assert host.session is not None and host.session.network is not None
    assert host.session.network["turn_clock"] == 150.0
    again = match_host(tmp_path, host.session, "ignored", award_after=60.0, spectators=False)
    assert again.turn_clock is not None and again.turn_clock.limit == 150.0
    assert again.code == host.code
    host.session.network["turn_clock"] = "forever"  # a damaged save: no clock rather than a crash
    assert match_host(tmp_path, host.session, "x", award_after=60.0, spectators=False).turn_clock is None


def test_a_line_said_after_the_link_closed_is_told_not_raised(data: GameData, tmp_path: Path) -> None:
    """The window's chat after its link has hung up (its loop closed) gets words, not an exception."""
    link = HostLink(data, tmp_path, _host(data), lambda session: None)
    link.close()
    link.loop.close()
    assert link.say("anyone there?") == "the connection to the host is closed"
