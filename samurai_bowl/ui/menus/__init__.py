"""The menus and settings: the title, the main menu, the settings screen and the help."""
