"""How the match screen reads the mouse and keys on the pitch: setup, turns, spells, hovers."""
