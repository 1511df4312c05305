"""``samurai-bowl simulate``: reproducible series, saved or drafted teams, one-line errors."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.cli import main
from samurai_bowl.cli.rate_column import rate_words
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.summary import MatchSummary, SeriesSummary, summarize
from samurai_bowl.teams.store import TeamStore

KEYS = [
    "games",
    "home_wins",
    "away_wins",
    "draws",
    "home_touchdowns",
    "away_touchdowns",
    "home_casualties",
    "away_casualties",
    "seconds_per_match",
    "decisions_per_second",
]


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    return tmp_path


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run ``samurai-bowl simulate`` through the real entry point: a DataError is one line, exit 2."""
    code = main(["simulate", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def run_json(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, float]:
    code, out, err = run([*argv, "--json"], capsys)
    assert (code, err) == (0, "")
    return json.loads(out)


def replay(data: GameData, home_clan: str, away_clan: str, games: int, seed: int) -> list[MatchSummary]:
    """The same series played by hand: teams drafted home then away from Random(seed)."""
    rng = random.Random(seed)
    home, away = draft_team(data, home_clan, rng), draft_team(data, away_clan, rng)
    out = []
    for i in range(games):
        match = Match(data, home, away, seed + i)
        coaches = (RandomCoach(seed + i), RandomCoach(seed + i))
        while match.pending is not None:
            match.apply(coaches[match.pending.side].choose(match))
        out.append(summarize(match, 1.0))
    return out


def test_json_has_the_keys_and_matches_a_replay(data: GameData, capsys: pytest.CaptureFixture[str]) -> None:
    doc = run_json(["--home", "crab", "--away", "lion", "--games", "3", "--seed", "7"], capsys)
    assert list(doc) == KEYS
    assert doc["games"] == 3
    assert doc["home_wins"] + doc["away_wins"] + doc["draws"] == 3
    assert doc["seconds_per_match"] > 0 and doc["decisions_per_second"] > 0
    matches = replay(data, "crab", "lion", 3, 7)
    assert doc["home_touchdowns"] == round(sum(m.home_score for m in matches) / 3, 3)
    assert doc["away_touchdowns"] == round(sum(m.away_score for m in matches) / 3, 3)
    assert doc["home_casualties"] == round(sum(m.home_casualties for m in matches) / 3, 3)
    assert doc["away_casualties"] == round(sum(m.away_casualties for m in matches) / 3, 3)
    assert doc["draws"] == sum(1 for m in matches if m.winner is None)


def test_same_seed_same_results(capsys: pytest.CaptureFixture[str]) -> None:
    def results(seed: str) -> dict[str, float]:
        doc = run_json(["--home", "crane", "--away", "unicorn", "--games", "4", "--seed", seed], capsys)
        return {k: v for k, v in doc.items() if k not in ("seconds_per_match", "decisions_per_second")}

    assert results("11") == results("11")


@pytest.mark.parametrize(("home", "away"), [("scorpion", "dragon"), ("phoenix", "phoenix")])
def test_other_clans(home: str, away: str, capsys: pytest.CaptureFixture[str]) -> None:
    doc = run_json(["--home", home, "--away", away, "--games", "2", "--seed", "3"], capsys)
    assert doc["games"] == 2


def test_table_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["--home", "crab", "--away", "lion", "--games", "2", "--seed", "1"], capsys)
    assert (code, err) == (0, "")
    assert "(crab, random coach)" in out and "(lion, random coach)" in out
    for label in (
        "wins",
        "draws",
        "touchdowns per game",
        "casualties caused per game",
        "seconds per game",
        "decisions per second",
    ):
        assert label in out
    assert "{" not in out


def test_progress_goes_to_stderr_only(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["--home", "crab", "--away", "lion", "--games", "2", "--json", "--progress"], capsys)
    assert code == 0
    assert json.loads(out)["games"] == 2
    last_frame = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", err).rstrip("\n").split("\r")[-1]
    assert last_frame.startswith("games ") and " 2/2 " in last_frame


def test_the_bar_shows_the_rate_and_the_time_left(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["--home", "crab", "--away", "lion", "--games", "3", "--json", "--progress"], capsys)
    assert code == 0
    last_frame = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", err).rstrip("\n").split("\r")[-1]
    assert re.fullmatch(r"games ━+ 3/3 [0-9.]+ games/s 0:00:\d\d ETA 0:00:00", last_frame.strip()), last_frame


@pytest.mark.parametrize(
    ("rate", "words"),
    [(None, "? games/s"), (0.256, "0.26 games/s"), (3.44, "3.4 games/s"), (12.6, "13 games/s")],
)
def test_rate_words(rate: float | None, words: str) -> None:
    assert rate_words(rate) == words


def test_saved_team(data: GameData, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    team = draft_team(data, "crane", random.Random(5), name="Paper Cranes")
    path = TeamStore(tmp_path).save(team, data)
    for home in ("Paper Cranes", str(path)):
        code, out, err = run(
            ["--home-team", home, "--away", "lion", "--games", "2", "--data-dir", str(tmp_path)], capsys
        )
        assert (code, err) == (0, "")
        assert "home  Paper Cranes (crane, random coach)" in out


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--home", "mantis", "--away", "lion"], "clan 'mantis': no such clan (clans: "),
        (
            ["--home", "crab", "--away", "lion", "--coach", "minimax"],
            "--coach minimax: unknown coach (coaches: random, easy, normal, hard)",
        ),
        (
            ["--home", "crab", "--away", "lion", "--vs", "oni"],
            "--vs oni: unknown coach (coaches: random, easy, normal, hard)",
        ),
        (["--home", "crab", "--away", "lion", "--games", "0"], "--games: must be ≥ 1 (got 0)"),
        (
            ["--home", "crab", "--home-team", "X", "--away", "lion"],
            "--home / --home-team: give one or the other, not both",
        ),
        (["--home", "crab"], "--away: a clan (--away CLAN) or a saved team (--away-team NAME) is required"),
        (["--home-team", "Nobody", "--away", "lion"], "team 'Nobody': no saved team by that name in "),
    ],
)
def test_bad_input_is_one_line(argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(argv, capsys)
    assert code == 2
    assert out == ""
    assert err.startswith(expected) and err.count("\n") == 1


def test_series_summary_counts_and_means() -> None:
    def game(home: int, away: int, hurt_by_home: int = 0) -> MatchSummary:
        return MatchSummary("H", "A", home, away, hurt_by_home, 1, decisions=100, seconds=0.5)

    series = SeriesSummary()
    for m in (game(2, 1, 3), game(0, 1), game(1, 1), game(0, 0)):
        series.add(m)
    assert series.to_json() == {
        "games": 4,
        "home_wins": 1,
        "away_wins": 1,
        "draws": 2,
        "home_touchdowns": 0.75,
        "away_touchdowns": 0.75,
        "home_casualties": 0.75,
        "away_casualties": 1.0,
        "seconds_per_match": 0.5,
        "decisions_per_second": 200.0,
    }


def test_casualties_count_for_the_side_that_caused_them(data: GameData) -> None:
    rng = random.Random(0)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 0)
    away_piece = next(p.index for p in match.pieces if p.side == 1)
    home_piece = next(p.index for p in match.pieces if p.side == 0)
    match.injuries = {away_piece: "dead", home_piece: "badly_hurt"}
    match.injuries[next(p.index for p in match.pieces if p.side == 1 and p.index != away_piece)] = (
        "badly_hurt"
    )
    summary = summarize(match, 0.1)
    assert (summary.home_casualties, summary.away_casualties) == (2, 1)


def test_report_holds_every_matchs_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "report.json"
    assert (
        main(
            [
                "simulate",
                "--home",
                "scorpion",
                "--away",
                "crane",
                "--games",
                "3",
                "--seed",
                "3",
                "--report",
                str(report),
                "--json",
            ]
        )
        == 0
    )
    games = json.loads(report.read_text(encoding="utf-8"))["games"]
    assert [g["seed"] for g in games] == [3, 4, 5]
    for game in games:
        assert set(game) >= {"score", "winner", "winnings", "casualties_caused", "players"}
        assert all(w >= 10 for w in game["winnings"])  # (d6 + touchdowns) × 10
        mvps = [p for p in game["players"] if p["mvp"]]
        assert sorted(p["side"] for p in mvps) == [0, 1] and all(p["spp"] >= 5 and p["played"] for p in mvps)
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 3


def test_the_action_limit_option_reaches_every_match(
    data: GameData, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """R4.2's rule option: --action-limit model plays one action per model; the default, one per team turn."""
    outcomes = {}
    for limit in ("team", "model"):
        report = tmp_path / f"{limit}.json"
        code, out, _ = run(
            [
                "--home",
                "crab",
                "--away",
                "lion",
                "--games",
                "2",
                "--coach",
                "normal",
                "--vs",
                "normal",
                "--action-limit",
                limit,
                "--report",
                str(report),
            ],
            capsys,
        )
        assert (
            code == 0
            and f"2 games from seed 0, one action per {'team turn' if limit == 'team' else 'model'}" in out
        )
        games = json.loads(report.read_text(encoding="utf-8"))["games"]
        outcomes[limit] = sum(p["blocks"] for g in games for p in g["players"])
    assert outcomes["model"] > outcomes["team"]  # with one action a turn, far fewer blocks are thrown
