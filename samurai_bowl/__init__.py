"""Samurai Bowl: the Rokugan-flavoured "other game of fantasy football"."""

__version__ = "0.3.0"  # the release; CHANGELOG.md says what each one changed
