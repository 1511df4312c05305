"""What a network match screen says of the connection: which team this coach plays and whether
the other end is there (a quiet line at the top left, beside the banner), a change of it in the
status line, and, while the joiner is away, how long he has to come back before the host's coach
may award the match and which key does it (R3.8)."""

from __future__ import annotations

import arcade

from samurai_bowl.engine import Match
from samurai_bowl.net.link import HostLink, NetLink
from samurai_bowl.net.turn_clock import clock_words
from samurai_bowl.ui.kit.theme import SUBTITLE_INK, WARN, label

END = ("home", "away")
GAP = 16  # between the line and the banner, at scale 1


def connection_words(link: NetLink, match: Match) -> tuple[str, ...]:
    """The line, longest first: the window shows the longest that fits."""
    if link.side is None:
        state = f"connected to {link.where}" if link.connected else "not connected"
        return (f"Watching · {state}", "Watching")
    team = match.teams[link.side].name
    you, least = f"You coach {team} ({END[link.side]})", f"You: {team}"
    if isinstance(link, HostLink):
        other = match.teams[1 - link.side].name
        state = "connected" if link.connected else "not connected"
        return (f"{you} · hosting · {other} {state}", f"{you} · hosting", you, least)
    if link.connected:
        return (f"{you} · connected to {link.where}", f"{you} · connected", you, least)
    if link.problem:
        return (f"{you} · not connected to {link.where}", f"{you} · not connected", you, least)
    return (f"{you} · connection to {link.where} lost: trying again", f"{you} · reconnecting", you, least)


def change_words(link: NetLink, match: Match) -> str:
    """The status line's words when the other end has come or gone."""
    if isinstance(link, HostLink):
        other = match.teams[1 - link.side].name if link.side is not None else "the joiner"
        return f"{other} connected" if link.connected else f"{other} lost the connection"
    if link.connected:
        return f"Connected to the host at {link.where}"
    if link.problem:
        return "The connection to the host has ended"
    return "The connection to the host dropped: trying again"


def time_words(seconds: float) -> str:
    """A wait as a person says it: "5 min", "90 s", "2.5 min"."""
    return f"{seconds / 60:.3g} min" if seconds >= 60 else f"{seconds:g} s"


def award_words(link: NetLink) -> str:
    """While the joiner is away, on the host: his time to come back and the key that awards the
    match once it is up ("" otherwise)."""
    if not isinstance(link, HostLink) or link.side is None:
        return ""
    left = link.award_in()
    if left is None:
        return "A awards you the match" if link.host.may_award() else ""  # turns let run out
    match = link.match
    away = match.teams[link.host.remote].name if match is not None else "the absent coach"
    if left > 0:
        return f"{away} away: back within {clock_words(left)} or A awards you the match"
    return f"{away} did not come back in time: A awards you the match"


class ConnectionLine:
    """The line at the top left; the banner moves right of it, and the line shortens, so the two
    never overlap."""

    def __init__(self) -> None:
        self.label = label("", SUBTITLE_INK, 11, anchor_x="left", anchor_y="center")
        self.words: tuple[str, ...] = ()
        self.left = 10.0
        self.right = 0.0  # the room's right edge: the pitch area's
        self.middle = 0.0  # the banner's own centre
        self.gap = float(GAP)
        self._shown: tuple[object, ...] = ()

    def layout(self, left: float, right: float, middle: float, y: float, scale: float) -> None:
        self.left, self.right, self.middle, self.gap = left, right, middle, GAP * scale
        self._shown = ()
        self.label.position = (round(left), round(y))
        self.label.font_size = max(8, round(11 * scale))

    def show(self, words: tuple[str, ...], lost: bool, banner: arcade.Text) -> None:
        """The longest of ``words`` that leaves ``banner`` (centred in the room) its width; the
        banner is moved right of the line when it would overlap it."""
        key = (words, lost, banner.text, banner.font_size)
        if key == self._shown:
            return
        self._shown = key
        self.words = words
        colour = WARN if lost else SUBTITLE_INK
        if self.label.color != colour:
            self.label.color = colour
        need = banner.content_width if banner.text else 0.0
        for text in (*words, ""):
            if self.label.text != text:
                self.label.text = text
            end = self.left + (self.label.content_width + self.gap if text else 0.0)
            if end + need <= self.right:
                break
        x = max(self.middle, end + need / 2)
        if round(banner.x) != round(x):
            banner.x = round(x)

    def draw(self) -> None:
        if self.label.text:
            self.label.draw()
