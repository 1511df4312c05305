"""The game's English, below everything that writes it: possessives, plurals and targets in words,
numbers as people type them, and what to call a field of a data model in a message."""
