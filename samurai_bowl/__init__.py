"""Samurai Bowl: the Rokugan-flavoured "other game of fantasy football"."""

__version__ = "0.1.0"
