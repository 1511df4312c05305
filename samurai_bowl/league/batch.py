"""A league's AI fixtures played as a batch, by ``league play --all`` and the League screen's Play
all: which can be played now (none waits for a person's game), and the line that tells what a
batch did."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from samurai_bowl.league.store import Fixture


def playable(fixtures: list[Fixture]) -> list[Fixture]:
    """The unplayed AI-v-AI fixtures, in order, that no earlier unplayed fixture of theirs waits
    before (a human fixture waits for its coaches; its teams' later games wait with it)."""
    waiting: set[int] = set()
    ready = []
    for fixture in fixtures:
        if fixture.played:
            continue
        teams = {fixture.home.id, fixture.away.id}
        human = "human" in (fixture.home.coach_kind, fixture.away.coach_kind)
        if human or teams & waiting:
            waiting |= teams
            continue
        ready.append(fixture)
    return ready


def played_words(recorded: int, elsewhere: int, waiting: int) -> str:
    """What a batch played (``league play``, the League screen's Play all) did: only the fixtures
    this process recorded count as played here."""
    others = [f"{elsewhere} recorded by another game meanwhile"] if elsewhere else []
    if waiting:
        others.append(f"{waiting} wait for their human coaches")
    if not recorded:
        return f"Nothing recorded here: {'; '.join(others)}."
    return "; ".join([f"{recorded} fixture{'s' if recorded != 1 else ''} played and recorded", *others]) + "."
