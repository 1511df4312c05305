"""The shared widgets and theme of every screen: the base screen, buttons, colours, text, sounds, settings."""
