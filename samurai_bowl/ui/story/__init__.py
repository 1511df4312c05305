"""Each side's chance to win: live on the match screen's side panel, and over the turns as the
match's story, worked out in the background and drawn as a chart."""
