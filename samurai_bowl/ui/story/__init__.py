"""The match's story, shared by the match screen and the replay: the log's words (who did what,
the rolls written one way, names numbered in their team's ink) and each side's chance to win, live
beside the match and over its turns as the story's chart."""
