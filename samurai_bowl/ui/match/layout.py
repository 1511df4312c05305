"""Where the match screen's parts go. The pitch gets the most room the window allows; the two
dugouts go where they cost it least: under the pitch (home under the home half), beside it (each
by its own end zone), or under the side panel when it has height to spare. Of the places that
leave the pitch its largest squares, the one with roomier dugouts wins, then the first in that
order. The words for what the mouse is over have a strip of their own over the prompt, so they
never hide a square of the pitch."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from samurai_bowl.engine import Pitch
from samurai_bowl.ui.kit.theme import Rect

MARGIN = 10
GAP = 6
BANNER_Y = 22  # the banner's centre below the window's top, at scale 1
BANNER_ROOM = 40  # above the pitch at scale 1: down to the banner's centre, half its 16-point line, a gap
WORDS_ROOM = 32  # the hover words' own strip over the prompt at scale 1: two lines, never on the pitch
Fits = Callable[[float, float, float], tuple[int, float] | None]  # (w, h, scale) -> (token, height needed)


@dataclass(frozen=True)
class ScreenPlan:
    where: str  # "under", "beside" or "column"
    pitch_area: Rect
    panel: Rect
    prompt: Rect
    words: Rect  # the strip for what the mouse is over, between the prompt and the pitch
    dugouts: tuple[Rect, Rect]  # home, away
    cell: int
    token: int


def side_panel_rect(width: int, height: int) -> Rect:
    """The side panel's whole column, at the right."""
    panel_w = max(260.0, width * 0.26)
    return (width - panel_w - MARGIN, MARGIN, panel_w, height - 2 * MARGIN)


def plan_screen(
    width: int, height: int, scale: float, pitch: Pitch, panel_floor: float | None, fits: Fits
) -> ScreenPlan:
    """The layout for a ``width`` × ``height`` window; ``panel_floor`` is the lowest the side panel
    must reach (None: it needs all its height), ``fits`` says whether (and how roomily) a dugout
    fits a rectangle."""
    panel = side_panel_rect(width, height)
    panel_w = panel[2]
    prompt_h = 120 * scale
    prompt = (MARGIN, MARGIN, width - panel_w - 3 * MARGIN, prompt_h - MARGIN)
    words_h = max(16.0, round(WORDS_ROOM * scale))
    words = (MARGIN, prompt_h + 2, prompt[2], words_h)
    top_room = max(4 * MARGIN, BANNER_ROOM * scale)  # the "… is playing" banner clears the pitch
    low = prompt_h + 2 + words_h + 4
    area = (MARGIN, low, width - panel_w - 3 * MARGIN, height - low - top_room)
    plans = [
        *_under(area, pitch, scale, fits),
        *_beside(area, pitch, scale, fits),
        *_column(panel, panel_floor, area, pitch, scale, fits),
    ]
    order = {"under": 0, "beside": 1, "column": 2}
    roomy = round(24 * scale)  # tokens this big are as good as any bigger
    if not plans:  # a window too small for any: the dugouts squeeze under the pitch
        return _squeezed(area, panel, prompt, words, pitch)
    where, pitch_area, dugouts, token = max(
        plans, key=lambda p: (_cell(pitch, p[1]), min(p[3], roomy), -order[p[0]])
    )
    if where == "column":
        top = dugouts[0][1] + dugouts[0][3] + GAP
        panel = (panel[0], top, panel[2], panel[1] + panel[3] - top)
    return ScreenPlan(where, pitch_area, panel, prompt, words, dugouts, _cell(pitch, pitch_area), token)


Option = tuple[str, Rect, tuple[Rect, Rect], int]


def _cell(pitch: Pitch, area: Rect) -> int:
    return int(min(area[2] / pitch.length, area[3] / pitch.width))


def _cells(pitch: Pitch, area: Rect) -> Iterable[int]:
    """Square sizes to try, largest first, down to two thirds of the largest."""
    best = _cell(pitch, area)
    return range(best, max(1, best * 2 // 3) - 1, -1)


def _under(area: Rect, pitch: Pitch, scale: float, fits: Fits) -> list[Option]:
    left, bottom, width, height = area
    for cell in _cells(pitch, area):
        strip = height - cell * pitch.width - GAP
        pitch_w = cell * pitch.length
        half = (pitch_w - GAP) / 2
        fit = fits(half, strip, scale) if strip > 0 else None
        if fit is not None:
            token, need = fit
            strip = min(strip, need + GAP)
            pitch_h = cell * pitch.width
            low = round(bottom + (height - pitch_h - GAP - strip) / 2)  # pitch and dugouts centred as one
            x = round(left + (width - pitch_w) / 2)
            rects = ((x, low, half, strip), (x + half + GAP, low, half, strip))
            return [("under", (left, low + strip + GAP, width, pitch_h), rects, token)]
    return []


def _beside(area: Rect, pitch: Pitch, scale: float, fits: Fits) -> list[Option]:
    left, bottom, width, height = area
    for cell in _cells(pitch, area):
        strip = (width - cell * pitch.length) / 2 - GAP
        fit = fits(strip, height, scale) if strip > 0 else None
        if fit is not None:
            token = fit[0]
            rects = ((left, bottom, strip, height), (left + width - strip, bottom, strip, height))
            return [("beside", (left + strip + GAP, bottom, width - 2 * (strip + GAP), height), rects, token)]
    return []


def _column(
    panel: Rect, floor: float | None, area: Rect, pitch: Pitch, scale: float, fits: Fits
) -> list[Option]:
    """Both dugouts stacked under the side panel, when it has room to spare: the pitch keeps all."""
    if floor is None:
        return []
    left, bottom, width, _ = panel
    room = floor - GAP - bottom
    each = (room - GAP) / 2
    fit = fits(width, each, scale) if each > 0 else None
    if fit is None:
        return []
    token = fit[0]
    if token < round(24 * scale):  # cramped there: a pitch a little smaller is the better trade
        return []
    rects = ((left, bottom + each + GAP, width, each), (left, bottom, width, each))
    return [("column", area, rects, token)]


def _squeezed(area: Rect, panel: Rect, prompt: Rect, words: Rect, pitch: Pitch) -> ScreenPlan:
    left, bottom, width, height = area
    strip = height * 0.25
    half = (width - GAP) / 2
    rects = ((left, bottom, half, strip), (left + half + GAP, bottom, half, strip))
    pitch_area = (left, bottom + strip + GAP, width, height - strip - GAP)
    return ScreenPlan("under", pitch_area, panel, prompt, words, rects, _cell(pitch, pitch_area), 10)
