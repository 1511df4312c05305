"""The README's list of the main menu's buttons is the window's, in the window's order."""

from __future__ import annotations

import re
from pathlib import Path

from samurai_bowl.ui.app import App
from samurai_bowl.ui.menus.main_menu import MainMenuView

README = Path(__file__).resolve().parents[2] / "README.md"
RESUME = "Resume a match"  # shown above the others only while a match is left unfinished


def readme_menu() -> tuple[list[str], str]:
    """The buttons the README lists, and the words after the list."""
    text = " ".join(README.read_text(encoding="utf-8").split())
    found = re.search(r"`samurai-bowl` opens on the main menu: (.*?) — (.*?)\.", text)
    assert found, "README.md: no sentence listing the main menu"
    return found.group(1).split(", "), found.group(2)


def test_the_readme_lists_the_main_menu_as_the_window_shows_it(app: App) -> None:
    words = [button.words for button in MainMenuView(app).menu.buttons]
    listed, after = readme_menu()
    assert listed == [word for word in words if word != RESUME]
    assert RESUME in after
