"""The match's story: each side's chance to win over the turns, worked out and drawn as a chart."""
