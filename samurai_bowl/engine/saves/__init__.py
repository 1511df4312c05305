"""Match saves: files on disk and replays, and what a network peer is sent of a match (no dice)."""
