"""New names and numbers from a team's card on the League screen: a player's name and shirt number
(one form, both written or neither) and the team's name, each through the store's own checks, as
``league team --rename/--renumber/--team-name`` make them. A man keeps his lasting id, so his
career goes on under the new number and the team's new name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.errors import DataError
from samurai_bowl.ui.kit.theme import GOOD
from samurai_bowl.ui.league.ask import one_line
from samurai_bowl.ui.league.forms import RenameForm, TeamNameForm

if TYPE_CHECKING:
    from samurai_bowl.ui.league.view import LeagueView


def rename(view: LeagueView) -> None:
    """The chosen player's name and number on a form, each at its value now."""
    entry, number = view.carded, view.boards.player
    if entry is not None and number is not None:
        most = view.app.data.rules.team_building.max_player_number
        view.open_form(
            RenameForm(number, view.player_name(entry, number), lambda: renamed(view), view.close_form, most)
        )


def renamed(view: LeagueView) -> None:
    form, entry, store = view.form, view.carded, view.store
    assert isinstance(form, RenameForm) and entry is not None and store is not None
    name, number, new = form.name.value.strip(), form.number, form.new_number
    if not name:
        form.say("Type the player's new name.")
        return
    if new is None:
        form.say("Type the player's shirt number.")
        return
    old = view.player_name(entry, number)
    if name == old and new == number:
        view.close_form()
        view.say(f"Nothing was changed: #{number} {old} stays as he is.")
        return
    try:
        with store.db.transaction():
            if name != old:
                store.rename(entry, number, name)
            store.renumber(entry, number, new)
    except DataError as exc:
        form.say(one_line(exc))
        return
    view.close_form()
    view.refresh()
    if new in view.boards.numbers:  # the card is in number order: keep him chosen
        view.boards.row = view.boards.numbers.index(new)
        view.refresh()
    view.say(f"#{number} {old} of {entry.name} is now #{new} {name}: his career goes on.", GOOD)


def team_name(view: LeagueView) -> None:
    entry = view.carded
    if entry is not None:
        view.open_form(TeamNameForm(entry.name, lambda: team_renamed(view), view.close_form))


def team_renamed(view: LeagueView) -> None:
    form, entry, store = view.form, view.carded, view.store
    assert isinstance(form, TeamNameForm) and entry is not None and store is not None
    name = form.name.value.strip()
    if not name:
        form.say("Type the team's new name.")
        return
    try:
        renamed_entry = store.rename_team(entry, name)
    except DataError as exc:
        form.say(one_line(exc))
        return
    view.close_form()
    view.refresh()
    if renamed_entry.name == entry.name:
        view.say(f"Nothing was changed: {entry.name} keeps its name.")
    else:
        goes = "its players, careers and results go with it"
        view.say(f"{entry.name} is now {renamed_entry.name}: {goes}.", GOOD)
