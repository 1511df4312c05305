"""Importing a league on the League screen from the data folder's exports: the file chosen from a
list and imported under its own name (a name taken here gets " (2)", " (3)"…) or under a name
typed, as ``league import --as`` does. A refused import leaves no new league file behind."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import arcade

from samurai_bowl.errors import DataError, FieldProblem
from samurai_bowl.league.new_file import removed_if_failed
from samurai_bowl.league.transfer import import_league, read_export
from samurai_bowl.league.validate_league import league_name
from samurai_bowl.ui.kit.theme import GOOD, WARN
from samurai_bowl.ui.league import manage
from samurai_bowl.ui.league.ask import one_line
from samurai_bowl.ui.league.forms import Form, ImportNameForm
from samurai_bowl.ui.league.panels import Chooser

if TYPE_CHECKING:
    from samurai_bowl.ui.league.view import LeagueView

FILES = [(0.02, "left", 0.70), (0.98, "right", 0.0)]


def choose_export(view: LeagueView) -> None:
    view.files = manage.exported(view.exports)
    if not view.files:
        view.say(f"No exports in {view.exports} yet: E writes the chosen league there.", WARN)
        return
    rows = [(path.stem, f"{path.stat().st_size // 1024 + 1} KB") for path in view.files]
    detail = f"a name taken here gets (2), (3)… · A: a name of your own · from {view.exports}"
    other = ("Import as…", lambda index: import_as(view, index), arcade.key.A)
    chooser = Chooser(
        "Import a league",
        detail,
        FILES,
        rows,
        lambda index: imported(view, index),
        view.close_form,
        "Import",
        [other],
    )
    view.open_form(chooser)


def read_named(path: Path) -> tuple[dict[str, Any], str]:
    """The export (its file checked) and the league's name in it."""
    saved = read_export(path)
    name = saved["league"]["name"] if isinstance(saved["league"], dict) else None
    if not isinstance(name, str) or not name.strip():
        raise DataError(path, "the league has no name", "league.name")
    return saved, name


def imported(view: LeagueView, index: int) -> None:
    """The export becomes a new league under its own name, or the next free one."""
    chooser, path = view.form, view.files[index]
    assert isinstance(chooser, Chooser)
    try:
        saved, name = read_named(path)
    except DataError as exc:
        chooser.say(one_line(exc).replace(str(path), path.name))  # the folder is in the heading
        return
    import_now(view, chooser, path, saved, name, free=True)


def import_as(view: LeagueView, index: int) -> None:
    """The export's file checked, then a form for the name it is imported under."""
    chooser, path = view.form, view.files[index]
    assert isinstance(chooser, Chooser)
    try:
        saved, name = read_named(path)
    except DataError as exc:
        chooser.say(one_line(exc).replace(str(path), path.name))
        return
    name = manage.free_name(view.store, name) if view.store is not None else name.strip()
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
        if view.store is not None and typed in view.store.league_names():
            form.say(f"A league here is already called {typed}: type another name.")
            return
        import_now(view, form, path, saved, typed, free=False)

    form = ImportNameForm(path.name, name, submit, view.close_form)
    view.open_form(form)


def import_now(
    view: LeagueView, form: Chooser | Form, path: Path, saved: dict[str, Any], name: str, free: bool
) -> None:
    try:
        with removed_if_failed(view.path, view.close):  # a refused import leaves no new file
            store = view.opened()
            league = import_league(store, saved, manage.free_name(store, name) if free else name)
    except DataError as exc:
        form.say(one_line(exc).replace(str(path), path.name))  # the folder is in the heading
        return
    view.close_form()
    view.refresh()
    view.choose(next(i for i, lg in enumerate(view.leagues) if lg.name == league.name))
    teams = len(store.entries(league))
    view.say(f"{path.name} imported as '{league.name}': {teams} teams, season {league.season}.", GOOD)
