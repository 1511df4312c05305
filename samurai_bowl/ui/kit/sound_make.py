"""The match's sounds, made from code as short WAV clips (16-bit mono): the dice clattering, a
block's hit, a model hitting the turf, the crowd roaring at a touchdown and the referee's whistle.
Seeded, so every run sounds the same."""

from __future__ import annotations

import io
import wave
from collections.abc import Callable

import numpy as np

RATE = 22050
Wave = np.ndarray


def _time(seconds: float) -> Wave:
    return np.arange(int(RATE * seconds)) / RATE


def _smooth(noise: Wave, width: int) -> Wave:
    """A low-pass: the mean over ``width`` samples."""
    return np.convolve(noise, np.ones(width) / width, mode="same")


def dice() -> Wave:
    """Three dice landing: sharp clicks, each with a little rattle after it."""
    rng = np.random.default_rng(6)
    out = np.zeros(int(RATE * 0.42))
    for start in (0.0, 0.07, 0.16, 0.2, 0.3):
        t = _time(0.05)
        ring = 0.5 * np.sin(2 * np.pi * 2400 * t) * np.exp(-t * 90)
        click = rng.uniform(-1, 1, t.size) * np.exp(-t * 140) + ring
        at = int(start * RATE)
        out[at : at + t.size] += click * (1.0 - start)
    return out


def hit() -> Wave:
    """Two bodies meeting: a falling low thump under a short burst."""
    rng = np.random.default_rng(7)
    t = _time(0.22)
    pitch = 110 * np.exp(-t * 6)
    thump = np.sin(2 * np.pi * np.cumsum(pitch) / RATE) * np.exp(-t * 18)
    burst = _smooth(rng.uniform(-1, 1, t.size), 4) * np.exp(-t * 60)
    return 0.9 * thump + 0.5 * burst


def knock_down() -> Wave:
    """A model hitting the turf: a deep thud and the scrape of armour."""
    rng = np.random.default_rng(8)
    t = _time(0.45)
    thud = np.sin(2 * np.pi * 55 * t) * np.exp(-t * 9)
    scrape = _smooth(rng.uniform(-1, 1, t.size), 12) * np.exp(-t * 14)
    return 0.9 * thud + 0.8 * scrape


def crowd() -> Wave:
    """The crowd roaring: many voices (noise in the voice band) swelling and dying away."""
    rng = np.random.default_rng(9)
    t = _time(2.2)
    noise = rng.uniform(-1, 1, t.size)
    voices = _smooth(noise, 6) - _smooth(noise, 60)  # the band between the hiss and the rumble
    swell = np.minimum(1.0, t / 0.35) * np.exp(-np.maximum(0.0, t - 0.8) * 1.8)
    flutter = 1 + 0.25 * np.sin(2 * np.pi * 3.1 * t) * np.sin(2 * np.pi * 0.7 * t)
    return 2.4 * voices * swell * flutter


def whistle() -> Wave:
    """The referee's whistle: a high note with the pea's trill, sharp at each end."""
    t = _time(0.7)
    trill = 1 + 0.015 * np.sin(2 * np.pi * 32 * t)
    tone = np.sin(2 * np.pi * np.cumsum(2900 * trill) / RATE)
    edge = np.minimum(1.0, np.minimum(t / 0.02, (t[-1] - t) / 0.05))
    return 0.45 * tone * edge * (1 + 0.3 * np.sin(2 * np.pi * 32 * t))


MAKERS: dict[str, Callable[[], Wave]] = {
    "dice": dice,
    "hit": hit,
    "knock_down": knock_down,
    "crowd": crowd,
    "whistle": whistle,
}


def wav_bytes(samples: Wave) -> bytes:
    """A WAV file of ``samples`` (scaled to fit), 16-bit mono."""
    peak = float(np.max(np.abs(samples))) or 1.0
    pcm = (samples / peak * 0.85 * 32767).astype("<i2")
    out = io.BytesIO()
    with wave.open(out, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(pcm.tobytes())
    return out.getvalue()
