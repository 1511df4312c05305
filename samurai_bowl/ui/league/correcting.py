"""Correcting a recorded result from the League screen: a played fixture of any season chosen from
a list, its record corrected on the result form with what it changes shown live, and saved by
the store's own correction (the checks of ``league correct``); or the whole record written out
as JSON to the results folder, as ``league result --out`` writes it, and read back from there
once edited, as ``league correct FILE`` reads it, onto the same form to look over before saving."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import arcade

from samurai_bowl.data.files import read_mapping
from samurai_bowl.errors import DataError
from samurai_bowl.files.atomic import write_text_atomic
from samurai_bowl.league.preview import preview_correction
from samurai_bowl.league.record_edit import RecordEdit
from samurai_bowl.league.result_words import score_words
from samurai_bowl.league.store import Fixture, League, LeagueStore
from samurai_bowl.text.words import without_rule_ids
from samurai_bowl.ui.kit.theme import GOOD
from samurai_bowl.ui.league import manage
from samurai_bowl.ui.league.ask import one_line
from samurai_bowl.ui.league.mode import LeagueScreen, Mode
from samurai_bowl.ui.league.panels import Chooser
from samurai_bowl.ui.league.result_form import ResultForm

PLAYED = [(0.02, "left", 0.0), (0.20, "left", 0.0), (0.98, "right", 0.66)]
SOURCE = "correction"


def played(store: LeagueStore, league: League) -> list[tuple[League, Fixture]]:
    """Every played fixture of every season of the league, in playing order."""
    return [(season, f) for season in store.seasons(league) for f in store.fixtures(season) if f.played]


class Correcting(Mode):
    """The played fixtures (``found``, at least one) on a chooser, the latest lit; then the result
    form over the one chosen."""

    def __init__(
        self, view: LeagueScreen, store: LeagueStore, league: League, found: list[tuple[League, Fixture]]
    ) -> None:
        super().__init__(view)
        self.store = store
        rows = [
            (
                f"Season {season.season}",
                f"#{f.number} · round {f.round}",
                without_rule_ids(f"{f.home.name} {score_words(f)} {f.away.name}"),
            )
            for season, f in found
        ]
        detail = (
            "↑↓ or click: the result · Enter corrects it · O writes it out as JSON, L reads it back · "
            "Esc closes"
        )
        extras = [
            ("Write out", lambda index: self.write_out(*found[index]), arcade.key.O),
            ("Read back", lambda index: self.read_back(*found[index]), arcade.key.L),
        ]
        self.chooser = Chooser(
            f"Correct a result of {league.name}",
            detail,
            PLAYED,
            rows,
            lambda index: self.open_form(*found[index]),
            self.close,
            "Correct",
            extras,
        )
        self.show(self.chooser)
        self.chooser.light(len(found) - 1)  # the latest result first

    def written(self, season: League, fixture: Fixture) -> Path:
        """Where a fixture's record is written out: the data folder's results (apart from the
        exports, which are whole leagues to import)."""
        name = f"{manage.slug(season.name)}-season-{season.season}-fixture-{fixture.number}.json"
        return self.view.app.folder / manage.RESULTS / name

    def write_out(self, season: League, fixture: Fixture) -> None:
        """The fixture's whole match record as JSON, to read, keep or edit and read back."""
        assert fixture.record is not None
        path = self.written(season, fixture)
        name = path.name
        record = json.dumps(fixture.record, indent=1, ensure_ascii=False) + "\n"
        try:
            write_text_atomic(path, record, f"the record of fixture #{fixture.number}", make_folder=True)
        except DataError as exc:
            self.chooser.say(f"{path.name} could not be written: {one_line(exc)}")
            return
        self.close()
        where = f"{manage.RESULTS}/{name}"
        fixture_words = f"fixture #{fixture.number} of season {season.season}"
        self.view.say(f"The record of {fixture_words} is in {where} in the data folder.", GOOD)

    def read_back(self, season: League, fixture: Fixture) -> None:
        """The written-out record, edited, on the correction form with what it changes (league
        correct's checks first: a record they refuse is told in one line and not opened)."""
        path = self.written(season, fixture)
        where = f"{manage.RESULTS}/{path.name}"
        if not path.is_file():
            self.chooser.say(f"No {where} yet: O writes the result out to edit first.")
            return
        try:
            record = read_mapping(path, where)
            preview_correction(self.store, season, fixture.number, record, where)
        except DataError as exc:
            self.chooser.say(one_line(exc))
            return
        self.open_form(season, fixture, record, where)

    def open_form(
        self, season: League, fixture: Fixture, start: dict[str, Any] | None = None, source: str = SOURCE
    ) -> None:
        """The form over the recorded result, or over ``start`` (a record read back from a file)
        with what it changes from the recorded one shown at once."""
        assert fixture.record is not None
        store, view = self.store, self.view
        edit = RecordEdit(start or fixture.record, store.data.rules.post_game.spp)
        edit.original = RecordEdit(fixture.record, edit.spp).original  # what "changed" is measured from
        heading = (
            f"Correct fixture #{fixture.number} of season {season.season}, round {fixture.round}: "
            f"{fixture.home.name} v {fixture.away.name}"
        )
        form: ResultForm

        def changed() -> None:
            try:
                form.show(preview_correction(store, season, fixture.number, edit.record, source))
            except DataError as exc:
                form.refuse(exc)

        def save() -> None:
            if not edit.changed:
                self.close()
                view.say("Nothing was changed: the result stands as it was recorded.")
                return
            try:
                saved = store.correct(season, fixture.number, edit.record, source)
            except DataError as exc:
                form.refuse(exc)
                return
            self.close()
            view.refresh()
            score = without_rule_ids(f"{saved.home.name} {score_words(saved)} {saved.away.name}")
            view.say(
                f"Fixture #{saved.number} of season {season.season} corrected: {score}; the table, "
                "treasuries and SPP follow.",
                GOOD,
            )

        form = ResultForm(heading, (fixture.home.name, fixture.away.name), edit, changed, save, self.close)
        self.show(form)
