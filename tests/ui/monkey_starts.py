"""Where the monkey (tests/ui/monkey.py) starts: the set-up of a match against the AI and of a
hot-seat match (started at once), a match under way with a distant opponent to blitz, the last
turns of a match against the AI, both ends of a network match, the team builder, the league, the
replays (one saved match to watch) and the resume screen (one autosave). A start shows its screen
and gives the other end of a network match, or None."""

from __future__ import annotations

import random
from collections.abc import Callable

from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Match
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.autosaves import autosave_path
from samurai_bowl.sessions.session import Session, save_session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.league.view import LeagueView
from samurai_bowl.ui.match.setup import MatchSetupView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.resume_screen import ResumeView
from samurai_bowl.ui.replay.viewer import ReplaysView
from tests.rules.match_builder import crane_v_lion, sq
from tests.ui.monkey_net import OtherEnd, window_hosts, window_joins


def played(data: GameData, seed: int, decisions: int) -> Match:
    """A match played on by random legal actions, as a save to replay or resume holds one."""
    rng = random.Random(seed)
    m = Match(data, *crane_v_lion(), seed)
    for _ in range(decisions):
        legal = [a for a in m.legal_actions() if a.act is not Act.CONCEDE]
        if m.pending is None or not legal:
            break
        m.apply(rng.choice(legal))
    return m


def vs_ai(app: App, data: GameData) -> None:
    setup = MatchSetupView(app, against_ai=True, seed=5)
    assert setup.level is not None
    setup.level.step(-1)  # easy: the AI's turns go quickly
    app.show(setup)
    setup.start()


def hot_seat(app: App, data: GameData) -> None:
    setup = MatchSetupView(app, against_ai=False, seed=6)
    app.show(setup)
    setup.start()


def mid_match(app: App, data: GameData) -> None:
    """The first turn with models about the pitch, an opponent four squares off to blitz."""
    places = [
        Placement(0, sq(5, 5)),
        Placement(1, sq(6, 8)),
        Placement(11, sq(9, 5)),
        Placement(12, sq(7, 8)),
    ]
    m = match_at_turn(data, *crane_v_lion(), SeededDice(3), places, rerolls=(1, 1))
    app.show(MatchView(app, Session(m, ("human", "human"))))


def last_turns(app: App, data: GameData) -> None:
    """Against the easy AI, the second half's seventh turn: full time is near."""
    places = [Placement(i, sq(8 + i % 3, 3 + i)) for i in range(5)]
    places += [Placement(11 + i, sq(14 + i % 3, 3 + i)) for i in range(5)]
    m = match_at_turn(data, *crane_v_lion(), SeededDice(9), places, half=2, turns=(7, 7), rerolls=(1, 1))
    app.show(MatchView(app, Session(m, ("human", "easy"))))


def replays(app: App, data: GameData) -> None:
    app.saves.mkdir(parents=True, exist_ok=True)
    save_session(Session(played(data, 11, 300), ("human", "easy")), app.saves / "match-11.json")
    app.show(ReplaysView(app))


def resumes(app: App, data: GameData) -> None:
    session = Session(played(data, 12, 200), ("human", "easy"))
    save_session(session, autosave_path(app.folder, session))
    app.show(ResumeView(app))


STARTS: dict[str, Callable[[App, GameData], OtherEnd | None]] = {
    "vs the AI": vs_ai,
    "hot-seat": hot_seat,
    "mid-match": mid_match,
    "last turns": last_turns,
    "network, hosting": lambda app, data: window_hosts(app, data, 7),
    "network, joined": lambda app, data: window_joins(app, data, 8),
    "builder": lambda app, data: app.show(TeamBuilderView(app)),
    "league": lambda app, data: app.show(LeagueView(app)),
    "replays": replays,
    "resume": resumes,
}
