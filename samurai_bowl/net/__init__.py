"""Two coaches on two machines: one hosts the match (the engine and the dice live there alone),
the other joins over a WebSocket and plays from what the host sends.

- :mod:`.protocol`: every message either side sends, one pydantic model each, versioned and checked.
- :mod:`.public`: what a joiner may see of a match (the state without its dice), and the copy of
  the match a joiner keeps from it.
- :mod:`.host`: the referee: checks every action with the engine, applies it, tells both sides.
- :mod:`.joiner`: the joining side: sends actions, keeps its copy of the match up to date.
"""
