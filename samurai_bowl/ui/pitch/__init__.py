"""The pitch as drawn on the match screen, in replays and in the help: squares, tokens, marks, shading."""
