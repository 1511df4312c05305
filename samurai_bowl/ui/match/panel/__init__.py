"""The match screen's panels: the side panel, dice tray, log, prompt, dugouts and player card."""
