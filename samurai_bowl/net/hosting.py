"""What a host does with its match beside serving it, the same from the command line and the
window: the match made (a friendly when the joiner's team arrives, or a league fixture), the
autosave as it goes, and at the end the replay saved, the autosave gone and a league fixture
recorded in the host's league, an award (R3.8) stated in its record."""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.net.result import result_record
from samurai_bowl.sessions.autosaves import autosave_path, remove_autosave
from samurai_bowl.sessions.league_names import person_name
from samurai_bowl.sessions.session import Session, save_session
from samurai_bowl.teams.model import Team

if TYPE_CHECKING:
    from samurai_bowl.net.host import MatchHost

MakeSession = Callable[[dict[str, Any]], Session]


def friendly_maker(
    data: GameData,
    home: Team,
    code: str,
    host_coach: str = "human",
    seed: int | None = None,
    host_name: str | None = None,
) -> MakeSession:
    """What makes a friendly once the joiner's team arrives: the host's ``home`` team at home, the
    joiner's (checked as ``team new`` checks a team; a DataError naming ``team`` when it fails)
    away, and the joiner coaching it. Its dice are fresh and secret, unless ``seed`` is given (for
    reproducible tests and benchmarks: whoever knows it knows the dice). ``host_name``: the name
    of the person who coaches the home side (the joiner's comes with his hello)."""
    from samurai_bowl.engine import Match, new_seed

    dice = seed if seed is not None else new_seed()

    def make(team: dict[str, Any]) -> Session:
        away = checked_team(data, team)
        match = Match(data, home, away, dice)
        named = host_name if host_coach == "human" else None
        return Session(match, (host_coach, "human"), network={"remote": 1, "code": code}, names=(named, None))

    return make


def checked_team(data: GameData, team: dict[str, Any]) -> Team:
    """A joiner's team file, read and checked as a saved team is (R2)."""
    from samurai_bowl.data.files import validate_as
    from samurai_bowl.teams.rules import check_team
    from samurai_bowl.teams.store import problems_error

    parsed = validate_as(Team, team, "team")
    problems = check_team(parsed, data)
    if problems:
        raise problems_error("team", problems)
    return parsed


@dataclass(frozen=True)
class HostedFixture:
    """A fixture of a league that a joining coach can play: its league, its number, and the side
    the joiner coaches (the host coaches the other)."""

    league: str
    number: int
    remote: int
    words: str  # as the Host screen lists it


def fixtures_to_host(data: GameData, path: Path) -> list[HostedFixture]:
    """Every unplayed fixture of the current seasons in the league file at ``path`` whose sides
    persons coach, once for each side the host may take; none when there is no file yet. A file
    that cannot be read is a DataError naming it."""
    if not path.exists():
        return []
    from samurai_bowl.league.db import open_db
    from samurai_bowl.league.store import LeagueStore

    db = open_db(path, create=False)
    try:
        store = LeagueStore(db, data)
        found = []
        for league in store.leagues():
            for fixture in store.fixtures(league):
                sides = (fixture.home, fixture.away)
                if fixture.played or any(entry.coach_kind != "human" for entry in sides):
                    continue
                for remote in (1, 0):
                    yours = ("home", "away")[1 - remote]
                    found.append(
                        HostedFixture(
                            league.name,
                            fixture.number,
                            remote,
                            f"{league.name} #{fixture.number}: {fixture.home.name} v {fixture.away.name}"
                            f" (you coach {yours})",
                        )
                    )
        return found
    finally:
        db.close()


def fixture_session(
    data: GameData,
    path: Path,
    league_name: str,
    number: int,
    code: str,
    host_coach: str = "human",
    remote: int | None = None,
) -> tuple[Session, str]:
    """Fixture ``number`` of the league's season, ready to host, and how the joiner is told of it
    ("League, round N"). ``remote``: the side the joiner coaches; by default the away side if a
    person coaches it, else the home side. A fixture no person coaches is a DataError. Its dice
    are always fresh and secret, whatever the schedule was drawn with: a seed in the league file
    may be known to others (a copy of the file, a schedule drawn from a given seed)."""
    from samurai_bowl.engine import new_seed
    from samurai_bowl.league.db import open_db
    from samurai_bowl.league.play import fixture_match
    from samurai_bowl.league.store import LeagueStore

    db = open_db(path, create=False)
    try:
        store = LeagueStore(db, data)
        league = store.league(league_name)
        fixture = store.numbered(league, number)
        kinds = (fixture.home.coach_kind, fixture.away.coach_kind)
        if "human" not in kinds:
            raise DataError(
                f"fixture #{fixture.number}", "no person coaches either side: the AI plays it alone"
            )
        if fixture.played:
            raise DataError(f"fixture #{fixture.number}", "has its result already")
        if remote is None:
            remote = 1 if kinds[1] == "human" else 0
        elif kinds[remote] != "human":
            entry = (fixture.home, fixture.away)[remote]
            raise DataError(f"fixture #{fixture.number}", f"{entry.name} are coached by the AI, not a person")
        match = fixture_match(store, league, fixture, new_seed())
    finally:
        db.close()
    link = {"path": str(path), "fixture": fixture.id, "name": league.name, "round": fixture.round}
    coaches = (host_coach, "human") if remote == 1 else ("human", host_coach)
    network = {"remote": remote, "code": code}
    home, away = (
        person_name(entry.coach_kind, entry.coach) if coaches[side] == "human" else None
        for side, entry in enumerate((fixture.home, fixture.away))
    )
    session = Session(match, coaches, link, network=network, names=(home, away))
    return session, f"{league.name}, round {fixture.round}"


def league_words(session: Session) -> str | None:
    """How the joiner is told of a league fixture ("League, round N"); None for a friendly (or a
    fixture saved without its league's name)."""
    league = session.league or {}
    if "name" not in league or "round" not in league:
        return None
    return f"{league['name']}, round {league['round']}"


def match_host(
    folder: Path,
    session: Session | None,
    code: str,
    make: MakeSession | None = None,
    *,
    award_after: float,
    spectators: bool,
    on_end: Callable[[Session], None] | None = None,
    turn_clock: float | None = None,
) -> MatchHost:
    """The host (not yet listening) of ``session``, which names its join code and the joiner's
    side, or of the friendly ``make`` makes when the joiner's team comes (the joiner away, with
    ``code``); autosaved in ``folder`` as it goes, a league fixture's joiner told its round.
    ``turn_clock``: seconds for a team turn; a match hosted again keeps the clock it had."""
    from samurai_bowl.net.host import MatchHost

    remote, words = 1, None
    if session is not None:
        assert session.network is not None
        code, remote = str(session.network["code"]), int(session.network["remote"])
        words = league_words(session)
        kept = session.network.get("turn_clock")
        if isinstance(kept, int | float) and not isinstance(kept, bool) and 0 < kept <= 86_400:
            turn_clock = float(kept)
    return MatchHost(
        session,
        code,
        remote=remote,
        make_session=make,
        save=lambda s: autosave(folder, s),
        on_end=on_end,
        award_after=award_after,
        spectators=spectators,
        league_words=words,
        turn_clock=turn_clock,
    )


def relay_token(session: Session | None) -> str:
    """A host's secret for its code at a relay: the one a resumed match kept (so that it takes
    its code back), else a fresh one."""
    from samurai_bowl.net.host import RELAY_TOKEN
    from samurai_bowl.net.relay_protocol import TOKEN

    kept = None if session is None or session.network is None else session.network.get(RELAY_TOKEN)
    if isinstance(kept, str) and re.fullmatch(TOKEN, kept):
        return kept
    return secrets.token_urlsafe(24)


def autosave(folder: Path, session: Session) -> None:
    save_session(session, autosave_path(folder, session))


def replay_path(folder: Path, seed: int) -> Path:
    """Where the data folder ``folder`` keeps the finished match of ``seed`` for its replays."""
    from samurai_bowl.engine import seed_label

    return folder / "saves" / f"match-{seed_label(seed)}.json"


def finish(folder: Path, session: Session) -> str | None:
    """The finished match saved for the replays, its autosave removed and, for a league fixture,
    its result recorded; a line to tell when any of it failed (it never raises: the host is
    still sending the end of the match)."""
    try:
        save_session(session, replay_path(folder, session.match.seed))
    except (OSError, DataError) as exc:
        return f"The finished match could not be saved: {exc}"
    remove_autosave(folder, session)
    if session.league is None or session.match.result is None:
        return None
    from samurai_bowl.league.db import open_db
    from samurai_bowl.league.play import MEANWHILE
    from samurai_bowl.league.store import LeagueStore

    try:
        db = open_db(Path(session.league["path"]), create=False)
        try:
            store = LeagueStore(db, session.match.data)
            if not store.record_id(session.league["fixture"], result_record(session), session.match.seed):
                return f"The league result was not recorded: fixture {session.league['fixture']} {MEANWHILE}."
        finally:
            db.close()
    except (OSError, DataError) as exc:
        return f"The league result was not recorded: {exc}"
    return None
