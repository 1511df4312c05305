"""Each side's chance to win: live beside the match, and over its turns as the story's chart."""
