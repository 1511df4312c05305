"""Odds and previews before acting, and where a model can go: read, never rolled."""
