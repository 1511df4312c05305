"""The screens around the match: the pause menu's buttons fit at every size, the full-time
tables line up in team colours and open the replay, the help's legend, the UI scale on the
dense screens, and no writing under 9 pixels in an 800×600 window."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import arcade
import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.league.db import league_path, open_db
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.builder.teams import TeamsView
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.kit.legible import PIXELS_PER_POINT, crowded, span
from samurai_bowl.ui.league import actions
from samurai_bowl.ui.league.view import LeagueView
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.end_table import COLUMNS
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.help import SHORTCUTS, HelpView
from samurai_bowl.ui.menus.help_legend import LEGEND
from samurai_bowl.ui.menus.main_menu import MainMenuView
from samurai_bowl.ui.menus.settings_screen import SettingsView
from samurai_bowl.ui.pitch.draw import team_colours
from samurai_bowl.ui.replay.viewer import ReplayView
from tests.ui.autosaved import clear_autosaves
from tests.ui.conftest import render

SIZES = ((800, 600), (1280, 720), (1920, 1080))
SCALES = (0.75, 1.0, 1.5, 2.0)


@pytest.fixture
def player(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: GameData) -> Iterator[App]:
    """Saved teams and a league in a folder of the test's own; the settings put back after."""
    store = TeamStore(tmp_path)
    rng = random.Random(3)
    for clan in ("crab", "crane", "lion", "unicorn"):
        store.save(draft_team(data, clan, rng), data)
    monkeypatch.setattr(app, "teams", store)
    monkeypatch.setattr(app, "folder", tmp_path)
    league = LeagueStore(open_db(league_path(tmp_path)), data)
    made = league.create("Winter Court", 1)
    for stored, kind in zip(store.list(data), ("human", "easy", "normal", "hard"), strict=True):
        assert stored.team is not None
        league.add_team(made, stored.team, "Ann" if kind == "human" else "AI", kind)
    league.draw_schedule(made)
    league.db.close()
    before = app.settings
    yield app
    app.settings = before
    clear_autosaves(app)
    for save in app.saves.glob("match-*.json"):
        save.unlink()


def zoom(app: App, scale: float) -> None:
    app.settings = app.settings.model_copy(update={"ui_scale": scale})


def finished(app: App, data: GameData, seed: int = 6) -> EndView:
    """An AI-v-AI match played to full time on the match screen; the results it leads to."""
    app.settings = app.settings.model_copy(update={"animation_speed": "instant"})
    rng = random.Random(seed)
    m = Match(data, draft_team(data, "lion", rng), draft_team(data, "scorpion", rng), seed)
    view = MatchView(app, Session(m, ("normal", "normal")), on_finish=lambda _: None)
    app.show(view)
    view.on_update(1.0)
    end = app.window.current_view
    assert m.pending is None and isinstance(end, EndView)
    return end


def a_match(data: GameData) -> Match:
    rng = random.Random(4)
    m = Match(data, draft_team(data, "crane", rng), draft_team(data, "crab", rng), 4)
    coaches = [HeuristicCoach(4), HeuristicCoach(5)]
    while not (m.pending is not None and m.pending.kind == "turn" and m.pending.side == 0):
        assert m.pending is not None
        m.apply(coaches[m.pending.side].choose(m))
    return m


# --- the pause menu ------------------------------------------------------------------------------
def test_the_pause_menus_words_stay_inside_their_buttons_at_every_size(player: App, data: GameData) -> None:
    app = player
    for scale in SCALES:
        zoom(app, scale)
        pause = PauseView(app, MatchView(app, Session(a_match(data), ("human", "normal"))))
        for confirming in (False, True):
            if confirming:
                pause.ask_concede()
            for width, height in SIZES:
                pause.on_resize(width, height)
                buttons = pause.menu.buttons
                for button in buttons:
                    left, _, w, h = button.rect
                    words, key = span(button.text), span(button.hint)
                    assert left < words[0] and words[1] < key[0] and key[1] <= left + w, (button.words, scale)
                    assert button.text.content_height <= h + 2 and left >= 0 and left + w <= width
                lowest = min(b.rect[1] for b in buttons)
                highest = max(b.rect[1] + b.rect[3] for b in buttons)
                assert highest < pause.terms.y - pause.terms.content_height / 2 or not pause.terms.text
                footer_top = pause.footer.y + pause.footer.content_height / 2
                assert lowest > footer_top or confirming, (scale, width)
                for line in (pause.heading, pause.terms, pause.footer):
                    assert span(line)[0] >= 0 and span(line)[1] <= width


# --- full time -------------------------------------------------------------------------------------
def test_the_results_columns_line_up_in_the_teams_colours(player: App, data: GameData) -> None:
    end = finished(player, data)
    for width, height in SIZES:
        end.on_resize(width, height)
        tables = end.tables
        for c, (_, _, right) in enumerate(COLUMNS):
            # every row of both tables, and the heading, keeps a column's edge at one x
            edges = [
                [
                    round(span(row[c])[1 if right else 0])
                    for row in [t.header, *t.rows[: t.shown]]
                    if row[c].text
                ]
                for t in tables
            ]
            assert all(len(set(table)) == 1 for table in edges if table), (COLUMNS[c][0], edges)
            home_x = edges[0][0] - tables[0].band[0] if edges[0] else None
            away_x = edges[1][0] - tables[1].band[0] if edges[1] else None
            assert home_x is None or away_x is None or home_x == away_x  # the same place in each table
        for table in tables:
            assert not crowded([table.header, *table.rows[: table.shown]], gap=2)
            assert table.shown == len(table.rows)  # every player who took part
    end.on_resize(1280, 720)
    render(player.window)
    colours = team_colours(data, end.session.match)
    for table, (fill, _) in zip(end.tables, colours, strict=True):
        left, bottom, width, height = table.band
        r, g, b, *_ = arcade.get_image(int(left + width - 6), int(bottom + 3), 1, 1).getpixel((0, 0))
        assert (r, g, b) == (fill.r, fill.g, fill.b)
        assert table.name.color == (0, 0, 0, 255) or table.name.color == (255, 255, 255, 255)


def test_watch_the_replay_opens_this_matchs_replay(player: App, data: GameData) -> None:
    end = finished(player, data, seed=8)
    watch = end.menu.buttons[0]
    assert watch.words == "Watch the replay" and watch.enabled
    player.window.dispatch_event("on_key_press", arcade.key.W, 0)
    player.window.dispatch_events()
    replay = player.window.current_view
    assert isinstance(replay, ReplayView)
    assert replay.path == player.saves / f"match-{end.session.match.seed}.json" and replay.playing
    assert len(replay.timeline) == len(end.session.match.history)


# --- help -------------------------------------------------------------------------------------------
def test_the_help_has_the_pitchs_legend_and_every_shortcut(player: App) -> None:
    app = player
    view = HelpView(app, back=MatchView(app, Session(a_match(app.data), ("human", "normal"))))
    app.show(view)
    assert view.page == 0  # from the match: the match's page, with the legend
    render(app.window)
    words = " ".join(t.text for t in view.legend.words)
    for needed in (
        "round tokens",
        "square tokens",
        "ball",
        "no roll",
        "80%+",
        "50%+",
        "4+",
        "Block",
        "tackle zones",
        "hint",
    ):
        assert needed in words
    assert len(view.legend.words) == len(LEGEND)
    shown = set()
    for _ in range(3):
        shown |= {
            (group[0].key.text, line.key.text, line.does.text) for group in view.shown for line in group[1:]
        }
        view.on_key_press(arcade.key.TAB, 0)
    assert view.page == 0
    assert {(screen, key, does) for screen, key, does in SHORTCUTS} <= shown
    assert {"Match menu", "Full time", "New match"} <= {screen for screen, _, _ in SHORTCUTS}


# --- the UI scale on the dense screens ------------------------------------------------------------------
def sizes_of(view: arcade.View) -> dict[str, float]:
    if isinstance(view, TeamsView):
        return {
            "title": view.title.font_size,
            "row": view.entries[0].rect[3],
            "words": view.entries[0].texts[0].font_size,
            "button": view.buttons[0].rect[3],
        }
    if isinstance(view, TeamBuilderView):
        return {
            "title": view.title.font_size,
            "row": view.table.rows[0].rect[3],
            "roster": view.players.lines[0].name.font_size,
            "button": view.buttons[0].rect[3],
        }
    assert isinstance(view, LeagueView)
    return {
        "title": view.title.font_size,
        "row": view.boards.table.rects[0][3],
        "words": view.boards.table.slots[0][1].font_size,
        "leagues": view.league_grid.rects[0][3],
    }


DENSE: dict[str, Callable[[App], arcade.View]] = {
    "teams": TeamsView,
    "builder": lambda app: TeamBuilderView(app, app.teams.list(app.data)[0].team),
    "league": LeagueView,
}


@pytest.mark.parametrize("screen", list(DENSE))
def test_the_dense_screens_lay_out_bigger_at_ui_scale_one_and_a_half(player: App, screen: str) -> None:
    app = player
    measured = []
    for scale in (1.0, 1.5):
        zoom(app, scale)
        view = DENSE[screen](app)
        app.show(view)
        view.on_resize(1280, 720)
        render(app.window)
        measured.append(sizes_of(view))
        if isinstance(view, LeagueView):
            view.close()
    small, big = measured
    assert all(big[key] > small[key] for key in small), (small, big)


# --- legible at 800×600 ------------------------------------------------------------------------------------
SKIP = {
    "app",
    "window",
    "match",
    "session",
    "back",
    "match_view",
    "store",
    "data",
    "state",
    "coaching",
    "worker",
    "_ai",
    "tokens",
    "panel",
    "prompt",
    "input",
}


def texts_of(thing: object, seen: set[int] | None = None) -> Iterator[arcade.Text]:
    """Every text a screen holds, in its own objects, lists and dicts."""
    seen = set() if seen is None else seen
    if id(thing) in seen:
        return
    seen.add(id(thing))
    if isinstance(thing, arcade.Text):
        yield thing
    elif isinstance(thing, list | tuple):
        for item in thing:
            yield from texts_of(item, seen)
    elif isinstance(thing, dict):
        for item in thing.values():
            yield from texts_of(item, seen)
    elif type(thing).__module__.startswith("samurai_bowl.ui") and hasattr(thing, "__dict__"):
        for name, item in vars(thing).items():
            if name not in SKIP:
                yield from texts_of(item, seen)


def screens(app: App) -> Iterator[tuple[str, arcade.View]]:
    match_view = MatchView(app, Session(a_match(app.data), ("human", "normal")))
    yield "menu", MainMenuView(app)
    yield "settings", SettingsView(app)
    pause = PauseView(app, match_view)
    yield "pause", pause
    confirm = PauseView(app, match_view)
    confirm.ask_concede()
    yield "concede", confirm
    for page in range(3):
        help_view = HelpView(app, back=match_view)
        help_view.page = page
        yield f"help {page + 1}", help_view
    yield "builder", TeamBuilderView(app, app.teams.list(app.data)[0].team)
    yield "new team", TeamBuilderView(app)
    yield "teams", TeamsView(app)
    league = LeagueView(app)
    yield "league", league
    league.pick(0)  # a team's card
    yield "league card", league
    actions.add_team(league)  # a form over it
    yield "league form", league
    league.close()


@pytest.mark.parametrize("scale", [0.75, 1.0])
def test_no_writing_under_nine_pixels_in_an_800_by_600_window(
    player: App, data: GameData, scale: float
) -> None:
    app = player
    zoom(app, scale)
    small = []
    for name, view in [*screens(app), ("end", finished(app, data))]:
        view.on_resize(800, 600)
        for text in texts_of(view):
            if text.text.strip() and text.font_size * PIXELS_PER_POINT < 9:
                small.append((name, text.text, text.font_size))
    assert small == []
