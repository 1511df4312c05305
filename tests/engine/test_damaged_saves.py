"""A damaged but readable save is refused in one line naming the field, and never changed: by the
engine, the ``samurai-bowl save check`` command, and (tests/ui) the window's Resume and Replays."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.saves.files import load_match
from samurai_bowl.errors import DataError
from tests.engine.damage import DAMAGES, Damage, mid_game


@pytest.fixture(scope="module")
def saved(data: GameData) -> dict:  # type: ignore[type-arg]
    base = mid_game(data)
    Match.from_json(data, base)  # undamaged, it loads
    return base


@pytest.mark.parametrize("damage", DAMAGES, ids=lambda d: d.name)
def test_the_engine_names_the_field(data: GameData, saved: dict, damage: Damage, tmp_path: Path) -> None:  # type: ignore[type-arg]
    path = tmp_path / "match-7.json"
    text = json.dumps(damage.applied(saved))
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_match(data, path)
    line = str(info.value)
    assert line.startswith(f"{path}: {damage.field}: ") and damage.message in line, line
    assert "\n" not in line and "damaged and cannot be resumed" not in line  # named, not caught blind
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("damage", DAMAGES[:7] + DAMAGES[-5:-1], ids=lambda d: d.name)
def test_save_check_prints_one_line_and_exits_2(
    saved: dict,
    damage: Damage,
    tmp_path: Path,  # type: ignore[type-arg]
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "match-7.json"
    text = json.dumps(damage.applied(saved))
    path.write_text(text, encoding="utf-8")
    assert main(["save", "check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith(f"{path}: {damage.field}: ") and damage.message in err
    assert path.read_text(encoding="utf-8") == text


def test_save_check_passes_good_saves_and_says_how_they_replay(
    data: GameData, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rng = random.Random(2)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "phoenix", rng), 2)
    coach = RandomCoach(2)
    for _ in range(100):
        m.apply(coach.choose(m))
    saved = m.to_json()
    good, older = tmp_path / "good.json", tmp_path / "older.json"
    good.write_text(json.dumps(saved), encoding="utf-8")
    doctored = json.loads(json.dumps(saved))
    doctored["state"]["history"][3] = {"act": "end_turn"}  # a history the rules refuse partway
    older.write_text(json.dumps(doctored), encoding="utf-8")
    assert main(["save", "check", str(good)]) == 0
    home, away = m.teams
    assert capsys.readouterr().out == (
        f"{good}: ok — {home.name} {home.score} – {away.score} {away.name}, "
        f"half {m.half}, {len(m.history)} actions; replays exactly\n"
    )
    assert main(["save", "check", str(good), str(older)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith(f"{older}: loads — ") and "the replay stops after action 3: " in lines[1]


def test_save_list_shows_each_saved_match_or_why_not(
    saved: dict,
    tmp_path: Path,  # type: ignore[type-arg]
    capsys: pytest.CaptureFixture[str],
) -> None:
    folder = tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    session = {"format": "samurai-bowl-session-1", "coaches": ["human", "hard"], "match": saved}
    (folder / "match-5.json").write_text(json.dumps(session), encoding="utf-8")
    (folder / "match-6.json").write_text(json.dumps({**session, "match": DAMAGES[0].applied(saved)}), "utf-8")
    assert main(["save", "list", "--data-dir", str(tmp_path / "data")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert any(
        "match-5.json" in line and "Yasuki Silent Cranes 0 – 0 Shosuro Mountain Fans, half 2" in line
        for line in lines
    )
    assert any(
        "match-6.json" in line and "damaged: match.state.prompt.side: must be 0 (home) or 1 (away)" in line
        for line in lines
    )


@pytest.fixture(scope="module")
def finished(data: GameData) -> dict:  # type: ignore[type-arg]
    """A short match played to full time, as its save holds it (a touchdown or more, casualties)."""
    rng = random.Random(31)
    m = Match(
        data,
        draft_team(data, "lion", rng),
        draft_team(data, "crane", rng),
        31,
        {"match": {"turns_per_half": 3}},
    )
    coaches = [RandomCoach(31), RandomCoach(32)]
    while m.pending is not None:
        m.apply(coaches[m.pending.side].choose(m))
    return m.to_json()


def other_winner(record: dict) -> int:  # type: ignore[type-arg]
    return 0 if record["winner"] is None else 1 - record["winner"]


@pytest.mark.parametrize(
    ("key", "value", "field", "message"),
    [
        ("score", lambda r: [9, 0], "state.result.score", "is [9, 0], but the match's state gives"),
        ("winner", other_winner, "state.result.winner", "but the match's state gives"),
        ("conceded", lambda r: 0, "state.result.conceded", "is 0, but the match's state gives None"),
        ("winnings", lambda r: [-5, 20], "state.result.winnings", "is [-5, 20]: two counts of koku"),
        ("players", lambda r: [], "state.result.players", "is [], but the match's state gives"),
    ],
)
def test_a_finished_save_whose_record_disagrees_with_its_state_is_refused(
    finished: dict,
    key: str,
    value: Any,
    field: str,
    message: str,
    tmp_path: Path,  # type: ignore[type-arg]
    capsys: pytest.CaptureFixture[str],
) -> None:
    """R19: the post-game record must say what the match's state does (a 9–0 record on a match whose
    state ended otherwise is refused, naming the field)."""
    path = tmp_path / "match-9.json"
    path.write_text(json.dumps(finished), encoding="utf-8")
    assert main(["save", "check", str(path)]) == 0  # as played, it loads and replays
    capsys.readouterr()
    broken = json.loads(json.dumps(finished))
    broken["state"]["result"][key] = value(finished["state"]["result"])
    path.write_text(json.dumps(broken), encoding="utf-8")
    assert main(["save", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}: {field}: ") and message in err and err.count("\n") == 1


def test_a_players_line_that_disagrees_is_named(data: GameData, finished: dict, tmp_path: Path) -> None:  # type: ignore[type-arg]
    broken = json.loads(json.dumps(finished))
    line = next(i for i, p in enumerate(broken["state"]["result"]["players"]) if p["played"])
    broken["state"]["result"]["players"][line]["touchdowns"] += 3
    path = tmp_path / "match-9.json"
    path.write_text(json.dumps(broken), encoding="utf-8")
    with pytest.raises(DataError, match=rf"state\.result\.players\[{line}\]\.touchdowns: is \d+, but"):
        load_match(data, path)


@pytest.mark.parametrize(
    "named", ["/etc/passwd", "{data}/../other/league.sqlite3", "{data}/league.sqlite3.bak"]
)
def test_a_saved_match_may_name_only_the_data_folders_league(
    data: GameData,
    saved: dict,
    named: str,  # type: ignore[type-arg]
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A league match records its result in the league file its save names: a save naming any other
    file is refused, by save check and by the window's Resume (which would write there)."""
    from samurai_bowl.sessions.session import SESSION_FORMAT, load_session

    folder = tmp_path / "data"
    folder.mkdir()
    path = tmp_path / "match-3.json"
    for league, status in ((str(folder / "league.sqlite3"), 0), (named.format(data=folder), 2)):
        session = {
            "format": SESSION_FORMAT,
            "coaches": ["human", "normal"],
            "match": saved,
            "league": {"path": league, "fixture": 4},
        }
        path.write_text(json.dumps(session), encoding="utf-8")
        assert main(["save", "check", str(path), "--data-dir", str(folder)]) in (
            (0, 1) if status == 0 else (2,)
        )
        out, err = capsys.readouterr()
        if status:
            assert err == (
                f"{path}: league.path: names the league file {league!r}; a saved match may only "
                f"name the data folder's league ({folder / 'league.sqlite3'})\n"
            )
            with pytest.raises(DataError, match=r"league\.path"):
                load_session(data, path, folder)
        else:
            assert out.startswith(f"{path}: ") and load_session(data, path, folder).league is not None
