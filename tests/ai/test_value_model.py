"""The learned value of a position (ai/value_model.py): the shipped file loads and says how it was
made; its figures follow the game (a lead late is worth more than a deficit, a finished match is its
result, the ball counts); its positions are those a play-out stops at, each with how the match ended
for the side judged; the network's fit learns what made its outcomes; a damaged file is refused."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.story import turn_starts
from samurai_bowl.ai.value_features import features, names
from samurai_bowl.ai.value_fit import by_match, fit_net, log_loss, play_judged
from samurai_bowl.ai.value_fit import main as value_fit_main
from samurai_bowl.ai.value_model import MODEL_FILE, ValueModel, learned_value, shipped_model, softmax_draw
from samurai_bowl.ai.win_fit import Positions, clans_and_weathers, save_positions
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.play.games import play_match


@pytest.fixture(scope="module")
def played(data: GameData) -> Match:
    rng = random.Random(21)
    home, away = draft_team(data, "scorpion", rng), draft_team(data, "unicorn", rng)
    return play_match(data, home, away, 21, (make_coach("normal", 21), make_coach("normal", 22)))


def test_the_shipped_file_loads_and_says_how_it_was_made(data: GameData) -> None:
    model = shipped_model()
    assert (model.clans, model.weathers) == clans_and_weathers(data)
    made = model.made_by
    assert made["command"].startswith("python -m samurai_bowl.ai.value_fit --matches ")
    assert made["matches"] >= 1000 and made["positions"] > 50 * made["matches"]
    assert made["chosen"] == model.kind and set(made["held_out"]) == {"logistic", "net"}


def test_a_lead_is_worth_more_than_a_deficit_and_more_so_late(played: Match) -> None:
    starts, _ = turn_starts(played)
    early, late = starts[2][1], starts[-2][1]
    for position in (early, late):
        figures = []
        for lead in (-2, 0, 2):
            at = position.clone()
            at.teams[0].score, at.teams[1].score = max(lead, 0), max(-lead, 0)
            figures.append(learned_value(at, 0))
        assert figures == sorted(figures) and figures[0] < 0 < figures[2], figures
    up_late, up_early = late.clone(), early.clone()
    for at in (up_late, up_early):
        at.teams[0].score, at.teams[1].score = 1, 0
    assert learned_value(up_late, 0) > learned_value(up_early, 0) > 0


def test_the_sides_see_the_position_from_their_own_benches(played: Match) -> None:
    """Value for one side is near minus the value for the other (draws make it not exact)."""
    starts, _ = turn_starts(played)
    for _, position in starts[1::6]:
        ours, theirs = learned_value(position, 0), learned_value(position, 1)
        assert abs(ours + theirs) < 0.25, (ours, theirs)


def test_a_finished_match_is_its_result(played: Match) -> None:
    winner = (played.result or {}).get("winner")
    expected = 0.0 if winner is None else 1.0 if winner == 0 else -1.0
    assert learned_value(played, 0) == expected and learned_value(played, 1) == -expected


def test_the_positions_are_where_play_outs_stop_judged_for_their_side(data: GameData) -> None:
    rows, outcomes = play_judged(data, 31)
    clans, weathers = clans_and_weathers(data)
    table = np.array(rows)
    assert table.shape[1] == len(names(clans, weathers)) and len(rows) > 100
    labels = names(clans, weathers)
    our_turn, their_turn = table[:, labels.index("our turn")], table[:, labels.index("their turn")]
    assert their_turn.sum() > our_turn.sum() > 0  # mostly the reply's positions, the waiting side's
    # a draw for both sides, or a win for one and a loss for the other: each row judged for its side
    assert set(outcomes) in ({1}, {0, 2})
    if set(outcomes) == {0, 2}:  # the last rows' lead, from their side's bench, says who won
        lead = table[-1, labels.index("lead")]
        assert (lead > 0) == (outcomes[-1] == 0) or lead == 0


def test_the_network_learns_what_made_the_outcomes() -> None:
    """Outcomes from a rule no logistic model can fit (a win when two features share a sign):
    the network's held-out log-loss is well under the overall frequencies'."""
    rng = np.random.default_rng(3)
    rows = rng.normal(size=(12_000, 4))
    same = rows[:, 0] * rows[:, 1] > 0
    outcomes = np.where(same, 0, 2)
    outcomes[rng.random(12_000) < 0.1] = 1
    net = fit_net(rows[:9000], outcomes[:9000], (rows[9000:10_500], outcomes[9000:10_500]), hidden=12)
    held = softmax_draw(net.logits(rows[10_500:]))
    frequencies = np.bincount(outcomes[:9000], minlength=3) / 9000
    base = log_loss(np.tile(frequencies, (1500, 1)), outcomes[10_500:]).mean()
    assert log_loss(held, outcomes[10_500:]).mean() < base - 0.25


def test_intervals_resample_whole_matches() -> None:
    values = np.array([1.0] * 10 + [0.0] * 10)
    matches = np.array([1] * 10 + [2] * 10)
    mean, low, high = by_match(values, matches)
    assert mean == 0.5 and low <= 0.5 <= high and {low, high} <= {0.0, 0.5, 1.0}


def test_the_row_reads_the_play_around_the_ball(played: Match, data: GameData) -> None:
    clans, weathers = clans_and_weathers(data)
    labels = names(clans, weathers)
    starts, _ = turn_starts(played)
    held = [p for _, p in starts if p.ball.carrier is not None]
    assert held
    position = held[0]
    owner = int(position.pieces[position.ball.carrier].side)  # type: ignore[index]
    mine, theirs = features(position, owner, clans, weathers), features(position, 1 - owner, clans, weathers)
    escorts = labels.index("our carrier: escorts")
    assert mine[labels.index("their carrier: escorts")] == 0.0 and theirs[escorts] == 0.0
    assert theirs[labels.index("their carrier: escorts")] == mine[escorts]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: {**d, "format": "other"}, "format"),
        (lambda d: {**d, "features": d["features"][:-1]}, "features"),
        (lambda d: {**d, "kind": "forest"}, "kind"),
        (lambda d: {k: v for k, v in d.items() if k != "clans"}, "clans"),
    ],
)
def test_a_damaged_model_file_is_refused_naming_what_is_wrong(change: object, words: str) -> None:
    doc = json.loads(MODEL_FILE.read_text())
    with pytest.raises(ValueError, match=f"value_model.json.*{words}"):
        ValueModel.loads(json.dumps(change(doc)), "value_model.json")  # type: ignore[operator]


def test_the_fitting_command_writes_a_model_that_loads(tmp_path: Path, data: GameData) -> None:
    """From kept positions (made up here, one feature deciding), both models are fitted, the one
    that predicts the held-out matches better is written with both scores and its command."""
    clans, weathers = clans_and_weathers(data)
    width = len(names(clans, weathers))
    rng = np.random.default_rng(8)
    rows = rng.normal(size=(4000, width))
    outcomes = np.where(rows[:, 1] > 0, 0, 2)
    outcomes[rng.random(4000) < 0.2] = 1
    kept = tmp_path / "positions.npz"
    save_positions(kept, Positions(rows, outcomes, np.repeat(np.arange(100, 140), 100)))
    out = tmp_path / "value.json"
    argv = ["--matches", "40", "--seed", "100", "--positions", str(kept), "--out", str(out), "--hidden", "8"]
    assert value_fit_main(argv) == 0
    model = ValueModel.loads(out.read_text(encoding="utf-8"))
    made = model.made_by
    assert made["command"] == "python -m samurai_bowl.ai.value_fit --matches 40 --seed 100 --hidden 8"
    assert made["matches"] == 40 and made["positions"] == 4000 and made["chosen"] == model.kind
    held = made["held_out"][model.kind]["log_loss"]
    assert held[1] <= held[0] <= held[2] < 0.9  # well under the 1.04 of the frequencies
    with pytest.raises(SystemExit):  # kept positions of other matches are refused
        value_fit_main([*argv[:2], "--seed", "7", *argv[4:]])
    assert made["level"] == "normal"
    assert value_fit_main([*argv, "--level", "hard"]) == 0  # the hard coaches' positions, said so
    made = ValueModel.loads(out.read_text(encoding="utf-8")).made_by
    assert made["level"] == "hard" and made["command"].endswith("--hidden 8 --level hard")


def test_a_model_that_cannot_be_written_stops_the_command_with_one_line(
    tmp_path: Path, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    clans, weathers = clans_and_weathers(data)
    rng = np.random.default_rng(9)
    rows = rng.normal(size=(2000, len(names(clans, weathers))))
    kept = tmp_path / "positions.npz"
    save_positions(kept, Positions(rows, rng.integers(0, 3, 2000), np.repeat(np.arange(20), 100)))
    out = tmp_path / "no such folder" / "value.json"
    argv = ["--matches", "20", "--positions", str(kept), "--out", str(out), "--hidden", "4"]
    with pytest.raises(SystemExit) as stopped:
        value_fit_main(argv)
    assert stopped.value.code == 1
    said = capsys.readouterr().err
    assert "Traceback" not in said
    last = said.strip().splitlines()[-1]  # after the two models' scores, one line saying why
    assert last.startswith("python -m samurai_bowl.ai.value_fit: ") and "no such folder" in last, said
    assert "the value model" in last
    assert not list(tmp_path.glob("**/*.tmp")) and not out.exists()


def test_positions_that_cannot_be_kept_leave_no_part_file(tmp_path: Path) -> None:
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    positions = Positions(np.zeros((2, 3)), np.zeros(2, dtype=np.int64), np.zeros(2))
    with pytest.raises(OSError, match="could not write the positions"):
        save_positions(blocked / "positions.npz", positions)
    assert [p.name for p in tmp_path.iterdir()] == [blocked.name]
