"""The League screen: the leagues in the player's league file, the chosen one's table (R19.4) or
banzuke and its season's fixtures (← → a past season's), leaders or a team's card; new leagues,
teams joining, the schedule, the next season, hiring, and playing the next fixture (headless when
the AI coaches both sides, or watched on the match screen; there too when a person coaches one)
or every AI fixture that waits for no person's game, one after another. On a team's card a player
is fired, renamed or given another shirt number, the team renamed and staff and players bought;
every season's history; results corrected or written out; a league exported to the data folder's
exports and imported from there."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import arcade
from arcade.types import Color

from samurai_bowl.errors import DataError
from samurai_bowl.league.batch import playable, played_words, waiting
from samurai_bowl.league.db import league_path, open_db
from samurai_bowl.league.rule_options import options_words
from samurai_bowl.league.store import Entry, Fixture, League, LeagueStore
from samurai_bowl.league.transfer import write_export
from samurai_bowl.ui.kit.host import Host
from samurai_bowl.ui.kit.legible import fit_buttons, same_size
from samurai_bowl.ui.kit.screen import ButtonScreen
from samurai_bowl.ui.kit.theme import (
    BAD,
    FOOTER_INK,
    GOOD,
    MUTED_INK,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    label,
    shorten,
)
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.league import manage
from samurai_bowl.ui.league.ask import one_line
from samurai_bowl.ui.league.boards import Boards
from samurai_bowl.ui.league.buy_form import BuyForm
from samurai_bowl.ui.league.buying import Buying
from samurai_bowl.ui.league.correcting import Correcting, played
from samurai_bowl.ui.league.grid import Frame, Grid, window
from samurai_bowl.ui.league.importing import Importing
from samurai_bowl.ui.league.mode import Mode, Overlay, Reading
from samurai_bowl.ui.league.naming import RenamingPlayer, RenamingTeam
from samurai_bowl.ui.league.panels import Chooser, History
from samurai_bowl.ui.league.removing import DeletingLeague, RemovingTeam
from samurai_bowl.ui.league.result_form import ResultForm
from samurai_bowl.ui.league.running import hire_cheapest, league_session, league_summary
from samurai_bowl.ui.league.starting import JoiningTeam, NamingLeague
from samurai_bowl.ui.routes import PlayMatch
from samurai_bowl.words import plural

LEAGUE_ROWS = 12
ROW_ONE = 10  # the menu's first row of buttons: the league's season; the second, a team's and the file's
SHADE = Color(0, 0, 0, 150)  # over the screen behind a form
FOOTER = (
    "↑↓ or click: a league · [ ] or click a row: a team's card · B banzuke · ← → past seasons · "
    "the key on each button · F1 every shortcut · Esc back"
)
CARD_FOOTER = (
    "↑↓ or click a row: a player · F fire · R rename or renumber · T team name · U buy · "
    "X remove the team · [ ] another card · F1 every shortcut · Esc closes the card"
)


class LeagueView(ButtonScreen):
    def __init__(self, app: Host, path: Path | None = None) -> None:
        super().__init__(app)
        self.path = path or league_path(app.folder)
        self.store: LeagueStore | None = None
        self.error = ""  # why the league file cannot be used; then nothing is written to it
        self.leagues: list[League] = []
        self.chosen = 0
        self.season_shown: int | None = None  # a past season on the boards (None: the current one)
        self.league_first = 0  # the first league shown: a zoomed list scrolls
        self.short: list[Entry] = []  # the chosen league's person-coached teams that must hire first
        self.mode: Mode | None = None  # the form under way, and the work it does
        self.confirm: Callable[[], None] | None = None  # what Y does after a question (N: nothing)
        self.swallow = ""  # the letter that opened a form, not to be typed into it
        self.exports = app.folder / manage.EXPORTS
        self.playing: Fixture | None = None  # an AI fixture to play once "playing…" has been shown
        self.batch: list[int] | None = None  # playing them all: [recorded, to play]; Esc ends it
        self.drawn = False
        self.frame = Frame()
        self.title = label("League", TITLE_INK, anchor_y="center", bold=True)
        self.file = label(self.path.name, MUTED_INK, anchor_x="right", anchor_y="center")
        self.about = label("", SUBTITLE_INK, anchor_y="center")  # the chosen league's season and rules
        self.about_room = 900.0  # pixels between the title and the file's name
        self.boards = Boards()
        self.table, self.fixtures = self.boards.table, self.boards.fixtures
        self.captions = [label("Leagues", SUBTITLE_INK, anchor_y="center", bold=True), self.boards.caption]
        # why the leagues, the table and the lower board are empty, when they are
        self.empty = [label("", MUTED_INK, anchor_y="center"), self.boards.empty_top, self.boards.empty_lower]
        self.note = label("", WARN, anchor_y="center")
        self.message = label("", SUBTITLE_INK, anchor_y="center")
        self.footer = label(FOOTER, FOOTER_INK, anchor_x="center", anchor_y="center")
        self.league_grid = Grid([(0.04, "left", 0.62), (0.96, "right", 0.0)], LEAGUE_ROWS)
        k = arcade.key
        self.menu = ButtonColumn(
            [
                Button("New league", self.new_league, k.N),
                Button("Add team", self.add_team, k.A),
                Button("Remove team", self.remove_team, k.X),
                Button("Schedule", self.draw_schedule, k.D),
                Button("New season", self.new_season, k.S),
                Button("Play next", self.play, k.P),
                Button("Play all", self.play_all, k.G),
                Button("Watch", self.watch, k.W),
                Button("Hire", self.hire, k.H),
                Button("Back", self.leave, k.ESCAPE),
                # the second row: the open card's team, then the whole league
                Button("Fire player", self.fire, k.F),
                Button("Rename", self.rename, k.R),
                Button("Team name", self.team_name, k.T),
                Button("Buy", self.buy, k.U),
                Button("Correct result", self.correct, k.C),
                Button("History", self.history, k.Y),
                Button("Export", self.export, k.E),
                Button("Import", self.import_export, k.I),
                Button("Delete league", self.delete_league, k.DELETE),
            ]
        )
        self.open()
        self.refresh()
        self.layout(self.window.width, self.window.height)

    # --- the league file -----------------------------------------------------------------------
    def open(self) -> None:
        """Open an existing league file; a missing one is made when the first league is."""
        if not self.path.exists():
            return
        try:
            self.store = LeagueStore(open_db(self.path, create=False), self.app.data)
        except DataError as exc:
            self.error = " ".join(str(exc).split())
            self.say(self.error, BAD)

    def opened(self) -> LeagueStore:
        if self.store is None:
            self.store = LeagueStore(open_db(self.path), self.app.data)
        return self.store

    def close(self) -> None:
        if self.store is not None:
            self.store.db.close()
            self.store = None

    @property
    def league(self) -> League | None:
        return self.leagues[self.chosen] if self.leagues else None

    def shown_season(self) -> League | None:
        """The season the boards show: a past one chosen with ← →, or the current one."""
        league, store = self.league, self.store
        if store is None or league is None or self.season_shown is None:
            return league
        if not 1 <= self.season_shown < league.season:
            self.season_shown = None
            return league
        return store.season(league, self.season_shown)

    def see_season(self, by: int) -> None:
        """An earlier (-1) or later (+1) season's table and fixtures on the boards."""
        league = self.league
        if league is None or self.store is None:
            return
        now = self.season_shown or league.season
        wanted = now + by
        if not 1 <= wanted <= league.season:
            last = "the first" if wanted < 1 else "the current"
            self.say(f"Season {now} is {last} season of {league.name}.", WARN)
            return
        self.season_shown = None if wanted == league.season else wanted
        self.say("")
        self.refresh()

    def refresh(self) -> None:
        """Read the league afresh into the tables (texts are refilled, not made)."""
        store = self.store
        self.leagues = store.leagues() if store else []
        self.chosen = max(0, min(self.chosen, len(self.leagues) - 1))
        rows = [(lg.name, league_summary(store, lg)) for lg in self.leagues if store]
        self.league_first = first = window(self.chosen, len(rows), self.league_grid.room)
        self.league_grid.fill(rows[first:], self.chosen - first)
        league = self.league
        fixtures: list[Fixture] = []
        next_fixture, self.short = None, []
        if store is not None and league is not None:
            fixtures, next_fixture = store.fixtures(league), store.next_fixture(league)
            self.short = [e for e in store.entries(league) if e.coach_kind == "human" and store.unfit(e)]
        self.boards.fill(store, self.shown_season(), league)
        shorten(self.about, self.about_words(store, league, fixtures), self.about_room)
        short = store.unfit(self.short[0]) if store and self.short else None
        shorten(self.note, f"{short} · H hires the cheapest player" if short else "", 1200 * self.frame.scale)
        self.empty[0].text = "" if self.leagues or self.error else "No leagues yet: N starts one."
        entries_in = len(self.table.values)
        idle = self.playing is None
        carded, chosen = self.boards.picked is not None, self.boards.player is not None
        self.footer.text = CARD_FOOTER if carded else FOOTER
        watchable = next_fixture is not None and "human" not in (
            next_fixture.home.coach_kind,
            next_fixture.away.coach_kind,
        )
        played = league is not None and (league.season > 1 or any(f.played for f in fixtures))
        for button, enabled in zip(
            self.menu.buttons,
            (
                not self.error,
                league is not None and not fixtures,
                entries_in >= 1 and idle,
                entries_in >= 2 and not fixtures,
                bool(fixtures) and next_fixture is None and idle,
                next_fixture is not None and idle,
                bool(playable(fixtures)) and idle,
                watchable and idle,
                bool(self.short),
                True,
                chosen,
                chosen,
                carded,
                carded,
                played and idle,
                league is not None,
                league is not None,
                not self.error,
                league is not None and idle,
            ),
            strict=True,
        ):
            button.enabled = enabled

    def about_words(self, store: LeagueStore | None, league: League | None, fixtures: list[Fixture]) -> str:
        """The chosen league as league list tells it: its season, format, games played and rules."""
        if store is None or league is None:
            return ""
        kind = "double round robin" if league.rounds == 2 else "single round robin"
        played = sum(1 for f in fixtures if f.played)
        games = f"{played} of {len(fixtures)} played" if fixtures else "no schedule yet"
        rules = options_words(league.options, self.app.data.rules) or "the game's own rules"
        return f"Season {league.season}, {games} · {kind} · {rules}"

    def say(self, words: str, ink: Color = SUBTITLE_INK) -> None:
        self.message.color = ink
        shorten(self.message, words, 1200 * self.frame.scale)

    # --- the buttons -------------------------------------------------------------------------
    def new_league(self) -> None:
        NamingLeague(self)

    def add_team(self) -> None:
        league, store = self.league, self.store
        entered = {entry.name for entry in store.entries(league)} if league and store else set()
        saved = [stored.team for stored in self.app.teams.list(self.app.data) if stored.team is not None]
        teams = [team for team in saved if team.name not in entered]  # a team joins a league once
        clans = [self.app.data.roster(team.clan).name for team in teams]
        if league is not None and store is not None:
            JoiningTeam(self, store, league, teams, clans)

    def remove_team(self) -> None:
        """The open card's team is asked about at once; otherwise the league's teams to choose from."""
        store, league = self.store, self.league
        if store is not None and league is not None:
            RemovingTeam(self, store, league, self.carded)

    def delete_league(self) -> None:
        store, league = self.store, self.league
        if store is not None and league is not None:
            DeletingLeague(self, store, league)

    def correct(self) -> None:
        store, league = self.store, self.league
        if store is None or league is None:
            return
        found = played(store, league)
        if not found:
            self.say(f"No result is recorded in {league.name} yet: there is nothing to correct.")
            return
        Correcting(self, store, league, found)

    def import_export(self) -> None:
        files = manage.exported(self.exports)
        if not files:
            self.say(f"No exports in {self.exports} yet: E writes the chosen league there.", WARN)
            return
        Importing(self, files)

    @property
    def files(self) -> list[Path]:
        """The exports offered for import, while they are."""
        return self.mode.files if isinstance(self.mode, Importing) else []

    def draw_schedule(self) -> None:
        league = self.league
        assert league is not None and self.store is not None
        self.season_shown = None
        try:
            fixtures = self.store.draw_schedule(league)
        except DataError as exc:
            self.say(str(exc), BAD)
            return
        self.refresh()
        rounds = max(f.round for f in fixtures)
        self.say(f"The season is drawn: {len(fixtures)} fixtures in {rounds} rounds.", GOOD)

    def new_season(self) -> None:
        """Every fixture is played: the next season, the same teams, its schedule drawn at once."""
        league, store = self.league, self.store
        assert league is not None and store is not None
        self.season_shown = None
        try:
            league = store.new_season(league)
            fixtures = store.draw_schedule(league)
        except DataError as exc:
            self.say(str(exc), BAD)
        else:
            teams = len(store.entries(league))
            drawn = f"{len(fixtures)} fixtures drawn"
            self.say(f"Season {league.season} begins: the same {teams} teams, {drawn}.", GOOD)
        self.refresh()

    def refusal(self, button: Button) -> str:
        """Why a switched-off button does nothing, for the few whose reason is not on the screen."""
        league, store = self.league, self.store
        k = arcade.key
        if button.key in (k.F, k.R, k.T, k.U) and self.boards.picked is None:
            return "Open a team's card first: [ ] or click its row in the table."
        if button.key in (arcade.key.F, arcade.key.R):
            return "Choose a player on the card first: ↑↓ or click the player's row."
        if store is None or league is None or self.playing is not None:
            return ""
        if button.key == arcade.key.X:
            return f"No team has joined {league.name} yet: A adds one."
        if button.key == arcade.key.C:
            return f"No result is recorded in {league.name} yet: there is nothing to correct."
        fixtures = store.fixtures(league)
        if button.key == arcade.key.S:
            left = sum(1 for f in fixtures if not f.played)
            if not fixtures:
                return f"Season {league.season} has no schedule yet: D draws it."
            return f"Season {league.season} still has {left} fixture{'s' if left > 1 else ''} to play first."
        if button.key == arcade.key.G:
            if not fixtures:
                return f"Season {league.season} has no schedule yet: D draws it."
            if all(f.played for f in fixtures):
                return f"Every fixture of season {league.season} is played."
            return "A person coaches the next fixtures of these teams: P plays them on the match screen."
        if button.key == arcade.key.W:
            fixture = store.next_fixture(league)
            if fixture is None:
                return "No fixture left to watch this season."
            return "A person coaches the next fixture: P plays it on the match screen."
        return ""

    def watch(self) -> None:
        """The next AI-v-AI fixture on the match screen at the settings' speed (Space hurries);
        the match screen records its result when it ends."""
        league, store = self.league, self.store
        fixture = store.next_fixture(league) if store and league else None
        if store is None or league is None or fixture is None:
            return
        self.start_match(store, league, fixture)

    def play(self) -> None:
        league, store = self.league, self.store
        fixture = store.next_fixture(league) if store and league else None
        if store is None or league is None or fixture is None:
            return
        humans = [e for e in (fixture.home, fixture.away) if e.coach_kind == "human"]
        problem = next((p for e in humans if (p := store.unfit(e))), None)
        if problem:
            self.say(problem, WARN)
        elif humans:
            self.start_match(store, league, fixture)
        else:
            self.playing, self.drawn, self.season_shown = fixture, False, None
            self.refresh()
            self.say(f"Playing round {fixture.round}: {fixture.home.name} v {fixture.away.name}…", WARN)

    def start_match(self, store: LeagueStore, league: League, fixture: Fixture) -> None:
        """A person coaches a side: the match screen, which records the result when it ends."""
        try:
            session = league_session(store, league, fixture, self.path)
        except DataError as exc:
            self.say(str(exc), BAD)
            return
        self.close()
        self.app.go(PlayMatch(session))  # the app has it record the result (session.league)

    def play_all(self) -> None:
        """Every AI-v-AI fixture left that waits for no person's game, in order, one a frame (as
        league play --all); Esc stops after the one being played."""
        league, store = self.league, self.store
        todo = playable(store.fixtures(league)) if store and league else []
        if not todo:
            return
        self.batch = [0, len(todo)]
        self.season_shown = None
        self.next_of_batch(todo[0])

    def next_of_batch(self, fixture: Fixture) -> None:
        assert self.batch is not None
        self.playing, self.drawn = fixture, False
        self.refresh()
        done, total = self.batch
        self.say(
            f"Playing {done + 1} of {total}, round {fixture.round}: {fixture.home.name} v "
            f"{fixture.away.name}… Esc stops after it",
            WARN,
        )

    def play_headless(self, fixture: Fixture) -> None:
        from samurai_bowl.league.play import simulate

        self.playing = None
        league = self.league
        assert self.store is not None and league is not None
        try:
            result = simulate(self.store, league, fixture)
        except DataError as exc:
            self.batch = None
            self.say(one_line(exc), BAD)
            self.refresh()
            return
        home, away = result["score"]
        words = f"Round {fixture.round}: {fixture.home.name} {home} – {away} {fixture.away.name}"
        if self.batch is None:
            self.say(words, GOOD)
            self.refresh()
            return
        self.batch[0] += 1
        todo = playable(self.store.fixtures(league))
        if todo and self.batch[0] < self.batch[1]:
            self.next_of_batch(todo[0])
            return
        done, self.batch = self.batch[0], None
        if todo:
            self.say(f"{words} · stopped: {done} played and recorded, {len(todo)} left (G plays them).", GOOD)
        else:
            self.say(f"{words} · {played_words(done, 0, waiting(self.store.fixtures(league)))}", GOOD)
        self.refresh()

    def hire(self) -> None:
        if self.store is not None and self.short:
            self.say(hire_cheapest(self.store, self.short[0]), GOOD)
            self.refresh()

    # --- the open card's team -------------------------------------------------------------------
    @property
    def carded(self) -> Entry | None:
        """The team whose card is open."""
        picked = self.boards.picked_id
        return self.boards.entries.get(picked) if picked is not None else None

    def player_name(self, entry: Entry, number: int) -> str:
        assert self.store is not None
        return next((p.name for p in self.store.team(entry).players if p.number == number), "")

    def fire(self) -> None:
        entry, number = self.carded, self.boards.player
        if entry is None or number is None:
            return
        name = self.player_name(entry, number)
        self.confirm = lambda: self.fire_now(entry, number, name)
        self.say(
            f"Fire #{number} {name} from {entry.name} for good, with no refund?  Y fires · N keeps", WARN
        )

    def fire_now(self, entry: Entry, number: int, name: str) -> None:
        assert self.store is not None
        try:
            team = self.store.fire(entry, number)
        except DataError as exc:
            self.say(one_line(exc), BAD)
        else:
            self.say(f"#{number} {name} has left {team.name}: {plural(len(team.players), 'player')}.", GOOD)
        self.refresh()

    def buy(self) -> None:
        """Everything the card's team may buy on one form, the treasury after it shown first."""
        entry = self.carded
        if entry is not None and self.store is not None:
            Buying(self, self.store, entry)

    def rename(self) -> None:
        """The chosen player's name and number on a form, each at its value now."""
        entry, number = self.carded, self.boards.player
        if entry is not None and number is not None and self.store is not None:
            RenamingPlayer(self, self.store, entry, number)

    def team_name(self) -> None:
        entry = self.carded
        if entry is not None and self.store is not None:
            RenamingTeam(self, self.store, entry)

    # --- the whole league: history, export and import ---------------------------------------------
    def history(self) -> None:
        league = self.league
        if league is not None and self.store is not None:
            rows, inks = manage.history_rows(self.store, league)
            Reading(self, History(f"{league.name} · every season's results", rows, inks, self.close_form))

    def export(self) -> None:
        league = self.league
        if league is None or self.store is None:
            return
        path = self.exports / f"{manage.slug(league.name)}.json"
        try:
            self.exports.mkdir(parents=True, exist_ok=True)
            write_export(self.store, league, path)
        except OSError as exc:
            self.say(f"{path} could not be written: {exc.strerror or exc}", BAD)
            return
        self.say(f"{league.name} exported to {path}", GOOD)

    def leave(self) -> None:
        self.close()
        self.app.main_menu()

    # --- choosing and forms --------------------------------------------------------------------
    def choose(self, index: int) -> None:
        if self.leagues and self.playing is None:
            chosen = max(0, min(len(self.leagues) - 1, index))
            if chosen != self.chosen:
                self.boards.pick(None)
                self.season_shown = None
            self.chosen = chosen
            self.refresh()

    def pick(self, place: int | None) -> None:
        """The card of the team at ``place`` in the table; its row again closes it."""
        self.boards.pick(None if place == self.boards.picked else place)
        self.refresh()

    def rank(self) -> None:
        """The banzuke and the leaders instead of the table and the fixtures, or back."""
        self.boards.ranked = not self.boards.ranked
        self.refresh()

    @property
    def form(self) -> Overlay | None:
        """The form of the mode under way, over the boards."""
        return self.mode.form if self.mode is not None else None

    def close_form(self) -> None:
        self.mode = None

    # --- layout, drawing, input --------------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        f = self.frame
        s = f.fit(width, height, self.app.settings.ui_scale)
        for text, x, top, points in (
            (self.title, 40, 40, 28),
            (self.file, 1240, 40, 12),
            (self.about, 200, 42, 13),
            (self.captions[0], 40, 88, 15),
            (self.empty[0], 52, 122, 13),
            (self.note, 40, 552, 13),
            (self.message, 40, 574, 14),
            (self.footer, 640, 700, 11),
        ):
            f.put(text, x, top, points)
        self.about.x = round(self.title.x + self.title.content_width + 28 * s)  # clear of a zoomed title
        self.about_room = self.file.x - self.file.content_width - 28 * s - self.about.x
        z = f.zoom
        leagues = min(LEAGUE_ROWS, f.rows(420, 34))
        self.league_grid.place(
            [f.rect(40, 88 + 16 * z + i * 34 * z, 260, 32 * z) for i in range(leagues)], f.points(13)
        )
        self.boards.place(f)
        shorten(self.note, self.note.text, 1200 * s)
        buttons = self.menu.buttons
        for row, first in enumerate((0, ROW_ONE)):  # two rows 1200 wide, each button as wide as its words
            shown = buttons[first : ROW_ONE if row == 0 else len(buttons)]
            weights = [len(b.words) + 2 * len(b.hint.text) + 4 for b in shown]  # words, the key each side
            unit = (1200 - 6 * (len(shown) - 1)) / sum(weights)
            left = 40.0
            for button, weight in zip(shown, weights, strict=True):
                button.place(f.rect(left, 592 + row * 42, weight * unit, 36), f.points(12))
                left += weight * unit + 6
        fit_buttons(self.menu.buttons)
        same_size(self.menu.buttons)
        for button in self.menu.buttons:
            button.text.x -= round(6 * s)  # clear of the key on the right
        if self.form is not None:
            self.form.layout(f)
        self.refresh()  # the rows shown may have changed

    def on_draw(self) -> None:
        self.clear()
        for text in (
            self.title,
            self.file,
            self.about,
            self.captions[0],
            self.empty[0],
            self.note,
            self.message,
        ):
            text.draw()
        self.footer.draw()
        self.league_grid.draw()
        self.boards.draw()
        self.menu.draw()
        if self.form is not None:
            arcade.draw_lbwh_rectangle_filled(0, 0, self.window.width, self.window.height, SHADE)
            self.form.draw()
        self.drawn = True

    def busy(self) -> bool:
        return self.playing is not None  # "playing…" drawn, then the fixtures played

    def on_update(self, delta_time: float) -> None:
        if self.playing is not None and self.drawn:  # "playing…" has been on the screen
            self.play_headless(self.playing)

    def on_text(self, text: str) -> None:
        swallow, self.swallow = self.swallow, ""
        if swallow and text.lower() == swallow:  # the key that opened the form, typed just after it
            return
        if self.form is not None:
            self.form.text(text)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        (self.form or self.menu).hover(x, y)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if isinstance(self.form, (Chooser, History, ResultForm, BuyForm)) and scroll_y:
            self.form.scroll(-1 if scroll_y > 0 else 1)
        elif self.form is None and scroll_y and self.boards.at(x, y) is not None:
            self.boards.scroll(-1 if scroll_y > 0 else 1)  # a league of more than eight teams
            self.refresh()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.confirm is not None:
            self.confirm = None  # a click elsewhere answers no
            self.say("")
        if self.form is not None:
            self.form.click(x, y)
        elif self.menu.click(x, y):
            return
        elif (row := self.league_grid.at(x, y)) is not None:
            self.choose(row + self.league_first)
        elif (place := self.boards.at(x, y)) is not None:
            self.pick(place)
        elif (row := self.boards.player_at(x, y)) is not None:
            self.boards.row = row
            self.refresh()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        self.swallow = ""
        if self.confirm is not None:
            self.answer(symbol)
        elif self.form is not None:
            before = self.form
            before.key(symbol)
            if self.form not in (before, None) and k.A <= symbol <= k.Z:
                self.swallow = chr(symbol)  # a form opened by a letter does not take that letter
        elif symbol in (k.UP, k.DOWN) and self.boards.picked is not None:
            self.boards.choose_player(1 if symbol == k.DOWN else -1)
            self.refresh()
        elif symbol in (k.UP, k.DOWN):
            self.choose(self.chosen + (1 if symbol == k.DOWN else -1))
        elif symbol in (k.LEFT, k.RIGHT):
            self.see_season(1 if symbol == k.RIGHT else -1)
        elif symbol == k.F1:
            self.show_help()
        elif symbol == k.B:
            self.rank()
        elif symbol in (k.BRACKETLEFT, k.BRACKETRIGHT):
            self.boards.step(1 if symbol == k.BRACKETRIGHT else -1)
            self.refresh()
        elif symbol == k.ESCAPE and self.batch is not None:
            self.batch[1] = self.batch[0] + 1  # the fixture being played is the last
            self.say("Stopping after this fixture…", WARN)
        elif symbol == k.ESCAPE and self.boards.picked is not None:
            self.pick(None)  # Esc closes the card first, then leaves
        elif self.playing is None:
            for button in self.menu.buttons:
                if button.key == symbol:
                    if not button.press() and (why := self.refusal(button)):
                        self.say(why, WARN)
                    if self.form is not None and k.A <= symbol <= k.Z:
                        self.swallow = chr(symbol)
                    return

    def answer(self, symbol: int) -> None:
        """Y does what was asked; N or Esc does nothing; other keys wait for the answer."""
        confirm = self.confirm
        if symbol == arcade.key.Y and confirm is not None:
            self.confirm = None
            confirm()
        elif symbol in (arcade.key.N, arcade.key.ESCAPE):
            self.confirm = None
            self.say("Nothing was changed.")
