"""The win-probability model: the shipped file loads and its figures are sane (a big late lead is
nearly sure, a level kick-off is near what self-play saw for the clans), the model refits on a
small sample into a file of the same format, and play-outs refine its figure as a prior."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.story import turn_starts
from samurai_bowl.ai.win_chance import Tally
from samurai_bowl.ai.win_features import coaching_names, features, names
from samurai_bowl.ai.win_fit import brier, fit, main
from samurai_bowl.ai.win_model import MODEL_FILE, PRIOR_PLAYOUTS, WinModel, combine, shipped
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.play.games import play_match


@pytest.fixture(scope="module")
def played(data: GameData) -> Match:
    rng = random.Random(11)
    home, away = draft_team(data, "crab", rng), draft_team(data, "crane", rng)
    return play_match(data, home, away, 11, (make_coach("normal", 11), make_coach("normal", 12)))


def test_the_shipped_file_loads_and_says_how_it_was_made(data: GameData) -> None:
    model = shipped()
    assert model.clans == sorted(data.rosters)
    assert model.weathers == [str(entry.id.value) for entry in data.weather.results]
    width = len(names(model.clans, model.weathers)) + len(coaching_names(model.clans, model.weathers))
    assert model.weights.shape == (2, width)
    assert np.all(np.isfinite(model.weights))
    made = model.made_by
    assert made["command"].startswith("python -m samurai_bowl.ai.win_fit --play ")
    assert made["matches"] >= 1000 and made["positions"] > 20 * made["matches"]
    levels = model.levels
    assert levels["random"].mu < levels["easy"].mu < levels["normal"].mu < levels["hard"].mu
    assert levels["normal"].mu == 25.0  # the anchor: where a new coach starts


def test_a_three_touchdown_lead_in_the_last_turn_is_nearly_sure(played: Match) -> None:
    starts, _ = turn_starts(played)
    last = [position for start, position in starts if start.half == 2][-2:]  # each side's last turn
    for position in last:
        for lead, side in ((3, 0), (3, 1)):
            late = position.clone()
            late.teams[side].score, late.teams[1 - side].score = lead, 0
            chances = shipped().chances(late)
            assert chances[0 if side == 0 else 2] > 0.95, chances


def test_a_bigger_lead_is_a_better_chance(played: Match) -> None:
    for _, position in turn_starts(played)[0][::5]:
        figures = []
        for lead in (-2, -1, 0, 1, 2):
            at = position.clone()
            at.teams[0].score, at.teams[1].score = max(lead, 0), max(-lead, 0)
            figures.append(shipped().chances(at)[0])
        assert figures == sorted(figures) and figures[0] < figures[-1]


def kickoff(data: GameData, first: str, other: str, seed: int) -> tuple[Match, int]:
    """A level match of the two clans at its first team turn's start, and the side that moves."""
    rng = random.Random(seed)
    m = Match(data, draft_team(data, first, rng), draft_team(data, other, rng), seed)
    coaches = (make_coach("normal", seed), make_coach("normal", seed))
    while m.active is None and m.pending is not None:
        m.apply(coaches[m.pending.side].choose(m))
    return m, int(m.active or 0)


def test_a_level_kick_off_is_near_what_self_play_saw_for_the_clans(data: GameData) -> None:
    """For every clan pair self-play met often enough, the model's chance for the side that moves
    first at a level kick-off lies within three standard errors (and 5 points) of the share of
    those matches that side won."""
    checked = 0
    for pair in shipped().made_by["kickoff"]:
        n = pair["won"] + pair["drawn"] + pair["lost"]
        if n < 40:
            continue
        observed = pair["won"] / n
        allowed = 3 * (observed * (1 - observed) / n) ** 0.5 + 0.05
        figures = []
        for seed in range(8):
            # the first clan as home or away, whichever receives: the side that moves first
            for home, away in ((pair["first"], pair["other"]), (pair["other"], pair["first"])):
                m, mover = kickoff(data, home, away, seed)
                if m.team(mover).clan == pair["first"]:
                    figures.append(shipped().for_mover(m, mover)[0])
        assert figures
        assert abs(float(np.mean(figures)) - observed) <= allowed, (pair, figures)
        checked += 1
    assert checked >= 15


def test_the_model_refits_on_a_small_sample_into_the_same_format(tmp_path: Path) -> None:
    out = tmp_path / "model.json"
    play = "normal:easy,easy:random@500+12"
    assert main(["--play", play, "--workers", "1", "--out", str(out)]) == 0
    refit = WinModel.loads(out.read_text(encoding="utf-8"))
    doc, shipped_doc = json.loads(out.read_text()), json.loads(MODEL_FILE.read_text())
    assert doc.keys() == shipped_doc.keys() and doc["features"] == shipped_doc["features"]
    assert refit.made_by["command"] == f"python -m samurai_bowl.ai.win_fit --play {play}"
    assert refit.made_by["matches"] == 12 and refit.made_by["positions"] > 12 * 20
    assert refit.levels["easy"].mu < refit.levels["normal"].mu  # measured from the twelve results


def test_the_fit_finds_weights_that_made_the_outcomes() -> None:
    """Outcomes drawn from a known model are fitted back to it, and fit them better than it."""
    rng = np.random.default_rng(5)
    rows = np.column_stack([np.ones(20_000), rng.normal(size=(20_000, 3))])
    truth = np.array([[0.2, 1.0, -0.5, 0.0], [-0.1, -1.0, 0.0, 0.7]])
    p = WinModel.probabilities(rows, truth)
    outcomes = np.array([rng.choice(3, p=row) for row in p])
    weights = fit(rows, outcomes, l2=0.0)
    assert np.max(np.abs(weights - truth)) < 0.1
    assert brier(WinModel.probabilities(rows, weights), outcomes) <= brier(p, outcomes) + 1e-9


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: {**d, "format": "other"}, "format"),
        (lambda d: {**d, "features": d["features"][:-1]}, "features"),
        (lambda d: {**d, "weights": {**d["weights"], "win": d["weights"]["win"][:-1]}}, "weights.win"),
        (lambda d: {**d, "weights": {**d["weights"], "loss": ["x"] * len(d["features"])}}, "weights.loss"),
        (lambda d: {**d, "clans": "crab"}, "clans"),
        (lambda d: {k: v for k, v in d.items() if k != "levels"}, "levels"),
        (lambda d: {**d, "levels": {**d["levels"], "hard": {"mu": 30}}}, "levels.hard"),
        (lambda d: {**d, "levels": {**d["levels"], "easy": {"mu": 1, "sigma": -1}}}, "levels.easy.sigma"),
    ],
)
def test_a_damaged_model_file_is_refused_naming_the_field(change: object, field: str) -> None:
    doc = json.loads(MODEL_FILE.read_text())
    with pytest.raises(ValueError, match=field.replace(".", r"\.")):
        WinModel.loads(json.dumps(change(doc)), "model.json")  # type: ignore[operator]
    with pytest.raises(ValueError, match="not JSON"):
        WinModel.loads("{", "model.json")


def test_play_outs_refine_the_model_as_a_prior() -> None:
    prior = (0.5, 0.2, 0.3)
    alone = combine(prior, None)
    assert alone.chances() == pytest.approx(prior) and alone.playouts == 0
    few = combine(prior, Tally(home=2))
    many = combine(prior, Tally(home=200))
    assert prior[0] < few.home < many.home < 1
    assert few.home == pytest.approx((PRIOR_PLAYOUTS * 0.5 + 2) / (PRIOR_PLAYOUTS + 2))
    assert sum(many.chances()) == pytest.approx(1)
    assert alone.spread > few.spread > many.spread > 0  # more play-outs, less doubt
    assert alone.balance_spread > alone.spread


def test_the_features_are_the_movers_view(played: Match, data: GameData) -> None:
    """The same position from the other bench: the lead, the ball and the clans change sign."""
    model = shipped()
    _, position = turn_starts(played)[0][10]
    position.teams[0].score, position.teams[1].score = 2, 0
    row = names(model.clans, model.weathers)
    mine = features(position, 0, model.clans, model.weathers)
    theirs = features(position, 1, model.clans, model.weathers)
    for name in ("lead", "lead/sqrt(t)", "clan crab*sqrt(t)", "clan crane*sqrt(t)"):
        assert mine[row.index(name)] == -theirs[row.index(name)] != 0
    assert mine[row.index("|lead|")] == theirs[row.index("|lead|")] == 2


def test_the_figure_knows_who_coaches_each_side(played: Match) -> None:
    """At the same position the normal coach's chance is higher against easy than against normal,
    higher still against random, and lower against hard; from the other bench it mirrors."""
    model = shipped()
    _, position = turn_starts(played)[0][2]
    level = model.level_pair
    against = {
        other: model.chances(position, level("normal", other))[0]
        for other in ("random", "easy", "normal", "hard")
    }
    assert against["random"] > against["easy"] > against["normal"] > against["hard"]
    assert model.chances(position) == model.chances(position, level("normal", "normal"))
    home, draw, away = model.chances(position, level("easy", "normal"))
    mirrored = model.chances(position, level("normal", "easy"))
    assert home < mirrored[0] and away > mirrored[2] and sum((home, draw, away)) == pytest.approx(1)


def test_a_new_coach_is_an_uncertain_guess_between_the_levels(played: Match) -> None:
    """A person with the prior's wide rating (the normal AI's mean, ± 16) gets a figure pulled to
    the middle: against easy less sure than the normal AI is, against normal nearer an even match,
    and a sure rating at the same mean gives the normal AI's own figure."""
    from samurai_bowl.ratings.rating import PRIOR, Rating

    model = shipped()
    _, position = turn_starts(played)[0][0]
    easy, normal = model.levels["easy"], model.levels["normal"]
    new_v_easy = model.chances(position, (PRIOR, easy))[0]
    normal_v_easy = model.chances(position, (normal, easy))[0]
    assert 0.2 < new_v_easy < normal_v_easy
    sure = model.chances(position, (Rating(25.0, 0.01), easy))
    assert sure == pytest.approx(model.chances(position, (normal, easy)), abs=1e-3)
