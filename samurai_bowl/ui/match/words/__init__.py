"""The match screen's words: what hovering the pitch tells (odds, paths, blocks), what a preview
says before the click, and every decision and answer as the prompt's title and buttons say it."""
