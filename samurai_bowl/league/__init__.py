"""Leagues: hot-seat seasons kept in SQLite, teams that carry every scar and reward (R19)."""
