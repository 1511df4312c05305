"""What a dugout holds and where each thing goes: the boxes a player off the pitch can be in, and
a flow layout that lines up each box's heading and tokens row by row inside a rectangle of any
shape (a strip under the pitch, a column beside it, a block under the side panel)."""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from samurai_bowl.engine import Match, Piece, Status
from samurai_bowl.ui.kit.theme import FONT


@dataclass(frozen=True)
class Box:
    key: str
    words: str  # the heading
    short: str  # the heading where room is tight
    about: str  # what being in the box means, for the hover words


BOXES = (
    Box("reserves", "Reserves", "Res", "in reserve"),
    Box("cold", "Sitting out", "Cold", "sitting out this drive in the cold (R14)"),
    Box("absent", "Missing the game", "Out", "missing the whole game"),
    Box("ko", "Knocked out", "KO", "knocked out (back on a 4+ at a drive's start)"),
    Box("badly_hurt", "Badly hurt", "BH", "badly hurt: out for the game"),
    Box("seriously_injured", "Seriously injured", "SI", "seriously injured: out for the game"),
    Box("dead", "Dead", "RIP", "dead"),
    Box("dishonored", "Dishonored", "Dis", "dishonored: out of the game for good"),
)
BOX = {box.key: box for box in BOXES}


def box_of(m: Match, piece: Piece) -> str | None:
    """The dugout box ``piece`` is in, or None while he is on the pitch."""
    status = piece.status
    if status.on_pitch:
        return None
    if status is Status.RESERVES:
        if piece.index in m.absent:
            return "absent"
        return "cold" if piece.index in m.sitting_out else "reserves"
    if status is Status.KO:
        return "ko"
    if status is Status.DISHONORED:
        return "dishonored"
    return m.injuries.get(piece.index, "badly_hurt")


def heading(box: Box, count: int, short: bool) -> str:
    return f"{box.short if short else box.words} {count}"


class Measure:
    """Text widths, measured once per (words, points, bold)."""

    def __init__(self) -> None:
        self._text = arcade.Text("", 0, 0, font_name=FONT)
        self._known: dict[tuple[str, int, bool], float] = {}

    def width(self, words: str, points: int, bold: bool = False) -> float:
        key = (words, points, bold)
        if key not in self._known:
            self._text.font_size, self._text.bold, self._text.text = points, bold, words
            self._known[key] = self._text.content_width
        return self._known[key]


@dataclass(frozen=True)
class Spacing:
    """The dugout's sizes: tokens of side ``token``, headings of ``label`` points (short or not)."""

    scale: float
    token: int
    label: int
    short: bool

    @property
    def pad(self) -> float:
        return max(2, round(3 * self.scale))

    @property
    def gap(self) -> float:
        return max(2, round(3 * self.scale))

    @property
    def title(self) -> int:
        """Points of the team's name."""
        return max(8, round(11 * self.scale))

    @property
    def title_h(self) -> float:
        return self.title * 1.9

    @property
    def label_h(self) -> float:
        return self.label * 1.6


def token_sizes(scale: float, smallest: int | None = None) -> range:
    """Token sides to try, largest first: from 28 down to 16 pixels at scale 1 (or ``smallest``)."""
    low = smallest if smallest is not None else max(14, round(15 * scale))
    return range(round(28 * max(scale, 0.7)), low - 1, -1)


def label_sizes(scale: float) -> range:
    """Heading points to try, largest first: 9 at scale 1, down to 7 (and a little smaller than
    the scale would make them, where room is tight)."""
    return range(max(7, round(9 * scale)), max(7, round(5.5 * scale)) - 1, -1)


@dataclass(frozen=True)
class Flowed:
    """Where everything goes: box headings (key, words, left x, centre y) and tokens (piece,
    centre x, centre y), y measured down from under the team's name; and the height used."""

    heads: list[tuple[str, str, float, float]]
    spots: list[tuple[int, float, float]]
    height: float
    space: Spacing


Group = tuple[str, str, list[int]]  # a box's key, its heading, the players in it


def flow(groups: list[Group], width: float, space: Spacing, measure: Measure) -> Flowed | None:
    """Lay the groups out in rows, left to right, each heading beside its first token where both
    fit (a row of headings alone is lower); None when a heading is wider than the room."""
    t, gap, pad = space.token, space.gap, space.pad
    inner = width - 2 * pad
    heads: list[tuple[str, str, float, int]] = []
    spots: list[tuple[int, float, int]] = []
    has_token: list[bool] = [False]
    x = 0.0

    def new_row() -> float:
        has_token.append(False)
        return 0.0

    for key, words, pieces in groups:
        w = measure.width(words, space.label)
        if w > inner:
            return None
        if x > 0 and x + w + gap + (t if pieces else 0) > inner:
            x = new_row()
        heads.append((key, words, pad + x, len(has_token) - 1))
        x += w + gap
        if pieces and x + t > inner:  # the heading fills its row: tokens start on the next
            x = new_row()
        for piece in pieces:
            if x > 0 and x + t > inner:
                x = new_row()
            spots.append((piece, pad + x + t / 2, len(has_token) - 1))
            has_token[-1] = True
            x += t + gap
        x += 2 * gap
    centres, y = [], 0.0
    for tokens in has_token:
        centres.append(-(y + (t if tokens else space.label_h) / 2))
        y += t + gap if tokens else space.label_h
    return Flowed(
        [(k, words, hx, centres[r]) for k, words, hx, r in heads],
        [(p, px, centres[r]) for p, px, r in spots],
        space.title_h + y + pad,
        space,
    )


def design_cases(short: bool, players: int) -> list[list[Group]]:
    """What a dugout must hold without shrinking: the whole team in reserve (at set-up), and a
    bloody game's five boxes under the longest headings. Rarer crowds shrink the tokens."""
    whole = [(BOXES[0].key, heading(BOXES[0], players, short), list(range(players)))]
    longest = sorted(BOXES, key=lambda b: -len(b.short if short else b.words))[:5]
    counts = [max(1, players - 8), 2, 2, 2, 2]
    spread = [(b.key, heading(b, n, short), list(range(n))) for b, n in zip(longest, counts, strict=True)]
    return [whole, spread]


def _fits(width: float, height: float, space: Spacing, players: int, measure: Measure) -> bool:
    for groups in design_cases(space.short, players):
        flowed = flow(groups, width, space, measure)
        if flowed is None or flowed.height > height:
            return False
    return True


def best_fit(width: float, height: float, scale: float, players: int, measure: Measure) -> Spacing | None:
    """The roomiest sizes at which the design cases fit ``width`` × ``height``: the largest
    headings (full words before short ones), then the largest tokens; None if nothing fits."""
    smallest, least = min(token_sizes(scale)), min(label_sizes(scale))
    if not _fits(width, height, Spacing(scale, smallest, least, True), players, measure):
        return None
    for label in label_sizes(scale):
        for short in (False, True):
            if not _fits(width, height, Spacing(scale, smallest, label, short), players, measure):
                continue
            for token in token_sizes(scale):
                space = Spacing(scale, token, label, short)
                if _fits(width, height, space, players, measure):
                    return space
    return None


def needed_height(width: float, space: Spacing, players: int, measure: Measure) -> float:
    """How tall the design cases stand at ``space`` in ``width``."""
    flows = [flow(groups, width, space, measure) for groups in design_cases(space.short, players)]
    return max(f.height for f in flows if f is not None)
