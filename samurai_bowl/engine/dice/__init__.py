"""Dice: the sources a match rolls from (seeded, scripted, sealed) and the record of a roll."""
