"""A match as it is played: the engine's match and who coaches each side, saved as one file, and
the autosave every unfinished match keeps."""
