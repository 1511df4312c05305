"""Only display names reach the screen: the words of long seeded AI matches between clans with
spells, staff and the Damned (the log, the dice tray, the moments over the pitch, the prompts and
their buttons, the player card, the side panel and the end table) hold no internal id in
snake_case, no enum name and no grid coordinates."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.ui.match.end_table import COLUMNS, cell, players
from samurai_bowl.ui.match.moments import moment_of
from samurai_bowl.ui.match.panel.dice_tray import tray_roll
from samurai_bowl.ui.match.panel.player_card import spp_words, stat_changes, state_words
from samurai_bowl.ui.match.panel.prompt import MAX_BUTTONS, ON_THE_PITCH
from samurai_bowl.ui.match.panel.side_panel import weather_name
from samurai_bowl.ui.match.words.action_words import describe, question
from samurai_bowl.ui.match.words.hover_words import card_words
from samurai_bowl.ui.story.told import Story

INTERNAL = re.compile(
    r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b"  # snake_case ids: the_damned, tsukai_tsugasu, light_of_amaterasu
    r"|\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\b"  # enum member names: BOTH_DOWN
    r"|\b(?:Act|Ask|Status|Side|EventKind|BlockFace)\.[A-Za-z_]+"  # enum reprs
    r"|\(\d+, \d+\)"  # grid coordinates, which the pitch does not draw
)
# (home, away, seed, the event kinds the match must hold): spells, duels and staff told too
CASES = (
    ("phoenix", "crab", 3, frozenset()),
    ("scorpion", "dragon", 4, frozenset({"spell", "foul", "demand", "strike"})),
    ("scorpion", "dragon", 22, frozenset({"spell", "duel", "strike"})),
    ("crab", "unicorn", 5, frozenset()),
    ("lion", "crane", 6, frozenset()),
)


def played(data: GameData, home: str, away: str, seed: int) -> Iterator[tuple[Match, list[str]]]:
    """The match after each decision, with the words its prompt shows."""
    rng = random.Random(seed)
    m = Match(data, draft_team(data, home, rng), draft_team(data, away, rng), seed)
    coaches = [HeuristicCoach(seed), HeuristicCoach(seed + 1)]
    while m.pending is not None:
        words = [question(m, m.pending)]
        answers = m.legal_actions_of(*(m.legal_kinds() - ON_THE_PITCH))  # the prompt's buttons
        words += [describe(m, action) for action in answers[:MAX_BUTTONS]]
        yield m, words
        m.apply(coaches[m.pending.side].choose(m))
    yield m, []


@pytest.mark.parametrize(
    ("home", "away", "seed", "told"), CASES, ids=[f"{h}-{a}-{s}" for h, a, s, _ in CASES]
)
def test_no_internal_id_reaches_the_screen(
    data: GameData, home: str, away: str, seed: int, told: frozenset[str]
) -> None:
    shown: list[tuple[str, str]] = []  # (where, words)
    m: Match | None = None
    for m, words in played(data, home, away, seed):
        shown += [("prompt", w) for w in words]
        shown.append(("weather", weather_name(m)))
    assert m is not None and m.over
    story = Story(m)
    story.update()
    shown += [("log", entry.text) for entry in story.entries]
    for at, event in enumerate(m.events):
        if event.kind == "roll":
            roll = tray_roll(m, event, "")
            shown += [("tray", roll.title), ("tray", roll.detail)]
        moment = moment_of(m, m.events, at)
        if moment is not None:
            shown += [("moment", moment.title), ("moment", moment.words)]
    for piece in m.pieces:
        shown += [("card", card_words(m, piece)), ("card", state_words(m, piece))]
        shown += [("card", stat_changes(m, piece)), ("card", spp_words(m, piece))]
    result = m.result or {}
    for side in (0, 1):
        shown += [("end", cell(player, key)) for player in players(result, side) for _, key, _ in COLUMNS]
    kinds = {event.kind for event in m.events}
    assert {"block", "roll", "turnover", "kick"} <= kinds
    assert told <= kinds
    found = [(where, words) for where, words in shown if INTERNAL.search(words)]
    assert not found, found[:10]


def test_the_check_knows_an_id_an_enum_name_and_a_square_when_it_sees_one() -> None:
    for words in ("#9 Hida Ryo (the_damned)", "Keep: BOTH_DOWN", "Act.BLOCK", "push to (3, 4)"):
        assert INTERNAL.search(words), words
    for words in ("#9 Hida Ryo (The Damned)", "Keep: Both Down", "Tsukai-Tsugasu", "rolled 2, needs 3+"):
        assert not INTERNAL.search(words), words
