"""The monkey plays every screen of the window for a few hundred seeded steps (tests/ui/monkey.py):
matches against the AI and hot-seat from their set-up screens, the last turns of a match played to
full time, both ends of a network match, the builder, a league, the replays and the resume
screens; any error a screen raises fails the test with its seed and step."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.controls import pitch_input
from tests.ui.monkey import Trouble, run_monkey
from tests.ui.monkey_starts import STARTS, last_turns, mid_match

STEPS = 150  # per start: the whole file takes about a minute on two free cores


@pytest.fixture
def player(app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[App]:
    """The shared window over a player's folder of the test's own; the AI moves at once."""
    monkeypatch.setattr(app, "folder", tmp_path)
    monkeypatch.setattr(app, "teams", TeamStore(tmp_path))
    quick = {"animation_speed": "instant", "show_win_chance": False}
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update=quick))
    monkeypatch.setattr(app, "save_settings", lambda settings: setattr(app, "settings", settings))
    yield app


@pytest.mark.parametrize("screen", list(STARTS))
def test_the_monkey_finds_no_error(player: App, data: GameData, screen: str) -> None:
    seed = sum(map(ord, screen))
    tally = run_monkey(player, seed, STEPS, lambda: STARTS[screen](player, data))
    assert tally.steps == STEPS and tally.screens
    if screen.startswith("network"):  # the match itself was played, not only left
        assert tally.screens["NetMatchView"] >= 20, tally.screens


def test_the_keen_monkey_plays_a_match_to_full_time(player: App, data: GameData) -> None:
    """Half of its decisions a coach's, the rest random gestures: the last turns are played out and
    the results shown, the match not conceded."""
    tally = run_monkey(player, 21, STEPS, lambda: last_turns(player, data), keen=0.5)
    assert tally.full_time == 1 and tally.screens["EndView"] >= 1, tally.screens


def test_the_monkey_finds_a_stale_blitz_preview(
    player: App, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the blitz preview kept as it was before (under the number of events, which ending an
    activation does not change), the monkey finds the error it caused."""

    def stale_key(self: pitch_input.PitchInput) -> tuple[int, int]:
        return (len(self.match.events), 0)

    monkeypatch.setattr(pitch_input.PitchInput, "position", stale_key)
    monkeypatch.setattr(pitch_input.PitchInput, "reset", stale_reset(pitch_input.PitchInput.reset))
    with pytest.raises(Trouble) as found:  # seed 1008 found it at step 98 (benchmarks/bench_monkey.py)
        run_monkey(player, 1008, 120, lambda: mid_match(player, data))
    assert "more than MA" in str(found.value.error)
    assert found.value.screen == "MatchView" and found.value.step <= 120
    monkeypatch.undo()  # the previews as they are: the same run finds nothing
    tally = run_monkey(player, 1008, 120, lambda: mid_match(player, data))
    assert tally.steps == 120


def stale_reset(reset: Callable[[pitch_input.PitchInput], None]) -> Callable[[pitch_input.PitchInput], None]:
    """The reset as it was: the blitz preview kept."""

    def kept(self: pitch_input.PitchInput) -> None:
        blitz = self._blitz
        reset(self)
        self._blitz = blitz

    return kept
