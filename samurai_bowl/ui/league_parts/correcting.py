"""Correcting a recorded result from the League screen: a played fixture of any season chosen from
a list, its record corrected on the result form with what it changes shown live, and saved by
the store's own correction (the checks of ``league correct``); or the whole record written out
as JSON to the results folder, as ``league result --out`` writes it."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import arcade

from samurai_bowl.atomic import write_text_atomic
from samurai_bowl.errors import DataError
from samurai_bowl.league.preview import preview_correction
from samurai_bowl.league.record_edit import RecordEdit
from samurai_bowl.league.store import Fixture, League, LeagueStore
from samurai_bowl.ui.league_parts import manage
from samurai_bowl.ui.league_parts.ask import one_line
from samurai_bowl.ui.league_parts.panels import Chooser
from samurai_bowl.ui.league_parts.result_form import ResultForm
from samurai_bowl.ui.league_parts.running import score_words
from samurai_bowl.ui.theme import GOOD

if TYPE_CHECKING:
    from samurai_bowl.ui.league_view import LeagueView

PLAYED = [(0.02, "left", 0.0), (0.20, "left", 0.0), (0.98, "right", 0.66)]
SOURCE = "correction"


def played(store: LeagueStore, league: League) -> list[tuple[League, Fixture]]:
    """Every played fixture of every season of the league, in playing order."""
    return [(season, f) for season in store.seasons(league) for f in store.fixtures(season) if f.played]


def choose_fixture(view: LeagueView) -> None:
    store, league = view.store, view.league
    if store is None or league is None:
        return
    found = played(store, league)
    if not found:
        view.say(f"No result is recorded in {league.name} yet: there is nothing to correct.")
        return
    rows = [(f"Season {season.season}", f"#{f.number} · round {f.round}",
             f"{f.home.name} {score_words(f)} {f.away.name}") for season, f in found]
    detail = "↑↓ or click: the result · Enter corrects it · O writes it out as JSON · Esc closes"
    chooser = Chooser(f"Correct a result of {league.name}", detail, PLAYED, rows,
                      lambda index: open_form(view, store, *found[index]), view.close_form, "Correct",
                      ("Write out", lambda index: write_out(view, *found[index]), arcade.key.O))
    view.open_form(chooser)
    chooser.light(len(found) - 1)  # the latest result first


def write_out(view: LeagueView, season: League, fixture: Fixture) -> None:
    """The fixture's whole match record as JSON in the data folder's results (apart from the
    exports, which are whole leagues to import), to read or keep."""
    chooser = view.form
    assert isinstance(chooser, Chooser) and fixture.record is not None
    name = f"{manage.slug(season.name)}-season-{season.season}-fixture-{fixture.number}.json"
    path = view.app.folder / manage.RESULTS / name
    record = json.dumps(fixture.record, indent=1, ensure_ascii=False) + "\n"
    try:
        write_text_atomic(path, record, f"the record of fixture #{fixture.number}", make_folder=True)
    except DataError as exc:
        chooser.say(f"{path.name} could not be written: {one_line(exc)}")
        return
    view.close_form()
    where = f"{manage.RESULTS}/{name}"
    fixture_words = f"fixture #{fixture.number} of season {season.season}"
    view.say(f"The record of {fixture_words} is in {where} in the data folder.", GOOD)


def open_form(view: LeagueView, store: LeagueStore, season: League, fixture: Fixture) -> None:
    assert fixture.record is not None
    edit = RecordEdit(fixture.record, store.data.rules.post_game.spp)
    heading = (f"Correct fixture #{fixture.number} of season {season.season}, round {fixture.round}: "
               f"{fixture.home.name} v {fixture.away.name}")
    form: ResultForm

    def changed() -> None:
        try:
            form.show(preview_correction(store, season, fixture.number, edit.record, SOURCE))
        except DataError as exc:
            form.refuse(exc)

    def save() -> None:
        if not edit.changed:
            view.close_form()
            view.say("Nothing was changed: the result stands as it was recorded.")
            return
        try:
            saved = store.correct(season, fixture.number, edit.record, SOURCE)
        except DataError as exc:
            form.refuse(exc)
            return
        view.close_form()
        view.refresh()
        score = f"{saved.home.name} {score_words(saved)} {saved.away.name}"
        view.say(f"Fixture #{saved.number} of season {season.season} corrected: {score}; the table, "
                 "treasuries and SPP follow.", GOOD)

    form = ResultForm(heading, (fixture.home.name, fixture.away.name), edit, changed, save, view.close_form)
    view.open_form(form)
