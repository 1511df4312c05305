"""The window, the log, the moments and the match's story read events as data: a one-die block
shows in the dice tray and the log like any other, the readers tell the same with the engine's
sentences blanked, and a match saved before events carried their facts still reads."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.story import turnover_cause
from samurai_bowl.data import GameData
from samurai_bowl.engine import Event, EventKind, Match
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.ui.match.moments import moment_of
from samurai_bowl.ui.match.panel.dice_tray import TrayRoll, block_title, tray_roll
from samurai_bowl.ui.story.told import Story
from tests.rules.match_builder import activate, crane_v_lion, position, sq

SAVED = Path(__file__).parent / "engine" / "saves_v1" / "full_time.json"
# the kinds whose facts the readers take from the data alone (the rest are shown as they are said)
READ_AS_DATA = frozenset(
    {EventKind.ROLL, EventKind.BLOCK, EventKind.BLOCK_RESULT, EventKind.STAND_UP, EventKind.TOUCHDOWN}
)


def one_die_block(data: GameData) -> Match:
    """A Crane lineman (ST 3) blocks a Lion lineman (ST 3) alone: one die, Pushed."""
    m, dice = position(data, *crane_v_lion(), [("block", "pushed")], {0: (10, 5), 11: (11, 5), 12: (20, 11)})
    activate(m, 0)
    m.apply(Action(Act.BLOCK, piece=0, square=sq(11, 5)))
    dice.finish()
    return m


def tray(m: Match, events: list[Event]) -> list[TrayRoll]:
    """Every roll as the dice tray shows it, a block's dice titled by the block before them."""
    shown, blocking = [], ""
    for event in events:
        if event.kind is EventKind.BLOCK:
            blocking = block_title(m, event)
        elif event.kind is EventKind.ROLL:
            shown.append(tray_roll(m, event, blocking))
    return shown


def told(m: Match, events: list[Event]) -> list[str]:
    """The log's entries for ``events`` told over ``m``."""
    story = Story(m)
    for event in events:
        story._take(event)
    return [entry.text for entry in story.entries]


def test_a_one_die_block_shows_who_blocks_whom_in_the_tray_and_the_log(data: GameData) -> None:
    m = one_die_block(data)
    block = next(e for e in m.events if e.kind is EventKind.BLOCK)
    attacker, defender = m.pieces[0].name, m.pieces[11].name
    assert block.text == f"{attacker} (ST 3) blocks {defender} (ST 3): 1 die"
    assert block_title(m, block) == f"{attacker} blocks {defender}"
    rolled = tray(m, m.events)
    assert [(r.title, r.detail) for r in rolled] == [(f"{attacker} blocks {defender}", "Pushed")]
    first = told(m, m.events)[-1]
    assert first.startswith(f"{attacker} blocks {defender} (ST 3 v 3, 1 die): Pushed")


def test_a_block_carries_its_models_strengths_dice_and_chooser(data: GameData) -> None:
    m = one_die_block(data)
    block = next(e for e in m.events if e.kind is EventKind.BLOCK)
    assert dict(block.data) == {
        "attacker": 0,
        "defender": 11,
        "attacker_st": 3,
        "defender_st": 3,
        "block_dice": 1,
        "attacker_chooses": True,
    }
    kept = next(e for e in m.events if e.kind is EventKind.BLOCK_RESULT)
    assert dict(kept.data) == {"face": "pushed"}


def played(data: GameData) -> Match:
    rng = random.Random(8)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "crane", rng), 8)
    pair = HeuristicCoach(8, "easy"), HeuristicCoach(9, "easy")
    while m.pending is not None:
        m.apply(pair[m.pending.side].choose(m))
    return m


def test_the_readers_tell_the_same_with_the_engine_sentences_blanked(data: GameData) -> None:
    m = played(data)
    kinds = {e.kind for e in m.events}
    assert kinds >= READ_AS_DATA  # the match has every kind read as data
    assert any(e.kind is EventKind.BLOCK and e.data["block_dice"] == 1 for e in m.events)
    blank = [replace(e, text="") if e.kind in READ_AS_DATA else e for e in m.events]
    assert tray(m, blank) == tray(m, m.events)
    assert told(m, blank) == told(m, m.events)
    assert [moment_of(m, blank, n) for n in range(len(blank))] == [
        moment_of(m, m.events, n) for n in range(len(m.events))
    ]
    turnovers = [n for n, e in enumerate(blank) if e.kind is EventKind.TURNOVER and e.side is not None]
    causes = [turnover_cause(m, n, int(m.events[n].side or 0)) for n in turnovers]
    m.state.events = blank
    assert [turnover_cause(m, n, int(blank[n].side or 0)) for n in turnovers] == causes
    assert any(causes)


def test_a_match_saved_before_events_carried_their_facts_still_reads(data: GameData) -> None:
    m = Match.from_json(data, json.loads(SAVED.read_text(encoding="utf-8")))
    assert not any("base" in e.data for e in m.events)  # its events hold the words alone
    entries = told(m, m.events)  # told by their words, as they were
    one_die = "Ide Osamu (ST 4) blocks Akodo Tadashi (ST 4): 1 die: Pushed, re-rolled (team): Both Down"
    assert f"{one_die} · Akodo Tadashi goes down" in entries
    assert "Armour (Ide Osamu, AV 7): broken (6+2 = 8)" in entries
    rolled = tray(m, m.events)
    assert len(rolled) == sum(1 for e in m.events if e.kind is EventKind.ROLL)
    assert {r.title for r in rolled if r.faces} == {"Block dice"}
    moments = [moment_of(m, m.events, n) for n in range(len(m.events))]
    assert [x.title for x in moments if x is not None][-1] == "Full time"
    turnovers = [n for n, e in enumerate(m.events) if e.kind is EventKind.TURNOVER]
    assert (
        turnover_cause(m, turnovers[0], 0) == "Dodge (Akodo Ryo) fails (rolled 2, needs 4+) (re-roll: team)"
    )
