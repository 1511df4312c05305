"""What a match is made of: the pitch, the models, the board, and the one state value that changes."""
