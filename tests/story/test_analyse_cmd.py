"""``samurai-bowl analyse SAVE``: the story of a real saved match as JSON for tools, the same
figures on any number of workers, and bad input in one line with status 2."""

from __future__ import annotations

import json
import math
from itertools import pairwise
from pathlib import Path

import pytest

from samurai_bowl.ai.story import turn_starts
from samurai_bowl.ai.win_model import PRIOR_PLAYOUTS, shipped
from samurai_bowl.cli import main
from samurai_bowl.engine.match import Match
from samurai_bowl.ratings.rating import PRIOR, Rating
from samurai_bowl.sessions.session import Session, save_session

# the fixture's save: a person with no name (a new coach's wide guess) against the normal AI
UNNAMED_V_NORMAL = (PRIOR, shipped().levels["normal"])


@pytest.fixture
def saved(short: Match, tmp_path: Path) -> Path:
    path = tmp_path / "match-12.json"
    save_session(Session(short, ("human", "normal")), path)
    return path


def analysed(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:  # type: ignore[type-arg]
    assert main(["analyse", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_analyse_json_tells_the_saved_match(
    saved: Path, short: Match, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = analysed(capsys, str(saved), "--playouts", "2", "--workers", "1")
    assert (doc["home"], doc["away"]) == (short.teams[0].name, short.teams[1].name)
    assert (doc["halves"], doc["turns_per_half"]) == (2, 2)
    samples = doc["samples"]
    assert len(samples) == 8 + 1  # every team turn's start, then full time
    model = {
        start.at: shipped().chances(position, UNNAMED_V_NORMAL) for start, position in turn_starts(short)[0]
    }
    for sample in samples[:-1]:
        assert sample["playouts"] == 2
        assert sample["home"] + sample["draw"] + sample["away"] == pytest.approx(1)
        # the model's figure worth PRIOR_PLAYOUTS play-outs, and two play-outs on top
        for n, key in enumerate(("home", "draw", "away")):
            won = sample[key] * (PRIOR_PLAYOUTS + 2) - PRIOR_PLAYOUTS * model[sample["at"]][n]
            assert won == pytest.approx(round(won), abs=1e-6) and 0 <= round(won) <= 2
        assert 0 < sample["spread"] < sample["balance_spread"] < 0.5
    assert samples[-1] == {
        **samples[-1],
        **{"side": None, "home": 0.0, "draw": 0.0, "away": 1.0, "playouts": 0, "spread": 0.0},
    }
    assert doc["playouts"] == 16
    kinds = [marker["kind"] for marker in doc["markers"]]
    assert kinds.count("touchdown") == 1 and kinds.count("casualty") == len(short.injuries)
    assert kinds.count("turnover") == sum(event.kind == "turnover" for event in short.events)
    touchdown = next(marker for marker in doc["markers"] if marker["kind"] == "touchdown")
    assert touchdown["side"] == 1 and "scores" in touchdown["words"]
    moments = doc["key_moments"]
    assert 1 <= len(moments) <= 3
    swings = [abs(moment["swing"]) for moment in moments]
    assert swings == sorted(swings, reverse=True) and swings[0] > 0
    moved = [
        (
            abs((b["home"] - b["away"]) - (a["home"] - a["away"])),
            math.hypot(a["balance_spread"], b["balance_spread"]),
        )
        for a, b in pairwise(samples)
    ]
    assert swings[0] == pytest.approx(max(swing for swing, _ in moved))
    assert len(moments) == min(3, sum(swing > noise for swing, noise in moved))  # a moment beats the noise
    starts = {sample["at"] for sample in samples}
    assert all(moment["at"] in starts for moment in moments)  # each opens the replay at a turn's start


def test_analyse_by_default_is_the_model_alone(
    saved: Path, short: Match, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = analysed(capsys, str(saved), "--workers", "1")
    assert doc["playouts"] == 0
    model = {
        start.at: shipped().chances(position, UNNAMED_V_NORMAL) for start, position in turn_starts(short)[0]
    }
    for sample in doc["samples"][:-1]:
        assert sample["playouts"] == 0
        assert (sample["home"], sample["draw"], sample["away"]) == pytest.approx(model[sample["at"]])
        assert sample["spread"] > 0


def test_analyse_is_the_same_on_two_workers(saved: Path, capsys: pytest.CaptureFixture[str]) -> None:
    one = analysed(capsys, str(saved), "--playouts", "1", "--workers", "1")
    two = analysed(capsys, str(saved), "--playouts", "1", "--workers", "2")
    for doc in (one, two):
        del doc["seconds"]
    assert one == two


def test_analyse_prints_the_turns_and_key_moments(saved: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(saved), "--playouts", "1", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "half 1, home turn 1" in out and "full time" in out and "key moments" in out
    assert "is a casualty" in out and "scores" in out


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, "file not found"),
        ("{not json", "not valid JSON"),
        (
            '{"format": "samurai-bowl-session-1", "coaches": ["human", "human"], "match": {"format": 2}}',
            "match",
        ),
    ],
)
def test_a_bad_save_is_one_line_and_status_2(
    tmp_path: Path, content: str | None, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content)
    assert main(["analyse", str(path), "--workers", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.json" in err and words.lower() in err.lower()


def test_bad_options_are_one_line(saved: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(saved), "--playouts", "-1"]) == 2
    assert "--playouts" in capsys.readouterr().err
    assert main(["analyse", str(saved), "--workers", "0"]) == 2
    assert "--workers" in capsys.readouterr().err
    assert main(["analyse", str(saved), "--workers", "1", "--cluster", "tcp://127.0.0.1:1"]) == 2
    assert "--workers / --cluster" in capsys.readouterr().err


def test_a_match_before_its_first_turn_has_nothing_to_tell(
    short: Match, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fresh = Match(short.data, *short.team_files, short.seed, {"match": {"turns_per_half": 2}})
    path = tmp_path / "fresh.json"
    save_session(Session(fresh, ("human", "human")), path)
    assert main(["analyse", str(path), "--workers", "1"]) == 2
    assert "nothing to analyse" in capsys.readouterr().err


def test_a_save_whose_actions_stop_replaying_names_the_action(
    saved: Path, short: Match, capsys: pytest.CaptureFixture[str]
) -> None:
    """As ``save check`` does: the index of the action the rules refuse, and the action."""
    doc = json.loads(saved.read_text())
    doc["match"]["state"]["history"][0] = {"act": "end_turn"}  # at the coin toss
    saved.write_text(json.dumps(doc))
    assert main(["analyse", str(saved), "--workers", "1"]) == 2
    err = capsys.readouterr().err
    assert "no team turn" not in err
    assert err.startswith(f"{saved}: the replay stops after action 0: end_turn is not allowed now")
    # refused later on, the story is told as far as the replay goes, and says so
    doc["match"]["state"]["history"][0] = short.history[0].to_json()
    ends = [i for i, a in enumerate(short.history) if a.act.value == "end_turn"]
    late = next(i for i, a in enumerate(short.history) if i > ends[2] and a.act.value == "move")
    doc["match"]["state"]["history"][late] = {"act": "end_turn"}  # in the middle of a move
    saved.write_text(json.dumps(doc))
    assert main(["analyse", str(saved), "--playouts", "1", "--workers", "1", "--json"]) == 0
    out, err = capsys.readouterr()
    assert err.startswith(f"{saved}: the replay stops after action {late}: end_turn is not allowed now")
    assert 3 <= len(json.loads(out)["samples"]) < 8 + 1  # the turns before it


def test_analyse_reads_a_named_coachs_rating_from_the_book(
    short: Match, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same match coached by Kenji, whom the book knows as strong and sure, gives home a
    better chance at every turn than the unnamed new coach does."""
    from samurai_bowl.ratings.book import Book

    folder = tmp_path / "data"
    book = Book.load(folder)
    book.records["kenji"] = book.record("Kenji").after(Rating(35.0, 1.5), 0, 0.0)
    book.save()
    named, unnamed = tmp_path / "named.json", tmp_path / "unnamed.json"
    save_session(Session(short, ("human", "normal"), names=("Kenji", None)), named)
    save_session(Session(short, ("human", "normal")), unnamed)
    strong = analysed(capsys, str(named), "--workers", "1", "--data-dir", str(folder))
    new = analysed(capsys, str(unnamed), "--workers", "1", "--data-dir", str(folder))
    expected = {
        start.at: shipped().chances(position, (Rating(35.0, 1.5), shipped().levels["normal"]))
        for start, position in turn_starts(short)[0]
    }
    for a, b in zip(strong["samples"][:-1], new["samples"][:-1], strict=True):
        assert a["home"] > b["home"]
        assert (a["home"], a["draw"], a["away"]) == pytest.approx(expected[a["at"]])
