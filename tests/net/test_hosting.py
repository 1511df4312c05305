"""What the host does at the end of a match never stops it from sending that end: a league file gone
meanwhile is one line to tell, the finished match is still saved, and an award (R3.8) goes into
the record the league would keep."""

from __future__ import annotations

import random
from pathlib import Path

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Act, Action, Match
from samurai_bowl.net.hosting import finish, result_record
from samurai_bowl.session import Session


def a_conceded_fixture(data: GameData, league_file: Path) -> Session:
    rng = random.Random(4)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 4)
    while match.pending is not None and match.pending.side != 1:  # to the away coach's decision
        match.apply(match.legal_actions()[0])
    match.apply(Action(Act.CONCEDE))  # the away side concedes (R3.8)
    league = {"path": str(league_file), "fixture": 1, "name": "Winter Court", "round": 1}
    network = {"remote": 1, "code": "ABCDEFGHJK", "awarded": "awarded (R3.8): Lions' coach did not come back"}
    return Session(match, ("human", "human"), league, network=network)


def test_a_league_file_gone_is_told_and_the_match_still_saved(data: GameData, tmp_path: Path) -> None:
    session = a_conceded_fixture(data, tmp_path / "gone.sqlite3")
    said = finish(tmp_path, session)
    assert said is not None and said.startswith("The league result was not recorded: ")
    assert (tmp_path / "saves" / f"match-{session.match.seed}.json").exists()


def test_an_award_is_in_the_record(data: GameData, tmp_path: Path) -> None:
    session = a_conceded_fixture(data, tmp_path / "gone.sqlite3")
    record = result_record(session)
    assert record["conceded"] == 1
    assert record["awarded"] == "awarded (R3.8): Lions' coach did not come back"
    assert "awarded" not in (session.match.result or {})  # the engine's own record is left as it is
