"""The match's sounds: which events make which sound, the volume and mute settings, and a machine
without a sound device staying silent instead of failing."""

from __future__ import annotations

import io
import wave
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.events import Event
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.settings import Settings
from samurai_bowl.ui.kit.sound import SOUNDS, SoundBoard
from samurai_bowl.ui.kit.sound_make import MAKERS, RATE, wav_bytes
from samurai_bowl.ui.match.sound_cues import MatchSounds, cues
from tests.rules.match_builder import crane_v_crab, crane_v_lion, sq
from tests.ui.conftest import render
from tests.ui.pitch_helpers import on_screen
from tests.ui.test_match_view import instant

__all__ = ["instant"]


@dataclass
class Player:
    volume: float = 1.0


@dataclass
class Device:
    """A stand-in for the sound device: what was played, at what volume."""

    heard: list[tuple[str, float]] = field(default_factory=list)
    broken: bool = False

    def make(self, name: str) -> Source:
        if self.broken:
            raise OSError("no audio device")
        return Source(self, name)


@dataclass
class Source:
    device: Device
    name: str

    def play(self) -> Player:
        player = Player()
        self.device.heard.append((self.name, 0.0))
        self.device.last = player  # type: ignore[attr-defined]
        return player


def board(settings: Settings, device: Device) -> SoundBoard:
    return SoundBoard(lambda: settings, device.make)


@pytest.fixture
def listening(instant: App) -> Iterator[tuple[App, Device]]:
    """The window with a stand-in device on its sound board."""
    device = Device()
    before = instant.sounds
    instant.sounds = SoundBoard(lambda: instant.settings, device.make)
    yield instant, device
    instant.sounds = before


def test_each_event_has_its_sound_and_a_burst_of_one_kind_is_heard_once() -> None:
    events = [
        Event("roll", "Dodge"),
        Event("block", "A blocks B"),
        Event("roll", "Armour"),
        Event("fall", "B goes down"),
        Event("touchdown", "Touchdown!"),
        Event("kick", "kick"),
        Event("half_over", "End of half 1"),
        Event("turn", "Turn 2"),
    ]
    assert cues(events) == ["dice", "hit", "knock_down", "crowd", "whistle"]
    assert cues([Event("turn", "Turn 2"), Event("move", "A moves")]) == []


def kick_ready(data: GameData) -> Match:
    """Home kicks: weather 7, coin toss 2, then the kick-off chart 3 + 4 (the weather again, 10);
    the kick scatters one square right and bounces right."""
    dice = ScriptedDice(
        [
            ("d6", 3),
            ("d6", 4),
            ("d6", 2),
            ("d6", 3),
            ("d6", 4),
            ("d6", 5),
            ("d6", 5),
            ("d8", 5),
            ("d6", 1),
            ("d8", 5),
        ],
        data.block_dice,
    )
    m = Match(data, *crane_v_lion(), seed=0, dice=dice)
    m.apply(Action(Act.CHOOSE_KICK, choice=1))
    for _ in (0, 1):
        m.apply(Action(Act.FORMATION, choice=0))
        m.apply(Action(Act.END_SETUP))
    return m


def test_the_kick_off_blows_the_whistle_and_rolls_the_dice(
    data: GameData, listening: tuple[App, Device]
) -> None:
    app, device = listening
    view = on_screen(app, kick_ready(data), ("human", "human"))
    render(app.window)
    assert device.heard == []  # nothing yet: the set-up made no sound
    assert view.apply(Action(Act.KICK, square=sq(16, 6)))
    render(app.window)
    assert [name for name, _ in device.heard] == ["whistle", "dice"]
    assert app.sounds.played == ["whistle", "dice"]


def blocked(data: GameData) -> Match:
    """A Crab (ST 4) next to a Crane (ST 3); the Crab's coach to act: two block dice, both the
    defender down, then an armour roll that holds."""
    dice = ScriptedDice(
        [("block", "defender_down"), ("block", "defender_down"), ("d6", 1), ("d6", 1)], data.block_dice
    )
    placements = [Placement(0, sq(10, 5)), Placement(11, sq(11, 5)), Placement(12, sq(16, 9))]
    return match_at_turn(data, *crane_v_crab(), dice, placements, active=1)


def block_down(view: object, app: App) -> None:
    """The Crab blocks, keeps a die, pushes, does not follow: the Crane goes down."""
    from samurai_bowl.ui.match.view import MatchView

    assert isinstance(view, MatchView)
    assert view.apply(Action(Act.ACTIVATE, piece=11))
    assert view.apply(Action(Act.BLOCK, piece=11, square=sq(10, 5)))
    while view.match.pending is not None and view.match.pending.kind != "turn":
        legal = view.match.legal_actions()
        follow = [a for a in legal if a.act is Act.FOLLOW_UP and not a.choice]
        assert view.apply(follow[0] if follow else legal[0])
        if any(e.kind == "fall" for e in view.match.events[-6:]):
            break
    render(app.window)


def test_a_block_hits_and_the_fall_thuds(data: GameData, listening: tuple[App, Device]) -> None:
    app, device = listening
    view = on_screen(app, blocked(data), ("human", "human"))
    block_down(view, app)
    assert view.match.pieces[0].status.value != "standing"
    heard = [name for name, _ in device.heard]
    assert heard.index("hit") < heard.index("knock_down") and "dice" in heard


def test_muted_or_at_no_volume_nothing_is_heard(data: GameData, listening: tuple[App, Device]) -> None:
    app, device = listening
    for change in ({"mute": True}, {"volume": 0.0}):
        device.heard.clear()
        before = app.settings
        app.settings = before.model_copy(update=change)
        view = on_screen(app, blocked(data), ("human", "human"))
        block_down(view, app)
        app.settings = before
        assert device.heard == [] and app.sounds.played == [], change


def test_the_volume_setting_is_the_players_volume() -> None:
    device = Device()
    sounds = board(Settings(volume=0.3), device)
    assert sounds.play("hit")
    assert device.last.volume == pytest.approx(0.3)  # type: ignore[attr-defined]


def test_without_a_sound_device_the_match_is_silent_not_broken(data: GameData, instant: App) -> None:
    device = Device(broken=True)
    before = instant.sounds
    instant.sounds = SoundBoard(lambda: instant.settings, device.make)
    try:
        view = on_screen(instant, blocked(data), ("human", "human"))
        block_down(view, instant)  # no exception
        assert not instant.sounds.device and "no audio device" in instant.sounds.problem
        assert instant.sounds.played == [] and not instant.sounds.play("dice")
    finally:
        instant.sounds = before


def test_a_device_that_fails_while_playing_is_silent_too() -> None:
    class Failing:
        def play(self) -> Player:
            raise RuntimeError("device lost")

    sounds = SoundBoard(lambda: Settings(), lambda name: Failing())
    assert not sounds.play("whistle") and not sounds.device and sounds.played == []


def test_the_real_driver_plays_or_stays_silent() -> None:
    """Through pyglet, whatever driver this machine has (the silent one under CI): no error."""
    sounds = SoundBoard(lambda: Settings())
    heard = sounds.play("dice")
    assert heard == sounds.device and (heard or sounds.problem)


@pytest.mark.parametrize("name", SOUNDS)
def test_every_sound_is_a_short_clip_that_is_heard(name: str) -> None:
    data = wav_bytes(MAKERS[name]())
    with wave.open(io.BytesIO(data)) as clip:
        assert (clip.getnchannels(), clip.getsampwidth(), clip.getframerate()) == (1, 2, RATE)
        frames = clip.readframes(clip.getnframes())
        assert 0.1 <= clip.getnframes() / RATE <= 2.5
    samples = [int.from_bytes(frames[i : i + 2], "little", signed=True) for i in range(0, len(frames), 2)]
    assert max(map(abs, samples)) > 20000  # loud enough to hear
    assert wav_bytes(MAKERS[name]()) == data  # the same every run


def test_a_resumed_match_does_not_replay_its_past_sounds(data: GameData) -> None:
    device = Device()
    m = blocked(data)
    m.events.append(Event("touchdown", "Touchdown!"))
    sounds = MatchSounds(m, board(Settings(), device))
    assert sounds.update() == [] and device.heard == []
    m.events.append(Event("kick", "kick"))
    assert sounds.update() == ["whistle"]
