"""The parts of the match screen that its pitch input and its panel both hold: the key commands,
the square picker of a spell, the dugouts and the prompt's choices. They know neither the input
nor the panel; ``faces.py`` names them for both."""
