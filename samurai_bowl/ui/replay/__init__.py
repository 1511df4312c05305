"""The replays: the saved matches listed, and one watched again from the kick-off."""
