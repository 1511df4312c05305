"""Playing the match's sounds (sound_make.py) at the settings' volume, or not at all when muted.

A machine without a sound device (a test run, a server) is silent, never an error: the first
failure to make or play a sound turns the board off for the rest of the run. ``played`` keeps
the name of every sound actually sent to the device, newest last."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

from samurai_bowl.ui.kit.settings import Settings

SOUNDS = ("dice", "hit", "knock_down", "crowd", "whistle")  # sound_make.MAKERS, made when first played

MOST_KEPT = 50


def _pyglet_source(name: str) -> Any:
    import pyglet.media

    from samurai_bowl.ui.kit.sound_make import MAKERS, wav_bytes

    data = wav_bytes(MAKERS[name]())
    return pyglet.media.load(f"{name}.wav", file=io.BytesIO(data), streaming=False)


class SoundBoard:
    def __init__(self, settings: Callable[[], Settings], make: Callable[[str], Any] = _pyglet_source) -> None:
        """``settings`` gives the settings in force when a sound plays; ``make`` turns a sound's
        name into something with ``play()`` (a pyglet source) and may raise without a device."""
        self.settings = settings
        self.make = make
        self.sources: dict[str, Any] = {}
        self.device = True  # until making or playing a sound fails
        self.played: list[str] = []
        self.problem = ""  # why the board fell silent

    def audible(self) -> bool:
        s = self.settings()
        return self.device and not s.mute and s.volume > 0

    def play(self, name: str) -> bool:
        """Play the sound ``name`` (one of SOUNDS); False when nothing is heard."""
        if name not in SOUNDS or not self.audible():
            return False
        try:
            if name not in self.sources:
                self.sources[name] = self.make(name)
            player = self.sources[name].play()
            player.volume = self.settings().volume
        except Exception as exc:  # no device, no driver, a driver's own error: silence
            self.device = False
            self.problem = f"{type(exc).__name__}: {exc}"
            return False
        self.played.append(name)
        del self.played[:-MOST_KEPT]
        return True
