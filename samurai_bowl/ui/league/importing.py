"""Importing a league on the League screen from the data folder's exports: the file chosen from a
list and imported under its own name (a name taken here gets " (2)", " (3)"…) or under a name
typed, as ``league import --as`` does. A refused import leaves no new league file behind."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade

from samurai_bowl.errors import DataError, FieldProblem
from samurai_bowl.league.new_file import removed_if_failed
from samurai_bowl.league.transfer import import_league, read_export
from samurai_bowl.league.validate_league import league_name
from samurai_bowl.ui.kit.theme import GOOD
from samurai_bowl.ui.league import manage
from samurai_bowl.ui.league.ask import one_line
from samurai_bowl.ui.league.forms import Form, ImportNameForm
from samurai_bowl.ui.league.mode import LeagueScreen, Mode
from samurai_bowl.ui.league.panels import Chooser

FILES = [(0.02, "left", 0.70), (0.98, "right", 0.0)]


def read_named(path: Path) -> tuple[dict[str, Any], str]:
    """The export (its file checked) and the league's name in it."""
    saved = read_export(path)
    name = saved["league"]["name"] if isinstance(saved["league"], dict) else None
    if not isinstance(name, str) or not name.strip():
        raise DataError(path, "the league has no name", "league.name")
    return saved, name


class Importing(Mode):
    """The exports offered (``files``, newest first) on a chooser; then, for "Import as…", a form
    for the name."""

    def __init__(self, view: LeagueScreen, files: list[Path]) -> None:
        super().__init__(view)
        self.files = files
        rows = [(path.stem, f"{path.stat().st_size // 1024 + 1} KB") for path in files]
        detail = f"a name taken here gets (2), (3)… · A: a name of your own · from {view.exports}"
        other = ("Import as…", self.import_as, arcade.key.A)
        self.chooser = Chooser(
            "Import a league", detail, FILES, rows, self.imported, self.close, "Import", [other]
        )
        self.show(self.chooser)

    def read(self, path: Path) -> tuple[dict[str, Any], str] | None:
        """The export at ``path`` and its league's name; None, told on the chooser, if refused."""
        try:
            return read_named(path)
        except DataError as exc:
            self.chooser.say(one_line(exc).replace(str(path), path.name))  # the folder is in the heading
            return None

    def imported(self, index: int) -> None:
        """The export becomes a new league under its own name, or the next free one."""
        path = self.files[index]
        found = self.read(path)
        if found is not None:
            self.import_now(self.chooser, path, *found, free=True)

    def import_as(self, index: int) -> None:
        """The export's file checked, then a form for the name it is imported under."""
        path = self.files[index]
        found = self.read(path)
        if found is None:
            return
        saved, name = found
        store = self.view.store
        name = manage.free_name(store, name) if store is not None else name.strip()
        form: ImportNameForm

        def submit() -> None:
            typed = form.name.value.strip()
            if not typed:
                form.say("Type the league's name.")
                return
            try:
                typed = league_name(typed)
            except FieldProblem as problem:
                form.say(f"League name: {problem.message}")
                return
            if self.view.store is not None and typed in self.view.store.league_names():
                form.say(f"A league here is already called {typed}: type another name.")
                return
            self.import_now(form, path, saved, typed, free=False)

        form = ImportNameForm(path.name, name, submit, self.close)
        self.show(form)

    def import_now(
        self, form: Chooser | Form, path: Path, saved: dict[str, Any], name: str, free: bool
    ) -> None:
        view = self.view
        try:
            with removed_if_failed(view.path, view.close):  # a refused import leaves no new file
                store = view.opened()
                league = import_league(store, saved, manage.free_name(store, name) if free else name)
        except DataError as exc:
            form.say(one_line(exc).replace(str(path), path.name))  # the folder is in the heading
            return
        self.close()
        view.refresh()
        view.choose(next(i for i, lg in enumerate(view.leagues) if lg.name == league.name))
        teams = len(store.entries(league))
        view.say(f"{path.name} imported as '{league.name}': {teams} teams, season {league.season}.", GOOD)
