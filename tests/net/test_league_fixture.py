"""A league fixture played over the network is recorded in the host's league as the window records
a hot-seat fixture: the same result in the same ledger, so ``league table`` reads the same."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from samurai_bowl.data import GameData
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore
from tests.net.games import finish, host, join, league, saved, team_files, two_coach_league


def test_a_fixture_played_over_the_network_is_recorded_as_a_hot_seat_one(
    data: GameData, tmp_path: Path
) -> None:
    crab, lion = team_files(data, tmp_path)
    folder = tmp_path / "host"
    two_coach_league(folder, crab, lion)
    hot_seat = tmp_path / "hot-seat.sqlite3"
    shutil.copy(folder / "league.sqlite3", hot_seat)

    proc, address, code = host(folder, "--league", "Winter Court", "--fixture", "1", "--port", "0")
    joined = finish(join(tmp_path / "join", address, code))
    finish(proc)
    (replay,) = (tmp_path / "join" / "saves").glob("match-*.json")  # the joiner's copy, named by the seed
    hosted = saved(folder, seed=json.loads(replay.read_text())["match"]["state"]["seed"])
    result = hosted["match"]["state"]["result"]
    # the joiner has the replay: the host's save without its league file and join code
    assert json.loads(replay.read_text()) == {
        k: v for k, v in hosted.items() if k not in ("league", "network")
    }
    assert (
        f"Final score: {result['home']} {result['score'][0]}–{result['score'][1]} {result['away']}" in joined
    )

    db = open_db(hot_seat, create=False)  # what the window does when a hot-seat fixture ends
    try:
        assert LeagueStore(db, data).record_id(hosted["league"]["fixture"], result)
    finally:
        db.close()
    table = league(folder, "table", "Winter Court")
    assert table == league(folder, "--league-db", str(hot_seat), "table", "Winter Court")
    assert " 1 " in table  # a game played
    assert league(folder, "history", "Winter Court") == league(
        folder, "--league-db", str(hot_seat), "history", "Winter Court"
    )
