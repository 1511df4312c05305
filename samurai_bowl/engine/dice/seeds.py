"""Where a match's seed comes from. The seed decides every die of the match, so a coach who can
work it out knows the dice before they are rolled. A fresh seed is drawn from the operating
system's randomness, 128 bits of it, and from nothing anyone could know (a name, a season, a
number, the time): no search can find it from the first rolls. A seed given by hand (``--seed``)
is for reproducible tests and benchmarks, and makes the dice predictable to whoever knows it."""

from __future__ import annotations

import hashlib
import secrets

SEED_BITS = 128
MAX_SEED = 2**SEED_BITS - 1  # the largest seed a match is given or a league keeps
_SHOWN_WHOLE = 2**32  # a seed below this (one typed, or an older match's) names its file in full
_LABEL_BYTES = 8


def new_seed() -> int:
    """A fresh match seed of :data:`SEED_BITS` bits from the operating system's randomness."""
    return secrets.randbits(SEED_BITS)


def seed_label(seed: int) -> str:
    """A short name for a match's seed, for its saved file: the seed itself when it is short, or
    else 16 hex digits of a hash of it. Two seeds share a label only by a 64-bit hash's chance,
    a label is never a short seed's, and a label tells nothing of its seed's dice."""
    if 0 <= seed < _SHOWN_WHOLE:
        return str(seed)
    size = (seed.bit_length() + 8) // 8  # room for the sign: a negative seed gets a label too
    return hashlib.blake2b(seed.to_bytes(size, "big", signed=True), digest_size=_LABEL_BYTES).hexdigest()
