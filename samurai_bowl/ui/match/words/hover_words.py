"""What the mouse is over, in words, naming the models (never a token's label): a path's dice and
chance, a target's odds (block dice and who picks the face, pass band, foul armour break), or a
model's card. A figure is given re-rolled only while a team re-roll may still be spent this turn,
and with Augury beside it only while the acting coach's shugenja can still cast it (R16). A pass
or hand-off says how often the team keeps the ball where that differs from its own chance (a
dropped ball bouncing to a team-mate, a scattered pass coming down on one); a foul, what its coach
can still do against the doubles that send his fouler off (argue the call, the Imperial Favor).
Kept short: the words sit on one line in a strip of their own between the pitch and the prompt
(:class:`HoverStrip`), so they never hide the hovered square, the active model or his path."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import arcade
from arcade.types import Color

from samurai_bowl.engine import (
    Act,
    Action,
    BlockOdds,
    FoulOdds,
    HandOffOdds,
    Match,
    PassOdds,
    Path,
    Piece,
    augury_open,
    current_weather,
)
from samurai_bowl.text.words import needs, plural
from samurai_bowl.ui.kit.theme import FONT, TITLE_INK, Rect, shorten
from samurai_bowl.ui.kit.wrap import PIXELS_PER_POINT, measure
from samurai_bowl.ui.pitch.shading import path_dice
from samurai_bowl.ui.pitch.square_words import heading


def percent(chance: float | Fraction) -> str:
    return f"{float(chance):.0%}"


def team_reroll_left(m: Match, side: int) -> bool:
    team = m.team(side)
    return m.active == side and team.rerolls > 0 and not team.reroll_used


def path_chance(m: Match, side: int, path: Path) -> float:
    """The path's chance, counting a team re-roll only while one may still be spent this turn."""
    return float(path.chance_with_team_reroll if team_reroll_left(m, side) else path.chance)


def pass_chances(m: Match, side: int, odds: PassOdds) -> tuple[float, float]:
    """(accurate and caught by the target, a team-mate ends with the ball), with a team re-roll
    counted only while one may still be spent this turn."""
    if team_reroll_left(m, side):
        return float(odds.with_team_reroll), float(odds.kept_with_team_reroll)
    return float(odds.success), float(odds.kept)


def hand_off_chances(m: Match, side: int, odds: HandOffOdds) -> tuple[float, float]:
    """(the receiver has the ball, a team-mate ends with it), with a team re-roll counted only
    while one may still be spent this turn."""
    if team_reroll_left(m, side):
        return float(odds.with_team_reroll), float(odds.kept_with_team_reroll)
    return float(odds.success), float(odds.kept)


def kept_words(caught: float, kept: float, joint: str = " · ") -> str:
    """How often the team keeps the ball, where that differs from the catch as shown."""
    return "" if f"{caught:.0%}" == f"{kept:.0%}" else f"{joint}team keeps it {kept:.0%}"


Other = tuple[float | Fraction | None, str]  # a figure another way, and the way ("with a re-roll")


def figure(chance: float | Fraction, *others: Other, each_alone: bool = False) -> str:
    """A chance, then in brackets what it is each other way still open ("75% (94% with a
    re-roll)"); a way that is not open (its figure None) is left out, and so is one that gives
    the figure before it again (the ways taken one after the other) or, ``each_alone``, the
    chance itself again (each way taken instead of the others)."""
    said = [percent(chance)]
    more = []
    for other, how in others:
        if other is not None and percent(other) != said[0 if each_alone else -1]:  # the same says nothing
            said.append(percent(other))
            more.append(f"{said[-1]} {how}")
    return f"{said[0]} ({', '.join(more)})" if more else said[0]


def with_augury(chance: float | Fraction | None) -> str:
    """R16: after the figure it belongs to, the same with Augury cast on the first failure it is
    offered for; nothing while Augury is not ready (the figure is None then)."""
    return "" if chance is None else f" ({percent(chance)} with Augury)"


def block_words(m: Match, side: int, odds: BlockOdds) -> str:
    """The dice, who chooses, the knock-down and the attacker's fall, each as rolled and, in
    brackets, with the team re-roll while one may still be spent this turn (R11.1, R11.2) and with
    Augury (cast after that re-roll) while it is ready (R16)."""
    chooser = "you pick" if odds.attacker_chooses else "they pick"
    dice = "1 die" if odds.dice == 1 else f"{odds.dice} dice, {chooser}"  # one die: nothing to pick
    reroll = team_reroll_left(m, side)
    augury = "with Augury too" if reroll else "with Augury"
    knock = figure(
        odds.knockdown,
        (odds.knockdown_with_reroll if reroll else None, "with a re-roll"),
        (odds.knockdown_with_augury, augury),
    )
    fall = figure(
        odds.attacker_down,
        (odds.attacker_down_with_reroll if reroll else None, "with a re-roll"),
        (odds.attacker_down_with_augury, augury),
    )
    return f"{dice} · knock-down {knock} · you fall {fall}"


def foul_words(odds: FoulOdds) -> str:
    """The armour breaking, and the fouler sent off on doubles (R9.3): as rolled and, in brackets,
    with Augury re-rolling the doubles (R16) while it is ready, if he argues the call while he may
    (R9.7), and never with the Imperial Favor while it is his to cancel the penalty with (R9.6, R17)."""
    ejection = figure(
        odds.ejection,
        (odds.ejection_with_augury, "with Augury"),
        (odds.ejection_if_argued, "if he argues the call"),
        (0.0 if odds.favor else None, "with the Favor"),
        each_alone=True,
    )
    return f"armour breaks {percent(odds.armour_break)} · sent off on doubles {ejection}"


def path_words(m: Match, side: int, path: Path, mover: Piece, chance: str = "") -> str:
    """How far the (selected) mover goes, each roll on the way with the score it needs, the chance
    (after ``chance``, the words that say what it is the chance of) and Augury's, while it is ready."""
    dice = path_dice(m, mover, path)
    rolls = ", ".join(f"{kind} {needs(target)}" if target else kind for kind, target in dice) or "no roll"
    squares = plural(len(path.steps), "square")
    augury = ""
    if dice and augury_open(m, int(mover.side)):
        exact = m.path_odds(mover.index, path.steps)
        augury = with_augury(exact.with_augury if exact is not None else None)
    return f"{squares} · {rolls} · {chance}{path_chance(m, side, path):.0%}{augury}"


def target_words(m: Match, action: Action) -> str:
    """Who does what to whom at the square, and the odds of a block, pass, hand-off or foul."""
    actor = m.pieces[action.piece] if action.piece is not None else None
    target = m.board_view.at(action.square) if action.square is not None else None
    if action.act is Act.PUSH and actor is not None and action.square is not None:
        way = heading(m, actor.square, action.square) if actor.square is not None else ""
        return f"Push: {actor.name} a square {way}".rstrip()
    if actor is None or target is None:
        return ""
    if action.act is Act.CHALLENGE:
        return f"Challenge: {actor.name} calls out {target.name} to a duel"
    odds = m.odds(action)
    if odds is None:
        return ""
    if action.act is Act.BLOCK:
        return f"Block: {actor.name} on {target.name} · {block_words(m, int(actor.side), odds)}"
    if isinstance(odds, FoulOdds):
        return f"Foul: {actor.name} on {target.name} · {foul_words(odds)}"
    if isinstance(odds, PassOdds | HandOffOdds):
        return throw_line(m, action, actor, target)
    return ""


def throw_line(m: Match, action: Action, actor: Piece, target: Piece) -> str:
    """A throw to a team-mate (``action``) and the other throw to him while it is open too: the
    hand-off with its roll and chance, the pass with its range, wind and catch, each with the
    team's keeping of the ball (R10)."""
    parts = []
    for act in (Act.HAND_OFF, Act.PASS):
        throw = action if act is action.act else Action(act, piece=actor.index, square=action.square)
        odds = m.odds(throw) if throw is action or m.allows(throw) else None
        if isinstance(odds, HandOffOdds):
            parts.append(hand_off_words(m, actor, odds))
        elif isinstance(odds, PassOdds):
            parts.append(pass_words(m, actor, target, odds))
    if not parts:
        return ""
    verbs = " or ".join("hand-off" if part.startswith(HAND_OFF) else "pass" for part in parts).capitalize()
    if len(parts) == 1:  # the line's head names it: "Hand-off: … · 4+: 50%"
        parts = [parts[0].removeprefix(HAND_OFF)]
    return f"{verbs}: {actor.name} to {target.name} · {' · '.join(parts)}"


def hand_off_words(m: Match, giver: Piece, odds: HandOffOdds) -> str:
    """R10.3: the giver's agility roll and the chance the receiver has the ball."""
    given, kept = hand_off_chances(m, int(giver.side), odds)
    roll = needs(m.data.agility.target(giver.ag))
    return f"{HAND_OFF}{roll}: {percent(given)}{with_augury(odds.with_augury)}{kept_words(given, kept, ', ')}"


def pass_words(m: Match, thrower: Piece, target: Piece, odds: PassOdds) -> str:
    """R10.1: the range, the wind's scatter (R14), the chance it is caught and kept."""
    assert thrower.square is not None and target.square is not None
    band = m.data.pass_ranges.band(m.pitch.distance(thrower.square, target.square))
    distance = band.name if band else "a pass out of range"
    caught, kept = pass_chances(m, int(thrower.side), odds)
    weather = current_weather(m)
    wind = f", {weather.name} scatters it {weather.pass_scatters}×" if weather.pass_scatters else ""
    return (
        f"{distance}{wind}: caught {percent(caught)}{with_augury(odds.with_augury)}"
        f"{kept_words(caught, kept, ', ')}"
    )


def card_words(m: Match, piece: Piece) -> str:
    """A model's card: who he is, his stats and skills, his state and his SPP."""
    team = m.team_files[int(piece.side)]
    spp = next((p.spp for p in team.players if p.number == piece.number), 0)
    skills = ", ".join(sorted(piece.skills)) or "no skills"
    state = piece.status.value.replace("_", " ")
    carrying = " · has the ball" if m.ball.carrier == piece.index else ""
    found = m.data.roster(team.clan).position(piece.position)
    position = found.name if found is not None else piece.position  # "Tsukai-Tsugasu", not its id
    return (
        f"#{piece.number} {piece.name} ({position}) · MA {piece.ma} ST {piece.st} AG {piece.ag} "
        f"AV {piece.av} PH {piece.ph} · {skills} · {state}{carrying} · {spp} SPP"
    )


HAND_OFF = "hand-off "
STRIP_FILL = Color(10, 10, 14, 220)
STRIP_MIN_POINTS = 9
SEPARATOR = " · "


class HoverStrip:
    """The words for what the mouse is over, drawn in their own strip (the layout's ``words``
    rect): on one line as large as fits, down to the size two lines can have (never below 9
    points); longer words on two lines at that size, broken
    between their parts (at a " · ") where that fits, else between words, the second line cut
    short only when even two lines at 9 points cannot hold them. Nothing is drawn while there are
    no words."""

    def __init__(self) -> None:
        self.label = arcade.Text("", 0, 0, TITLE_INK, 11, font_name=FONT, bold=True, anchor_y="center")
        self.second = arcade.Text("", 0, 0, TITLE_INK, 11, font_name=FONT, bold=True, anchor_y="center")
        self.rect: Rect = (0, 0, 0, 0)
        self.scale = 1.0
        self._shown: tuple[str, Rect, float] = ("", (0, 0, 0, 0), 0.0)

    @property
    def text(self) -> str:
        """The words shown, in full (the labels may cut them short)."""
        return self._shown[0]

    @property
    def lines(self) -> list[str]:
        """The lines as drawn."""
        return [label.text for label in (self.label, self.second) if label.text]

    def show(self, lines: str | Sequence[str], rect: Rect, scale: float) -> None:
        words = lines if isinstance(lines, str) else SEPARATOR.join(line for line in lines if line)
        if self._shown == (words, rect, scale):
            return
        self._shown = (words, rect, scale)
        self.rect, self.scale = rect, scale
        left, bottom, width, height = rect
        pad = 8 * scale
        room = width - 2 * pad
        largest = min(round(11 * scale), round(height * 0.55))
        two = min(largest, two_line_points(height))  # two lines at this size rather than one smaller
        size = max(STRIP_MIN_POINTS, largest)
        while size > max(STRIP_MIN_POINTS, two) and measure(size, True).width(words) > room:
            size -= 1
        self.second.text = ""
        x = round(left + pad)
        if measure(size, True).width(words) <= room or two < STRIP_MIN_POINTS:
            self.label.font_size = size
            self.label.position = (x, round(bottom + height / 2))
            shorten(self.label, words, room)
            return
        first, rest = broken(words, room, size)
        for label, line, y in ((self.label, first, 0.75), (self.second, rest, 0.25)):
            label.font_size = size
            label.position = (x, round(bottom + height * y))
            shorten(label, line, room)

    def clear(self) -> None:
        self._shown = ("", self.rect, self.scale)
        self.label.text = ""
        self.second.text = ""

    def box(self) -> Rect | None:
        """Where the strip draws, or None while it has no words."""
        return self.rect if self.label.text else None

    def draw(self) -> None:
        if self.label.text:
            arcade.draw_lbwh_rectangle_filled(*self.rect, STRIP_FILL)
            self.label.draw()
            if self.second.text:
                self.second.draw()


LINE_SPACING = 1.25  # a line's height over its points, in pixels per point


def two_line_points(height: float) -> int:
    """The largest size two lines of which stand in ``height``."""
    return int(height / (2 * LINE_SPACING * PIXELS_PER_POINT))


def broken(words: str, room: float, size: int) -> tuple[str, str]:
    """``words`` as two lines: at the " · " that leaves the longer line shortest, when both then
    fit in ``room``; else between words, as many on the first line as fit."""
    font = measure(size, True)
    parts = words.split(SEPARATOR)
    splits = [(SEPARATOR.join(parts[:i]), SEPARATOR.join(parts[i:])) for i in range(1, len(parts))]
    fitting = [pair for pair in splits if max(font.width(pair[0]), font.width(pair[1])) <= room]
    if fitting:
        return min(fitting, key=lambda pair: max(font.width(pair[0]), font.width(pair[1])))
    first = font.wrap(words, room)[0]
    return first, words[len(first) :].strip()
