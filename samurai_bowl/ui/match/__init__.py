"""The match screen and what it shows: setup, the pitch's workers and motion, pause and the end."""
