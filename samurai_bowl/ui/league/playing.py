"""Playing fixtures from the League screen: the next one (headless when the AI coaches both sides,
on the match screen when a person coaches one), watching an AI fixture on the match screen, or
every AI fixture that waits for no person's game, one a frame. "Playing…" is drawn before each
headless game is played; Esc stops a run of them after the one being played."""

from __future__ import annotations

import arcade

from samurai_bowl.errors import DataError
from samurai_bowl.league.batch import playable, played_words, waiting
from samurai_bowl.league.store import Fixture, League, LeagueStore
from samurai_bowl.ui.kit.theme import BAD, GOOD, WARN
from samurai_bowl.ui.league.ask import one_line
from samurai_bowl.ui.league.mode import LeagueScreen
from samurai_bowl.ui.league.running import league_session
from samurai_bowl.ui.routes import PlayMatch


class Playing:
    """The AI fixture to play once "playing…" has been shown (``fixture``), and, playing them all,
    how many are recorded and how many to play (``batch``)."""

    def __init__(self, view: LeagueScreen) -> None:
        self.view = view
        self.fixture: Fixture | None = None
        self.batch: list[int] | None = None  # playing them all: [recorded, to play]; Esc ends it
        self.drawn = False

    # --- the buttons ---------------------------------------------------------------------------
    def watch(self) -> None:
        """The next AI-v-AI fixture on the match screen at the settings' speed (Space hurries);
        the match screen records its result when it ends."""
        league, store = self.view.league, self.view.store
        fixture = store.next_fixture(league) if store and league else None
        if store is None or league is None or fixture is None:
            return
        self.start_match(store, league, fixture)

    def play(self) -> None:
        view = self.view
        league, store = view.league, view.store
        fixture = store.next_fixture(league) if store and league else None
        if store is None or league is None or fixture is None:
            return
        humans = [e for e in (fixture.home, fixture.away) if e.coach_kind == "human"]
        problem = next((p for e in humans if (p := store.unfit(e))), None)
        if problem:
            view.say(problem, WARN)
        elif humans:
            self.start_match(store, league, fixture)
        else:
            self.fixture, self.drawn, view.season_shown = fixture, False, None
            view.refresh()
            view.say(f"Playing round {fixture.round}: {fixture.home.name} v {fixture.away.name}…", WARN)

    def start_match(self, store: LeagueStore, league: League, fixture: Fixture) -> None:
        """A person coaches a side: the match screen, which records the result when it ends."""
        view = self.view
        try:
            session = league_session(store, league, fixture, view.path)
        except DataError as exc:
            view.say(str(exc), BAD)
            return
        view.close()
        view.app.go(PlayMatch(session))  # the app has it record the result (session.league)

    def play_all(self) -> None:
        """Every AI-v-AI fixture left that waits for no person's game, in order, one a frame (as
        league play --all); Esc stops after the one being played."""
        league, store = self.view.league, self.view.store
        todo = playable(store.fixtures(league)) if store and league else []
        if not todo:
            return
        self.batch = [0, len(todo)]
        self.view.season_shown = None
        self.next_of_batch(todo[0])

    # --- a frame at a time ---------------------------------------------------------------------
    def next_of_batch(self, fixture: Fixture) -> None:
        assert self.batch is not None
        self.fixture, self.drawn = fixture, False
        self.view.refresh()
        done, total = self.batch
        self.view.say(
            f"Playing {done + 1} of {total}, round {fixture.round}: {fixture.home.name} v "
            f"{fixture.away.name}… Esc stops after it",
            WARN,
        )

    def update(self) -> None:
        """Once "playing…" has been on the screen, the fixture is played."""
        if self.fixture is not None and self.drawn:
            self.play_headless(self.fixture)

    def play_headless(self, fixture: Fixture) -> None:
        from samurai_bowl.league.play import simulate

        view = self.view
        self.fixture = None
        league = view.league
        assert view.store is not None and league is not None
        try:
            result = simulate(view.store, league, fixture)
        except DataError as exc:
            self.batch = None
            view.say(one_line(exc), BAD)
            view.refresh()
            return
        home, away = result["score"]
        words = f"Round {fixture.round}: {fixture.home.name} {home} – {away} {fixture.away.name}"
        if self.batch is None:
            view.say(words, GOOD)
            view.refresh()
            return
        self.after_one(view.store, league, words)

    def after_one(self, store: LeagueStore, league: League, words: str) -> None:
        """One of a run played (``words``): the next one, or what the run did."""
        assert self.batch is not None
        self.batch[0] += 1
        todo = playable(store.fixtures(league))
        if todo and self.batch[0] < self.batch[1]:
            self.next_of_batch(todo[0])
            return
        done, self.batch = self.batch[0], None
        if todo:
            self.view.say(
                f"{words} · stopped: {done} played and recorded, {len(todo)} left (G plays them).", GOOD
            )
        else:
            self.view.say(f"{words} · {played_words(done, 0, waiting(store.fixtures(league)))}", GOOD)
        self.view.refresh()

    # --- keys while playing ----------------------------------------------------------------------
    def key(self, symbol: int) -> None:
        """Esc stops a run after the fixture being played; the boards take the other keys (and no
        button is pressed until the game is played)."""
        if symbol == arcade.key.ESCAPE and self.batch is not None:
            self.batch[1] = self.batch[0] + 1  # the fixture being played is the last
            self.view.say("Stopping after this fixture…", WARN)
        else:
            self.view.boards_keys().key(symbol)
