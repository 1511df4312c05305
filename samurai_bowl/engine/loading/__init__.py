"""How a match reads itself back: its file format's versions and how an older one is brought up to
date (:mod:`.formats`), and what a match read from JSON must mean beyond its types (:mod:`.checks`).
:meth:`~samurai_bowl.engine.match.Match.from_json` uses both; save files, replays and what a network
peer is sent are in :mod:`samurai_bowl.engine.saves`, above the match."""
