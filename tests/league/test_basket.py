"""Several things bought at once: all of them in one transaction, or none when one is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.league.basket import buy_all, cost, offers
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore
from tests.league.records_setup import LEAGUE, build_league, rows


def test_a_basket_is_bought_whole_or_not_at_all(tmp_path: Path, data: GameData) -> None:
    store = LeagueStore(open_db(build_league(tmp_path / "league.sqlite3", data)), data)
    entry = store.entries(store.league(LEAGUE))[0]
    team = store.team(entry)
    found = {o.item or o.position: o for o in offers(store, team)}
    coaches, reroll = found["assistant_coaches"], found["rerolls"]
    assert (team.treasury or 0) < coaches.price + reroll.price  # the re-roll cannot be paid for too
    before = rows(store.db.path)
    with pytest.raises(DataError, match="the treasury has"):
        buy_all(store, entry, [(coaches, 1), (reroll, 1)])
    assert rows(store.db.path) == before  # the Assistant Coach bought first went back too
    basket = [(coaches, 2), (reroll, 0)]
    after = buy_all(store, entry, basket)
    assert after.treasury == (team.treasury or 0) - cost(basket) == (team.treasury or 0) - 2 * coaches.price
    assert (after.assistant_coaches, after.rerolls) == (team.assistant_coaches + 2, team.rerolls)
    store.db.close()
