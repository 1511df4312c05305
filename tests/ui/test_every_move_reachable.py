"""Every legal action can be made with the mouse or the keys: through whole matches (AI against
AI and hot-seat coaches playing at random; a Phoenix shugenja for the spells, staff for the
poison and forced duels, a manual turn counter for Illegal Procedure), at the decisions sampled,
each action the engine lists — and conceding from the pause menu — is made on the real window by
the gestures a player would use (tests/ui/gestures.py), and the screen must apply exactly it."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.procedure import Ask
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.builder import add_player
from samurai_bowl.teams.model import Team
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from tests.ui.gestures import gestures, probe

SPELLS = {Act.VOID_STRIKE, Act.FIRES_FROM_WITHIN, Act.INNER_FIRE}
SAMPLED = {Act.PLACE: 8, Act.FIRES_FROM_WITHIN: 4}  # kinds listed by the hundred: a seeded sample
MAX_PLAYERS = 16
PROBES_PER_SHAPE = 1  # decisions probed for each (decision kind, action kinds) met


@dataclass(frozen=True)
class Game:
    home: str
    away: str
    seed: int
    coach: str  # "ai" or "random"
    options: dict[str, Any] | None = None
    extras: tuple[str, ...] = ()  # team_shugenja / special_staff for both teams
    full: bool = False  # the home team filled out to sixteen: more than the prompt has buttons for


GAMES = [
    Game("phoenix", "scorpion", 3, "ai", extras=("team_shugenja", "special_staff"), full=True),
    Game("scorpion", "dragon", 24, "random", extras=("team_shugenja", "special_staff")),
    Game("lion", "crab", 5, "random", {"match": {"manual_turn_counter": True}}, ("special_staff",)),
]


def teams(data: GameData, game: Game) -> tuple[Team, Team]:
    rng = random.Random(game.seed)
    home, away = (
        draft_team(data, clan, rng).model_copy(update=dict.fromkeys(game.extras, True))
        for clan in (game.home, game.away)
    )
    roster = data.roster(game.home)
    base = max(roster.positions, key=lambda p: p.quantity.max)
    while game.full and len(home.players) < MAX_PLAYERS:
        home = add_player(home, roster, data, base.id, rng)
    return home, away


def chooser(game: Game) -> Callable[[Match], Action]:
    """The play-on coach: the AI, or a random coach that keeps its spells (so they stay offered)."""
    if game.coach == "ai":
        coaches = [HeuristicCoach(game.seed + side, "easy") for side in (0, 1)]
        return lambda m: coaches[m.pending.side].choose(m)  # type: ignore[union-attr]
    rng = random.Random(game.seed)

    def choose(m: Match) -> Action:
        """A kind of action at random, then one of that kind; never a spell."""
        keep = [
            a
            for a in m.legal_actions()
            if a.act not in SPELLS and not (a.act in (Act.AUGURY, Act.BITING_STEEL) and a.choice == 1)
        ]
        kind = rng.choice(sorted({a.act for a in keep}))
        return rng.choice([a for a in keep if a.act is kind])

    return choose


def shape(m: Match) -> tuple[str, frozenset[Act]]:
    return str(m.pending.kind) if m.pending else "", frozenset(a.act for a in m.legal_actions())


def sample(m: Match, rng: random.Random, concede: bool) -> list[Action]:
    """Every action of the decision, but a seeded few of the kinds listed by the hundred (each
    model that may be set up is among the PLACE ones); taking back, when open; and conceding,
    when asked for."""
    by_kind: dict[Act, list[Action]] = {}
    for action in m.legal_actions():
        by_kind.setdefault(action.act, []).append(action)
    chosen: list[Action] = []
    for act, actions in by_kind.items():
        count = SAMPLED.get(act)
        if count is None or len(actions) <= count:
            chosen += actions
            continue
        picked = rng.sample(actions, count)
        if act is Act.PLACE:
            by_piece = {a.piece: a for a in rng.sample(actions, len(actions))}
            picked += list(by_piece.values())
        chosen += list(dict.fromkeys(picked))
    if m.taken_back() is not None:
        chosen.append(Action(Act.UNDO))  # open, though no coach's list offers it
    return [*chosen, Action(Act.CONCEDE)] if concede else chosen


def reach_all(app: App, view: MatchView, rng: random.Random, concede: bool) -> tuple[list[str], Counter[Act]]:
    """Probe the decision's actions; the ones no gesture made, and the kinds made."""
    missed, made = [], Counter[Act]()
    for action in sample(view.match, rng, concede):
        results = []
        for steps in gestures(view, action):
            result = probe(app, view, steps)
            results.append(result)
            if result == action:
                made[action.act] += 1
                break
        else:
            missed.append(f"{view.match.pending.kind}: {action} (got {results})")  # type: ignore[union-attr]
    return missed, made


def play(app: App, data: GameData, game: Game, limit: int = 4000) -> tuple[list[str], set[str], Counter[Act]]:
    home, away = teams(data, game)
    m = Match(data, home, away, game.seed, game.options)
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    choose, rng = chooser(game), random.Random(game.seed)
    shapes: Counter[tuple[str, frozenset[Act]]] = Counter()
    missed: list[str] = []
    kinds: set[str] = set()
    made: Counter[Act] = Counter()
    for _ in range(limit):
        if m.pending is None:
            break
        key = shape(m)
        if shapes[key] < PROBES_PER_SHAPE:
            shapes[key] += 1
            view.after_change()  # the screen catches up with the match, as it does after each action
            lost, done = reach_all(app, view, rng, key[0] not in kinds)  # conceding once a kind
            kinds.add(key[0])
            missed += lost
            made += done
        m.apply(choose(m))
    return missed, kinds, made


@pytest.fixture
def hot_seat(app: App, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "instant"}))
    return app


def test_every_legal_action_is_reachable_by_mouse_or_keys(hot_seat: App, data: GameData) -> None:
    missed: list[str] = []
    kinds: set[str] = set()
    made: Counter[Act] = Counter()
    for game in GAMES:
        lost, seen, done = play(hot_seat, data, game)
        missed += lost
        kinds |= seen
        made += done
    assert not missed, "\n".join(missed[:20])
    assert kinds == {str(k) for k in Ask}, sorted({str(k) for k in Ask} - kinds)
    assert set(made) == set(Act), sorted(set(Act) - set(made))
