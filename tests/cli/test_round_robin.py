"""``samurai-bowl simulate --round-robin``: the clan-vs-clan table, the standings, JSON, one-line errors."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from tests.cli.test_simulate import run

RANDOM = ["--coach", "random", "--vs", "random"]  # fast; random against random always draws


def grid(out: str) -> dict[str, dict[str, str]]:
    """The clan-vs-clan table of the text output: row clan -> column clan -> cell."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("W-D-L")) + 1
    columns = lines[start].split()
    assert set(lines[start + 1]) == {"─"}  # the heading's rule
    table = {}
    for line in lines[start + 2 :]:
        if not line.strip():
            break
        row, *cells = line.split()
        table[row] = dict(zip(columns, cells, strict=True))
    return table


def standings_rows(out: str) -> list[list[str]]:
    """Each clan's row without its share (the share's words hold spaces: ``shares`` reads them)."""
    return [row[:9] for row in _rows(out)]


def shares(out: str) -> dict[str, str]:
    return {row[0]: " ".join(row[9:]) for row in _rows(out)}


def _rows(out: str) -> list[list[str]]:
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("clan ")) + 1
    assert set(lines[start]) == {"─"}  # the heading's rule
    return [line.split() for line in lines[start + 1 :] if line.strip()][:-1]  # the last line is the time


def wdl(cell: str) -> tuple[int, int, int]:
    won, drawn, lost = cell.split("-")
    return int(won), int(drawn), int(lost)


def round_robin(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    code, out, err = run(["--round-robin", *argv], capsys)
    assert (code, err) == (0, "")
    return out


def round_robin_json(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    return json.loads(round_robin([*argv, "--json"], capsys))


def test_table_has_every_clan_and_every_pairing_plays_its_games(capsys: pytest.CaptureFixture[str]) -> None:
    out = round_robin(["--clans", "lion,crab,crane", "--games", "2", *RANDOM], capsys)
    assert out.startswith(
        "round robin: 3 clans, 2 games per pairing from seed 0, "
        "home random coach vs away random coach, one action per team turn\n"
    )
    table = grid(out)
    clans = ["crab", "crane", "lion"]  # sorted, whatever order --clans gave
    assert list(table) == clans and all(list(row) == clans for row in table.values())
    for row in clans:
        for col in clans:
            if row == col:
                assert table[row][col] == "—"
                continue
            won, drawn, lost = wdl(table[row][col])
            assert won + drawn + lost == 2
            assert wdl(table[col][row]) == (lost, drawn, won)
    assert [r[0] for r in standings_rows(out)] == clans  # all level: 4 draws each, then by name
    assert all(r[1:] == ["4", "0", "4", "0", "0", "0", "0", "4"] for r in standings_rows(out))
    # four draws: half the points; Wilson, n = 4, z = 1.96: 0.5 ± 1.96·√(0.25/4 + z²/64) / (1 + z²/4) = 0.5 ± 0.35
    assert set(shares(out).values()) == {"50% (15%–85%)"}
    assert out.rstrip().splitlines()[-1].startswith("6 games in ")


def test_ai_coaches_by_default_and_standings_follow_the_results(capsys: pytest.CaptureFixture[str]) -> None:
    out = round_robin(["--clans", "crab,lion", "--games", "2"], capsys)
    assert "home normal coach vs away normal coach" in out
    table = grid(out)
    crab_won, drawn, crab_lost = wdl(table["crab"]["lion"])
    assert crab_won + drawn + crab_lost == 2
    rows = {r[0]: [int(v) for v in r[1:]] for r in standings_rows(out)}
    for clan, (won, drw, lost) in (
        ("crab", (crab_won, drawn, crab_lost)),
        ("lion", (crab_lost, drawn, crab_won)),
    ):
        played, w, d, lost_, td_for, td_against, diff, points = rows[clan]
        assert (played, w, d, lost_) == (2, won, drw, lost)
        assert diff == td_for - td_against and points == 3 * w + d
    assert rows["crab"][4:6] == rows["lion"][5:3:-1]  # one's touchdowns for are the other's against
    points = [r[-1] for r in rows.values()]
    assert points == sorted(points, reverse=True)

    doc = round_robin_json(["--clans", "crab,lion", "--games", "2"], capsys)
    assert doc["pairs"] == [
        {
            "clan": "crab",
            "opponent": "lion",
            "played": 2,
            "won": crab_won,
            "drawn": drawn,
            "lost": crab_lost,
            "td_for": rows["crab"][4],
            "td_against": rows["crab"][5],
            "td_difference": rows["crab"][6],
        }
    ]
    assert [[s["clan"], *list(s.values())[1:9]] for s in doc["standings"]] == [
        [clan, *values] for clan, values in rows.items()
    ]
    for s in doc["standings"]:
        assert s["share"] == round((s["won"] + s["drawn"] / 2) / s["played"], 4)
        assert 0 <= s["share_low"] <= s["share"] <= s["share_high"] <= 1


def test_pairing_alternates_home_and_seeds_like_simulate(
    data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    """Replayed by hand: crab at home in game 0, seed+i per game, and fresh teams for every game,
    drafted from Random("draft:<game's seed>:<home clan>:<away clan>")."""
    doc = round_robin_json(["--clans", "crab,lion", "--games", "2", "--seed", "5"], capsys)
    crab_scores, lion_scores = [], []
    for i, clans in enumerate([("crab", "lion"), ("lion", "crab")]):
        rng = random.Random(f"draft:{5 + i}:{clans[0]}:{clans[1]}")
        home, away = draft_team(data, clans[0], rng), draft_team(data, clans[1], rng)
        crab = home if clans[0] == "crab" else away
        match = Match(data, home, away, 5 + i)
        coaches = (HeuristicCoach(5 + i, level="normal"), HeuristicCoach(5 + i, level="normal"))
        while match.pending is not None:
            match.apply(coaches[match.pending.side].choose(match))
        scores = (match.teams[0].score, match.teams[1].score)
        crab_score, lion_score = scores if home is crab else scores[::-1]
        crab_scores.append(crab_score)
        lion_scores.append(lion_score)
    pair = doc["pairs"][0]
    assert (pair["td_for"], pair["td_against"]) == (sum(crab_scores), sum(lion_scores))
    assert pair["won"] == sum(c > x for c, x in zip(crab_scores, lion_scores, strict=True))
    assert pair["lost"] == sum(c < x for c, x in zip(crab_scores, lion_scores, strict=True))


def test_same_seed_same_results(capsys: pytest.CaptureFixture[str]) -> None:
    def results() -> dict[str, Any]:
        doc = round_robin_json(["--clans", "scorpion,unicorn", "--games", "1", "--seed", "9"], capsys)
        assert doc.pop("seconds") > 0
        return doc

    first = results()
    assert first == results()
    assert [s["clan"] for s in first["standings"]] != [] and first["pairs"][0]["played"] == 1


def test_json_with_three_clans(capsys: pytest.CaptureFixture[str]) -> None:
    doc = round_robin_json(["--clans", "phoenix,dragon,crane", "--games", "1", *RANDOM], capsys)
    assert doc["clans"] == ["crane", "dragon", "phoenix"]
    assert (doc["games_per_pairing"], doc["coach"], doc["vs"]) == (1, "random", "random")
    assert [(p["clan"], p["opponent"]) for p in doc["pairs"]] == [
        ("crane", "dragon"),
        ("crane", "phoenix"),
        ("dragon", "phoenix"),
    ]
    assert all(s["played"] == 2 and s["points"] == 3 * s["won"] + s["drawn"] for s in doc["standings"])


def test_progress_counts_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        ["--round-robin", "--clans", "crab,lion,crane", "--games", "1", "--json", "--progress", *RANDOM],
        capsys,
    )
    assert code == 0 and len(json.loads(out)["pairs"]) == 3
    last_frame = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", err).rstrip("\n").split("\r")[-1]
    assert last_frame.startswith("games ") and " 3/3 " in last_frame


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (
            ["--round-robin", "--home", "crab"],
            "--home: not with --round-robin, which plays every clan in turn",
        ),
        (
            ["--round-robin", "--away-team", "X", "--away", "lion"],
            "--away / --away-team: not with --round-robin",
        ),
        (["--round-robin", "--clans", "crab,mantis"], "clan 'mantis': no such clan (clans: "),
        (["--round-robin", "--clans", "crab"], "--clans: a round robin needs at least two clans (got 1)"),
        (["--round-robin", "--clans", "crab,lion,crab"], "--clans: crab given more than once"),
        (["--round-robin", "--games", "0"], "--games: must be ≥ 1 (got 0)"),
        (["--round-robin", "--coach", "oni"], "--coach oni: unknown coach"),
        (["--clans", "crab,lion", "--home", "crab", "--away", "lion"], "--clans: only with --round-robin"),
    ],
)
def test_bad_input_is_one_line(argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(argv, capsys)
    assert code == 2
    assert out == ""
    assert err.startswith(expected) and err.count("\n") == 1


def test_every_game_drafts_fresh_teams_so_a_clan_rests_on_many_drafts(data: GameData) -> None:
    from samurai_bowl.cli.round_robin import schedule
    from samurai_bowl.play.series import Series

    series = Series(data, (), ("normal", "normal"), drafts=("crab", "lion"))
    games = list(schedule(1, 4, 7))
    teams = [series.teams_for(game) for game in games]
    assert [(home.clan, away.clan) for home, away in teams] == [("crab", "lion"), ("lion", "crab")] * 2
    crabs = [home if home.clan == "crab" else away for home, away in teams]
    assert len({crab.name for crab in crabs}) == 4  # a new crab team every game
    assert series.teams_for(games[0]) == teams[0]  # and the same one again from the same seed
