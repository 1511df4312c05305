"""The join code a host hands the joining coach: 50 random bits from :mod:`secrets`, as ten
letters and digits none of which reads as another (shown ``ABCDE-FGHJK``; typed with or without
the dash, in either case)."""

from __future__ import annotations

import hmac
import secrets

from samurai_bowl.net.protocol import CODE_CHARS

LENGTH = 10  # 32 ** 10 = 2 ** 50 codes


def new_code() -> str:
    return "".join(secrets.choice(CODE_CHARS) for _ in range(LENGTH))


def shown(code: str) -> str:
    return f"{code[:5]}-{code[5:]}"


def typed(text: str) -> str:
    """A code as a person types it, made plain: no dashes or spaces, capitals."""
    return "".join(ch for ch in text.upper() if ch not in "- ")


def same_code(given: str, code: str) -> bool:
    """Whether ``given`` is ``code``, in a time that does not tell how much of it was right."""
    return hmac.compare_digest(typed(given).encode(), code.encode())
