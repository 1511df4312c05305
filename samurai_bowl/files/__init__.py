"""Files on disk: where the game's data and the player's folder live, and writing a file so that
a crash never leaves half of it."""
